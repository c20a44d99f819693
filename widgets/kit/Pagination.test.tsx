import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pagination, paginationRange, type PageItem } from './Pagination';

const S = 'start-ellipsis';
const E = 'end-ellipsis';

describe('paginationRange', () => {
  it.each<[number, number, number, PageItem[]]>([
    // No pages, one page, and every page shown up to 5 + 2 * siblings.
    [1, 0, 1, []],
    [1, 1, 1, [1]],
    [3, 5, 1, [1, 2, 3, 4, 5]],
    [4, 7, 1, [1, 2, 3, 4, 5, 6, 7]],
    [1, 9, 2, [1, 2, 3, 4, 5, 6, 7, 8, 9]],
    [2, 5, 0, [1, 2, 3, 4, 5]],
    // Beyond that: seven items for one sibling, whatever the current page.
    [1, 8, 1, [1, 2, 3, 4, 5, E, 8]],
    [4, 8, 1, [1, 2, 3, 4, 5, E, 8]],
    [5, 8, 1, [1, S, 4, 5, 6, 7, 8]],
    [8, 8, 1, [1, S, 4, 5, 6, 7, 8]],
    [1, 20, 1, [1, 2, 3, 4, 5, E, 20]],
    [5, 20, 1, [1, S, 4, 5, 6, E, 20]],
    [10, 20, 1, [1, S, 9, 10, 11, E, 20]],
    [16, 20, 1, [1, S, 15, 16, 17, E, 20]],
    [17, 20, 1, [1, S, 16, 17, 18, 19, 20]],
    [20, 20, 1, [1, S, 16, 17, 18, 19, 20]],
    // Two siblings: nine items.
    [10, 20, 2, [1, S, 8, 9, 10, 11, 12, E, 20]],
    [1, 10, 2, [1, 2, 3, 4, 5, 6, 7, E, 10]],
    // No siblings: five items.
    [5, 10, 0, [1, S, 5, E, 10]],
    // Out-of-range pages are clamped.
    [0, 20, 1, [1, 2, 3, 4, 5, E, 20]],
    [99, 20, 1, [1, S, 16, 17, 18, 19, 20]],
  ])('page %i of %i with %i sibling(s)', (current, total, siblings, expected) => {
    expect(paginationRange(current, total, siblings)).toEqual(expected);
  });

  it('uses one sibling by default', () => {
    expect(paginationRange(10, 20)).toEqual([1, S, 9, 10, 11, E, 20]);
  });

  it('never hides a single page behind an ellipsis', () => {
    for (let total = 1; total <= 30; total++) {
      for (let current = 1; current <= total; current++) {
        const items = paginationRange(current, total);
        items.forEach((item, i) => {
          if (typeof item === 'number') return;
          const gap = (items[i + 1] as number) - (items[i - 1] as number) - 1;
          expect(gap).toBeGreaterThanOrEqual(2);
        });
        expect(items).toContain(current);
      }
    }
  });
});

describe('<Pagination>', () => {
  function setup(page: number, totalPages: number) {
    const onPageChange = vi.fn();
    render(<Pagination page={page} totalPages={totalPages} onPageChange={onPageChange} label="Orders pages" />);
    return { onPageChange, nav: screen.getByRole('navigation', { name: 'Orders pages' }) };
  }

  it('marks the current page', () => {
    const { nav } = setup(10, 20);
    expect(within(nav).getByRole('button', { name: 'Page 10' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('button', { name: 'Page 9' }).hasAttribute('aria-current')).toBe(false);
    expect(
      within(nav)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['‹', '1', '9', '10', '11', '20', '›']);
  });

  it('disables Previous on the first page and Next on the last', () => {
    const { rerender } = render(<Pagination page={1} totalPages={3} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Previous page' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveProperty('disabled', false);
    rerender(<Pagination page={3} totalPages={3} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Previous page' })).toHaveProperty('disabled', false);
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveProperty('disabled', true);
  });

  it('changes page by click and by keyboard', async () => {
    const user = userEvent.setup();
    const { onPageChange } = setup(2, 5);
    await user.click(screen.getByRole('button', { name: 'Page 4' }));
    expect(onPageChange).toHaveBeenLastCalledWith(4);
    screen.getByRole('button', { name: 'Next page' }).focus();
    await user.keyboard('{Enter}');
    expect(onPageChange).toHaveBeenLastCalledWith(3);
    await user.tab({ shift: true });
    await user.keyboard(' ');
    expect(onPageChange).toHaveBeenLastCalledWith(5);
  });

  it('does not report choosing the page already shown', async () => {
    const user = userEvent.setup();
    const { onPageChange } = setup(2, 5);
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(onPageChange).not.toHaveBeenCalled();
  });

  it('renders nothing for a single page', () => {
    const { container } = render(<Pagination page={1} totalPages={1} onPageChange={() => {}} />);
    expect(container.innerHTML).toBe('');
  });

  it('with hrefFor, links each page to its address; a page past either end is a disabled link', () => {
    render(<Pagination page={1} totalPages={3} hrefFor={(p) => `/news?page=${p}`} label="News pages" />);
    const nav = screen.getByRole('navigation', { name: 'News pages' });
    expect(within(nav).queryAllByRole('button')).toHaveLength(0);
    expect(within(nav).getByRole('link', { name: 'Page 2' }).getAttribute('href')).toBe('/news?page=2');
    expect(within(nav).getByRole('link', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Next page' }).getAttribute('href')).toBe('/news?page=2');
    const previous = within(nav).getByRole('link', { name: 'Previous page' });
    expect(previous.hasAttribute('href')).toBe(false);
    expect(previous.getAttribute('aria-disabled')).toBe('true');
  });
});
