// "Create New" on a previewed collection saves an empty draft on a GET of
// /admin/collections/{collection}/create and opens it (src/createDraft.ts and the page beside
// the admin's). Tried as someone who should not get a draft out of it: signed out, from
// another group, on a collection that is not previewed or not there, from another site.
import type { CollectionSlug, Payload } from 'payload';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ABANDONED_AFTER_MS, createDraftFor } from '../src/createDraft';
import { startCms, type TestCms } from './cms';

// The page outside Next.js: the request's headers are the test's, a redirect ends the page as
// Next's does, and Payload's own admin page only says it was asked for.
const request = vi.hoisted(() => ({ headers: new Headers() }));
class Redirected extends Error {
  constructor(readonly url: string) {
    super(`redirected to ${url}`);
  }
}
vi.mock('next/headers', () => ({ headers: async () => request.headers }));
vi.mock('next/navigation', () => ({
  redirect: (url: string) => {
    throw new Redirected(url);
  },
}));
const payloadPage = vi.hoisted(() => vi.fn(async (_args: { params: Promise<{ segments: string[] }> }) => 'payload-admin-page'));
vi.mock('@payloadcms/next/views', () => ({ RootPage: payloadPage, generatePageMetadata: async () => ({}) }));
vi.mock('../src/app/(payload)/admin/importMap.js', () => ({ importMap: {} }));

let cms: TestCms;
let payload: Payload;
let Page: (args: { params: Promise<{ collection: string }>; searchParams: Promise<Record<string, string | string[]>> }) => Promise<unknown>;

const PREVIEWED = ['ui-page', 'ui-clinic', 'ui-news', 'navigation'] as const;
const EVERY_COLLECTION = () => cms.config.collections.map((c) => c.slug as CollectionSlug);

beforeAll(async () => {
  cms = await startCms();
  payload = cms.payload;
  Page = (await import('../src/app/(payload)/admin/collections/[collection]/create/page')).default as typeof Page;
});
afterAll(async () => cms?.close());
beforeEach(() => payloadPage.mockClear());

