// The carousel's behaviour in plain DOM, over the markup of ./Carousel.tsx: the kit's React
// carousel attaches it to what it renders, and the portal's islands attach it to the same
// markup sent by the server on pages without React (shell/islands). One
// implementation of the WAI-ARIA carousel pattern and the spec's defaults (autoplay every
// 5000 ms, looping, a swipe counts past a quarter of the width).
//
// Autoplay pauses while the pointer is over the carousel or focus is inside it, never runs
// for people who ask for reduced motion, and can be stopped with the rotation button (WCAG
// 2.2.2). Left/Right arrow keys move while focus is inside, except in text fields.
import { CAROUSEL_DEFAULTS, SLIDES_PER_VIEW, type SlidesPerViewName } from '../../shared/domain/limits';

export interface CarouselOptions {
  /** Slides in view at once: a number, or a named rule of the width (shared/domain/limits). */
  slidesPerView?: number | SlidesPerViewName;
  /**
   * The width the rule reads. The spec states its breakpoints as window widths, so that is the
   * default; 'container' suits a carousel inside a narrow panel.
   */
  measure?: 'window' | 'container';
  autoplay?: boolean;
  intervalMs?: number;
  loop?: boolean;
  /** Fraction of the carousel's width a swipe must travel to change slide. */
  swipeThreshold?: number;
  onIndexChange?: (index: number) => void;
}

/** Movement (px) before a press becomes a drag; less is a click. */
const DRAG_START_PX = 5;
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
/** The track's easing between positions, off while a finger or mouse drags it. */
export const TRACK_MOTION = ['transition-transform', 'duration-500', 'ease-out', 'motion-reduce:transition-none'];

/** The options the server wrote on the markup (./Carousel.tsx `data-*`), for the islands. */
export function carouselOptionsOf(root: HTMLElement): CarouselOptions {
  const { perView, measure, autoplay, interval, loop } = root.dataset;
  const count = Number(perView);
  return {
    slidesPerView: perView && perView in SLIDES_PER_VIEW ? (perView as SlidesPerViewName) : Number.isFinite(count) && count > 0 ? count : 1,
    measure: measure === 'container' ? 'container' : 'window',
    autoplay: autoplay === 'true',
    intervalMs: Number(interval) > 0 ? Number(interval) : CAROUSEL_DEFAULTS.intervalMs,
    loop: loop !== 'false',
  };
}

export function slidesPerViewAt(rule: number | SlidesPerViewName, width: number): number {
  return typeof rule === 'number' ? rule : SLIDES_PER_VIEW[rule](width);
}

function isTextEntry(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && !['button', 'checkbox', 'radio', 'submit', 'reset'].includes(target.type);
}

const attached = new WeakSet<HTMLElement>();

function partsOf(root: HTMLElement): { viewport: HTMLElement; track: HTMLElement } | undefined {
  const viewport = root.querySelector<HTMLElement>('[data-carousel-viewport]');
  const track = viewport?.querySelector<HTMLElement>('[data-carousel-track]');
  return viewport && track ? { viewport, track } : undefined;
}

/** The options with the spec's defaults filled in: what the markup writes and the behaviour runs. */
export function withCarouselDefaults({
  slidesPerView = 1,
  measure = 'window',
  autoplay = CAROUSEL_DEFAULTS.autoplay,
  intervalMs = CAROUSEL_DEFAULTS.intervalMs,
  loop = CAROUSEL_DEFAULTS.loop,
  swipeThreshold = CAROUSEL_DEFAULTS.swipeThreshold,
  onIndexChange,
}: CarouselOptions) {
  return { slidesPerView, measure, autoplay, intervalMs, loop, swipeThreshold, onIndexChange };
}

