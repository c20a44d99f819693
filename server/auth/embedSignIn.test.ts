// Sign-in from a widget on another site: /auth/embed on the real app. The popup answers only
// the sites a group lists, asks before it hands anything over, and hands over a token scoped
// to that site and that group.
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../test/harness';
import { CHANGE_EMAIL, CHANGE_PASSWORD, DELETE_ACCOUNT, MANAGE_CARDS, MANAGE_SITES, portalOnlyMessage, WRONG_SITE } from './embedScope';
import { EMBED_ORIGIN_INVALID, embedOrigin, SITE_MAY, SITE_MAY_NOT, SITE_NOT_ALLOWED } from './embedSignIn';

const SITE = 'http://clinic.example';
const html = (text: string) => text.replace(/'/g, '&#39;');

/** Signs in through the sign-in form of `vetId` and returns the session cookie. */
async function cookieOf(t: TestApp, email: string, password: string, vetId = 'tui-vets') {
  const res = await t.app.request(`/auth/sign-in?vetId=${vetId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-vet-id': vetId },
    body: new URLSearchParams({ email, password, callbackUrl: '/' }).toString(),
  });
  expect(res.status).toBe(303);
  return res.headers.get('set-cookie')!.split(';')[0]!;
}

/** The consent's click: POST /auth/embed as the browser sends it. */
function consent(t: TestApp, fields: Record<string, string>, headers: Record<string, string> = {}, vetId = 'tui-vets') {
  return t.app.request(`/auth/embed?vetId=${vetId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

/** The token the handoff page carries, after a consent for `origin`. */
async function siteToken(t: TestApp, cookie: string, origin = SITE, vetId = 'tui-vets') {
  const res = await consent(t, { origin }, { cookie }, vetId);
  expect(res.status).toBe(200);
  return /data-token="([^"]+)"/.exec(await res.text())![1]!;
}

describe('sign-in from an embedded widget', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await testApp({ now: '2026-11-23T01:00:00Z', config: { embedOrigins: ['http://localhost:5173'] } });
    cookie = await cookieOf(t, 'sam@example.nz', 'tui-demo-1');
  }, 60_000);
  afterAll(() => t.close());

  it('takes only a plain http(s) origin', () => {
    expect(embedOrigin('https://clinic.example')).toBe('https://clinic.example');
    expect(embedOrigin('http://localhost:8080')).toBe('http://localhost:8080');
    for (const bad of ['https://clinic.example/', 'https://clinic.example/page', 'javascript:alert(1)', 'https://u:p@clinic.example', '*', '', undefined])
      expect(embedOrigin(bad), String(bad)).toBeUndefined();
  });

  it('refuses a bad origin, sends a signed-out visitor through the group’s sign-in and back, and cannot be framed', async () => {
    const bad = await t.request('/auth/embed?origin=javascript:alert(1)');
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain(html(EMBED_ORIGIN_INVALID).slice(0, 20));
    const signedOut = await t.request(`/auth/embed?origin=${encodeURIComponent(SITE)}&vetId=tui-vets`);
    expect(signedOut.status).toBe(303);
    const back = `/auth/embed?origin=${SITE}&vetId=tui-vets`;
    expect(signedOut.headers.get('location')).toBe(`/auth/sign-in?vetId=tui-vets&callbackUrl=${encodeURIComponent(back)}`);
    // The sign-in page keeps that callback (it refuses encoded slashes).
    const signIn = await t.request(signedOut.headers.get('location')!);
    expect(await signIn.text()).toContain(`value="${back.replace(/&/g, '&amp;')}"`);
    expect(signedOut.headers.get('x-frame-options')).toBe('DENY');
  });

  it('answers a site the group does not list with a plain refusal: no question, no sign-in form, signed in or not', async () => {
    for (const headers of [{}, { cookie }] as Record<string, string>[]) {
      const res = await t.request('/auth/embed?origin=https%3A%2F%2Fevil.example', { headers });
      expect(res.status).toBe(403);
      const page = await res.text();
      expect(page).toContain(html(SITE_NOT_ALLOWED));
      expect(page).not.toMatch(/<form|<input|Continue as/);
    }
    // The click cannot skip the question either.
    const posted = await consent(t, { origin: 'https://evil.example' }, { cookie });
    expect(posted.status).toBe(403);
    expect(await posted.text()).not.toContain('data-token');
    expect(await t.db.one("select 1 from sessions where origin = 'https://evil.example'")).toBeUndefined();
  });

  it('allows the portal’s own origin (the iframe embed) and EMBED_ORIGINS without a listing', async () => {
    for (const origin of ['http://localhost:8080', 'http://localhost:5173']) {
      const res = await t.request(`/auth/embed?origin=${encodeURIComponent(origin)}`, { headers: { cookie } });
      expect(res.status, origin).toBe(200);
    }
  });

  it('asks the signed-in person first, saying what the site may and may not do, and hands nothing over without their click', async () => {
    const res = await t.request(`/auth/embed?origin=${encodeURIComponent(SITE)}`, { headers: { cookie } });
    expect(res.status).toBe(200);
    const page = await res.text();
    expect(page).toContain('Use your Tui Vets sign-in on clinic.example?');
    expect(page).toContain(SITE_MAY);
    expect(page).toContain(SITE_MAY_NOT);
    expect(page).toContain('Continue as sam@example.nz');
    expect(page).toContain('action="/auth/embed?vetId=tui-vets"');
    expect(page).not.toMatch(/data-token|eyJ/);
  });

  it('after the click, gives that origin only a token scoped to it and to the group, of a session of its own', async () => {
    const res = await consent(t, { origin: SITE }, { cookie });
    expect(res.status).toBe(200);
    const page = await res.text();
    expect(page).toContain(`data-origin="${SITE}"`);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const token = /data-token="([^"]+)"/.exec(page)![1]!;
    const claims = decodeJwt(token);
    expect(claims).toMatchObject({ scope: 'embed', origin: SITE, vetId: 'tui-vets', email: 'sam@example.nz' });
    const session = await t.db.one<{ origin: string; parent_id: string }>('select origin, parent_id from sessions where token_id = $1', [claims.sid]);
    expect(session).toEqual({ origin: SITE, parent_id: cookie.split('=')[1] });
    const profile = await t.request('/api/v1/profile', { token, headers: { origin: SITE } });
    expect(((await profile.json()) as { data: { email: string } }).data.email).toBe('sam@example.nz');
    const script = await t.request('/auth/embed-handoff.js');
    expect(await script.text()).toContain("postMessage({ source: 'vet-auth'");
  });

  it('refuses the click posted by another site, and gives nothing signed out', async () => {
    expect((await consent(t, { origin: SITE }, { cookie, 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    const signedOut = await consent(t, { origin: SITE });
    expect(signedOut.status).toBe(303);
    expect(await signedOut.text()).not.toContain('data-token');
  });
});

describe('what a token handed to a site may do', () => {
  let t: TestApp;
  let token: string;
  const portal = portalOnlyMessage;
  const refusal = (action: string) => portal(action, 'Tui Vets', 'http://localhost:8080');
  beforeAll(async () => {
    t = await testApp({ now: '2026-11-23T01:00:00Z' });
    token = await siteToken(t, await cookieOf(t, 'sam@example.nz', 'tui-demo-1'));
  }, 60_000);
  afterAll(() => t.close());

  const call = (path: string, init: { method?: string; body?: unknown; origin?: string | null } = {}) =>
    t.request(path, { method: init.method, body: init.body, token, headers: init.origin === null ? {} : { origin: init.origin ?? SITE } });

  it('says where to go instead, naming the group’s own site', () => {
    expect(refusal(CHANGE_PASSWORD)).toBe('Change your password on Tui Vets’ own site, localhost:8080. A site signed in with your account cannot do this.');
  });

  it('cannot change the email, the password or the saved cards, delete the account, or list the signed-in sites (403, nothing changes)', async () => {
    const profile = ((await (await call('/api/v1/profile')).json()) as { data: Record<string, unknown> }).data;
    const refused: [string, { method?: string; body?: unknown }, string][] = [
      ['/api/v1/profile', { method: 'PUT', body: { ...profile, email: 'attacker@example.com' } }, CHANGE_EMAIL],
      [
        '/api/v1/profile/changepassword',
        { method: 'PUT', body: { currentPassword: 'tui-demo-1', newPassword: 'Taken-over-99', verifyNewPassword: 'Taken-over-99' } },
        CHANGE_PASSWORD,
      ],
      ['/api/v1/profile/delete', { method: 'DELETE', body: { password: 'tui-demo-1' } }, DELETE_ACCOUNT],
      ['/api/v1/profile/paymentmethod', { method: 'POST', body: { token: 'tok_visa' } }, MANAGE_CARDS],
      ['/api/v1/profile/paymentmethod/1/setdefault', { method: 'PUT' }, MANAGE_CARDS],
      ['/api/v1/profile/paymentmethod/1', { method: 'DELETE' }, MANAGE_CARDS],
      ['/api/v1/profile/sites', {}, MANAGE_SITES],
      ['/api/v1/profile/sites/abc', { method: 'DELETE' }, MANAGE_SITES],
    ];
    for (const [path, init, action] of refused) {
      const res = await call(path, init);
      expect(res.status, `${init.method ?? 'GET'} ${path}`).toBe(403);
      expect(((await res.json()) as { message: string }).message).toBe(refusal(action));
    }
    expect(await t.db.one('select 1 from email_changes')).toBeUndefined();
    expect((await t.login('sam@example.nz', 'tui-demo-1')).length).toBeGreaterThan(0);
    expect(await t.mailbox()).toEqual([]);
  });

  it('can read the account and edit the details other than the email, the pets, the addresses, and read the cards', async () => {
    const profile = ((await (await call('/api/v1/profile')).json()) as { data: Record<string, unknown> }).data;
    const saved = await call('/api/v1/profile', { method: 'PUT', body: { ...profile, email: 'SAM@example.nz', phone: '021 555 0199' } });
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as { data: { phone: string } }).data.phone).toBe('021 555 0199');
    for (const path of ['/api/v1/pet', '/api/v1/profile/address', '/api/v1/profile/paymentmethod', '/api/v1/notification'])
      expect((await call(path)).status, path).toBe(200);
  });

  it('is refused from any origin but its own; a call without Origin (same-origin GET) passes', async () => {
    for (const origin of ['https://evil.example', 'null', 'http://localhost:8080']) {
      const res = await call('/api/v1/profile', { origin });
      expect(res.status, origin).toBe(403);
      expect(((await res.json()) as { message: string }).message).toBe(WRONG_SITE);
    }
    expect((await call('/api/v1/profile', { origin: null })).status).toBe(200);
  });

  it('a full token is not refused by Origin or by the portal-only routes', async () => {
    const full = await t.login('sam@example.nz', 'tui-demo-1');
    expect((await t.request('/api/v1/profile', { token: full, headers: { origin: 'https://anywhere.example' } })).status).toBe(200);
    expect((await t.request('/api/v1/profile/sites', { token: full })).status).toBe(200);
  });
});

