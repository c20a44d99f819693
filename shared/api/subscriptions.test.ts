import { describe, expect, it } from 'vitest';
import { fakeAnswer } from '../schemas/fakeAnswer';
import { SubscriptionAnswerSchema } from '../schemas/subscriptions';
import { fakeFetch } from './fakeFetch';
import { createApiClient } from './http';
import { createSubscriptionsApi } from './subscriptions';

const client = (fetch: ReturnType<typeof fakeFetch>) => createApiClient({ apiBase: 'http://api.test', vetId: 'tui-vets', fetch });
const ok = (data: unknown) => ({ json: { success: true, data } });
const subscription = (id: number, name = 'Biscuits') => fakeAnswer(SubscriptionAnswerSchema, { id, name, status: 'active' });

describe('subscription calls', () => {
  it('lists a page and a history page under /api/v1/profile/subscription', async () => {
    const fetch = fakeFetch(ok({ items: [], total: 0 }), ok({ items: [], total: 0 }));
    const api = createSubscriptionsApi(client(fetch));
    await api.list({ offset: 10, limit: 10 });
    expect(fetch.last().path).toBe('/api/v1/profile/subscription?offset=10&limit=10');
    await api.history('s/1', { offset: 0, limit: 10 });
    expect(fetch.last().path).toBe('/api/v1/profile/subscription/s%2F1/history?offset=0&limit=10');
  });

  it('saves with PUT on the id, and cancels by saving with the delete flag', async () => {
    const fetch = fakeFetch(ok(subscription(3)), ok({ id: 3 }));
    const api = createSubscriptionsApi(client(fetch));
    await api.save({ id: 3, name: 'Biscuits', status: 'suspended' });
    expect(fetch.last()).toMatchObject({ method: 'PUT', path: '/api/v1/profile/subscription/3', body: { id: 3, name: 'Biscuits', status: 'suspended' } });
    await api.cancel(3);
    expect(fetch.last()).toMatchObject({ method: 'PUT', path: '/api/v1/profile/subscription/3', body: { id: 3, delete: true } });
  });

  it('creates from a basket', async () => {
    const fetch = fakeFetch(ok(subscription(4, 'Monthly food')));
    await createSubscriptionsApi(client(fetch)).createFromBasket('b1', {
      name: 'Monthly food',
      firstDeliveryDate: '2026-12-01',
      interval: 'monthly',
      intervalCount: 1,
      basketId: 'b1',
      address: { id: 2 },
      paymentMethodId: 5,
    });
    expect(fetch.last()).toMatchObject({ method: 'POST', path: '/api/v1/basket/b1/subscription' });
  });
});