/** Runs the carousel rendered at `root` (a `[data-carousel]` section); returns what stops it. */
export function attachCarousel(root: HTMLElement, options: CarouselOptions = {}): () => void {
  const { slidesPerView, measure, autoplay, intervalMs, loop, swipeThreshold, onIndexChange } = withCarouselDefaults(options);
  const parts = partsOf(root);
  if (!parts || attached.has(root)) return () => {};
  const { viewport, track } = parts;
  attached.add(root);
  const prevButton = root.querySelector<HTMLButtonElement>('[data-carousel-prev]');
  const nextButton = root.querySelector<HTMLButtonElement>('[data-carousel-next]');
  const rotation = root.querySelector<HTMLButtonElement>('[data-carousel-rotation]');
  const rotationBox = root.querySelector<HTMLElement>('[data-carousel-rotation-box]');
  const view = root.ownerDocument.defaultView ?? window;
  const motionQuery = typeof view.matchMedia === 'function' ? view.matchMedia(REDUCED_MOTION) : undefined;

  let index = 0;
  let hovered = false;
  let focusedWithin = false;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let drag: { pointerId: number; startX: number; moved: boolean } | null = null;
  let suppressClick = false;

  const slides = () => [...track.children] as HTMLElement[];
  const width = () => (measure === 'window' ? view.innerWidth : viewport.getBoundingClientRect().width || root.clientWidth);
  const layout = () => {
    const count = slides().length;
    const perView = Math.max(1, Math.min(Math.floor(slidesPerViewAt(slidesPerView, width())) || 1, count || 1));
    const maxIndex = Math.max(0, count - perView);
    return { count, perView, maxIndex, index: Math.min(index, maxIndex) };
  };
  const canMove = (at: ReturnType<typeof layout>) => ({
    prev: at.maxIndex > 0 && (loop || at.index > 0),
    next: at.maxIndex > 0 && (loop || at.index < at.maxIndex),
  });
  const autoplayAvailable = (at: ReturnType<typeof layout>) => autoplay && !motionQuery?.matches && at.maxIndex > 0;
  const isRotating = (at: ReturnType<typeof layout>) => autoplayAvailable(at) && !stopped && !hovered && !focusedWithin && canMove(at).next;

  const goTo = (target: number) => {
    const moved = target !== layout().index;
    index = target;
    render(true);
    if (moved) onIndexChange?.(target);
  };
  const prev = () => {
    const at = layout();
    if (canMove(at).prev) goTo(at.index > 0 ? at.index - 1 : at.maxIndex);
  };
  const next = () => {
    const at = layout();
    if (canMove(at).next) goTo(at.index < at.maxIndex ? at.index + 1 : 0);
  };

  /** Writes the state into the markup; `moved`: the position changed (restart the count). */
  function render(moved = false, dragX = 0): void {
    const at = layout();
    index = at.index;
    const share = 100 / at.perView;
    track.style.transform = `translateX(calc(${-at.index * share}% + ${dragX}px))`;
    for (const name of TRACK_MOTION) track.classList.toggle(name, dragX === 0);
    slides().forEach((slide, i) => {
      const visible = i >= at.index && i < at.index + at.perView;
      slide.style.flexBasis = `${share}%`;
      if (visible) slide.removeAttribute('aria-hidden');
      else slide.setAttribute('aria-hidden', 'true');
      slide.inert = !visible;
    });
    const can = canMove(at);
    if (prevButton) prevButton.disabled = !can.prev;
    if (nextButton) nextButton.disabled = !can.next;
    const rotating = isRotating(at);
    viewport.setAttribute('aria-live', rotating ? 'off' : 'polite');
    if (rotation) {
      if (rotationBox) rotationBox.hidden = !autoplayAvailable(at);
      rotation.setAttribute('aria-label', stopped ? 'Start automatic slide show' : 'Stop automatic slide show');
      const icon = rotation.querySelector('span');
      if (icon) icon.textContent = stopped ? '▶' : '❚❚';
    }
    // One timeout per position: moving by hand restarts the count.
    if (moved || !rotating || timer === undefined) {
      clearTimeout(timer);
      timer = rotating ? setTimeout(() => ((timer = undefined), next()), intervalMs) : undefined;
    }
    // A focused element that just slid out of view is inert and would drop focus to the
    // page: keep it in the carousel instead.
    const active = root.ownerDocument.activeElement;
    if (active && viewport.contains(active) && active.closest('[inert]')) viewport.focus();
  }

  const on = <K extends keyof HTMLElementEventMap>(target: HTMLElement, type: K, listener: (event: HTMLElementEventMap[K]) => void, capture = false) => {
    target.addEventListener(type, listener, capture);
    return () => target.removeEventListener(type, listener, capture);
  };
  const pause = (change: () => void) => () => {
    change();
    render();
  };
  const stops = [
    on(root, 'keydown', (event) => {
      if (isTextEntry(event.target)) return;
      if (event.key === 'ArrowLeft') prev();
      else if (event.key === 'ArrowRight') next();
      else return;
      event.preventDefault();
    }),
    on(
      root,
      'mouseenter',
      pause(() => (hovered = true)),
    ),
    on(
      root,
      'mouseleave',
      pause(() => (hovered = false)),
    ),
    on(
      root,
      'focusin',
      pause(() => (focusedWithin = true)),
    ),
    on(root, 'focusout', (event) => {
      if (!root.contains(event.relatedTarget as Node | null)) pause(() => (focusedWithin = false))();
    }),
    ...(prevButton ? [on(prevButton, 'click', prev)] : []),
    ...(nextButton ? [on(nextButton, 'click', next)] : []),
    ...(rotation
      ? [
          on(
            rotation,
            'click',
            pause(() => (stopped = !stopped)),
          ),
        ]
      : []),
    // The pointer is captured only once it has moved: a captured pointer retargets pointerup,
    // and with it the click, to the viewport, so a plain mouse click on a slide's link would
    // never reach it (touch taps were unaffected: their click is synthesised).
    on(viewport, 'pointerdown', (event) => {
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      drag = { pointerId: event.pointerId, startX: event.clientX, moved: false };
    }),
    on(viewport, 'pointermove', (event) => {
      if (!drag || drag.pointerId !== event.pointerId) return;
      const dx = event.clientX - drag.startX;
      if (!drag.moved && Math.abs(dx) <= DRAG_START_PX) return;
      if (!drag.moved) {
        drag.moved = true;
        viewport.setPointerCapture?.(event.pointerId);
      }
      render(false, dx);
    }),
    on(viewport, 'pointerup', (event) => endDrag(event, false)),
    on(viewport, 'pointercancel', (event) => endDrag(event, true)),
    // A link or image dragged natively would cancel the pointer stream mid-swipe.
    on(viewport, 'dragstart', (event) => event.preventDefault()),
    on(
      viewport,
      'click',
      (event) => {
        // A drag that ends over a link must not also follow it.
        if (!suppressClick) return;
        suppressClick = false;
        event.preventDefault();
        event.stopPropagation();
      },
      true,
    ),
  ];

  function endDrag(event: PointerEvent, cancelled: boolean): void {
    if (!drag || drag.pointerId !== event.pointerId) return;
    const { startX, moved } = drag;
    drag = null;
    suppressClick = moved;
    render();
    if (cancelled) return;
    const dx = event.clientX - startX;
    const viewportWidth = viewport.getBoundingClientRect().width || viewport.clientWidth;
    if (viewportWidth <= 0 || Math.abs(dx) < swipeThreshold * viewportWidth) return;
    if (dx < 0) next();
    else prev();
  }

  const onResize = () => render();
  const onMotion = () => render();
  let resizeObserver: ResizeObserver | undefined;
  if (measure === 'window') view.addEventListener('resize', onResize);
  else if (typeof ResizeObserver !== 'undefined') (resizeObserver = new ResizeObserver(onResize)).observe(viewport);
  motionQuery?.addEventListener?.('change', onMotion);
  // Slides React adds or removes later (the side cart's recommendations).
  const slidesObserver = new MutationObserver(() => render());
  slidesObserver.observe(track, { childList: true });
  render();

  return () => {
    for (const stop of stops) stop();
    view.removeEventListener('resize', onResize);
    resizeObserver?.disconnect();
    motionQuery?.removeEventListener?.('change', onMotion);
    slidesObserver.disconnect();
    clearTimeout(timer);
    attached.delete(root);
  };
}
