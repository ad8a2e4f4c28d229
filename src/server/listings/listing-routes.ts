import type { z } from 'zod';
import type { listingContract } from '../../lib/schemas/listings.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import type { ListingKind, ListingRecord } from '../../lib/listing-kinds.ts';
import { AppError } from '../errors.ts';
import type { AnswerCache } from '../http/answer-cache.ts';
import { listingCache } from '../http/cache.ts';
import { apiRouter } from '../http/openapi.ts';
import { pageBody } from '../http/pagination.ts';
import { requireUser, signedIn } from '../http/session.ts';
import type { StreamedForm, UploadedFile } from '../http/streamed-form.ts';
import type { UploadGate } from '../http/upload-gate.ts';
import { admitUpload, parseMultipart } from '../http/validation.ts';
import type { LocationsService } from '../locations/locations.service.ts';
import { pageTags } from '../page-cache/policy.ts';
import { resolvePlaceAndCategory } from './list-filters.ts';
import { LISTING_UPLOAD_LIMITS } from './listing-upload.ts';
import type { ListingInput, ListingsService, ListQuery } from './listings.service.ts';

/** A list request in the core's terms, before names become ids. */
export type ListRequest = Omit<ListQuery, 'kind' | 'page' | 'pageSize' | 'categoryId' | 'regionId' | 'locationIds' | 'ownerId'> & {
  names: { category_name?: string | undefined; region_name?: string | undefined; district_name?: string | undefined };
  page: number;
  pageSize: number;
};

/** The routes of a kind as `listingContract` declares them (lib/schemas/listings.ts). */
export type ListingContract<Query extends z.ZodObject> = ReturnType<typeof listingContract<Query, z.ZodObject, z.ZodType, z.ZodType>>;

/** What makes products and services different at the HTTP boundary; everything else is shared. */
export interface ListingApi<Query extends z.ZodObject, Item> {
  kind: ListingKind;
  /** The kind's seven routes: `productRoutes`, `serviceRoutes`. */
  routes: ListingContract<Query>;
  /** The query string as the kind's declaration validated it. */
  readList(query: z.output<Query>): ListRequest;
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
export function listingRoutes<Query extends z.ZodObject, Item>(
  deps: { listings: ListingsService; catalog: CatalogService; locations: LocationsService; uploads: UploadGate; answers: AnswerCache },
  api: ListingApi<Query, Item>,
) {
  const { listings } = deps;
  const upload = admitUpload(deps.uploads, LISTING_UPLOAD_LIMITS);
  const { kind } = api;
  // The kind's routes with its query widened: the declaration validated it with `Query`, so its output is `z.output<Query>`.
  const routes: ListingContract<z.ZodObject> = api.routes;
  // Signed-out lists and listings come from memory until a write drops their tags (http/answer-cache.ts), then as the route's policy says.
  const cached = [deps.answers.middleware, listingCache()];

  return apiRouter()
    .openapi({ ...routes.list, middleware: cached }, async (c) => {
      const { names, ...request } = api.readList(c.req.valid('query') as z.output<Query>);
      const place = await resolvePlaceAndCategory(deps, kind, names);
      const result = await listings.list({ kind, ...place, ...request });
      // Any listing of the kind may enter the list; each seller's name and picture show in it.
      c.set('answerTags', [pageTags.list(kind), ...new Set(result.records.map((record) => pageTags.user(record.owner.id)))]);
      return c.json(pageBody(c, result, request.page, request.pageSize, api.shape), 200);
    })
    .openapi({ ...routes.detail, middleware: cached }, async (c) => {
      const record = await listings.get(kind, c.req.valid('param').id);
      if (!record) throw new AppError('not_found');
      // The listing, its seller, and the others of its kind it recommends.
      c.set('answerTags', [pageTags.listing(record.id), pageTags.user(record.owner.id), pageTags.list(kind)]);
      return c.json(await api.detail(record, listings), 200);
    })
    .openapi({ ...routes.create, middleware: upload }, async (c) => {
      const { user } = requireUser(c);
      const { input, newImages } = api.readSubmission(await parseMultipart(c, LISTING_UPLOAD_LIMITS));
      return c.json(api.shape(await listings.create(kind, user.id, input, newImages)), 201);
    })
    .openapi({ ...routes.update, middleware: [upload, signedIn] }, async (c) => {
      const { user } = requireUser(c);
      const { id } = c.req.valid('param');
      const { input, newImages, keepImageIds } = api.readSubmission(await parseMultipart(c, LISTING_UPLOAD_LIMITS));
      return c.json(api.shape(await listings.update(kind, id, user.id, input, keepImageIds, newImages)), 200);
    })
    .openapi({ ...routes.remove, middleware: signedIn }, async (c) => {
      const { user } = requireUser(c);
      await listings.delete(kind, c.req.valid('param').id, user.id);
      return c.body(null, 204);
    })
    .openapi({ ...routes.mine, middleware: signedIn }, async (c) => {
      const { user } = requireUser(c);
      const { page, pageSize } = api.readList(c.req.valid('query') as z.output<Query>);
      const result = await listings.list({ kind, ownerId: user.id, order: 'newest', page, pageSize });
      return c.json(pageBody(c, result, page, pageSize, api.shape), 200);
    })
    .openapi({ ...routes.mineOne, middleware: signedIn }, async (c) => {
      const { user } = requireUser(c);
      // Someone else's listing is not "one of mine": the same 404 as a missing one.
      const record = await listings.get(kind, c.req.valid('param').id, user.id);
      if (!record) throw new AppError('not_found');
      return c.json(api.shape(record), 200);
    });
}
