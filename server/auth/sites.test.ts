// Sites signed in with the account: each consent in the popup makes a session of that site;
// the client lists them and signs one out (GET/DELETE /api/v1/profile/sites), and logout and
// a password change end them too.
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignedInSiteListAnswerSchema, SITE_NOT_FOUND } from '../../shared/schemas/signedInSites';
import { answerOf, drivers, testApp, type TestApp } from '../test/harness';

const SITE = 'http://clinic.example';

describe.each(drivers())('sites signed in with the account on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp({ driver, now: '2026-11-23T01:00:00Z' });
  }, 60_000);
  afterAll(() => t.close());

  /** A portal session (cookie and its full token) of `email`. */
  async function portal(email = 'sam@example.nz', password = 'tui-demo-1') {
    const res = await t.request('/auth/login', { body: { email, password } });
    return { cookie: res.headers.get('set-cookie')!.split(';')[0]!, token: ((await res.json()) as { data: { token: string } }).data.token };
  }

  /** A site's token, by the consent of the portal session with `cookie`. */
  async function siteToken(cookie: string, origin = SITE) {
    const res = await t.app.request('/auth/embed?vetId=tui-vets', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
      body: new URLSearchParams({ origin }).toString(),
    });
    return /data-token="([^"]+)"/.exec(await res.text())![1]!;
  }

  const sites = async (token: string) =>
    (await answerOf(SignedInSiteListAnswerSchema, await t.request('/api/v1/profile/sites', { token }))) as {
      items: { id: string; origin: string; createdAt: string; lastUsedAt: string | null }[];
    };
  const works = async (token: string) => (await t.request('/api/v1/profile', { token, headers: { origin: SITE } })).status;

  it('lists the site with its origin and since when, notes its last use, and signing it out ends its token at once', async () => {
    const sam = await portal();
    const token = await siteToken(sam.cookie);
    const listed = await sites(sam.token);
    const mine = listed.items.find((site) => site.id === decodeJwt(token).sid)!;
    expect(mine).toMatchObject({ origin: SITE, createdAt: '2026-11-23T01:00:00.000Z' });
    t.clock.advance(5 * 60_000);
    expect(await works(token)).toBe(200);
    expect((await sites(sam.token)).items.find((site) => site.id === mine.id)!.lastUsedAt).toBe('2026-11-23T01:05:00.000Z');

    expect((await t.request(`/api/v1/profile/sites/${mine.id}`, { method: 'DELETE', token: sam.token })).status).toBe(204);
    expect(await works(token)).toBe(401);
    expect((await sites(sam.token)).items.map((site) => site.id)).not.toContain(mine.id);
    // The portal session that signed it out goes on.
    expect((await t.request('/api/v1/profile', { token: sam.token })).status).toBe(200);
  });

  it('lists a site once however often it was signed in, and signing it out ends all its sessions', async () => {
    const sam = await portal();
    const first = await siteToken(sam.cookie, 'http://localhost:8080');
    t.clock.advance(60_000);
    const second = await siteToken(sam.cookie, 'http://localhost:8080');
    const listed = (await sites(sam.token)).items.filter((site) => site.origin === 'http://localhost:8080');
    expect(listed).toHaveLength(1);
    expect(listed[0]!.id).toBe(decodeJwt(second).sid);
    expect((await t.request(`/api/v1/profile/sites/${listed[0]!.id}`, { method: 'DELETE', token: sam.token })).status).toBe(204);
    for (const token of [first, second]) expect((await t.request('/api/v1/profile', { token })).status).toBe(401);
  });

  it("cannot see or end another client's site, and a made-up id is not found", async () => {
    const sam = await portal();
    const token = await siteToken(sam.cookie);
    const alex = await portal('alex@example.nz', 'tui-demo-2');
    expect((await sites(alex.token)).items).toEqual([]);
    for (const id of [decodeJwt(token).sid as string, 'no-such-site', 'a%20b']) {
      const res = await t.request(`/api/v1/profile/sites/${id}`, { method: 'DELETE', token: alex.token });
      expect(res.status, id).toBe(404);
      expect(((await res.json()) as { message: string }).message).toBe(SITE_NOT_FOUND);
    }
    expect(await works(token)).toBe(200);
  });

  it('a site’s session lasts 15 minutes, as its token does', async () => {
    t.clock.advance(60_000); // newer than the sessions the tests before made for the same site
    const sam = await portal();
    const token = await siteToken(sam.cookie);
    t.clock.advance(14 * 60_000);
    expect((await sites(sam.token)).items.map((site) => site.id)).toContain(decodeJwt(token).sid);
    t.clock.advance(2 * 60_000);
    expect((await sites((await portal()).token)).items.map((site) => site.id)).not.toContain(decodeJwt(token).sid);
  });

  it('logout ends the sites that portal session signed in, and only those', async () => {
    const first = await portal();
    const second = await portal();
    const fromFirst = await siteToken(first.cookie);
    const fromSecond = await siteToken(second.cookie);
    const out = await t.app.request('/auth/logout?vetId=tui-vets', { method: 'POST', headers: { cookie: first.cookie } });
    expect(out.status).toBe(200);
    expect(await works(fromFirst)).toBe(401);
    expect(await works(fromSecond)).toBe(200);
  });

  it('a password change ends every site of the account, whichever session signed it in', async () => {
    const first = await portal();
    const second = await portal();
    const fromFirst = await siteToken(first.cookie);
    const fromSecond = await siteToken(second.cookie);
    const changed = await t.request('/api/v1/profile/changepassword', {
      method: 'PUT',
      token: first.token,
      body: { currentPassword: 'tui-demo-1', newPassword: 'Kowhai-ridge-2041', verifyNewPassword: 'Kowhai-ridge-2041' },
    });
    expect(changed.status).toBe(200);
    expect(await works(fromFirst)).toBe(401);
    expect(await works(fromSecond)).toBe(401);
    expect((await sites(first.token)).items).toEqual([]);
  });
});
