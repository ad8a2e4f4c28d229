import { LISTING_KIND_NAMES, LISTING_KINDS, type ListingKind } from '../../lib/listing-kinds.ts';
import type { CopyPage } from '../../lib/page-copy.ts';

/**
 * Which pages signed-out visitors get from the route cache, for how long, and the tags that
 * writes invalidate them by (ARCHITECTURE.md "Route cache"). Read by astro.config.mjs
 * (`routeRules`), the pages that add tags of their own, and the services that invalidate.
 */

/** Pages of listings: a minute fresh, then two more served while one request renders anew. Writes invalidate them at once. */
export const LISTING_PAGES = { maxAge: 60, swr: 120 } as const;
/** Pages that change with a release (the cache starts empty with every process) or a publish of their copy (tagged `copy`, issue 37). */
export const CONTENT_PAGES = { maxAge: 3600, swr: 86_400 } as const;
/**
 * What a shared cache in front of the instances (a CDN, nginx) may keep: it cannot hear the
 * invalidations, so it keeps pages a few seconds and revalidates them with the ETag.
 */
export const PROXY_SECONDS = 10;

/** A route's cache rule, as astro.config.mjs `routeRules` takes it. */
type RouteRule = { maxAge?: number; swr?: number; tags?: string[] };
type RouteRules = Record<string, RouteRule>;

/** The tags, one spelling each. */
export const pageTags = {
  /** Every page that lists listings of a kind (the lists, the landing, the sitemaps). */
  list: (kind: ListingKind) => `list:${kind}`,
  /** A listing's detail page. */
  listing: (id: number) => `listing:${id}`,
  /** Pages that show this person (a listing's seller block, their own page /user/{id}). */
  user: (id: number) => `user:${id}`,
  /** Pages that list this person's listings (their page /user/{id}): dropped when one of them is put up, edited, moved or deleted. */
  seller: (id: number) => `seller:${id}`,
  /** The pages that show a page's marketing copy (issue 37): dropped when a new version of it is published. */
  copy: (page: CopyPage) => `copy:${page}`,
};

/** What a change of people's scores (issue 24) drops: their pages, their listings' pages (by the `user` tag) and every list (their cards). */
export const scoreChangeTags = (userIds: number[]) => [...userIds.map((id) => pageTags.user(id)), pageTags.list('product'), pageTags.list('service')];

/** What a write to one listing changes: its page, every list of its kind and, given its owner, their page's list of their listings. */
export const listingChangeTags = (kind: ListingKind, id: number, ownerId?: number) => [
  pageTags.listing(id),
  pageTags.list(kind),
  ...(ownerId === undefined ? [] : [pageTags.seller(ownerId)]),
];

/** What a moderator hides or restores (issue 34): a listing, or a comment (with the listing it is on). */
export type ModeratedThing =
  { type: 'listing'; kind: ListingKind; id: number; ownerId: number | null } | { type: 'comment'; listingId: number; authorId: number | null };

/**
 * The tags of a hidden or restored thing: every cached page and answer that shows it, dropped by
 * every hide and restore (here and, over the bus, on every instance). A listing: its page (in
 * every language: tags are not paths), every list of its kind, its seller's page and listings
 * (`seller`) and the seller's reviews, which name it (`user`). A comment: its listing's page,
 * where signed-out visitors read it, and its author's pages.
 */
export function moderatedTags(thing: ModeratedThing): string[] {
  if (thing.type === 'listing')
    return [...listingChangeTags(thing.kind, thing.id, thing.ownerId ?? undefined), ...(thing.ownerId === null ? [] : [pageTags.user(thing.ownerId)])];
  return [pageTags.listing(thing.listingId), ...(thing.authorId === null ? [] : [pageTags.user(thing.authorId)])];
}

const PREFIXES = ['', '/ru', '/en'];

/** The cached routes, written once for Uzbek (unprefixed), Russian and English. */
export function publicRouteRules(): RouteRules {
  const listings = (...tags: string[]) => ({ ...LISTING_PAGES, tags });
  const localized: RouteRules = {
    '/': listings(pageTags.list('product'), pageTags.copy('landing')),
    // Each kind's list, and its listings' pages (which add their listing and seller: src/pages/product/[id]/index.astro).
    ...Object.fromEntries(
      LISTING_KIND_NAMES.flatMap((kind) => [
        [LISTING_KINDS[kind].paths.list, listings(pageTags.list(kind))],
        [`${LISTING_KINDS[kind].paths.detail}/[id]`, listings()],
      ]),
    ),
    // A seller's page (src/pages/user/[id].astro) adds their tags: who they are, and their listings.
    '/user/[id]': listings(),
    '/about': { ...CONTENT_PAGES, tags: [pageTags.copy('about')] },
    '/updates': { ...CONTENT_PAGES, tags: [pageTags.copy('updates')] },
    '/api/docs': { ...CONTENT_PAGES },
  };
  const rules: RouteRules = {};
  for (const prefix of PREFIXES) {
    for (const [route, rule] of Object.entries(localized)) rules[route === '/' ? prefix || '/' : `${prefix}${route}`] = rule;
  }
  const sitemaps = listings(...LISTING_KIND_NAMES.map((kind) => pageTags.list(kind)));
  rules['/sitemap.xml'] = sitemaps;
  rules['/sitemaps/[part].xml'] = sitemaps;
  return rules;
}
