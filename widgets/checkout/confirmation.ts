// The thank-you has a URL of its own: `?vet-checkout-order=<id>` replaces the checkout's entry
// once the order is placed, so a reload shows the confirmation again instead of an empty
// checkout. The order is read back from the API with the receipt its answer carried, kept in
// this tab's sessionStorage: an order id alone (a shared or guessed link) shows nothing. A
// signed-in customer without the receipt (another tab) reads their own order instead.
import { createCheckoutApi } from '../../shared/api/checkout';
import type { ApiClient } from '../../shared/api/http';
import { PlacedOrderAnswerSchema, type PlacedOrder } from '../../shared/schemas/checkout';
import { parseAnswer } from '../../shared/api/answer';
import { useWidgetQuery } from '../kit/WidgetContext';
import { useSearchParam, writeSearch } from '../kit/urlState';

export const ORDER_PARAM = 'vet-checkout-order';

const receiptKey = (vetId: string, orderId: string) => `vet-widgets:checkout-receipt:${vetId}:${orderId}`;

function session(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/** The order is placed: its receipt is kept for this tab and the page's URL names it. */
export function confirmationShown(vetId: string, order: PlacedOrder): void {
  try {
    if (order.receipt) session()?.setItem(receiptKey(vetId, String(order.id)), order.receipt);
  } catch {
    /* blocked: a reload then shows the checkout, as before */
  }
  writeSearch({ [ORDER_PARAM]: String(order.id) }, { replace: true });
}

/** Leaves the confirmation's URL (an order that cannot be shown here). */
export const confirmationLeft = () => writeSearch({ [ORDER_PARAM]: null }, { replace: true });

export type Confirmation = { status: 'none' } | { status: 'loading' } | { status: 'ready'; order: PlacedOrder } | { status: 'unavailable' };

async function loadOrder(client: ApiClient, vetId: string, orderId: string, signedIn: boolean): Promise<PlacedOrder | null> {
  const receipt = session()?.getItem(receiptKey(vetId, orderId));
  if (receipt) return createCheckoutApi(client).placedOrder(orderId, receipt);
  if (signedIn)
    return parseAnswer(PlacedOrderAnswerSchema, await client.get(`/api/v1/profile/order/${encodeURIComponent(orderId)}`, undefined), 'profile/order');
  return null;
}

/** The order the URL names, when this browser may see it. */
export function useConfirmation(client: ApiClient, vetId: string, signedIn: boolean, enabled: boolean): Confirmation {
  const orderId = useSearchParam(ORDER_PARAM);
  const wanted = enabled && orderId && /^\d{1,9}$/.test(orderId) ? orderId : null;
  const query = useWidgetQuery(wanted ? `checkout-confirmation?order=${wanted}&signedIn=${signedIn}` : null, () => loadOrder(client, vetId, wanted!, signedIn));
  if (!wanted) return { status: 'none' };
  if (query.status === 'loading') return { status: 'loading' };
  if (query.status === 'ready' && query.data) return { status: 'ready', order: query.data };
  return { status: 'unavailable' };
}
