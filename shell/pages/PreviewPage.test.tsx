import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createContentClient } from '../../shared/content';
import { ContentProvider } from '../content/ContentContext';
import { site } from '../site';
import { PREVIEW_EXPIRED, PREVIEW_INCOMPLETE, PreviewPage, REFRESH_AFTER_MS } from './PreviewPage';

const draft = (title: string) => ({ id: 'p1', slug: 'vaccination-week', title: 'Vaccination week', layout: [{ id: 'b1', blockType: 'newsletter', title }] });

function cms(answers: Array<{ status: number; body: unknown }>) {
  const calls: { url: string; method: string | undefined; headers: Record<string, string>; body: unknown }[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ url, method: init.method, headers: init.headers as Record<string, string>, body });
    const answer = answers[Math.min(calls.length - 1, answers.length - 1)]!;
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
  });
  return { client: createContentClient({ baseUrl: site.contentBase, fetch }), calls };
}

const show = (client: ReturnType<typeof cms>['client'], search = '?token=t0k3n', collection = 'ui-page') =>
  render(
    <ContentProvider client={client}>
      <PreviewPage collection={collection} id="p1" search={search} />
    </ContentProvider>,
  );

const cmsOrigin = () => new URL(site.contentBase, window.location.href).origin;
const fromCms = (data: Record<string, unknown>, origin = cmsOrigin()) =>
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin }));
  });
/** The admin's form values as Payload's live preview sends them. */
const formValues = (title: string, id = 'p1') => ({
  type: 'payload-live-preview',
  collectionSlug: 'ui-page',
  data: { id, title: 'Vaccination week', layout: [{ blockType: 'newsletter', title }] },
});

