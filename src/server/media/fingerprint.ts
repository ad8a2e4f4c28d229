import sharp from 'sharp';
import { dHashFromPixels, HASH_HEIGHT, HASH_WIDTH, hashDetail } from '../../lib/image-fingerprint.ts';

/**
 * The pixel limit of a decode, as images.ts `MAX_IMAGE_PIXELS` (24 megapixels); not imported
 * from there, so that images.ts can import this module without an import circle.
 */
const MAX_PIXELS = 24_000_000;

/** Pixels already decoded (sharp's `raw()` output), as images.ts could pass the ones it encodes. */
export interface RawPixels {
  width: number;
  height: number;
  channels: 1 | 2 | 3 | 4;
}

export interface Fingerprint {
  /** lib/image-fingerprint.ts `dHashFromPixels`: 16 hex characters. */
  hash: string;
  /** lib/image-fingerprint.ts `hashDetail`: below MIN_DETAIL, a near match is weak evidence. */
  detail: number;
}

/**
 * The 9×8 gray pixels a fingerprint is made of. The picture is decoded as uploads are (pixel
 * limit, `failOn: 'error'`), turned upright from its EXIF orientation, laid on white where it is
 * transparent (what a page shows behind it) and reduced whole (`fit: 'fill'`: stretched, so its
 * aspect ratio does not matter) in one step with lanczos3.
 *
 * `fastShrinkOnLoad: false` keeps that reduction the same whatever the format: with it on, a
 * WebP or JPEG is first shrunk by its decoder (a box average) and a PNG is not, and the same
 * picture as PNG and as WebP came out up to 6 bits apart (15 with mitchell); off, at most 3.
 * Lanczos3 over mitchell, cubic or linear: measured over re-encodes, resizes, brightness and
 * watermarks of pictures made for the tests, it kept copies closest (at most 6 bits) and
 * different pictures farthest, and only its slight ringing around an item on a white
 * background tells a phone from a ball (4 bits apart; 0–2 with the smooth kernels).
 */
async function fingerprintPixels(input: Buffer | string, raw?: RawPixels): Promise<Uint8Array> {
  const { data, info } = await sharp(input, { limitInputPixels: MAX_PIXELS, failOn: 'error', ...(raw ? { raw } : {}) })
    .rotate()
    .flatten({ background: '#ffffff' })
    .grayscale()
    .resize(HASH_WIDTH, HASH_HEIGHT, { fit: 'fill', kernel: 'lanczos3', fastShrinkOnLoad: false })
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true });
  if (info.channels !== 1 || data.length !== HASH_WIDTH * HASH_HEIGHT) {
    throw new Error(`fingerprint: expected ${HASH_WIDTH}×${HASH_HEIGHT} gray pixels, got ${info.width}×${info.height}×${info.channels} (${data.length} bytes)`);
  }
  return data;
}

/**
 * The perceptual fingerprint (lib/image-fingerprint.ts) of an encoded picture (a buffer or a
 * file's path: JPEG, PNG, WebP, GIF's first frame, …), or of raw pixels when `raw` describes
 * `input`. Rejects with sharp's error for what it cannot read or what is over 24 megapixels;
 * uploads are checked by images.ts first.
 */
export async function imageFingerprint(input: Buffer | string, raw?: RawPixels): Promise<string> {
  return dHashFromPixels(await fingerprintPixels(input, raw));
}

/** The fingerprint with its detail, from the same one decode. */
export async function imageFingerprintWithDetail(input: Buffer | string, raw?: RawPixels): Promise<Fingerprint> {
  const pixels = await fingerprintPixels(input, raw);
  return { hash: dHashFromPixels(pixels), detail: hashDetail(pixels) };
}
