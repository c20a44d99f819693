// Each version says who made it: the editor signed in for the save, never a name the save sent.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCms, type TestCms } from './cms';

let cms: TestCms;
beforeAll(async () => {
  cms = await startCms();
});
afterAll(async () => cms?.close());

const rest = (path: string, init: RequestInit = {}) => cms.fetch(`${cms.baseUrl}${path}`, init);

async function signIn(email: string, password: string) {
  const res = await rest('/users/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { token: string; user: { id: string | number } };
  return { headers: { authorization: `JWT ${body.token}`, 'content-type': 'application/json' }, id: body.user.id };
}

describe('versions show who made them', () => {
  it('records the signed-in editor on the document and each version, and lists the column', async () => {
    const tui = await signIn('editor@tuivets.example', 'demo-editor-2026');
    const admin = await signIn('admin@vets.example', 'demo-admin-2026');
    const made = await rest('/ui-page?draft=true', {
      method: 'POST',
      headers: tui.headers,
      body: JSON.stringify({ title: 'Who wrote me', lastEditedBy: admin.id }),
    });
    expect(made.status).toBe(201);
    const id = ((await made.json()) as { doc: { id: string } }).doc.id;
    const edited = await rest(`/ui-page/${id}?draft=true`, { method: 'PATCH', headers: admin.headers, body: JSON.stringify({ title: 'Who wrote me, again' }) });
    expect(edited.status).toBe(200);

    const versions = await cms.payload.find({
      collection: 'ui-page',
      overrideAccess: true,
      depth: 0,
      where: { id: { equals: id } },
      draft: true,
    });
    expect(versions.docs[0]!.lastEditedBy).toBe(admin.id);
    const history = await cms.payload.findVersions({
      collection: 'ui-page',
      overrideAccess: true,
      depth: 0,
      where: { parent: { equals: id } },
      sort: 'createdAt',
    });
    expect(history.docs.map((v) => [v.version.title, v.version.lastEditedBy])).toEqual([
      ['Who wrote me', tui.id],
      ['Who wrote me, again', admin.id],
    ]);
    const publicRead = await rest(`/ui-page/${id}?draft=true`, { headers: { 'x-vet-id': 'tui-vets' } });
    expect(publicRead.status === 404 || !('lastEditedBy' in ((await publicRead.json()) as object))).toBe(true);
    const published = await cms.payload.find({ collection: 'ui-page', depth: 1, limit: 1, overrideAccess: false, where: { vetGroup: { equals: 'tui-vets' } } });
    expect(published.docs[0]).not.toHaveProperty('lastEditedBy');
    expect(cms.config.collections.find((c) => c.slug === 'ui-page')!.admin.defaultColumns).toContain('lastEditedBy');
  });
});
