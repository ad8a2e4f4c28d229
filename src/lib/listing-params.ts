import { LISTING_KINDS, SORTS, type KindOwnFilters, type KindOwnFilterSpec, type ListingKind, type ListingKindSpec, type Sort } from './listing-kinds.ts';
import { pageFromUrl } from './paging.ts';
import { parsePrice } from './price.ts';

/**
 * The filters of the product list page as they live in its URL (`/products?q=…&region=…`), so
 * a filtered list is a link that renders on the server. Reading is lenient: a value that makes
 * no sense is dropped (the list shows more, never an error page).
 */
export { SORTS, type Sort };

/** The `listings` text key of each order. */
export const SORT_LABELS = {
  relevance: 'sort_relevance',
  newest: 'sort_newest',
  price: 'sort_cheapest',
  '-price': 'sort_dearest',
  price_m2: 'sort_price_m2',
} as const satisfies Record<Sort, string>;

/** The orders a kind's list offers (services: best match or newest; real estate also by price per m²). */
export function sortsOf(kind: ListingKind): readonly Sort[] {
  return LISTING_KINDS[kind].sorts;
}

/** A search's order is best match first unless another is chosen; a list's is newest first. */
export function defaultSort(q: string | undefined): Sort {
  return q ? 'relevance' : 'newest';
}

export interface ListParams {
  /** The list's kind: which filters it has (not part of the URL). */
  kind: ListingKind;
  q?: string | undefined;
  /** Search the words as typed, not on the other keyboard layout (`as_typed=1`). */
  asTyped?: boolean | undefined;
  /** Category slug. */
  category?: string | undefined;
  region?: number | undefined;
  district?: number | undefined;
  min?: number | undefined;
  max?: number | undefined;
  condition?: 'new' | 'used' | undefined;
  /** Only listings that offer the safe deal (`safe_deal=1`; issue 39), on the lists of kinds that have it. */
  safeDeal?: true | undefined;
  /** A seller's listings (the detail page's "other listings of this seller"). */
  seller?: number | undefined;
  /** Leave out listings reserved for a buyer (`hide_reserved=1`; issue 22). */
  hideReserved?: boolean | undefined;
  /** The kind's own filters (real estate's rooms, area…: lib/listing-kinds.ts `filters`), as its URL names them. */
  own?: KindOwnFilters | undefined;
  sort: Sort;
  page: number;
  size: number;
  /** The sizes this list offers (the first is the default); not part of the URL. */
  sizes: readonly number[];
}

const idOf = (value: string | null) => (value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : undefined);
const textOf = (value: string | null) => {
  const text = value?.trim().slice(0, 100);
  return text ? text : undefined;
};

/** A list's filters from its URL, as far as its kind has them (services: no price, condition or safe deal). */
export function readListParams(search: URLSearchParams, kind: ListingKind): ListParams {
  const { has, limits } = LISTING_KINDS[kind];
  const filters = ownFiltersOf(kind);
  const sizes: readonly number[] = limits.pageSizes;
  const min = has.price ? parsePrice(search.get('min') ?? '') : null;
  const max = has.price ? parsePrice(search.get('max') ?? '') : null;
  const condition = has.condition ? search.get('condition') : null;
  const own = filters?.read(search);
  const size = Number(search.get('size'));
  const category = textOf(search.get('category'));
  const q = textOf(search.get('q'));
  // Best match needs words to rank by.
  const chosen = sortsOf(kind).find((each) => each === search.get('sort') && (q || each !== 'relevance'));
  return {
    kind,
    q,
    asTyped: search.get('as_typed') === '1' ? true : undefined,
    category: category && /^[a-z0-9-]+$/.test(category) ? category : undefined,
    region: idOf(search.get('region')),
    district: idOf(search.get('district')),
    min: min ?? undefined,
    max: max ?? undefined,
    condition: condition === 'new' || condition === 'used' ? condition : undefined,
    safeDeal: has.safeDeal && search.get('safe_deal') === '1' ? true : undefined,
    seller: idOf(search.get('seller')),
    hideReserved: search.get('hide_reserved') === '1' ? true : undefined,
    // Kept when it narrows, or names the currency of the price bounds.
    own: own && (filters!.narrows(own) || own.currency) ? own : undefined,
    sort: chosen ?? defaultSort(q),
    page: pageFromUrl(search.get('page')),
    size: sizes.includes(size) ? size : sizes[0]!,
    sizes,
  };
}

/** The URL query of some params: canonical order, defaults left out. */
export function listQuery(params: ListParams): string {
  const search = new URLSearchParams();
  if (params.q) search.set('q', params.q);
  if (params.q && params.asTyped) search.set('as_typed', '1');
  if (params.category) search.set('category', params.category);
  if (params.region) search.set('region', String(params.region));
  if (params.district) search.set('district', String(params.district));
  if (params.min !== undefined) search.set('min', String(params.min));
  if (params.max !== undefined) search.set('max', String(params.max));
  if (params.condition) search.set('condition', params.condition);
  if (params.safeDeal) search.set('safe_deal', '1');
  if (params.seller) search.set('seller', String(params.seller));
  if (params.hideReserved) search.set('hide_reserved', '1');
  if (params.own) ownFiltersOf(params.kind)?.write(params.own, search);
  // Best match without words is the list's newest first: left out too.
  if (params.sort !== defaultSort(params.q) && (params.q || params.sort !== 'relevance')) search.set('sort', params.sort);
  if (params.size !== params.sizes[0]) search.set('size', String(params.size));
  if (params.page > 1) search.set('page', String(params.page));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** Params with some changed: changing anything but the page starts again at page 1 (SPEC.md §4). */
export function changeParams(params: ListParams, changes: Partial<ListParams>): ListParams {
  const next = { ...params, ...changes };
  if (!('page' in changes)) next.page = 1;
  // Another search is searched as the new words say, on either layout; an order left at its default follows the search's.
  if ('q' in changes && !('asTyped' in changes)) next.asTyped = undefined;
  if ('q' in changes && !('sort' in changes) && params.sort === defaultSort(params.q)) next.sort = defaultSort(next.q);
  // A district belongs to its region: another region drops the district.
  if ('region' in changes && changes.region !== params.region && !('district' in changes)) next.district = undefined;
  return next;
}

/** Whether any filter (not order, size or page) is set. */
export function hasFilters(params: ListParams): boolean {
  return Boolean(
    params.q ||
    params.category ||
    params.region ||
    params.district ||
    params.min !== undefined ||
    params.max !== undefined ||
    params.condition ||
    params.safeDeal ||
    params.seller ||
    params.hideReserved ||
    (params.own && ownFiltersOf(params.kind)?.narrows(params.own)),
  );
}

/** A kind's own filters' description (lib/listing-kinds.ts), if it has any. */
export function ownFiltersOf(kind: ListingKind): KindOwnFilterSpec | undefined {
  const spec: ListingKindSpec = LISTING_KINDS[kind];
  return spec.filters;
}
