/**
 * Production entry (built to dist/server/entry.mjs): one Node process serving static files,
 * `/media`, the API and pages through Astro, and WebSocket upgrades on `/ws/…`.
 */
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { handler as astroHandler } from '@astrojs/node/server.js';
import compression from 'compression';
import { logSafeUrl } from '../lib/log-safe-url.ts';
import { getRuntime } from './runtime.ts';
import { baseHeaders, refuseUnservedMethod } from './http/node-guards.ts';
import { answerFromRouteCache } from './page-cache/door.ts';
import { createStaticHandler } from './static-files.ts';

const SHUTDOWN_GRACE_MS = 10_000;

const runtime = await getRuntime();
// `npm run demo` (scripts/demo.mjs): creating the runtime with DEMO_DATA=1 has filled the database; nothing to serve.
if (process.argv.includes('--fill-demo-data')) {
  await runtime.close();
  process.exit(0);
}
const { config, logger } = runtime;
const serveStatic = createStaticHandler({
  clientDir: fileURLToPath(new URL('../client/', import.meta.url)),
  media: runtime.media,
  privateMedia: runtime.privateMedia,
  logger,
});

// gzip or brotli (quality 4) for what Astro answers uncompressed (signed-in pages, the API; cached pages come compressed). Phones on slow networks first.
const compress = compression({ threshold: 1024 });

const headers = baseHeaders(config.publicUrl);

function toAstro(req: http.IncomingMessage, res: http.ServerResponse): void {
  compress(req as never, res as never, () => {
    void astroHandler(req, res, undefined, { socketAddress: req.socket.remoteAddress });
  });
}

const server = http.createServer((req, res) => {
  const started = process.hrtime.bigint();
  res.once('finish', () => {
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    logger.info({ method: req.method, url: logSafeUrl(req.url ?? ''), status: res.statusCode, ms: Math.round(ms * 10) / 10 }, 'request');
  });
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  if (refuseUnservedMethod(req, res)) return;
  // Client files are sent as they were compressed at build, media are images and recordings: neither passes through `compress`.
  if (serveStatic(req, res)) return;
  // A signed-out visitor's page from the route cache, as it was stored (compressed); else Astro.
  if (config.PAGE_CACHE && req.method === 'GET') {
    answerFromRouteCache(req, res).then(
      (answered) => answered || toAstro(req, res),
      (error: unknown) => {
        logger.error({ err: error, url: req.url }, 'route cache: the front door failed; Astro answers');
        if (!res.headersSent) toAstro(req, res);
      },
    );
    return;
  }
  toAstro(req, res);
});
server.keepAliveTimeout = 5_000;
server.on('upgrade', (req, socket, head) => runtime.ws.handleUpgrade(req, socket, head));

server.listen(config.PORT, config.HOST, () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  logger.info({ port, database: runtime.database.kind, publicUrl: config.PUBLIC_URL }, `Bozor listening on http://localhost:${port}`);
});

let shuttingDown = false;
async function shutdown(signal: string) {
  if (shuttingDown) return;
  shuttingDown = true;
  logger.info({ signal }, 'shutting down: no new connections, finishing requests');
  const force = setTimeout(() => {
    logger.warn('requests still running after the grace period; closing them');
    server.closeAllConnections();
  }, SHUTDOWN_GRACE_MS);
  force.unref();
  runtime.ws.close();
  server.close(async () => {
    await runtime.close();
    logger.info('stopped');
    process.exit(0);
  });
  server.closeIdleConnections();
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
