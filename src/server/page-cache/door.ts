import type { IncomingMessage, ServerResponse } from 'node:http';
import { routeCache } from './registry.ts';

/** Paths no page lives under: the API, Astro's own, media (served before this). */
const NEVER_PAGES = ['/api/', '/_', '/media/', '/ws/'];

/**
 * The route cache's front door (main.ts, before Astro): a GET that Astro's memory cache can
 * answer with a fresh page (or 304) is written straight from it, skipping Astro's request
 * pipeline (which costs more than the answer itself). Everything else, including a stale page
 * and one being rendered, goes on to Astro, whose provider (provider.ts) decides the same way
 * and renders. True when the request was answered here.
 */
export async function answerFromRouteCache(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  const raw = req.url ?? '/';
  if (req.method !== 'GET' || NEVER_PAGES.some((prefix) => raw.startsWith(prefix)) || typeof req.headers.host !== 'string') return false;
  // The address as Astro's Node adapter builds it: the cache keys pages by it.
  const url = URL.parse(`http://${req.headers.host}${raw}`);
  if (!url) return false;
  const response = await routeCache.answerFresh({
    url: url.href,
    pathname: url.pathname,
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
