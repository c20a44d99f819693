// A carousel of slides (hero, content, testimonies, team, recommended products), built
// to the WAI-ARIA carousel pattern. The spec's defaults: autoplay every 5000 ms,
// looping, and a swipe counts past a quarter of the width.
//
// Autoplay pauses while the pointer is over the carousel or focus is inside it, never
// runs for people who ask for reduced motion, and can be stopped with the rotation button
// (WCAG 2.2.2: moving content needs a way to pause it). Left/Right arrow keys move while
// focus is inside, except in text fields, where the arrows belong to the caret.
import {
  Children,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { CAROUSEL_DEFAULTS, type SlidesPerView } from '../../shared/domain/limits';

export interface CarouselProps {
  /** The carousel's accessible name, e.g. 'Our team'. */
  label: string;
  /** One child per slide. */
  children: ReactNode;
  /** Slides in view at once: a number or a rule of the width (see shared/domain/limits). */
  slidesPerView?: number | SlidesPerView;
  /**
   * The width the rule reads. The spec states its breakpoints as window widths, so that
   * is the default; 'container' suits a carousel inside a narrow panel.
   */
  measure?: 'window' | 'container';
  autoplay?: boolean;
  intervalMs?: number;
  loop?: boolean;
  /** Fraction of the carousel's width a swipe must travel to change slide. */
  swipeThreshold?: number;
  /** Each slide's accessible name. Default '2 of 5'. */
  slideLabel?: (index: number, count: number) => string;
  onIndexChange?: (index: number) => void;
  /**
   * 'overlay' (default) lays Previous/Next over the slides' edges (big pictures); 'outside'
   * puts them in gutters of their own, so they never cover a card's text (narrow cards).
   */
  controls?: 'overlay' | 'outside';
  className?: string;
}

/** Movement (px) before a press becomes a drag; less is a click. */
const DRAG_START_PX = 5;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    (notify) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const query = window.matchMedia(REDUCED_MOTION);
      query.addEventListener?.('change', notify);
      return () => query.removeEventListener?.('change', notify);
    },
    () => typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}

function useMeasuredWidth(measure: 'window' | 'container', ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(() => (typeof window === 'undefined' ? 1024 : window.innerWidth));
  useEffect(() => {
    if (measure === 'window') {
      const update = () => setWidth(window.innerWidth);
      update();
      window.addEventListener('resize', update);
      return () => window.removeEventListener('resize', update);
    }
    const el = ref.current;
    if (!el) return;
    const update = () => setWidth(el.getBoundingClientRect().width || el.clientWidth);
    update();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(update);
    observer.observe(el);
    return () => observer.disconnect();
  }, [measure, ref]);
  return width;
}

function isTextEntry(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && !['button', 'checkbox', 'radio', 'submit', 'reset'].includes(target.type);
}

const controlClass =
  'inline-flex h-10 w-10 items-center justify-center rounded-full border border-line bg-surface text-ink shadow hover:bg-highlight focus:outline-none focus-visible:ring-2 focus-visible:ring-primary disabled:cursor-not-allowed disabled:opacity-40';

