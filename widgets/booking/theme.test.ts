import { describe, expect, it } from 'vitest';
import { themeCss } from './theme';

describe('booking theme', () => {
  it('turns config colours into theme variables', () => {
    expect(themeCss({ mainColour: '#0f766e', hoverColour: 'rgb(17, 94, 89)', highlightColour: '#ccfbf1' })).toBe(
      ':host{--vet-group-primary:#0f766e;--vet-group-hover:rgb(17, 94, 89);--vet-group-highlight:#ccfbf1}',
    );
  });

  it('drops anything that is not a plain colour', () => {
    expect(themeCss({ mainColour: 'red;} body{display:none', hoverColour: 'url(x)' })).toBe('');
  });
});
