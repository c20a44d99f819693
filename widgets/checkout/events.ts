// Events <vet-checkout> fires on its host element (bubbling, composed).
declare module '../kit/events' {
  interface WidgetEventMap {
    /** The order was placed (the thank-you view shows; a new basket has been started). */
    'vet-checkout:completed': { orderId: string; number: string; total: number | null; signedIn: boolean };
    /** A submit was refused (validation) or failed (the server); `message` is what was shown. */
    'vet-checkout:error': { message: string };
  }
}

export {};
