import { Hono } from 'hono';
import type { CatalogService } from '../catalog/catalog.service.ts';
import type { ListingKind } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { listingCache } from '../http/cache.ts';
import type { ApiEnv } from '../http/context.ts';
import { pageBody } from '../http/pagination.ts';
import { requireUser } from '../http/session.ts';
import type { StreamedForm, UploadedFile } from '../http/streamed-form.ts';
import type { UploadGate } from '../http/upload-gate.ts';
import { admitUpload, parseMultipart, pathId } from '../http/validation.ts';
import type { LocationsService } from '../locations/locations.service.ts';
import { resolvePlaceAndCategory } from './list-filters.ts';
import { LISTING_UPLOAD_LIMITS } from './listing-upload.ts';
import type { ListingInput, ListingRecord, ListingsService, ListQuery } from './listings.service.ts';

/** A list request in the core's terms, before names become ids. */
export type ListRequest = Omit<ListQuery, 'kind' | 'page' | 'pageSize' | 'categoryId' | 'regionId' | 'locationIds' | 'ownerId'> & {
  names: { category_name?: string | undefined; region_name?: string | undefined; district_name?: string | undefined };
  page: number;
  pageSize: number;
};

/** What makes products and services different at the HTTP boundary; everything else is shared. */
export interface ListingApi<Item> {
  kind: ListingKind;
  /** `/products/api/products`, `/services/api/services`. */
  path: string;
  /** The signed-in user's own: `/products/api/user/products`, `/services/api/user/services`. */
  minePath: string;
  /** The query string as the kind's schema reads it. */
  readList(query: Record<string, string>): ListRequest;
  /** A multipart form as the kind's schema reads it. */
  readSubmission(form: StreamedForm): { input: ListingInput; newImages: UploadedFile[]; keepImageIds: number[] };
  shape(record: ListingRecord): Item;
  /** The detail answer: `{product, recommended_products}` or `{service}`. */
  detail(record: ListingRecord, listings: ListingsService): Promise<unknown>;
}

/**
 * The HTTP routes of a kind of listing (spec/API.md "Products", "Services"): thin: parse, call
 * the listing core, shape. Owner ids a client sends (`userName_id`, `userAddress_id`) are
 * never read: the owner is the signed-in user.
 */
export function listingRoutes<Item>(
  deps: { listings: ListingsService; catalog: CatalogService; locations: LocationsService; uploads: UploadGate },
  api: ListingApi<Item>,
) {
  const { listings } = deps;
  const upload = admitUpload(deps.uploads, LISTING_UPLOAD_LIMITS);
  const { kind } = api;

  return new Hono<ApiEnv>({ strict: false })
    .get(api.path, listingCache(), async (c) => {
      const { names, ...request } = api.readList(c.req.query());
      const place = await resolvePlaceAndCategory(deps, kind, names);
      const result = await listings.list({ kind, ...place, ...request });
      return c.json(pageBody(c, result, request.page, request.pageSize, api.shape));
    })
    .get(`${api.path}/:id`, listingCache(), async (c) => {
      const record = await listings.get(kind, pathId(c.req.param('id')));
      if (!record) throw new AppError('not_found');
      return c.json(await api.detail(record, listings));
    })
    .post(api.path, upload, async (c) => {
      const { user } = requireUser(c);
      const { input, newImages } = api.readSubmission(await parseMultipart(c, LISTING_UPLOAD_LIMITS));
      return c.json(api.shape(await listings.create(kind, user.id, input, newImages)), 201);
    })
    .put(`${api.path}/:id`, upload, async (c) => {
      const { user } = requireUser(c);
      const id = pathId(c.req.param('id'));
      const { input, newImages, keepImageIds } = api.readSubmission(await parseMultipart(c, LISTING_UPLOAD_LIMITS));
      return c.json(api.shape(await listings.update(kind, id, user.id, input, keepImageIds, newImages)));
    })
    .delete(`${api.path}/:id`, async (c) => {
      const { user } = requireUser(c);
      await listings.delete(kind, pathId(c.req.param('id')), user.id);
      return c.body(null, 204);
    })
    .get(api.minePath, async (c) => {
      const { user } = requireUser(c);
      const { names: _names, page, pageSize } = api.readList(c.req.query());
      const result = await listings.list({ kind, ownerId: user.id, order: 'newest', page, pageSize });
      return c.json(pageBody(c, result, page, pageSize, api.shape));
    })
    .get(`${api.minePath}/:id`, async (c) => {
      const { user } = requireUser(c);
      const record = await listings.get(kind, pathId(c.req.param('id')));
      // Someone else's listing is not "one of mine": the same 404 as a missing one.
      if (!record || record.owner.id !== user.id) throw new AppError('not_found');
      return c.json(api.shape(record));
    });
}

