// Events <vet-registration> fires on its host element (bubbling, composed).
declare module '../kit/events' {
  interface WidgetEventMap {
    /** Existing or new customer was chosen. */
    'vet-registration:type-chosen': { type: 'new' | 'existing' };
    /** The registration was accepted; a set-password link was emailed to `email`. */
    'vet-registration:submitted': { type: 'new' | 'existing'; email: string };
    /** Registering failed; `message` is what the visitor saw. */
    'vet-registration:error': { message: string };
  }
}

export {};
