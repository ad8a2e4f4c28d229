import type { IncomingHttpHeaders } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { SessionUser } from '../accounts/account-shapes.ts';
import { AppError } from '../errors.ts';
import type { ApiEnv } from './context.ts';
import { cookieOptions, SESSION_COOKIE, sessionCookieOptions, sessionCookieOf } from './cookies.ts';

export { SESSION_COOKIE };

export function setSessionCookie(c: Context<ApiEnv>, token: string): void {
  setCookie(c, SESSION_COOKIE, token, sessionCookieOptions(c.get('publicUrl')));
}

export function clearSessionCookie(c: Context<ApiEnv>): void {
  deleteCookie(c, SESSION_COOKIE, cookieOptions(c.get('publicUrl')));
}

const AUTHORIZATION = /^(?:Token|Bearer)\s+(\S+)$/i;

/** The token of a request: `Authorization: Token …` (mobile app, scripts) or the session cookie (web). */
export function readToken(c: Context<ApiEnv>): { token: string; via: 'header' | 'cookie' } | null {
  const header = c.req.header('authorization');
  const match = header ? AUTHORIZATION.exec(header.trim()) : null;
  if (match?.[1]) return { token: match[1], via: 'header' };
  const cookie = getCookie(c, SESSION_COOKIE);
  return cookie ? { token: cookie, via: 'cookie' } : null;
}

/** The same token from a plain Node request, for what answers before Hono (private media in static-files.ts). */
export function readNodeToken(headers: IncomingHttpHeaders): string | null {
  const match = headers.authorization ? AUTHORIZATION.exec(headers.authorization.trim()) : null;
  if (match?.[1]) return match[1];
  return sessionCookieOf(headers.cookie);
}

/** Resolves the signed-in user (if any) for every API request. */
export function authenticate(findUser: (token: string) => Promise<SessionUser | null>): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const presented = readToken(c);
    const user = presented ? await findUser(presented.token) : null;
    c.set('auth', presented && user ? { user, token: presented.token, via: presented.via } : null);
    await next();
  };
}

/** The signed-in user, or 401. */
export function requireUser(c: Context<ApiEnv>): { user: SessionUser; token: string } {
  const auth = c.get('auth');
  if (!auth) throw new AppError('not_authenticated');
  return auth;
}

/**
 * Route middleware: not signed in is 401 before the route's declaration validates its path and
 * query (a signed-out caller learns nothing about ids), as these routes always answered.
 */
export const signedIn: MiddlewareHandler<ApiEnv> = async (c, next) => {
  requireUser(c);
  await next();
};

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Writes from a browser must come from this site: a foreign `Origin` is refused, and a write
 * authenticated only by the cookie must prove it is same-origin (Origin or Sec-Fetch-Site).
 * The mobile app sends neither header and authenticates with `Authorization`, so it passes.
 */
export function isForeignWrite(request: Request, publicUrl: URL, viaCookie: boolean): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  const allowed = siteOrigins(request, publicUrl);
  const origin = request.headers.get('origin');
  const fetchSite = request.headers.get('sec-fetch-site');
  if (origin === 'null' || (origin && !allowed.has(origin))) return true;
  if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') return true;
  return viaCookie && !origin && fetchSite !== 'same-origin';
}

function siteOrigins(request: Request, publicUrl: URL): Set<string> {
  return new Set([publicUrl.origin, new URL(request.url).origin]);
}

/**
 * A request a browser sent from one of this site's pages (an island's fetch, a form post):
 * such answers never carry the token, which the HttpOnly cookie holds instead, so page
 * JavaScript (an injected script included) never sees it. The mobile app sends neither header.
 */
export function isFromSitePage(request: Request, publicUrl: URL): boolean {
  const origin = request.headers.get('origin');
  if (origin && siteOrigins(request, publicUrl).has(origin)) return true;
  return request.headers.get('sec-fetch-site') === 'same-origin';
}

export const sameOriginWrites: MiddlewareHandler<ApiEnv> = async (c, next) => {
  if (isForeignWrite(c.req.raw, c.get('publicUrl'), c.get('auth')?.via === 'cookie')) throw new AppError('forbidden_origin');
  return next();
};
