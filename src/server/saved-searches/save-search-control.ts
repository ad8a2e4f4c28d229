import type { AstroGlobal } from 'astro';
import { FLASHES, type FlashKey } from '../../lib/flash.ts';
import type { ListingKind } from '../../lib/listing-kinds.ts';
import { narrowsAnything, savedQuery, type SavedFilters } from '../../lib/saved-search-rules.ts';
import type { ListPage } from '../listings/list-page.ts';
import { getT } from '../i18n.ts';
import { pageContext } from '../page-context.ts';
import type { Runtime } from '../runtime.ts';

/** What "Save this search" shows on a list (components/listings/SaveSearch.astro). */
export type SaveSearchState =
  | { kind: 'none' }
  /** Signed out: a link to sign in and come back to this list. */
  | { kind: 'sign_in'; href: string }
  /** A plain form posting the list's filters to /saved-searches, which comes back here. */
  | { kind: 'form'; listing: ListingKind; query: string; action: string; back: string }
  /** The viewer follows these filters already. */
  | { kind: 'saved'; href: string };

/** What the last save said, shown beside the button (the flash of /saved-searches' save). */
export interface SaveSearchFeedback {
  kind: 'success' | 'error';
  text: string;
  manageHref: string;
}

const SAVE_FLASHES = ['saved_search_saved', 'saved_searches_limit', 'saved_search_exists', 'saved_search_too_broad'] as const satisfies readonly FlashKey[];

/**
 * The filters a list would save, as the saved-searches service keeps them (a category or a
 * place the list did not know is dropped, as the service drops it): null when they narrow nothing
 * (a seller's listings or "hide reserved" alone are not a search to follow).
 */
export function listFilters(page: Pick<ListPage<unknown>, 'params' | 'categories' | 'regions' | 'districts'>): SavedFilters | null {
  const { params } = page;
  const category = page.categories.find((each) => each.slug === params.category);
  const region = page.regions.find((each) => each.id === params.region);
  const district = region ? page.districts.find((each) => each.id === params.district) : undefined;
  const filters: SavedFilters = {
    q: params.q,
    category: category?.slug,
    region: region?.id,
    district: district?.id,
    min: params.min,
    max: params.max,
    condition: params.condition,
    safeDeal: params.safeDeal,
    own: params.own,
  };
  return narrowsAnything(filters, params.kind) ? filters : null;
}

/**
 * "Save this search" on /products and /service: nothing for a list that narrows nothing; for
 * signed-out visitors a link to sign in (the same for all of them: the route cache keeps it);
 * for the signed-in, one lookup of these filters among theirs (their pages are never cached).
 */
export async function saveSearchControl(
  astro: Pick<AstroGlobal, 'url' | 'currentLocale' | 'locals'>,
  deps: Pick<Runtime, 'services' | 'logger'>,
  kind: ListingKind,
  page: Pick<ListPage<unknown>, 'params' | 'categories' | 'regions' | 'districts'>,
): Promise<{ state: SaveSearchState; feedback: SaveSearchFeedback | null }> {
  const { href, locale } = pageContext(astro);
  const here = `${astro.url.pathname}${astro.url.search}`;
  const flash = astro.locals.flash;
  const feedback: SaveSearchFeedback | null =
    flash && (SAVE_FLASHES as readonly string[]).includes(flash)
      ? { kind: flash === 'saved_search_saved' ? 'success' : 'error', text: getT(locale, FLASHES[flash].ns)(flash), manageHref: href('/saved-searches') }
      : null;
  const filters = listFilters(page);
  if (!filters) return { state: { kind: 'none' }, feedback };
  const user = astro.locals.user;
  if (!user) return { state: { kind: 'sign_in', href: `${href('/login')}?redirect=${encodeURIComponent(here)}` }, feedback };
  const query = savedQuery(filters, kind);
  const saved = await deps.services.savedSearches.savedIdOf(user.id, kind, query).catch((error: unknown) => {
    deps.logger.warn({ err: error }, 'save search: cannot tell whether it is saved');
    return null;
  });
  if (saved !== null) return { state: { kind: 'saved', href: href('/saved-searches') }, feedback };
  return { state: { kind: 'form', listing: kind, query, action: href('/saved-searches'), back: here }, feedback };
}
