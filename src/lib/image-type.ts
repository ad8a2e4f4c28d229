/** The image types uploads accept (SPEC.md §5, §9), told by their bytes, never by name or Content-Type. */
export type ImageType = 'jpeg' | 'png' | 'gif' | 'webp';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** Images per listing (SPEC.md §9): the server refuses more, the form's picker offers no more. */
export const MAX_LISTING_IMAGES = 10;

/** The type the bytes really are, from their first 12 bytes; null for anything else. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  const at = (offset: number, ...values: number[]) => values.every((value, i) => bytes[offset + i] === value);
  if (at(0, 0xff, 0xd8, 0xff)) return 'jpeg';
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (at(0, 0x47, 0x49, 0x46, 0x38) && (at(4, 0x37, 0x61) || at(4, 0x39, 0x61))) return 'gif';
  if (at(0, 0x52, 0x49, 0x46, 0x46) && at(8, 0x57, 0x45, 0x42, 0x50)) return 'webp';
  return null;
}
