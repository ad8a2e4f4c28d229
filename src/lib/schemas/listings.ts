import type { RouteConfig } from '@hono/zod-openapi';
import { z } from 'zod';
import { MAX_PAGE, MAX_PAGE_SIZE } from '../paging.ts';
import { parsePrice } from '../price.ts';
import { OWNER_TAB_NAMES, type OwnerTab } from '../listing-states.ts';
import { errorAnswers, formBody, IdParam, jsonAnswer, SIGNED_IN } from './contract.ts';
import { page } from './shapes.ts';

/**
 * Pieces shared by the request schemas of products and services (spec/API.md): ids, prices,
 * pagination. Messages are keys of the errors namespace.
 */

/** A positive integer id, as JSON number or form/query text. */
export const id = (requiredKey: string, invalidKey = 'field_invalid') =>
  z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^\d{1,10}$/, invalidKey),
      ],
      {
        error: (issue) => (issue.input === undefined || issue.input === '' ? requiredKey : invalidKey),
      },
    )
    .transform(Number)
    .pipe(z.number().int(invalidKey).positive(invalidKey).max(2_147_483_647, invalidKey));

/** Whole so'm, written with or without thousands separators. */
export const price = (requiredKey: string) =>
  z.union([z.string(), z.number()], { error: (issue) => (issue.input === undefined ? requiredKey : 'price_invalid') }).transform((value, ctx) => {
    if (typeof value === 'string' && value.trim() === '') {
      ctx.addIssue({ code: 'custom', message: requiredKey });
      return z.NEVER;
    }
    const parsed = parsePrice(value);
    if (parsed === null) {
      ctx.addIssue({ code: 'custom', message: 'price_invalid' });
      return z.NEVER;
    }
    return parsed;
  });

const pageNumber = z.coerce.number({ error: 'page_invalid' }).int('page_invalid').min(1, 'page_invalid').max(MAX_PAGE, 'page_invalid');

/** `page` (products also `currentPage`) and `page_size`, capped at 100. */
export function pagination(defaultSize: number) {
  return {
    page: pageNumber.optional(),
    currentPage: pageNumber.optional(),
    page_size: z.coerce
      .number({ error: 'page_size_invalid' })
      .int('page_size_invalid')
      .min(1, 'page_size_invalid')
      .max(MAX_PAGE_SIZE, 'page_size_invalid')
      .default(defaultSize),
  };
}

/** A text filter's and a search's length at most (the search fields stop there). */
export const TEXT_FILTER_MAX = 100;

/** An optional text filter: blank means absent, at most TEXT_FILTER_MAX characters. */
export const textFilter = z
  .string()
  .trim()
  .max(TEXT_FILTER_MAX, 'filter_too_long')
  .transform((value) => (value === '' ? undefined : value))
  .optional();

/** A list query's price range: `max_price` not below `min_price` (products and real estate). */
export function checkPriceRange(query: { min_price?: number | undefined; max_price?: number | undefined }, ctx: z.RefinementCtx): void {
  if (query.min_price !== undefined && query.max_price !== undefined && query.min_price > query.max_price) {
    ctx.addIssue({ code: 'custom', path: ['max_price'], message: 'price_range_invalid' });
  }
}

/** A search's words as typed only: no second try on the other keyboard layout (lists' `as_typed`). */
export const asTyped = () =>
  z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0'])], { error: 'field_invalid' })
    .transform((value) => value === true || value === 'true' || value === '1')
    .optional()
    .meta({
      description:
        'Search the words as typed only. Without it, a search that finds fewer than 3 is tried on the other keyboard layout too (`shown_for` says so).',
    });

/** A listing's state in the lists (issue 22): "hide reserved" on the public lists, a tab of the user's own. */
export const stateFilters = () => ({
  hide_reserved: z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0'])], { error: 'field_invalid' })
    .transform((value) => value === true || value === 'true' || value === '1')
    .optional()
    .meta({ description: 'Beyond spec/API.md: leave out listings reserved for a buyer (lists show active and reserved ones).' }),
  status: z
    .enum(OWNER_TAB_NAMES as [OwnerTab, ...OwnerTab[]], { error: 'field_invalid' })
    .optional()
    .meta({
      description:
        'Beyond spec/API.md, the user’s own list only: one tab (`expired` holds archived ones too); all of them without it. The public lists show active and reserved listings only.',
    }),
});

/** `true`/`false`/`1`/`0`/`on` as a form sends it. */
export const formBoolean = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', 'on', 'off', 'True', 'False'])], { error: 'field_invalid' })
  .transform((value) => value === true || value === 'true' || value === 'True' || value === '1' || value === 'on');

/**
 * The seven routes of a kind of listing (spec/API.md "Products", "Services"), declared once for
 * both kinds: list, detail, create, edit, delete, and the signed-in user's own list and one.
 * Forms are read by the handler as they stream (`formBody` documents them).
 */
