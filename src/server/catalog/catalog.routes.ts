import { Hono } from 'hono';
import type { ApiEnv } from '../http/context.ts';
import { cacheFor, REFERENCE_DATA_SECONDS } from '../http/cache.ts';
import type { CatalogService } from './catalog.service.ts';

/** `/api/products/api/categories` and `/api/services/api/categories`. */
export function catalogRoutes(catalog: CatalogService) {
  return new Hono<ApiEnv>({ strict: false })
    .get('/products/api/categories', cacheFor(REFERENCE_DATA_SECONDS), async (c) => c.json(await catalog.listCategories('product')))
    .get('/services/api/categories', cacheFor(REFERENCE_DATA_SECONDS), async (c) => c.json(await catalog.listCategories('service')));
}
