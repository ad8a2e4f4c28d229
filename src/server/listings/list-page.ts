import { pageCount } from '../../lib/paging.ts';
import type { AstroGlobal } from 'astro';
import { OWNER_TABS } from '../../lib/listing-states.ts';
import type { Category, Product, RealEstate, Service } from '../../lib/schemas/shapes.ts';
import { changeParams, listQuery, readListParams, type ListParams } from '../../lib/listing-params.ts';
import { LISTING_KINDS, shapeListing, type ListingKind, type Listing } from '../../lib/listing-kinds.ts';
import { AppError } from '../errors.ts';
import { listHeading } from '../../lib/list-heading.ts';
import { filterPlaceName } from '../../lib/names.ts';
import { getT } from '../i18n.ts';
import { pageContext } from '../page-context.ts';
import type { Runtime } from '../runtime.ts';

export type ListState<Item> =
  | {
      kind: 'ready';
      items: Item[];
      count: number;
      capped: boolean;
      pages: number;
      /** The search shown instead of the one typed (the other keyboard layout). */ shownFor?: string | undefined;
    }
  | { kind: 'too_deep' }
  | { kind: 'error' };

/** Everything a list page (/products, /service) renders, from its URL. */
export interface ListPage<Item> {
  params: ListParams;
  path: string;
  categories: Category[];
  regions: Array<{ id: number; region: string; region_ru: string; region_en: string }>;
  districts: Array<{ id: number; district: string; district_ru: string; district_en: string }>;
  state: ListState<Item>;
  pageHref(page: number): string;
  sellerName: string | undefined;
  /** The heading and subtitle, following the filters (lib/list-heading.ts). */
  heading: { title: string; subtitle: string };
  /** The clock's time when the page was read ("2 hours ago" on the cards). */
  now: number;
  /** For a search that found nothing: the same search without its place or its category, or on the other keyboard layout or corrected, where that finds some (a `listings` text key, the search, the count, the link). */
  wider: Array<{ key: 'wider_everywhere' | 'wider_any_category' | 'wider_instead'; query: string; count: number; href: string }>;
  /** For a search that found less than a page here: what the same words find of each other kind in the same place (its `found` text key, the search, the count, the link). */
  otherKinds: Array<{ key: string; query: string; count: number; href: string }>;
}

/**
 * The list pages' work, written once for every kind: filters from the URL (lenient), names
 * for the pickers, the page of listings through the listing core, and its state (ready, too
 * deep, failed: 503). Services have no price, condition or order.
 */
