// A QR code as inline SVG, drawn where the page is rendered (server and browser alike, from
// the same address), so the server's HTML already holds it and hydration finds what it drew.
// The modules come from uqr's encoder; each row's dark runs become one path, which keeps the
// markup a fraction of one square per module. crispEdges keeps it scannable.
import { encode } from 'uqr';
import { site } from '../site';

/** The quiet zone the QR standard asks for, in modules. */
const QUIET_ZONE = 4;

/** The symbol of `text` (error correction M) as an SVG path of its dark runs, and its size with the quiet zone. */
export function qrPath(text: string): { size: number; d: string } {
  const { size, data } = encode(text, { ecc: 'M', border: QUIET_ZONE });
  let d = '';
  data.forEach((row, y) => {
    for (let x = 0; x < size; x++) {
      if (!row[x]) continue;
      let end = x;
      while (end + 1 < size && row[end + 1]) end++;
      d += `M${x} ${y}h${end - x + 1}v1H${x}z`;
      x = end;
    }
  });
  return { size, d };
}

/**
 * The absolute address a phone should open: a phone scans it off another screen, so a path
 * alone means nothing there. The portal's public origin (PUBLIC_URL on the server, the page's
 * origin in the browser) makes it.
 */
export function absoluteTarget(target: string): string {
  return new URL(target, site.apiBase).href;
}

export function QrCode({ target, label, className }: { target: string; label: string; className?: string }) {
  const { size, d } = qrPath(absoluteTarget(target));
  return (
    <svg role="img" aria-label={label} viewBox={`0 0 ${size} ${size}`} shapeRendering="crispEdges" className={className}>
      <rect width={size} height={size} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  );
}
