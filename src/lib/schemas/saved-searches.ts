import type { RouteConfig } from '@hono/zod-openapi';
import { z } from 'zod';
import { LISTING_KIND_NAMES } from '../listing-kinds.ts';
import { FREQUENCIES, SAVED_SEARCH_RULES } from '../saved-search-rules.ts';
import { cleanUserText } from '../user-text.ts';
import { errorAnswers, IdParam, jsonAnswer, jsonBody, SIGNED_IN } from './contract.ts';

/** Saved searches in the API (issue 25). */
export const SavedSearch = z
  .object({
    id: z.number().int(),
    kind: z.enum(LISTING_KIND_NAMES),
    name: z.string(),
    query: z.string().meta({
      description: 'The list’s filters as a URL query (`?q=cobalt&region=10`), canonical; empty for none.',
      example: '?q=cobalt&category=cars&max=80000000',
    }),
    path: z
      .string()
      .meta({ description: 'The list it opens on the site (without a language prefix).', example: '/products?q=cobalt&category=cars&max=80000000' }),
    frequency: z.enum(FREQUENCIES).meta({
      description: '`instant` (at most one alert each 15 minutes, none 22:00–08:00 Tashkent time), `daily` (09:00 Tashkent), `weekly` (Mondays 09:00), `off`.',
    }),
    new_count: z.number().int().meta({ description: 'Listings found since its owner last opened it, still listed.' }),
    created_at: z.string(),
    seen_at: z.string().meta({ description: 'When its owner last opened it.' }),
    last_alert_at: z.string().nullable(),
  })
  .meta({ id: 'SavedSearch', description: 'A list’s filters its owner follows.' });
export type SavedSearch = z.infer<typeof SavedSearch>;

const name = z
  .string({ error: 'field_invalid' })
  .overwrite(cleanUserText)
  .max(SAVED_SEARCH_RULES.nameMax, 'saved_search_name_too_long')
  .meta({ description: `At most ${SAVED_SEARCH_RULES.nameMax} characters; empty or absent: named by its filters.` });
const frequency = z.enum(FREQUENCIES, { error: 'saved_search_frequency_invalid' });

export const SaveSearchBody = z.object({
  kind: z.enum(LISTING_KIND_NAMES, { error: 'field_required' }).meta({ description: 'Which list: `product`, `service` or `real_estate`.' }),
  query: z
    .string({ error: 'field_required' })
    .max(1000, 'field_invalid')
    .meta({ description: 'The list page’s URL query (with or without `?`); order, page size and page are ignored.' }),
  name: name.optional(),
  frequency: frequency.optional().meta({ description: 'Default `instant`.' }),
});

export const EditSearchBody = z
  .object({ name: name.optional(), frequency: frequency.optional() })
  .refine((body) => body.name !== undefined || body.frequency !== undefined, { path: ['name'], message: 'field_required' });

export const UnsubscribeBody = z.object({ token: z.string({ error: 'field_required' }).min(1, 'field_required').max(64, 'field_invalid') });

const params = z.object({ id: IdParam });
const tags = ['Saved searches'];

export const savedSearchRoutes = {
  list: {
    method: 'get',
    path: '/saved-searches',
    tags,
    summary: 'The caller’s saved searches, newest first, with how many new listings each found',
    security: SIGNED_IN,
    responses: { 200: jsonAnswer(z.object({ results: z.array(SavedSearch) }).meta({ id: 'SavedSearches' }), 'The searches.'), ...errorAnswers(401) },
  },
  save: {
    method: 'post',
    path: '/saved-searches',
    tags,
    summary: 'Save a list’s filters',
    description: `At most ${SAVED_SEARCH_RULES.perUser} a person (409 \`saved_searches_limit\`); the same filters once (409 \`saved_search_exists\`); filters that narrow nothing are refused (400 \`saved_search_too_broad\`). Unknown categories and places are dropped as the list drops them.`,
    security: SIGNED_IN,
    request: { body: jsonBody(SaveSearchBody, 'The list and its filters.') },
    responses: { 201: jsonAnswer(SavedSearch, 'Saved.'), ...errorAnswers(400, 401, 409) },
  },
  edit: {
    method: 'patch',
    path: '/saved-searches/{id}',
    tags,
    summary: 'Rename a saved search or change how often it alerts',
    description: 'Its owner only (404 otherwise).',
    security: SIGNED_IN,
    request: { params, body: jsonBody(EditSearchBody, 'What changes.') },
    responses: { 200: jsonAnswer(SavedSearch, 'Changed.'), ...errorAnswers(400, 401, 404) },
  },
  remove: {
    method: 'delete',
    path: '/saved-searches/{id}',
    tags,
    summary: 'Delete a saved search',
    description: 'Its owner only (404 otherwise).',
    security: SIGNED_IN,
    request: { params },
    responses: { 204: { description: 'Deleted.' }, ...errorAnswers(401, 404) },
  },
  seen: {
    method: 'post',
    path: '/saved-searches/{id}/seen',
    tags,
    summary: 'Mark a saved search’s listings seen (its new count starts again)',
    security: SIGNED_IN,
    request: { params },
    responses: { 200: jsonAnswer(SavedSearch, 'The search, `new_count` 0.'), ...errorAnswers(401, 404) },
  },
  unsubscribe: {
    method: 'post',
    path: '/saved-searches/unsubscribe',
    tags,
    summary: 'Switch a saved search’s alerts off with the token of an alert',
    description: 'No sign-in: the token each alert carries is the key. 404 for an unknown token. Idempotent.',
    request: { body: jsonBody(UnsubscribeBody, 'The token.') },
    responses: { 200: jsonAnswer(z.object({ name: z.string() }).meta({ id: 'Unsubscribed' }), 'Its alerts are off.'), ...errorAnswers(400, 404) },
  },
} as const satisfies Record<string, RouteConfig>;
