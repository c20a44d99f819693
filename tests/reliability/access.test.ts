// Access: tokens that must not open anything, and the sign-in rate limit under
// the ways people get around one (parallel guesses, a made-up X-Forwarded-For).
// The per-resource matrices (two users x two vet groups, every read, change and delete of
// user-owned rows refused, nothing changed) live beside each module and are not repeated
// here: server/accounts/{pets,paymentMethods,notifications,feedback,entries}/*.test.ts,
// server/appointments/{appointments,booking}.test.ts, server/commerce/{basket,orders,
// subscriptions,donations,invoices}/*.test.ts, server/profile/profile.test.ts,
// server/forms/linked-accounts/linkedAccounts.test.ts.
import { SignJWT, base64url } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPIRED } from '../../server/auth/middleware';
import { MAX_FAILURES } from '../../server/auth/rateLimit';
import { TOO_MANY } from '../../server/auth/routes';
import { AUDIENCE, ISSUER, TOKEN_TTL_SECONDS } from '../../server/auth/tokens';
import { testApp, testConfig } from '../../server/test/harness';
import { drivers, read, type TestApp } from './support';

const secret = testConfig().jwtSecret;
const enc = (o: unknown) => base64url.encode(JSON.stringify(o));

describe.each(drivers())('access on %s', (driver) => {
  let t: TestApp;
  let sam: string;
  let samId: number;
  let alexId: number;

  beforeAll(async () => {
    t = await testApp({ driver });
    sam = await t.login('sam@example.nz', 'tui-demo-1');
    samId = (await t.db.one<{ id: number }>("select id from users where email = 'sam@example.nz'"))!.id;
    alexId = (await t.db.one<{ id: number }>("select id from users where email = 'alex@example.nz'"))!.id;
  });
  afterAll(() => t?.close());

  const sign = (
    claims: Record<string, unknown>,
    opts: { alg?: string; key?: Uint8Array; iat?: number; exp?: number | null; iss?: string; aud?: string } = {},
  ) => {
    const iat = opts.iat ?? now();
    let jwt = new SignJWT(claims)
      .setProtectedHeader({ alg: opts.alg ?? 'HS256', typ: 'JWT' })
      .setIssuer(opts.iss ?? ISSUER)
      .setAudience(opts.aud ?? AUDIENCE)
      .setIssuedAt(iat);
    if (opts.exp !== null) jwt = jwt.setExpirationTime(opts.exp ?? iat + TOKEN_TTL_SECONDS);
    return jwt.sign(opts.key ?? secret);
  };
  // The app's clock stands still at its creation: token times are relative to it.
  const now = () => Math.floor(t.clock.now().getTime() / 1000);
  // Our tokens name their session (sid): a forged token needs a live one too.
  const samClaims = () => ({
    sub: String(samId),
    vetId: 'tui-vets',
    email: 'sam@example.nz',
    sid: JSON.parse(Buffer.from(sam.split('.')[1]!, 'base64url').toString()).sid,
  });
  const profile = (token: string, vetId = 'tui-vets') => t.request('/api/v1/profile', { token, vetId });

  it('accepts a token it issued (the control)', async () => {
    expect((await profile(sam)).status).toBe(200);
    expect((await profile(await sign(samClaims()))).status).toBe(200);
  });

  it.each<[string, () => Promise<string>]>([
    ['expired a second ago', () => sign(samClaims(), { iat: now() - TOKEN_TTL_SECONDS - 1, exp: now() - 1 })],
    ['with no expiry at all', () => sign(samClaims(), { exp: null })],
    [
      'with its subject changed to another user (signature no longer matches)',
      async () => {
        const [h, , s] = sam.split('.');
        const payload = JSON.parse(Buffer.from(sam.split('.')[1]!, 'base64url').toString());
        return `${h}.${enc({ ...payload, sub: String(alexId) })}.${s}`;
      },
    ],
    ['with one signature character changed', async () => sam.slice(0, -2) + (sam.at(-2) === 'A' ? 'B' : 'A') + sam.at(-1)],
    [
      "with alg 'none' and no signature",
      async () => `${enc({ alg: 'none', typ: 'JWT' })}.${enc({ ...samClaims(), iss: ISSUER, aud: AUDIENCE, iat: now(), exp: now() + 600 })}.`,
    ],
    ["with alg 'None' and the old signature", async () => `${enc({ alg: 'None', typ: 'JWT' })}.${sam.split('.')[1]}.${sam.split('.')[2]}`],
    ['signed with HS512 and the right secret (algorithm is pinned)', () => sign(samClaims(), { alg: 'HS512' })],
    ['signed with another secret', () => sign(samClaims(), { key: new TextEncoder().encode('not-the-secret-not-the-secret-not-the-secret') })],
    ['from another issuer', () => sign(samClaims(), { iss: 'https://evil.example' })],
    ['for another audience', () => sign(samClaims(), { aud: 'someone-else' })],
    ['naming a user id that is not a number', () => sign({ ...samClaims(), sub: `${samId} or 1=1` })],
    ['naming a user that does not exist', () => sign({ ...samClaims(), sub: '999999' })],
    ['naming no session', () => sign({ sub: String(samId), vetId: 'tui-vets', email: 'sam@example.nz' })],
    ['naming a session that does not exist', () => sign({ ...samClaims(), sid: 'no-such-session' })],
    ["naming another user's session", async () => sign({ ...samClaims(), sub: String(alexId) })],
  ])('refuses a token %s with 401', async (_name, make) => {
    const res = await profile(await make());
    expect(res.status).toBe(401);
    expect(await read(res)).toEqual({ success: false, message: EXPIRED });
  });

  it("refuses one group's token in another group (401), even for an id that exists there", async () => {
    expect((await profile(sam, 'kea-vets')).status).toBe(401);
    const forged = await sign({ ...samClaims(), vetId: 'kea-vets' }); // a right signature, wrong group for that user
    expect((await profile(forged, 'kea-vets')).status).toBe(401);
  });

  it.each(['Basic c2FtOnR1aS1kZW1vLTE=', 'Bearer', 'Bearer a b', `Token ${'x'.repeat(10)}`])('refuses the Authorization header %j with 401', async (header) => {
    const res = await t.request('/api/v1/profile', { headers: { authorization: header } });
    expect(res.status).toBe(401);
  });

  describe('the sign-in rate limit', () => {
    // The limits are per address too (server/auth/rateLimit.ts): each test here comes from its own.
    const login = (email: string, password: string, headers: Record<string, string> = {}, ip?: string) =>
      t.request('/auth/login', { body: { email, password }, headers, ip });

    it(`holds for parallel guesses: of 30 at once, at most ${MAX_FAILURES} are checked`, async () => {
      const results = await Promise.all(Array.from({ length: 30 }, (_, i) => login('alex@example.nz', `guess-${i}`)));
      const counts = results.reduce<Record<number, number>>((acc, r) => ((acc[r.status] = (acc[r.status] ?? 0) + 1), acc), {});
      expect(counts[401]).toBeLessThanOrEqual(MAX_FAILURES);
      expect(counts[429]).toBeGreaterThanOrEqual(30 - MAX_FAILURES);
      // Blocked now, even with the right password.
      const blocked = await login('alex@example.nz', 'tui-demo-2');
      expect(blocked.status).toBe(429);
      expect((await read(blocked)).message).toBe(TOO_MANY);
    });

    it('holds when each guess claims another address in X-Forwarded-For', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) statuses.push((await login('sam@example.nz', `guess-${i}`, { 'x-forwarded-for': `203.0.113.${i}` }, '192.0.2.200')).status);
      expect(statuses.filter((s) => s === 401)).toHaveLength(MAX_FAILURES);
      expect(statuses.slice(MAX_FAILURES).every((s) => s === 429)).toBe(true);
    });

    it('does not lock out another account, nor the same email in another group', async () => {
      // From the address that has just locked Sam out: the account's limit is Sam's alone, and
      // the address (counted across groups) has not reached its own.
      const res = await t.request('/auth/login', { body: { email: 'kiri@example.nz', password: 'kea-demo-1' }, vetId: 'kea-vets', ip: '192.0.2.200' });
      expect(res.status).toBe(200);
    });
  });
});