type ListPageAstro = Pick<AstroGlobal, 'url' | 'currentLocale' | 'response'>;
type ListPageDeps = Pick<Runtime, 'services' | 'media' | 'logger' | 'clock'>;
export async function loadListPage(astro: ListPageAstro, deps: ListPageDeps, kind: 'product'): Promise<ListPage<Product>>;
export async function loadListPage(astro: ListPageAstro, deps: ListPageDeps, kind: 'service'): Promise<ListPage<Service>>;
export async function loadListPage(astro: ListPageAstro, deps: ListPageDeps, kind: 'real_estate'): Promise<ListPage<RealEstate>>;
export async function loadListPage(astro: ListPageAstro, { services, media, logger, clock }: ListPageDeps, kind: ListingKind): Promise<ListPage<Listing>> {
  const { href, locale } = pageContext(astro);
  const params: ListParams = readListParams(astro.url.searchParams, kind);
  const [categories, allRegions] = await Promise.all([services.catalog.listCategories(kind), services.locations.listRegions()]);
  // A district alone names its region too; a district of another region is dropped.
  if (params.district && !params.region) params.region = (await services.locations.regionIdOf(params.district)) ?? undefined;
  const districts = params.region ? await services.locations.listDistricts(String(params.region)).catch(() => []) : [];
  if (params.district && !districts.some((each) => each.id === params.district)) params.district = undefined;
  const category = categories.find((each) => each.slug === params.category);

  let state: ListState<Listing>;
  let wider: { everywhere?: number; anyCategory?: number; instead?: { search: string; count: number } } = {};
  let otherKinds: Awaited<ReturnType<typeof services.listings.otherKindCounts>> = [];
  try {
    const query = {
      kind,
      categoryId: category?.id,
      regionId: params.region,
      locationIds: params.district ? [params.district] : undefined,
      ownerId: params.seller,
      minPrice: params.min,
      maxPrice: params.max,
      condition: params.condition,
      safeDeal: params.safeDeal,
      own: params.own,
      search: params.q,
      asTyped: params.asTyped,
      states: params.hideReserved ? OWNER_TABS.active : undefined,
      order: params.sort,
      page: params.page,
      pageSize: params.size,
    };
    const result = await services.listings.list(query);
    const pages = pageCount(result.count, params.size);
    // A search that found nothing offers itself without the place and without the category, with what each finds.
    // A search that finds less than a page of this kind says what the other kinds have for it ("santexnik" on products).
    // Both are counts of the same words elsewhere, asked at once rather than one after the other.
    [wider, otherKinds] = await Promise.all([
      result.count === 0 && params.q ? services.listings.widerCounts(query) : wider,
      params.q && result.count < params.size ? services.listings.otherKindCounts(query) : otherKinds,
    ]);
    state = {
      kind: 'ready',
      items: result.records.map((record) => shapeListing(record, media)),
      count: result.count,
      capped: result.countCapped,
      pages,
      shownFor: result.shownFor,
    };
  } catch (error) {
    if (error instanceof AppError && error.code === 'page_too_deep') {
      state = { kind: 'too_deep' };
    } else {
      logger.error({ err: error, kind }, 'list page failed');
      astro.response.status = 503;
      state = { kind: 'error' };
    }
  }
  const path = LISTING_KINDS[kind].paths.list;
  const region = allRegions.find((each) => each.id === params.region);
  const district = districts.find((each) => each.id === params.district);
  const heading = listHeading(
    {
      kind,
      category: category?.[`name_${locale}`],
      place: region && filterPlaceName(region, district, locale),
      query: (state.kind === 'ready' && state.shownFor) || params.q,
    },
    getT(locale, 'listings'),
  );
  return {
    now: clock().getTime(),
    heading,
    params,
    path,
    categories,
    regions: allRegions.map(({ id, region, region_ru, region_en }) => ({ id, region, region_ru, region_en })),
    districts,
    state,
    pageHref: (page) => `${href(path)}${listQuery(changeParams(params, { page }))}`,
    wider: [
      ...(wider.instead
        ? [
            {
              key: 'wider_instead' as const,
              query: wider.instead.search,
              count: wider.instead.count,
              href: `${href(path)}${listQuery(changeParams(params, { q: wider.instead.search }))}`,
            },
          ]
        : []),
      ...(wider.everywhere
        ? [
            {
              key: 'wider_everywhere' as const,
              query: params.q ?? '',
              count: wider.everywhere,
              href: `${href(path)}${listQuery(changeParams(params, { region: undefined, district: undefined }))}`,
            },
          ]
        : []),
      ...(wider.anyCategory
        ? [
            {
              key: 'wider_any_category' as const,
              query: params.q ?? '',
              count: wider.anyCategory,
              href: `${href(path)}${listQuery(changeParams(params, { category: undefined }))}`,
            },
          ]
        : []),
    ],
    otherKinds: otherKinds.map((other) => ({
      key: LISTING_KINDS[other.kind].text.found,
      query: other.search,
      count: other.count,
      href: `${href(LISTING_KINDS[other.kind].paths.list)}${listQuery(readListParams(new URLSearchParams({ q: other.search, ...(params.region && { region: String(params.region) }), ...(params.district && { district: String(params.district) }) }), other.kind))}`,
    })),
    sellerName: state.kind === 'ready' && params.seller ? state.items[0]?.userName.username : undefined,
  };
}
