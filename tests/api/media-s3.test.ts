import { mkdtemp, rm, stat } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AwsClient } from 'aws4fetch';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config.ts';
import { createMediaStore } from '../../src/server/media/index.ts';
import { isLocalMediaStore } from '../../src/server/media/media-store.ts';
import { createS3MediaStore, type S3StoreOptions } from '../../src/server/media/s3-store.ts';
import { registerUser, tokenHeader } from '../fixtures/accounts.ts';
import { mp3Bytes, roomWithFiles } from '../fixtures/chat-files.ts';
import { serveStaticFiles } from '../fixtures/static-server.ts';
import { startTestApp, TEST_DB } from '../fixtures/test-app.ts';

/**
 * A real S3 protocol server in this process: @20minutes/s3rver, the maintained s3rver fork,
 * which checks SigV4 signatures (s3rver 3.x accepts any V4 signature from a known key id, so a
 * wrong secret could not fail there). It has no type declarations, hence the small interface.
 */
interface S3rverServer {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
type S3rverClass = new (options: Record<string, unknown>) => S3rverServer;
const S3rver = createRequire(import.meta.url)('@20minutes/s3rver') as S3rverClass;

// s3rver's one account.
const ACCESS_KEY_ID = 'S3RVER';
const SECRET = 'S3RVER';
const BUCKET = 'bozor-media';
const APP_BUCKET = 'bozor-app';

let s3: S3rverServer;
let s3Dir: string;
let endpoint: string;
let port: number;
beforeAll(async () => {
  s3Dir = await mkdtemp(path.join(tmpdir(), 'bozor-s3-'));
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: s3Dir,
    configureBuckets: [{ name: BUCKET }, { name: APP_BUCKET }],
  });
  ({ port } = await s3.run());
  endpoint = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await s3?.close();
  await rm(s3Dir, { recursive: true, force: true });
});

function store(overrides: Partial<S3StoreOptions> = {}) {
  return createS3MediaStore({
    endpoint,
    bucket: BUCKET,
    region: 'us-east-1',
    accessKeyId: ACCESS_KEY_ID,
    secretAccessKey: SECRET,
    forcePathStyle: true,
    ...overrides,
  });
}

/** A transport that records the URL of every request it sends. */
function recording() {
  const urls: string[] = [];
  const send = (request: Request) => {
    urls.push(request.url);
    return fetch(request);
  };
  return { urls, send };
}

/** The keys in a bucket, asked of the server directly (ListObjectsV2), not through the store. */
async function bucketKeys(bucket: string): Promise<string[]> {
  const client = new AwsClient({ accessKeyId: ACCESS_KEY_ID, secretAccessKey: SECRET, region: 'us-east-1', service: 's3' });
  const response = await client.fetch(`${endpoint}/${bucket}?list-type=2`);
  expect(response.status).toBe(200);
  return [...(await response.text()).matchAll(/<Key>([^<]+)<\/Key>/g)].map((match) => match[1]!).sort();
}

/** The app's environment for the test bucket (`endpoint` is known once the S3 server runs). */
const appS3Env = () => ({
  MEDIA_STORE: 's3',
  S3_ENDPOINT: endpoint,
  S3_BUCKET: APP_BUCKET,
  S3_FORCE_PATH_STYLE: '1',
  S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
  S3_SECRET_ACCESS_KEY: SECRET,
});

const webp = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#059669' } })
    .webp()
    .toBuffer();

