import { sniffImageType } from './image-type.ts';

/**
 * What a chat attachment may be (README "Messages"), told by its bytes, never by its name or
 * the Content-Type the client claims: an image (re-encoded later like listing images), or audio
 * and video kept as sent, whose extension and Content-Type the server then serves them with.
 */
export type ChatMediaKind = 'image' | 'audio' | 'video';

export interface ChatMediaType {
  type: ChatMediaKind;
  /** Extension of the stored file: `webp` … for images (the pipeline's own), `mp3`, `mp4` … otherwise. */
  ext: string;
  contentType: string;
}

export const MAX_CHAT_FILE_BYTES = 5 * 1024 * 1024;

const IMAGE_CONTENT_TYPES = { jpeg: 'image/jpeg', png: 'image/png', gif: 'image/gif', webp: 'image/webp' } as const;
const IMAGE_EXTENSIONS = { jpeg: 'jpg', png: 'png', gif: 'gif', webp: 'webp' } as const;

/** ISO-BMFF brands of still images (HEIF, AVIF): an `ftyp` box, but no video a player can play. */
const IMAGE_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1', 'avif', 'avis', 'crx ']);
const AUDIO_BRANDS = new Set(['M4A ', 'M4B ']);

/** The type the bytes really are; null for anything a chat does not accept. */
export function sniffChatMediaType(bytes: Uint8Array): ChatMediaType | null {
  const image = sniffImageType(bytes);
  if (image) return { type: 'image', ext: IMAGE_EXTENSIONS[image], contentType: IMAGE_CONTENT_TYPES[image] };

  const at = (offset: number, ...values: number[]) => bytes.length >= offset + values.length && values.every((value, i) => bytes[offset + i] === value);
  const ascii = (offset: number, text: string) => at(offset, ...Array.from(text, (char) => char.charCodeAt(0)));

  // MP4 family: a box of at least 16 bytes (size, `ftyp`, major brand, minor version) opens the file.
  if (ascii(4, 'ftyp') && bytes.length >= 12) {
    const size = ((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0;
    const brand = String.fromCharCode(...bytes.subarray(8, 12));
    if (size < 16 || !/^[\x20-\x7e]{4}$/.test(brand) || IMAGE_BRANDS.has(brand)) return null;
    return AUDIO_BRANDS.has(brand) ? { type: 'audio', ext: 'm4a', contentType: 'audio/mp4' } : { type: 'video', ext: 'mp4', contentType: 'video/mp4' };
  }
  // EBML header: WebM, or Matroska in general.
  if (at(0, 0x1a, 0x45, 0xdf, 0xa3)) return { type: 'video', ext: 'webm', contentType: 'video/webm' };
  // An Ogg page: capture pattern, then stream structure version 0.
  if (ascii(0, 'OggS') && at(4, 0x00)) return { type: 'audio', ext: 'ogg', contentType: 'audio/ogg' };
  if (ascii(0, 'RIFF') && ascii(8, 'WAVE')) return { type: 'audio', ext: 'wav', contentType: 'audio/wav' };
  if (isId3Tag(bytes) || isMpegAudioFrame(bytes)) return { type: 'audio', ext: 'mp3', contentType: 'audio/mpeg' };
  return null;
}

/** An ID3v2 header: `ID3`, version 2–4, a revision, flags, and a size in four 7-bit bytes. */
function isId3Tag(bytes: Uint8Array): boolean {
  if (bytes.length < 10 || bytes[0] !== 0x49 || bytes[1] !== 0x44 || bytes[2] !== 0x33) return false;
  const version = bytes[3]!;
  if (version < 2 || version > 4 || bytes[4] === 0xff) return false;
  return [6, 7, 8, 9].every((i) => bytes[i]! < 0x80);
}

/**
 * An MPEG audio frame header: 11 sync bits, then a version and a layer that are not the
 * reserved values, a bitrate index that is not "bad" (1111) and a sample rate that is not reserved.
 */
function isMpegAudioFrame(bytes: Uint8Array): boolean {
  if (bytes.length < 4 || bytes[0] !== 0xff || (bytes[1]! & 0xe0) !== 0xe0) return false;
  const version = (bytes[1]! >> 3) & 0b11;
  const layer = (bytes[1]! >> 1) & 0b11;
  const bitrate = bytes[2]! >> 4;
  const sampleRate = (bytes[2]! >> 2) & 0b11;
  return version !== 0b01 && layer !== 0b00 && bitrate !== 0b1111 && sampleRate !== 0b11;
}
