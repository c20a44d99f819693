// Subscriptions (docs/commerce.md): created from a basket
// (POST /api/v1/basket/{basketId}/subscription), then listed, read, edited, paused, cancelled
// under /api/v1/profile/subscription (the generic resource pattern) with their order history.
import type * as v from 'valibot';
import { OrderListAnswerSchema } from '../schemas/orders';
import { SubscriptionAnswerSchema, SubscriptionListAnswerSchema, type CreateSubscriptionInput, type UpdateSubscriptionSchema } from '../schemas/subscriptions';
import { parseAnswer } from './answer';
import type { ApiClient, CallOptions } from './http';
import type { Id } from '../schemas/answerFields';
import { createResource, seg } from './resource';

/** The spec's create payload (the schema also reads the wizard's names). */
export interface CreateSubscriptionPayload {
  name: string;
  firstDeliveryDate: string;
  interval: string;
  intervalCount: number;
  basketId: Id;
  address: { id: Id; deliveryNotes?: string };
  paymentMethodId: Id;
}

export function createSubscriptionsApi(client: ApiClient) {
  const resource = createResource<unknown, { offset?: number; limit?: number }, SubscriptionChange, unknown>(client, 'profile/subscription');
  const one = (answer: unknown) => parseAnswer(SubscriptionAnswerSchema, answer, 'profile/subscription');
  return {
    createFromBasket: async (basketId: Id, payload: CreateSubscriptionPayload, o?: CallOptions) =>
      one(await client.post<unknown>(`/api/v1/basket/${seg(basketId)}/subscription`, payload, o)),
    list: async (page: { offset: number; limit: number }, o?: CallOptions) =>
      parseAnswer(SubscriptionListAnswerSchema, await resource.list(page, o), 'profile/subscription'),
    get: async (id: Id, o?: CallOptions) => one(await resource.get(id, o)),
    /** The orders a subscription has made, newest first. */
    history: async (id: Id, page?: { offset: number; limit: number }, o?: CallOptions) =>
      parseAnswer(OrderListAnswerSchema, await client.get<unknown>(`${resource.path}/${seg(id)}/history`, page, o), 'profile/subscription/history'),
    /** The edit view and the list's Active/Suspended toggle (PUT with the id). */
    save: async (subscription: SubscriptionChange & { id: Id }, o?: CallOptions) => one(await resource.save(subscription, o)),
    /** The spec: cancelling goes through the edit view's save, with a delete flag. */
    cancel: (id: Id, o?: CallOptions) => client.put<unknown>(`${resource.path}/${seg(id)}`, { id, delete: true }, o),
    /** DELETE: also cancels (the server keeps it readable for its orders' sake). */
    remove: (id: Id, o?: CallOptions) => resource.remove(id, o),
  };
}

/** What the edit view and the toggle send: the body the server's schema reads (before it parses). */
export type SubscriptionChange = Partial<v.InferInput<typeof UpdateSubscriptionSchema>> & { id?: Id };

export type SubscriptionsApi = ReturnType<typeof createSubscriptionsApi>;
export type { CreateSubscriptionInput };
