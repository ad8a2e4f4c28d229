import type { AstroGlobal } from 'astro';
import type { MiddlewareHandler } from 'hono';
import { AppError } from '../errors.ts';
import type { ApiEnv } from '../http/context.ts';
import type { RolesService } from './roles.service.ts';

/**
 * The marketers' doors (issue 37): the copy editor's pages and endpoints are not there for
 * anyone else, signed out included. An endpoint answers 404 `route_not_found`, as an address
 * that does not exist does (a 401 or 403 would say it exists); a page renders the site's 404.
 * Neither is ever cached.
 */

/**
 * Route middleware for every marketer endpoint: first in the route's `middleware` (before
 * `signedIn`, before the declaration validates path, query or body), so a non-marketer learns
 * nothing from a malformed request either. One read of the caller's roles.
 */
export function marketersOnly(roles: Pick<RolesService, 'isMarketer'>): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const auth = c.get('auth');
    if (!auth || !(await roles.isMarketer(auth.user.id))) throw new AppError('route_not_found');
    await next();
  };
}

type Page = Pick<AstroGlobal, 'locals' | 'response' | 'cache'>;

/**
 * For a marketer page's frontmatter: the signed-in marketer's id (the middleware's
 * `locals.isMarketer`), or null with the response made the site's 404 (the page then renders
 * its not-found body). Either way private and out of the route cache.
 */
export function marketerOf(page: Page): number | null {
  page.response.headers.set('Cache-Control', 'private, no-store');
  page.cache.set(false);
  const user = page.locals.user;
  if (user && page.locals.isMarketer) return user.id;
  page.response.status = 404;
  return null;
}

/** Whether a service refused a marketer page's call as RolesService.requireMarketer does (the role was taken meanwhile): the page answers the same 404. */
export function isMarketerRefusal(error: unknown): boolean {
  return error instanceof AppError && error.code === 'route_not_found';
}
