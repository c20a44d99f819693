// The signed-in client's order history (spec 2 section 7): paged, newest first.
import type { ApiClient, CallOptions } from './http';
import { createResource, type Id } from './resource';

export function createOrdersApi(client: ApiClient) {
  const orders = createResource<unknown, { offset?: number; limit?: number }>(client, 'profile/order');
  return {
    list: (page: { offset: number; limit: number }, o?: CallOptions) => orders.list(page, o),
    get: (id: Id, o?: CallOptions) => orders.get(id, o),
  };
}

export type OrdersApi = ReturnType<typeof createOrdersApi>;
