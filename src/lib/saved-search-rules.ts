import { LISTING_KINDS, type ListingKind } from './listing-kinds.ts';
import { listQuery, ownFiltersOf, readListParams, type ListParams } from './listing-params.ts';
import { searchWords } from './text.ts';
import { MINUTE, HOUR, DAY } from './time-units.ts';

/**
 * Saved searches (issue 25): a list's filters kept with a name and how often to hear of new
 * listings. Pure rules: what of a list URL is kept, how a search is indexed and matched against
 * a new listing (the same folding as search: lib/text.ts), and when an alert is due.
 */
export const SAVED_SEARCH_RULES = {
  /** Searches a person keeps at most. */
  perUser: 20,
  nameMax: 80,
  /** Listings an alert shows at most (the rest are counted and a link away). */
  alertListings: 10,
  /** An instant search alerts at most once in this long. */
  instantEveryMs: 15 * MINUTE,
  /** Tashkent is UTC+5 all year (no daylight saving time). */
  tashkentOffsetMs: 5 * HOUR,
  /** Instant alerts wait through the night: 22:00–08:00 Tashkent time. */
  quietFromHour: 22,
  quietUntilHour: 8,
  /** Daily and weekly alerts go at 09:00 Tashkent time; weekly ones on Mondays. */
  digestHour: 9,
} as const;

export const FREQUENCIES = ['instant', 'daily', 'weekly', 'off'] as const;
export type Frequency = (typeof FREQUENCIES)[number];

/** The filters a saved search keeps: a list's, less its order, page size, page, seller and layout choice. */
export type SavedFilters = Pick<ListParams, 'q' | 'category' | 'region' | 'district' | 'min' | 'max' | 'condition' | 'safeDeal' | 'own'>;

/** The filters of a list URL's query (`?q=cobalt&region=10`), read as the list reads them. */
export function filtersOf(query: string, kind: ListingKind): SavedFilters {
  const params = readListParams(new URLSearchParams(query), kind);
  return {
    q: params.q,
    category: params.category,
    region: params.region,
    district: params.district,
    min: params.min,
    max: params.max,
    condition: params.condition,
    safeDeal: params.safeDeal,
    own: params.own,
  };
}

/**
 * Whether a listing meets what a saved search asks of it beyond the index's columns (kind, words,
 * category, place, price, condition): the safe deal (issue 39), read from the search's query.
 */
export function meetsSavedQuery(query: string, kind: ListingKind, listing: { safeDeal: boolean }): boolean {
  return !filtersOf(query, kind).safeDeal || listing.safeDeal;
}

/** The canonical query of some filters (`?q=…&region=…`, or '' for everything): what is stored and compared. */
export function savedQuery(filters: SavedFilters, kind: ListingKind): string {
  const params = readListParams(new URLSearchParams(), kind);
  const merged: ListParams = { ...params, ...filters, sort: filters.q ? 'relevance' : 'newest' };
  return listQuery(merged);
}

/** The list path a saved search opens. */
export function savedSearchPath(kind: ListingKind, query: string): string {
  return `${LISTING_KINDS[kind].paths.list}${query}`;
}

/** Whether some filters narrow anything: a search of everything is not worth saving. */
export function narrowsAnything(filters: SavedFilters, kind: ListingKind): boolean {
  const { own, ...core } = filters;
  return Object.values(core).some((value) => value !== undefined) || (own !== undefined && (ownFiltersOf(kind)?.narrows(own) ?? false));
}

/**
 * The index's word key of a search's words: the first three letters of its longest word (a
 * listing offers every three letters of its search key, so any word found in it offers its
 * own); '' without a word of three letters or more (such a search is looked up with the rest of
 * its category and region, and its words checked one by one).
 */
export function anchorOf(words: string[]): string {
  const longest = [...words].sort((a, b) => [...b].length - [...a].length || (a < b ? -1 : 1))[0];
  return longest && [...longest].length >= 3 ? [...longest].slice(0, 3).join('') : '';
}

/** Every anchor a listing's search key can meet: each three letters of each of its words, and ''. */
export function anchorsOfKey(searchKey: string): string[] {
  const pieces = new Set<string>(['']);
  for (const word of searchKey.split(' ')) {
    const letters = [...word];
    for (let start = 0; start + 3 <= letters.length; start++) pieces.add(letters.slice(start, start + 3).join(''));
  }
  return [...pieces];
}

/** The folded words a search's `q` must find (lib/text.ts `searchWords`). */
export function wordsOf(q: string | undefined): string[] {
  return q ? searchWords(q) : [];
}

/** Whether every word of a search (space-separated folded words; '' for none) is in a listing's search key, as search finds words. */
export function wordsFound(words: string, searchKey: string): boolean {
  return words === '' || words.split(' ').every((word) => searchKey.includes(word));
}

/** Tashkent's wall clock of an instant, as a Date whose UTC fields read it. */
function tashkent(at: Date): Date {
  return new Date(at.getTime() + SAVED_SEARCH_RULES.tashkentOffsetMs);
}

/** Whether an instant is in the night's quiet hours (22:00–08:00 Tashkent time). */
export function inQuietHours(at: Date): boolean {
  const hour = tashkent(at).getUTCHours();
  return hour >= SAVED_SEARCH_RULES.quietFromHour || hour < SAVED_SEARCH_RULES.quietUntilHour;
}

/** The last digest time at or before `at`: today's 09:00 Tashkent (or yesterday's), and for weekly the last Monday's. */
export function lastDigestAt(at: Date, frequency: 'daily' | 'weekly'): Date {
  const local = tashkent(at);
  const nine = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate(), SAVED_SEARCH_RULES.digestHour);
  let slot = local.getTime() >= nine ? nine : nine - DAY;
  if (frequency === 'weekly') {
    const weekday = (new Date(slot).getUTCDay() + 6) % 7; // Monday 0
    slot -= weekday * DAY;
  }
  return new Date(slot - SAVED_SEARCH_RULES.tashkentOffsetMs);
}

/**
 * Whether a search with new listings alerts now: an instant one outside quiet hours and 15
 * minutes after its last alert; a daily or weekly one once a digest time (09:00 Tashkent, weekly
 * on Mondays) passed since its last alert, or since it was saved — with what it found up to that
 * digest time (a listing found at 14:00 waits for tomorrow's 09:00).
 */
export function alertDue(search: { frequency: Frequency; lastAlertAt: Date | null; createdAt: Date }, now: Date): boolean {
  const { frequency, lastAlertAt } = search;
  switch (frequency) {
    case 'off':
      return false;
    case 'instant':
      return !inQuietHours(now) && (lastAlertAt === null || now.getTime() - lastAlertAt.getTime() >= SAVED_SEARCH_RULES.instantEveryMs);
    case 'daily':
    case 'weekly':
      return (lastAlertAt ?? search.createdAt).getTime() < lastDigestAt(now, frequency).getTime();
  }
}
