/** Pages only signed-in users see (SPEC.md §2); others are sent to /login?redirect=… */
const GUARDED = ['/new-product', '/new-service', '/myprofile', '/my-products', '/my-services', '/chat'];

/** `barePath` is the path without its language prefix. */
export function isGuardedPath(barePath: string): boolean {
  const path = barePath.replace(/\/+$/, '') || '/';
  return GUARDED.some((guarded) => path === guarded || path.startsWith(`${guarded}/`));
}
