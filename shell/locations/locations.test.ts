import { describe, expect, it } from 'vitest';
import { itemsOf, LocationDocSchema } from '../../shared/content/docs';
import { seedCollection } from '../test/seedContent';
import { clinicLocations, directionsUrl, formatTime, mainLocation, socialLinks, telHref } from './locations';

const all = itemsOf(LocationDocSchema, seedCollection('t1-location'));

describe('footer locations', () => {
  it('takes the three clinics, not the other places', () => {
    expect(clinicLocations(all).map((l) => l.id)).toEqual(['tui-hamilton', 'tui-cambridge', 'tui-te-awamutu']);
  });

  it('uses the main location, or the first when none is main', () => {
    expect(mainLocation(all)?.id).toBe('tui-hamilton');
    const noneMain = all.slice(1).map((l) => ({ ...l, mainLocation: false }));
    expect(mainLocation(noneMain)?.id).toBe('tui-cambridge');
    expect(mainLocation([])).toBeNull();
  });

  it('lists http(s) social links in a fixed order', () => {
    expect(socialLinks(mainLocation(all)).map((s) => s.kind)).toEqual(['Facebook', 'Instagram', 'LinkedIn']);
    const odd = {
      ...all[0]!,
      contacts: [
        { type: 'Twitter', value: 'javascript:alert(1)' },
        { type: 'Facebook', value: 'https://fb.example/x' },
      ],
    };
    expect(socialLinks(odd)).toEqual([{ kind: 'Facebook', href: 'https://fb.example/x' }]);
  });

  it('links directions to the coordinates (longitude first in the data)', () => {
    expect(directionsUrl(all[0]!)).toBe('https://www.google.com/maps/dir/?api=1&destination=-37.7931,175.2948');
    expect(directionsUrl({ ...all[0]!, address: null })).toBeNull();
  });

  it.each([
    ['08:00', '8:00am'],
    ['16:30', '4:30pm'],
    ['12:00', '12:00pm'],
    ['00:15', '12:15am'],
    ['late', 'late'],
  ])('shows %s as %s', (value, shown) => expect(formatTime(value)).toBe(shown));

  it('dials only digits', () => expect(telHref('07 856 0140')).toBe('tel:078560140'));
});
