import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { CacheOptions, CacheProvider, CacheProviderFactory } from 'astro';
import memoryCache, { type MemoryCacheProviderOptions } from 'astro/cache/memory';
import { pickEncoding, type PrecompressedEncoding } from '../../lib/static-encoding.ts';
import { getRuntime } from '../runtime.ts';
import { PROXY_SECONDS } from './policy.ts';
import { routeCache } from './registry.ts';
import { servedPrivately } from './requests.ts';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
/** Brotli quality for a stored page: compressed once per render, sent many times. */
const BROTLI_QUALITY = 9;
const MIN_COMPRESS_BYTES = 1024;

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

/** An answer that must not be kept anywhere: not a whole 200 page, or rendered across an invalidation. */
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
  let body = text;
  if (encoding && text.length >= MIN_COMPRESS_BYTES) {
    body =
      encoding === 'br'
        ? await brotli(text, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: text.length } })
        : await gzip(text, { level: 9 });
    headers.set('Content-Encoding', encoding);
  }
  headers.set('Content-Length', String(body.length));
  return new Response(body, { status: response.status, headers });
}

const strip = (tag: string) => tag.trim().replace(/^W\//, '');

/** 304 for a request that already holds this page (If-None-Match), with the headers a cache needs to refresh its copy. */
function notModified(request: Request, response: Response): Response | null {
  const etag = response.headers.get('ETag');
  const held = request.headers.get('if-none-match');
  if (!etag || !held || response.status !== 200) return null;
  if (!held.split(',').some((each) => each.trim() === '*' || strip(each) === strip(etag))) return null;
  const headers = new Headers();
  for (const name of ['ETag', 'Cache-Control', 'Vary', 'X-Astro-Cache', 'Content-Security-Policy']) {
    const value = response.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  void response.body?.cancel();
  return new Response(null, { status: 304, headers });
}

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
 * - only whole 200 pages are kept, and not one whose render began before an invalidation;
 * - a page renders once at a time: requests that come while it renders (a first visit, a
 *   refresh after expiry or an invalidation) wait for that render and take its result from the
 *   cache, instead of each rendering it again (Astro's memory cache alone starts one render per
 *   request that misses, and one background refresh per request that finds the page stale).
 */
const pageCache: CacheProviderFactory<MemoryCacheProviderOptions> = (config) => {
  const memory = memoryCache(config);
  /** Renders under way, by page and encoding; settled (never rejected) when the render is over. */
  const rendering = new Map<string, Promise<void>>();
  const provider: CacheProvider = {
    name: 'bozor-pages',
    setHeaders: cacheHeaders,
    async onRequest(context, next) {
      const { request } = context;
      if (servedPrivately(request) || !(await getRuntime()).config.PAGE_CACHE) {
        const response = await next();
        return response.headers.has('CDN-Cache-Control') ? keptNowhere(response) : response;
      }
      const encoding = pickEncoding(request.headers.get('accept-encoding'));
      const keyed = new Request(request.url, { headers: { 'accept-encoding': encoding ?? 'identity' } });
      const key = `${encoding}\0${request.url}`;
      for (let under = rendering.get(key); under; under = rendering.get(key)) await under;
      const began = routeCache.generation();
      const response = await memory.onRequest!({ ...context, request: keyed }, () => {
        const render = (async () => {
          const fresh = await next();
          if (!fresh.headers.has('CDN-Cache-Control')) return fresh;
          if (fresh.status !== 200 || routeCache.generation() !== began) return keptNowhere(fresh);
          return storable(fresh, encoding);
        })();
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
      return notModified(request, response) ?? response;
    },
    invalidate: (options) => memory.invalidate(options),
  };
  routeCache.register(provider);
  return provider;
};

export default pageCache;
