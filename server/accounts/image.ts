// What an uploaded picture really is, read from its first bytes rather than trusted from its
// file name. Only raster formats are taken: a drawing (SVG) is a document whose rendering
// work has no bound its size can tell (a kilobyte of nested <use> takes seconds), and every
// other format libvips could open is more code reading strangers' bytes for no need.

export type ImageFormat = 'png' | 'jpeg' | 'webp' | 'gif';

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);
const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0));

const SIGNATURES: readonly { format: ImageFormat; matches: (bytes: Uint8Array) => boolean }[] = [
  { format: 'png', matches: (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  { format: 'jpeg', matches: (b) => startsWith(b, [0xff, 0xd8, 0xff]) },
  { format: 'webp', matches: (b) => startsWith(b, ascii('RIFF')) && startsWith(b, ascii('WEBP'), 8) },
  { format: 'gif', matches: (b) => startsWith(b, ascii('GIF87a')) || startsWith(b, ascii('GIF89a')) },
];

/** The picture's format by its signature, or null for anything else (SVG, PDF, TIFF, text…). */
export function imageFormat(bytes: Uint8Array): ImageFormat | null {
  return SIGNATURES.find((s) => s.matches(bytes))?.format ?? null;
}
