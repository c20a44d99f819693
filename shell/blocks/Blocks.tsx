// Renders a page's layout: each block by its kind, in order. The first block, when it is a
// header (hero or simple header), carries the page's h1; otherwise the page supplies one.
import type { ComponentType } from 'react';
import { handPickedNews, PageNewsContext } from './pageNews';
import { AppPromo } from './AppPromo';
import { Article } from './Article';
import { ContactForm } from './ContactForm';
import { Gallery } from './Gallery';
import { GroupList } from './GroupList';
import { Hero } from './Hero';
import { HeroCarousel } from './HeroCarousel';
import { ImageSeparator } from './ImageSeparator';
import { LatestNews } from './LatestNews';
import { Location } from './Location';
import { Newsletter } from './Newsletter';
import { parseBlocks, type Block, type BlockType } from '../../shared/content/blocks';
import { Service } from './Service';
import { Shop } from './Shop';
import { SimpleHeader } from './SimpleHeader';
import { TeamList } from './TeamList';
import { TwoColumnWithImage } from './TwoColumnWithImage';
import type { BlockProps } from './types';
import { Video } from './Video';
import { WidgetBlock } from './WidgetBlock';

export const BLOCK_COMPONENTS: { [T in BlockType]: ComponentType<BlockProps<T>> } = {
  appPromo: AppPromo,
  article: Article,
  contactForm: ContactForm,
  gallery: Gallery,
  groupList: GroupList,
  hero: Hero,
  heroCarousel: HeroCarousel,
  imageSeparator: ImageSeparator,
  latestNews: LatestNews,
  newsletter: Newsletter,
  service: Service,
  location: Location,
  shop: Shop,
  simpleHeader: SimpleHeader,
  twoColumnWithImage: TwoColumnWithImage,
  video: Video,
  teamList: TeamList,
  widget: WidgetBlock,
};

const HEADING_BLOCKS: ReadonlySet<BlockType> = new Set(['hero', 'simpleHeader']);

export function BlockView({ block, asPageHeading }: { block: Block; asPageHeading?: boolean }) {
  const Component = BLOCK_COMPONENTS[block.blockType] as ComponentType<BlockProps<BlockType>>;
  return <Component block={block} asPageHeading={asPageHeading} />;
}

/** A layout with its page title: the title becomes the h1 unless the first block is a header. */
export function Blocks({ layout, pageTitle }: { layout: readonly unknown[] | null | undefined; pageTitle: string }) {
  const blocks = parseBlocks(layout);
  const headed = blocks[0] !== undefined && HEADING_BLOCKS.has(blocks[0].blockType);
  return (
    <PageNewsContext.Provider value={handPickedNews(blocks)}>
      {!headed && <h1 className="sr-only">{pageTitle}</h1>}
      {blocks.map((block, i) => (
        <BlockView key={block.id ?? i} block={block} asPageHeading={headed && i === 0} />
      ))}
    </PageNewsContext.Provider>
  );
}
