import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import send from 'send';
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
      const immutable = pathname.startsWith('/_astro/');
      stream(req, res, pathname, options.clientDir, immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
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

function stream(req: IncomingMessage, res: ServerResponse, pathname: string, root: string, cacheControl: string) {
  send(req, pathname, { root, dotfiles: 'deny', index: false, cacheControl: false })
    .on('headers', (response: ServerResponse) => response.setHeader('Cache-Control', cacheControl))
    .on('error', (error: { status?: number }) => {
      res.statusCode = error.status ?? 500;
      res.end();
    })
    .pipe(res);
}

/**
 * A store without a directory (S3) is read whole through the store: media are images of a few
 * hundred kilobytes. Only keys whose URL is this path are served: with a CDN in front
 * (S3_PUBLIC_URL) the objects are not this server's to send.
 */
async function serveObject(req: IncomingMessage, res: ServerResponse, media: MediaStore, key: string, logger?: Pick<Logger, 'warn'>) {
  try {
    const object = isSafeKey(key) && media.url(key) === `/media/${key}` ? await media.read(key) : null;
    if (!object) {
      res.statusCode = 404;
      res.end();
      return;
    }
    res.writeHead(200, {
      'Content-Type': object.contentType,
      'Content-Length': object.body.length,
      'Cache-Control': MEDIA_CACHE_CONTROL,
      'X-Content-Type-Options': 'nosniff',
    });
    res.end(req.method === 'HEAD' ? undefined : object.body);
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

function listFiles(dir: string, sub = ''): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(path.join(dir, sub), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(sub, entry.name);
    return entry.isDirectory() ? listFiles(dir, relative) : [relative];
  });
}
