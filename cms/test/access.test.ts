// Per vet group: editors see and change only their group's documents, readers only the
// published ones of the group they name, and nobody signed out writes anything.
import type { Payload } from 'payload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCms, type TestCms } from './cms';

let cms: TestCms;
let payload: Payload;
const users: Record<string, { id: string | number; collection: 'users' } & Record<string, unknown>> = {};

beforeAll(async () => {
  cms = await startCms();
  payload = cms.payload;
  for (const email of ['editor@tuivets.example', 'editor@keavets.example', 'admin@vets.example']) {
    const found = await payload.find({ collection: 'users', where: { email: { equals: email } }, overrideAccess: true, depth: 0 });
    users[email] = { ...(found.docs[0] as unknown as { id: string }), collection: 'users' };
  }
});
afterAll(async () => cms?.close());

const tui = () => users['editor@tuivets.example']!;
const kea = () => users['editor@keavets.example']!;
const admin = () => users['admin@vets.example']!;
const rest = (path: string, init: RequestInit = {}) => cms.fetch(`${cms.baseUrl}${path}`, init);

async function signIn(email: string, password: string): Promise<string> {
  const res = await rest('/users/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

describe('editors work in their own group', () => {
  it('an editor lists only the group’s pages; an admin lists every group’s', async () => {
    const asTui = await payload.find({ collection: 'ui-page', user: tui(), overrideAccess: false, depth: 0, limit: 100 });
    expect(asTui.docs.length).toBeGreaterThan(0);
    expect(new Set(asTui.docs.map((d) => d.vetGroup))).toEqual(new Set(['tui-vets']));
    const asAdmin = await payload.find({ collection: 'ui-page', user: admin(), overrideAccess: false, depth: 0, limit: 100 });
    expect(new Set(asAdmin.docs.map((d) => d.vetGroup))).toEqual(new Set(['tui-vets', 'kea-vets']));
  });

  it('an editor cannot open, change or delete another group’s page', async () => {
    const keaHome = (await payload.find({ collection: 'ui-page', where: { slug: { equals: 'home' } }, user: kea(), overrideAccess: false, depth: 0 })).docs[0]!;
    await expect(payload.findByID({ collection: 'ui-page', id: keaHome.id, user: tui(), overrideAccess: false })).rejects.toThrow();
    await expect(payload.update({ collection: 'ui-page', id: keaHome.id, data: { title: 'Hacked' }, user: tui(), overrideAccess: false })).rejects.toThrow();
    await expect(payload.delete({ collection: 'ui-page', id: keaHome.id, user: tui(), overrideAccess: false })).rejects.toThrow();
    const still = await payload.findByID({ collection: 'ui-page', id: keaHome.id, overrideAccess: true, depth: 0 });
    expect(still.title).toBe(keaHome.title);
  });

  it('a page an editor creates lands in the editor’s group, whatever group the form names', async () => {
    const page = await payload.create({
      collection: 'ui-page',
      data: { title: 'Sneaky', slug: 'sneaky', vetGroup: 'kea-vets', _status: 'published' } as never,
      user: tui(),
      overrideAccess: false,
      depth: 0,
    });
    expect(page.vetGroup).toBe('tui-vets');
  });

  it('an editor cannot make themself an admin', async () => {
    await payload.update({ collection: 'users', id: tui().id, data: { roles: ['admin'] } as never, user: tui(), overrideAccess: false });
    const me = await payload.findByID({ collection: 'users', id: tui().id, overrideAccess: true, depth: 0 });
    expect(me.roles).toEqual(['editor']);
  });
});

describe('readers see published pages only', () => {
  it('a draft is the editor’s until published; then the portal reads it', async () => {
    const token = await signIn('editor@tuivets.example', 'demo-editor-2026');
    const auth = { authorization: `JWT ${token}`, 'content-type': 'application/json' };
    const created = await rest('/ui-page?draft=true&depth=0', {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ title: 'Vaccination week', slug: 'vaccination-week', _status: 'draft' }),
    });
    expect(created.status).toBe(201);
    const { doc } = (await created.json()) as { doc: { id: string; vetGroup: string } };
    expect(doc.vetGroup).toBe('tui-vets');

    const read = () =>
      rest('/ui-page?where[slug][equals]=vaccination-week', { headers: { 'x-vet-id': 'tui-vets' } }).then((r) => r.json() as Promise<{ totalDocs: number }>);
    expect((await read()).totalDocs).toBe(0);
    const published = await rest(`/ui-page/${doc.id}`, { method: 'PATCH', headers: auth, body: JSON.stringify({ _status: 'published' }) });
    expect(published.status).toBe(200);
    expect((await read()).totalDocs).toBe(1);
    // Kea's readers still do not see Tui's page.
    const asKea = await rest('/ui-page?where[slug][equals]=vaccination-week', { headers: { 'x-vet-id': 'kea-vets' } });
    expect(((await asKea.json()) as { totalDocs: number }).totalDocs).toBe(0);
  });

  it('signed out, nothing is written', async () => {
    const res = await rest('/ui-page', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-vet-id': 'tui-vets' },
      body: JSON.stringify({ title: 'Spam', slug: 'spam' }),
    });
    expect(res.status).toBe(403);
    const media = await rest('/media', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ alt: 'x' }) });
    expect(media.status).toBe(403);
    const count = await payload.count({ collection: 'ui-page', where: { slug: { equals: 'spam' } }, overrideAccess: true });
    expect(count.totalDocs).toBe(0);
  });

  it('a slug must be an address', async () => {
    await expect(
      payload.create({ collection: 'ui-page', data: { title: 'Bad', slug: 'Bad Slug!', _status: 'published' } as never, user: tui(), overrideAccess: false }),
    ).rejects.toThrow(/lower case letters, digits and dashes/);
  });
});
