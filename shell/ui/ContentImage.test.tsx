import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ImageSchema } from '../../shared/content/images';
import * as v from 'valibot';
import { srcSetOf } from '../../shared/content/images';
import { ContentImage } from './ContentImage';

describe('content images: sized and responsive', () => {
  it('a plain image: its source, lazy, no srcset', () => {
    const { container } = render(<ContentImage image={{ url: '/demo/assets/hero.svg', alt: 'A farm' }} />);
    const img = container.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('/demo/assets/hero.svg');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.hasAttribute('srcset')).toBe(false);
    expect(img.hasAttribute('width')).toBe(false);
  });

  it('a CMS upload: its size, and a srcset of its resized copies and itself, narrowest first', () => {
    const image = v.parse(ImageSchema, {
      url: '/media/hero.jpg',
      alt: 'A farm',
      width: 2400,
      height: 1200,
      sizes: {
        card: { url: '/media/hero-768.jpg', width: 768 },
        thumbnail: { url: '/media/hero-300.jpg', width: 300 },
        empty: null,
        broken: { url: 'javascript:alert(1)', width: 500 },
      },
    });
    const { container } = render(<ContentImage image={image} eager sizes="(min-width: 1024px) 50vw, 100vw" />);
    const img = container.querySelector('img')!;
    expect(img.getAttribute('srcset')).toBe('/media/hero-300.jpg 300w, /media/hero-768.jpg 768w, /media/hero.jpg 2400w');
    expect(img.getAttribute('sizes')).toBe('(min-width: 1024px) 50vw, 100vw');
    expect(img.getAttribute('width')).toBe('2400');
    expect(img.getAttribute('height')).toBe('1200');
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
  });

  it("keeps a comma in a copy's address from splitting the list", () => {
    expect(srcSetOf({ url: '/a.jpg', width: null, sizes: { s: { url: '/a,small.jpg', width: 300 } } })).toBe('/a%2Csmall.jpg 300w');
  });
});
