import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildManifest } from '../../scripts/manifest';
import { ContentProvider } from '../content/ContentContext';
import { seedContentClient } from '../test/seedContent';
import { widgetDocs } from './manifest';
import { tagSnippet, widgetSnippet } from './snippet';
import { SNIPPET_COPIED, SNIPPET_COPY_FAILED, WidgetsPage } from './WidgetsPage';

// The manifest the build writes, generated from the widgets' doc blocks as they are now.
const manifest = buildManifest();
let manifestStatus = 200;

beforeEach(() => {
  manifestStatus = 200;
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url.endsWith('/widgets/custom-elements.json'))
        return manifestStatus === 200 ? new Response(JSON.stringify(manifest), { status: 200 }) : new Response('gone', { status: manifestStatus });
      if (url.endsWith('/api/v2/appointment/start'))
        return new Response(
          JSON.stringify({
            success: true,
            data: {
              clinics: [
                { id: 'tui-hamilton', name: 'Tui Vets Hamilton' },
                { id: 'tui-cambridge', name: 'Tui Vets Cambridge' },
              ],
              species: [{ 1: 'Dog' }, { 2: 'Cat' }],
            },
          }),
          { status: 200 },
        );
      return new Response('{"success":false}', { status: 404 });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

let client = seedContentClient();

function show(search = '') {
  window.history.replaceState(null, '', `/widgets${search}`);
  client = seedContentClient();
  return render(
    <ContentProvider client={client}>
      <WidgetsPage search={search} />
    </ContentProvider>,
  );
}

const snippetText = () => screen.getByLabelText('Snippet').textContent ?? '';

describe('widget manifest', () => {
  it('lists every tag of the generated manifest, with distinct names and whole sentences', () => {
    const docs = widgetDocs(manifest);
    expect(docs.map((d) => d.tag)).toEqual(manifest.modules.map((m) => m.declarations[0]!.tagName));
    expect(new Set(docs.map((d) => d.name)).size).toBe(docs.length);
    for (const d of docs) expect(d.description, d.tag).toMatch(/^[A-Z].*[^:;,…]\.$/);
    const booking = docs.find((d) => d.tag === 'vet-booking')!;
    expect(booking.attributes.map((a) => a.name)).toEqual(expect.arrayContaining(['vet-id', 'api-base', 'token', 'token-url']));
    expect(booking.events.map((e) => e.name)).toContain('vet-booking:completed');
  });

  it('refuses a manifest of the wrong shape', () => {
    expect(() => widgetDocs({ modules: 'no' })).toThrow();
  });
});

describe('snippets', () => {
  it('is the loader script and the tag with the attributes set, escaped', () => {
    expect(tagSnippet('https://portal.example.nz', 'vet-booking', { 'vet-id': 'tui-vets', clinic: '', 'first-name': 'Sam "the" <b>' })).toBe(
      '<script type="module" src="https://portal.example.nz/widgets/vet-widgets.js"></script>\n<vet-booking vet-id="tui-vets" first-name="Sam &quot;the&quot; &lt;b&gt;"></vet-booking>',
    );
  });

  it('drops attribute names that are not kebab-case words or are event handlers', () => {
    expect(tagSnippet('', 'vet-shop', { onclick: 'x', 'Bad Name': 'y', 'x"y': 'z' })).toBe(
      '<script type="module" src="/widgets/vet-widgets.js"></script>\n<vet-shop></vet-shop>',
    );
  });

  it('gives the iframe code for the booking embed, with the vet group and the prefills set', () => {
    const code = widgetSnippet('iframe', 'https://portal.example.nz', 'vet-booking', { 'vet-id': 'kea-vets', species: '2' }, 'tui-vets');
    expect(code).toContain('<iframe src="https://portal.example.nz/embed/booking?vetId=kea-vets&amp;species=2"');
    // Other tags have no iframe page: their snippet stays the tag.
    expect(widgetSnippet('iframe', '', 'vet-shop', {}, 'tui-vets')).toContain('<vet-shop></vet-shop>');
  });
});

describe('/widgets page', () => {
  it('lists every tag and shows the chosen one with its attributes, events and parts', async () => {
    show('?tag=vet-booking');
    expect(await screen.findByRole('heading', { level: 2, name: 'Online booking' })).toBeTruthy();
    const list = screen.getByRole('navigation', { name: 'Widgets', hidden: true });
    expect(within(list).getAllByRole('link', { hidden: true })).toHaveLength(manifest.modules.length);
    expect(
      within(list)
        .getByRole('link', { name: /Online booking\s*<vet-booking>/, hidden: true })
        .getAttribute('aria-current'),
    ).toBe('page');
    // Clinic and species are chosen from the group's own lists, not typed as ids.
    expect(await screen.findByRole('option', { name: 'Tui Vets Cambridge' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'species' })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'vet-id' }) as HTMLInputElement).value).toBe('tui-vets');
    expect(screen.getByText('vet-booking:completed')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'CSS parts' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Online booking preview' }).querySelector('vet-booking')).toBeTruthy();
  });

  it('updates the snippet as attributes are typed and the preview when asked', async () => {
    show('?tag=vet-booking');
    const clinic = await screen.findByRole('combobox', { name: 'clinic' });
    expect(clinic.getAttribute('aria-describedby')).toBeTruthy();
    await screen.findByRole('option', { name: 'Tui Vets Hamilton' });
    fireEvent.change(clinic, { target: { value: 'tui-hamilton' } });
    expect(snippetText()).toContain('<vet-booking vet-id="tui-vets" clinic="tui-hamilton"></vet-booking>');
    expect(snippetText()).toContain('/widgets/vet-widgets.js');
    const preview = () => screen.getByRole('region', { name: 'Online booking preview' }).querySelector('vet-booking')!;
    expect(preview().getAttribute('clinic')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Update preview' }));
    expect(preview().getAttribute('clinic')).toBe('tui-hamilton');
    expect(preview().getAttribute('vet-id')).toBe('tui-vets');
  });

  it('offers the iframe code for booking', async () => {
    show('?tag=vet-booking');
    fireEvent.click(await screen.findByRole('radio', { name: 'Iframe' }));
    expect(snippetText()).toContain('/embed/booking?vetId=tui-vets');
  });

  it('copies the snippet and says so, or says it could not', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    show('?tag=vet-booking');
    fireEvent.click(await screen.findByRole('button', { name: 'Copy snippet' }));
    expect(await screen.findByText(SNIPPET_COPIED)).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(snippetText());
    writeText.mockRejectedValueOnce(new Error('denied'));
    fireEvent.click(screen.getByRole('button', { name: 'Copy snippet' }));
    expect(await screen.findByText(SNIPPET_COPY_FAILED)).toBeTruthy();
  });

  it('changes widget from the list, keeping the choice in the address', async () => {
    show('?tag=vet-booking');
    const list = await screen.findByRole('navigation', { name: 'Widgets', hidden: true });
    fireEvent.click(within(list).getByRole('link', { name: /<vet-shop>/, hidden: true }));
    expect(window.location.search).toBe('?tag=vet-shop');
  });

  it("asks for a vet group's clinics and species once, showing them at once when the widget is chosen again", async () => {
    const view = show('?tag=vet-booking');
    await screen.findByRole('option', { name: 'Tui Vets Cambridge' });
    const page = (search: string) => (
      <ContentProvider client={client}>
        <WidgetsPage search={search} />
      </ContentProvider>
    );
    view.rerender(page('?tag=vet-shop'));
    expect(await screen.findByRole('heading', { level: 2, name: /shop/i })).toBeTruthy();
    view.rerender(page('?tag=vet-booking'));
    expect(screen.getByRole('option', { name: 'Tui Vets Cambridge' })).toBeTruthy();
    const starts = vi.mocked(fetch).mock.calls.filter(([url]) => String(url).endsWith('/api/v2/appointment/start'));
    expect(starts).toHaveLength(1);
  });

  it('shows an error with a retry when the manifest cannot be read', async () => {
    manifestStatus = 404;
    show();
    expect(await screen.findByRole('alert')).toBeTruthy();
    manifestStatus = 200;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('navigation', { name: 'Widgets', hidden: true })).toBeTruthy());
  });
});
