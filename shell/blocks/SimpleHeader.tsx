// simpleHeader: a page title band with an optional picture.
import { ContentImage } from '../ui/ContentImage';
import type { BlockProps } from './types';

export function SimpleHeader({ block, asPageHeading }: BlockProps<'simpleHeader'>) {
  const Heading = asPageHeading ? 'h1' : 'h2';
  return (
    <section aria-label={block.title} className="bg-teal-50">
      <div className="mx-auto grid max-w-6xl items-center gap-8 px-4 py-12 sm:py-16 md:grid-cols-2">
        <div>
          <Heading className="text-4xl font-bold tracking-tight text-ink sm:text-5xl">{block.title}</Heading>
          {block.subtitle && <p className="mt-4 text-lg text-muted">{block.subtitle}</p>}
        </div>
        {block.image && <ContentImage image={block.image} eager className="hidden w-full max-h-72 rounded-2xl object-cover shadow-lg md:block" />}
      </div>
    </section>
  );
}
