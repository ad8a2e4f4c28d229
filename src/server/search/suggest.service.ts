import type { Locale } from '../../lib/locales.ts';
import { LISTING_KIND_NAMES, type ListingKind } from '../../lib/listing-kinds.ts';
import { matchingCategories, MAX_CATEGORIES, MAX_SUGGESTIONS, readSuggestQuery, titlePhrases } from '../../lib/suggestions.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import type { ListingSearchRepository } from '../listings/listing-search.repository.ts';

/** How many of the newest matching titles a suggestion reads its phrases from. */
const TITLES_READ = 200;

/** Each suggestion says whose it is: the list a category opens and a phrase is searched in. */
export type Suggestion = { type: 'category'; kind: ListingKind; text: string; category: string } | { type: 'phrase'; kind: ListingKind; text: string };

/** One from each list in turn (the first of each, then the second of each…), the same text once, at most `limit`. */
function takeInTurn<T extends { text: string }>(lists: T[][], limit: number): T[] {
  const taken: T[] = [];
  const texts = new Set<string>();
  for (let index = 0; taken.length < limit && lists.some((list) => index < list.length); index++) {
    for (const list of lists) {
      const each = list[index];
      if (each && !texts.has(each.text) && taken.length < limit) {
        texts.add(each.text);
        taken.push(each);
      }
    }
  }
  return taken;
}

/**
 * Suggestions as one types (issue 21, item 5): the categories the query names (in the asked
 * language), then phrases of recent titles that complete its last word (lib/suggestions.ts), of
 * one kind, or of every kind in turn (`all`: the home page's box, issue 34 item 6).
 */
export function createSuggestService(deps: { listings: Pick<ListingSearchRepository, 'recentTitles'>; catalog: CatalogService }) {
  const { listings, catalog } = deps;
  return {
    async suggest(kind: ListingKind | 'all', text: string, locale: Locale): Promise<Suggestion[]> {
      const query = readSuggestQuery(text);
      if (!query) return [];
      const kinds = kind === 'all' ? LISTING_KIND_NAMES : [kind];
      const found = await Promise.all(
        kinds.map(async (each) => ({
          kind: each,
          categories: await catalog.listCategories(each),
          titles: await listings.recentTitles(each, query.words, query.prefix, TITLES_READ),
        })),
      );
      const named = takeInTurn(
        found.map(({ kind: each, categories }) =>
          matchingCategories(categories, query).map((category): Suggestion => ({
            type: 'category',
            kind: each,
            text: category[`name_${locale}`],
            category: category.slug,
          })),
        ),
        MAX_CATEGORIES,
      );
      const room = MAX_SUGGESTIONS - named.length;
      const phrases = takeInTurn(
        found.map(({ kind: each, titles }) => titlePhrases(titles, query, room).map((phrase): Suggestion => ({ type: 'phrase', kind: each, text: phrase }))),
        room,
      );
      return [...named, ...phrases];
    },
  };
}

export type SuggestService = ReturnType<typeof createSuggestService>;
