// Events <vet-account> and its sections fire on the host element (bubbling, composed).
declare module '../kit/events' {
  interface WidgetEventMap {
    /**
     * Before following an account link (the menu, 'Go to my orders'…). Cancelable: a host
     * with its own router (the portal) cancels it and navigates without a page load.
     */
    'vet-account:navigate': { href: string };
    /** The account was deleted; the widget then clears local storage and goes to /. */
    /** Cancelable: cancel it to leave your own way instead of going to `href` (deleted-url). */
    'vet-account:deleted': { href: string };
    /** The password was changed; the widget then goes to /. */
    'vet-account:password-changed': Record<string, never>;
  }
}

export {};
