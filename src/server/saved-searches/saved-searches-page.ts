import type { AstroGlobal } from 'astro';
import type { FlashKey } from '../../lib/flash.ts';
import type { FormNotice } from '../../lib/form-feedback.ts';
import { LISTING_KINDS, LISTING_KIND_NAMES, type ListingKind } from '../../lib/listing-kinds.ts';
import { stripLocale } from '../../lib/locales.ts';
import { filterPlaceName } from '../../lib/names.ts';
import { safeRedirectPath } from '../../lib/redirect.ts';
import { filtersOf, SAVED_SEARCH_RULES, savedSearchPath, type Frequency } from '../../lib/saved-search-rules.ts';
import { savedSearchSummary } from '../../lib/saved-search-summary.ts';
import { ownFiltersOf } from '../../lib/listing-params.ts';
import { EditSearchBody } from '../../lib/schemas/saved-searches.ts';
import { AppError } from '../errors.ts';
import { flashCookie } from '../http/cookies.ts';
import { getT } from '../i18n.ts';
import { pageContext } from '../page-context.ts';
import { readPageForm } from '../page-forms.ts';
import type { Runtime } from '../runtime.ts';

type Page = Pick<AstroGlobal, 'request' | 'url' | 'locals' | 'cookies' | 'redirect' | 'response' | 'currentLocale'>;
type Deps = Pick<Runtime, 'services' | 'config' | 'logger'>;

/** One saved search as /saved-searches shows it. */
export interface SavedSearchView {
  id: number;
  name: string;
  /** Its filters in words (lib/saved-search-summary.ts). */
  summary: string[];
  newCount: number;
  frequency: Frequency;
  /** `/saved-searches/{id}` in the page's language: marks it seen, then opens its list. */
  openHref: string;
}

export type SavedSearchesPageData = { kind: 'ready'; searches: SavedSearchView[]; max: number; notice?: FormNotice | undefined } | { kind: 'failed' };

/** The save's refusals a list shows beside its button (lib/flash.ts), by error code. */
const SAVE_REFUSALS = {
  saved_searches_limit: 'saved_searches_limit',
  saved_search_exists: 'saved_search_exists',
  saved_search_too_broad: 'saved_search_too_broad',
} as const;

const idOf = (value: FormDataEntryValue | null) => (typeof value === 'string' && /^\d{1,12}$/.test(value) ? Number(value) : null);
const textOf = (value: FormDataEntryValue | null) => (typeof value === 'string' ? value : '');

/**
 * /saved-searches (issue 25): the user's saved searches with their filters in words and what is
 * new, and the plain forms that change them: `intent=save` (from a list's "Save this search":
 * saved, then back to that list with a flash), `edit` (name and frequency) and `delete` (after
 * its confirming step on the page); each answers 303. Signed in only.
 */
