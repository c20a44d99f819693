// Bringing a widget's new content into view (a new step, a new page of results, a thank-you):
// its top goes just below a sticky host header (the element's scroll-margin-top, set from the
// host's --vet-scroll-offset), and a top already in view stays where it is.
export function bringIntoView(el: HTMLElement, behavior: ScrollBehavior = 'smooth'): void {
  const offset = Number.parseFloat(getComputedStyle(el).scrollMarginTop) || 0;
  if (el.getBoundingClientRect().top < offset) el.scrollIntoView?.({ block: 'start', behavior });
}
