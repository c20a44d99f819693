// Events <vet-product> fires on its host element (bubbling, composed).

declare module '../kit/events' {
  interface WidgetEventMap {
    /** The product loaded and shows (hosts set the page title from it). */
    'vet-product:loaded': { id: string | number; name: string; slug: string };
    /** The product (or a related one) was added to the basket. */
    'vet-product:added': { productId: string | number; quantity: number };
  }
}

export {};