describe(`S3 media store against a real S3 server (${TEST_DB} run)`, () => {
  it('puts an object with its content type and immutable caching, reads it back, deletes it', async () => {
    const media = store();
    const bytes = await webp(8, 6);
    await media.put('avatars/7-a1b2c3.webp', bytes, 'image/webp');

    expect(await media.read('avatars/7-a1b2c3.webp')).toEqual({ body: bytes, contentType: 'image/webp' });
    const client = new AwsClient({ accessKeyId: ACCESS_KEY_ID, secretAccessKey: SECRET, region: 'us-east-1', service: 's3' });
    const raw = await client.fetch(`${endpoint}/${BUCKET}/avatars/7-a1b2c3.webp`);
    expect(raw.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(raw.headers.get('content-type')).toBe('image/webp');
    await raw.body?.cancel();

    await media.delete('avatars/7-a1b2c3.webp');
    expect(await media.read('avatars/7-a1b2c3.webp')).toBeNull();
    expect(await bucketKeys(BUCKET)).not.toContain('avatars/7-a1b2c3.webp');
  });

  it('reads a missing key as null and deletes it without an error', async () => {
    const media = store();
    expect(await media.read('avatars/never-there.webp')).toBeNull();
    await expect(media.delete('avatars/never-there.webp')).resolves.toBeUndefined();
  });

  it('gives /media/<key> URLs without S3_PUBLIC_URL and the public base with it', () => {
    expect(store().url('avatars/1-ab.webp')).toBe('/media/avatars/1-ab.webp');
    expect(store({ publicUrl: 'https://cdn.bozor.example/media/' }).url('avatars/1-ab.webp')).toBe('https://cdn.bozor.example/media/avatars/1-ab.webp');
  });

  it('sends path-style requests to endpoint/bucket/key', async () => {
    const { urls, send } = recording();
    const media = store({ fetch: send });
    await media.put('listings/3-path.webp', await webp(4, 4), 'image/webp');
    await media.read('listings/3-path.webp');
    await media.delete('listings/3-path.webp');
    expect(urls).toEqual(Array(3).fill(`${endpoint}/${BUCKET}/listings/3-path.webp`));
  });

  it('sends virtual-hosted requests to bucket.endpoint/key, signed for that host', async () => {
    expect(store({ endpoint: `http://localhost:${port}`, forcePathStyle: false }).objectUrl('avatars/1-ab.webp').href).toBe(
      `http://${BUCKET}.localhost:${port}/avatars/1-ab.webp`,
    );
    // No local server answers `bucket.host` names the way S3 does (s3rver signs them as if path-style),
    // so the transport keeps the requests and answers as S3 would.
    const sent: Request[] = [];
    const media = store({
      endpoint: 'https://s3.eu-central-1.amazonaws.com',
      region: 'eu-central-1',
      forcePathStyle: false,
      fetch: async (request) => {
        sent.push(request);
        return new Response(null, { status: request.method === 'DELETE' ? 204 : 200 });
      },
    });
    await media.put('avatars/9-vhost.webp', await webp(5, 5), 'image/webp');
    await media.delete('avatars/9-vhost.webp');
    expect(sent.map((request) => [request.method, request.url])).toEqual([
      ['PUT', `https://${BUCKET}.s3.eu-central-1.amazonaws.com/avatars/9-vhost.webp`],
      ['DELETE', `https://${BUCKET}.s3.eu-central-1.amazonaws.com/avatars/9-vhost.webp`],
    ]);
    const authorization = sent[0]!.headers.get('authorization') ?? '';
    expect(authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=S3RVER\/\d{8}\/eu-central-1\/s3\/aws4_request, SignedHeaders=[^,]*\bhost\b/);
    expect(sent[0]!.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('refuses virtual-hosted addressing when the endpoint is an IP address', () => {
    expect(() => store({ forcePathStyle: false })).toThrow('set S3_FORCE_PATH_STYLE=1');
    expect(() => store({ endpoint: `http://[::1]:${port}`, forcePathStyle: false })).toThrow('set S3_FORCE_PATH_STYLE=1');
  });

  it('throws on a wrong secret, naming the status but never the secret', async () => {
    const secret = 'wrong-secret-4f9a7c1e';
    const media = store({ secretAccessKey: secret });
    const failure = await media.put('avatars/1-denied.webp', await webp(4, 4), 'image/webp').then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).toBe('S3 PUT avatars/1-denied.webp failed: HTTP 403');
    expect(JSON.stringify(failure, Object.getOwnPropertyNames(failure))).not.toContain(secret);
    await expect(media.read('avatars/1-denied.webp')).rejects.toThrow('HTTP 403');
    expect(await bucketKeys(BUCKET)).not.toContain('avatars/1-denied.webp');
  });

  it('throws a short error when the server cannot be reached', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const media = store({ endpoint: `http://127.0.0.1:${closedPort}` });
    await expect(media.put('avatars/1-offline.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(
      'S3 PUT avatars/1-offline.webp failed: no answer (ECONNREFUSED)',
    );
  });

  it('refuses unsafe keys before sending anything', async () => {
    const { urls, send } = recording();
    const media = store({ fetch: send });
    await expect(media.put('../escape.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(/unsafe media key/);
    await expect(media.read('avatars/../../etc.webp')).rejects.toThrow(/unsafe media key/);
    await expect(media.delete('/avatars/1.webp')).rejects.toThrow(/unsafe media key/);
    expect(urls).toEqual([]);
  });
});

describe('createMediaStore', () => {
  it('builds the store the configuration names', async () => {
    const local = createMediaStore(loadConfig({ DATA_DIR: s3Dir }));
    expect([local.kind, isLocalMediaStore(local) && local.root]).toEqual(['local', path.join(s3Dir, 'media')]);

    const s3Env = {
      MEDIA_STORE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: BUCKET,
      S3_FORCE_PATH_STYLE: '1',
      S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
      S3_SECRET_ACCESS_KEY: SECRET,
    };
    const remote = createMediaStore(loadConfig(s3Env));
    expect(remote.kind).toBe('s3');
    await remote.put('avatars/2-factory.webp', Buffer.from('RIFF'), 'image/webp');
    expect((await store().read('avatars/2-factory.webp'))?.body.toString()).toBe('RIFF');
    await remote.delete('avatars/2-factory.webp');
    expect(createMediaStore(loadConfig({ ...s3Env, S3_PUBLIC_URL: 'https://cdn.bozor.example' })).url('avatars/2-factory.webp')).toBe(
      'https://cdn.bozor.example/avatars/2-factory.webp',
    );
  });
});

describe('/media/… answered from the S3 store', () => {
  let bytes: Buffer;
  let site: Awaited<ReturnType<typeof serveStaticFiles>>;
  beforeAll(async () => {
    bytes = await webp(12, 9);
    await store().put('avatars/5-served.webp', bytes, 'image/webp');
    site = await serveStaticFiles(store());
  });
  afterAll(async () => {
    await site?.close();
  });

  it('serves an object with its type, length, immutable caching and nosniff', async () => {
    const response = await site.get('/media/avatars/5-served.webp');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['content-length']).toBe(String(bytes.length));
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.body.equals(bytes)).toBe(true);
  });

  it('answers HEAD with the same headers and no body', async () => {
    const response = await site.get('/media/avatars/5-served.webp', {}, 'HEAD');
    expect(response.status).toBe(200);
    expect(response.headers['content-length']).toBe(String(bytes.length));
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.body.length).toBe(0);
  });

  it('answers 404 for a key the bucket does not have', async () => {
    const response = await site.get('/media/avatars/5-missing.webp');
    expect(response.status).toBe(404);
    expect(response.body.length).toBe(0);
  });

  it('answers 404 for ../ tricks, even those that would land on a stored object', async () => {
    for (const trick of [
      '/media/avatars/x/..%2f5-served.webp',
      '/media/avatars%2f..%2favatars%2f5-served.webp',
      '/media/..%2f..%2fetc%2fpasswd',
      '/media/%2fetc%2fpasswd',
      '/media/avatars/5-served.webp%00.html',
      '/media/',
    ]) {
      expect([trick, (await site.get(trick)).status]).toEqual([trick, 404]);
    }
  });

  it('answers 502, not an exception, when the store refuses the read', async () => {
    const refused = await serveStaticFiles(store({ secretAccessKey: 'not-the-secret' }));
    try {
      expect((await refused.get('/media/avatars/5-served.webp')).status).toBe(502);
    } finally {
      await refused.close();
    }
  });

  it('does not serve the bucket at /media when a public URL serves it', async () => {
    const behindCdn = await serveStaticFiles(store({ publicUrl: 'https://cdn.bozor.example' }));
    try {
      expect((await behindCdn.get('/media/avatars/5-served.webp')).status).toBe(404);
    } finally {
      await behindCdn.close();
    }
  });
});

describe(`profile images with MEDIA_STORE=s3 on ${TEST_DB}`, () => {
  it('land in the bucket in two sizes under /media/avatars/…, and a replaced image leaves the bucket', async () => {
    const app = await startTestApp(appS3Env());
    try {
      expect(app.runtime.media.kind).toBe('s3');
      const user = await registerUser(app);
      const upload = async (width: number, height: number) => {
        const form = new FormData();
        const png = await sharp({ create: { width, height, channels: 3, background: '#0ea5e9' } })
          .png()
          .toBuffer();
        form.set('profile_image', new File([new Uint8Array(png)], 'me.png', { type: 'image/png' }));
        const response = await app.request('/api/accounts/user/info', { method: 'PUT', headers: tokenHeader(user), body: form });
        expect(response.status).toBe(200);
        return ((await response.json()) as { data: { profile_image: { image: string; thumbnail: string } } }).data.profile_image;
      };

      const first = await upload(2000, 1000);
      expect(first.image).toMatch(new RegExp(`^/media/avatars/${user.id}-[0-9a-f]{16}\\.webp$`));
      expect(first.thumbnail).toBe(first.image.replace('.webp', '-thumb.webp'));
      const keys = [first.image, first.thumbnail].map((url) => url.slice('/media/'.length));
      expect(await bucketKeys(APP_BUCKET)).toEqual([...keys].sort());
      const large = await sharp((await store({ bucket: APP_BUCKET }).read(keys[0]!))!.body).metadata();
      const thumb = await sharp((await store({ bucket: APP_BUCKET }).read(keys[1]!))!.body).metadata();
      expect([large.format, large.width, large.height]).toEqual(['webp', 1600, 800]);
      expect([thumb.format, thumb.width, thumb.height]).toEqual(['webp', 400, 200]);
      // Nothing was written to the local media directory.
      await expect(stat(path.join(app.dataDir, 'media'))).rejects.toThrow();

      // The URL the API gave is served by the production static handler from the bucket.
      const site = await serveStaticFiles(app.runtime.media);
      try {
        const served = await site.get(first.image);
        expect([served.status, served.headers['content-type']]).toEqual([200, 'image/webp']);
        expect((await sharp(served.body).metadata()).width).toBe(1600);
      } finally {
        await site.close();
      }

      const second = await upload(64, 64);
      expect(second.image).not.toBe(first.image);
      expect(await bucketKeys(APP_BUCKET)).toEqual([second.image, second.thumbnail].map((url) => url.slice('/media/'.length)).sort());
    } finally {
      await app.close();
    }
  });
});

describe(`chat attachments with MEDIA_STORE=s3 and S3_PUBLIC_URL on ${TEST_DB}`, () => {
  it('are given /media/chat/… URLs, never the CDN, and sent from the bucket to participants only', async () => {
    const app = await startTestApp({ ...appS3Env(), S3_PUBLIC_URL: 'https://cdn.bozor.example' });
    const site = await serveStaticFiles(app.runtime.media, {}, app.runtime.privateMedia);
    try {
      const { buyer, seller, stranger, room, image, audio } = await roomWithFiles(app);
      expect(image.url).toMatch(new RegExp(`^/media/chat/${room.id}/img-[0-9a-f-]+\\.webp$`));
      expect(audio.url).toMatch(new RegExp(`^/media/chat/${room.id}/[0-9a-f]{24}\\.mp3$`));
      expect(await bucketKeys(APP_BUCKET)).toEqual(
        expect.arrayContaining([image.url, image.url.replace('.webp', '-thumb.webp'), audio.url].map((url) => url.slice('/media/'.length))),
      );
      // Other media still come from the CDN.
      expect(app.runtime.media.url('avatars/1-ab.webp')).toBe('https://cdn.bozor.example/avatars/1-ab.webp');

      const picture = await site.get(image.url, { Cookie: buyer.cookie });
      expect([picture.status, picture.headers['content-type'], picture.headers['cache-control'], picture.headers['content-disposition']]).toEqual([
        200,
        'image/webp',
        'private, max-age=86400',
        'inline',
      ]);
      const range = await site.get(audio.url, { ...tokenHeader(seller), Range: 'bytes=0-99' });
      expect([range.status, range.headers['content-type'], range.headers['content-disposition'], range.headers['content-range']]).toEqual([
        206,
        'audio/mpeg',
        'attachment',
        `bytes 0-99/${mp3Bytes.length}`,
      ]);
      expect(range.body.equals(mp3Bytes.subarray(0, 100))).toBe(true);
      for (const headers of [{}, tokenHeader(stranger), { Cookie: stranger.cookie }]) {
        expect((await site.get(audio.url, headers)).status).toBe(404);
        expect((await site.get(image.url, headers)).status).toBe(404);
      }
    } finally {
      await site.close();
      await app.close();
    }
  });
});
