// Placing an order from a basket (docs/commerce.md):
// POST /api/v1/basket/{basketId}/order with the signed-in or guest payload of
// shared/schemas/checkout.ts, and an Idempotency-Key so a double click or a retry never
// orders (or charges) twice. The answer is the Order entity (PlacedOrderAnswerSchema).
import type { Id } from '../schemas/answerFields';
import { PlacedOrderAnswerSchema, type OrderInput } from '../schemas/checkout';
import { parseAnswer } from './answer';
import type { ApiClient, CallOptions } from './http';
import { seg } from './resource';

/** What the form sends: the schema's input (ids may still be text, notes untrimmed). */
export type OrderPayloadInput = { [K in keyof OrderInput]?: unknown } & { isClickAndCollect: boolean };

export function createCheckoutApi(client: ApiClient) {
  return {
    placeOrder: async (basketId: Id, payload: OrderPayloadInput, o?: CallOptions) =>
      parseAnswer(PlacedOrderAnswerSchema, await client.post(`/api/v1/basket/${seg(basketId)}/order`, { basketId, ...payload }, o), 'basket/{id}/order'),
    /** The order an Idempotency-Key made for a basket (its answer was lost), with its receipt. */
    orderMadeBy: async (basketId: Id, idempotencyKey: string, o?: CallOptions) =>
      parseAnswer(PlacedOrderAnswerSchema, await client.get(`/api/v1/basket/${seg(basketId)}/order`, undefined, { ...o, idempotencyKey }), 'basket/{id}/order'),
    /** The order placed in this browser, read back with its receipt (a reload of the thank-you). */
    placedOrder: async (orderId: Id, receipt: string, o?: CallOptions) =>
      parseAnswer(PlacedOrderAnswerSchema, await client.get(`/api/v1/basket/order/${seg(orderId)}`, { receipt }, o), 'basket/order/{id}'),
  };
}

export type CheckoutApi = ReturnType<typeof createCheckoutApi>;
