import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SLIDES_PER_VIEW, type SlidesPerViewName } from '../../shared/domain/limits';
import { Carousel, SLIDE_WIDTH_CLASSES, type CarouselProps } from './Carousel';

const NAMES = ['Ana', 'Ben', 'Cai', 'Dee', 'Eli'];

function renderCarousel(props: Partial<CarouselProps> = {}, names = NAMES) {
  const onIndexChange = vi.fn();
  const utils = render(
    <Carousel label="Our team" onIndexChange={onIndexChange} {...props}>
      {names.map((n) => (
        <p key={n}>{n}</p>
      ))}
    </Carousel>,
  );
  return { ...utils, onIndexChange };
}

function slides() {
  return screen.getAllByRole('group', { hidden: true }).filter((g) => g.getAttribute('aria-roledescription') === 'slide');
}

function visible() {
  return slides()
    .filter((s) => !s.hasAttribute('aria-hidden'))
    .map((s) => s.textContent);
}

// One step at a time: each autoplay timer is set by an effect after the previous move
// has rendered, so a single long advance would only see the first one.
function advance(ms: number) {
  for (let left = ms; left > 0; left -= Math.min(left, 1000)) {
    act(() => {
      vi.advanceTimersByTime(Math.min(left, 1000));
    });
  }
}

function setInnerWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
}

beforeEach(() => {
  setInnerWidth(1024);
});

afterEach(() => {
  vi.useRealTimers();
  // @ts-expect-error jsdom has no matchMedia; some tests add one.
  delete window.matchMedia;
});

// user-event waits on real timers; the autoplay tests, which fake time, use fireEvent.
const user = () => userEvent.setup();

describe('slide widths in the stylesheet (the server-rendered first layout)', () => {
  /** Slides in view at `width` by the classes: the widest min-[N px] rule that applies, else basis-full. */
  function slidesByClasses(classes: string, width: number): number {
    let slides = 1;
    for (const [, min, denominator] of classes.matchAll(/min-\[(\d+)px\]:basis-1\/(\d+)/g)) if (width >= Number(min)) slides = Number(denominator);
    return slides;
  }

  it.each(Object.keys(SLIDES_PER_VIEW) as SlidesPerViewName[])('%s agrees with its rule at every width', (name) => {
    for (let width = 280; width <= 1600; width += 1)
      expect(slidesByClasses(SLIDE_WIDTH_CLASSES[name], width), `${name} at ${width}px`).toBe(SLIDES_PER_VIEW[name](width));
  });
});

