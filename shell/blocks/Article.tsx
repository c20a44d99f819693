// article: a titled piece of rich text with an optional image; its anchor lets buttons jump here.
import { RichText } from '../RichText';
import { ContentImage } from '../ui/ContentImage';
import { Section } from '../ui/Section';
import type { BlockProps } from './types';

export function Article({ block }: BlockProps<'article'>) {
  return (
    <Section id={block.anchor ?? undefined} title={block.title} width="max-w-3xl" className="scroll-mt-24">
      {block.image && <ContentImage image={block.image} className="mb-8 w-full rounded-2xl object-cover" />}
      <RichText value={block.body} className="text-lg text-ink" />
    </Section>
  );
}
