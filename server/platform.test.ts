import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BAD_LOGIN, safeCallback, TOO_MANY } from './auth/routes';
import { drivers, testApp, type TestApp } from './test/harness';

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe.each(drivers())('platform and identity on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp({
      driver,
      now: '2026-11-23T01:00:00Z',
      // A probe route, registered like any resource, to observe authentication.
      extend: (app) => app.get('/api/v1/__whoami', (c) => c.json({ success: true, data: c.get('user') ?? null })),
    });
  }, 60_000);
  afterAll(() => t.close());

  it('answers health for a known vet group and refuses an unknown one', async () => {
    expect(await (await t.request('/api/health')).json()).toEqual({ success: true, data: { status: 'ok', database: driver } });
    const unknown = await t.request('/api/health', { vetId: 'no-such-vets' });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual({ success: false, message: 'Unknown vet group' });
  });

  it("guards only the profile's own routes: other modules' public paths under /api/v1/profile answer without a token", async () => {
    // The profile routes mount first (server/app.ts); a '*' guard of theirs would answer 401 here.
    const registration = await t.request('/api/v1/profile/new', { body: {} });
    expect(registration.status).toBe(422);
    const payment = await t.request('/api/v1/profile/anonymous/oneoffpayment', { body: {} });
    expect(payment.status).not.toBe(401);
    expect((await t.request('/api/v1/profile')).status).toBe(401);
    expect((await t.request('/api/v1/profile/address')).status).toBe(401);
  });

  describe('sign-in', () => {
    it('issues a token with the user, group, issuer, audience and a 15 minute expiry', async () => {
      const token = await t.login('sam@example.nz', 'tui-demo-1');
      const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
      expect(claims).toMatchObject({ vetId: 'tui-vets', email: 'sam@example.nz', iss: 'vet-widgets', aud: 'vet-widgets-api' });
      expect(claims.exp - claims.iat).toBe(900);
    });

    it.each([
      [{ email: 'sam@example.nz', password: 'wrong' }, 401, BAD_LOGIN],
      [{ email: 'nobody@example.nz', password: 'tui-demo-1' }, 401, BAD_LOGIN],
      [{ email: 'not-an-email', password: 'x' }, 422, 'Invalid email'],
      [{ email: 'sam@example.nz' }, 422, 'A password is required'],
      [{}, 422, 'An email is required'],
    ])('refuses %o', async (body, status, message) => {
      const response = await t.request('/auth/login', { body });
      expect(response.status).toBe(status);
      expect(((await response.json()) as { message: string }).message).toBe(message);
    });

    it('does not let a user of one group sign in to another', async () => {
      const response = await t.request('/auth/login', { body: { email: 'kiri@example.nz', password: 'kea-demo-1' } });
      expect(response.status).toBe(401);
    });

    it('limits failed attempts: the sixth try within 15 minutes is refused even with the right password', async () => {
      const attempt = (password: string) => t.request('/auth/login', { body: { email: 'alex@example.nz', password } });
      for (let i = 0; i < 5; i++) expect((await attempt('nope')).status).toBe(401);
      const blocked = await attempt('tui-demo-2');
      expect(blocked.status).toBe(429);
      expect(((await blocked.json()) as { message: string }).message).toBe(TOO_MANY);
      t.clock.advance(16 * 60_000);
      expect((await attempt('tui-demo-2')).status).toBe(200);
    });

    it('turns the session cookie into a bearer token at /auth/token, and logout ends it', async () => {
      const login = await t.request('/auth/login', { body: { email: 'sam@example.nz', password: 'tui-demo-1' } });
      const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
      expect(login.headers.get('set-cookie')).toMatch(/HttpOnly/i);
      const token = await t.request('/auth/token', { headers: { cookie } });
      expect(token.status).toBe(200);
      expect(((await token.json()) as { token: string }).token.split('.')).toHaveLength(3);
      await t.request('/auth/logout', { method: 'POST', headers: { cookie } });
      expect(await (await t.request('/auth/token', { headers: { cookie } })).json()).toEqual({ success: true, token: null });
    });

    it('only follows same-site callback URLs', () => {
      expect(safeCallback('/account/pets?x=1')).toBe('/account/pets?x=1');
      for (const bad of ['https://evil.example', '//evil.example', '/\\evil.example', undefined]) expect(safeCallback(bad)).toBe('/');
    });

    it.each(['/\r\nSet-Cookie: a=1', '/%0d%0aX: y', '/\t/evil.example', '/%2F%2Fevil.example', 'https:evil.example', '/\u2028x', '/kōrero'])(
      'a sign-in form post with callbackUrl %j redirects to our own origin, never a 500',
      async (callbackUrl) => {
        const res = await t.app.request('/auth/sign-in?vetId=tui-vets', {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ email: 'sam@example.nz', password: 'tui-demo-1', callbackUrl }).toString(),
        });
        expect(res.status).toBe(303);
        const location = res.headers.get('location')!;
        expect(location.startsWith('/') && !location.startsWith('//')).toBe(true);
        expect(new URL(location, 'http://portal.invalid').origin).toBe('http://portal.invalid');
        const page = await t.app.request(`/auth/sign-in?vetId=tui-vets&callbackUrl=${encodeURIComponent(callbackUrl)}`);
        expect(page.status).toBe(200);
      },
    );

    it('serves a sign-in page that posts back and redirects to the callback', async () => {
      const page = await t.request('/auth/sign-in?callbackUrl=%2Fbook-appointment');
      const html = await page.text();
      expect(html).toContain('<label for="email">Email</label>');
      expect(html).toContain('value="/book-appointment"');
      const form = new URLSearchParams({ email: 'sam@example.nz', password: 'tui-demo-1', callbackUrl: '/book-appointment' });
      const posted = await t.app.request('/auth/sign-in', { method: 'POST', body: form, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
      expect(posted.status).toBe(303);
      expect(posted.headers.get('location')).toBe('/book-appointment');
    });
  });

  describe('bearer tokens', () => {
    const whoAmI = (token: string, vetId?: string) => t.request('/api/v1/__whoami', { token, vetId });

    it('identifies the user', async () => {
      const token = await t.login('sam@example.nz', 'tui-demo-1');
      const me = (await (await whoAmI(token)).json()) as { data: { email: string } };
      expect(me.data.email).toBe('sam@example.nz');
    });

    it('refuses an expired token', async () => {
      const token = await t.login('sam@example.nz', 'tui-demo-1');
      t.clock.advance(16 * 60_000);
      expect((await whoAmI(token)).status).toBe(401);
    });

    it('refuses a tampered token and an alg "none" token', async () => {
      const token = await t.login('sam@example.nz', 'tui-demo-1');
      const [header, payload, signature] = token.split('.');
      const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
      const tampered = `${header}.${b64({ ...claims, sub: '2' })}.${signature}`;
      expect((await whoAmI(tampered)).status).toBe(401);
      const none = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`;
      expect((await whoAmI(none)).status).toBe(401);
      expect((await whoAmI('garbage')).status).toBe(401);
    });

    it("refuses one group's token on another group", async () => {
      const token = await t.login('sam@example.nz', 'tui-demo-1');
      expect((await whoAmI(token, 'kea-vets')).status).toBe(401);
    });
  });

  describe('bad requests never become 500s', () => {
    it('answers malformed JSON with 400', async () => {
      const response = await t.request('/auth/login', { body: '{"email": ', headers: { 'content-type': 'application/json' } });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ success: false, message: 'The request body must be valid JSON.' });
    });

    it('refuses bodies over the limit with 413', async () => {
      const response = await t.request('/auth/login', { body: { email: 'x'.repeat(2 * 1024 * 1024), password: 'x' } });
      expect(response.status).toBe(413);
    });

    it('answers unknown API paths with a JSON 404', async () => {
      const response = await t.request('/api/v1/does-not-exist');
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ success: false, message: 'Not found' });
    });

    it('answers other methods on unknown API paths with the same JSON 404', async () => {
      for (const [path, method] of [
        ['/api/v1/basket/.', 'POST'],
        ['/api/v9/nothing/here', 'PUT'],
        ['/auth/nothing', 'DELETE'],
      ] as const) {
        const response = await t.app.request(path, { method, headers: { 'content-type': 'application/json' }, body: '[[]]' });
        expect(response.status, `${method} ${path}`).toBe(404);
        expect(await response.json()).toEqual({ success: false, message: 'Not found' });
      }
    });
  });

  it('shows sent mail in the dev mailbox to whoever has its key', async () => {
    await t.db.query(`insert into outbox (vet_id, to_address, subject, text_body) values ('tui-vets', 'a@example.nz', 'Hello <b>', 'Body')`);
    const page = await (await t.request(`/dev/mailbox.json?key=${t.deps.config.devMailboxKey}`)).text();
    expect(page).toContain('Hello <b>');
    expect((await t.mailbox())[0]).toMatchObject({ to: 'a@example.nz', subject: 'Hello <b>' });
  });

  describe('the dev mailbox opens only with the key printed at start', () => {
    const paths = ['/dev/mailbox', '/dev/mailbox.json'];
    const KEY = 'test-dev-mailbox-key';

    it.each([
      ['loopback', '127.0.0.1', {}],
      ['loopback IPv6', '::1', {}],
      ['a reverse proxy on this machine', '127.0.0.1', { 'x-forwarded-for': '203.0.113.5', host: 'portal.example.nz' }],
      ['X-Real-IP', '127.0.0.1', { 'x-real-ip': '127.0.0.1' }],
      ['Forwarded', '127.0.0.1', { forwarded: 'for=127.0.0.1' }],
      ['a Host of localhost', '203.0.113.5', { host: 'localhost:8080' }],
      ['another machine', '203.0.113.5', {}],
      ['no socket at all', undefined, {}],
      ['a wrong key', '127.0.0.1', {}, '?key=not-the-key'],
      ['a wrong key in the cookie', '127.0.0.1', { cookie: 'dev_mailbox_key=not-the-key' }],
      ['an empty key', '127.0.0.1', {}, '?key='],
    ] as [string, string | undefined, Record<string, string>, string?][])('is not found without the key: %s', async (_name, ip, headers, query = '') => {
      await t.db.query(
        `insert into outbox (vet_id, to_address, subject, text_body) values ('tui-vets', 'b@example.nz', 'Set your password', 'https://x/set?token=secret')`,
      );
      for (const path of paths) {
        const res = await t.request(`${path}${query}`, { ip, headers });
        expect(res.status, path).toBe(404);
        expect(await res.text()).not.toContain('secret');
      }
    });

    it('is not found without the key behind a trusted proxy either', async () => {
      const proxied = await testApp({ config: { trustProxy: true } });
      try {
        for (const headers of [{}, { 'x-forwarded-for': '127.0.0.1' }, { 'x-real-ip': '127.0.0.1' }, { forwarded: 'for=127.0.0.1' }] as Record<
          string,
          string
        >[])
          expect((await proxied.request('/dev/mailbox.json', { ip: '127.0.0.1', headers })).status).toBe(404);
        expect((await proxied.request(`/dev/mailbox.json?key=${KEY}`, { ip: '127.0.0.1', headers: { 'x-forwarded-for': '198.51.100.7' } })).status).toBe(200);
      } finally {
        await proxied.close();
      }
    });

    it('the key opens it from anywhere, and sets a cookie that opens it again without the key', async () => {
      const json = await t.request(`/dev/mailbox.json?key=${KEY}`, { ip: '203.0.113.5' });
      expect(json.status).toBe(200);
      const first = await t.request(`/dev/mailbox?key=${KEY}`);
      expect(first.status).toBe(303);
      expect(first.headers.get('location')).toBe('/dev/mailbox');
      const setCookie = first.headers.get('set-cookie')!;
      expect(setCookie).toMatch(/HttpOnly/i);
      expect(setCookie).toMatch(/SameSite=Strict/i);
      expect(setCookie).toMatch(/Path=\/dev/);
      const cookie = setCookie.split(';')[0]!;
      for (const path of paths) expect((await t.request(path, { headers: { cookie } })).status, path).toBe(200);
      expect(await (await t.request('/dev/mailbox', { headers: { cookie } })).text()).toContain('Dev mailbox');
    });

    it.each([
      ['NODE_ENV=production', { production: true }],
      ['SMTP_URL set', { smtpUrl: 'smtp://mail.example.nz:587' }],
    ])('is not served at all with %s, even with the key', async (_name, config) => {
      const other = await testApp({ config });
      try {
        for (const path of paths) expect((await other.request(`${path}?key=${KEY}`, { ip: '127.0.0.1' })).status, path).toBe(404);
      } finally {
        await other.close();
      }
    });
  });
});
