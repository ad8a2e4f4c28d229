/**
 * The paging rules of every list (the API's and the pages'), in one place: how large a page
 * may be, how far into a list a page may start, how far lists count, how many pages a count
 * makes, and where a page is read from.
 */

/** The largest `page_size` the API takes (spec/API.md). */
export const MAX_PAGE_SIZE = 100;
/** The highest page number a request may name (larger is a validation error, not a search). */
export const MAX_PAGE = 1_000_000;
/** Lists count exactly up to here when the counts table cannot answer (price, condition, owner). */
export const COUNT_CAP = 10_000;
/** Pages start at most this far from either end of a list; further in, narrow the filters. */
export const MAX_OFFSET = 10_000;

/**
 * A search pages through at most this many matches: 42 pages of 24, as far as anyone reads a
 * search (OLX shows 25 pages). A search sorted by price sorts the newest this many matches.
 */
export const SEARCH_COUNT_CAP = 1000;

/**
 * How far a search counts its matches for a page: 300 ahead of the page, in hundreds ("300+"), up
 * to SEARCH_COUNT_CAP, so that the next pages are always offered while the first costs a count of
 * 300, not 1,000 (1 ms instead of 0.15 ms at 1M listings on SQLite: every match counted is a row
 * read for its kind).
 */
export function searchCountCap(offset: number, limit: number): number {
  return Math.min(SEARCH_COUNT_CAP, Math.max(300, Math.ceil((offset + limit + 100) / 100) * 100));
}

/** A page number from a page's URL, read leniently (a page shows, never an error): a whole number from 1 to MAX_PAGE, else 1; above MAX_PAGE, MAX_PAGE. */
export function pageFromUrl(value: string | null): number {
  const page = value !== null && /^\d{1,12}$/.test(value) ? Number(value) : 0;
  return page >= 1 ? Math.min(page, MAX_PAGE) : 1;
}

/** How many pages `count` items make at `pageSize` a page: at least one, the empty list's. */
export function pageCount(count: number, pageSize: number): number {
  return Math.max(1, Math.ceil(count / pageSize));
}

/**
 * Where page `page` of a list of `count` items is read from: nowhere (past the end), from the
 * start (`offset`), from the end (`offset` counted from the last item, `size` items, to be
 * reversed), or not at all (`too_deep`: more than MAX_OFFSET from both ends, or from the start
 * of a list whose count stopped at COUNT_CAP and so has no known end).
 */
export type PageWindow =
  { read: 'none' } | { read: 'start'; offset: number; size: number } | { read: 'end'; offset: number; size: number } | { read: 'too_deep' };

export function pageWindow(list: { count: number; countCapped: boolean }, page: number, pageSize: number): PageWindow {
  const offset = (page - 1) * pageSize;
  if (offset >= list.count) return { read: 'none' };
  if (offset <= MAX_OFFSET) return { read: 'start', offset, size: pageSize };
  const fromEnd = list.count - offset - pageSize;
  if (list.countCapped || fromEnd > MAX_OFFSET) return { read: 'too_deep' };
  return { read: 'end', offset: Math.max(0, fromEnd), size: Math.min(pageSize, list.count - offset) };
}
