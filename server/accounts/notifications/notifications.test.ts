// /api/v1/notification on the real app and database: the bell's
// list newest first, marking one or all read, only ever the caller's own notifications.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notify } from '../../notifications/store';
import { drivers, signInDemoClients, testApp, type TestApp } from '../../test/harness';
import { read } from '../testing';
import { NOTIFICATION_NOT_FOUND } from './service';

describe.each(drivers())('notifications on %s', (driver) => {
  let t: TestApp;
  let sam: string;
  let alex: string;
  let kiri: string;
  const unreadOf = async (email: string) =>
    (await t.db.one<{ n: number }>('select count(*)::int as n from notifications n join users u on u.id = n.user_id where u.email = $1 and not n.is_read', [
      email,
    ]))!.n;

  beforeAll(async () => {
    t = await testApp({ driver, now: '2026-11-23T01:00:00Z' });
    ({ sam, alex, kiri } = await signInDemoClients(t));
  }, 60_000);
  afterAll(() => t.close());

  it('lists the signed-in client’s notifications newest first, with the unread count', async () => {
    const res = await t.request('/api/v1/notification', { token: sam });
    expect(res.status).toBe(200);
    const { data } = await read(res);
    expect(data.total).toBe(3);
    expect(data.unread).toBe(2);
    expect(data.items.map((n: { title: string }) => n.title)).toEqual([
      'Your order has been dispatched',
      'Milo’s F3 vaccination is due soon',
      'Your practice account is linked',
    ]);
    expect(data.items[0]).toEqual({
      id: expect.any(Number),
      title: 'Your order has been dispatched',
      body: expect.stringContaining('courier'),
      isRead: false,
      processedOn: '2026-11-21T19:05:00.000Z',
    });
  });

  it('shows what notify() writes, and filters unread on request', async () => {
    const alexId = (await t.db.one<{ id: number }>("select id from users where email = 'alex@example.nz'"))!.id;
    await notify(t.db, { vetId: 'tui-vets', userId: alexId, title: 'Booking confirmed', body: 'See you on Friday.', at: t.clock.now() });
    const { data } = await read(await t.request('/api/v1/notification?unread=true', { token: alex }));
    expect(data).toEqual({
      items: [expect.objectContaining({ title: 'Booking confirmed', isRead: false, processedOn: '2026-11-23T01:00:00.000Z' })],
      total: 1,
      unread: 1,
    });
  });

  it('marks one read (again is fine) and leaves the others', async () => {
    const { data } = await read(await t.request('/api/v1/notification', { token: sam }));
    const first = data.items[0];
    const res = await t.request(`/api/v1/notification/read/${first.id}`, { method: 'PUT', token: sam });
    expect(res.status).toBe(200);
    expect((await read(res)).data).toEqual({ ...first, isRead: true });
    expect((await t.request(`/api/v1/notification/read/${first.id}`, { method: 'PUT', token: sam })).status).toBe(200);
    expect(await unreadOf('sam@example.nz')).toBe(1);
  });

  it('another client, or another group, cannot mark it: 404/401 and nothing changes', async () => {
    const { data } = await read(await t.request('/api/v1/notification?unread=true', { token: sam }));
    const id = data.items[0].id;
    const alexRes = await t.request(`/api/v1/notification/read/${id}`, { method: 'PUT', token: alex });
    expect(alexRes.status).toBe(404);
    expect(await read(alexRes)).toEqual({ success: false, message: NOTIFICATION_NOT_FOUND });
    expect((await t.request(`/api/v1/notification/read/${id}`, { method: 'PUT', token: kiri, vetId: 'kea-vets' })).status).toBe(404);
    expect((await t.request(`/api/v1/notification/read/${id}`, { method: 'PUT', token: sam, vetId: 'kea-vets' })).status).toBe(401);
    expect(await unreadOf('sam@example.nz')).toBe(1);
    // Kiri's list is hers alone.
    const kiris = (await read(await t.request('/api/v1/notification', { token: kiri, vetId: 'kea-vets' }))).data;
    expect(kiris.items.map((n: { title: string }) => n.title)).toEqual(['Lamb vaccine orders are open', 'Welcome to Kea Vets online']);
  });

  it('marks all read for the caller only', async () => {
    const res = await t.request('/api/v1/notification/read/all', { method: 'PUT', token: sam });
    expect(res.status).toBe(200);
    expect((await read(res)).data).toEqual({ updated: 1 });
    expect(await unreadOf('sam@example.nz')).toBe(0);
    expect(await unreadOf('kiri@example.nz')).toBe(2);
    expect(await unreadOf('alex@example.nz')).toBe(1);
  });

  it.each([
    ['GET', '/api/v1/notification'],
    ['PUT', '/api/v1/notification/read/1'],
    ['PUT', '/api/v1/notification/read/all'],
  ])('anonymous %s %s is 401', async (method, path) => {
    const before = await unreadOf('kiri@example.nz');
    const res = await t.request(path, { method, vetId: 'kea-vets' });
    expect(res.status).toBe(401);
    expect((await read(res)).success).toBe(false);
    expect(await unreadOf('kiri@example.nz')).toBe(before);
  });

  it.each([
    ['PUT', '/api/v1/notification/read/abc', 404],
    ['PUT', '/api/v1/notification/read/99999999999', 404],
    ['PUT', '/api/v1/notification/read/999999', 404],
    ['GET', '/api/v1/notification?limit=0', 422],
    ['GET', '/api/v1/notification?unread=maybe', 422],
    ['GET', '/api/v1/notification?offset=x', 422],
  ])('bad input %s %s is %i', async (method, path, status) => {
    const res = await t.request(path, { method, token: kiri, vetId: 'kea-vets' });
    expect(res.status).toBe(status);
    expect((await read(res)).success).toBe(false);
    expect(await unreadOf('kiri@example.nz')).toBe(2);
  });
});
