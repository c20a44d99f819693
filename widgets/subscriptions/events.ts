// Events <vet-subscriptions> fires on its host element (bubbling, composed).
declare module '../kit/events' {
  interface WidgetEventMap {
    /** The wizard moved: 'intro', then steps 0-3 (name, products, checkout, delivered). */
    'vet-subscriptions:step-change': { step: 'intro' | 0 | 1 | 2 | 3 };
    /** The subscription was created. */
    'vet-subscriptions:created': { subscriptionId: string; name: string };
    /** A refused step or a failed call; `message` is what the visitor saw. */
    'vet-subscriptions:error': { message: string };
  }
}

export {};
