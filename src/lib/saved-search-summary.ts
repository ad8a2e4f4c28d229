import { formatMoney } from './format.ts';
import { ownFiltersOf } from './listing-params.ts';
import type { TFunction } from './i18n.ts';
import type { ListingKind } from './listing-kinds.ts';
import type { Locale } from './locales.ts';
import type { SavedFilters } from './saved-search-rules.ts';

/**
 * A saved search's filters in words, in the order a list shows them: which list, the words,
 * the category, the place, the price range, the condition, the safe deal and a kind's own ("Products", "“cobalt”",
 * "Cars", "Chilonzor, Tashkent", "up to 80.000.000 soʻm", "Used"). `names` are the category's
 * and the place's names in the page's language (a name nobody knows is left out); `t` is the
 * `saved-searches` namespace's, `listings` the `listings` one's.
 */
export function savedSearchSummary(
  kind: ListingKind,
  filters: SavedFilters,
  names: { category?: string | undefined; place?: string | undefined },
  texts: {
    t: TFunction;
    listings: TFunction;
    locale: Locale;
    /** The kind's own namespace (its filters' words), for a kind with filters of its own. */ own?: TFunction | undefined;
  },
): string[] {
  const { t, listings, locale } = texts;
  const spec = ownFiltersOf(kind);
  // Real estate's bounds may be in dollars.
  const currency = filters.own && spec ? spec.boundsCurrency(filters.own) : 'UZS';
  const price = (value: number) => formatMoney(value, currency, locale);
  const parts = [t(`kind_${kind}`)];
  if (filters.q) parts.push(t('words', { words: filters.q }));
  if (names.category) parts.push(names.category);
  if (names.place) parts.push(names.place);
  if (filters.min !== undefined && filters.max !== undefined) parts.push(t('price_between', { min: price(filters.min), max: price(filters.max) }));
  else if (filters.min !== undefined) parts.push(t('price_from', { price: price(filters.min) }));
  else if (filters.max !== undefined) parts.push(t('price_to', { price: price(filters.max) }));
  if (filters.condition) parts.push(listings(`condition_${filters.condition}`));
  if (filters.safeDeal) parts.push(listings('safe_deal'));
  if (filters.own && spec && texts.own) parts.push(...spec.words(filters.own, locale, texts.own).map((word) => word.label));
  return parts;
}
