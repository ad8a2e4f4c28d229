import type { TFunction } from './i18n.ts';
import { LISTING_KINDS, type ListingKind } from './listing-kinds.ts';

/** What a list page shows (names already in the page's language). */
export interface ListShown {
  kind: ListingKind;
  category?: string | undefined;
  place?: string | undefined;
  query?: string | undefined;
}

/**
 * A list page's heading and subtitle, following its filters: the category names the list, the
 * place and the search say what it is narrowed to; without filters, the kind's own words.
 */
export function listHeading(shown: ListShown, t: TFunction): { title: string; subtitle: string } {
  const title = shown.category ?? t(LISTING_KINDS[shown.kind].text.listHeading);
  const parts = [shown.place && t('list_in_place', { place: shown.place }), shown.query && t('list_matching', { query: shown.query })].filter(
    Boolean,
  ) as string[];
  return { title, subtitle: parts.length > 0 ? parts.join(' · ') : t(LISTING_KINDS[shown.kind].text.listSubtitle) };
}
