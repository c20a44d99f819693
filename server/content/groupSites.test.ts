// PUT /content/group-sites: the CMS sets the clinic sites a group lets ask for a sign-in. The
// list becomes exactly what was sent, a site taken off loses its sessions, and only the CMS
// (its secret) changes it, for one group at a time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GROUP_SITES_PATH, SITE_ORIGIN_MESSAGE } from '../../shared/content/webhook';
import { testApp, type TestApp } from '../test/harness';

const SECRET = 'the-cms-and-the-portal-agree';
const CLINIC = 'http://clinic.example';
const NEW_CLINIC = 'https://newclinic.example';

describe('a group’s allowed sites, set from the CMS', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await testApp({ now: '2026-11-23T01:00:00Z', config: { contentApiUrl: 'http://127.0.0.1:9/api', contentWebhookSecret: SECRET } });
    const res = await t.app.request('/auth/sign-in?vetId=tui-vets', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-vet-id': 'tui-vets' },
      body: new URLSearchParams({ email: 'sam@example.nz', password: 'tui-demo-1', callbackUrl: '/' }).toString(),
    });
    cookie = res.headers.get('set-cookie')!.split(';')[0]!;
  }, 60_000);
  afterAll(() => t.close());

  const putSites = (origins: unknown, { vetId = 'tui-vets', authorization = `Bearer ${SECRET}` } = {}) =>
    t.request(GROUP_SITES_PATH, { method: 'PUT', vetId, body: { origins }, headers: { authorization } });
  const sites = async (vetId: string) =>
    (await t.db.query<{ origin: string }>('select origin from vet_group_sites where vet_id = $1 order by origin', [vetId])).rows.map((r) => r.origin);
  /** The popup's consent for `origin`: 200 with a token, or the refusal's status. */
  const consent = async (origin: string) => {
    const res = await t.app.request('/auth/embed?vetId=tui-vets', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
      body: new URLSearchParams({ origin }).toString(),
    });
    return { status: res.status, token: /data-token="([^"]+)"/.exec(await res.text())?.[1] };
  };
  const profileFrom = async (origin: string, token: string) => (await t.request('/api/v1/profile', { token, headers: { origin } })).status;

  it('lets a site the group adds ask for a sign-in, in the form browsers send', async () => {
    expect((await consent(NEW_CLINIC)).status).toBe(403);
    const res = await putSites([CLINIC, ' https://NewClinic.example/ ']);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ origins: [CLINIC, NEW_CLINIC] });
    expect(await sites('tui-vets')).toEqual([CLINIC, NEW_CLINIC]);
    const given = await consent(NEW_CLINIC);
    expect(given.status).toBe(200);
    expect(await profileFrom(NEW_CLINIC, given.token!)).toBe(200);
  });

  it('ends the sessions of a site taken off the list, and refuses it from then on', async () => {
    const clinic = await consent(CLINIC);
    const kept = await consent(NEW_CLINIC);
    expect(await profileFrom(CLINIC, clinic.token!)).toBe(200);
    expect((await putSites([NEW_CLINIC])).status).toBe(200);
    expect(await profileFrom(CLINIC, clinic.token!)).toBe(401);
    expect(await profileFrom(NEW_CLINIC, kept.token!)).toBe(200);
    expect((await consent(CLINIC)).status).toBe(403);
    // Kea's list is its own.
    expect(await sites('kea-vets')).toEqual([CLINIC]);
  });

  it('refuses a list with a path, a query, a credential or another scheme, and changes nothing', async () => {
    const before = await sites('tui-vets');
    for (const bad of [
      'https://clinic.example/page',
      'https://clinic.example?x=1',
      'https://u:p@clinic.example',
      'javascript:alert(1)',
      'clinic.example',
      42,
    ]) {
      const res = await putSites([bad]);
      expect(res.status, String(bad)).toBe(422);
      if (typeof bad === 'string') expect(((await res.json()) as { message: string }).message).toBe(SITE_ORIGIN_MESSAGE);
    }
    expect((await putSites('https://clinic.example')).status).toBe(422);
    expect((await putSites(Array.from({ length: 51 }, (_, i) => `https://c${i}.example`))).status).toBe(422);
    expect(await sites('tui-vets')).toEqual(before);
  });

  it('takes a list only with the CMS’s secret and for a known group', async () => {
    const before = await sites('tui-vets');
    for (const authorization of ['', 'Bearer wrong', SECRET]) expect((await putSites([], { authorization })).status).toBe(401);
    expect((await putSites([], { vetId: 'no-such-group' })).status).toBe(400);
    expect(await sites('tui-vets')).toEqual(before);
  });
});

describe('a server that reads no CMS', () => {
  it('has no such route', async () => {
    const t = await testApp({ config: { contentApiUrl: undefined, contentWebhookSecret: SECRET } });
    try {
      const res = await t.request(GROUP_SITES_PATH, { method: 'PUT', body: { origins: [] }, headers: { authorization: `Bearer ${SECRET}` } });
      expect(res.status).toBe(404);
    } finally {
      await t.close();
    }
  });
});