describe('<PreviewPage>: a CMS draft as the portal shows it', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('reads the draft with its preview token and shows its blocks, never indexed', async () => {
    const { client, calls } = cms([{ status: 200, body: draft('Draft words') }]);
    show(client);
    expect(await screen.findByRole('heading', { name: 'Draft words' })).toBeTruthy();
    expect(calls[0]!.url).toMatch(/\/ui-page\/p1\?depth=9&draft=true$/);
    expect(calls[0]!.headers.Authorization).toBe('Preview t0k3n');
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
  });

  it('tells the framing CMS it is ready (Payload sends the form only then)', async () => {
    const postMessage = vi.fn();
    const parent = vi.spyOn(window, 'parent', 'get').mockReturnValue({ postMessage } as unknown as Window);
    try {
      show(cms([{ status: 200, body: draft('x') }]).client);
      await screen.findByRole('heading', { name: 'x' });
      expect(postMessage).toHaveBeenCalledWith({ type: 'payload-live-preview', ready: true }, cmsOrigin());
    } finally {
      parent.mockRestore();
    }
  });

  it('shows the form’s unsaved values as the CMS reads them, once the editor pauses, and ignores other windows and documents', async () => {
    const { client, calls } = cms([
      { status: 200, body: draft('Saved words') },
      { status: 200, body: draft('Typed words') },
      { status: 200, body: draft('Typed words') },
    ]);
    show(client);
    await screen.findByRole('heading', { name: 'Saved words' });
    fromCms(formValues('Evil words'), 'https://evil.example');
    fromCms({ type: 'something-else' });
    fromCms(formValues('Another page', 'p2'));
    fromCms({ type: 'payload-live-preview', data: 'not a form' });
    await act(() => vi.advanceTimersByTimeAsync(REFRESH_AFTER_MS * 2));
    expect(calls).toHaveLength(1);

    fromCms(formValues('Typed wor'));
    fromCms(formValues('Typed words'));
    await act(() => vi.advanceTimersByTimeAsync(REFRESH_AFTER_MS + 10));
    expect(await screen.findByRole('heading', { name: 'Typed words' })).toBeTruthy();
    expect(calls).toHaveLength(2);
    // Payload reads this POST as the document's GET with the given values.
    expect(calls[1]).toMatchObject({ method: 'POST', headers: { 'X-Payload-HTTP-Method-Override': 'GET', Authorization: 'Preview t0k3n' } });
    expect(calls[1]!.url).toMatch(/\/ui-page\/p1\?depth=9$/);
    expect(calls[1]!.body).toEqual({ data: formValues('Typed words').data });

    // A save says nothing of the values: read again with the form's last ones.
    fromCms({ type: 'payload-document-event' });
    await act(() => vi.advanceTimersByTimeAsync(REFRESH_AFTER_MS + 10));
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(calls[2]!.body).toEqual({ data: formValues('Typed words').data });
  });

  it('keeps the last page while half-typed values do not make one', async () => {
    const { client } = cms([
      { status: 200, body: draft('Whole words') },
      { status: 200, body: { id: 'p1', layout: 'half typed' } },
    ]);
    show(client);
    await screen.findByRole('heading', { name: 'Whole words' });
    fromCms(formValues(''));
    await act(() => vi.advanceTimersByTimeAsync(REFRESH_AFTER_MS + 10));
    expect(screen.getByRole('heading', { name: 'Whole words' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says so when the token has expired or is for another page, and asks nothing without one', async () => {
    const refused = cms([{ status: 404, body: { errors: [{ message: 'Not Found' }] } }]);
    show(refused.client);
    expect(await screen.findByText(PREVIEW_EXPIRED)).toBeTruthy();

    const none = cms([{ status: 200, body: draft('x') }]);
    const { unmount } = show(none.client, '');
    await waitFor(() => expect(screen.getAllByText(PREVIEW_EXPIRED).length).toBe(2));
    expect(none.calls).toHaveLength(0);
    unmount();
    show(none.client, '?token=t', 'ui-service');
    expect(none.calls).toHaveLength(0);
  });

  it('shows a news draft as the article page does', async () => {
    const news = { id: 'p1', slug: 'lambing', date: '2026-11-20T00:00:00.000Z', article: { title: 'Lambing season tips', summary: 'Ready for spring' } };
    const { client, calls } = cms([{ status: 200, body: news }]);
    show(client, '?token=t0k3n', 'ui-news');
    expect(await screen.findByRole('heading', { level: 1, name: 'Lambing season tips' })).toBeTruthy();
    expect(screen.getByText('Ready for spring')).toBeTruthy();
    expect(calls[0]!.url).toMatch(/\/ui-news\/p1\?depth=9&draft=true$/);
  });

  it('says a saved draft without its required fields is not ready, rather than failing', async () => {
    show(cms([{ status: 200, body: { id: 'p1', slug: 'x', layout: [] } }]).client);
    expect(await screen.findByText(PREVIEW_INCOMPLETE)).toBeTruthy();
  });
});

describe('<PreviewPage> for a menu: the main menu with the draft in it', () => {
  const published = [
    { id: 'p1', name: 'Pets', order: 1, items: [{ relationTo: 'ui-service', value: { id: 's1', slug: 'dogs', title: 'Dogs' } }] },
    { id: 'n9', name: 'Shop', order: 4, items: [], links: [{ label: 'Shop', url: '/shop' }] },
  ];
  const menuDraft = {
    id: 'p1',
    name: 'Pets',
    order: 1,
    items: [
      { relationTo: 'ui-service', value: { id: 's1', slug: 'dogs', title: 'Dogs' } },
      { relationTo: 'ui-page', value: { id: 'pg', slug: 'puppy-classes', title: 'Puppy classes' } },
    ],
    links: [{ label: 'Our app', url: 'https://app.tuivets.nz/' }],
  };

  it('shows the draft group in place of the published one, its entries at their addresses', async () => {
    const fetch = vi.fn(async (url: string) => {
      const body = /\/navigation\/p1\?/.test(url) ? menuDraft : { docs: published, totalDocs: published.length, page: 1, limit: 100 };
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    });
    show(createContentClient({ baseUrl: site.contentBase, fetch }), '?token=t0k3n', 'navigation');
    const menu = await screen.findByRole('navigation', { name: 'Draft menu' });
    await waitFor(() => expect(menu.querySelectorAll('a').length).toBe(5));
    expect([...menu.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Dogs', '/pets/item/dogs'],
      ['Puppy classes', '/puppy-classes'],
      ['Our app', 'https://app.tuivets.nz/'],
      ['Shop', '/shop'],
    ]);
  });
});
