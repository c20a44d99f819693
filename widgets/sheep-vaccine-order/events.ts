// Events <vet-sheep-vaccine-order> fires on its host element (bubbling, composed).
declare module '../kit/events' {
  interface WidgetEventMap {
    /** The visitor moved from the form to the summary (the order is valid). */
    'vet-sheep-vaccine-order:review': { lines: number };
    /** The order was placed. */
    'vet-sheep-vaccine-order:submitted': { id: string; clinic: { id: string; name: string } };
    /** Placing the order failed; `message` is what the visitor saw. */
    'vet-sheep-vaccine-order:error': { message: string };
  }
}

export {};
