// A draft previewed in the portal: the admin frames the portal's /preview page with a token
// that reads that one document's draft and nothing else, for a limited time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContentClient } from '../../shared/content/client';
import { PREVIEW_TTL_MS, previewToken, verifyPreviewToken } from '../src/preview';
import { startCms, type TestCms } from './cms';

const SECRET = 'a-secret';

describe('preview tokens', () => {
  const now = Date.UTC(2026, 10, 25, 3, 10);
  it('carry one document until the close of the next half hour, and the same address meanwhile', () => {
    const token = previewToken({ collection: 'ui-page', id: 'p1' }, SECRET, now);
    expect(verifyPreviewToken(token, SECRET, now)).toMatchObject({ collection: 'ui-page', id: 'p1' });
    expect(previewToken({ collection: 'ui-page', id: 'p1' }, SECRET, now + 60_000)).toBe(token);
    expect(verifyPreviewToken(token, SECRET, now + 2 * PREVIEW_TTL_MS)).toBeNull();
  });

  it('refuse a changed, forged or malformed token', () => {
    const token = previewToken({ collection: 'ui-page', id: 'p1' }, SECRET, now);
    const [body, mac] = token.split('.');
    const other = Buffer.from(JSON.stringify({ collection: 'ui-page', id: 'p2', expires: now + PREVIEW_TTL_MS })).toString('base64url');
    expect(verifyPreviewToken(`${other}.${mac}`, SECRET, now)).toBeNull();
    expect(verifyPreviewToken(token, 'another-secret', now)).toBeNull();
    for (const bad of ['', 'x', `${body}`, `${body}.${mac}.x`, `!!.${mac}`]) expect(verifyPreviewToken(bad, SECRET, now)).toBeNull();
  });
});

