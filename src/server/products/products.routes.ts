import { Hono } from 'hono';
import { MAX_IMAGE_BYTES } from '../../lib/image-type.ts';
import { ProductFields, ProductListQuery, type ProductFieldsInput } from '../../lib/schemas/products.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import { AppError } from '../errors.ts';
import { uploadBodyLimit } from '../http/body.ts';
import type { ApiEnv } from '../http/context.ts';
import { pageBody } from '../http/pagination.ts';
import { requireUser } from '../http/session.ts';
import { formFiles, formIds, formTexts, parseMultipart, parseWith, pathId } from '../http/validation.ts';
import { resolvePlaceAndCategory } from '../listings/list-filters.ts';
import { toProduct } from '../listings/listing-shapes.ts';
import { MAX_LISTING_IMAGES, type ListingInput, type ListingsService } from '../listings/listings.service.ts';
import type { LocationsService } from '../locations/locations.service.ts';
import type { MediaStore } from '../media/media-store.ts';

const ORDER = { '-created_at': 'newest', price: 'price', '-price': '-price' } as const;
const FIELD_NAMES = ['title', 'description', 'price', 'condition', 'category_id', 'location_id', 'in_stock', 'currency'] as const;
/** Ten images of 5 MB, plus the form's text fields. */
const UPLOAD_LIMIT = uploadBodyLimit(MAX_LISTING_IMAGES, MAX_IMAGE_BYTES);

function toInput(fields: ProductFieldsInput): ListingInput {
  return {
    title: fields.title,
    description: fields.description,
    categoryId: fields.category_id,
    locationId: fields.location_id,
    price: fields.price,
    condition: fields.condition,
    inStock: fields.in_stock ?? true,
  };
}

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
      const form = await parseMultipart(c, UPLOAD_LIMIT);
      const fields = parseWith(ProductFields, formTexts(form, FIELD_NAMES));
      const record = await listings.create('product', user.id, toInput(fields), formFiles(form, 'images'));
      return c.json(shape(record), 201);
    })
    .put('/products/api/products/:id', async (c) => {
      const { user } = requireUser(c);
      const id = pathId(c.req.param('id'));
      const form = await parseMultipart(c, UPLOAD_LIMIT);
      const fields = parseWith(ProductFields, formTexts(form, FIELD_NAMES));
      const record = await listings.update('product', id, user.id, toInput(fields), formIds(form, 'existing_images'), [
        ...formFiles(form, 'new_images'),
        ...formFiles(form, 'images'),
      ]);
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
