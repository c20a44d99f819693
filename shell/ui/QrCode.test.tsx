import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { encode } from 'uqr';
import { describe, expect, it } from 'vitest';
import { configureSite, site } from '../site';
import { absoluteTarget, QrCode, qrPath } from './QrCode';

/** The dark modules a path of `M{x} {y}h{n}v1H{x}z` runs paints. */
function modulesOf(d: string, size: number): boolean[][] {
  const grid = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  for (const [, x, y, n] of d.matchAll(/M(\d+) (\d+)h(\d+)v1H\d+z/g)) for (let i = 0; i < Number(n); i++) grid[Number(y)]![Number(x) + i] = true;
  return grid;
}

describe('QrCode', () => {
  it("paints exactly the encoder's dark modules, with a quiet zone of four", () => {
    const text = 'https://portal.example.nz/download-app';
    const { size, d } = qrPath(text);
    const { data } = encode(text, { ecc: 'M', border: 4 });
    expect(size).toBe(data.length);
    expect(modulesOf(d, size)).toEqual(data);
    // The quiet zone: the first four rows and columns are light.
    expect(modulesOf(d, size).slice(0, 4).flat().some(Boolean)).toBe(false);
    expect(d.startsWith('M4 4h7v1H4z')).toBe(true); // the top-left finder's first row
  });

  it("encodes the portal's absolute address, so a phone scanning it off a screen can open it", () => {
    const before = site.apiBase;
    configureSite({ apiBase: 'https://portal.example.nz' });
    try {
      expect(absoluteTarget('/download-app')).toBe('https://portal.example.nz/download-app');
      expect(absoluteTarget('https://apps.example.com/tui')).toBe('https://apps.example.com/tui');
      render(<QrCode target="/download-app" label="QR code of the download page" className="h-20 w-20" />);
      const svg = screen.getByRole('img', { name: 'QR code of the download page' });
      expect(svg.querySelector('path')!.getAttribute('d')).toBe(qrPath('https://portal.example.nz/download-app').d);
    } finally {
      configureSite({ apiBase: before });
    }
  });

  it('is in the server-rendered HTML: nothing is left for a script to draw into the page', () => {
    const html = renderToString(<QrCode target="/download-app" label="QR code" />);
    expect(html).toMatch(
      /^<svg role="img" aria-label="QR code" viewBox="0 0 (\d+) \1" shape-rendering="crispEdges"><rect [^>]*fill="#fff"><\/rect><path d="M4 4h7v1H4z/,
    );
  });
});
