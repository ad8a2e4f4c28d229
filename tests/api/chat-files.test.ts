import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { MAX_CHAT_FILE_BYTES } from '../../src/lib/media-type.ts';
import { removeChatFile, storeChatFile } from '../../src/server/chats/chat-files.ts';
import { AppError } from '../../src/server/errors.ts';
import { thumbKey } from '../../src/lib/media-keys.ts';
import { createLocalMediaStore, isSafeKey, type LocalMediaStore } from '../../src/server/media/media-store.ts';

/** Real headers followed by noise: what the sniffing reads, and bytes that must come back unchanged. */
const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0));
const withBody = (head: number[], length = 4096) => Buffer.concat([Buffer.from(head), randomBytes(length - head.length)]);
const SAMPLES = {
  mp3: withBody([...ascii('ID3'), 0x04, 0, 0, 0, 0, 0x02, 0x01]),
  mp4: withBody([0, 0, 0, 0x18, ...ascii('ftypisom'), 0, 0, 0x02, 0, ...ascii('isomiso2')]),
  ogg: withBody([...ascii('OggS'), 0, 0x02]),
  wav: withBody([...ascii('RIFF'), 0xf8, 0x0f, 0, 0, ...ascii('WAVEfmt '), 0x10, 0, 0, 0, 0x01, 0, 0x01, 0]),
  m4a: withBody([0, 0, 0, 0x1c, ...ascii('ftypM4A '), 0, 0, 0, 0, ...ascii('M4A mp42isom')]),
  webm: withBody([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01]),
};

const file = (bytes: Uint8Array, name: string, type = 'application/octet-stream') => new File([new Uint8Array(bytes)], name, { type });

let root: string;
let store: LocalMediaStore;

/** Every file under the store's root, as keys. */
async function storedKeys(): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

beforeEach(async () => {
  if (root) await rm(root, { recursive: true, force: true });
  root = await mkdtemp(path.join(tmpdir(), 'bozor-chat-files-'));
  store = createLocalMediaStore(root);
});
afterAll(async () => {
  if (root) await rm(root, { recursive: true, force: true });
});

describe('storing a chat attachment', () => {
  it('re-encodes an image to WebP in two sizes under chat/{room}/ and answers the large one', async () => {
    const png = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#0ea5e9' } })
      .png()
      .toBuffer();
    const stored = await storeChatFile(store, file(png, 'photo.png', 'image/png'), 7);
    expect(stored.type).toBe('image');
    expect(stored.key).toMatch(/^chat\/7\/[a-z0-9-]+\.webp$/);
    expect(isSafeKey(stored.key)).toBe(true);
    expect(await storedKeys()).toEqual([stored.key, thumbKey(stored.key)].sort());
    const large = await sharp(path.join(root, stored.key)).metadata();
    const thumb = await sharp(path.join(root, thumbKey(stored.key))).metadata();
    expect([large.format, large.width, large.height]).toEqual(['webp', 1600, 800]);
    expect([thumb.format, thumb.width, thumb.height]).toEqual(['webp', 400, 200]);
  });

  it.each([
    ['mp3', 'audio', 'voice.mp3'],
    ['mp4', 'video', 'clip.mp4'],
    ['ogg', 'audio', 'voice.ogg'],
    ['wav', 'audio', 'voice.wav'],
    ['m4a', 'audio', 'voice.m4a'],
    ['webm', 'video', 'clip.webm'],
  ] as const)('keeps a %s file byte for byte as %s', async (ext, type, name) => {
    const stored = await storeChatFile(store, file(SAMPLES[ext], name), 12);
    expect(stored.type).toBe(type);
    expect(stored.key).toMatch(new RegExp(`^chat/12/[0-9a-f]{24}\\.${ext}$`));
    expect(isSafeKey(stored.key)).toBe(true);
    expect((await readFile(path.join(root, stored.key))).equals(SAMPLES[ext])).toBe(true);
    expect(await storedKeys()).toEqual([stored.key]);
    expect((await store.read(stored.key))?.contentType).toBe(
      { mp3: 'audio/mpeg', mp4: 'video/mp4', ogg: 'audio/ogg', wav: 'audio/wav', m4a: 'audio/mp4', webm: 'video/webm' }[ext],
    );
  });

  it('names the type by the bytes, not by the file name or the claimed type', async () => {
    const stored = await storeChatFile(store, file(SAMPLES.mp3, 'photo.jpg', 'image/jpeg'), 3);
    expect(stored.type).toBe('audio');
    expect(stored.key).toMatch(/\.mp3$/);
  });

  it('gives every upload a key of its own', async () => {
    const first = await storeChatFile(store, file(SAMPLES.ogg, 'a.ogg'), 4);
    const second = await storeChatFile(store, file(SAMPLES.ogg, 'a.ogg'), 4);
    expect(first.key).not.toBe(second.key);
    expect(await storedKeys()).toHaveLength(2);
  });

  it('accepts a file of exactly 5 MB', async () => {
    const bytes = withBody([...ascii('OggS'), 0, 0x02], MAX_CHAT_FILE_BYTES);
    const stored = await storeChatFile(store, file(bytes, 'long.ogg'), 5);
    expect((await readFile(path.join(root, stored.key))).length).toBe(MAX_CHAT_FILE_BYTES);
  });
});

