// Events <vet-account-appointments> fires on its host element (bubbling, composed).
declare module '../kit/events' {
  interface WidgetEventMap {
    /** The client cancelled an appointment; the list has been refreshed. */
    'vet-account-appointments:cancelled': { id: string };
  }
}

export {};