export function Carousel({
  label,
  children,
  slidesPerView = 1,
  measure = 'window',
  autoplay = CAROUSEL_DEFAULTS.autoplay,
  intervalMs = CAROUSEL_DEFAULTS.intervalMs,
  loop = CAROUSEL_DEFAULTS.loop,
  swipeThreshold = CAROUSEL_DEFAULTS.swipeThreshold,
  slideLabel = (i, n) => `${i + 1} of ${n}`,
  onIndexChange,
  controls = 'overlay',
  className = '',
}: CarouselProps) {
  const slides = Children.toArray(children);
  const count = slides.length;
  const slidesId = useId();
  const viewportRef = useRef<HTMLDivElement>(null);
  const width = useMeasuredWidth(measure, viewportRef);
  const requested = typeof slidesPerView === 'function' ? slidesPerView(width) : slidesPerView;
  const perView = Math.max(1, Math.min(Math.floor(requested) || 1, count || 1));
  // The index is the first slide in view; the last position shows the last full page.
  const maxIndex = Math.max(0, count - perView);

  const [rawIndex, setRawIndex] = useState(0);
  const index = Math.min(rawIndex, maxIndex);
  const [hovered, setHovered] = useState(false);
  const [focusedWithin, setFocusedWithin] = useState(false);
  const [stopped, setStopped] = useState(false);
  const [dragX, setDragX] = useState(0);
  const drag = useRef<{ pointerId: number; startX: number; moved: boolean } | null>(null);
  const suppressClick = useRef(false);
  const reducedMotion = usePrefersReducedMotion();

  const goTo = useCallback(
    (target: number) => {
      setRawIndex(target);
      if (target !== index) onIndexChange?.(target);
    },
    [index, onIndexChange],
  );
  const canPrev = maxIndex > 0 && (loop || index > 0);
  const canNext = maxIndex > 0 && (loop || index < maxIndex);
  const prev = useCallback(() => {
    if (canPrev) goTo(index > 0 ? index - 1 : maxIndex);
  }, [canPrev, goTo, index, maxIndex]);
  const next = useCallback(() => {
    if (canNext) goTo(index < maxIndex ? index + 1 : 0);
  }, [canNext, goTo, index, maxIndex]);

  const autoplayAvailable = autoplay && !reducedMotion && maxIndex > 0;
  const rotating = autoplayAvailable && !stopped && !hovered && !focusedWithin && canNext;

  // One timeout per position: moving by hand restarts the count.
  useEffect(() => {
    if (!rotating) return;
    const timer = setTimeout(next, intervalMs);
    return () => clearTimeout(timer);
  }, [rotating, next, intervalMs]);

  // A focused element that just slid out of view becomes inert and would drop focus to
  // the page: keep it in the carousel instead.
  useEffect(() => {
    const viewport = viewportRef.current;
    const active = document.activeElement;
    if (viewport && active && viewport.contains(active) && active.closest('[inert]')) viewport.focus();
  }, [index, perView]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (isTextEntry(event.target)) return;
    if (event.key === 'ArrowLeft') prev();
    else if (event.key === 'ArrowRight') next();
    else return;
    event.preventDefault();
  };

  // The pointer is captured only once it has moved: a captured pointer retargets pointerup,
  // and with it the click, to the viewport, so a plain mouse click on a slide's link or
  // button would never reach it (touch taps were unaffected: their click is synthesised).
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    drag.current = { pointerId: event.pointerId, startX: event.clientX, moved: false };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d || d.pointerId !== event.pointerId) return;
    const dx = event.clientX - d.startX;
    if (!d.moved && Math.abs(dx) <= DRAG_START_PX) return;
    if (!d.moved) {
      d.moved = true;
      event.currentTarget.setPointerCapture?.(event.pointerId);
    }
    setDragX(dx);
  };
  const endDrag = (event: PointerEvent<HTMLDivElement>, cancelled: boolean) => {
    const d = drag.current;
    if (!d || d.pointerId !== event.pointerId) return;
    drag.current = null;
    setDragX(0);
    suppressClick.current = d.moved;
    if (cancelled) return;
    const dx = event.clientX - d.startX;
    const viewport = viewportRef.current;
    const viewportWidth = viewport ? viewport.getBoundingClientRect().width || viewport.clientWidth : 0;
    if (viewportWidth <= 0 || Math.abs(dx) < swipeThreshold * viewportWidth) return;
    if (dx < 0) next();
    else prev();
  };

  const slideWidth = 100 / perView;
  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className={`relative ${controls === 'outside' ? 'px-11' : ''} ${className}`.trim()}
      onKeyDown={onKeyDown}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocusedWithin(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusedWithin(false);
      }}
    >
      {/* Controls come before the slides, so they are met first in reading order (APG). */}
      <div className={`pointer-events-none absolute inset-0 z-10 flex items-center justify-between ${controls === 'outside' ? 'px-0' : 'px-2'}`}>
        <button
          type="button"
          className={`pointer-events-auto ${controlClass}`}
          aria-label="Previous slide"
          aria-controls={slidesId}
          disabled={!canPrev}
          onClick={prev}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <button
          type="button"
          className={`pointer-events-auto ${controlClass}`}
          aria-label="Next slide"
          aria-controls={slidesId}
          disabled={!canNext}
          onClick={next}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      {autoplayAvailable && (
        <button
          type="button"
          className={`absolute right-2 top-2 z-10 ${controlClass}`}
          aria-label={stopped ? 'Start automatic slide show' : 'Stop automatic slide show'}
          aria-controls={slidesId}
          onClick={() => setStopped((s) => !s)}
        >
          <span aria-hidden="true">{stopped ? '▶' : '❚❚'}</span>
        </button>
      )}
      <div
        ref={viewportRef}
        id={slidesId}
        // Announce slide changes only when they are the user's doing, not every 5 s.
        aria-live={rotating ? 'off' : 'polite'}
        tabIndex={-1}
        className="touch-pan-y select-none overflow-hidden focus:outline-none"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={(e) => endDrag(e, false)}
        onPointerCancel={(e) => endDrag(e, true)}
        // A link or image dragged natively would cancel the pointer stream mid-swipe.
        onDragStart={(event) => event.preventDefault()}
        onClickCapture={(event) => {
          // A drag that ends over a link must not also follow it.
          if (suppressClick.current) {
            suppressClick.current = false;
            event.preventDefault();
            event.stopPropagation();
          }
        }}
      >
        <div
          className={`flex ${dragX === 0 ? 'transition-transform duration-500 ease-out motion-reduce:transition-none' : ''}`}
          style={{ transform: `translateX(calc(${-index * slideWidth}% + ${dragX}px))` }}
        >
          {slides.map((slide, i) => {
            const visible = i >= index && i < index + perView;
            return (
              <div
                key={i}
                role="group"
                aria-roledescription="slide"
                aria-label={slideLabel(i, count)}
                aria-hidden={!visible || undefined}
                inert={!visible}
                className="min-w-0 shrink-0 grow-0"
                style={{ flexBasis: `${slideWidth}%` }}
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
