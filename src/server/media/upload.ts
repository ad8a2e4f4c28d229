import { open, readFile } from 'node:fs/promises';

/**
 * A file as the services take it: an upload of a streamed form, spilled to a temporary file
 * (`path`, http/streamed-form.ts), or a `File` made in memory (demo pictures, tests). The shape
 * is File's own, so both fit without wrapping.
 */
export interface Upload {
  readonly name: string;
  readonly size: number;
  /** The type the client claimed; never trusted, the bytes are sniffed. */
  readonly type: string;
  arrayBuffer(): Promise<ArrayBuffer>;
  /** Where the bytes are on disk, when they are: read from there rather than copied into memory first. */
  readonly path?: string;
}

/** The whole upload in memory: for what is kept byte for byte (a chat's audio or video, at most 5 MB). */
export async function uploadBytes(upload: Upload): Promise<Buffer> {
  return upload.path ? readFile(upload.path) : Buffer.from(await upload.arrayBuffer());
}

/** The first `length` bytes, enough to tell a type by its magic numbers. */
export async function uploadHead(upload: Upload, length: number): Promise<Buffer> {
  if (!upload.path) return Buffer.from(await upload.arrayBuffer()).subarray(0, length);
  const handle = await open(upload.path, 'r');
  try {
    const head = Buffer.alloc(length);
    const { bytesRead } = await handle.read(head, 0, length, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}
