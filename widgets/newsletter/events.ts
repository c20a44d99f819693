// Events <vet-newsletter> fires on its host element (bubbling, composed).
declare module '../kit/events' {
  interface WidgetEventMap {
    /**
     * A valid address was submitted. A host that signs people up itself calls
     * event.preventDefault() to say "handled" (the widget then says it was passed on, and makes
     * no call); otherwise the widget sends it to POST /api/v1/newsletter (double opt-in).
     */
    'vet-newsletter:submit': { email: string };
    /** After the visitor saw the outcome; `handled` says whether a host took the address. */
    'vet-newsletter:submitted': { email: string; handled: boolean };
  }
}

export {};
