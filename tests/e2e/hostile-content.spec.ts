// Rich text comes from a CMS that editors (and anyone who gets an editor's password) write.
// A corpus of hostile Slate JSON goes through the real renderers in Chromium: the booking
// widget's welcome and emergency notes (widgets/kit/RichText) and a portal content page's
// article (shell/RichText). Nothing may run, no element the corpus names may appear, every
// hostile string shows as text, and the page keeps working.
import { expect, test, type Page } from './test';

const PWN = 'window.__pwned=(window.__pwned||0)+1';
const text = (t: string) => ({ text: t });
const link = (url: unknown, label = 'a link') => ({ type: 'link', url, children: [text(label)] });

function deep(levels: number): unknown {
  let node: unknown = text('the bottom of a deep nest');
  for (let i = 0; i < levels; i++) node = { type: i % 2 ? 'block-quote' : 'paragraph', children: [node] };
  return node;
}

/** Each entry is one way in that someone has tried on a rich-text renderer. */
const CORPUS: unknown[] = [
  { type: 'paragraph', children: [text(`<script>${PWN}</script>`), text(`<img src=x onerror="${PWN}">`)] },
  { type: 'paragraph', children: [text('<svg onload="' + PWN + '"></svg>'), { text: '"><iframe src="javascript:' + PWN + '">', bold: true }] },
  { type: 'paragraph', children: [link(`javascript:${PWN}`, 'js link'), link(`JaVaScRiPt:${PWN}`, 'mixed case'), link(` javascript:${PWN}`, 'leading space')] },
  {
    type: 'paragraph',
    children: [link(`java\tscript:${PWN}`, 'tab inside'), link(`data:text/html,<script>${PWN}</script>`, 'data url'), link(`vbscript:msgbox(1)`, 'vbscript')],
  },
  {
    type: 'paragraph',
    children: [
      link({ toString: 'javascript:1' }, 'object url'),
      link('https://example.com/" onmouseover="' + PWN, 'quote break'),
      link('//evil.example/x', 'protocol-relative'),
    ],
  },
  { type: 'script', children: [text(PWN)] },
  { type: 'iframe', url: `javascript:${PWN}`, src: `javascript:${PWN}`, children: [text('iframe text')] },
  { type: 'img', src: 'x', onerror: PWN, children: [text('img text')] },
  {
    type: 'paragraph',
    onclick: PWN,
    style: 'position:fixed;inset:0',
    className: 'x',
    dangerouslySetInnerHTML: { __html: `<img src=x onerror="${PWN}">` },
    children: [text('props carried')],
  },
  { type: 'heading-one', children: [{ text: 'leaf props', bold: true, dangerouslySetInnerHTML: { __html: '<b>bold</b>' }, style: { color: 'red' } }] },
  { type: '__proto__', children: [text('proto type')] },
  { type: 'constructor', children: 'not an array' },
  { type: 'paragraph', children: [null, 42, 'a bare string', [text('an array in an array')], { children: null }, { text: { nested: true } }] },
  null,
  'a string at the top',
  7,
  deep(200),
  { type: 'paragraph', children: [text('x'.repeat(100_000))] },
];

const HOSTILE_STRINGS = [`<script>${PWN}</script>`, `<img src=x onerror="${PWN}">`];

async function expectNothingRan(page: Page, root: string) {
  // A broken image of our own, made after the content: once its error has fired, the same
  // handler on an image the content made earlier would have fired too.
  await page.evaluate(
    () =>
      new Promise<void>((done) => {
        const probe = new Image();
        probe.addEventListener('error', () => done(), { once: true });
        probe.src = 'x';
      }),
  );
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned ?? 0)).toBe(0);
  const found = await page.evaluate((selector) => {
    const host = document.querySelector(selector);
    const scope: ParentNode | null = host?.shadowRoot ?? host;
    if (!scope) return null;
    const all = [...scope.querySelectorAll('*')];
    return {
      dangerous: all
        .filter((el) => ['SCRIPT', 'IFRAME', 'OBJECT', 'EMBED'].includes(el.tagName) || (el.tagName === 'IMG' && el.getAttribute('src') === 'x'))
        .map((el) => el.tagName),
      handlers: all.flatMap((el) => [...el.attributes].filter((a) => /^on/i.test(a.name)).map((a) => `${el.tagName}[${a.name}]`)),
      badHrefs: all.flatMap((el) => {
        const href = el.getAttribute('href');
        return href !== null && !/^(https?:|mailto:|tel:|\/(?!\/)|#)/i.test(href.trim()) ? [href] : [];
      }),
      fixed: all.filter((el) => el.getAttribute('style')?.includes('position:fixed')).length,
    };
  }, root);
  expect(found).toEqual({ dangerous: [], handlers: [], badHrefs: [], fixed: 0 });
}

test.describe('hostile rich text from the content service', () => {
  test('the booking widget shows it as text and still books', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await page.route('**/api/v2/appointment/start*', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: { welcome: { messageSlate: unknown }; emergency: { messageSlate: unknown } } };
      body.data.welcome.messageSlate = CORPUS;
      body.data.emergency.messageSlate = CORPUS.slice(0, 6);
      await route.fulfill({ response, json: body });
    });
    await page.goto('/demo/booking.html');
    const booking = page.locator('#booking');
    await expect(booking.getByRole('heading', { level: 2, name: 'Book an appointment' })).toBeVisible();
    for (const s of HOSTILE_STRINGS) await expect(booking.getByText(s, { exact: false }).first()).toBeVisible();
    await expect(booking.getByText('the bottom of a deep nest')).toBeAttached();
    await expectNothingRan(page, '#booking');
    // The links that were refused are their label as text; the flow still goes on.
    await expect(booking.getByRole('link', { name: 'js link' })).toHaveCount(0);
    await booking.getByRole('button', { name: 'Continue' }).click();
    await expect(booking.getByRole('heading', { level: 2, name: 'Choose a clinic' })).toBeVisible();
    expect(dialogs).toEqual([]);
  });

  test('a portal content page shows it as text', async ({ page }) => {
    await page.route('**/content/api/ui-page*', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { docs: { slug: string; layout: { blockType: string; body?: unknown }[] }[] };
      // The article block only (the page's video block is an iframe of its own, rightly).
      for (const doc of body.docs) {
        doc.layout = doc.layout.filter((block) => block.blockType === 'article');
        for (const block of doc.layout) block.body = CORPUS;
      }
      await route.fulfill({ response, json: body });
    });
    // Pages are rendered on the server from its own content: the hostile answer
    // is the one the browser asks for when a hydrated page (the app banner's download page
    // looks up its store links in the browser) moves to another as a single-page app.
    // (The server's render uses the same components; shell/RichText.test.tsx renders the
    // corpus's kind of input with React's server renderer.)
    await page.goto('/download-app');
    // The app has started once it has asked who is signed in.
    await expect(page.locator('html[data-session]')).toBeAttached();
    await page.evaluate(() => {
      history.pushState(null, '', '/about-us');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page).toHaveURL(/\/about-us$/);
    const main = page.getByRole('main');
    await expect(main.getByText(HOSTILE_STRINGS[0]!, { exact: false }).first()).toBeVisible();
    await expect(main.getByText('the bottom of a deep nest')).toBeAttached();
    await expectNothingRan(page, 'main');
  });
});
