import { cacheFor, REFERENCE_DATA_SECONDS } from '../http/cache.ts';
import { apiRouter } from '../http/openapi.ts';
import { listDistricts, listLocations, listRegions } from '../../lib/schemas/locations.ts';
import type { LocationsService } from './locations.service.ts';

/** /api/accounts/regions, districts/{region} and all-location (the paths the mobile app already uses). */
export function locationsRoutes(locations: LocationsService) {
  const middleware = cacheFor(REFERENCE_DATA_SECONDS);
  return apiRouter()
    .openapi({ ...listRegions, middleware }, async (c) => c.json({ regions: await locations.listRegions() }, 200))
    .openapi({ ...listDistricts, middleware }, async (c) => c.json({ districts: await locations.listDistricts(c.req.valid('param').region) }, 200))
    .openapi({ ...listLocations, middleware }, async (c) => c.json(await locations.listLocations(), 200));
}
