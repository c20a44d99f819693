// twoColumnWithImage: text beside a picture, the picture on the side the editor chose.
import { RichText } from '../RichText';
import { ActionButton } from '../ui/Button';
import { ContentImage } from '../ui/ContentImage';
import type { BlockProps } from './types';

export function TwoColumnWithImage({ block }: BlockProps<'twoColumnWithImage'>) {
  const imageFirst = block.imagePosition === 'left';
  return (
    <section aria-label={block.title ?? undefined} className="px-4 py-12 sm:py-16">
      <div className="mx-auto grid max-w-6xl items-center gap-10 md:grid-cols-2">
        <div className={imageFirst ? 'md:order-2' : ''}>
          {block.title && <h2 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{block.title}</h2>}
          <RichText value={block.body} className="mt-4 text-lg text-muted" />
          <div className="mt-6">
            <ActionButton label={block.actionButtonLabel} url={block.actionButtonTargetUrl} />
          </div>
        </div>
        {block.image && (
          <div className={imageFirst ? 'md:order-1' : ''}>
            <ContentImage image={block.image} className="w-full rounded-2xl object-cover shadow-lg" />
          </div>
        )}
      </div>
    </section>
  );
}
