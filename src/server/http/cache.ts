import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { etag } from 'hono/etag';
import type { ApiEnv } from './context.ts';

/** Reference data (regions, districts, categories): the same for everyone, changed only by a release. */
export const REFERENCE_DATA_SECONDS = 86_400;
/** Lists and listing pages of the API: a few seconds, as SPEC.md means them to be fresh. */
export const LISTING_SECONDS = 5;

/** What an answer without a declared policy gets: nobody stores it, the browser included. */
export const PRIVATE_NO_STORE = 'private, no-store';

/**
 * The one rule for caching API answers: an answer is `private, no-store` unless its route
 * declared a policy (`cacheFor`, `listingCache`), whoever asked and however it ended (errors
 * included). A route that answers per user therefore needs nothing to be safe, and a cache in
 * front never keeps what no one said it may.
 */
export const privateUnlessDeclared: MiddlewareHandler = async (c, next) => {
  await next();
  if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', PRIVATE_NO_STORE);
};

/** Public caching for data that is the same for everyone. */
export function cacheFor(seconds: number): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('Cache-Control', `public, max-age=${seconds}`);
  };
}

/**
 * Listings as everyone sees them: shared caches and signed-out callers keep them a few seconds
 * (then `stale-while-revalidate`); a signed-in caller revalidates every time (an ETag makes that a
 * 304), so a seller sees their own edit at once.
 */
export function listingCache(): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    await next();
    if (c.res.status !== 200 || c.res.headers.has('Cache-Control')) return;
    c.header('Cache-Control', c.get('auth') ? 'private, no-cache' : `public, max-age=${LISTING_SECONDS}, stale-while-revalidate=30`);
  };
}

/**
 * ETags on every GET answer (a digest of the body), and 304 to a matching `If-None-Match`: a
 * client that has the answer already gets headers only. SHA-1 as Hono's default, but hashed
 * at once by node:crypto rather than queued as a Web Crypto job on every answer.
 */
/** The ETag the middleware below gives a body (a quoted hex SHA-1), for answers that keep their own. */
export const bodyEtag = (body: string | Uint8Array): string => `"${createHash('sha1').update(body).digest('hex')}"`;

export const etags: MiddlewareHandler = etag({
  generateDigest: (body) => {
    const digest = createHash('sha1').update(body).digest();
    return digest.buffer.slice(digest.byteOffset, digest.byteOffset + digest.byteLength) as ArrayBuffer;
  },
});
