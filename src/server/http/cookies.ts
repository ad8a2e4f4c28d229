import { parse as parseCookies } from 'hono/utils/cookie';
import { SESSION_COOKIE_MAX_AGE_S } from '../accounts/rules.ts';
import { FLASH_COOKIE, flashValue, type FlashKey, type FlashParams } from '../../lib/flash.ts';

/** The web session: the same token the API returns, in an HttpOnly cookie page scripts never see. */
export const SESSION_COOKIE = 'bozor_session';

/** The session cookie's token in a raw `Cookie` header (what answers before Hono and Astro read it: sockets, media, page forms). */
export function sessionCookieOf(cookieHeader: string | null | undefined): string | null {
  return parseCookies(cookieHeader ?? '', SESSION_COOKIE)[SESSION_COOKIE] || null;
}

export interface CookieOptions {
  path: '/';
  sameSite: 'lax';
  secure: boolean;
  httpOnly: boolean;
  maxAge?: number;
}

/**
 * Every cookie the site sets, with the one rule for `Secure`: the site is served over https
 * (PUBLIC_URL). The same options suit Hono's `setCookie` and Astro's `cookies.set`.
 */
export function cookieOptions(publicUrl: URL, options: { httpOnly?: boolean; maxAge?: number } = {}): CookieOptions {
  return {
    path: '/',
    sameSite: 'lax',
    secure: publicUrl.protocol === 'https:',
    httpOnly: options.httpOnly ?? true,
    ...(options.maxAge !== undefined && { maxAge: options.maxAge }),
  };
}

export const sessionCookieOptions = (publicUrl: URL) => cookieOptions(publicUrl, { maxAge: SESSION_COOKIE_MAX_AGE_S });

/** A one-shot notice for the next page (lib/flash.ts); islands write the same cookie. */
export const flashCookie = (publicUrl: URL, key: FlashKey, params?: FlashParams) =>
  [FLASH_COOKIE, flashValue(key, params), cookieOptions(publicUrl, { httpOnly: false, maxAge: 60 })] as const;
