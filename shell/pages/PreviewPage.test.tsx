import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createContentClient } from '../../shared/content';
import { ContentProvider } from '../content/ContentContext';
import { site } from '../site';
import { PREVIEW_EXPIRED, PreviewPage, REFRESH_AFTER_MS } from './PreviewPage';

const draft = (title: string) => ({ id: 'p1', slug: 'vaccination-week', title: 'Vaccination week', layout: [{ id: 'b1', blockType: 'newsletter', title }] });

function cms(answers: Array<{ status: number; body: unknown }>) {
  const calls: { url: string; headers: Record<string, string> }[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    calls.push({ url, headers: init.headers as Record<string, string> });
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

const fromCms = (type: string, origin = new URL(site.contentBase, window.location.href).origin) =>
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data: { type }, origin }));
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

  it('reads again once the CMS’s messages settle, and ignores other windows’ messages', async () => {
    const { client, calls } = cms([
      { status: 200, body: draft('First words') },
      { status: 200, body: draft('Second words') },
    ]);
    show(client);
    await screen.findByRole('heading', { name: 'First words' });
    fromCms('payload-live-preview', 'https://evil.example');
    fromCms('something-else');
    await act(() => vi.advanceTimersByTimeAsync(REFRESH_AFTER_MS * 2));
    expect(calls).toHaveLength(1);
    fromCms('payload-live-preview');
    fromCms('payload-live-preview');
    await act(() => vi.advanceTimersByTimeAsync(REFRESH_AFTER_MS + 10));
    expect(await screen.findByRole('heading', { name: 'Second words' })).toBeTruthy();
    expect(calls).toHaveLength(2);
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
    show(none.client, '?token=t', 'ui-news');
    expect(none.calls).toHaveLength(0);
  });
});
