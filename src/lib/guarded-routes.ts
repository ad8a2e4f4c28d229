/** Pages only signed-in users see (SPEC.md §2); others are sent to /login?redirect=… */
const GUARDED = ['/new-product', '/new-service', '/myprofile', '/my-products', '/my-services', '/chat', '/review', '/notifications', '/saved-searches'];
/** Editing a listing: `/product/12/edit`, `/service/12/edit`. */
const GUARDED_PATTERNS = [/^\/(product|service)\/[^/]+\/edit$/];

/** `barePath` is the path without its language prefix. */
export function isGuardedPath(barePath: string): boolean {
  const path = barePath.replace(/\/+$/, '') || '/';
  return GUARDED.some((guarded) => path === guarded || path.startsWith(`${guarded}/`)) || GUARDED_PATTERNS.some((pattern) => pattern.test(path));
}

/** Whether a path is a page's: not the API, the translation files or Astro's own (`/_astro`, `/_image`, …). */
export function isPagePath(pathname: string): boolean {
  return !(pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith('/locales/') || pathname.startsWith('/_'));
}
