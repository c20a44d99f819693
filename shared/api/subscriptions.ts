// Subscriptions (spec 2 section 7, docs/commerce.md): created from a basket
// (POST /api/v1/basket/{basketId}/subscription), then listed, read, edited, paused, cancelled
// under /api/v1/profile/subscription (the generic resource pattern) with their order history.
import type * as v from 'valibot';
import type { CreateSubscriptionInput, UpdateSubscriptionSchema } from '../schemas/subscriptions';
import type { ApiClient, CallOptions } from './http';
import { createResource, seg, type Id, type Page } from './resource';
import type { Order, Subscription } from './types';

/** Spec 2 section 7's create payload (the schema also reads the wizard's names). */
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
  const resource = createResource<Subscription, { offset?: number; limit?: number }, SubscriptionChange>(client, 'profile/subscription');
  return {
    createFromBasket: (basketId: Id, payload: CreateSubscriptionPayload, o?: CallOptions) =>
      client.post<Subscription>(`/api/v1/basket/${seg(basketId)}/subscription`, payload, o),
    list: (page: { offset: number; limit: number }, o?: CallOptions) => resource.list(page, o),
    get: (id: Id, o?: CallOptions) => resource.get(id, o),
    /** The orders a subscription has made, newest first. */
    history: (id: Id, page?: { offset: number; limit: number }, o?: CallOptions) => client.get<Page<Order>>(`${resource.path}/${seg(id)}/history`, page, o),
    /** The edit view and the list's Active/Suspended toggle (PUT with the id). */
    save: (subscription: SubscriptionChange & { id: Id }, o?: CallOptions) => resource.save(subscription, o),
    /** Spec 2 section 4: cancelling goes through the edit view's save, with a delete flag. */
    cancel: (id: Id, o?: CallOptions) => client.put<unknown>(`${resource.path}/${seg(id)}`, { id, delete: true }, o),
    /** DELETE: also cancels (the server keeps it readable for its orders' sake). */
    remove: (id: Id, o?: CallOptions) => resource.remove(id, o),
  };
}

/** What the edit view and the toggle send: the body the server's schema reads (before it parses). */
export type SubscriptionChange = Partial<v.InferInput<typeof UpdateSubscriptionSchema>> & { id?: Id };

export type SubscriptionsApi = ReturnType<typeof createSubscriptionsApi>;
export type { CreateSubscriptionInput };
