// Events <vet-fundraiser> fires on its host element (bubbling, composed).
declare module '../kit/events' {
  interface WidgetEventMap {
    /** The event loaded (null: no fundraising event at the moment). */
    'vet-fundraiser:ready': { fundraiserId: string | null };
    /** After every step change: 0 event, 1 checkout, 2 thank-you. */
    'vet-fundraiser:step-change': { step: 0 | 1 | 2 };
    /** The order was placed. */
    'vet-fundraiser:completed': { donationId: string; total: number; payment: string };
    /** A refused or failed step; `message` is what the visitor saw. */
    'vet-fundraiser:error': { message: string };
  }
}

export {};