export async function savedSearchesPage(page: Page, deps: Deps): Promise<SavedSearchesPageData | Response> {
  const { services, config, logger } = deps;
  const { locale, href } = pageContext(page);
  const user = page.locals.user!;
  const form = await readPageForm(page, config);
  if (form instanceof Response) return form;
  let notice: FormNotice | undefined;
  if (form) {
    const intent = form.get('intent');
    const flash = (key: FlashKey) => page.cookies.set(...flashCookie(config.publicUrl, key));
    if (intent === 'save') {
      const kind = LISTING_KIND_NAMES.find((each) => each === form.get('kind'));
      const query = textOf(form.get('query'));
      if (!kind || query.length > 1000) return new Response('Bad Request', { status: 400 });
      const list = href(savedSearchPath(kind, ''));
      const back = safeRedirectPath(textOf(form.get('back')) || null, list);
      try {
        await services.savedSearches.save(user.id, { kind, query }, locale);
        flash('saved_search_saved');
      } catch (error) {
        if (!(error instanceof AppError && error.code in SAVE_REFUSALS)) throw error;
        flash(SAVE_REFUSALS[error.code as keyof typeof SAVE_REFUSALS]);
      }
      // Back to the list it was saved from (only a list of that kind may be).
      return page.redirect(isListOf(kind, back) ? back : list, 303);
    }
    const id = idOf(form.get('id'));
    if (id === null) return new Response('Bad Request', { status: 400 });
    if (intent === 'delete') {
      const gone = await services.savedSearches.remove(user.id, id).then(
        () => true,
        (error: unknown) => {
          if (error instanceof AppError && error.code === 'not_found') return false;
          throw error;
        },
      );
      if (gone) flash('saved_search_deleted');
      return page.redirect(href('/saved-searches'), 303);
    }
    if (intent !== 'edit') return new Response('Bad Request', { status: 400 });
    // An emptied name keeps the one it had (the field is required; a name is never blank).
    const name = textOf(form.get('name')).trim();
    const parsed = EditSearchBody.safeParse({ name: name || undefined, frequency: textOf(form.get('frequency')) || undefined });
    if (parsed.success) {
      try {
        await services.savedSearches.update(user.id, id, parsed.data);
        flash('saved_search_updated');
        return page.redirect(`${href('/saved-searches')}#search-${id}`, 303);
      } catch (error) {
        if (!(error instanceof AppError && error.code === 'not_found')) throw error;
        notice = { kind: 'error', text: getT(locale, 'errors')('not_found') };
      }
    } else {
      notice = { kind: 'error', text: getT(locale, 'errors')(parsed.error.issues[0]?.message ?? 'field_invalid') };
    }
    page.response.status = 400;
  }
  try {
    return { kind: 'ready', searches: await views(page, deps), max: SAVED_SEARCH_RULES.perUser, notice };
  } catch (error) {
    logger.error({ err: error }, 'saved searches page failed');
    page.response.status = 503;
    return { kind: 'failed' };
  }
}

/** Whether a path is a list of this kind (in any language): where a save may send one back. */
function isListOf(kind: ListingKind, path: string): boolean {
  return stripLocale(new URL(path, 'http://bozor.invalid').pathname) === LISTING_KINDS[kind].paths.list;
}

/** The user's searches, each with its filters named in the page's language. */
async function views(page: Page, { services }: Deps): Promise<SavedSearchView[]> {
  const { locale, href } = pageContext(page);
  const searches = await services.savedSearches.list(page.locals.user!.id);
  if (searches.length === 0) return [];
  const filters = searches.map((search) => filtersOf(search.query, search.kind));
  const kinds = [...new Set(searches.map((search) => search.kind))];
  const regionIds = [...new Set(filters.flatMap((each) => (each.district && each.region ? [each.region] : [])))];
  const [categories, regions, districts] = await Promise.all([
    Promise.all(kinds.map(async (kind) => [kind, await services.catalog.listCategories(kind)] as const)).then((each) => new Map(each)),
    services.locations.listRegions(),
    Promise.all(regionIds.map((id) => services.locations.listDistricts(String(id)).catch(() => []))).then((each) => each.flat()),
  ]);
  const texts = { t: getT(locale, 'saved-searches'), listings: getT(locale, 'listings'), locale };
  const ownNamespace = (kind: ListingKind) => {
    const spec = ownFiltersOf(kind);
    return spec ? getT(locale, spec.ns) : undefined;
  };
  return searches.map((search, index) => {
    const filter = filters[index]!;
    const region = regions.find((each) => each.id === filter.region);
    const district = districts.find((each) => each.id === filter.district);
    const category = categories.get(search.kind)?.find((each) => each.slug === filter.category);
    return {
      id: search.id,
      name: search.name,
      summary: savedSearchSummary(
        search.kind,
        filter,
        { category: category?.[`name_${locale}`], place: region && filterPlaceName(region, district, locale) },
        { ...texts, own: ownNamespace(search.kind) },
      ),
      newCount: search.new_count,
      frequency: search.frequency,
      openHref: href(`/saved-searches/${search.id}`),
    };
  });
}
