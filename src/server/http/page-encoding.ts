import { STATUS_CODES } from 'node:http';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { pickEncoding, type PrecompressedEncoding } from '../../lib/static-encoding.ts';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
/** Smaller answers gain nothing worth the work. */
const MIN_COMPRESS_BYTES = 1024;

/**
 * A page's bytes in one encoding, compressed whole in Node's thread pool (not chunk by chunk
 * on the main thread, as a streaming compressor does). Brotli `quality`: 4 for a page sent
 * once, 5 for one the route cache keeps (page-cache/provider.ts).
 */
async function encodeBytes(bytes: Buffer, encoding: PrecompressedEncoding, quality: number): Promise<Buffer<ArrayBuffer>> {
  const encoded =
    encoding === 'br'
      ? await brotli(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } })
      : await gzip(bytes, { level: quality >= 5 ? 9 : 6 });
  // zlib hands back a buffer of its own (never shared memory).
  return encoded as Buffer<ArrayBuffer>;
}

/**
 * A page answer from its bytes: compressed in `encoding` (none: as it is) when it is worth it,
 * with Content-Encoding and Content-Length set on `headers`. The one way pages are compressed,
 * whether sent once (`compressPage`) or kept by the route cache.
 */
export async function encodedPage(
  bytes: Buffer<ArrayBuffer>,
  status: number,
  headers: Headers,
  encoding: PrecompressedEncoding | null,
  quality: number,
): Promise<Response> {
  let body = bytes;
  if (encoding && bytes.length >= MIN_COMPRESS_BYTES) {
    body = await encodeBytes(bytes, encoding, quality);
    headers.set('Content-Encoding', encoding);
  }
  headers.set('Content-Length', String(body.length));
  return new Response(body, { status, statusText: STATUS_CODES[status] ?? '', headers });
}

/**
 * A page rendered for one person (signed in, or not kept by the route cache), compressed whole
 * for the encoding the request accepts, with `Vary: Accept-Encoding`. Anything that is not a
 * whole HTML page, or already encoded, goes as it is (the Node server's streaming
 * `compression` still takes the rest).
 */
export async function compressPage(response: Response, acceptEncoding: string | null): Promise<Response> {
  const encoding = pickEncoding(acceptEncoding);
  if (!encoding || response.status !== 200 || response.headers.has('Content-Encoding') || !response.headers.get('Content-Type')?.startsWith('text/html'))
    return response;
  const headers = new Headers(response.headers);
  headers.append('Vary', 'Accept-Encoding');
  return encodedPage(Buffer.from(await response.arrayBuffer()), response.status, headers, encoding, 4);
}
