/**
 * The route cache of this process, as Astro created it (provider.ts registers itself on
 * creation), and the count of invalidations so far. The runtime drops tags through it; a render
 * that started before an invalidation is not stored (provider.ts), so that a page read before a
 * write cannot outlive the write in the cache.
 */
interface Invalidatable {
  invalidate(options: { tags: string[] }): Promise<void>;
}

let cache: Invalidatable | null = null;
let invalidations = 0;

export const routeCache = {
  register(provider: Invalidatable): void {
    cache = provider;
  },
  /** Grows with every invalidation; compared before and after a render. */
  generation: (): number => invalidations,
  /** Drops every cached page with one of these tags. Without a route cache (dev server, API tests), nothing to drop. */
  async invalidate(tags: string[]): Promise<void> {
    if (tags.length === 0) return;
    invalidations++;
    await cache?.invalidate({ tags });
  },
};
