// What a card form says when the card cannot be used, in the spec's words where it has them.
import type { CardFrameFailure } from '../../../shared/schemas/cardFrame';

/** The spec: the server has no publishable key. */
export const STRIPE_KEY_MISSING = 'Stripe token not found, please check your environment variables';
/** The spec: saving before the card field loaded. */
export const STRIPE_NOT_LOADED = 'Stripe has not loaded yet.';
/** The card frame (or Stripe.js inside it) could not be loaded: the card field cannot work. */
export const STRIPE_LOAD_FAILED = 'The card form could not be loaded. Please check your connection and reload the page.';
/** The vet group does not list the site showing the widget, so the card frame refuses it. */
export const CARD_SITE_NOT_ALLOWED = 'Card payments are not available on this website. Please pay on the clinic’s own website.';

/** No definitive answer came (the connection dropped, a server failed): the payment may have gone through. */
export const CONNECTION_LOST = 'The connection dropped before we heard back. It is safe to try again: nothing will be charged or saved twice.';

export const FAILURE_MESSAGES: Record<CardFrameFailure, string> = {
  'key-missing': STRIPE_KEY_MISSING,
  'load-failed': STRIPE_LOAD_FAILED,
  'site-not-allowed': CARD_SITE_NOT_ALLOWED,
};

/** A card problem whose message is for the user (the provider's own words, or one of the above). */
export class CardProviderError extends Error {
  override name = 'CardProviderError';
}
