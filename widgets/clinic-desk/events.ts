// Events <vet-clinic-desk> fires on its host element (bubbling, composed).

declare module '../kit/events' {
  interface WidgetEventMap {
    /** A request was confirmed onto a clinician's time; `start` is that time (NZ local with offset). */
    'vet-clinic-desk:confirmed': { bookingId: string; start: string };
    /** A request was declined with a message to the client. */
    'vet-clinic-desk:declined': { bookingId: string };
  }
}

export {};
