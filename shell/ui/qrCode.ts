// A QR code as an inline SVG built from the library's module matrix, in plain DOM: the
// footer's app banner is filled in by the islands script (shell/islands/qrCodes.ts) once it
// comes near the screen, on pages with React and without. One path of unit squares keeps
// the DOM small; crispEdges keeps it scannable.
import qrcode from 'qrcode-generator';

/** The quiet zone the QR standard asks for, in modules. */
const QUIET_ZONE = 4;
const SVG = 'http://www.w3.org/2000/svg';

/** The dark modules of `text` (error correction M, smallest version that fits). */
export function qrMatrix(text: string): boolean[][] {
  const qr = qrcode(0, 'M');
  qr.addData(text);
  qr.make();
  const size = qr.getModuleCount();
  return Array.from({ length: size }, (_, row) => Array.from({ length: size }, (_, col) => qr.isDark(row, col)));
}

/** An <svg role="img"> of `text`'s QR code, named `label`. */
export function qrCodeSvg(document: Document, text: string, label: string, className = ''): SVGSVGElement {
  const matrix = qrMatrix(text);
  const size = String(matrix.length + QUIET_ZONE * 2);
  const path = matrix.flatMap((cells, row) => cells.map((dark, col) => (dark ? `M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z` : ''))).join('');
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('role', 'img');
  svg.setAttribute('aria-label', label);
  svg.setAttribute('viewBox', `0 0 ${size} ${size}`);
  svg.setAttribute('shape-rendering', 'crispEdges');
  if (className) svg.setAttribute('class', className);
  const rect = document.createElementNS(SVG, 'rect');
  rect.setAttribute('width', size);
  rect.setAttribute('height', size);
  rect.setAttribute('fill', '#fff');
  const dark = document.createElementNS(SVG, 'path');
  dark.setAttribute('d', path);
  dark.setAttribute('fill', '#000');
  svg.append(rect, dark);
  return svg;
}
