// Every uploaded picture is decoded and written again on the server before it is
// stored or mailed: what is kept is pixels we produced, never the uploader's file. That drops
// all metadata (EXIF with GPS location, camera serials, comments), applies the size rule to
// the decoded pixels (not to what the header claims), refuses decompression bombs before they
// are decoded, and turns an SVG into a PNG so no document with script or links is ever served.
import sharp from 'sharp';
import { readImage, svgHasActiveContent } from './image';

export type PictureProblem = 'format' | 'svg-active' | 'too-large' | 'unreadable';

export interface Picture {
  bytes: Buffer;
  contentType: 'image/png' | 'image/jpeg';
  extension: 'png' | 'jpg';
  width: number;
  height: number;
}

/** Decoding stops past this many pixels: a small file that inflates to gigabytes is refused. */
export const MAX_DECODED_PIXELS = 4000 * 4000;

/** An SVG may point outside itself (href to a file or URL): never rasterise one that does. */
const svgReachesOut = (bytes: Uint8Array) =>
  /\s(?:xlink:)?href\s*=\s*["'](?!#|data:image\/(?:png|jpeg);)/i.test(new TextDecoder('utf-8', { fatal: false }).decode(bytes)) ||
  /<!ENTITY|<!DOCTYPE[^>]*\[/i.test(new TextDecoder('utf-8', { fatal: false }).decode(bytes));

/**
 * The picture re-encoded (PNG stays PNG, JPEG stays JPEG, SVG becomes PNG), or the reason it
 * is refused. `max` is the largest allowed size in pixels.
 */
export async function reencodePicture(
  bytes: Uint8Array,
  options: { max: { width: number; height: number }; allowSvg: boolean },
): Promise<Picture | { problem: PictureProblem }> {
  const sniffed = readImage(bytes);
  if (!sniffed || (sniffed.format === 'svg' && !options.allowSvg)) return { problem: 'format' };
  if (sniffed.format === 'svg' && (svgHasActiveContent(bytes) || svgReachesOut(bytes))) return { problem: 'svg-active' };
  try {
    // failOn 'error': a truncated or corrupt file is refused, not half-decoded. rotate() applies
    // the EXIF orientation to the pixels before the EXIF is dropped.
    const image = sharp(bytes, { limitInputPixels: MAX_DECODED_PIXELS, failOn: 'error', density: 72 }).rotate();
    const meta = await image.metadata();
    const width = meta.autoOrient?.width ?? meta.width ?? 0;
    const height = meta.autoOrient?.height ?? meta.height ?? 0;
    if (!width || !height) return { problem: 'unreadable' };
    if (width > options.max.width || height > options.max.height) return { problem: 'too-large' };
    const jpeg = sniffed.format === 'jpeg';
    // sharp writes no metadata unless asked (withMetadata): the output carries pixels only.
    const out = jpeg ? await image.jpeg({ quality: 85 }).toBuffer() : await image.png({ compressionLevel: 9 }).toBuffer();
    return { bytes: out, contentType: jpeg ? 'image/jpeg' : 'image/png', extension: jpeg ? 'jpg' : 'png', width, height };
  } catch (error) {
    // libvips says "exceeds pixel limit" for a bomb; anything else is a file it cannot read.
    return { problem: /pixel limit/i.test(String((error as Error)?.message)) ? 'too-large' : 'unreadable' };
  }
}
