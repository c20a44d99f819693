import { describe, expect, it } from 'vitest';
import { toQueryString } from './query';

describe('toQueryString', () => {
  it.each([
    ['no params', undefined, ''],
    ['only empty values', { a: undefined, b: null, c: '', d: [] }, ''],
    ['scalars', { offset: 0, limit: 10, excludeSpecial: false }, '?offset=0&limit=10&excludeSpecial=false'],
    ['arrays joined with commas', { brands: ['Hills', 'Royal Canin'] }, '?brands=Hills,Royal%20Canin'],
    ['empty entries inside arrays', { petTypes: ['dog', '', null, 'cat'] as never }, '?petTypes=dog,cat'],
    ['a total key dropped', { offset: 20, limit: 10, total: 57 }, '?offset=20&limit=10'],
    ['a comma inside an element kept apart from the separators', { tags: ['a,b', 'c'] }, '?tags=a%2Cb,c'],
    ['reserved characters encoded', { search: 'flea & tick?' }, '?search=flea%20%26%20tick%3F'],
    ['dates as ISO', { from: new Date('2026-03-01T00:00:00Z') }, '?from=2026-03-01T00%3A00%3A00.000Z'],
  ])('%s', (_name, params, expected) => {
    expect(toQueryString(params)).toBe(expected);
  });
});
