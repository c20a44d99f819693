// heroCarousel: hero slides in the kit carousel (autoplay every 5000 ms, looping, paused
// on hover and focus, previous/next buttons, arrow keys).
import { Carousel } from '../../widgets/kit/Carousel';
import { CAROUSEL_DEFAULTS } from '../../shared/domain/limits';
import { HeroSlide } from './Hero';
import type { BlockProps } from './types';

export function HeroCarousel({ block }: BlockProps<'heroCarousel'>) {
  if (block.slides.length === 0) return null;
  if (block.slides.length === 1) return <HeroSlide hero={block.slides[0]!} eager />;
  return (
    <Carousel
      label="Highlights"
      autoplay={CAROUSEL_DEFAULTS.autoplay}
      intervalMs={CAROUSEL_DEFAULTS.intervalMs}
      loop={CAROUSEL_DEFAULTS.loop}
      pauseButton="overlay"
      slideLabel={(i, n) => `Slide ${i + 1} of ${n}: ${block.slides[i]?.title ?? ''}`}
    >
      {block.slides.map((slide, i) => (
        <HeroSlide key={i} hero={slide} eager={i === 0} inCarousel />
      ))}
    </Carousel>
  );
}