export function listingContract<Query extends z.ZodObject, Fields extends z.ZodObject, Item extends z.ZodType, Detail extends z.ZodType>(kind: {
  plural: 'products' | 'services' | 'real-estate';
  tag: 'Products' | 'Services' | 'Real estate';
  /** `product`, `service`, for the summaries. */
  one: string;
  query: Query;
  fields: Fields;
  item: Item;
  detail: Detail;
  detailDescription: string;
  pageName: string;
  /** Photos a listing holds at most (10 unless said). */
  maxImages?: number;
}) {
  const { plural, tag, one, query, fields, item, detail } = kind;
  const path = `/${plural}/api/${plural}`;
  const minePath = `/${plural}/api/user/${plural}`;
  const params = z.object({ id: IdParam });
  const itemPage = page(item)
    .extend({
      shown_for: z.string().optional().meta({
        description:
          'Beyond spec/API.md: the search shown instead of the one asked for, when that found fewer than 3 and the same keys on the other keyboard layout found more (`ьфырштф` → `mashina`). Absent otherwise; `as_typed=true` asks for the words as typed.',
        example: 'mashina',
      }),
    })
    .meta({ id: kind.pageName });
  const maxImages = kind.maxImages ?? 10;
  const newImages = { description: `A new image (JPEG, PNG or WebP, at most 5 MB); repeat the field, at most ${maxImages} images in all.`, many: true };
  const files = { images: newImages, new_images: { ...newImages, description: 'The same as `images` (the name the web forms use).' } };
  const keep = fields.extend({
    existing_images: z
      .union([z.array(z.string()), z.string()])
      .optional()
      .meta({ description: 'The ids of the images to keep, repeated or as a JSON array (`[3,5]`); the others are deleted.' }),
  });
  const form = (schema: z.ZodObject, description: string) => formBody(schema, files, description);
  const cached = 'Cached: `public, max-age=5, stale-while-revalidate=30` when signed out, `private, no-cache` when signed in (the like state differs).';

  return {
    list: {
      method: 'get',
      path,
      tags: [tag],
      summary: `List ${plural} with filters: newest first, a search best match first`,
      description: `Category, region and district are given by name (Uzbek, Russian or English). At most 100 a page. ${cached}`,
      request: { query },
      responses: { 200: jsonAnswer(itemPage, `A page of ${plural}.`), ...errorAnswers(400) },
    },
    detail: {
      method: 'get',
      path: `${path}/{id}`,
      tags: [tag],
      summary: `One ${one}`,
      description: cached,
      request: { params },
      responses: { 200: jsonAnswer(detail, kind.detailDescription), ...errorAnswers(404) },
    },
    create: {
      method: 'post',
      path,
      tags: [tag],
      summary: `Put up a ${one}`,
      description: `A multipart form with 1 to ${maxImages} images. The owner is the signed-in user (owner ids in the form are ignored); the location is the form’s \`location_id\`, else the owner’s. Counted against a daily quota; a user has a few uploads in flight at most.`,
      security: SIGNED_IN,
      request: { body: form(fields, 'The text fields and the images.') },
      responses: { 201: jsonAnswer(item, `The new ${one}.`), ...errorAnswers(400, 401, 403, 413, 415, 429, 503) },
    },
    update: {
      method: 'put',
      path: `${path}/{id}`,
      tags: [tag],
      summary: `Edit one of your ${plural}`,
      description: `The owner only (403 \`not_owner\`). The whole form again: the images kept (\`existing_images\`, in that order), then the new ones, 1 to ${maxImages} in all.`,
      security: SIGNED_IN,
      request: { params, body: form(keep, 'The text fields, the ids of the images to keep and the new images.') },
      responses: { 200: jsonAnswer(item, `The ${one} as it is now.`), ...errorAnswers(400, 401, 403, 404, 413, 415, 429, 503) },
    },
    remove: {
      method: 'delete',
      path: `${path}/{id}`,
      tags: [tag],
      summary: `Delete one of your ${plural}`,
      description: 'The owner only (403 `not_owner`); its images go with it.',
      security: SIGNED_IN,
      request: { params },
      responses: { 204: { description: 'Deleted, with its images.' }, ...errorAnswers(401, 403, 404) },
    },
    mine: {
      method: 'get',
      path: minePath,
      tags: [tag],
      summary: `The signed-in user’s ${plural}, newest first`,
      description: 'Only `page` (or `currentPage`) and `page_size` apply; the filters are checked but not used.',
      security: SIGNED_IN,
      request: { query },
      responses: { 200: jsonAnswer(itemPage, `A page of the user’s ${plural}.`), ...errorAnswers(400, 401) },
    },
    mineOne: {
      method: 'get',
      path: `${minePath}/{id}`,
      tags: [tag],
      summary: `One of the signed-in user’s ${plural}`,
      description: 'Someone else’s is 404, as a missing one.',
      security: SIGNED_IN,
      request: { params },
      responses: { 200: jsonAnswer(item, `The ${one}.`), ...errorAnswers(401, 404) },
    },
  } as const satisfies Record<string, RouteConfig>;
}
