import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where uploaded media live. Keys are relative paths such as `avatars/12-ab34cd.webp`. */
export interface MediaStore {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  delete(key: string): Promise<void>;
  /** Root-relative or absolute URL of a key. */
  url(key: string): string;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/_-]*\.[a-z0-9]+$/;

function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.includes('..') || key.includes('//')) throw new Error(`unsafe media key: ${key}`);
}

/** Files under DATA_DIR/media, served by the production server at /media/… */
export function createLocalMediaStore(root: string): MediaStore {
  return {
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
    url(key) {
      return `/media/${key}`;
    },
  };
}
