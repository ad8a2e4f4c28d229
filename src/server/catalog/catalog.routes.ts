import { cacheFor, REFERENCE_DATA_SECONDS } from '../http/cache.ts';
import { apiRouter } from '../http/openapi.ts';
import { listProductCategories, listServiceCategories } from '../../lib/schemas/catalog.ts';
import type { CatalogService } from './catalog.service.ts';

/** `/api/products/api/categories` and `/api/services/api/categories`. */
export function catalogRoutes(catalog: CatalogService) {
  const middleware = cacheFor(REFERENCE_DATA_SECONDS);
  return apiRouter()
    .openapi({ ...listProductCategories, middleware }, async (c) => c.json(await catalog.listCategories('product'), 200))
    .openapi({ ...listServiceCategories, middleware }, async (c) => c.json(await catalog.listCategories('service'), 200));
}