async function tokenOf(email: string, password: string): Promise<string> {
  const res = await cms.fetch(`${cms.baseUrl}/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

/** What a browser sends with the admin's own "Create New" link: the session cookie, from the CMS's own pages. */
const fromTheAdmin = (token: string, more: Record<string, string> = {}) => ({ cookie: `payload-token=${token}`, 'sec-fetch-site': 'same-origin', ...more });

type Outcome = { redirectedTo: string } | { payloadPage: string[] };

/** A GET of the create route as the headers say, and where it went. */
async function open(collection: string, headers: Record<string, string> = {}, searchParams: Record<string, string> = {}): Promise<Outcome> {
  request.headers = new Headers(headers);
  try {
    await Page({ params: Promise.resolve({ collection }), searchParams: Promise.resolve(searchParams) });
  } catch (error) {
    if (error instanceof Redirected) return { redirectedTo: error.url };
    throw error;
  }
  expect(payloadPage).toHaveBeenCalledTimes(1);
  return { payloadPage: (await payloadPage.mock.calls[0]![0].params).segments };
}

/** The documents of every collection, to see that a refused request made none. */
async function counts(): Promise<Record<string, number>> {
  const all: Record<string, number> = {};
  for (const collection of EVERY_COLLECTION()) all[collection] = (await payload.count({ collection, overrideAccess: true })).totalDocs;
  return all;
}

/** The draft a redirect opens. */
async function draftAt(outcome: Outcome, collection: string) {
  expect(outcome).toEqual({ redirectedTo: expect.stringMatching(new RegExp(`^/admin/collections/${collection}/[^/]+$`)) });
  const id = decodeURIComponent((outcome as { redirectedTo: string }).redirectedTo.split('/').pop()!);
  return payload.findByID({ collection: collection as 'ui-page', id, draft: true, overrideAccess: true, depth: 0 });
}

describe('the create route saves a draft for a signed-in editor only', () => {
  it('signed out, or with a token the CMS did not sign, no draft: Payload’s own page (its sign-in) opens', async () => {
    const before = await counts();
    const tui = await tokenOf('editor@tuivets.example', 'demo-editor-2026');
    const [head, body] = tui.split('.');
    const forged = `${head}.${body}.${'A'.repeat(43)}`;
    const signedOut: Record<string, string>[] = [
      {},
      { 'sec-fetch-site': 'same-origin', 'x-vet-id': 'tui-vets' },
      fromTheAdmin('not-a-token'),
      fromTheAdmin(forged),
    ];
    for (const headers of signedOut) {
      for (const collection of PREVIEWED) {
        payloadPage.mockClear();
        expect(await open(collection, headers)).toEqual({ payloadPage: ['collections', collection, 'create'] });
      }
    }
    expect(await counts()).toEqual(before);
  });

  for (const collection of PREVIEWED) {
    it(`${collection}: the editor’s draft lands in the editor’s group, whatever group the request names`, async () => {
      const tui = await tokenOf('editor@tuivets.example', 'demo-editor-2026');
      const kea = await tokenOf('editor@keavets.example', 'demo-editor-2026');
      // Every way a request could name a group: the readers' header, a tenant cookie, the query.
      const naming = { 'x-vet-id': 'kea-vets', cookie: `payload-token=${tui}; payload-tenant=kea-vets; vetGroup=kea-vets` };
      const asked = { vetGroup: 'kea-vets', tenant: 'kea-vets', 'data[vetGroup]': 'kea-vets' };
      const draft = await draftAt(await open(collection, fromTheAdmin(tui, naming), asked), collection);
      expect(draft).toMatchObject({ vetGroup: 'tui-vets', _status: 'draft' });
      // Kea's editor cannot open it; Kea's own lands in Kea.
      await expect(
        payload.findByID({
          collection: collection as 'ui-page',
          id: draft.id,
          draft: true,
          user: await userOf('editor@keavets.example'),
          overrideAccess: false,
        }),
      ).rejects.toThrow();
      const keas = await draftAt(await open(collection, fromTheAdmin(kea, { 'x-vet-id': 'tui-vets' }), { vetGroup: 'tui-vets' }), collection);
      expect(keas.vetGroup).toBe('kea-vets');
      // Nothing reaches the portal: a draft, and of no reader's group but the editor's.
      for (const group of ['tui-vets', 'kea-vets']) {
        const res = await cms.fetch(`${cms.baseUrl}/${collection}/${draft.id}?depth=0`, { headers: { 'x-vet-id': group } });
        expect(res.status).toBe(404);
      }
    });
  }

  it('an admin’s draft belongs to no group until the admin names one: no editor or reader sees it', async () => {
    const admin = await tokenOf('admin@vets.example', 'demo-admin-2026');
    const draft = await draftAt(await open('ui-page', fromTheAdmin(admin)), 'ui-page');
    expect(draft.vetGroup ?? null).toBeNull();
    for (const email of ['editor@tuivets.example', 'editor@keavets.example']) {
      const found = await payload.find({
        collection: 'ui-page',
        where: { id: { equals: draft.id } },
        draft: true,
        user: await userOf(email),
        overrideAccess: false,
      });
      expect(found.totalDocs).toBe(0);
    }
  });

  it('an editor of no group (the CMS’s only other kind of user than an admin) gets the create form, and no draft', async () => {
    await payload.create({
      collection: 'users',
      data: { email: 'nogroup@vets.example', password: 'no-group-2026', roles: ['editor'], vetGroup: null } as never,
      overrideAccess: true,
    });
    const token = await tokenOf('nogroup@vets.example', 'no-group-2026');
    const before = await counts();
    for (const collection of PREVIEWED) {
      payloadPage.mockClear();
      expect(await open(collection, fromTheAdmin(token, { 'x-vet-id': 'tui-vets' }), { vetGroup: 'tui-vets' })).toEqual({
        payloadPage: ['collections', collection, 'create'],
      });
    }
    expect(await counts()).toEqual(before);
  });
});

describe('anything but a previewed collection is Payload’s own create page', () => {
  it('a collection that is not previewed, or not there, makes no document and goes to Payload as asked', async () => {
    const admin = await tokenOf('admin@vets.example', 'demo-admin-2026');
    const tui = await tokenOf('editor@tuivets.example', 'demo-editor-2026');
    const before = await counts();
    const slugs = [
      'users',
      'vet-groups',
      'vetGroups',
      'media',
      'ui-service',
      'payload-preferences',
      'payload-jobs',
      'redirects',
      'nope',
      '../x',
      '..%2Fusers',
      'ui-page/../users',
      'UI-PAGE',
      ' ui-page',
      '',
      '__proto__',
      'constructor',
    ];
    for (const token of [admin, tui]) {
      for (const collection of slugs) {
        payloadPage.mockClear();
        // The same route the admin's catch-all page gives Payload: its 404, or its form with its access.
        expect(await open(collection, fromTheAdmin(token)), collection).toEqual({ payloadPage: ['collections', collection, 'create'] });
      }
    }
    expect(await counts()).toEqual(before);
  });
});

describe('a link from another site does not save a draft', () => {
  // The session cookie is SameSite=Lax, which a top-level GET from another site still carries:
  // what holds is Payload's check of the cookie (config.csrf holds the CMS's own address):
  // an Origin not its own, or a browser's Sec-Fetch-Site of cross-site or none at all, and the
  // cookie is not read.
  it('a cross-site link, a cross-site form, or a client without Sec-Fetch-Site: no draft, Payload’s page', async () => {
    expect(cms.config.csrf).toContain('http://cms.test');
    const tui = await tokenOf('editor@tuivets.example', 'demo-editor-2026');
    const cookie = `payload-token=${tui}`;
    const before = await counts();
    const attempts: Record<string, string>[] = [
      { cookie, 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' },
      { cookie, 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'image' },
      { cookie, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      { cookie, origin: 'https://evil.example' },
      { cookie, origin: 'null' },
      { cookie },
    ];
    for (const headers of attempts) {
      for (const collection of PREVIEWED) {
        payloadPage.mockClear();
        expect(await open(collection, headers), JSON.stringify(headers)).toEqual({ payloadPage: ['collections', collection, 'create'] });
      }
    }
    expect(await counts()).toEqual(before);
  });

  it('a link from another host of the same site: the create form, no draft', async () => {
    const tui = await tokenOf('editor@tuivets.example', 'demo-editor-2026');
    const before = await counts();
    for (const headers of [
      fromTheAdmin(tui, { 'sec-fetch-site': 'same-site' }),
      fromTheAdmin(tui, { 'sec-fetch-site': 'same-site', origin: 'http://cms.test' }),
    ]) {
      payloadPage.mockClear();
      expect(await open('ui-page', headers)).toEqual({ payloadPage: ['collections', 'ui-page', 'create'] });
    }
    expect(await counts()).toEqual(before);
  });

  it('the admin’s own link, or the address typed in, saves the draft', async () => {
    const tui = await tokenOf('editor@tuivets.example', 'demo-editor-2026');
    for (const headers of [fromTheAdmin(tui), fromTheAdmin(tui, { 'sec-fetch-site': 'none' }), fromTheAdmin(tui, { origin: 'http://cms.test' })]) {
      expect((await draftAt(await open('ui-page', headers), 'ui-page')).vetGroup).toBe('tui-vets');
    }
  });
});

describe('drafts left as "Create New" made them', () => {
  it('go when their editor next creates one a day later; a saved one and another editor’s stay', async () => {
    const tui = await tokenOf('editor@tuivets.example', 'demo-editor-2026');
    const kea = await tokenOf('editor@keavets.example', 'demo-editor-2026');
    const headers = (token: string) => new Headers(fromTheAdmin(token));
    const exists = async (id: string) =>
      (await payload.find({ collection: 'ui-news', where: { id: { equals: id } }, draft: true, overrideAccess: true })).totalDocs === 1;

    const abandoned = (await createDraftFor(payload, headers(tui), 'ui-news'))!;
    const saved = (await createDraftFor(payload, headers(tui), 'ui-news'))!;
    await payload.update({
      collection: 'ui-news',
      id: saved,
      data: { title: 'Summer hours' },
      draft: true,
      user: await userOf('editor@tuivets.example'),
      overrideAccess: false,
    });
    const keas = (await createDraftFor(payload, headers(kea), 'ui-news'))!;

    // The same day: nothing is old enough to go.
    const sameDay = (await createDraftFor(payload, headers(tui), 'ui-news'))!;
    expect(await Promise.all([abandoned, saved, keas, sameDay].map(exists))).toEqual([true, true, true, true]);

    // A day and a minute later, Tui's editor creates another: their untouched drafts go.
    const later = new Date(Date.now() + ABANDONED_AFTER_MS + 60_000);
    const next = (await createDraftFor(payload, headers(tui), 'ui-news', later))!;
    expect(await Promise.all([abandoned, saved, keas, sameDay, next].map(exists))).toEqual([false, true, true, false, true]);
    // Only the collection asked for: a page draft of the same editor is not touched by news.
    const page = (await createDraftFor(payload, headers(tui), 'ui-page'))!;
    await createDraftFor(payload, headers(tui), 'ui-news', new Date(later.getTime() + ABANDONED_AFTER_MS + 60_000));
    expect((await payload.find({ collection: 'ui-page', where: { id: { equals: page } }, draft: true, overrideAccess: true })).totalDocs).toBe(1);
  });
});

async function userOf(email: string) {
  const found = await payload.find({ collection: 'users', where: { email: { equals: email } }, overrideAccess: true, depth: 0 });
  return { ...found.docs[0]!, collection: 'users' as const };
}
