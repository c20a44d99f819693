// Events <vet-booking> fires on its host element (bubbling, composed).
import type { Step } from './steps';

declare module '../kit/events' {
  interface WidgetEventMap {
    /** The start data loaded and the first step is interactive. */
    'vet-booking:ready': { step: Step; clinics: number };
    /** After every step change (also when going back). */
    'vet-booking:step-change': { step: Step; previous: Step };
    /** The booking was made. */
    'vet-booking:completed': { appointmentIds: string[]; clinic: { name: string; address: string }; time: string | null };
    /** Back on the first step, before following back-url; cancelable (the host leaves its own way). */
    'vet-booking:exit': { href: string };
    /** Loading the flow or booking failed; `message` is what the visitor saw. */
    'vet-booking:error': { message: string };
  }
}

export {};