describe('<Carousel>', () => {
  describe('structure', () => {
    it('is a labelled carousel of labelled slides, with the off-screen ones hidden', () => {
      renderCarousel();
      const region = screen.getByRole('region', { name: 'Our team' });
      expect(region.getAttribute('aria-roledescription')).toBe('carousel');
      expect(slides().map((s) => s.getAttribute('aria-label'))).toEqual(['1 of 5', '2 of 5', '3 of 5', '4 of 5', '5 of 5']);
      expect(visible()).toEqual(['Ana']);
      expect(slides()[1]!.hasAttribute('inert')).toBe(true);
      expect(screen.getByRole('button', { name: 'Previous slide' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Next slide' })).toBeTruthy();
    });

    it('shows several slides at once and pages one slide at a time', async () => {
      renderCarousel({ slidesPerView: 3, autoplay: false });
      expect(visible()).toEqual(['Ana', 'Ben', 'Cai']);
      const u = user();
      await u.click(screen.getByRole('button', { name: 'Next slide' }));
      expect(visible()).toEqual(['Ben', 'Cai', 'Dee']);
      await u.click(screen.getByRole('button', { name: 'Next slide' }));
      expect(visible()).toEqual(['Cai', 'Dee', 'Eli']);
      // Looping: after the last full page comes the first.
      await u.click(screen.getByRole('button', { name: 'Next slide' }));
      expect(visible()).toEqual(['Ana', 'Ben', 'Cai']);
    });

    it('reads a slides-per-view rule from the window width, following resizes', () => {
      renderCarousel({ slidesPerView: 'team', autoplay: false });
      expect(visible()).toHaveLength(4);
      setInnerWidth(700);
      act(() => {
        window.dispatchEvent(new Event('resize'));
      });
      expect(visible()).toEqual(['Ana', 'Ben']);
    });

    it('disables both arrows when everything fits', () => {
      renderCarousel({ slidesPerView: 5 });
      expect(screen.getByRole('button', { name: 'Next slide' })).toHaveProperty('disabled', true);
      expect(screen.getByRole('button', { name: 'Previous slide' })).toHaveProperty('disabled', true);
      expect(screen.queryByRole('button', { name: /automatic slide show/ })).toBeNull();
    });
  });

  describe('buttons and loop', () => {
    it('wraps from the first slide back to the last', async () => {
      const { onIndexChange } = renderCarousel({ autoplay: false });
      await user().click(screen.getByRole('button', { name: 'Previous slide' }));
      expect(visible()).toEqual(['Eli']);
      expect(onIndexChange).toHaveBeenCalledWith(4);
    });

    it('stops at the ends without loop', async () => {
      renderCarousel({ autoplay: false, loop: false }, ['Ana', 'Ben']);
      expect(screen.getByRole('button', { name: 'Previous slide' })).toHaveProperty('disabled', true);
      await user().click(screen.getByRole('button', { name: 'Next slide' }));
      expect(visible()).toEqual(['Ben']);
      expect(screen.getByRole('button', { name: 'Next slide' })).toHaveProperty('disabled', true);
    });
  });

  describe('autoplay', () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });

    it('moves every 5000 ms and loops', () => {
      renderCarousel();
      act(() => {
        vi.advanceTimersByTime(4999);
      });
      expect(visible()).toEqual(['Ana']);
      act(() => {
        vi.advanceTimersByTime(1);
      });
      expect(visible()).toEqual(['Ben']);
      advance(5000 * 3);
      expect(visible()).toEqual(['Eli']);
      advance(5000);
      expect(visible()).toEqual(['Ana']);
    });

    it('announces changes only while not rotating', () => {
      renderCarousel();
      const viewport = slides()[0]!.parentElement!.parentElement!;
      expect(viewport.getAttribute('aria-live')).toBe('off');
      fireEvent.mouseEnter(screen.getByRole('region'));
      expect(viewport.getAttribute('aria-live')).toBe('polite');
    });

    it('pauses while hovered', () => {
      renderCarousel();
      fireEvent.mouseEnter(screen.getByRole('region'));
      advance(20000);
      expect(visible()).toEqual(['Ana']);
      fireEvent.mouseLeave(screen.getByRole('region'));
      advance(5000);
      expect(visible()).toEqual(['Ben']);
    });

    it('pauses while focus is inside', () => {
      renderCarousel();
      act(() => screen.getByRole('button', { name: 'Next slide' }).focus());
      advance(20000);
      expect(visible()).toEqual(['Ana']);
      act(() => screen.getByRole('button', { name: 'Next slide' }).blur());
      advance(5000);
      expect(visible()).toEqual(['Ben']);
    });

    it('can be stopped and started with the rotation button', () => {
      renderCarousel();
      fireEvent.click(screen.getByRole('button', { name: 'Stop automatic slide show' }));
      advance(20000);
      expect(visible()).toEqual(['Ana']);
      fireEvent.click(screen.getByRole('button', { name: 'Start automatic slide show' }));
      advance(5000);
      expect(visible()).toEqual(['Ben']);
    });

    it('does not run when the user prefers reduced motion', () => {
      window.matchMedia = vi.fn((query: string) => ({
        matches: query === '(prefers-reduced-motion: reduce)',
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      })) as unknown as typeof window.matchMedia;
      renderCarousel();
      advance(20000);
      expect(visible()).toEqual(['Ana']);
      expect(screen.queryByRole('button', { name: /automatic slide show/ })).toBeNull();
    });

    it('does not run when turned off', () => {
      renderCarousel({ autoplay: false });
      advance(20000);
      expect(visible()).toEqual(['Ana']);
    });

    it('restarts the count after a move by hand', () => {
      renderCarousel();
      advance(3000);
      fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
      expect(visible()).toEqual(['Ben']);
      advance(3000);
      expect(visible()).toEqual(['Ben']);
      advance(2000);
      expect(visible()).toEqual(['Cai']);
    });
  });

  describe('keyboard', () => {
    it('moves with the Left and Right arrows while focus is inside', async () => {
      renderCarousel({ autoplay: false });
      const u = user();
      act(() => screen.getByRole('button', { name: 'Next slide' }).focus());
      await u.keyboard('{ArrowRight}{ArrowRight}');
      expect(visible()).toEqual(['Cai']);
      await u.keyboard('{ArrowLeft}');
      expect(visible()).toEqual(['Ben']);
    });

    it('leaves the arrows to text fields', async () => {
      render(
        <Carousel label="Form" autoplay={false}>
          <input aria-label="Name" />
          <p>Second</p>
        </Carousel>,
      );
      const u = user();
      await u.click(screen.getByRole('textbox', { name: 'Name' }));
      await u.keyboard('{ArrowRight}');
      expect(visible()).toEqual(['']);
    });

    it('keeps focus in the carousel when the focused slide slides away', async () => {
      render(
        <Carousel label="Links" autoplay={false}>
          <a href="#one">One</a>
          <a href="#two">Two</a>
        </Carousel>,
      );
      const u = user();
      act(() => screen.getByRole('link', { name: 'One' }).focus());
      await u.keyboard('{ArrowRight}');
      expect(visible()).toEqual(['Two']);
      expect(screen.getByRole('region').contains(document.activeElement)).toBe(true);
      expect(document.activeElement?.closest('[inert]')).toBeNull();
    });
  });

  describe('swipe', () => {
    function swipe(from: number, to: number) {
      const viewport = slides()[0]!.parentElement!.parentElement!;
      viewport.getBoundingClientRect = () => ({ width: 400 }) as DOMRect;
      fireEvent.pointerDown(viewport, { clientX: from, pointerId: 1, pointerType: 'touch' });
      fireEvent.pointerMove(viewport, { clientX: (from + to) / 2, pointerId: 1, pointerType: 'touch' });
      fireEvent.pointerUp(viewport, { clientX: to, pointerId: 1, pointerType: 'touch' });
    }

    it('goes to the next slide past a quarter of the width to the left', () => {
      renderCarousel({ autoplay: false });
      swipe(300, 199); // 101px of 400px
      expect(visible()).toEqual(['Ben']);
    });

    it('goes back past a quarter of the width to the right', () => {
      renderCarousel({ autoplay: false });
      swipe(100, 200);
      expect(visible()).toEqual(['Eli']);
    });

    it('ignores shorter drags', () => {
      renderCarousel({ autoplay: false });
      swipe(300, 201); // 99px
      expect(visible()).toEqual(['Ana']);
    });

    it('leaves a mouse click without a drag to the slide (no pointer capture, the link is followed)', async () => {
      const onClick = vi.fn((event: MouseEvent) => event.preventDefault());
      render(
        <Carousel label="Hero" autoplay={false}>
          <a href="/book-appointment" onClick={(e) => onClick(e.nativeEvent)}>
            Book appointment
          </a>
          <p>Two</p>
        </Carousel>,
      );
      const viewport = slides()[0]!.parentElement!.parentElement!;
      // Chromium sends the click to the capturing element, never to the link under the mouse.
      const capture = vi.fn();
      viewport.setPointerCapture = capture;
      await user().click(screen.getByRole('link', { name: 'Book appointment' }));
      expect(capture).not.toHaveBeenCalled();
      expect(onClick).toHaveBeenCalledTimes(1);
      expect(visible()).toEqual(['Book appointment']);
    });

    it('captures the pointer once a press moves, and then swallows the click that ends the drag', () => {
      const onClick = vi.fn();
      render(
        <Carousel label="Hero" autoplay={false}>
          <a href="#one" onClick={onClick}>
            One
          </a>
          <p>Two</p>
        </Carousel>,
      );
      const viewport = slides()[0]!.parentElement!.parentElement!;
      viewport.getBoundingClientRect = () => ({ width: 400 }) as DOMRect;
      const capture = vi.fn();
      viewport.setPointerCapture = capture;
      const link = screen.getByRole('link', { name: 'One' });
      fireEvent.pointerDown(link, { clientX: 300, pointerId: 1, pointerType: 'mouse', button: 0 });
      fireEvent.pointerMove(link, { clientX: 250, pointerId: 1, pointerType: 'mouse' });
      expect(capture).toHaveBeenCalledWith(1);
      fireEvent.pointerUp(link, { clientX: 150, pointerId: 1, pointerType: 'mouse' });
      fireEvent.click(link);
      expect(onClick).not.toHaveBeenCalled();
      expect(visible()).toEqual(['Two']);
    });

    it('ignores cancelled drags', () => {
      renderCarousel({ autoplay: false });
      const viewport = slides()[0]!.parentElement!.parentElement!;
      viewport.getBoundingClientRect = () => ({ width: 400 }) as DOMRect;
      fireEvent.pointerDown(viewport, { clientX: 300, pointerId: 1 });
      fireEvent.pointerCancel(viewport, { clientX: 0, pointerId: 1 });
      expect(visible()).toEqual(['Ana']);
    });
  });
});
