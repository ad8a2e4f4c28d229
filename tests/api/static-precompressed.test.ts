import { gunzipSync, brotliDecompressSync, brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalMediaStore } from '../../src/server/media/media-store.ts';
import { serveStaticFiles } from '../fixtures/static-server.ts';

/** Built text files are compressed once at build (integrations/precompress.ts); requests get the variant they accept, never a fresh compression. */
const css = `.card{color:#0f172a}${'.x{margin:0}'.repeat(400)}`;
let site: Awaited<ReturnType<typeof serveStaticFiles>>;
beforeAll(async () => {
  site = await serveStaticFiles(createLocalMediaStore('/nonexistent'), {
    '_astro/app.abc123.css': css,
    '_astro/app.abc123.css.br': brotliCompressSync(css),
    '_astro/app.abc123.css.gz': gzipSync(css),
    '_astro/only-gzip.js': `console.log(${JSON.stringify('x'.repeat(3000))});`,
    '_astro/only-gzip.js.gz': gzipSync(`console.log(${JSON.stringify('x'.repeat(3000))});`),
    '_astro/photo.webp': Buffer.from('RIFF....WEBPVP8 '),
  });
});
afterAll(async () => {
  await site.close();
});

describe('precompressed built assets', () => {
  it('sends the Brotli variant to a browser that accepts it, as CSS, immutable, varying by Accept-Encoding', async () => {
    const answer = await site.get('/_astro/app.abc123.css', { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    expect(answer.status).toBe(200);
    expect(answer.headers).toMatchObject({
      'content-encoding': 'br',
      'content-type': 'text/css; charset=utf-8',
      'cache-control': 'public, max-age=31536000, immutable',
    });
    expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
    expect(brotliDecompressSync(answer.body).toString()).toBe(css);
  });

  it('sends gzip to a client without Brotli, and the file itself to one that accepts neither or refuses them with q=0', async () => {
    const gzip = await site.get('/_astro/app.abc123.css', { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(css);
    for (const header of [undefined, 'identity', 'br;q=0, gzip;q=0']) {
      const plain = await site.get('/_astro/app.abc123.css', header === undefined ? {} : { 'Accept-Encoding': header });
      expect(plain.headers['content-encoding'], header).toBeUndefined();
      expect(plain.body.toString()).toBe(css);
      expect(plain.headers['content-type']).toBe('text/css; charset=utf-8');
    }
  });

  it('falls back to the variants that exist, and leaves files that are not text alone', async () => {
    const js = await site.get('/_astro/only-gzip.js', { 'Accept-Encoding': 'br, gzip' });
    expect(js.headers).toMatchObject({ 'content-encoding': 'gzip', 'content-type': 'text/javascript; charset=utf-8' });
    const image = await site.get('/_astro/photo.webp', { 'Accept-Encoding': 'br, gzip' });
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.headers['content-type']).toBe('image/webp');
  });

  it('answers a HEAD with the headers of the variant and no body', async () => {
    const head = await site.get('/_astro/app.abc123.css', { 'Accept-Encoding': 'br' }, 'HEAD');
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.body.length).toBe(0);
  });

  it('answers 304 to a browser that holds the variant it takes, by a strong ETag per variant', async () => {
    const brotli = await site.get('/_astro/app.abc123.css', { 'Accept-Encoding': 'br' });
    const gzip = await site.get('/_astro/app.abc123.css', { 'Accept-Encoding': 'gzip' });
    expect(brotli.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(gzip.headers.etag).not.toBe(brotli.headers.etag);
    const held = await site.get('/_astro/app.abc123.css', { 'Accept-Encoding': 'br', 'If-None-Match': brotli.headers.etag! });
    expect(held.status).toBe(304);
    expect(held.body.length).toBe(0);
    expect(held.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await site.get('/_astro/app.abc123.css', { 'Accept-Encoding': 'gzip', 'If-None-Match': brotli.headers.etag! })).status).toBe(200);
  });

  it('answers a byte range from the file itself, and 416 past its end', async () => {
    const part = await site.get('/_astro/app.abc123.css', { 'Accept-Encoding': 'br', Range: 'bytes=0-5' });
    expect(part.status).toBe(206);
    expect(part.headers['content-encoding']).toBeUndefined();
    expect(part.headers['content-range']).toBe(`bytes 0-5/${css.length}`);
    expect(part.body.toString()).toBe(css.slice(0, 6));
    expect((await site.get('/_astro/photo.webp', { Range: 'bytes=999-' })).status).toBe(416);
  });

  it('serves the variants only as variants, and names with a query or escapes as the file', async () => {
    expect((await site.get('/_astro/app.abc123.css.br')).body.toString()).toBe('fallthrough');
    expect((await site.get('/_astro/app.abc123.css?v=2', { 'Accept-Encoding': 'br' })).headers['content-encoding']).toBe('br');
    expect((await site.get('/_astro/app%2Eabc123.css')).body.toString()).toBe(css);
  });
});
