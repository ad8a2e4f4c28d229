import { Hono } from 'hono';
import type { ApiEnv } from '../http/context.ts';
import { cacheFor } from '../http/cache.ts';
import type { CatalogService } from './catalog.service.ts';

const HOUR = 3600;

/** `/api/products/api/categories` and `/api/services/api/categories`. */
export function catalogRoutes(catalog: CatalogService) {
  return new Hono<ApiEnv>({ strict: false })
    .get('/products/api/categories', cacheFor(HOUR), async (c) => c.json(await catalog.listCategories('product')))
    .get('/services/api/categories', cacheFor(HOUR), async (c) => c.json(await catalog.listCategories('service')));
}
