// hero: a full-width image with title, subtitle, summary and up to two actions.
import { ContentImage } from '../ui/ContentImage';
import { ActionButton } from '../ui/Button';
import type { HeroFields } from '../../shared/content/blocks';
import type { BlockProps } from './types';

/** `inCarousel`: leave room either side for the carousel's previous/next buttons. */
export function HeroSlide({
  hero,
  asPageHeading,
  eager,
  inCarousel,
}: {
  hero: HeroFields;
  asPageHeading?: boolean | undefined;
  eager?: boolean;
  inCarousel?: boolean;
}) {
  const Heading = asPageHeading ? 'h1' : 'h2';
  const image = hero.images?.[0];
  return (
    <div className="relative isolate overflow-hidden bg-primary">
      {image && <ContentImage image={image} eager={eager} className="absolute inset-0 -z-10 h-full w-full object-cover" />}
      {/* A scrim keeps white text readable over any picture. */}
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-r from-black/80 via-black/60 to-black/20" />
      <div className={`mx-auto flex min-h-[420px] max-w-6xl flex-col justify-center py-16 sm:min-h-[520px] ${inCarousel ? 'px-14 sm:px-16' : 'px-4 sm:px-6'}`}>
        <div className="max-w-2xl text-white">
          {hero.subtitle && <p className="text-sm font-semibold uppercase tracking-widest text-teal-200">{hero.subtitle}</p>}
          <Heading className="mt-3 text-4xl font-bold leading-tight tracking-tight sm:text-5xl">{hero.title}</Heading>
          {/* A narrow measure keeps the summary on the dark side of the photo's gradient. */}
          {hero.summary && <p className="mt-5 max-w-md text-lg text-white/90">{hero.summary}</p>}
          <div className="mt-8 flex flex-wrap gap-3">
            <ActionButton label={hero.actionButtonLabel} url={hero.actionButtonTargetUrl} />
            <ActionButton label={hero.actionButtonLabel2} url={hero.actionButtonTargetUrl2} variant="inverse" />
          </div>
        </div>
      </div>
    </div>
  );
}

export function Hero({ block, asPageHeading }: BlockProps<'hero'>) {
  return (
    <section aria-label={block.title}>
      <HeroSlide hero={block} asPageHeading={asPageHeading} eager />
    </section>
  );
}
