import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import send from 'send';
import { COMPRESSIBLE_TYPES, extensionOf, pickPrecompressed } from '../lib/static-encoding.ts';
import type { Logger } from './logger.ts';
import { isLocalMediaStore, isSafeKey, MEDIA_CACHE_CONTROL, type MediaStore } from './media/media-store.ts';

/**
 * Serves the built client files (dist/client: `/_astro/…` with content hashes, and public/)
 * and uploaded media (`/media/…`). Only names known at start are looked up on disk for the
 * client files, so page requests never pay for a stat.
 */
export function createStaticHandler(options: { clientDir: string; media: MediaStore; logger?: Pick<Logger, 'warn'> }) {
  const clientFiles = new Set(listFiles(options.clientDir).map((file) => `/${file}`));

  return function serveStatic(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    } catch {
      return false;
    }
    if (clientFiles.has(pathname)) {
      const cacheControl = pathname.startsWith('/_astro/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600';
      const type = COMPRESSIBLE_TYPES[extensionOf(pathname)];
      if (!type) {
        stream(req, res, pathname, options.clientDir, cacheControl);
        return true;
      }
      // Text files were compressed at build (integrations/precompress.ts): the variant the client takes is sent as it is.
      const variant = pickPrecompressed(req.headers['accept-encoding'], (suffix) => clientFiles.has(`${pathname}${suffix}`));
      stream(req, res, variant ? `${pathname}${variant.suffix}` : pathname, options.clientDir, cacheControl, {
        'Content-Type': type,
        Vary: 'Accept-Encoding',
        ...(variant && { 'Content-Encoding': variant.encoding }),
      });
      return true;
    }
    if (pathname.startsWith('/media/')) {
      const { media } = options;
      if (isLocalMediaStore(media)) stream(req, res, pathname.slice('/media'.length), media.root, MEDIA_CACHE_CONTROL);
      else void serveObject(req, res, media, pathname.slice('/media/'.length), options.logger);
      return true;
    }
    return false;
  };
}

function stream(req: IncomingMessage, res: ServerResponse, pathname: string, root: string, cacheControl: string, headers: Record<string, string> = {}) {
  send(req, pathname, { root, dotfiles: 'deny', index: false, cacheControl: false })
    .on('headers', (response: ServerResponse) => {
      response.setHeader('Cache-Control', cacheControl);
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
 * served: with a CDN in front (S3_PUBLIC_URL) the objects are not this server's to send. One
 * byte range is answered as `send` answers it for the local store (audio and video players,
 * Safari's above all, ask for ranges); keys are never reused, so If-Range needs no check.
 */
async function serveObject(req: IncomingMessage, res: ServerResponse, media: MediaStore, key: string, logger?: Pick<Logger, 'warn'>) {
  try {
    const object = isSafeKey(key) && media.url(key) === `/media/${key}` ? await media.read(key) : null;
    if (!object) {
      res.statusCode = 404;
      res.end();
      return;
    }
    const size = object.body.length;
    const headers = { 'Content-Type': object.contentType, 'Cache-Control': MEDIA_CACHE_CONTROL, 'X-Content-Type-Options': 'nosniff', 'Accept-Ranges': 'bytes' };
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
