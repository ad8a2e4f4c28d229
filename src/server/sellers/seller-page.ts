import type { AstroGlobal } from 'astro';
import { LISTING_KIND_NAMES, LISTING_KINDS, shapeListing, type Listing, type ListingKind } from '../../lib/listing-kinds.ts';
import { pageCount, pageFromUrl } from '../../lib/paging.ts';
import type { SellerProfile } from '../../lib/schemas/sellers.ts';
import { REVIEWS_PAGE_SIZE } from '../../lib/schemas/reviews.ts';
import { AppError } from '../errors.ts';
import { pageTags } from '../page-cache/policy.ts';
import { pageContext } from '../page-context.ts';
import type { Runtime } from '../runtime.ts';
import { reportRefusalOf, type ReportRefusal } from '../listings/listing-owner-forms.ts';

/** The listings part of a seller's page: a page of one kind, or past its end. */
export type SellerListingsState =
  { kind: 'ready'; items: Listing[]; count: number; pages: number } | { kind: 'past_end'; count: number; pages: number } | { kind: 'error' };

/** What /user/{id} shows: the seller, or their 404, or a 503 when the profile could not be read. */
export type SellerPageData =
  | { kind: 'failed' }
  | { kind: 'missing' }
  | {
      kind: 'found';
      profile: SellerProfile;
      /** The kind shown: `?kind=`, else goods unless they have services only. */
      shown: ListingKind;
      page: number;
      listings: SellerListingsState;
      /** A link to this page with another kind (first page) or another page of the same kind. */
      kindHref(kind: ListingKind): string;
      pageHref(page: number): string;
      /** The clock's time when the page was read ("2 hours ago" on the cards). */
      now: number;
      /** The site's address (PUBLIC_URL), for the structured data's absolute links. */
      publicUrl: URL;
      /** A report of the seller just refused (issue 23: `?report_refused=`; signed in only). */
      reportRefused: ReportRefusal | null;
      /** Their reviews (issue 24): a page, filtered by `?stars=`, paged by `?reviews_page=`. */
      reviews: SellerReviewsState;
    };

/** The reviews part of a seller's page. */
export type SellerReviewsState =
  | {
      kind: 'ready';
      page: Awaited<ReturnType<Runtime['services']['reviews']['ofUser']>>;
      stars: number | null;
      current: number;
      pages: number;
      href(stars: number | null, page: number): string;
    }
  | { kind: 'error' };

const REVIEW_STARS = [1, 2, 3, 4, 5];

/** A page of their shown reviews, read leniently from the URL (`stars`, `reviews_page`): a bad value is the default. */
async function reviewsOf(services: Runtime['services'], logger: Runtime['logger'], userId: number, url: URL, path: string): Promise<SellerReviewsState> {
  const asked = Number(url.searchParams.get('stars'));
  const stars = REVIEW_STARS.includes(asked) ? asked : null;
  const current = Math.min(pageFromUrl(url.searchParams.get('reviews_page')), 1000);
  const href = (starsWanted: number | null, target: number) => {
    const query = new URLSearchParams(url.search);
    query.delete('stars');
    query.delete('reviews_page');
    query.delete('report_refused');
    if (starsWanted !== null) query.set('stars', String(starsWanted));
    if (target > 1) query.set('reviews_page', String(target));
    const search = query.toString();
    return `${path}${search ? `?${search}` : ''}#reviews`;
  };
  try {
    const page = await services.reviews.ofUser(userId, { stars: stars ?? undefined, page: current });
    return { kind: 'ready', page, stars, current, pages: pageCount(page.count, REVIEWS_PAGE_SIZE), href };
  } catch (error) {
    logger.error({ err: error, id: userId }, 'seller reviews failed');
    return { kind: 'error' };
  }
}

type SellerPageAstro = Pick<AstroGlobal, 'params' | 'url' | 'currentLocale' | 'response' | 'cache' | 'locals'>;

/**
 * A seller's public page (issue 22, item 6): the profile, then their listed listings of one kind
 * (`?kind=product|service`, `?page=`), read leniently from the URL like the lists. Tagged with the
 * seller for the route cache: `user:{id}` (their name, picture, place) and `seller:{id}` (one of
 * their listings put up, edited, moved or deleted: page-cache/policy.ts `listingChangeTags`).
 * Comment counts on its service cards wait for the page to expire (at most three minutes).
 * Its Report entry posts to /myprofile (this page only reads), which comes back here.
 */
export async function sellerPage(
  astro: SellerPageAstro,
  { services, media, logger, clock, config }: Pick<Runtime, 'services' | 'media' | 'logger' | 'clock' | 'config'>,
): Promise<SellerPageData> {
  const id = /^\d{1,9}$/.test(astro.params.id ?? '') ? Number(astro.params.id) : null;
  let profile: SellerProfile | null;
  try {
    profile = id === null ? null : await services.sellers.profile(id);
  } catch (error) {
    logger.error({ err: error, id }, 'seller page failed');
    astro.response.status = 503;
    return { kind: 'failed' };
  }
  if (!profile) {
    astro.response.status = 404;
    return { kind: 'missing' };
  }
  astro.cache.set({ tags: [pageTags.user(profile.id), pageTags.seller(profile.id)] });

  const { href } = pageContext(astro);
  const asked = astro.url.searchParams.get('kind');
  const chosen = LISTING_KIND_NAMES.find((kind) => kind === asked);
  // Goods first, unless they offer services only; a link names the kind only when it is not this one.
  const natural: ListingKind = profile.active_counts.product === 0 && profile.active_counts.service > 0 ? 'service' : 'product';
  const shown = chosen ?? natural;
  const page = pageFromUrl(astro.url.searchParams.get('page'));
  const pageSize = LISTING_KINDS[shown].limits.pageSizes[0];
  const path = href(`/user/${profile.id}`);
  const linkTo = (kind: ListingKind, target: number) => {
    const query = new URLSearchParams();
    if (kind !== natural) query.set('kind', kind);
    if (target > 1) query.set('page', String(target));
    const search = query.toString();
    return search ? `${path}?${search}` : path;
  };

  let listings: SellerListingsState;
  try {
    const result = await services.listings.list({ kind: shown, ownerId: profile.id, order: 'newest', page, pageSize });
    const pages = pageCount(result.count, pageSize);
    listings =
      result.records.length === 0 && result.count > 0
        ? { kind: 'past_end', count: result.count, pages }
        : { kind: 'ready', items: result.records.map((record) => shapeListing(record, media)), count: result.count, pages };
  } catch (error) {
    if (error instanceof AppError && error.code === 'page_too_deep') {
      listings = { kind: 'past_end', count: 0, pages: 1 };
    } else {
      logger.error({ err: error, id: profile.id }, 'seller listings failed');
      // Shown with the profile, but never kept by the route cache (it keeps 200 pages only).
      astro.response.status = 503;
      listings = { kind: 'error' };
    }
  }
  const reviews = await reviewsOf(services, logger, profile.id, astro.url, path);
  // Shown with the rest, but never kept by the route cache.
  if (reviews.kind === 'error') astro.response.status = 503;
  return {
    kind: 'found',
    profile,
    reviews,
    shown,
    page,
    listings,
    kindHref: (kind) => linkTo(kind, 1),
    pageHref: (target) => linkTo(shown, target),
    now: clock().getTime(),
    publicUrl: config.publicUrl,
    reportRefused: astro.locals.user ? reportRefusalOf(astro.url) : null,
  };
}
