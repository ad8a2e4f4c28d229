import { z } from 'zod';
import type { listingContract } from '../../lib/schemas/listings.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import type { ListingKind, ListingRecord, Viewer } from '../../lib/listing-kinds.ts';
import { OWNER_TABS, type ListingStatus, type OwnerMove } from '../../lib/listing-states.ts';
import type { lifecycleContract } from '../../lib/schemas/listing-lifecycle.ts';
import { ReserveBody, SellBody } from '../../lib/schemas/listing-lifecycle.ts';
import { IdParam } from '../../lib/schemas/contract.ts';
import type { Context } from 'hono';
import type { ApiEnv } from '../http/context.ts';
import type { ListingLifecycle } from './listing-lifecycle.service.ts';
import { AppError } from '../errors.ts';
import type { AnswerCache } from '../http/answer-cache.ts';
import { listingCache } from '../http/cache.ts';
import { apiRouter } from '../http/openapi.ts';
import { pageBody } from '../http/pagination.ts';
import { requireUser, signedIn } from '../http/session.ts';
import type { StreamedForm, UploadedFile } from '../http/streamed-form.ts';
import type { UploadGate } from '../http/upload-gate.ts';
import { admitUpload, parseJson, parseMultipart } from '../http/validation.ts';

const IdParams = z.object({ id: IdParam });
import type { LocationsService } from '../locations/locations.service.ts';
import type { MediaStore } from '../media/media-store.ts';
import { pageTags } from '../page-cache/policy.ts';
import { resolvePlaceAndCategory } from './list-filters.ts';
import { listingUploadLimits } from './listing-upload.ts';
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
  /** The routes of its life: `productLifecycleRoutes`, `serviceLifecycleRoutes`. */
  lifecycleRoutes: ReturnType<typeof lifecycleContract<z.ZodType>>;
  /** The query string as the kind's declaration validated it. */
  readList(query: z.output<Query>): ListRequest;
  /** A multipart form as the kind's schema reads it. */
  readSubmission(form: StreamedForm): { input: ListingInput; newImages: UploadedFile[]; keepImageIds: number[] };
  /** The kind's API shape; its buyers shown to `viewer` when they are its seller or that buyer. */
  shape(record: ListingRecord, viewer?: Viewer): Item;
  /** The detail answer: `{product, recommended_products}` or `{service}`. */
  detail(record: ListingRecord, listings: ListingsService, viewer: Viewer): Promise<unknown>;
}

/**
 * The HTTP routes of a kind of listing (spec/API.md "Products", "Services"): thin: parse, call
 * the listing core, shape. Owner ids a client sends (`userName_id`, `userAddress_id`) are
 * never read: the owner is the signed-in user.
 */
/** What a kind's routes need: the listing core and the HTTP parts, and the media its shapes' addresses come from. */
export interface ListingRouteDeps {
  listings: ListingsService;
  lifecycle: ListingLifecycle;
  catalog: CatalogService;
  locations: LocationsService;
  uploads: UploadGate;
  answers: AnswerCache;
  media: MediaStore;
}

export function listingRoutes<Query extends z.ZodObject, Item>(deps: Omit<ListingRouteDeps, 'media'>, api: ListingApi<Query, Item>) {
  const { listings } = deps;
  const { kind } = api;
  const limits = listingUploadLimits(kind);
  const upload = admitUpload(deps.uploads, limits);
  // The kind's routes with its query widened: the declaration validated it with `Query`, so its output is `z.output<Query>`.
  const routes: ListingContract<z.ZodObject> = api.routes;
  // Signed-out lists and listings come from memory until a write drops their tags (http/answer-cache.ts), then as the route's policy says.
  const cached = [deps.answers.middleware, listingCache()];

  // The life's routes first: `…/user/{plural}/states` would otherwise be taken for one of the user's listings (an id).
  return lifecycleRoutes(deps.lifecycle, { kind, routes: api.lifecycleRoutes, shape: api.shape })
    .openapi({ ...routes.list, middleware: cached }, async (c) => {
      const query = c.req.valid('query') as z.output<Query>;
      const { names, ...request } = api.readList(query);
      const place = await resolvePlaceAndCategory(deps, kind, names);
      const result = await listings.list({ kind, ...place, ...request, states: statesOf(query).listed });
      // Any listing of the kind may enter the list; each seller's name and picture show in it.
      c.set('answerTags', [pageTags.list(kind), ...new Set(result.records.map((record) => pageTags.user(record.owner.id)))]);
      return c.json(pageBody(c, result, request.page, request.pageSize, api.shape), 200);
    })
    .openapi({ ...routes.detail, middleware: cached }, async (c) => {
      const viewer = c.get('auth')?.user.id;
      // Hidden by a moderator: its owner's and the moderators' only (lib/listing-visibility.ts); to everyone else it is not there.
      const record = await listings.getVisible(kind, c.req.valid('param').id, viewer ?? null);
      if (!record) throw new AppError('not_found');
      // The listing, its seller, and the others of its kind it recommends.
      c.set('answerTags', [pageTags.listing(record.id), pageTags.user(record.owner.id), pageTags.list(kind)]);
      return c.json(await api.detail(record, listings, { userId: viewer }), 200);
    })
    .openapi({ ...routes.create, middleware: upload }, async (c) => {
      const { user } = requireUser(c);
      const { input, newImages } = api.readSubmission(await parseMultipart(c, limits));
      return c.json(api.shape(await listings.create(kind, user.id, input, newImages), { userId: user.id }), 201);
    })
    .openapi({ ...routes.update, middleware: [upload, signedIn] }, async (c) => {
      const { user } = requireUser(c);
      const { id } = c.req.valid('param');
      const { input, newImages, keepImageIds } = api.readSubmission(await parseMultipart(c, limits));
      return c.json(api.shape(await listings.update(kind, id, user.id, input, keepImageIds, newImages), { userId: user.id }), 200);
    })
    .openapi({ ...routes.remove, middleware: signedIn }, async (c) => {
      const { user } = requireUser(c);
      await listings.delete(kind, c.req.valid('param').id, user.id);
      return c.body(null, 204);
    })
    .openapi({ ...routes.mine, middleware: signedIn }, async (c) => {
      const { user } = requireUser(c);
      const query = c.req.valid('query') as z.output<Query>;
      const { page, pageSize } = api.readList(query);
      const result = await listings.list({ kind, ownerId: user.id, order: 'newest', page, pageSize, states: statesOf(query).mine });
      return c.json(
        pageBody(c, result, page, pageSize, (record) => api.shape(record, { userId: user.id })),
        200,
      );
    })
    .openapi({ ...routes.mineOne, middleware: signedIn }, async (c) => {
      const { user } = requireUser(c);
      // Someone else's listing is not "one of mine": the same 404 as a missing one.
      const record = await listings.get(kind, c.req.valid('param').id, user.id);
      if (!record) throw new AppError('not_found');
      return c.json(api.shape(record, { userId: user.id }), 200);
    });
}

