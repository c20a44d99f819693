// Answers that belong to one person are never kept by a cache: every route behind requireUser
// (and the basket and the token exchange) says Cache-Control: no-store, whatever it answers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers, testApp, type TestApp } from '../test/harness';

const NOW = '2026-11-23T01:00:00Z';

/** One request per personal resource: reads, a write, and a miss on one's own rows. */
const PERSONAL: [string, string, unknown?][] = [
  ['GET', '/api/v1/profile'],
  ['GET', '/api/v1/profile/address'],
  ['GET', '/api/v1/profile/address/999999'],
  ['POST', '/api/v1/profile/address', { street: '1 Main Road', city: 'Hamilton', postCode: '3204', regionId: 3 }],
  ['GET', '/api/v1/profile/order'],
  ['GET', '/api/v1/profile/subscription'],
  ['GET', '/api/v1/profile/paymentmethod'],
  ['GET', '/api/v1/pet'],
  ['GET', '/api/v2/appointment'],
  ['GET', '/api/v1/notification'],
  ['GET', '/api/v2/linked-account'],
  ['GET', '/api/v1/admin/donation'],
  ['GET', '/api/v1/basket'],
];

describe.each(drivers())('personal answers on %s', (driver) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await testApp({ driver, now: NOW });
    token = await t.login('sam@example.nz', 'tui-demo-1');
  }, 60_000);
  afterAll(() => t.close());

  it.each(PERSONAL)('%s %s says Cache-Control: no-store', async (method, path, body) => {
    const res = await t.request(path, { method, token, body });
    expect(res.status, `${method} ${path}`).toBeLessThan(500);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('the token exchange says no-store, signed in or not', async () => {
    const signedIn = await t.request('/auth/login', { body: { email: 'sam@example.nz', password: 'tui-demo-1' } });
    const cookie = signedIn.headers.get('set-cookie')!.split(';')[0]!;
    for (const headers of [{ cookie }, {}] as Record<string, string>[]) {
      const res = await t.request('/auth/token', { headers });
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('a public answer keeps its own caching', async () => {
    const res = await t.request('/api/v2/species', { token });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).not.toBe('no-store');
  });
});
