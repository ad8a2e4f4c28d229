import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where uploaded media live. Keys are relative paths such as `avatars/12-ab34cd.webp`. */
export interface MediaStore {
  readonly kind: 'local' | 's3';
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** Deleting a key that is not there is not an error. */
  delete(key: string): Promise<void>;
  /** The object's bytes and type, or null when there is no such key. */
  read(key: string): Promise<{ body: Buffer; contentType: string } | null>;
  /** Root-relative or absolute URL of a key. */
  url(key: string): string;
}

/** The local store also names its directory, so the server can stream files with ranges. */
export interface LocalMediaStore extends MediaStore {
  readonly kind: 'local';
  readonly root: string;
}

/** A key's address on this site, answered by static-files.ts (chat attachments are never given another). */
export function siteMediaUrl(key: string): string {
  return `/media/${key}`;
}

/** Keys are random and never reused, so a URL's bytes never change. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

const SAFE_KEY = /^[a-z0-9][a-z0-9/_-]*\.[a-z0-9]+$/;

export function isSafeKey(key: string): boolean {
  return SAFE_KEY.test(key) && !key.includes('..') && !key.includes('//');
}

export function assertSafeKey(key: string): void {
  if (!isSafeKey(key)) throw new Error(`unsafe media key: ${key}`);
}

export function isLocalMediaStore(store: MediaStore): store is LocalMediaStore {
  return store.kind === 'local' && 'root' in store;
}

// The local store keeps bytes only; the type comes back from the name, as `send` (mime-types) does for /media.
const TYPES: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  // Chat attachments kept as sent (lib/media-type.ts).
  mp4: 'video/mp4',
  m4a: 'audio/mp4',
  webm: 'video/webm',
  ogg: 'audio/ogg',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
};

/** The type a key's extension names (what `send` answers for the local store too). */
export function mediaContentType(key: string): string {
  return TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}

/** Files under DATA_DIR/media, served by the production server at /media/… */
export function createLocalMediaStore(root: string): LocalMediaStore {
  return {
    kind: 'local',
    root,
    async put(key, bytes) {
      assertSafeKey(key);
      const file = path.join(root, key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, bytes);
    },
    async delete(key) {
      assertSafeKey(key);
      await rm(path.join(root, key), { force: true });
    },
    async read(key) {
      assertSafeKey(key);
      try {
        const body = await readFile(path.join(root, key));
        return { body, contentType: mediaContentType(key) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    url: siteMediaUrl,
  };
}
