import type { Locale } from '../../lib/locales.ts';
import type { ListingKind } from '../../lib/listing-kinds.ts';
import { matchingCategories, MAX_SUGGESTIONS, readSuggestQuery, titlePhrases } from '../../lib/suggestions.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import type { ListingsRepository } from '../listings/listings.repository.ts';

/** How many of the newest matching titles a suggestion reads its phrases from. */
const TITLES_READ = 200;

export type Suggestion = { type: 'category'; text: string; category: string } | { type: 'phrase'; text: string };

/**
 * Suggestions as one types (issue 21, item 5): the categories the query names (in the asked
 * language), then phrases of recent titles that complete its last word (lib/suggestions.ts).
 */
export function createSuggestService(deps: { listings: Pick<ListingsRepository, 'recentTitles'>; catalog: CatalogService }) {
  const { listings, catalog } = deps;
  return {
    async suggest(kind: ListingKind, text: string, locale: Locale): Promise<Suggestion[]> {
      const query = readSuggestQuery(text);
      if (!query) return [];
      const [categories, titles] = await Promise.all([catalog.listCategories(kind), listings.recentTitles(kind, query.words, query.prefix, TITLES_READ)]);
      const named: Suggestion[] = matchingCategories(categories, query).map((category) => ({ type: 'category', text: category[`name_${locale}`], category: category.slug }));
      const phrases = titlePhrases(titles, query, MAX_SUGGESTIONS - named.length).map((phrase): Suggestion => ({ type: 'phrase', text: phrase }));
      return [...named, ...phrases];
    },
  };
}

export type SuggestService = ReturnType<typeof createSuggestService>;
