import { FLASH_COOKIE } from '../../lib/flash.ts';
import { LOCALE_COOKIE, rememberedLanguageRedirect } from '../../lib/locales.ts';
import { SESSION_COOKIE } from '../http/cookies.ts';

/** The value of each cookie a request carries (the first of a repeated name). */
function cookiesOf(request: Request): Map<string, string> {
  const found = new Map<string, string>();
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at <= 0) continue;
    const name = part.slice(0, at).trim();
    if (!found.has(name)) found.set(name, part.slice(at + 1).trim());
  }
  return found;
}

/**
 * A request whose answer may be someone's own, never served from or stored in the shared cache:
 * it carries a session (even an expired one), a one-shot notice, or a remembered language that
 * sends an Uzbek URL elsewhere. The middleware keeps the same requests out (src/middleware.ts).
 */
export function servedPrivately(request: Request): boolean {
  if (request.method !== 'GET') return true;
  const cookies = cookiesOf(request);
  if (cookies.size === 0) return false;
  if (cookies.has(SESSION_COOKIE) || cookies.has(FLASH_COOKIE)) return true;
  return rememberedLanguageRedirect(new URL(request.url).pathname, cookies.get(LOCALE_COOKIE)) !== null;
}
