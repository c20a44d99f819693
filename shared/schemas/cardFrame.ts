// The messages between a card form's widget and its card frame (/pay/card-frame on the API's
// origin, widgets/card-frame/). The frame holds the card inputs and Stripe.js; the widget only
// ever learns what these messages carry: a card token, whether the card is complete, and the
// provider's words for what is wrong. Both sides check every message against these schemas
// (after checking its window and origin): a page's other frames and scripts post messages too.
import * as v from 'valibot';

/** Marks our messages among everything else a page's windows post to each other. */
export const CARD_FRAME_SOURCE = 'vet-card-frame';
/** The frame's path on the API server; its query names the page's origin and the vet group. */
export const CARD_FRAME_PATH = '/pay/card-frame';

/** Why the frame cannot show a card: no key, Stripe.js did not load, or the page's site is not the group's. */
export const CardFrameFailureSchema = v.picklist(['key-missing', 'load-failed', 'site-not-allowed']);
export type CardFrameFailure = v.InferOutput<typeof CardFrameFailureSchema>;

const message = <T extends v.ObjectEntries>(entries: T) => v.object({ source: v.literal(CARD_FRAME_SOURCE), ...entries });
const requestId = v.pipe(v.number(), v.integer(), v.minValue(0));

/** Widget -> frame. */
export const ToCardFrameSchema = v.variant('type', [
  /** Disabled while a submit is under way; always sent, true or false. */
  message({ type: v.literal('options'), disabled: v.boolean() }),
  /** Turn the typed card into a single-use token; the answer carries the same id. */
  message({ type: v.literal('token'), id: requestId, name: v.optional(v.pipe(v.string(), v.maxLength(200))) }),
  message({ type: v.literal('clear') }),
  /** The widget's primary colour (its focus ring), as the widget resolved it: a plain colour only. */
  message({ type: v.literal('theme'), primary: v.pipe(v.string(), v.maxLength(60), v.regex(/^(#[0-9a-f]{3,8}|rgba?\([\d.,\s%/]+\))$/i)) }),
  message({ type: v.literal('focus') }),
]);
export type ToCardFrame = v.InferOutput<typeof ToCardFrameSchema>;

/** Frame -> widget. */
export const FromCardFrameSchema = v.variant('type', [
  /** The frame's script runs (Stripe.js may still be loading). */
  message({ type: v.literal('hello') }),
  /** The card inputs are mounted: a token can be asked for. */
  message({ type: v.literal('ready') }),
  message({ type: v.literal('failed'), reason: CardFrameFailureSchema }),
  message({ type: v.literal('change'), complete: v.boolean(), empty: v.boolean(), error: v.nullable(v.pipe(v.string(), v.maxLength(300))) }),
  /** The frame's content height in px: the widget sizes the frame to it. */
  message({ type: v.literal('height'), px: v.pipe(v.number(), v.minValue(0), v.maxValue(2000)) }),
  message({
    type: v.literal('token'),
    id: requestId,
    token: v.optional(v.pipe(v.string(), v.regex(/^(tok|pm)_[A-Za-z0-9_]{3,255}$/))),
    error: v.optional(v.pipe(v.string(), v.maxLength(300))),
  }),
]);
export type FromCardFrame = v.InferOutput<typeof FromCardFrameSchema>;

/** Messages without their source marker, as each side writes them. */
export type Unsourced<T> = T extends unknown ? Omit<T, 'source'> : never;