describe('the portal’s preview reads a draft with its token', () => {
  let cms: TestCms;
  let draftId: string;
  let otherId: string;
  beforeAll(async () => {
    cms = await startCms();
    const draft = await cms.payload.create({
      collection: 'ui-page',
      overrideAccess: true,
      draft: true,
      data: {
        title: 'Vaccination week',
        slug: 'vaccination-week',
        vetGroup: 'tui-vets',
        _status: 'draft',
        layout: [{ blockType: 'newsletter', title: 'Draft words' }],
      } as never,
    });
    draftId = String(draft.id);
    const home = await cms.payload.find({ collection: 'ui-page', where: { slug: { equals: 'home' } }, overrideAccess: true, depth: 0 });
    otherId = String(home.docs[0]!.id);
  });
  afterAll(async () => cms?.close());

  const read = (collection: string, id: string, token?: string) =>
    cms.fetch(`${cms.baseUrl}/${collection}/${id}?draft=true&depth=9`, { headers: token ? { authorization: `Preview ${token}` } : {} });
  const tokenFor = (collection: string, id: string) => previewToken({ collection, id }, cms.payload.secret);

  it('without a token the draft is nobody’s business', async () => {
    expect((await read('ui-page', draftId)).status).toBe(404);
  });

  it('with its token the preview reads the draft, and only that document', async () => {
    const res = await read('ui-page', draftId, tokenFor('ui-page', draftId));
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { title: string; layout: { title: string }[] };
    expect(doc.title).toBe('Vaccination week');
    expect(doc.layout[0]!.title).toBe('Draft words');
    expect((await read('ui-page', otherId, tokenFor('ui-page', draftId))).status).toBe(404);
    expect((await read('ui-clinic', draftId, tokenFor('ui-page', draftId))).status).toBe(404);
    expect((await read('ui-page', draftId, `${tokenFor('ui-page', draftId)}x`)).status).toBe(404);
  });

  it('the form’s unsaved values read as the document, references resolved, as the preview asks', async () => {
    const media = await cms.payload.find({ collection: 'media', where: { vetGroup: { equals: 'tui-vets' } }, limit: 1, overrideAccess: true, depth: 0 });
    const imageId = String(media.docs[0]!.id);
    const client = createContentClient({ baseUrl: cms.baseUrl, vetId: 'tui-vets', fetch: cms.fetch });
    const typed = {
      id: draftId,
      title: 'Vaccination week',
      slug: 'vaccination-week',
      layout: [{ blockType: 'article', title: 'Typed, not saved', image: imageId }],
    };
    const doc = await client.byId<{ layout: { title: string; image: { id: string; url: string } }[] }>(
      'ui-page',
      draftId,
      { headers: { Authorization: `Preview ${tokenFor('ui-page', draftId)}` } },
      { data: typed },
    );
    expect(doc.layout[0]!.title).toBe('Typed, not saved');
    expect(doc.layout[0]!.image).toMatchObject({ id: imageId, url: expect.stringMatching(/\/api\/media\/file\//) });
    // Nothing was saved by reading.
    const saved = await cms.payload.findByID({ collection: 'ui-page', id: draftId, draft: true, overrideAccess: true });
    expect((saved.layout as { title: string }[])[0]!.title).toBe('Draft words');
  });

  it('an outsider cannot have values of their own read as a document; the preview cannot resolve what its reader may not see', async () => {
    const first = async (collection: 'ui-news' | 'ui-page', where: Record<string, unknown>) =>
      String((await cms.payload.find({ collection, where, limit: 1, overrideAccess: true, depth: 0 })).docs[0]!.id);
    const keaPage = await first('ui-page', { vetGroup: { equals: 'kea-vets' } });
    const keaNews = await first('ui-news', { vetGroup: { equals: 'kea-vets' } });
    const draftNews = String(
      (
        await cms.payload.create({
          collection: 'ui-news',
          overrideAccess: true,
          draft: true,
          data: { slug: 'not-yet', date: '2026-11-21T00:00:00.000Z', vetGroup: 'tui-vets', _status: 'draft', article: { title: 'Not yet' } } as never,
        })
      ).id,
    );
    // Payload's POST-as-GET, as the preview sends it, with values the caller chose.
    const readTyped = (id: string, token?: string) =>
      cms.fetch(`${cms.baseUrl}/ui-page/${id}?depth=9`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-payload-http-method-override': 'GET',
          'x-vet-id': 'tui-vets',
          ...(token ? { authorization: `Preview ${token}` } : {}),
        },
        body: JSON.stringify({
          data: {
            id,
            title: 'Forged',
            layout: [
              {
                blockType: 'groupList',
                kind: 'news',
                items: [draftNews, keaNews].map((value) => ({ blockType: 'newsRef', relationTo: 'ui-news', value })),
              },
            ],
          },
        }),
      });

    // Without the document's preview token: a 404, for a draft, another group's page and the
    // caller's own published home page alike (Payload alone would echo the values with a 200).
    for (const id of [draftId, keaPage, otherId]) expect((await readTyped(id)).status, id).toBe(404);
    expect((await readTyped(otherId, tokenFor('ui-page', draftId))).status).toBe(404);
    // With it, the values read as the page, but a draft article and another group's are not
    // resolved into their content: the preview's reader may not read them.
    const res = await readTyped(draftId, tokenFor('ui-page', draftId));
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { title: string; layout: { items: { value: unknown }[] }[] };
    expect(doc.title).toBe('Forged');
    expect(doc.layout[0]!.items.map((item) => item.value)).toEqual([draftNews, keaNews]);
  });

  it('a news draft is previewed too, with a token for it', async () => {
    const news = await cms.payload.create({
      collection: 'ui-news',
      overrideAccess: true,
      draft: true,
      data: { slug: 'lambing-tips', date: '2026-11-20T00:00:00.000Z', vetGroup: 'tui-vets', _status: 'draft', article: { title: 'Lambing tips' } } as never,
    });
    const id = String(news.id);
    expect(cms.config.admin.livePreview!.collections).toContain('ui-news');
    expect((await read('ui-news', id)).status).toBe(404);
    const res = await read('ui-news', id, tokenFor('ui-news', id));
    expect(res.status).toBe(200);
    expect(((await res.json()) as { article: { title: string } }).article.title).toBe('Lambing tips');
  });

  it('the admin’s live preview frames the portal’s /preview page with such a token', async () => {
    const url = cms.config.admin.livePreview!.url as (args: unknown) => string | null;
    const address = new URL(url({ data: { id: draftId }, collectionConfig: { slug: 'ui-page' }, req: { payload: cms.payload } })!);
    expect(address.pathname).toBe(`/preview/ui-page/${draftId}`);
    expect(verifyPreviewToken(address.searchParams.get('token')!, cms.payload.secret)).toMatchObject({ collection: 'ui-page', id: draftId });
  });
});
