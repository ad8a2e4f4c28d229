import type { IncomingMessage, ServerResponse } from 'node:http';
import { isPagePath } from '../../lib/guarded-routes.ts';
import { routeCache } from './registry.ts';

/**
 * The route cache's front door (main.ts, before Astro): a GET that Astro's memory cache can
 * answer with a fresh page (or 304) is written straight from it, skipping Astro's request
 * pipeline (which costs more than the answer itself). Everything else, including a stale page
 * and one being rendered, goes on to Astro, whose provider (provider.ts) decides the same way
 * and renders. True when the request was answered here.
 */
export async function answerFromRouteCache(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  const raw = req.url ?? '/';
  // The path as sent decides who asks; any spelling it does not know (`/%72u/…`) only sends more to Astro.
  const query = raw.indexOf('?');
  const pathname = query < 0 ? raw : raw.slice(0, query);
  if (req.method !== 'GET' || !isPagePath(pathname) || typeof req.headers.host !== 'string') return false;
  // The address as Astro's Node adapter builds it: the cache keys pages by it (normalized there).
  const response = await routeCache.answerFresh({
    url: `http://${req.headers.host}${raw}`,
    pathname,
    cookie: req.headers.cookie,
    acceptEncoding: req.headers['accept-encoding'],
    ifNoneMatch: req.headers['if-none-match'],
  });
  if (!response) return false;
  const body = response.status === 304 ? undefined : Buffer.from(await response.arrayBuffer());
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(body);
  return true;
}
