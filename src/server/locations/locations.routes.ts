import { Hono } from 'hono';
import type { ApiEnv } from '../http/context.ts';
import { cacheFor, REFERENCE_DATA_SECONDS } from '../http/cache.ts';
import type { LocationsService } from './locations.service.ts';

/** Mounted at /api/accounts (the paths the mobile app already uses). */
export function locationsRoutes(locations: LocationsService) {
  return new Hono<ApiEnv>({ strict: false })
    .get('/regions', cacheFor(REFERENCE_DATA_SECONDS), async (c) => c.json({ regions: await locations.listRegions() }))
    .get('/districts/:region', cacheFor(REFERENCE_DATA_SECONDS), async (c) =>
      c.json({ districts: await locations.listDistricts(c.req.param('region')) }),
    )
    .get('/all-location', cacheFor(REFERENCE_DATA_SECONDS), async (c) => c.json(await locations.listLocations()));
}
