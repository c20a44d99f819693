// The block picker's help: a sketch of each block as the portal lays it out, and one plain
// sentence on when to use it (its alt text, and written under the sketch). The sketches are
// made from this list by scripts/block-thumbnails.ts into public/blocks/.

/** A rough layout: boxes of the sketch, in a 240 x 100 frame ([x, y, width, height, shade]). */
type Box = [number, number, number, number, 0 | 1 | 2];

export interface BlockGuide {
  when: string;
  sketch: Box[];
}

const IMG = 2;
const TEXT = 1;
const LINE = 0;
const lines = (x: number, y: number, w: number, n: number): Box[] => Array.from({ length: n }, (_, i) => [x, y + i * 10, i === n - 1 ? w * 0.6 : w, 5, LINE]);

export const BLOCK_GUIDE: Record<string, BlockGuide> = {
  hero: {
    when: 'The top of a page: a big picture, a headline and one button.',
    sketch: [
      [0, 0, 240, 100, IMG],
      [20, 30, 120, 12, TEXT],
      [20, 60, 60, 14, TEXT],
    ],
  },
  heroCarousel: {
    when: 'The top of a page with several messages that take turns.',
    sketch: [
      [0, 0, 240, 100, IMG],
      [20, 30, 120, 12, TEXT],
      [100, 88, 40, 5, LINE],
    ],
  },
  simpleHeader: {
    when: 'A plain page title with an optional line and picture.',
    sketch: [[20, 25, 140, 14, TEXT], ...lines(20, 50, 120, 1), [170, 15, 50, 70, IMG]],
  },
  article: { when: 'Ordinary text with headings, links and pictures.', sketch: [[20, 8, 110, 10, TEXT], ...lines(20, 28, 200, 7)] },
  twoColumnWithImage: {
    when: 'Text beside a picture, to explain one thing.',
    sketch: [[10, 10, 105, 80, IMG], [125, 14, 90, 10, TEXT], ...lines(125, 34, 100, 5)],
  },
  imageSeparator: { when: 'A wide picture between two parts of a page.', sketch: [[0, 25, 240, 50, IMG]] },
  gallery: {
    when: 'Several photos to browse, such as a clinic tour.',
    sketch: [
      [10, 10, 70, 38, IMG],
      [85, 10, 70, 38, IMG],
      [160, 10, 70, 38, IMG],
      [10, 53, 70, 38, IMG],
      [85, 53, 70, 38, IMG],
      [160, 53, 70, 38, IMG],
    ],
  },
  groupList: {
    when: 'A list of cards: clinics, services, questions, facts or people.',
    sketch: [
      [10, 15, 68, 70, TEXT],
      [86, 15, 68, 70, TEXT],
      [162, 15, 68, 70, TEXT],
    ],
  },
  latestNews: {
    when: 'The newest news stories, updated on their own.',
    sketch: [[10, 10, 68, 45, IMG], [86, 10, 68, 45, IMG], [162, 10, 68, 45, IMG], ...lines(10, 62, 60, 2), ...lines(86, 62, 60, 2), ...lines(162, 62, 60, 2)],
  },
  newsletter: {
    when: 'Ask visitors to sign up for the newsletter.',
    sketch: [
      [20, 15, 130, 12, TEXT],
      [20, 45, 140, 18, LINE],
      [168, 45, 52, 18, TEXT],
    ],
  },
  contactForm: {
    when: 'Let visitors send the clinic a message.',
    sketch: [
      [20, 8, 100, 10, TEXT],
      [20, 26, 200, 12, LINE],
      [20, 44, 200, 12, LINE],
      [20, 62, 200, 18, LINE],
      [160, 84, 60, 12, TEXT],
    ],
  },
  service: { when: 'Show one service of the clinic with its details.', sketch: [[10, 10, 100, 80, IMG], [120, 14, 100, 10, TEXT], ...lines(120, 34, 100, 4)] },
  location: { when: 'One clinic’s address, hours, phone and map.', sketch: [[10, 10, 100, 80, IMG], [120, 14, 80, 10, TEXT], ...lines(120, 34, 100, 5)] },
  shop: {
    when: 'Products from the shop, to buy on the page.',
    sketch: [
      [10, 10, 52, 50, IMG],
      [68, 10, 52, 50, IMG],
      [126, 10, 52, 50, IMG],
      [184, 10, 52, 50, IMG],
      ...lines(10, 68, 40, 2),
      ...lines(68, 68, 40, 2),
      ...lines(126, 68, 40, 2),
      ...lines(184, 68, 40, 2),
    ],
  },
  video: {
    when: 'A YouTube video inside the page.',
    sketch: [
      [30, 5, 180, 90, IMG],
      [105, 35, 30, 30, TEXT],
    ],
  },
  teamList: {
    when: 'The vets and nurses, with photos and roles.',
    sketch: [[15, 10, 50, 50, IMG], [95, 10, 50, 50, IMG], [175, 10, 50, 50, IMG], ...lines(15, 68, 50, 2), ...lines(95, 68, 50, 2), ...lines(175, 68, 50, 2)],
  },
  appPromo: { when: 'Point visitors to the clinic’s phone app.', sketch: [[20, 15, 120, 12, TEXT], ...lines(20, 40, 110, 3), [170, 5, 50, 90, IMG]] },
  widget: {
    when: 'A working tool: booking, shop, account or payments.',
    sketch: [
      [10, 10, 220, 80, LINE],
      [20, 20, 90, 10, TEXT],
      [20, 40, 200, 12, LINE],
      [20, 58, 200, 12, LINE],
      [150, 76, 70, 10, TEXT],
    ],
  },
};

export const blockThumbnail = (slug: string) => `/blocks/${slug}.svg`;
