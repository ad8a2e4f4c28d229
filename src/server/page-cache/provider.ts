import { createHash } from 'node:crypto';
import type { CacheOptions, CacheProvider, CacheProviderFactory } from 'astro';
import memoryCache, { type MemoryCacheProviderOptions } from 'astro/cache/memory';
import { holdsVersion } from '../../lib/etag.ts';
import { pickEncoding, type PrecompressedEncoding } from '../../lib/static-encoding.ts';
import { compressPage, encodedPage } from '../http/page-encoding.ts';
import { PROXY_SECONDS } from './policy.ts';
import { routeCache } from './registry.ts';
import { servedPrivately, type PageRequest } from './requests.ts';

/** Brotli quality for a stored page: within 1% of quality 9 in size at a fifteenth of the time (about 1 ms for a 70 KB page). */
const BROTLI_QUALITY = 5;
/** Pages whose last render was not kept (the API, forms, a missing listing): their requests do not wait for each other. Forgotten past this many. */
const PASS_THROUGH_KEYS = 10_000;

/** Headers of a page the cache keeps: for this process (`CDN-Cache-Control`, read and removed by Astro) and for shared caches in front. */
function cacheHeaders(options: CacheOptions): Headers {
  const headers = new Headers();
  if (options.maxAge === undefined || options.maxAge <= 0) return headers;
  const swr = options.swr ?? 0;
  headers.set('CDN-Cache-Control', `max-age=${options.maxAge}, stale-while-revalidate=${swr}`);
  headers.set('Cache-Control', `public, max-age=0, s-maxage=${Math.min(options.maxAge, PROXY_SECONDS)}, stale-while-revalidate=${swr}`);
  if (options.tags?.length) headers.set('Cache-Tag', options.tags.join(', '));
  return headers;
}

/** An answer that must not be kept anywhere: not a whole 200 page, or rendered across an invalidation of its tags. */
function keptNowhere(response: Response): Response {
  response.headers.delete('CDN-Cache-Control');
  response.headers.delete('Cache-Tag');
  if (response.headers.get('Cache-Control')?.startsWith('public')) response.headers.set('Cache-Control', 'no-cache');
  return response;
}

/** The page as stored: compressed once for this encoding, with a weak ETag of its text. */
async function storable(response: Response, encoding: PrecompressedEncoding | null): Promise<Response> {
  const text = Buffer.from(await response.arrayBuffer());
  const headers = new Headers(response.headers);
  headers.set('ETag', `W/"${createHash('sha256').update(text).digest('base64url').slice(0, 22)}"`);
  headers.set('Vary', 'Accept-Encoding');
  return encodedPage(text, response.status, headers, encoding, BROTLI_QUALITY);
}

const tagsOf = (response: Response) =>
  (response.headers.get('Cache-Tag') ?? '')
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);

