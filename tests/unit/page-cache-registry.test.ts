import { describe, expect, it } from 'vitest';
import { routeCache } from '../../src/server/page-cache/registry.ts';

describe('what the route cache knows of invalidations', () => {
  it('tells a render whether one of its tags was dropped since it began, and only then', async () => {
    const dropped: string[][] = [];
    routeCache.register({ invalidate: async ({ tags }) => void dropped.push(tags) });
    const began = routeCache.generation();
    await routeCache.invalidate(['listing:7', 'list:product']);
    expect(dropped).toEqual([['listing:7', 'list:product']]);
    expect(routeCache.changedSince(['listing:7', 'user:3'], began)).toBe(true);
    expect(routeCache.changedSince(['list:product'], began)).toBe(true);
    expect(routeCache.changedSince(['listing:8', 'list:service'], began)).toBe(false);
    expect(routeCache.changedSince(['listing:7'], routeCache.generation())).toBe(false);
  });

  it('ignores an empty invalidation', async () => {
    const before = routeCache.generation();
    await routeCache.invalidate([]);
    expect(routeCache.generation()).toBe(before);
  });

  it('forgets the oldest of very many tags, and then counts any render that began before them as changed', async () => {
    const began = routeCache.generation();
    for (let id = 0; id < 10_050; id++) await routeCache.invalidate([`listing:${100_000 + id}`]);
    const after = routeCache.generation();
    expect(routeCache.changedSince(['listing:1'], began)).toBe(true);
    expect(routeCache.changedSince(['listing:1'], after)).toBe(false);
    expect(routeCache.changedSince([`listing:${100_000 + 10_049}`], after - 1)).toBe(true);
  });
});
