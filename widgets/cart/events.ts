// Events <vet-cart> and <vet-cart-button> fire on their host elements (bubbling, composed).

declare module '../kit/events' {
  interface WidgetEventMap {
    /** The side cart opened (from a <vet-cart-button> or the host calling it). */
    'vet-cart:opened': { lines: number };
    /** The side cart closed. */
    'vet-cart:closed': { lines: number };
    /**
     * 'Continue to checkout' was chosen, after waiting quantity changes were saved. Cancelable:
     * a host with its own router calls preventDefault() and navigates itself.
     */
    'vet-cart:checkout': { basketId: string; lines: number; total: number; url: string };
    /** A product was added from the recommended carousel. */
    'vet-cart:added': { productId: string | number; quantity: number };
  }
}

export {};
