// The caller as limits count it: an IPv6 caller by its /64, an IPv4 one by its address, and
// the same key for sign-in limits as for every other.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_FAILURES_PER_ADDRESS } from '../auth/rateLimit';
import { TOO_MANY } from '../auth/routes';
import { testApp, type TestApp } from '../test/harness';
import { addressKey } from './callerAddress';

describe('addressKey', () => {
  it.each([
    ['192.0.2.1', '192.0.2.1'],
    ['::ffff:192.0.2.1', '192.0.2.1'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:DB8:1:2:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:0:0:0:5', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['64:ff9b::192.0.2.1', '64:ff9b:0:0::/64'],
    ['unknown', 'unknown'],
  ])('%s counts as %s', (address, key) => {
    expect(addressKey(address)).toBe(key);
  });
});

describe('sign-in limits per address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp({ driver: 'pglite', config: { writeLimits: true } });
  }, 60_000);
  afterAll(() => t.close());

  it('count the addresses of one IPv6 /64 together, and a caller across vet groups', async () => {
    const signIn = (n: number, ip: string, vetId = 'tui-vets') =>
      t.request('/auth/login', { body: { email: `nobody${n}@example.nz`, password: 'not-the-password' }, ip, vetId });
    // Different accounts, so only the per-address limit is met.
    for (let i = 0; i < LOGIN_FAILURES_PER_ADDRESS.max; i++) {
      const res = await signIn(i, `2001:db8:42:7:${(i + 1).toString(16)}::1`, i % 2 ? 'kea-vets' : 'tui-vets');
      expect(res.status, `attempt ${i + 1}`).toBe(401);
    }
    const next = await signIn(99, '2001:db8:42:7:ffff::1');
    expect(next.status).toBe(429);
    expect((await next.json()).message).toBe(TOO_MANY);
    expect((await signIn(100, '2001:db8:42:8::1')).status).toBe(401);
  });
});
