import { describe, expect, it } from 'vitest';
import { DEFAULT_REGION, REGIONS, REGION_NAMES, regionById, regionByName } from './regions';

describe('regions', () => {
  it('lists the 16 regions word for word, in spec order, with ids 1..16', () => {
    expect(REGIONS.map((r) => `${r.id}:${r.name}`)).toEqual([
      '1:Northland',
      '2:Auckland',
      '3:Waikato',
      '4:Bay Of Plenty',
      '5:Gisborne',
      "6:Hawke's Bay",
      '7:Taranaki',
      '8:Manawatū-Whanganui',
      '9:Wellington',
      '10:Tasman',
      '11:Nelson',
      '12:Marlborough',
      '13:West Coast',
      '14:Canterbury',
      '15:Otago',
      '16:Southland',
    ]);
    expect(REGION_NAMES).toHaveLength(16);
  });

  it('spells Manawatū-Whanganui with a precomposed macron', () => {
    expect(REGIONS[7]!.name).toBe('Manawat\u016B-Whanganui');
  });

  it('falls back to Auckland', () => {
    expect(DEFAULT_REGION).toEqual({ id: 2, name: 'Auckland' });
  });

  it.each([
    [1, 'Northland'],
    ['8', 'Manawatū-Whanganui'],
    [16, 'Southland'],
  ])('finds region id %s', (id, name) => {
    expect(regionById(id)?.name).toBe(name);
  });

  it.each([0, 17, 'x', null, undefined, ''])('has no region for id %s', (id) => {
    expect(regionById(id as never)).toBeUndefined();
  });

  it.each([
    ['Otago', 15],
    ['otago', 15],
    ['  West   Coast ', 13],
    ['Manawatu-Whanganui', 8],
    ['Manawatū - Whanganui', 8],
    ['Hawkes Bay', 6],
    ['Hawke’s Bay', 6],
    ['bay of plenty', 4],
  ])('matches the name %j', (name, id) => {
    expect(regionByName(name).id).toBe(id);
  });

  it.each(['', null, undefined, 'Atlantis'])('falls back to Auckland for %j', (name) => {
    expect(regionByName(name)).toBe(DEFAULT_REGION);
  });
});
