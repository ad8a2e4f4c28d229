import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { MAX_IMAGE_BYTES, sniffImageType } from '../../lib/image-type.ts';
import { createSemaphore } from '../../lib/semaphore.ts';
import { AppError } from '../errors.ts';
import type { MediaStore } from './media-store.ts';
import { uploadHead, type Upload } from './upload.ts';
import { thumbKey } from '../../lib/media-keys.ts';
import { imageFingerprintWithDetail, type Fingerprint } from './fingerprint.ts';

/** Upload rules (SPEC.md §5, §9; DESIGN.md "Media"); the byte limit and types are in lib/image-type.ts. */
export { MAX_IMAGE_BYTES };
/**
 * 24 megapixels (6000 × 4000, a phone's or camera's full photo). The header is read before
 * decoding, so a small file that claims huge dimensions costs nothing.
 */
export const MAX_IMAGE_PIXELS = 24_000_000;
const SIZES = { large: 1600, thumb: 400 } as const;

/**
 * Decoding is the one memory-hungry step of a request (about 4 bytes a pixel): one libvips
 * thread per image, no operation cache (every upload is a new picture: a cache only holds
 * memory), and at most two images decoded at once in the process, whatever the number of
 * parallel uploads. What libvips frees goes back to the system with the allocator settings the
 * server runs with (scripts/allocator-env.mjs).
 */
sharp.concurrency(1);
sharp.cache(false);
const decodeSlot = createSemaphore(2);

export interface StoredImage {
  /** Key of the large version (≤1600 px); the thumbnail is `thumbKey(key)`. */
  key: string;
  /** Its perceptual hash (lib/image-fingerprint.ts), when asked for: listing photos, to find near-duplicates (issue 23). */
  fingerprint?: Fingerprint | undefined;
}

/** 413 for an image over MAX_IMAGE_BYTES, in MB as the message says it. */
export const imageTooLarge = () => new AppError('image_too_large', { params: { max: MAX_IMAGE_BYTES / (1024 * 1024) } });

/**
 * Checks an upload and stores it as WebP in two sizes: decoded with a pixel limit, turned
 * upright from its EXIF orientation, stripped of metadata (sharp drops it unless asked). An
 * upload spilled to disk is decoded from its file, so it is never held in memory whole.
 */
export async function storeImage(
  store: MediaStore,
  file: Upload,
  folder: string,
  prefix: string,
  options: { fingerprint?: boolean } = {},
): Promise<StoredImage> {
  if (file.size > MAX_IMAGE_BYTES) throw imageTooLarge();
  const input = file.path ?? Buffer.from(await file.arrayBuffer());
  if (typeof input !== 'string' && input.length > MAX_IMAGE_BYTES) throw imageTooLarge();
  if (!sniffImageType(typeof input === 'string' ? await uploadHead(file, 12) : input)) throw new AppError('image_invalid_type');

  const { large, thumb, fingerprint } = await decodeSlot(async () => {
    const sizes = await reencode(input);
    // From the stored large WebP, already in memory: a later backfill from stored files gives the same hash.
    return { ...sizes, fingerprint: options.fingerprint ? await imageFingerprintWithDetail(sizes.large) : undefined };
  });
  const key = `${folder}/${prefix}-${randomBytes(8).toString('hex')}.webp`;
  await store.put(key, large, 'image/webp');
  await store.put(thumbKey(key), thumb, 'image/webp');
  return { key, fingerprint };
}

/** The two WebP sizes of an upload; the thumbnail is made from the large one, not decoded twice. */
async function reencode(input: Buffer | string): Promise<{ large: Buffer; thumb: Buffer }> {
  let pixels: number;
  try {
    const { width = 0, height = 0 } = await sharp(input).metadata();
    pixels = width * height;
  } catch {
    throw new AppError('image_unreadable');
  }
  if (pixels > MAX_IMAGE_PIXELS) throw new AppError('image_too_many_pixels', { params: { megapixels: MAX_IMAGE_PIXELS / 1e6 } });
  try {
    const large = await sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: SIZES.large, height: SIZES.large, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
    const thumb = await sharp(large)
      .resize({ width: SIZES.thumb, height: SIZES.thumb, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 78 })
      .toBuffer();
    return { large, thumb };
  } catch {
    throw new AppError('image_unreadable');
  }
}

export async function deleteImage(store: MediaStore, key: string): Promise<void> {
  await Promise.all([store.delete(key), store.delete(thumbKey(key))]);
}
