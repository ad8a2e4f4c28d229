import { randomBytes } from 'node:crypto';
import { MAX_CHAT_FILE_BYTES, sniffChatMediaType, type ChatMediaKind } from '../../lib/media-type.ts';
import { AppError } from '../errors.ts';
import { deleteImage, storeImage } from '../media/images.ts';
import type { MediaStore } from '../media/media-store.ts';
import { uploadBytes, uploadHead, type Upload } from '../media/upload.ts';

/** Enough of a file's start for every signature sniffChatMediaType reads (the longest: an MP4 `ftyp` box, 12 bytes). */
const SNIFFED_BYTES = 64;

export interface StoredChatFile {
  /** The stored file's key; for an image the large WebP, whose thumbnail is `thumbKey(key)`. */
  key: string;
  type: ChatMediaKind;
}

/**
 * Stores a chat attachment (README "Messages") under `chat/{roomId}/…`: at most
 * MAX_CHAT_FILE_BYTES (413 `file_too_large`), told by its bytes (415 `file_invalid_type`).
 * Images go through the listing image pipeline (WebP, large and thumb; its own errors for an
 * unreadable or oversized picture); audio and video are kept byte for byte. Nothing is written
 * when the file is refused. An upload spilled to disk is told by its head and an image decoded
 * from its file; only audio and video are read whole, to be stored.
 */
export async function storeChatFile(store: MediaStore, file: Upload, roomId: number): Promise<StoredChatFile> {
  if (!Number.isSafeInteger(roomId) || roomId <= 0) throw new Error(`invalid chat room id: ${roomId}`);
  if (file.size > MAX_CHAT_FILE_BYTES) throw new AppError('file_too_large');
  const bytes = file.path ? null : await uploadBytes(file);
  if (bytes && bytes.length > MAX_CHAT_FILE_BYTES) throw new AppError('file_too_large');
  const media = sniffChatMediaType(bytes ?? (await uploadHead(file, SNIFFED_BYTES)));
  if (!media) throw new AppError('file_invalid_type');

  const folder = `chat/${roomId}`;
  if (media.type === 'image') {
    // The pipeline reads the bytes already checked here (or the file), not the upload a second time.
    const image: Upload = bytes ? new File([new Uint8Array(bytes)], file.name, { type: media.contentType }) : file;
    const { key } = await storeImage(store, image, folder, 'img');
    return { key, type: 'image' };
  }
  const key = `${folder}/${randomBytes(12).toString('hex')}.${media.ext}`;
  await store.put(key, bytes ?? (await uploadBytes(file)), media.contentType);
  return { key, type: media.type };
}

/** Removes a stored attachment; an image's thumbnail goes with it. A key not there is no error. */
export async function removeChatFile(store: MediaStore, key: string): Promise<void> {
  if (key.endsWith('.webp')) await deleteImage(store, key);
  else await store.delete(key);
}
