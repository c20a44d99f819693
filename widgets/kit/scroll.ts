// Bringing a widget's new content into view (a new step, a new page of results, a thank-you):
// its top goes just below a sticky host header (the element's scroll-margin-top, set from the
// host's --vet-scroll-offset), and a top already in view stays where it is.
export function bringIntoView(el: HTMLElement, behavior: ScrollBehavior = 'smooth'): void {
  const offset = Number.parseFloat(getComputedStyle(el).scrollMarginTop) || 0;
  if (el.getBoundingClientRect().top < offset) el.scrollIntoView?.({ block: 'start', behavior });
}

/**
 * Brings a part of a widget (a message, a field in error) into view just below a sticky host
 * header, when it is under that header or below the view. The room comes from `offsetFrom`'s
 * scroll-margin-top (the widget's box, set from --vet-scroll-offset). A browser's own scroll
 * on focus knows nothing of the host's header and leaves the part under it, so callers focus
 * with `preventScroll` and scroll with this.
 */
export function revealBelowHeader(el: HTMLElement, offsetFrom: HTMLElement, behavior: ScrollBehavior = 'smooth'): void {
  const offset = Number.parseFloat(getComputedStyle(offsetFrom).scrollMarginTop) || 0;
  const { top, bottom } = el.getBoundingClientRect();
  if (top >= offset && bottom <= window.innerHeight) return;
  el.style.scrollMarginTop = `${offset}px`;
  el.scrollIntoView?.({ block: 'start', behavior });
}
