// A document's versions (its drafts and its past) are read and restored per vet group, as
// the document is: through REST's /versions, by id, and by a restore.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCms, type TestCms } from './cms';

let cms: TestCms;
beforeAll(async () => {
  cms = await startCms();
});
afterAll(async () => cms?.close());

/** A draft of each versioned collection, titled `title`. */
const draftOf: Record<string, (title: string, slug: string) => Record<string, unknown>> = {
  'ui-page': (title, slug) => ({ title, slug }),
  'ui-clinic': (title, slug) => ({ title, slug }),
  'ui-news': (title, slug) => ({ slug, date: '2026-12-01T00:00:00.000Z', article: { title } }),
  navigation: (name, slug) => ({ name, slug }),
};
const titleOf = (doc: Record<string, unknown>) => (doc.title ?? doc.name ?? (doc.article as { title?: string } | undefined)?.title) as string;

interface Version {
  id: string;
  parent: string;
  version: Record<string, unknown> & { vetGroup: string };
}
interface VersionList {
  docs: Version[];
  totalDocs: number;
}

const rest = (path: string, init: RequestInit = {}) => cms.fetch(`${cms.baseUrl}${path}`, init);

async function signIn(email: string, password: string): Promise<Record<string, string>> {
  const res = await rest('/users/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
  expect(res.status).toBe(200);
  return { authorization: `JWT ${((await res.json()) as { token: string }).token}` };
}

/** A document of the group with two drafts saved after its first one: three versions. */
async function documentWithDrafts(collection: string, vetGroup: string, title: string) {
  const slug = `${vetGroup}-${title}`.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const create = draftOf[collection]!;
  const doc = await cms.payload.create({
    collection: collection as 'ui-page',
    overrideAccess: true,
    draft: true,
    data: { ...create(`${title} 1`, slug), vetGroup, _status: 'draft' } as never,
  });
  for (const n of [2, 3]) {
    await cms.payload.update({
      collection: collection as 'ui-page',
      id: doc.id,
      overrideAccess: true,
      draft: true,
      data: create(`${title} ${n}`, slug) as never,
    });
  }
  const versions = await cms.payload.findVersions({
    collection: collection as 'ui-page',
    where: { parent: { equals: doc.id } },
    sort: 'createdAt',
    overrideAccess: true,
    depth: 0,
  });
  expect(versions.docs).toHaveLength(3);
  return { id: String(doc.id), versionIds: versions.docs.map((v) => String(v.id)) };
}

describe('versions are read and restored per vet group', () => {
  it('the versioned collections are the pages, clinic pages, news and menus, and no global has drafts', () => {
    const versioned = cms.config.collections.filter((c) => c.versions).map((c) => c.slug);
    expect(versioned.sort()).toEqual(Object.keys(draftOf).sort());
    expect(cms.config.globals.filter((g) => g.versions)).toEqual([]);
  });

  for (const collection of Object.keys(draftOf)) {
    describe(collection, () => {
      let kea: { id: string; versionIds: string[] };
      let tui: { id: string; versionIds: string[] };
      let asTui: Record<string, string>;
      let asAdmin: Record<string, string>;
      beforeAll(async () => {
        kea = await documentWithDrafts(collection, 'kea-vets', 'Kea unreleased');
        tui = await documentWithDrafts(collection, 'tui-vets', 'Tui unreleased');
        asTui = await signIn('editor@tuivets.example', 'demo-editor-2026');
        asAdmin = await signIn('admin@vets.example', 'demo-admin-2026');
      });

      const list = async (headers: Record<string, string>) => {
        const res = await rest(`/${collection}/versions?limit=1000&depth=0`, { headers });
        return { status: res.status, body: (await res.json()) as VersionList };
      };

      it('an editor lists only the group’s versions', async () => {
        const { status, body } = await list(asTui);
        expect(status).toBe(200);
        expect(body.docs.length).toBeGreaterThan(0);
        expect(new Set(body.docs.map((v) => v.version.vetGroup))).toEqual(new Set(['tui-vets']));
        expect(body.docs.map((v) => v.id)).toEqual(expect.arrayContaining(tui.versionIds));
        expect(body.docs.some((v) => v.parent === kea.id || titleOf(v.version).startsWith('Kea'))).toBe(false);
      });

      it('an editor opens the group’s version by id, and not another group’s', async () => {
        const own = await rest(`/${collection}/versions/${tui.versionIds[0]}?depth=0`, { headers: asTui });
        expect(own.status).toBe(200);
        expect(titleOf(((await own.json()) as Version).version)).toBe('Tui unreleased 1');
        for (const id of kea.versionIds) {
          const other = await rest(`/${collection}/versions/${id}?depth=0`, { headers: asTui });
          expect([403, 404], id).toContain(other.status);
          expect(JSON.stringify(await other.json())).not.toContain('Kea unreleased');
        }
      });

      it('an editor cannot restore another group’s version', async () => {
        const res = await rest(`/${collection}/versions/${kea.versionIds[0]}`, { method: 'POST', headers: asTui });
        expect(res.status).toBeGreaterThanOrEqual(400);
        expect(JSON.stringify(await res.json())).not.toContain('Kea unreleased');
        const latest = await cms.payload.findByID({ collection: collection as 'ui-page', id: kea.id, draft: true, overrideAccess: true, depth: 0 });
        expect(titleOf(latest as never)).toBe('Kea unreleased 3');
        const keaVersions = await cms.payload.findVersions({
          collection: collection as 'ui-page',
          where: { parent: { equals: kea.id } },
          overrideAccess: true,
        });
        expect(keaVersions.totalDocs).toBe(3);
      });

      it('an admin lists and opens every group’s versions', async () => {
        const { status, body } = await list(asAdmin);
        expect(status).toBe(200);
        expect(body.docs.map((v) => v.id)).toEqual(expect.arrayContaining([...kea.versionIds, ...tui.versionIds]));
        const res = await rest(`/${collection}/versions/${kea.versionIds[0]}?depth=0`, { headers: asAdmin });
        expect(res.status).toBe(200);
      });

      it('signed out, no version is read', async () => {
        for (const headers of [{}, { 'x-vet-id': 'kea-vets' }]) {
          const res = await rest(`/${collection}/versions?limit=1000&depth=0`, { headers });
          expect(res.status).toBe(403);
          const byId = await rest(`/${collection}/versions/${kea.versionIds[0]}?depth=0`, { headers });
          expect(byId.status).toBe(403);
          expect(JSON.stringify(await byId.json())).not.toContain('Kea unreleased');
        }
      });
    });
  }
});
