// What an uploaded image really is, read from its bytes rather than trusted from its file
// name: the format (png, jpeg, svg) and its size in pixels, so the server applies the same
// "formats png, jpg, jpeg, svg; at most 800x400" rule as the upload field.

export type ImageFormat = 'png' | 'jpeg' | 'svg';

export interface ImageInfo {
  format: ImageFormat;
  contentType: 'image/png' | 'image/jpeg' | 'image/svg+xml';
  /** Null when the image does not say (an SVG with neither width/height nor viewBox). */
  width: number | null;
  height: number | null;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function png(bytes: Uint8Array): ImageInfo | null {
  if (bytes.length < 24 || !PNG_SIGNATURE.every((b, i) => bytes[i] === b)) return null;
  // The first chunk is always IHDR: width and height are its first 8 bytes, big-endian.
  if (String.fromCharCode(...bytes.subarray(12, 16)) !== 'IHDR') return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { format: 'png', contentType: 'image/png', width: view.getUint32(16), height: view.getUint32(20) };
}

function jpeg(bytes: Uint8Array): ImageInfo | null {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8 || bytes[2] !== 0xff) return null;
  // Walk the marker segments to the frame header (SOFn), which holds the dimensions.
  let i = 2;
  while (i + 9 < bytes.length) {
    if (bytes[i] !== 0xff) return null;
    const marker = bytes[i + 1]!;
    if (marker === 0xff) {
      i += 1;
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2;
      continue;
    }
    const length = (bytes[i + 2]! << 8) | bytes[i + 3]!;
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) {
      const height = (bytes[i + 5]! << 8) | bytes[i + 6]!;
      const width = (bytes[i + 7]! << 8) | bytes[i + 8]!;
      return { format: 'jpeg', contentType: 'image/jpeg', width, height };
    }
    if (length < 2) return null;
    i += 2 + length;
  }
  // A JPEG signature without a readable frame: still a JPEG, size unknown.
  return { format: 'jpeg', contentType: 'image/jpeg', width: null, height: null };
}

const svgLength = (value: string | undefined): number | null => {
  if (!value) return null;
  const m = /^\s*([\d.]+)\s*(px)?\s*$/.exec(value);
  return m ? Number(m[1]) : null;
};

function svg(bytes: Uint8Array): ImageInfo | null {
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, 64 * 1024));
  const root = /<svg\b([^>]*)>/i.exec(text.replace(/<!--[\s\S]*?-->/g, ''));
  if (!root || !/^\s*(<\?xml[^>]*>\s*)?(<!DOCTYPE[^>]*>\s*)?<svg\b/i.test(text.replace(/<!--[\s\S]*?-->/g, ''))) return null;
  const attr = (name: string) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(root[1]!)?.[1];
  let width = svgLength(attr('width'));
  let height = svgLength(attr('height'));
  const viewBox = attr('viewBox')
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  if ((width === null || height === null) && viewBox?.length === 4 && viewBox.every(Number.isFinite)) {
    width ??= viewBox[2]!;
    height ??= viewBox[3]!;
  }
  return { format: 'svg', contentType: 'image/svg+xml', width, height };
}

export function readImage(bytes: Uint8Array): ImageInfo | null {
  return png(bytes) ?? jpeg(bytes) ?? svg(bytes);
}

/**
 * SVG is a document that can run script when opened on its own. Photos are served with a
 * sandboxing CSP as well, but an SVG that carries script or event handlers is refused.
 */
export function svgHasActiveContent(bytes: Uint8Array): boolean {
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  return /<script\b|<foreignObject\b|\son[a-z]+\s*=|javascript:|<iframe\b|<embed\b|<object\b/i.test(text);
}
