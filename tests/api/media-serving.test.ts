import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalMediaStore, type MediaStore } from '../../src/server/media/media-store.ts';
import type { PrivateMedia } from '../../src/server/static-files.ts';
import { serveStaticFiles } from '../fixtures/static-server.ts';

const EXPECTED_TYPES = { mp3: 'audio/mpeg', mp4: 'video/mp4', m4a: 'audio/mp4', webm: 'video/webm', ogg: 'audio/ogg', wav: 'audio/wav' } as const;
const EXTENSIONS = Object.keys(EXPECTED_TYPES) as (keyof typeof EXPECTED_TYPES)[];
const bytes = randomBytes(10_000);

/** The local store's directory, made before the suites' own set-up. */
let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'bozor-media-'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

/**
 * Chat files are private: a stand-in for the runtime's rule (chat-media-access.test.ts tests
 * that one) admitting whoever says `Authorization: Token participant`.
 */
const PARTICIPANT = { Authorization: 'Token participant' };
const chatFilesPrivate: PrivateMedia = {
  isPrivate: (key) => key.startsWith('chat/'),
  authorize: async (req) => req.headers.authorization === PARTICIPANT.Authorization,
};

/** An S3-like store without a directory: what serveObject reads for MEDIA_STORE=s3. */
function memoryStore(): MediaStore {
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  return {
    kind: 's3',
    async put(key, body, contentType) {
      objects.set(key, { body, contentType });
    },
    async delete(key) {
      objects.delete(key);
    },
    async read(key) {
      return objects.get(key) ?? null;
    },
    url: (key) => `/media/${key}`,
  };
}

describe.each([
  ['the local store', () => createLocalMediaStore(root)],
  ['a store without a directory (S3)', memoryStore],
])('chat audio and video under /media from %s', (_label, createStore) => {
  let served: Awaited<ReturnType<typeof serveStaticFiles>>;
  /** A participant's request. */
  const site = { get: (rawPath: string, headers: Record<string, string> = {}, method?: string) => served.get(rawPath, { ...PARTICIPANT, ...headers }, method) };
  beforeAll(async () => {
    const media = createStore();
    for (const ext of EXTENSIONS) await media.put(`chat/3/0123456789abcdef.${ext}`, bytes, EXPECTED_TYPES[ext]);
    served = await serveStaticFiles(media, {}, chatFilesPrivate);
  });
  afterAll(async () => {
    await served?.close();
  });

  it.each(EXTENSIONS)('answers a .%s with its Content-Type, nosniff, private caching, as a download, and the whole file', async (ext) => {
    const response = await site.get(`/media/chat/3/0123456789abcdef.${ext}`, { 'Accept-Encoding': 'br, gzip' });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['content-type']).toBe(EXPECTED_TYPES[ext]);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(response.headers['cache-control']).toBe('private, max-age=86400');
    expect(response.headers.vary).toBe('Cookie, Authorization');
    expect(response.headers['content-disposition']).toBe('attachment');
    expect(response.body.equals(bytes)).toBe(true);
  });

  it('answers 404 without a body to whoever the rule does not admit, a range included', async () => {
    for (const headers of [{}, { Range: 'bytes=0-99' }]) {
      const response = await served.get('/media/chat/3/0123456789abcdef.mp3', headers);
      expect([response.status, response.headers['cache-control'], response.body.length]).toEqual([404, 'no-store', 0]);
    }
  });

  it('does not let ../ reach a private file from a public folder', async () => {
    for (const trick of ['/media/avatars/..%2fchat%2f3%2f0123456789abcdef.mp3', '/media/avatars/x/..%2f..%2fchat/3/0123456789abcdef.mp3']) {
      expect([trick, (await served.get(trick)).status]).toEqual([trick, 404]);
    }
  });

  it('answers a range of an .mp3 with 206 and those bytes', async () => {
    const response = await site.get('/media/chat/3/0123456789abcdef.mp3', { Range: 'bytes=100-1099', 'Accept-Encoding': 'br, gzip' });
    expect(response.status).toBe(206);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['content-type']).toBe('audio/mpeg');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-range']).toBe(`bytes 100-1099/${bytes.length}`);
    expect(response.headers['content-length']).toBe('1000');
    expect(response.body.equals(bytes.subarray(100, 1100))).toBe(true);
  });

  it('answers the open ranges players ask for (bytes=0-, bytes=0-1, the last n bytes)', async () => {
    const open = await site.get('/media/chat/3/0123456789abcdef.mp4', { Range: 'bytes=0-' });
    expect([open.status, open.headers['content-range']]).toEqual([206, `bytes 0-${bytes.length - 1}/${bytes.length}`]);
    expect(open.body.equals(bytes)).toBe(true);
    const probe = await site.get('/media/chat/3/0123456789abcdef.mp4', { Range: 'bytes=0-1' });
    expect([probe.status, probe.headers['content-range']]).toEqual([206, `bytes 0-1/${bytes.length}`]);
    expect(probe.body.equals(bytes.subarray(0, 2))).toBe(true);
    const tail = await site.get('/media/chat/3/0123456789abcdef.mp4', { Range: 'bytes=-500' });
    expect([tail.status, tail.headers['content-range']]).toEqual([206, `bytes ${bytes.length - 500}-${bytes.length - 1}/${bytes.length}`]);
    expect(tail.body.equals(bytes.subarray(bytes.length - 500))).toBe(true);
    const past = await site.get('/media/chat/3/0123456789abcdef.mp4', { Range: `bytes=${bytes.length - 10}-${bytes.length + 1000}` });
    expect([past.status, past.headers['content-range']]).toEqual([206, `bytes ${bytes.length - 10}-${bytes.length - 1}/${bytes.length}`]);
  });

  it('answers a range past the end with 416 and the size', async () => {
    const response = await site.get('/media/chat/3/0123456789abcdef.ogg', { Range: `bytes=${bytes.length}-` });
    expect(response.status).toBe(416);
    expect(response.headers['content-range']).toBe(`bytes */${bytes.length}`);
    expect(response.body.length).toBe(0);
  });

  it('answers HEAD of a range with its headers and no body', async () => {
    const response = await site.get('/media/chat/3/0123456789abcdef.wav', { Range: 'bytes=0-99' }, 'HEAD');
    expect(response.status).toBe(206);
    expect(response.headers['content-length']).toBe('100');
    expect(response.body.length).toBe(0);
  });

  it('answers 404 for a chat file that is not there', async () => {
    expect((await site.get('/media/chat/3/ffffffffffffffff.mp3')).status).toBe(404);
  });
});
