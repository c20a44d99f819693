// What marketing staff expect of the CMS, from the admin (or its API, signed in as an editor) to
// the portal: the contact form sends to the clinic picked; a page's address is made from its title
// and cannot take another page's; a widget value the widget would refuse is not published; rich
// text's internal links, typed links, inline images, block anchors and SEO fields show on the
// portal, and a page's old address leads to its new one.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { addBlock, answered, formIdle, trackFormRequests } from './adminForm';
import { authorization, signInToCms } from './asEditor';
import { CMS } from './urls';

/** The CMS's REST API as the Tui editor (what the admin itself calls). */
async function asEditor(request: APIRequestContext) {
  const headers = await authorization(request);
  return {
    get: async (path: string) => (await (await request.get(`${CMS}/api${path}`, { headers })).json()) as { docs: { id: string }[] },
    post: (path: string, data: unknown) => request.post(`${CMS}/api${path}`, { headers, data }),
    patch: (path: string, data: unknown) => request.patch(`${CMS}/api${path}`, { headers, data }),
  };
}

test('a visitor sends a message from the contact page, whose clinics come from the CMS', async ({ page }) => {
  await page.goto('/contact');
  const form = page.locator('vet-contact-form');
  await form.getByRole('combobox', { name: 'Clinic' }).selectOption({ label: 'Tui Vets Cambridge' });
  await form.getByRole('textbox', { name: 'Full name' }).fill('Aroha Ngata');
  await form.getByRole('textbox', { name: 'Email address' }).fill('aroha@example.nz');
  await form.getByRole('textbox', { name: 'Phone number' }).fill('021 555 1234');
  await form.getByRole('textbox', { name: 'Message' }).fill('Is the clinic open on Saturday?');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByText('Your message has been sent. We will contact you soon.')).toBeVisible();
});

test('an editor’s page: its address from the title, never another page’s; a widget value the widget refuses is not published', async ({ page }) => {
  trackFormRequests(page);
  await signInToCms(page);
  await page.goto(`${CMS}/admin/collections/ui-page/create`);
  await answered(page, () => page.locator('#field-title').fill('About us'), 'about-us');
  // The address follows the title while the page is new.
  await expect(page.locator('#field-slug')).toHaveValue('about-us');
  await page.getByRole('button', { name: 'Save Draft' }).click();
  await expect(page.getByText('The address "about-us" is already used by "About us" in this collection. Choose another address.').first()).toBeVisible();

  await page.locator('#field-slug').fill('about-our-shop');
  await formIdle(page);
  await addBlock(page, 'Widget');
  await answered(page, async () => {
    await page.locator('#field-layout__0__tag').click();
    await page.keyboard.type('vet-shop)');
    await page.getByRole('option', { name: /\(vet-shop\)$/ }).click();
  });
  await page.locator('#field-layout__0__attributes__limit').fill('500');
  await page
    .getByRole('button', { name: /Publish/ })
    .first()
    .click();
  // Refused, and the admin says where: its toast names the field, and the field shows the rule
  // (a form-state answer of Payload's landing after the refusal can clear the field's message,
  // so either counts). Nothing reached the portal.
  await expect(page.getByText(/Limit must be a whole number from 1 to 100\.|The following field is invalid: .*Limit/).first()).toBeVisible();
  expect((await page.request.get('/about-our-shop')).status()).toBe(404);
  await page.locator('#field-layout__0__attributes__limit').fill('6');
  await page
    .getByRole('button', { name: /Publish/ })
    .first()
    .click();
  await expect(page.getByText('Published', { exact: true })).toBeVisible();

  await page.goto('/about-our-shop');
  await expect(page.locator('vet-shop')).toHaveAttribute('limit', '6');
});

test('rich text on the portal: an internal link to the page’s address, a typed link, an inline image with its alt text, a block anchor', async ({
  page,
  request,
}) => {
  const cms = await asEditor(request);
  const about = (await cms.get('/ui-page?where[slug][equals]=about-us&depth=0')).docs[0]!;
  const image = (await cms.get('/media?limit=1&depth=0')).docs[0] as { id: string; alt: string };
  const text = (words: string) => ({ type: 'text', text: words, format: 0, detail: 0, mode: 'normal', style: '', version: 1 });
  const element = { direction: 'ltr', format: '', indent: 0 };
  const body = {
    root: {
      type: 'root',
      version: 1,
      ...element,
      children: [
        {
          type: 'paragraph',
          version: 1,
          ...element,
          children: [
            text('Read '),
            {
              type: 'link',
              id: '6b0a46270b0e397eb38f9001',
              version: 3,
              ...element,
              fields: { linkType: 'internal', url: 'https://', newTab: false, doc: { relationTo: 'ui-page', value: about.id } },
              children: [text('about us')],
            },
            text(' or see '),
            {
              type: 'link',
              id: '6b0a46270b0e397eb38f9002',
              version: 3,
              ...element,
              fields: { linkType: 'custom', url: 'www.tuivets.nz/hours', newTab: false },
              children: [text('our hours')],
            },
          ],
        },
        { type: 'upload', id: '6b0a46270b0e397eb38f9003', version: 3, format: '', relationTo: 'media', value: image.id, fields: null },
      ],
    },
  };
  const made = await cms.post('/ui-page', {
    title: 'Rich text check',
    _status: 'published',
    meta: { title: 'Words, links and pictures | Tui Vets', description: 'How rich text from the CMS shows on the portal.' },
    layout: [
      { blockType: 'hero', title: 'Booking week', actionButtonLabel: 'Book now', actionButtonTargetUrl: '#booking' },
      { blockType: 'article', title: 'Words and pictures', body, anchor: 'booking' },
    ],
  });
  expect(made.status()).toBe(201);

  await page.goto('/rich-text-check');
  // The page's own SEO fields are its head.
  await expect(page).toHaveTitle('Words, links and pictures | Tui Vets');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', 'How rich text from the CMS shows on the portal.');
  await expect(page.getByRole('link', { name: 'about us' })).toHaveAttribute('href', '/about-us');
  await expect(page.getByRole('link', { name: /^our hours/ })).toHaveAttribute('href', 'https://www.tuivets.nz/hours');
  await expect(page.getByRole('img', { name: image.alt })).toBeVisible();
  await expect(page.locator('section#booking, #booking').first()).toBeVisible();
  await page.getByRole('link', { name: 'about us' }).click();
  await expect(page).toHaveURL(/\/about-us$/);

  // A new slug, published: the old address leads to the page's new one.
  const { id } = ((await made.json()) as { doc: { id: string } }).doc;
  expect((await cms.patch(`/ui-page/${id}`, { slug: 'rich-text-on-the-portal', _status: 'published' })).ok()).toBe(true);
  await page.goto('/rich-text-check');
  await expect(page).toHaveURL(/\/rich-text-on-the-portal$/);
  await expect(page.getByRole('link', { name: 'about us' })).toBeVisible();
});
