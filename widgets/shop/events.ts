// Events <vet-shop> fires on its host element (bubbling, composed).

declare module '../kit/events' {
  interface WidgetEventMap {
    /** A page of results was shown (first load, and after every filter, sort, search or page change). */
    'vet-shop:results': { total: number; page: number };
    /** A product was added to the basket from a card. */
    'vet-shop:added': { productId: string | number; quantity: number };
  }
}

export {};
