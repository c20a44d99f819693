import { describe, expect, it } from 'vitest';
import { qrCodeSvg, qrMatrix } from './qrCode';

// A finder pattern: a 7x7 dark ring, a light ring inside it, and a dark 3x3 centre.
function isFinder(m: boolean[][], top: number, left: number) {
  for (let r = 0; r < 7; r++)
    for (let c = 0; c < 7; c++) {
      const ring = Math.max(Math.abs(r - 3), Math.abs(c - 3));
      const dark = ring !== 2;
      if (m[top + r]![left + c] !== dark) return false;
    }
  return true;
}

describe('QrCode', () => {
  it('encodes a URL as a QR symbol with finder patterns in three corners', () => {
    const m = qrMatrix('https://portal.example.nz/download-app');
    const n = m.length;
    expect((n - 17) % 4).toBe(0); // sizes are 21, 25, 29, … modules
    expect(isFinder(m, 0, 0)).toBe(true);
    expect(isFinder(m, 0, n - 7)).toBe(true);
    expect(isFinder(m, n - 7, 0)).toBe(true);
    expect(isFinder(m, n - 7, n - 7)).toBe(false);
  });

  it('different text gives a different symbol', () => {
    expect(qrMatrix('https://a.example.nz/x')).not.toEqual(qrMatrix('https://b.example.nz/y'));
  });

  it('renders a labelled SVG with a quiet zone', () => {
    const svg = qrCodeSvg(document, 'https://portal.example.nz/download-app', 'QR code for the download page');
    expect(svg.getAttribute('role')).toBe('img');
    expect(svg.getAttribute('aria-label')).toBe('QR code for the download page');
    const size = qrMatrix('https://portal.example.nz/download-app').length + 8;
    expect(svg.getAttribute('viewBox')).toBe(`0 0 ${size} ${size}`);
    expect(svg.querySelector('path')!.getAttribute('d')).toMatch(/^M4 4h1v1h-1z/);
  });
});
