// The signed-in client's order history: paged, newest first. Answers are
// parsed with shared/schemas/orders.ts.
import { OrderAnswerSchema, OrderListAnswerSchema } from '../schemas/orders';
import { parseAnswer } from './answer';
import type { ApiClient, CallOptions } from './http';
import type { Id } from '../schemas/answerFields';
import { createResource } from './resource';

export function createOrdersApi(client: ApiClient) {
  const orders = createResource<unknown, { offset?: number; limit?: number }, unknown, unknown>(client, 'profile/order');
  return {
    list: async (page: { offset: number; limit: number }, o?: CallOptions) => parseAnswer(OrderListAnswerSchema, await orders.list(page, o), 'profile/order'),
    get: async (id: Id, o?: CallOptions) => parseAnswer(OrderAnswerSchema, await orders.get(id, o), 'profile/order'),
  };
}

export type OrdersApi = ReturnType<typeof createOrdersApi>;
