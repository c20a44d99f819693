// Events <vet-contact-form> fires on its host element (bubbling, composed).
declare module '../kit/events' {
  interface WidgetEventMap {
    /** The message was accepted by the server. */
    'vet-contact-form:submitted': { id: string; clinicId: string; clinicName: string; origin: string };
    /** Sending failed; `message` is what the visitor saw. */
    'vet-contact-form:error': { message: string };
  }
}

export {};
