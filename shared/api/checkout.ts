// Placing an order from a basket (docs/commerce.md):
// POST /api/v1/basket/{basketId}/order with the signed-in or guest payload of
// shared/schemas/checkout.ts, and an Idempotency-Key so a double click or a retry never
// orders (or charges) twice. The answer is the Order entity.
import type { OrderInput } from '../schemas/checkout';
import type { ApiClient, CallOptions } from './http';
import { seg, type Id } from './resource';

/** The parts of the Order answer the checkout's thank-you view reads. */
export interface PlacedOrder {
  id: Id;
  number: string | number;
  status: string;
  isClickAndCollect?: boolean;
  clinic?: { id: Id; name: string } | null;
  contact?: { firstName: string; lastName: string; email: string; phone: string };
  basket?: { subTotal: number; shippingTotal: number; discount?: number; total: number; tax: number };
}

/** What the form sends: the schema's input (ids may still be text, notes untrimmed). */
export type OrderPayloadInput = { [K in keyof OrderInput]?: unknown } & { isClickAndCollect: boolean };

export function createCheckoutApi(client: ApiClient) {
  return {
    placeOrder: (basketId: Id, payload: OrderPayloadInput, o?: CallOptions) =>
      client.post<PlacedOrder>(`/api/v1/basket/${seg(basketId)}/order`, { basketId, ...payload }, o),
  };
}

export type CheckoutApi = ReturnType<typeof createCheckoutApi>;
