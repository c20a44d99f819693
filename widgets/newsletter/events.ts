// Events <vet-newsletter> fires on its host element (bubbling, composed).
declare module '../kit/events' {
  interface WidgetEventMap {
    /**
     * A valid address was submitted. The widget makes no call (spec 1 section 2); a host that
     * signs people up itself calls event.preventDefault() to say "handled", and the widget then
     * says the sign-up was passed on. Unhandled, the widget says plainly that it could not sign
     * the person up.
     */
    'vet-newsletter:submit': { email: string };
    /** After the visitor saw the outcome; `handled` says whether a host took the address. */
    'vet-newsletter:submitted': { email: string; handled: boolean };
  }
}

export {};
