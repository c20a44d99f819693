import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browser, isInternalHref, navigate } from './history';
import { Link } from './Link';

beforeEach(() => {
  window.history.replaceState(null, '', '/');
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('isInternalHref', () => {
  it.each([
    ['/shop', true],
    ['/news/a/b?x=1#y', true],
    [`${window.location.origin}/contact`, true],
    ['https://www.facebook.com/x', false],
    ['mailto:a@b.nz', false],
    ['/auth/sign-in?callbackUrl=/', false],
    ['/api/v1/shop', false],
    ['/demo/', false],
    ['/widgets?tag=vet-booking', true],
    ['/widgets/vet-widgets.js', false],
  ])('%s is a SPA route: %s', (href, internal) => expect(isInternalHref(href)).toBe(internal));
});

describe('<Link>', () => {
  it('moves inside the app on a plain click and scrolls to the top', async () => {
    render(<Link href="/shop">Shop</Link>);
    fireEvent.click(screen.getByRole('link', { name: 'Shop' }));
    expect(window.location.pathname).toBe('/shop');
    await Promise.resolve();
    expect(window.scrollTo).toHaveBeenCalled();
  });

  it.each([{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }])('leaves a click with %j to the browser', (init) => {
    render(<Link href="/shop">Shop</Link>);
    const event = fireEvent.click(screen.getByRole('link', { name: 'Shop' }), init);
    expect(window.location.pathname).toBe('/');
    expect(event).toBe(true);
  });

  it('leaves new-tab and other-site links to the browser', () => {
    render(
      <>
        <Link href="/shop" target="_blank">
          New tab
        </Link>
        <Link href="https://example.org/">Elsewhere</Link>
      </>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'New tab' }));
    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(window.location.pathname).toBe('/');
  });
});

describe('navigate', () => {
  it('replaces the entry when asked', () => {
    const length = window.history.length;
    navigate('/404', { replace: true });
    expect(window.location.pathname).toBe('/404');
    expect(window.history.length).toBe(length);
  });

  it('sends other origins through a full page load', () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    navigate('https://example.org/x');
    expect(assign).toHaveBeenCalledWith('https://example.org/x');
  });
});
