import { randomUUID } from 'node:crypto';
import type { InstanceBus } from '../bus.ts';
import type { Logger } from '../logger.ts';
import { routeCache } from './registry.ts';

/** What the services call after a committed write that changes pages visitors see (tags: policy.ts). */
export interface PageInvalidation {
  changed(tags: string[]): Promise<void>;
}

/**
 * Invalidation on every instance: this one drops its cached pages before the write's answer
 * leaves (so the writer's next request, and anyone's, sees the change); the others hear it on the
 * instance bus (LISTEN/NOTIFY on PostgreSQL) and drop theirs. A bus that cannot be told is
 * logged, not the writer's failure: the write is done, and cached pages expire within
 * LISTING_PAGES.maxAge + swr anyway.
 */
export function createPageInvalidation(deps: { bus: InstanceBus; logger: Logger }): PageInvalidation & { close(): void } {
  const self = randomUUID();
  const close = deps.bus.subscribe((event) => {
    if (event.type !== 'pages' || event.from === self) return;
    void routeCache.invalidate(event.tags);
  });
  return {
    async changed(tags) {
      await routeCache.invalidate(tags);
      await deps.bus
        .publish({ type: 'pages', tags, from: self })
        .catch((error: unknown) => deps.logger.warn({ err: error, tags }, 'page cache: other instances not told'));
    },
    close,
  };
}