describe('refusing a chat attachment', () => {
  it('refuses 6 MB with 413 file_too_large and writes nothing', async () => {
    const error = await refusal(storeChatFile(store, file(withBody([...ascii('OggS'), 0, 0x02], 6 * 1024 * 1024), 'long.ogg'), 1));
    expect([error.code, error.status]).toEqual(['file_too_large', 413]);
    expect(await storedKeys()).toEqual([]);
  });

  it('refuses one byte over 5 MB, an image too, with file_too_large', async () => {
    const big = new Uint8Array(MAX_CHAT_FILE_BYTES + 1);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const error = await refusal(storeChatFile(store, file(big, 'big.png', 'image/png'), 1));
    expect([error.code, error.status]).toEqual(['file_too_large', 413]);
    expect(await storedKeys()).toEqual([]);
  });

  it('refuses by the announced size without reading the bytes', async () => {
    let read = false;
    const announced = {
      name: 'huge.mp4',
      type: 'video/mp4',
      size: 6 * 1024 * 1024,
      arrayBuffer: () => {
        read = true;
        return Promise.resolve(new ArrayBuffer(0));
      },
    } as unknown as File;
    const error = await refusal(storeChatFile(store, announced, 1));
    expect(error.code).toBe('file_too_large');
    expect(read).toBe(false);
  });

  it('refuses by the bytes when the announced size is wrong', async () => {
    const bytes = withBody([...ascii('OggS'), 0, 0x02], 6 * 1024 * 1024);
    const lying = {
      name: 'small.ogg',
      type: 'audio/ogg',
      size: 10,
      arrayBuffer: () => Promise.resolve(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length)),
    } as unknown as File;
    const error = await refusal(storeChatFile(store, lying, 1));
    expect(error.code).toBe('file_too_large');
    expect(await storedKeys()).toEqual([]);
  });

  it.each([
    ['text', new TextEncoder().encode('Salom, narxi qancha?'), 'note.mp3'],
    ['a PDF', new TextEncoder().encode('%PDF-1.7\n1 0 obj << >> endobj'), 'song.mp3'],
    ['HTML behind an ID3 start', new TextEncoder().encode('ID3<html><script>alert(1)</script></html>'), 'song.mp3'],
    ['an empty file', new Uint8Array(0), 'empty.ogg'],
  ])('refuses %s with 415 file_invalid_type and writes nothing', async (_label, bytes, name) => {
    const error = await refusal(storeChatFile(store, file(bytes, name, 'audio/mpeg'), 1));
    expect([error.code, error.status]).toEqual(['file_invalid_type', 415]);
    expect(await storedKeys()).toEqual([]);
  });

  it('keeps the image pipeline’s own error for a broken image, and writes nothing', async () => {
    const broken = new Uint8Array(2000);
    broken.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const error = await refusal(storeChatFile(store, file(broken, 'broken.png', 'image/png'), 1));
    expect([error.code, error.status]).toEqual(['image_unreadable', 400]);
    expect(await storedKeys()).toEqual([]);
  });

  it('keeps the image pipeline’s own error for an image of too many pixels, and writes nothing', async () => {
    const huge = await sharp({ create: { width: 6000, height: 6000, channels: 3, background: '#ffffff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const error = await refusal(storeChatFile(store, file(huge, 'huge.png', 'image/png'), 1));
    expect([error.code, error.status]).toEqual(['image_too_many_pixels', 413]);
    expect(await storedKeys()).toEqual([]);
  });
});

describe('removing a chat attachment', () => {
  it('removes an image with its thumbnail', async () => {
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#f59e0b' } })
      .png()
      .toBuffer();
    const stored = await storeChatFile(store, file(png, 'photo.png', 'image/png'), 9);
    const kept = await storeChatFile(store, file(SAMPLES.mp3, 'voice.mp3'), 9);
    await removeChatFile(store, stored.key);
    expect(await storedKeys()).toEqual([kept.key]);
  });

  it('removes an audio or video file', async () => {
    const stored = await storeChatFile(store, file(SAMPLES.mp4, 'clip.mp4'), 9);
    await removeChatFile(store, stored.key);
    expect(await storedKeys()).toEqual([]);
  });

  it('is no error for a file that is not there', async () => {
    await expect(removeChatFile(store, 'chat/9/0123456789abcdef01234567.mp3')).resolves.toBeUndefined();
    await expect(removeChatFile(store, 'chat/9/img-0123456789abcdef.webp')).resolves.toBeUndefined();
  });
});
