// Every uploaded picture is decoded and written again on the server before it is stored or
// mailed: what is kept is pixels we produced, never the uploader's file. That drops all
// metadata (EXIF with GPS location, camera serials, comments) and applies the size rule to the
// decoded pixels. The work is bounded: raster formats only (server/accounts/image.ts), a
// picture whose header says it is over the size is refused before any pixel is decoded (and
// the decoder stops at that many pixels whatever the header said), each picture has
// IMAGE_WORK_SECONDS, and one picture is worked on at a time (imageQueue.ts).
import sharp from 'sharp';
import { HttpError } from '../http/errors';
import { imageFormat, type ImageFormat } from './image';
import { ImageQueueFull, oneImageAtATime } from './imageQueue';

// One libvips thread per picture, and no cache of decoded pictures between uploads.
sharp.concurrency(1);
sharp.cache(false);

export type PictureProblem = 'format' | 'too-large' | 'unreadable' | 'busy';

export interface Picture {
  bytes: Buffer;
  contentType: 'image/png' | 'image/jpeg';
  extension: 'png' | 'jpg';
  width: number;
  height: number;
}

export const PICTURES_BUSY = 'Many pictures are being uploaded just now. Please try again in a minute.';
/** The answer to a 'busy' refusal: 503 with Retry-After. */
export const picturesBusy = () => new HttpError(503, PICTURES_BUSY, undefined, { 'retry-after': '30' });

/** The most a picture may take to decode and write again; a picture that needs more is unreadable. */
export const IMAGE_WORK_SECONDS = 5;

/** What each format is kept as: a JPEG stays a JPEG; a GIF's first frame or a WebP becomes a PNG. */
const OUTPUT: Record<ImageFormat, Pick<Picture, 'contentType' | 'extension'>> = {
  png: { contentType: 'image/png', extension: 'png' },
  gif: { contentType: 'image/png', extension: 'png' },
  jpeg: { contentType: 'image/jpeg', extension: 'jpg' },
  webp: { contentType: 'image/png', extension: 'png' },
};

async function reencode(bytes: Uint8Array, format: ImageFormat, max: { width: number; height: number }): Promise<Picture | { problem: PictureProblem }> {
  try {
    // failOn 'error': a truncated or corrupt file is refused, not half-decoded. rotate() applies
    // the EXIF orientation to the pixels before the EXIF is dropped.
    const image = sharp(bytes, { limitInputPixels: max.width * max.height, failOn: 'error', pages: 1 }).rotate();
    // The header only: nothing is decoded yet.
    const meta = await image.metadata();
    if (meta.format !== format) return { problem: 'format' };
    const width = meta.autoOrient?.width ?? meta.width ?? 0;
    const height = meta.autoOrient?.height ?? meta.height ?? 0;
    if (!width || !height) return { problem: 'unreadable' };
    if (width > max.width || height > max.height) return { problem: 'too-large' };
    const bounded = image.timeout({ seconds: IMAGE_WORK_SECONDS });
    // sharp writes no metadata unless asked (withMetadata): the output carries pixels only.
    const out = format === 'jpeg' ? await bounded.jpeg({ quality: 85 }).toBuffer() : await bounded.png({ compressionLevel: 9 }).toBuffer();
    return { bytes: out, ...OUTPUT[format], width, height };
  } catch (error) {
    // libvips says "exceeds pixel limit" for a bomb; anything else (a timeout too) is a file it cannot read.
    return { problem: /pixel limit/i.test(String((error as Error)?.message)) ? 'too-large' : 'unreadable' };
  }
}

/**
 * The picture re-encoded (JPEG stays JPEG, the others become PNG), or the
 * reason it is refused: not a raster picture ('format'), over `max` pixels, unreadable, or
 * too many pictures waiting already ('busy').
 */
export async function reencodePicture(bytes: Uint8Array, options: { max: { width: number; height: number } }): Promise<Picture | { problem: PictureProblem }> {
  const format = imageFormat(bytes);
  if (!format) return { problem: 'format' };
  try {
    return await oneImageAtATime(() => reencode(bytes, format, options.max));
  } catch (error) {
    if (error instanceof ImageQueueFull) return { problem: 'busy' };
    throw error;
  }
}
