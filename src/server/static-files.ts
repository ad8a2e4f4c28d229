import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import send from 'send';

/**
 * Serves the built client files (dist/client: `/_astro/…` with content hashes, and public/)
 * and uploaded media (`/media/…`). Only names known at start are looked up on disk for the
 * client files, so page requests never pay for a stat.
 */
export function createStaticHandler(options: { clientDir: string; mediaDir: string }) {
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
      // Media names are content hashes: a name never changes its bytes.
      stream(req, res, pathname.slice('/media'.length), options.mediaDir, 'public, max-age=31536000, immutable');
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

function listFiles(dir: string, sub = ''): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(path.join(dir, sub), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(sub, entry.name);
    return entry.isDirectory() ? listFiles(dir, relative) : [relative];
  });
}
