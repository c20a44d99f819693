// Where the page goes after a step, a result or an error: the thing the person must read or
// do next is on screen, below any sticky header of the host page, and has focus. Every flow
// uses reveal() for this. The browser's own scroll on focus knows nothing of the host's
// header and leaves what it focused under it, so focus is moved with `preventScroll` and the
// scrolling is done here, with the room the host gives in --vet-scroll-offset (px; the portal
// sets it to its header's height).

const DEFAULT_OFFSET = 16;

/** The room a sticky host header takes above `el`: --vet-scroll-offset (px), inherited into shadow roots. */
export function scrollOffset(el: Element): number {
  const value = Number.parseFloat(getComputedStyle(el).getPropertyValue('--vet-scroll-offset'));
  return Number.isFinite(value) && value >= 0 ? value : DEFAULT_OFFSET;
}

/**
 * True when `el` shows below the header: wholly, or for something taller than the room (a
 * step, a form), from its top down with its top in the upper half of the room.
 */
function shown(el: HTMLElement, offset: number): boolean {
  const { top, bottom } = el.getBoundingClientRect();
  const room = window.innerHeight - offset;
  if (top < offset) return false;
  return bottom <= window.innerHeight || (bottom - top > room && top <= offset + room / 2);
}

export interface RevealOptions {
  /** What takes focus: `el` itself by default, another element (a field in error), or nothing. */
  focus?: HTMLElement | null | false;
  behavior?: ScrollBehavior;
}

/**
 * Brings `el` on screen just below the host's sticky header when it is not (under the header,
 * above or below the view), and moves focus to it (or to `focus`). An element already shown
 * stays where it is, so nothing jumps under the reader's eyes.
 */
export function reveal(el: HTMLElement, { focus = el, behavior = 'smooth' }: RevealOptions = {}): void {
  if (focus) focus.focus({ preventScroll: true });
  const offset = scrollOffset(el);
  if (shown(el, offset)) return;
  const reduced = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
  el.style.scrollMarginTop = `${offset}px`;
  el.scrollIntoView?.({ block: 'start', behavior: reduced ? 'auto' : behavior });
}
