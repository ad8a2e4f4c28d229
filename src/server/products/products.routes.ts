import { Hono } from 'hono';
import { ProductListQuery } from '../../lib/schemas/products.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import { AppError } from '../errors.ts';
import type { ApiEnv } from '../http/context.ts';
import { pageBody } from '../http/pagination.ts';
import { requireUser } from '../http/session.ts';
import { parseMultipart, parseWith, pathId } from '../http/validation.ts';
import { resolvePlaceAndCategory } from '../listings/list-filters.ts';
import { toProduct } from '../listings/listing-shapes.ts';
import type { ListingsService } from '../listings/listings.service.ts';
import type { LocationsService } from '../locations/locations.service.ts';
import type { MediaStore } from '../media/media-store.ts';
import { PRODUCT_UPLOAD_LIMIT, readProductSubmission } from './product-submission.ts';

const ORDER = { '-created_at': 'newest', price: 'price', '-price': '-price' } as const;

/**
 * /api/products/api/… (spec/API.md "Products"): thin: parse, call the listing core, shape.
 * Owner ids a client sends (`userName_id`, `userAddress_id`) are never read: the owner is the
 * signed-in user.
 */
export function productsRoutes(deps: { listings: ListingsService; catalog: CatalogService; locations: LocationsService; media: MediaStore }) {
  const { listings, media } = deps;
  const shape = (record: Parameters<typeof toProduct>[0]) => toProduct(record, media);

  return new Hono<ApiEnv>({ strict: false })
    .get('/products/api/products', async (c) => {
      const query = parseWith(ProductListQuery, c.req.query());
      const place = await resolvePlaceAndCategory(deps, 'product', query);
      const page = query.page ?? query.currentPage ?? 1;
      const result = await listings.list({
        kind: 'product',
        ...place,
        search: query.product_title,
        minPrice: query.min_price,
        maxPrice: query.max_price,
        condition: query.condition,
        order: ORDER[query.ordering],
        page,
        pageSize: query.page_size,
      });
      return c.json(pageBody(c, result, page, query.page_size, shape));
    })
    .get('/products/api/products/:id', async (c) => {
      const record = await listings.get('product', pathId(c.req.param('id')));
      if (!record) throw new AppError('not_found');
      return c.json({ product: shape(record), recommended_products: (await listings.recommended(record)).map(shape) });
    })
    .post('/products/api/products', async (c) => {
      const { user } = requireUser(c);
      const { input, newImages } = readProductSubmission(await parseMultipart(c, PRODUCT_UPLOAD_LIMIT));
      const record = await listings.create('product', user.id, input, newImages);
      return c.json(shape(record), 201);
    })
    .put('/products/api/products/:id', async (c) => {
      const { user } = requireUser(c);
      const id = pathId(c.req.param('id'));
      const { input, newImages, keepImageIds } = readProductSubmission(await parseMultipart(c, PRODUCT_UPLOAD_LIMIT));
      const record = await listings.update('product', id, user.id, input, keepImageIds, newImages);
      return c.json(shape(record));
    })
    .delete('/products/api/products/:id', async (c) => {
      const { user } = requireUser(c);
      await listings.delete('product', pathId(c.req.param('id')), user.id);
      return c.body(null, 204);
    })
    .get('/products/api/user/products', async (c) => {
      const { user } = requireUser(c);
      c.header('Cache-Control', 'private, no-store');
      const query = parseWith(ProductListQuery, c.req.query());
      const page = query.page ?? query.currentPage ?? 1;
      const result = await listings.list({ kind: 'product', ownerId: user.id, order: ORDER[query.ordering], page, pageSize: query.page_size });
      return c.json(pageBody(c, result, page, query.page_size, shape));
    })
    .get('/products/api/user/products/:id', async (c) => {
      const { user } = requireUser(c);
      c.header('Cache-Control', 'private, no-store');
      const record = await listings.get('product', pathId(c.req.param('id')));
      // Someone else's product is not "one of mine": the same 404 as a missing one.
      if (!record || record.owner.id !== user.id) throw new AppError('not_found');
      return c.json(shape(record));
    });
}
