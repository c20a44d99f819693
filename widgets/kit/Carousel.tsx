// A carousel of slides (hero, content, testimonies, team, recommended products), built
// to the WAI-ARIA carousel pattern. This is its markup; the behaviour (moving, autoplay,
// keys, swipes) is plain DOM in ./carousel.ts, attached here, and attached by the portal's
// islands to the same markup on pages sent without React. The `data-*` options
// on the section are what the islands read.
import { Children, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import type { SlidesPerViewName } from '../../shared/domain/limits';
import { attachCarousel, slidesPerViewAt, TRACK_MOTION, withCarouselDefaults, type CarouselOptions } from './carousel';

/** The behaviour's options (./carousel.ts: slides per view, autoplay, loop, swipes…) and the markup's. */
export interface CarouselProps extends CarouselOptions {
  /** The carousel's accessible name, e.g. 'Our team'. */
  label: string;
  /** One child per slide. */
  children: ReactNode;
  /** Each slide's accessible name. Default '2 of 5'. */
  slideLabel?: (index: number, count: number) => string;
  /**
   * 'overlay' (default) lays Previous/Next over the slides' edges (big pictures); 'outside'
   * puts them in gutters of their own, so they never cover a card's text (narrow cards).
   */
  controls?: 'overlay' | 'outside';
  /**
   * Where the autoplay's pause button goes: 'above' (default) in a row of its own above the
   * slides, so it never covers a card; 'overlay' on the slides' top right corner, for slides
   * that are one full-width picture (a hero).
   */
  pauseButton?: 'above' | 'overlay';
  className?: string;
}

/** The width a first render assumes (the server's): the behaviour corrects it at once. */
const RENDER_WIDTH = 1024;

/**
 * Each named rule's slide widths as the stylesheet's own breakpoints, so a page from the
 * server is laid out for the reader's width before any script runs (no jump when the
 * behaviour starts). Window-width rules only; Carousel.test.tsx checks they agree with
 * shared/domain/limits.
 */
export const SLIDE_WIDTH_CLASSES: Record<SlidesPerViewName, string> = {
  content: 'basis-full min-[640px]:basis-1/3',
  testimony: 'basis-full min-[768px]:basis-1/2 min-[1024px]:basis-1/3',
  team: 'basis-full min-[640px]:basis-1/2 min-[800px]:basis-1/3 min-[1024px]:basis-1/4',
  recommended: 'basis-full min-[640px]:basis-1/2 min-[800px]:basis-1/4',
};

const controlClass =
  'inline-flex h-10 w-10 items-center justify-center rounded-full border border-line bg-surface text-ink shadow hover:bg-highlight focus:outline-none focus-visible:ring-2 focus-visible:ring-primary disabled:cursor-not-allowed disabled:opacity-40';

export function Carousel({
  label,
  children,
  slideLabel = (i, n) => `${i + 1} of ${n}`,
  controls = 'overlay',
  pauseButton = 'above',
  className = '',
  ...options
}: CarouselProps) {
  const { slidesPerView, measure, autoplay, intervalMs, loop, swipeThreshold, onIndexChange } = withCarouselDefaults(options);
  const slides = Children.toArray(children);
  const count = slides.length;
  const slidesId = useId();
  const root = useRef<HTMLElement>(null);
  const onIndexChangeRef = useRef(onIndexChange);
  useLayoutEffect(() => {
    onIndexChangeRef.current = onIndexChange;
  });
  useLayoutEffect(() => {
    if (!root.current) return;
    return attachCarousel(root.current, {
      slidesPerView,
      measure,
      autoplay,
      intervalMs,
      loop,
      swipeThreshold,
      onIndexChange: (index) => onIndexChangeRef.current?.(index),
    });
  }, [slidesPerView, measure, autoplay, intervalMs, loop, swipeThreshold]);

  // The first position; from here on the behaviour keeps these attributes.
  const perView = Math.max(1, Math.min(Math.floor(slidesPerViewAt(slidesPerView, RENDER_WIDTH)) || 1, count || 1));
  const canMove = count > perView;
  const slideWidth = 100 / perView;
  // A named rule read from the window: widths from the stylesheet; otherwise from here.
  const widthClasses = typeof slidesPerView === 'string' && measure === 'window' ? SLIDE_WIDTH_CLASSES[slidesPerView] : undefined;
  return (
    <section
      ref={root}
      aria-roledescription="carousel"
      aria-label={label}
      data-carousel=""
      data-per-view={slidesPerView}
      data-measure={measure}
      data-autoplay={String(autoplay)}
      data-interval={intervalMs}
      data-loop={String(loop)}
      className={`relative ${controls === 'outside' ? 'px-11' : ''} ${className}`.trim()}
    >
      {/* Controls come before the slides, so they are met first in reading order (APG). */}
      <div className={`pointer-events-none absolute inset-0 z-10 flex items-center justify-between ${controls === 'outside' ? 'px-0' : 'px-2'}`}>
        <button
          type="button"
          data-carousel-prev=""
          className={`pointer-events-auto ${controlClass}`}
          aria-label="Previous slide"
          aria-controls={slidesId}
          disabled={!canMove || !loop}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <button
          type="button"
          data-carousel-next=""
          className={`pointer-events-auto ${controlClass}`}
          aria-label="Next slide"
          aria-controls={slidesId}
          disabled={!canMove}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      {autoplay && (
        // `hidden` goes on this box (never display-classed): the button's own inline-flex would beat it.
        <div
          data-carousel-rotation-box=""
          hidden={!canMove}
          className={pauseButton === 'overlay' ? 'absolute right-2 top-2 z-10' : 'relative z-10 mb-3 text-right'}
        >
          <button type="button" data-carousel-rotation="" className={controlClass} aria-label="Stop automatic slide show" aria-controls={slidesId}>
            <span aria-hidden="true">❚❚</span>
          </button>
        </div>
      )}
      <div
        id={slidesId}
        data-carousel-viewport=""
        // Announce slide changes only when they are the user's doing, not every 5 s.
        aria-live={autoplay && canMove ? 'off' : 'polite'}
        tabIndex={-1}
        className="touch-pan-y select-none overflow-hidden focus:outline-none"
      >
        <div data-carousel-track="" className={`flex ${TRACK_MOTION.join(' ')}`} style={{ transform: 'translateX(calc(0% + 0px))' }}>
          {slides.map((slide, i) => {
            const visible = i < perView;
            return (
              <div
                key={i}
                role="group"
                aria-roledescription="slide"
                aria-label={slideLabel(i, count)}
                aria-hidden={!visible || undefined}
                inert={!visible}
                className={`min-w-0 shrink-0 grow-0 ${widthClasses ?? ''}`.trim()}
                style={widthClasses ? undefined : { flexBasis: `${slideWidth}%` }}
              >
                {slide}
              </div>
            );
          })}
        </div>
      </div>
    </section>
  );
}
