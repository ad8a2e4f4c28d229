import type { PageRequest } from './requests.ts';

/**
 * The route cache of this process, as Astro created it (provider.ts registers itself on
 * creation), the caches that follow its tags (the API's answers), and what has been
 * invalidated when. The runtime drops tags through it; a render
 * is not stored when one of its tags was dropped while it ran (provider.ts), so that a page read
 * before a write cannot outlive the write in the cache. The Node server asks it for fresh pages
 * before Astro (door.ts).
 */
interface RouteCache {
  invalidate(options: { tags: string[] }): Promise<void>;
  answerFresh?(request: PageRequest): Promise<Response | null>;
}

/** Tags remembered by their last invalidation; beyond this, the oldest are forgotten (and count as just changed). */
const REMEMBERED_TAGS = 10_000;

let cache: RouteCache | null = null;
/** Off until the runtime turns it on (PAGE_CACHE): every request passes by the cache until then. */
let enabled = false;
/** Other caches that drop by the same tags (the API's answers: http/answer-cache.ts). */
const listeners = new Set<(tags: string[]) => void>();
let invalidations = 0;
/** Tag → the invalidation that last dropped it, oldest first. */
const lastDropped = new Map<string, number>();
/** Invalidations up to here are no longer told apart by tag. */
let forgottenUpTo = 0;

export const routeCache = {
  register(provider: RouteCache): void {
    cache = provider;
  },
  /** Called once by the runtime with its configuration (PAGE_CACHE). */
  enable(on: boolean): void {
    enabled = on;
  },
  enabled: (): boolean => enabled,
  /** Calls `listener` with the tags of every invalidation from now on, until the returned function is called. */
  subscribe(listener: (tags: string[]) => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** A fresh cached page for this request, or null: none yet, someone's own, or only a render can answer. */
  answerFresh: (request: PageRequest): Promise<Response | null> => (enabled && cache?.answerFresh ? cache.answerFresh(request) : Promise.resolve(null)),
  /** The invalidations so far: taken when a render begins. */
  generation: (): number => invalidations,
  /** Whether a page with these tags may have changed since `generation` was `since`. */
  changedSince(tags: readonly string[], since: number): boolean {
    return forgottenUpTo > since || tags.some((tag) => (lastDropped.get(tag) ?? 0) > since);
  },
  /** Drops every cached page with one of these tags. Without a route cache (dev server, API tests), nothing to drop. */
  async invalidate(tags: string[]): Promise<void> {
    if (tags.length === 0) return;
    invalidations++;
    for (const tag of tags) {
      lastDropped.delete(tag);
      lastDropped.set(tag, invalidations);
    }
    for (const [tag, at] of lastDropped) {
      if (lastDropped.size <= REMEMBERED_TAGS) break;
      lastDropped.delete(tag);
      forgottenUpTo = at;
    }
    for (const listener of listeners) listener(tags);
    await cache?.invalidate({ tags });
  },
};
