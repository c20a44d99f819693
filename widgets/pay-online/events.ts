// Events <vet-pay-online> fires on its host element (bubbling, composed).
declare module '../kit/events' {
  interface WidgetEventMap {
    /** A payment went through; the form has been reset for the next one. */
    'vet-pay-online:paid': { reference: string; amount: number; signedIn: boolean };
    /** A payment was refused or failed; `message` is what the visitor saw. */
    'vet-pay-online:error': { message: string };
  }
}

export {};
