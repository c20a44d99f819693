// Events <vet-manage-booking> fires on its host element (bubbling, composed).

declare module '../kit/events' {
  interface WidgetEventMap {
    /** The booking moved; `bookingDate` is its new first time (NZ local with offset). */
    'vet-manage-booking:moved': { bookingId: string; bookingDate: string };
    /** The booking was cancelled. */
    'vet-manage-booking:cancelled': { bookingId: string };
  }
}

export {};
