import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import send from 'send';
import { holdsVersion } from '../lib/etag.ts';
import { COMPRESSIBLE_TYPES, extensionOf, pickPrecompressed, PRECOMPRESSED } from '../lib/static-encoding.ts';
import type { Logger } from './logger.ts';
import { isLocalMediaStore, isSafeKey, MEDIA_CACHE_CONTROL, mediaContentType, siteMediaUrl, type MediaStore } from './media/media-store.ts';

/** Content types of client files that are not text (text: COMPRESSIBLE_TYPES). */
const OTHER_TYPES: Readonly<Record<string, string>> = {
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
};

/** A client file as sent: its bytes and every header of a whole answer, made once at start. */
interface ClientFile {
  body: Buffer;
  etag: string;
  headers: Record<string, string | number>;
}

/** A client file and its precompressed variants (`.br`, `.gz`) by suffix. */
interface ClientEntry {
  file: ClientFile;
  variants: Map<string, ClientFile>;
}

/**
 * The built client files (dist/client: `/_astro/…` with content hashes, and public/), read
 * into memory at start (about a megabyte), each with its headers and a strong ETag; a text file
 * with the variants integrations/precompress.ts wrote beside it.
 */
function loadClientFiles(dir: string): Map<string, ClientEntry> {
  const names = new Set(listFiles(dir));
  const files = new Map<string, ClientEntry>();
  const read = (name: string, headers: Record<string, string>): ClientFile => {
    const body = fs.readFileSync(path.join(dir, name));
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    return { body, etag, headers: { ...headers, ETag: etag, 'Content-Length': body.length, 'Accept-Ranges': 'bytes' } };
  };
  for (const name of names) {
    if (PRECOMPRESSED.some((variant) => name.endsWith(variant.suffix) && names.has(name.slice(0, -variant.suffix.length)))) continue;
    const pathname = `/${name}`;
    const extension = extensionOf(pathname);
    const text = COMPRESSIBLE_TYPES[extension];
    const headers: Record<string, string> = {
      'Content-Type': text ?? OTHER_TYPES[extension] ?? 'application/octet-stream',
      'Cache-Control': pathname.startsWith('/_astro/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      ...(text && { Vary: 'Accept-Encoding' }),
    };
    const variants = new Map<string, ClientFile>();
    for (const variant of PRECOMPRESSED) {
      if (text && names.has(`${name}${variant.suffix}`))
        variants.set(variant.suffix, read(`${name}${variant.suffix}`, { ...headers, 'Content-Encoding': variant.encoding }));
    }
    files.set(pathname, { file: read(name, headers), variants });
  }
  return files;
}

/**
 * A client file from memory: the precompressed variant the request's Accept-Encoding takes (a
 * range is always of the file itself), 304 to a matching If-None-Match, one byte range as
 * `send` answers it, no body for HEAD. Nothing is read or compressed per request.
 */
function sendClientFile(req: IncomingMessage, res: ServerResponse, entry: ClientEntry): void {
  const range = req.headers.range;
  const variant =
    range === undefined && entry.variants.size > 0 ? pickPrecompressed(req.headers['accept-encoding'], (suffix) => entry.variants.has(suffix)) : null;
  const file = variant ? entry.variants.get(variant.suffix)! : entry.file;
  if (holdsVersion(req.headers['if-none-match'], file.etag)) {
    res.writeHead(304, { ETag: file.etag, 'Cache-Control': file.headers['Cache-Control']!, ...(file.headers.Vary && { Vary: file.headers.Vary }) });
    res.end();
    return;
  }
  const size = file.body.length;
  const bytes = byteRange(range, size);
  if (bytes === 'unsatisfiable') {
    res.writeHead(416, { ...file.headers, 'Content-Length': 0, 'Content-Range': `bytes */${size}` });
    res.end();
    return;
  }
  const [start, end] = bytes ?? [0, size - 1];
  const body = bytes ? file.body.subarray(start, end + 1) : file.body;
  res.writeHead(bytes ? 206 : 200, bytes ? { ...file.headers, 'Content-Length': body.length, 'Content-Range': `bytes ${start}-${end}/${size}` } : file.headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * Media only some may read (chat attachments): which keys, and whether a request may have one.
 * The rule is the owning module's (chats/chat-media-access.ts); this file only applies it.
 */
export interface PrivateMedia {
  isPrivate(key: string): boolean;
  authorize(req: IncomingMessage, key: string): Promise<boolean>;
}

/**
 * A private file is its reader's own: kept by the browser a day, never by a shared cache, and
 * looked up again when the cookie or token changes (another account on the same browser).
 */
const PRIVATE_CACHE_CONTROL = 'private, max-age=86400';
const PRIVATE_VARY = 'Cookie, Authorization';

/** The headers a private file is sent with: images shown in the page, anything else downloaded when opened directly. */
function privateHeaders(contentType: string): Record<string, string> {
  return {
    'Cache-Control': PRIVATE_CACHE_CONTROL,
    Vary: PRIVATE_VARY,
    'X-Content-Type-Options': 'nosniff',
    'Content-Disposition': contentType.startsWith('image/') ? 'inline' : 'attachment',
  };
}

/**
 * Serves the built client files from memory (`sendClientFile`) and uploaded media
 * (`/media/…`, from the store; `privateMedia` keys only to those it admits). Only names known
 * at start are client files, so page requests never pay for a look on disk.
 */
export function createStaticHandler(options: { clientDir: string; media: MediaStore; privateMedia: PrivateMedia; logger?: Pick<Logger, 'warn'> }) {
  const clientFiles = loadClientFiles(options.clientDir);

  return function serveStatic(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    // Asset URLs come as they were built: found without parsing.
    const direct = clientFiles.get(req.url ?? '');
    if (direct) {
      sendClientFile(req, res, direct);
      return true;
    }
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    } catch {
      return false;
    }
    const entry = clientFiles.get(pathname);
    if (entry) {
      sendClientFile(req, res, entry);
      return true;
    }
    if (pathname.startsWith('/media/')) {
      void serveMedia(req, res, pathname.slice('/media/'.length), options);
      return true;
    }
    return false;
  };
}

/**
 * Only keys as the store writes them are looked up: `send` would resolve `avatars/../chat/…`
 * inside its root, past the private check. A private key the request may not read is 404,
 * as a missing one: nobody learns that it exists.
 */
async function serveMedia(
  req: IncomingMessage,
  res: ServerResponse,
  key: string,
  options: { media: MediaStore; privateMedia: PrivateMedia; logger?: Pick<Logger, 'warn'> | undefined },
) {
  const { media, privateMedia, logger } = options;
  const isPrivate = isSafeKey(key) && privateMedia.isPrivate(key);
  let readable = isSafeKey(key);
  try {
    if (isPrivate) readable = await privateMedia.authorize(req, key);
  } catch (error) {
    logger?.warn({ err: error, key }, 'media: could not check who may read a private file');
    res.writeHead(500, { 'Cache-Control': 'no-store' });
    res.end();
    return;
  }
  if (!readable) {
    // A 404 may be cached by default; a refusal must not outlive the sign-in that would lift it.
    res.writeHead(404, { 'Cache-Control': 'no-store' });
    res.end();
    return;
  }
  const headers = isPrivate ? privateHeaders(mediaContentType(key)) : { 'Cache-Control': MEDIA_CACHE_CONTROL };
  if (isLocalMediaStore(media)) stream(req, res, `/${key}`, media.root, headers);
  else await serveObject(req, res, media, key, isPrivate, logger);
}

function stream(req: IncomingMessage, res: ServerResponse, pathname: string, root: string, headers: Record<string, string>) {
  send(req, pathname, { root, dotfiles: 'deny', index: false, cacheControl: false })
    .on('headers', (response: ServerResponse) => {
      for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
    })
    .on('error', (error: { status?: number }) => {
      res.statusCode = error.status ?? 500;
      res.end();
    })
    .pipe(res);
}

/**
 * A store without a directory (S3) is read whole through the store: media are images of a few
 * hundred kilobytes and chat attachments of at most 5 MB. Only keys whose URL is this path are
 * served: with a CDN in front (S3_PUBLIC_URL) public objects are not this server's to send,
 * private ones (chat attachments) are never the CDN's. One byte range is answered as `send`
 * answers it for the local store (audio and video players, Safari's above all, ask for
 * ranges); keys are never reused, so If-Range needs no check.
 */
async function serveObject(req: IncomingMessage, res: ServerResponse, media: MediaStore, key: string, isPrivate: boolean, logger?: Pick<Logger, 'warn'>) {
  try {
    const object = isPrivate || media.url(key) === siteMediaUrl(key) ? await media.read(key) : null;
    if (!object) {
      res.writeHead(404, { 'Cache-Control': 'no-store' });
      res.end();
      return;
    }
    const size = object.body.length;
    const headers = {
      'Content-Type': object.contentType,
      'X-Content-Type-Options': 'nosniff',
      'Accept-Ranges': 'bytes',
      ...(isPrivate ? privateHeaders(object.contentType) : { 'Cache-Control': MEDIA_CACHE_CONTROL }),
    };
    const range = byteRange(req.headers.range, size);
    if (range === 'unsatisfiable') {
      res.writeHead(416, { ...headers, 'Content-Length': 0, 'Content-Range': `bytes */${size}` });
      res.end();
      return;
    }
    const [start, end] = range ?? [0, size - 1];
    const body = object.body.subarray(start, end + 1);
    res.writeHead(range ? 206 : 200, { ...headers, 'Content-Length': body.length, ...(range && { 'Content-Range': `bytes ${start}-${end}/${size}` }) });
    res.end(req.method === 'HEAD' ? undefined : body);
  } catch (error) {
    // The store is out of reach or refused us: the client gets no detail, the log the reason.
    logger?.warn({ err: error, key }, 'media read failed');
    if (res.headersSent) {
      res.destroy();
    } else {
      res.statusCode = 502;
      res.end();
    }
  }
}

/**
 * The one range of a `Range: bytes=…` header (`a-b`, `a-`, `-n`) as inclusive offsets; null to
 * send the whole object (no header, another unit, several ranges, anything malformed), as
 * RFC 9110 allows; 'unsatisfiable' when it starts past the end.
 */
function byteRange(header: string | undefined, size: number): [number, number] | 'unsatisfiable' | null {
  const match = header === undefined ? null : /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const first = match[1] === '' ? null : Number(match[1]);
  const last = match[2] === '' ? null : Number(match[2]);
  if (first === null) {
    // A suffix: the last n bytes.
    if (last === 0 || size === 0) return 'unsatisfiable';
    return [Math.max(0, size - last!), size - 1];
  }
  if (last !== null && last < first) return null;
  if (first >= size) return 'unsatisfiable';
  return [first, Math.min(last ?? size - 1, size - 1)];
}

function listFiles(dir: string, sub = ''): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(path.join(dir, sub), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(sub, entry.name);
    return entry.isDirectory() ? listFiles(dir, relative) : [relative];
  });
}
