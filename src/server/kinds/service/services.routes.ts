import { serviceRoutes, serviceLifecycleRoutes } from '../../../lib/schemas/services.ts';
import { listingRoutes, type ListingRouteDeps } from '../../listings/listing-routes.ts';
import { toService, type Viewer } from '../../../lib/listing-kinds.ts';
import { readServiceSubmission } from './service-submission.ts';

/** /api/services/api/… (spec/API.md "Services") on the shared listing routes. */
export function servicesRoutes(deps: ListingRouteDeps) {
  const shape = (record: Parameters<typeof toService>[0], viewer?: Viewer) => toService(record, deps.media, viewer);
  return listingRoutes(deps, {
    kind: 'service',
    routes: serviceRoutes,
    lifecycleRoutes: serviceLifecycleRoutes,
    readList(parsed) {
      return {
        names: parsed,
        search: parsed.service_name,
        asTyped: parsed.as_typed,
        order: 'relevance',
        page: parsed.page ?? parsed.currentPage ?? 1,
        pageSize: parsed.page_size,
      };
    },
    readSubmission: readServiceSubmission,
    shape,
    async detail(record, _listings, viewer) {
      return { service: shape(record, viewer) };
    },
  });
}
