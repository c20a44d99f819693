import { describe, expect, it } from 'vitest';
import { pageCount, pageOffset, showingResultsText } from './paging';

describe('paging', () => {
  it.each([
    [0, 9, 0],
    [1, 9, 1],
    [9, 9, 1],
    [10, 9, 2],
    [25, 10, 3],
    [5, 0, 0],
  ])('%i items at %i a page make %i pages', (total, size, pages) => {
    expect(pageCount(total, size)).toBe(pages);
  });

  it.each([
    [1, 10, 0],
    [3, 10, 20],
    [0, 9, 0],
  ])('page %i of size %i starts at offset %i', (page, size, offset) => {
    expect(pageOffset(page, size)).toBe(offset);
  });

  it.each([
    [1, 9, 20, 'Showing 1 to 9 of 20 results'],
    [3, 9, 20, 'Showing 19 to 20 of 20 results'],
    [1, 9, 4, 'Showing 1 to 4 of 4 results'],
    [1, 9, 0, 'Showing 0 to 0 of 0 results'],
  ])('page %i size %i of %i: %j', (page, size, total, text) => {
    expect(showingResultsText(page, size, total)).toBe(text);
  });
});
