import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ContentProvider } from '../content/ContentContext';
import { seedBlock, seedContentClient, seedLayout } from '../test/seedContent';
import { BlockView, Blocks } from './Blocks';
import { parseBlocks, type Block } from '../../shared/content/blocks';
import { cssAspectRatio, embedUrl, videoSource } from './Video';
import { startIslands } from '../islands';

// Dialogs and lightboxes run as islands (plain DOM), as on a page sent without React.
beforeAll(() => startIslands(document, { hydrating: false }));

function block(blockType: string, kind?: string): Block {
  const [parsed] = parseBlocks([seedBlock(blockType, kind)]);
  if (!parsed) throw new Error(`The seed's ${blockType} block does not parse`);
  return parsed;
}

function renderBlock(b: Block, asPageHeading = false) {
  return render(
    <ContentProvider client={seedContentClient()}>
      <BlockView block={b} asPageHeading={asPageHeading} />
    </ContentProvider>,
  );
}

describe('blocks from the demo seed', () => {
  it.each([
    ['home'],
    ['about-us'],
    ['farm-services'],
    ['our-team'],
    ['emergencies'],
    ['community'],
    ['farm-store'],
    ['sheep-vaccine-order'],
    ['register'],
    ['new-clients'],
    ['feedback'],
    ['download-app'],
  ])('every block of the %s page parses', (slug) => {
    const layout = seedLayout('ui-page', slug);
    expect(parseBlocks(layout)).toHaveLength(layout.length);
  });

  it('every block of the clinic pages parses', () => {
    for (const slug of ['hamilton', 'cambridge', 'te-awamutu']) {
      const layout = seedLayout('ui-clinic', slug);
      expect(parseBlocks(layout)).toHaveLength(layout.length);
    }
  });

  it('skips a malformed block and keeps the rest', () => {
    expect(
      parseBlocks([{ blockType: 'hero' }, { blockType: 'nope' }, null, { id: 'x', blockType: 'newsletter', title: 'Hi' }]).map((b) => b.blockType),
    ).toEqual(['newsletter']);
  });

  it('gives the page one h1: the first header block, or the page title', async () => {
    const { container, unmount } = render(
      <ContentProvider client={seedContentClient()}>
        <Blocks layout={seedLayout('ui-page', 'about-us')} pageTitle="About us" />
      </ContentProvider>,
    );
    expect([...container.querySelectorAll('h1')].map((h) => h.textContent)).toEqual(['About Tui Vets']);
    unmount();
    const home = render(
      <ContentProvider client={seedContentClient()}>
        <Blocks layout={seedLayout('ui-page', 'home')} pageTitle="Tui Vets" />
      </ContentProvider>,
    );
    expect([...home.container.querySelectorAll('h1')].map((h) => h.textContent)).toEqual(['Tui Vets']);
    await screen.findAllByRole('link', { name: /Paws for the Rescue 2026|Tui Vets app is here/ });
  });

  it('hero: title as h1, subtitle, summary and both actions', () => {
    renderBlock(block('hero'), true);
    expect(screen.getByRole('heading', { level: 1, name: 'Farm vets who know the Waikato' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Talk to the farm team' }).getAttribute('href')).toBe('#farm-enquiry');
    expect(screen.getByRole('link', { name: 'Order sheep vaccines' }).getAttribute('href')).toBe('/sheep-vaccine-order');
  });

  it('heroCarousel: every slide with previous and next buttons', () => {
    renderBlock(block('heroCarousel'));
    expect(screen.getByRole('region', { name: 'Highlights' })).toBeTruthy();
    expect(screen.getAllByRole('group', { hidden: true }).map((g) => g.getAttribute('aria-label'))).toEqual([
      'Slide 1 of 3: Caring for Waikato animals since 2009',
      'Slide 2 of 3: Puppy preschool is back',
      'Slide 3 of 3: Paws for the Rescue',
    ]);
    expect(screen.getByRole('button', { name: 'Previous slide' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(screen.getAllByRole('group', { hidden: true })[1]!.getAttribute('aria-hidden')).toBeNull();
  });

  it('simpleHeader: title and subtitle', () => {
    renderBlock(block('simpleHeader'), true);
    expect(screen.getByRole('heading', { level: 1, name: 'About Tui Vets' })).toBeTruthy();
    expect(screen.getByText('Locally owned Waikato vets since 2009')).toBeTruthy();
  });

  it('article: rich text with headings, bold text and lists', () => {
    renderBlock(block('article'));
    expect(screen.getByRole('heading', { name: 'Our story' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'What we believe' })).toBeTruthy();
    expect(screen.getByText('Know the animal, know the family.').tagName).toBe('STRONG');
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  it('contactForm: the contact widget with the block name as origin, under its anchor', () => {
    const { container } = renderBlock(block('contactForm'));
    const tag = container.querySelector('vet-contact-form')!;
    expect(tag.getAttribute('origin')).toBe('Farm services enquiry');
    expect(tag.getAttribute('vet-id')).toBe('tui-vets');
    expect(tag.getAttribute('token-url')).toBe('/auth/token');
    expect(container.querySelector('#farm-enquiry')).toBeTruthy();
  });

  it('imageSeparator: the picture with its alt text', () => {
    renderBlock(block('imageSeparator'));
    expect(screen.getByRole('img', { name: 'Waikato farmland' })).toBeTruthy();
  });

  it('newsletter: title, summary and the sign-up widget', () => {
    const { container } = renderBlock(block('newsletter'));
    expect(screen.getByRole('heading', { name: 'Stay in the loop' })).toBeTruthy();
    expect(container.querySelector('vet-newsletter')).toBeTruthy();
  });

  it('shop: the shop widget with category and limit', () => {
    const { container } = renderBlock(block('shop'));
    const tag = container.querySelector('vet-shop')!;
    expect([tag.getAttribute('category'), tag.getAttribute('limit')]).toEqual(['farm', '8']);
  });

  it('twoColumnWithImage: text, action and image', () => {
    renderBlock(block('twoColumnWithImage'));
    expect(screen.getByRole('heading', { name: 'Locally owned, Waikato through and through' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'About us' }).getAttribute('href')).toBe('/about-us');
    expect(screen.getByRole('img', { name: 'A Tui Vets clinic among trees' })).toBeTruthy();
  });

  it('video: a YouTube embed keeping the aspect ratio, with a title', () => {
    const { container } = renderBlock(block('video'));
    const frame = container.querySelector('iframe')!;
    expect(frame.getAttribute('src')).toBe('https://www.youtube.com/embed/M7lc1UVf-VE');
    expect(frame.getAttribute('title')).toBe('A day in the life of our farm team');
    expect((frame.parentElement as HTMLElement).style.aspectRatio).toBe('16 / 9');
  });

  it.each([
    ['16:9', '16 / 9'],
    ['4:3', '4 / 3'],
    [null, '16 / 9'],
    ['wide', '16 / 9'],
    ['0:1', '16 / 9'],
  ])('video aspect ratio %j is %j', (value, css) => expect(cssAspectRatio(value)).toBe(css));

  it.each([
    ['YouTube', 'M7lc1UVf-VE', { embed: 'https://www.youtube.com/embed/M7lc1UVf-VE' }],
    ['YouTube', 'https://www.youtube.com/watch?v=M7lc1UVf-VE', { embed: 'https://www.youtube.com/embed/M7lc1UVf-VE' }],
    ['youtube', 'https://youtu.be/M7lc1UVf-VE', { embed: 'https://www.youtube.com/embed/M7lc1UVf-VE' }],
    ['Vimeo', '76979871', { embed: 'https://player.vimeo.com/video/76979871' }],
    ['Vimeo', 'https://vimeo.com/76979871', { embed: 'https://player.vimeo.com/video/76979871' }],
    ['Other', 'https://videos.example.nz/lambing.mp4', { link: 'https://videos.example.nz/lambing.mp4' }],
    ['evil', 'abc', null],
    ['YouTube', 'javascript:alert(1)', null],
    ['Vimeo', '<script>', null],
  ])('video %s %s plays as %j', (provider, id, source) => expect(videoSource(provider, id)).toEqual(source));

  it('video: a Vimeo block embeds the player; another link shows as a link, not nothing', () => {
    const vimeo = { ...block('video'), videoProvider: 'Vimeo', videoId: '76979871' } as Block;
    const { container, unmount } = renderBlock(vimeo);
    expect(container.querySelector('iframe')?.getAttribute('src')).toBe('https://player.vimeo.com/video/76979871');
    unmount();
    renderBlock({ ...block('video'), videoProvider: 'Other', videoId: 'https://videos.example.nz/lambing.mp4' } as Block);
    expect(screen.getByRole('link', { name: /Watch the video/ }).getAttribute('href')).toBe('https://videos.example.nz/lambing.mp4');
  });

  it('video embeds only from a known provider', () => {
    expect(embedUrl('YouTube', 'abcdef')).toBe('https://www.youtube.com/embed/abcdef');
    expect(embedUrl('evil', 'abc')).toBeNull();
  });

  it('service: the service with its items', () => {
    renderBlock(block('service'));
    expect(screen.getByRole('heading', { level: 2, name: 'Dairy' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 3 }).length).toBeGreaterThan(1);
  });

  it('location: map placeholder, contact details and a directions link from the coordinates', () => {
    renderBlock(block('location'));
    expect(screen.getByRole('heading', { name: 'Tui Vets Hamilton' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Map showing Tui Vets Hamilton' }).style.aspectRatio).toBe('450 / 300');
    expect(screen.getByRole('link', { name: /Get directions/ }).getAttribute('href')).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=-37.7931,175.2948',
    );
    expect(screen.getByRole('link', { name: '07 856 0140' }).getAttribute('href')).toBe('tel:078560140');
  });

  it('appPromo: the promo with a link to the download page and a Download app button', () => {
    renderBlock(block('appPromo'));
    expect(screen.getByRole('heading', { name: 'Your pets in your pocket' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download app' }).getAttribute('href')).toBe('/download-app');
    // Desktop: the code to scan, of the download page's absolute address.
    const scan = screen.getByRole('link', { name: /Scan with your phone camera to get the app/ });
    expect(scan.getAttribute('href')).toBe('/download-app');
    expect(within(scan).getByRole('img', { name: 'QR code of the download page' }).getAttribute('viewBox')).toMatch(/^0 0 \d+ \d+$/);
  });

  describe('appPromo on the download page: the stores, not a link to itself', () => {
    afterEach(() => {
      vi.unstubAllGlobals();
      window.history.replaceState(null, '', '/');
    });
    const answer = (status: number, body: unknown) =>
      vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => new Response(JSON.stringify(body), { status }));

    it('shows the App Store and Google Play links from /api/v1/lookup/appstore, and no link back to itself', async () => {
      const fetch = answer(200, {
        success: true,
        data: { ios: 'https://apps.apple.com/nz/app/tui-vets/id1', android: 'https://play.google.com/store/apps/details?id=nz.tuivets' },
      });
      vi.stubGlobal('fetch', fetch);
      window.history.replaceState(null, '', '/download-app');
      renderBlock(block('appPromo'));
      expect((await screen.findByRole('link', { name: /App Store/ })).getAttribute('href')).toBe('https://apps.apple.com/nz/app/tui-vets/id1');
      expect(screen.getByRole('link', { name: /Google Play/ }).getAttribute('href')).toBe('https://play.google.com/store/apps/details?id=nz.tuivets');
      expect(String(fetch.mock.calls[0]![0])).toMatch(/\/api\/v1\/lookup\/appstore$/);
      expect(screen.queryAllByRole('link').filter((a) => a.getAttribute('href') === '/download-app')).toEqual([]);
      // Desktop: a code that carries this page over to the phone.
      expect(screen.getByRole('img', { name: 'QR code of this page' })).toBeTruthy();
      expect(screen.getByText('Scan to open this page on your phone')).toBeTruthy();
    });

    it('says so when the group has no app', async () => {
      vi.stubGlobal('fetch', answer(404, { success: false, message: 'This clinic group has no app to download.' }));
      window.history.replaceState(null, '', '/download-app');
      renderBlock(block('appPromo'));
      expect(await screen.findByText('The app download links are not available right now.')).toBeTruthy();
    });
  });

  it('latestNews: the newest articles first, linking to /news/{id}/{slug}', async () => {
    renderBlock(block('latestNews'));
    await screen.findByRole('link', { name: 'Paws for the Rescue: our Christmas fundraiser' });
    const articles = screen.getAllByRole('link').filter((l) => l.getAttribute('href')?.startsWith('/news/'));
    expect(articles.map((a) => a.getAttribute('href'))).toEqual([
      '/news/fundraiser-launch/paws-for-the-rescue-2026',
      '/news/app-launch/the-tui-vets-app-is-here',
      '/news/fireworks/fireworks-and-anxious-pets',
    ]);
    expect(screen.getByRole('link', { name: /See all news/ }).getAttribute('href')).toBe('/news');
  });

  it('widget: a registered vet-* tag with its attributes', () => {
    const { container } = renderBlock(block('widget'));
    expect(container.querySelector('vet-sheep-vaccine-order')?.getAttribute('vet-id')).toBe('tui-vets');
  });

  it.each(['script', 'vet-unknown', 'iframe', 'x-vet-booking'])('widget: the tag %s renders nothing', (tag) => {
    const [b] = parseBlocks([{ id: 'w', blockType: 'widget', tag, title: 'Bad', attributes: { src: 'x' } }]);
    const { container } = renderBlock(b!);
    expect(container.innerHTML).toBe('');
  });

  it('widget: event-handler attributes are dropped', () => {
    const [b] = parseBlocks([{ id: 'w', blockType: 'widget', tag: 'vet-feedback', attributes: { onclick: 'alert(1)', 'data-x': 'ok', Bad: 'no' } }]);
    const tag = renderBlock(b!).container.querySelector('vet-feedback')!;
    expect(tag.hasAttribute('onclick')).toBe(false);
    expect(tag.getAttribute('data-x')).toBe('ok');
  });
});

describe('groupList kinds', () => {
  it('data: values with labels', () => {
    renderBlock(block('groupList', 'data'));
    expect(screen.getByText('24/7')).toBeTruthy();
    expect(screen.getByText('emergency cover')).toBeTruthy();
  });

  it('faq: questions that open to their answers, with safe links', () => {
    renderBlock(block('groupList', 'faq'));
    const question = screen.getByText('How do I order sheep vaccines?');
    expect(question.closest('details')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'sheep vaccine order form', hidden: true }).getAttribute('href')).toBe('/sheep-vaccine-order');
  });

  it('info: cards with title and body', () => {
    renderBlock(block('groupList', 'info'));
    expect(screen.getByRole('heading', { name: 'A vet on call, always' })).toBeTruthy();
  });

  it('location: a card per location', () => {
    renderBlock(block('groupList', 'location'));
    expect(screen.getAllByRole('article').map((a) => within(a).getByRole('heading').textContent)).toEqual([
      'Tui Vets Hamilton',
      'Tui Vets Cambridge',
      'Tui Vets Te Awamutu',
    ]);
  });

  it('people: member cards that open the modal', () => {
    renderBlock(block('groupList', 'people'));
    fireEvent.click(screen.getByRole('button', { name: /Grace Liu/ }));
    expect(screen.getByRole('dialog', { name: 'Grace Liu' })).toBeTruthy();
  });

  it('testimony: quotes in a carousel', () => {
    renderBlock(block('groupList', 'testimony'));
    expect(document.querySelector('[aria-roledescription="carousel"]')?.getAttribute('aria-label')).toBe('What our clients say');
    expect(screen.getByText(/The cat-only waiting room/)).toBeTruthy();
    expect(screen.getByText('Rachel T.')).toBeTruthy();
  });

  it('item: cards with their optional action', () => {
    renderBlock(block('groupList', 'item'));
    expect(screen.getByRole('heading', { name: 'Pre-mating' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Read about bull testing' }).getAttribute('href')).toBe('/news/bull-testing/bull-breeding-soundness-before-mating');
    expect(screen.getAllByRole('link')).toHaveLength(2);
  });

  it('clinicPage: links to /clinic/{slug}', () => {
    renderBlock(block('groupList', 'clinicPage'));
    expect(screen.getAllByRole('link').map((l) => l.getAttribute('href'))).toEqual(['/clinic/te-awamutu', '/clinic/hamilton', '/clinic/cambridge']);
  });

  it('news: article cards', () => {
    renderBlock(block('groupList', 'news'));
    expect(screen.getAllByRole('link').map((l) => l.getAttribute('href'))).toEqual([
      '/news/autumn-dog-show/cambridge-autumn-festival-dog-show',
      '/news/spring-lambing-photos/spring-on-the-farm',
      '/news/fundraiser-launch/paws-for-the-rescue-2026',
    ]);
  });

  it('service: links to /{nav group}/item/{slug}', async () => {
    renderBlock(block('groupList', 'service'));
    // Once navigation has loaded, services link under their nav group.
    await screen.findByRole('link', { name: 'Dairy', hidden: false });
    await act(async () => {});
    expect(screen.getByRole('link', { name: 'Dogs & cats' }).getAttribute('href')).toBe('/pets/item/dogs-and-cats');
    expect(screen.getByRole('link', { name: 'Dairy' }).getAttribute('href')).toBe('/farm/item/dairy');
  });
});

describe('team list', () => {
  it('cards: a grid; a member opens a modal with image, name, role and body; Escape closes and focus returns', () => {
    renderBlock(block('teamList'));
    const card = screen.getByRole('button', { name: /Dr James Whitford/ });
    card.focus();
    fireEvent.click(card);
    const dialog = screen.getByRole('dialog', { name: 'Dr James Whitford' });
    expect(within(dialog).getByText('Clinical director, companion animals')).toBeTruthy();
    expect(within(dialog).getByRole('img', { name: 'Portrait of Dr James Whitford' })).toBeTruthy();
    expect(within(dialog).getByText(/founded Tui Vets in 2009/)).toBeTruthy();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(card);
  });

  it('carousel: the members in a carousel', () => {
    const b = parseBlocks([seedBlock('teamList')]).map((x) => ({ ...x, display: 'carousel' }) as Block)[0]!;
    renderBlock(b);
    expect(document.querySelector('[aria-roledescription="carousel"]')?.getAttribute('aria-label')).toBe('Meet the vets');
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeTruthy();
  });
});
