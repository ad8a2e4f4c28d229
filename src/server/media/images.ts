import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { AppError } from '../errors.ts';
import type { MediaStore } from './media-store.ts';

/** Upload rules (SPEC.md §5, §9; DESIGN.md "Media"). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
const MAX_INPUT_PIXELS = 40_000_000;
const SIZES = { large: 1600, thumb: 400 } as const;

type ImageType = 'jpeg' | 'png' | 'gif' | 'webp';

/** The type the bytes really are (not what the name or Content-Type claim). */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  const at = (offset: number, ...values: number[]) => values.every((value, i) => bytes[offset + i] === value);
  if (at(0, 0xff, 0xd8, 0xff)) return 'jpeg';
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (at(0, 0x47, 0x49, 0x46, 0x38) && (at(4, 0x37, 0x61) || at(4, 0x39, 0x61))) return 'gif';
  if (at(0, 0x52, 0x49, 0x46, 0x46) && at(8, 0x57, 0x45, 0x42, 0x50)) return 'webp';
  return null;
}

export interface StoredImage {
  /** Key of the large version (≤1600 px); the thumbnail is `thumbKey(key)`. */
  key: string;
}

export const thumbKey = (key: string) => key.replace(/\.webp$/, '-thumb.webp');

/**
 * Checks an upload and stores it as WebP in two sizes: decoded with a pixel limit, turned
 * upright from its EXIF orientation, stripped of metadata (sharp drops it unless asked).
 */
export async function storeImage(store: MediaStore, file: File, folder: string, prefix: string): Promise<StoredImage> {
  if (file.size > MAX_IMAGE_BYTES) throw new AppError('image_too_large', { params: { max: 5 } });
  const bytes = Buffer.from(await file.arrayBuffer());
  if (bytes.length > MAX_IMAGE_BYTES) throw new AppError('image_too_large', { params: { max: 5 } });
  if (!sniffImageType(bytes)) throw new AppError('image_invalid_type');

  let large: Buffer;
  let thumb: Buffer;
  try {
    const source = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
    [large, thumb] = await Promise.all([
      source.clone().resize({ width: SIZES.large, height: SIZES.large, fit: 'inside', withoutEnlargement: true }).webp({ quality: 82 }).toBuffer(),
      source.clone().resize({ width: SIZES.thumb, height: SIZES.thumb, fit: 'inside', withoutEnlargement: true }).webp({ quality: 78 }).toBuffer(),
    ]);
  } catch {
    throw new AppError('image_unreadable');
  }
  const key = `${folder}/${prefix}-${randomBytes(8).toString('hex')}.webp`;
  await store.put(key, large, 'image/webp');
  await store.put(thumbKey(key), thumb, 'image/webp');
  return { key };
}

export async function deleteImage(store: MediaStore, key: string): Promise<void> {
  await Promise.all([store.delete(key), store.delete(thumbKey(key))]);
}
