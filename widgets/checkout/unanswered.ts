// An order whose answer was lost (the connection dropped, then a reload or another tab): the
// order may have been placed, and its basket with it, so the page would show an empty basket
// and never the thank-you. The order's Idempotency-Key is kept until a definitive answer
// (kit/keptKey.ts); before the checkout offers to pay again, it asks the server what that key
// made for its basket. Found, the thank-you shows as after any order (confirmation.ts).
import { useEffect } from 'react';
import { isApiError } from '../../shared/api/errors';
import { createCheckoutApi } from '../../shared/api/checkout';
import type { ApiClient } from '../../shared/api/http';
import type { KeptKey } from '../kit/keptKey';
import { useWidgetQuery } from '../kit/WidgetContext';
import { confirmationShown } from './confirmation';

/** Asks once per page what the kept key made; true while it asks. */
export function useUnansweredOrder(client: ApiClient, vetId: string, keys: KeptKey, enabled: boolean): boolean {
  const kept = enabled ? keys.kept() : null;
  const basketId = (kept?.intent as { basketId?: unknown } | undefined)?.basketId;
  const asked = kept && typeof basketId === 'string' ? { basketId, key: kept.key } : null;
  const query = useWidgetQuery(asked ? `checkout-unanswered?key=${asked.key}` : null, async () => {
    try {
      return await createCheckoutApi(client).orderMadeBy(asked!.basketId, asked!.key);
    } catch (e) {
      // Nothing made with that key (yet): the checkout goes on, and pressing again sends it.
      if (isApiError(e) && e.status === 404) return null;
      throw e;
    }
  });
  const order = query.status === 'ready' ? query.data : null;
  useEffect(() => {
    if (!order) return;
    keys.settle();
    confirmationShown(vetId, order);
  }, [order, keys, vetId]);
  return asked !== null && query.status === 'loading';
}