/** 304 for a request that already holds this page (If-None-Match), with the headers a cache needs to refresh its copy. */
function notModified(ifNoneMatch: string | null | undefined, response: Response): Response | null {
  const etag = response.headers.get('ETag');
  if (!etag || response.status !== 200 || !holdsVersion(ifNoneMatch, etag)) return null;
  const headers = new Headers();
  for (const name of ['ETag', 'Cache-Control', 'Vary', 'X-Astro-Cache', 'Content-Security-Policy']) {
    const value = response.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  void response.body?.cancel();
  return new Response(null, { status: 304, headers });
}

const quiet = { info() {}, warn() {}, error() {} };
/** What the fast door hands Astro's memory cache instead of rendering: no page (it is never stored). */
const notRendered = () => Promise.resolve(new Response(null, { status: 204 }));

/**
 * The route cache (astro.config.mjs `cache.provider`): Astro's own memory cache (an LRU of
 * `max` pages, answering HIT before any middleware runs, refreshing STALE pages in the
 * background, dropping tags on `invalidate`), with what a shared cache of this site needs
 * around it:
 * - requests that may be someone's own pass by it entirely (`servedPrivately`), and all do
 *   with PAGE_CACHE=0;
 * - pages are stored compressed, per encoding (Accept-Encoding reduced to br, gzip or none, so
 *   that browsers' different spellings share an entry), with an ETag; a HIT costs no
 *   compression, and a matching If-None-Match gets 304;
 * - only whole 200 pages are kept, and not one with a tag invalidated while it rendered;
 * - a cached page renders once at a time: requests that come while it renders (a first visit,
 *   a refresh after expiry or an invalidation) wait for that render and take its result from
 *   the cache, instead of each rendering it again (Astro's memory cache alone starts one render
 *   per request that misses, and one background refresh per request that finds the page stale).
 *   Requests for what was not kept last time (API answers, forms, 404s) go their own way;
 * - `answerFresh` (registry.ts) lets the Node server (main.ts) ask the same memory cache for a
 *   fresh page before handing a request to Astro: a HIT then skips Astro's request pipeline;
 *   anything else (a miss, a stale page, a render under way) goes through Astro as above.
 */
const pageCache: CacheProviderFactory<MemoryCacheProviderOptions> = (config) => {
  const memory = memoryCache(config);
  const ask = memory.onRequest!.bind(memory);
  /** Renders under way, by page and encoding; settled (never rejected) when the render is over. */
  const rendering = new Map<string, Promise<void>>();
  const passThrough = new Set<string>();

  /**
   * The request the memory cache keys on: the page, and the encoding it will be sent in. Astro's
   * memory cache reads a request's method, URL and `headers.get` (of the headers its pages vary
   * by: Accept-Encoding), nothing else, so this is all it gets (a whole Request costs a HIT a
   * few per cent; the route-cache tests would fail if it read more).
   */
  function keyOf(request: PageRequest) {
    const encoding = pickEncoding(request.acceptEncoding);
    const sent = encoding ?? 'identity';
    const keyed = { method: 'GET', url: request.url, headers: { get: (name: string) => (name.toLowerCase() === 'accept-encoding' ? sent : null) } };
    return { encoding, key: `${encoding}\0${request.url}`, keyed: keyed as unknown as Request };
  }

  /** The fast door: a fresh cached page (or 304) for this request, or null when only Astro can answer it. */
  async function answerFresh(request: PageRequest): Promise<Response | null> {
    if (servedPrivately({ method: 'GET', pathname: request.pathname, cookie: request.cookie })) return null;
    const { key, keyed } = keyOf(request);
    if (passThrough.has(key) || rendering.has(key)) return null;
    const url = URL.parse(request.url);
    if (!url) return null;
    let fresh = true;
    const response = await ask({ request: keyed, url, logger: quiet }, () => {
      fresh = false;
      return notRendered();
    });
    if (!fresh) {
      void response.body?.cancel();
      return null;
    }
    response.headers.delete('CDN-Cache-Control');
    response.headers.delete('Cache-Tag');
    return notModified(request.ifNoneMatch, response) ?? response;
  }

  const provider: CacheProvider = {
    name: 'bozor-pages',
    setHeaders: cacheHeaders,
    async onRequest(context, next) {
      const { request } = context;
      const { pathname } = new URL(request.url);
      const acceptEncoding = request.headers.get('accept-encoding');
      if (servedPrivately({ method: request.method, pathname, cookie: request.headers.get('cookie') }) || !routeCache.enabled()) {
        const response = await next();
        return response.headers.has('CDN-Cache-Control') ? compressPage(keptNowhere(response), acceptEncoding) : response;
      }
      const { encoding, key, keyed } = keyOf({ url: request.url, pathname, cookie: null, acceptEncoding, ifNoneMatch: null });
      const queued = !passThrough.has(key);
      if (queued) for (let under = rendering.get(key); under; under = rendering.get(key)) await under;
      const began = routeCache.generation();
      const response = await ask({ ...context, request: keyed }, () => {
        const render = (async () => {
          const fresh = await next();
          const kept = fresh.status === 200 && fresh.headers.has('CDN-Cache-Control') && !routeCache.changedSince(tagsOf(fresh), began);
          if (kept) passThrough.delete(key);
          else {
            if (passThrough.size >= PASS_THROUGH_KEYS) passThrough.clear();
            passThrough.add(key);
          }
          if (!fresh.headers.has('CDN-Cache-Control')) return fresh;
          return kept ? storable(fresh, encoding) : compressPage(keptNowhere(fresh), acceptEncoding);
        })();
        if (!queued) return render;
        // Settled once the cache has the page: Astro stores it right after this promise resolves, in the same task.
        const over = render.then(
          () => new Promise<void>((resolve) => setImmediate(resolve)),
          () => {},
        );
        rendering.set(key, over);
        void over.then(() => {
          if (rendering.get(key) === over) rendering.delete(key);
        });
        return render;
      });
      return notModified(request.headers.get('if-none-match'), response) ?? response;
    },
    invalidate: (options) => memory.invalidate(options),
  };
  routeCache.register({ invalidate: provider.invalidate, answerFresh });
  return provider;
};

export default pageCache;
