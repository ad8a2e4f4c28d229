import { FLASH_COOKIE } from '../../lib/flash.ts';
import { LOCALE_COOKIE, rememberedLanguageRedirect } from '../../lib/locales.ts';
import { SESSION_COOKIE } from '../http/cookies.ts';

/** The value of each cookie of a Cookie header (the first of a repeated name). */
function cookiesOf(header: string | null | undefined): Map<string, string> {
  const found = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at <= 0) continue;
    const name = part.slice(0, at).trim();
    if (!found.has(name)) found.set(name, part.slice(at + 1).trim());
  }
  return found;
}

/** A GET as the route cache sees it: the page and its encoding, and who asks. */
export interface PageRequest {
  url: string;
  pathname: string;
  cookie: string | null | undefined;
  acceptEncoding: string | null | undefined;
  ifNoneMatch: string | null | undefined;
}

/** What decides whether a request is anyone's: its method, path and cookies. */
export interface RequestShape {
  method: string;
  pathname: string;
  cookie: string | null | undefined;
}

/**
 * A request whose answer may be someone's own, never served from or stored in the shared cache:
 * not a GET, or with a session (even an expired one), a one-shot notice, or a remembered
 * language that sends an Uzbek URL elsewhere. The middleware keeps the same requests out
 * (src/middleware.ts).
 */
export function servedPrivately({ method, pathname, cookie }: RequestShape): boolean {
  if (method !== 'GET') return true;
  if (!cookie) return false;
  const cookies = cookiesOf(cookie);
  if (cookies.has(SESSION_COOKIE) || cookies.has(FLASH_COOKIE)) return true;
  return rememberedLanguageRedirect(pathname, cookies.get(LOCALE_COOKIE)) !== null;
}
