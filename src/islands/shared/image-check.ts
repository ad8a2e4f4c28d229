import { MAX_IMAGE_BYTES, sniffImageType } from '../../lib/image-type.ts';

export type ImageCheck = 'ok' | 'image_too_large' | 'image_invalid_type' | 'image_unreadable';

/**
 * A chosen file checked as the server will: size, type by its bytes, and whether it decodes,
 * so a refused file is said so at once and never becomes a broken preview. The result is an
 * errors-namespace key (or 'ok').
 */
export async function checkImageFile(file: File): Promise<ImageCheck> {
  if (file.size > MAX_IMAGE_BYTES) return 'image_too_large';
  if (!sniffImageType(new Uint8Array(await file.slice(0, 12).arrayBuffer()))) return 'image_invalid_type';
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return 'ok';
  } catch {
    return 'image_unreadable';
  } finally {
    URL.revokeObjectURL(url);
  }
}
