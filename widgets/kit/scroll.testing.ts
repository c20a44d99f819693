// Tests only: a host page with a sticky header, as jsdom can play it. jsdom lays nothing out
// and resolves no custom properties, so the host's --vet-scroll-offset is given here for every
// element, and each element scrollIntoView() is called on is recorded.
import { vi } from 'vitest';

export function stickyHeader(offsetPx: number): { scrolled: Element[] } {
  const real = window.getComputedStyle;
  vi.spyOn(window, 'getComputedStyle').mockImplementation((el, pseudo) => {
    const style = real(el, pseudo);
    const own = style.getPropertyValue.bind(style);
    style.getPropertyValue = (name: string) => (name === '--vet-scroll-offset' ? `${offsetPx}px` : own(name));
    return style;
  });
  const scrolled: Element[] = [];
  Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
    scrolled.push(this);
  });
  return { scrolled };
}
