// What a failed payment says and does to the card field, for every card form.
import { errorMessage, isApiError } from '../../../shared/api/errors';
import { connectionDropped } from '../keptKey';
import { CONNECTION_LOST, CardProviderError } from './messages';

/**
 * What a failed payment says: the card's own words; the connection dropped (no answer, or a
 * proxy's 502/504, or 503 unavailable: pressing again is safe); else the server's message or
 * the flow's own fallback.
 */
export function paymentFailureMessage(e: unknown, fallback: string): string {
  if (e instanceof CardProviderError) return e.message;
  if (connectionDropped(e)) return CONNECTION_LOST;
  return errorMessage(e, fallback);
}

/** The card was refused (402): it is spent, and the field empties for another. */
export const cardRefused = (e: unknown): boolean => isApiError(e) && e.status === 402;
