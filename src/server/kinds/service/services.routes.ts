import { serviceRoutes, serviceLifecycleRoutes } from '../../../lib/schemas/services.ts';
import type { CatalogService } from '../../catalog/catalog.service.ts';
import type { AnswerCache } from '../../http/answer-cache.ts';
import type { UploadGate } from '../../http/upload-gate.ts';
import { listingRoutes } from '../../listings/listing-routes.ts';
import type { ListingLifecycle } from '../../listings/listing-lifecycle.service.ts';
import { toService, type Viewer } from '../../../lib/listing-kinds.ts';
import type { ListingsService } from '../../listings/listings.service.ts';
import type { LocationsService } from '../../locations/locations.service.ts';
import type { MediaStore } from '../../media/media-store.ts';
import { readServiceSubmission } from './service-submission.ts';

/** /api/services/api/… (spec/API.md "Services") on the shared listing routes. */
export function servicesRoutes(deps: {
  listings: ListingsService;
  catalog: CatalogService;
  locations: LocationsService;
  media: MediaStore;
  uploads: UploadGate;
  answers: AnswerCache;
  lifecycle: ListingLifecycle;
}) {
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
