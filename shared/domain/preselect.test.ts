import { describe, expect, it } from 'vitest';
import { preselected } from './preselect';

type Item = { id: number; isDefault?: boolean };
const list = (...items: Item[]) => items;

describe('preselected', () => {
  it('is the one flagged default, else the only one, else none', () => {
    expect(preselected(list({ id: 1 }, { id: 2, isDefault: true }))).toEqual({ id: 2, isDefault: true });
    expect(preselected(list({ id: 1, isDefault: false }))).toEqual({ id: 1, isDefault: false });
    expect(preselected(list({ id: 1 }, { id: 2 }))).toBeUndefined();
    expect(preselected(list())).toBeUndefined();
  });
});
