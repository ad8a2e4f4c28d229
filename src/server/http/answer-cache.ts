import type { MiddlewareHandler } from 'hono';
import type { Clock } from '../clock.ts';
import type { routeCache } from '../page-cache/registry.ts';
import { answerBytes, bodyEtag, setAnswerHeader } from './cache.ts';
import type { ApiEnv } from './context.ts';
import { MINUTE } from '../../lib/time-units.ts';

interface Entry {
  body: Uint8Array<ArrayBuffer>;
  headers: Array<[string, string]>;
  tags: string[];
  storedAt: number;
}

export interface AnswerCache {
  /**
   * Route middleware (before the route's cache policy): a signed-out GET answered from memory
   * when a fresh copy is kept (`X-Cache: HIT`); else answered by the route and kept when it is a
   * 200 whose handler named its tags (`c.set('answerTags', …)`) and none of them was invalidated
   * while it ran (`X-Cache: MISS`).
   */
  middleware: MiddlewareHandler<ApiEnv>;
  /** Answers kept now. */
  size(): number;
  /** Stops following invalidations (the runtime's close). */
  close(): void;
}

/**
 * Signed-out list and listing answers of the API, kept in memory like the route cache keeps
 * pages (issue 20): the same tags (page-cache/policy.ts) drop them when a write commits, on this
 * instance at once and on the others through the instance bus (page-cache/invalidation.ts), and
 * they expire after `maxAgeMs` (as listing pages do) whatever happens. Keyed by path and query
 * (answers never depend on the Host); at most `max` answers, the least recently used go first.
 * Off with PAGE_CACHE=0.
 */
export function createAnswerCache(options: {
  enabled: boolean;
  clock: Clock;
  /** What was invalidated when, and the invalidations to come (page-cache/registry.ts). */
  invalidations: Pick<typeof routeCache, 'subscribe' | 'generation' | 'changedSince'>;
  max?: number;
  maxAgeMs?: number;
}): AnswerCache {
  const { enabled, clock, invalidations, max = 1000, maxAgeMs = MINUTE } = options;
  const entries = new Map<string, Entry>();
  const stop = invalidations.subscribe((tags) => {
    for (const [key, entry] of entries) if (entry.tags.some((tag) => tags.includes(tag))) entries.delete(key);
  });

  const middleware: MiddlewareHandler<ApiEnv> = async (c, next) => {
    if (!enabled || c.req.method !== 'GET' || c.get('auth')) return next();
    const url = new URL(c.req.url);
    const key = `${url.pathname}${url.search}`;
    const kept = entries.get(key);
    if (kept && clock().getTime() - kept.storedAt < maxAgeMs) {
      entries.delete(key);
      entries.set(key, kept);
      c.res = new Response(kept.body, { status: 200, headers: [...kept.headers, ['X-Cache', 'HIT']] });
      return;
    }
    if (kept) entries.delete(key);
    const began = invalidations.generation();
    await next();
    if (c.res.status !== 200) return;
    const tags = c.get('answerTags') ?? [];
    setAnswerHeader(c, 'X-Cache', 'MISS');
    if (tags.length === 0 || invalidations.changedSince(tags, began)) return;
    const body = await answerBytes(c.res);
    // With its ETag (made with its JSON: http/cache.ts etags), which the ETag middleware then takes as it is instead of hashing the body on every HIT.
    const headers = [...c.res.headers].filter(([name]) => name.toLowerCase() !== 'x-cache');
    if (!c.res.headers.has('ETag')) headers.push(['ETag', bodyEtag(body)]);
    entries.set(key, { body, headers, tags, storedAt: clock().getTime() });
    for (const oldest of entries.keys()) {
      if (entries.size <= max) break;
      entries.delete(oldest);
    }
  };

  return { middleware, size: () => entries.size, close: stop };
}
