import { createHash, hash } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { etag } from 'hono/etag';
import type { ApiEnv } from './context.ts';

/** Reference data (regions, districts, categories): the same for everyone, changed only by a release. */
export const REFERENCE_DATA_SECONDS = 86_400;
/** Lists and listing pages of the API: a few seconds, as SPEC.md means them to be fresh. */
export const LISTING_SECONDS = 5;

/**
 * A header on the answer already made (after `next()`), set on its own headers: Hono's
 * `c.header` would first copy it into a new Response, reading its body back as a stream, which
 * cost an uncached list a tenth of its time. Every answer here is made by this app (never a
 * fetched one), so its headers can be changed.
 */
export function setAnswerHeader(c: Context, name: string, value: string): void {
  c.res.headers.set(name, value);
}

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
  if (!c.res.headers.has('Cache-Control')) setAnswerHeader(c, 'Cache-Control', PRIVATE_NO_STORE);
};

/** Public caching for data that is the same for everyone. */
export function cacheFor(seconds: number): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.res.status === 200) setAnswerHeader(c, 'Cache-Control', `public, max-age=${seconds}`);
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
    setAnswerHeader(c, 'Cache-Control', c.get('auth') ? 'private, no-cache' : `public, max-age=${LISTING_SECONDS}, stale-while-revalidate=30`);
  };
}

/** The bytes of a JSON answer, kept on it as it is made (`etags`). */
const ANSWER_BYTES = Symbol('answer bytes');

/**
 * An answer's body, without reading it back from the Response when it is a JSON answer made
 * here (reading would turn @hono/node-server's lightweight Response into a stream, which is then
 * written chunk by chunk and not compressed whole: http/api-encoding.ts).
 */
export async function answerBytes(response: Response): Promise<Uint8Array<ArrayBuffer>> {
  const kept = (response as Response & { [ANSWER_BYTES]?: Uint8Array<ArrayBuffer> })[ANSWER_BYTES];
  return kept ?? new Uint8Array(await response.clone().arrayBuffer());
}

/** The ETag an answer's body gets (a quoted hex SHA-1, as Hono's default), for answers that keep their own. */
export const bodyEtag = (body: string | Uint8Array): string => `"${hash('sha1', body, 'hex')}"`;

/** Hono's ETag middleware: 304 to a matching `If-None-Match`; hashes a body only when the answer has no ETag yet. */
const notModified = etag({
  generateDigest: (body) => {
    const digest = createHash('sha1').update(body).digest();
    return digest.buffer.slice(digest.byteOffset, digest.byteOffset + digest.byteLength) as ArrayBuffer;
  },
});

/**
 * ETags on every GET answer (a digest of the body), and 304 to a matching `If-None-Match`: a
 * client that has the answer already gets headers only. A 200 JSON answer (all the API's GETs)
 * is hashed as its text is made, by this request's `c.json`, so that the middleware never reads
 * the body back from the Response (a stream copy that cost more than the hashing); other bodies
 * are hashed by Hono's middleware, and an answer that brings its own ETag (the answer cache, the
 * API document) is not hashed again.
 */
export const etags: MiddlewareHandler = (c, next) => {
  c.json = ((object: unknown, arg?: number | ResponseInit, headers?: Record<string, string | string[]>) => {
    // Encoded once, for the hash, the compressor (http/api-encoding.ts) and the socket alike.
    const bytes: Uint8Array<ArrayBuffer> = Buffer.from(JSON.stringify(object));
    const ok = arg === undefined || arg === 200;
    const response = c.body(bytes, arg as never, { 'Content-Type': 'application/json', ...headers, ...(ok && { ETag: bodyEtag(bytes) }) });
    return Object.assign(response, { [ANSWER_BYTES]: bytes });
  }) as unknown as typeof c.json;
  return notModified(c, next);
};
