/**
 * Production entry (built to dist/server/entry.mjs): one Node process serving static files,
 * `/media`, the API (straight to its Hono app), pages through Astro, and WebSocket upgrades on
 * `/ws/…`.
 */
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { handler as astroHandler } from '@astrojs/node/server.js';
import { getRequestListener, type HttpBindings } from '@hono/node-server';
import compression from 'compression';
import { isPagePath } from '../lib/guarded-routes.ts';
import { logSafeUrl } from '../lib/log-safe-url.ts';
import { getRuntime } from './runtime.ts';
import { compressWholeAnswers } from './http/api-encoding.ts';
import { baseHeaders, refuseUnservedMethod } from './http/node-guards.ts';
import { answerFromRouteCache } from './page-cache/door.ts';
import { createStaticHandler } from './static-files.ts';
import { fakePaymeListener } from './payments/fake-door.ts';
import { e2eListener } from './e2e-hooks.ts';
import { moderatorsCommand, rolesCommand } from './roles/roles-command.ts';

const SHUTDOWN_GRACE_MS = 10_000;
/**
 * How long an idle kept-alive connection stays open: longer than any client or load balancer in
 * front keeps one by default (AWS ALB 60 s, nginx's upstream `keepalive_timeout` 60 s; Node's and
 * browsers' clients less), so that it is always the client that closes an idle connection, never
 * the server while the client reuses it ("other side closed"). A request's headers may take a
 * little longer than that (Node's advice: headersTimeout above keepAliveTimeout). README
 * "Deployment" says so; tests/api/keep-alive-built.test.ts checks it.
 */
const KEEP_ALIVE_TIMEOUT_MS = 65_000;
const HEADERS_TIMEOUT_MS = 66_000;
/** A request slower than this is logged at `warn` whatever the level; others only at `debug`. */
const SLOW_REQUEST_MS = 1_000;

const runtime = await getRuntime();
// `npm run demo` (scripts/demo.mjs): creating the runtime with DEMO_DATA=1 has filled the database; nothing to serve.
if (process.argv.includes('--fill-demo-data')) {
  await runtime.close();
  process.exit(0);
}
// `npm run roles -- …` (scripts/roles.mjs) and its alias `npm run moderators -- …` (scripts/moderators.mjs): roles are granted from the command line only.
const rolesAt = process.argv.indexOf('--roles');
const moderatorsAt = process.argv.indexOf('--moderators');
if (rolesAt >= 0 || moderatorsAt >= 0) {
  const { out, status } =
    rolesAt >= 0
      ? await rolesCommand(runtime.services.roles, process.argv.slice(rolesAt + 1))
      : await moderatorsCommand(runtime.services.roles, process.argv.slice(moderatorsAt + 1));
  console.log(out);
  await runtime.close();
  process.exit(status);
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
// PAYMENTS_PROVIDER=fake: the fake Payme at /fake-payme/api (payments/fake-door.ts); null otherwise.
const answerFakePayme = fakePaymeListener(runtime.fakePayme);
// NODE_ENV=test with E2E_HOOKS=1 only (the browser tests): their clock and job doors at /__e2e (e2e-hooks.ts); null otherwise.
const answerE2eHooks = runtime.e2e && e2eListener(runtime.e2e);

function toAstro(req: http.IncomingMessage, res: http.ServerResponse): void {
  compress(req as never, res as never, () => {
    void astroHandler(req, res, undefined, { socketAddress: req.socket.remoteAddress });
  });
}

/**
 * `/api/*` goes to the API's Hono app directly, without Astro's request pipeline (its routing,
 * middleware, locals and response copying cost more than most API queries); compressed like
 * Astro's answers. Under `astro dev` the catch-all route src/pages/api/[...path].ts does the same.
 * The global Request and Response become @hono/node-server's lightweight ones (its default,
 * `overrideGlobalObjects`): a Response made with a string body (every JSON answer) is written to
 * the socket as that string, without building a web stream and reading it back (that cost a
 * third of an uncached list's time). Each is a Node Response the moment anything asks for more
 * than its status, headers and text (Astro's pages do: they become one as before).
 */
const answerApi = getRequestListener((request, env) => runtime.api.fetch(request, { clientAddress: (env as HttpBindings).incoming.socket.remoteAddress }), {
  overrideGlobalObjects: true,
});
/** The API's, not a page's (the API's page for developers, /api/docs, is Astro's: lib/guarded-routes.ts). */
const isApi = (url: string | undefined) => {
  const pathname = url?.split('?', 1)[0];
  return pathname !== undefined && (pathname === '/api' || pathname.startsWith('/api/')) && !isPagePath(pathname);
};

// API answers are JSON made per request, each compressed whole as it is sent (http/api-encoding.ts).
function toApi(req: http.IncomingMessage, res: http.ServerResponse): void {
  compressWholeAnswers(req, res);
  void answerApi(req, res);
}

const server = http.createServer((req, res) => {
  const started = process.hrtime.bigint();
  // The access log: every request at `debug` (LOG_LEVEL=debug asks for it), failed and slow ones always.
  res.once('finish', () => {
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    const slow = ms >= SLOW_REQUEST_MS;
    if (res.statusCode < 500 && !slow && !logger.isLevelEnabled('debug')) return;
    const line = { method: req.method, url: logSafeUrl(req.url ?? ''), status: res.statusCode, ms: Math.round(ms * 10) / 10 };
    if (res.statusCode >= 500) logger.warn(line, 'request failed');
    else if (slow) logger.warn(line, 'slow request');
    else logger.debug(line, 'request');
  });
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  if (refuseUnservedMethod(req, res)) return;
  // Client files are sent as they were compressed at build, media are images and recordings: neither passes through `compress`.
  if (serveStatic(req, res)) return;
  if (answerFakePayme?.(req, res)) return;
  if (answerE2eHooks?.(req, res)) return;
  if (isApi(req.url)) return toApi(req, res);
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
server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
server.headersTimeout = HEADERS_TIMEOUT_MS;
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
