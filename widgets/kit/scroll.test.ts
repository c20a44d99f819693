import { afterEach, describe, expect, it, vi } from 'vitest';
import { reveal, scrollOffset } from './scroll';
import { stickyHeader } from './scroll.testing';

afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

function placed(top: number, height: number): HTMLElement {
  const el = document.createElement('h2');
  el.tabIndex = -1;
  document.body.append(el);
  vi.spyOn(el, 'getBoundingClientRect').mockReturnValue({ top, bottom: top + height } as DOMRect);
  return el;
}

describe('reveal', () => {
  // jsdom's view is 768px tall.
  it('focuses without the browser scroll, and scrolls what is under the header to just below it', () => {
    const { scrolled } = stickyHeader(96);
    const el = placed(40, 30);
    const focus = vi.spyOn(el, 'focus');
    reveal(el);
    expect(focus).toHaveBeenCalledWith({ preventScroll: true });
    expect(document.activeElement).toBe(el);
    expect(scrolled).toEqual([el]);
    expect(el.style.scrollMarginTop).toBe('96px');
  });

  it('scrolls what is above or below the view, and what fits but is cut off at the foot', () => {
    const { scrolled } = stickyHeader(96);
    const above = placed(-1500, 40);
    const below = placed(2000, 40);
    const cut = placed(700, 200);
    for (const el of [above, below, cut]) reveal(el);
    expect(scrolled).toEqual([above, below, cut]);
  });

  it('leaves alone what is shown below the header, and a tall step whose top is in the upper half', () => {
    const { scrolled } = stickyHeader(96);
    reveal(placed(200, 40));
    reveal(placed(150, 3000));
    expect(scrolled).toEqual([]);
    reveal(placed(700, 3000));
    expect(scrolled).toHaveLength(1);
  });

  it('focuses another element, or none, when told', () => {
    stickyHeader(96);
    const shown = placed(40, 30);
    const field = document.createElement('input');
    document.body.append(field);
    reveal(shown, { focus: field });
    expect(document.activeElement).toBe(field);
    field.blur();
    reveal(shown, { focus: false });
    expect(document.activeElement).toBe(document.body);
  });
});

describe('scrollOffset', () => {
  it('is the host’s --vet-scroll-offset, or 16px without one', () => {
    const el = document.createElement('div');
    document.body.append(el);
    expect(scrollOffset(el)).toBe(16);
    stickyHeader(120);
    expect(scrollOffset(el)).toBe(120);
  });
});
