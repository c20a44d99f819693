// Events <vet-clinic-desk> fires on its host element (bubbling, composed).

declare module '../kit/events' {
  interface WidgetEventMap {
    /** A request was confirmed onto a clinician's time; `start` is that time (NZ local with offset). */
    'vet-clinic-desk:confirmed': { bookingId: string; start: string };
    /** A request was declined with a message to the client. */
    'vet-clinic-desk:declined': { bookingId: string };
    /** Staff booked a client's call onto a clinician's time. */
    'vet-clinic-desk:booked': { bookingId: string; start: string };
    /** A booking was moved to `start`; the client was emailed. */
    'vet-clinic-desk:moved': { bookingId: string; start: string };
    /** A booking was cancelled with a reason; the client was emailed. */
    'vet-clinic-desk:cancelled': { bookingId: string };
  }
}

export {};