/**
 * The states a list query asks for: the public list shows active and reserved ones (only
 * active with `hide_reserved`); the user's own list one tab, or every state.
 */
function statesOf(query: { hide_reserved?: boolean | undefined; status?: keyof typeof OWNER_TABS | undefined }): {
  listed?: readonly ListingStatus[];
  mine?: readonly ListingStatus[];
} {
  return {
    ...(query.hide_reserved && { listed: OWNER_TABS.active }),
    mine: query.status ? OWNER_TABS[query.status] : ALL_STATES,
  };
}
const ALL_STATES: readonly ListingStatus[] = ['active', 'reserved', 'sold', 'expired', 'archived', 'paused'];

/** The routes of a kind's life (lib/schemas/listing-lifecycle.ts), as thin as the others: parse, call the lifecycle, shape for the owner. */
function lifecycleRoutes<Item>(
  lifecycle: ListingLifecycle,
  api: { kind: ListingKind; routes: ReturnType<typeof lifecycleContract<z.ZodType>>; shape(record: ListingRecord, viewer?: Viewer): Item },
) {
  const { kind, routes } = api;
  const move = (verb: OwnerMove) => async (c: Context<ApiEnv>) => {
    const { user } = requireUser(c);
    // A sale may come without a body (sold elsewhere); a reservation names its buyer.
    const buyer =
      verb === 'reserve'
        ? (await parseJson(c, ReserveBody)).buyer_id
        : verb === 'sell' && c.req.header('content-type')
          ? (await parseJson(c, SellBody)).buyer_id
          : undefined;
    const { id } = IdParams.parse(c.req.param());
    const record = await lifecycle.move(kind, id, user.id, verb, { buyerId: buyer });
    return c.json(api.shape(record, { userId: user.id }) as object, 200);
  };
  return apiRouter()
    .openapi({ ...routes.reserve, middleware: signedIn }, move('reserve'))
    .openapi({ ...routes.release, middleware: signedIn }, move('release'))
    .openapi({ ...routes.sell, middleware: signedIn }, move('sell'))
    .openapi({ ...routes.renew, middleware: signedIn }, move('renew'))
    .openapi({ ...routes.raise, middleware: signedIn }, move('raise'))
    .openapi({ ...routes.pause, middleware: signedIn }, move('pause'))
    .openapi({ ...routes.resume, middleware: signedIn }, move('resume'))
    .openapi({ ...routes.buyers, middleware: signedIn }, async (c) => {
      const { user } = requireUser(c);
      return c.json({ buyers: await lifecycle.buyers(kind, c.req.valid('param').id, user.id) }, 200);
    })
    .openapi({ ...routes.renewAll, middleware: signedIn }, async (c) => {
      const { user } = requireUser(c);
      const { renewed, records } = await lifecycle.renewAll(kind, user.id);
      return c.json({ renewed, items: records.map((record) => api.shape(record, { userId: user.id })) }, 200);
    })
    .openapi({ ...routes.states, middleware: signedIn }, async (c) => {
      const { user } = requireUser(c);
      return c.json(await lifecycle.stateCounts(kind, user.id), 200);
    });
}
