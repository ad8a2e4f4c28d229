import { LISTING_KIND_NAMES, LISTING_KINDS } from './listing-kinds.ts';

/** Pages only signed-in users see (SPEC.md §2): each kind's new-listing and own-listings pages, and the user's own; others are sent to /login?redirect=… */
const GUARDED = [
  ...LISTING_KIND_NAMES.flatMap((kind) => [LISTING_KINDS[kind].paths.create, LISTING_KINDS[kind].paths.mine]),
  '/myprofile',
  '/chat',
  '/review',
  '/notifications',
  '/saved-searches',
  '/deals',
];
/** Editing a listing: `/product/12/edit`, `/service/12/edit`, `/real-estate/12/edit`. */
const GUARDED_PATTERNS = LISTING_KIND_NAMES.map((kind) => new RegExp(`^${LISTING_KINDS[kind].paths.detail}/[^/]+/edit$`));

/** `barePath` is the path without its language prefix. */
export function isGuardedPath(barePath: string): boolean {
  const path = barePath.replace(/\/+$/, '') || '/';
  return GUARDED.some((guarded) => path === guarded || path.startsWith(`${guarded}/`)) || GUARDED_PATTERNS.some((pattern) => pattern.test(path));
}

/**
 * The API's page for developers (src/pages/api/docs.astro, also `/ru/api/docs` and `/en/api/docs`):
 * a page of the site under the API's prefix. Its reference (Scalar, about 1 MB of script) is the
 * API's own answer at `API_REFERENCE_PATH`, opened from the page.
 */
export const API_DOCS_PATH = '/api/docs';
export const API_REFERENCE_PATH = '/api/docs/reference';

/** Whether a path is a page's: not the API (but its page for developers), the translation files or Astro's own (`/_astro`, `/_image`, …). */
export function isPagePath(pathname: string): boolean {
  if (pathname === API_DOCS_PATH || pathname === `${API_DOCS_PATH}/`) return true;
  return !(pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith('/locales/') || pathname.startsWith('/_'));
}
