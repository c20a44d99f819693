// Events <vet-feedback> fires on its host element (bubbling, composed).
import type { FeedbackType } from '../../shared/schemas/feedback';

declare module '../kit/events' {
  interface WidgetEventMap {
    /** The feedback was stored (and mailed when `mailed`). */
    'vet-feedback:submitted': { id: string; type: FeedbackType; mailed: boolean };
    /** Sending failed; `message` is what the sender saw. */
    'vet-feedback:error': { message: string };
  }
}

export {};
