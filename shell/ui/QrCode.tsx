// A QR code as an inline SVG built from the library's module matrix (React elements, no HTML
// strings). One path of unit squares keeps the DOM small; crispEdges keeps it scannable.
import qrcode from 'qrcode-generator';
import { useMemo } from 'react';

/** The quiet zone the QR standard asks for, in modules. */
const QUIET_ZONE = 4;

/** The dark modules of `text` (error correction M, smallest version that fits). */
export function qrMatrix(text: string): boolean[][] {
  const qr = qrcode(0, 'M');
  qr.addData(text);
  qr.make();
  const size = qr.getModuleCount();
  return Array.from({ length: size }, (_, row) => Array.from({ length: size }, (_, col) => qr.isDark(row, col)));
}

export function QrCode({ text, label, className }: { text: string; label: string; className?: string }) {
  const matrix = useMemo(() => qrMatrix(text), [text]);
  const size = matrix.length + QUIET_ZONE * 2;
  const path = matrix.flatMap((cells, row) => cells.map((dark, col) => (dark ? `M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z` : ''))).join('');
  return (
    <svg role="img" aria-label={label} viewBox={`0 0 ${size} ${size}`} shapeRendering="crispEdges" className={className}>
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
