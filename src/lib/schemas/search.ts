import type { RouteConfig } from '@hono/zod-openapi';
import { z } from 'zod';
import { LISTING_KIND_NAMES } from '../listing-kinds.ts';
import { MAX_SUGGESTIONS, SUGGEST_MIN_LENGTH } from '../suggestions.ts';
import { errorAnswers, jsonAnswer } from './contract.ts';
import { TEXT_FILTER_MAX } from './listings.ts';

/** Suggestions as one types (issue 21, item 5). */
export const SuggestQuery = z.object({
  q: z
    .string()
    .trim()
    .max(TEXT_FILTER_MAX, 'filter_too_long')
    .default('')
    .meta({
      description: `What has been typed so far; its last word is completed. Fewer than ${SUGGEST_MIN_LENGTH} letters (one word) suggests nothing.`,
      example: 'samsung gal',
    }),
  kind: z
    .enum([...LISTING_KIND_NAMES, 'all'], { error: 'kind_invalid' })
    .default('product')
    .meta({ description: 'Whose categories and titles: products, services, or `all` (every kind in turn, as the home page’s box asks; issue 34).' }),
  lang: z.string().optional().meta({ description: 'The language of category names: uz, ru or en (else Accept-Language, else uz).', example: 'ru' }),
});

const SuggestionKind = z
  .enum(LISTING_KIND_NAMES)
  .meta({ description: 'Whose it is: the list a category opens (`/products` or `/service`) and a phrase is searched in.', example: 'service' });

export const Suggestion = z
  .discriminatedUnion('type', [
    z.object({
      type: z.literal('category'),
      kind: SuggestionKind,
      text: z.string().meta({ description: 'The category’s name in the asked language.' }),
      category: z.string().meta({ description: 'The category’s slug (the list’s `category_name` filter, and `/products?category=`).', example: 'phones' }),
    }),
    z.object({
      type: z.literal('phrase'),
      kind: SuggestionKind,
      text: z.string().meta({ description: 'The query completed: the words typed before, then a phrase of recent titles.', example: 'samsung galaxy' }),
    }),
  ])
  .meta({ id: 'Suggestion' });

export const Suggestions = z
  .object({
    query: z.string().meta({ description: 'The query as read (trimmed).' }),
    suggestions: z.array(Suggestion).max(MAX_SUGGESTIONS),
  })
  .meta({ id: 'Suggestions' });

export const suggestRoute = {
  method: 'get',
  path: '/search/suggest',
  tags: ['Search'],
  summary: 'Suggestions as one types',
  description: `Up to ${MAX_SUGGESTIONS}: the categories the query names first (at most 3), then phrases of the newest matching titles that complete its last word, the commonest first and in the query’s script (Latin or Cyrillic) first. Public for a minute.`,
  request: { query: SuggestQuery },
  responses: { 200: jsonAnswer(Suggestions, 'The suggestions, perhaps none.'), ...errorAnswers(400) },
} as const satisfies RouteConfig;
