// Events <vet-enquiry> fires on its host element (bubbling, composed).
declare module '../kit/events' {
  interface WidgetEventMap {
    /** The enquiry was accepted by the server. */
    'vet-enquiry:submitted': { id: string; origin: string };
    /** Sending failed; `message` is what the visitor saw. */
    'vet-enquiry:error': { message: string };
  }
}

export {};
