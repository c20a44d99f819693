import { describe, expect, it } from 'vitest';
import { apiUrl } from './apiUrl';

describe('apiUrl: what the API returns resolves against api-base', () => {
  it('resolves server paths against the API, keeps absolute http(s), and drops what is not a picture URL', () => {
    expect(apiUrl('https://portal.example.nz', '/demo/assets/products/p1.svg')).toBe('https://portal.example.nz/demo/assets/products/p1.svg');
    expect(apiUrl('https://portal.example.nz/vets', 'media/x.png')).toBe('https://portal.example.nz/vets/media/x.png');
    expect(apiUrl('https://portal.example.nz', 'https://cdn.example/x.png')).toBe('https://cdn.example/x.png');
    expect(apiUrl('https://portal.example.nz', 'javascript:alert(1)')).toBeUndefined();
    expect(apiUrl('https://portal.example.nz', '')).toBeUndefined();
    expect(apiUrl('https://portal.example.nz', null)).toBeUndefined();
  });
});