describe('a Kea Vets client on a Kea widget', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp({ now: '2026-11-23T01:00:00Z' });
  }, 60_000);
  afterAll(() => t.close());

  it('signs in to Kea Vets through the popup opened for kea-vets, and gets a Kea token', async () => {
    const signedOut = await t.request(`/auth/embed?origin=${encodeURIComponent(SITE)}&vetId=kea-vets`, {
      vetId: undefined,
      headers: { 'x-vet-id': 'kea-vets' },
    });
    const location = signedOut.headers.get('location')!;
    expect(location).toMatch(/^\/auth\/sign-in\?vetId=kea-vets&/);
    const signInPage = await (await t.app.request(location)).text();
    expect(signInPage).toContain('action="/auth/sign-in?vetId=kea-vets"');
    const cookie = await cookieOf(t, 'kiri@example.nz', 'kea-demo-1', 'kea-vets');
    const asked = await t.app.request(`/auth/embed?origin=${encodeURIComponent(SITE)}&vetId=kea-vets`, { headers: { cookie } });
    expect(await asked.text()).toContain('Use your Kea Vets sign-in on clinic.example?');
    const token = await siteToken(t, cookie, SITE, 'kea-vets');
    expect(decodeJwt(token)).toMatchObject({ vetId: 'kea-vets', email: 'kiri@example.nz', origin: SITE });
    expect((await t.request('/api/v1/profile', { token, vetId: 'kea-vets', headers: { origin: SITE } })).status).toBe(200);
    // Tui's popup does not take Kea's session.
    const tui = await t.app.request(`/auth/embed?origin=${encodeURIComponent(SITE)}&vetId=tui-vets`, { headers: { cookie } });
    expect(tui.status).toBe(303);
  });
});
