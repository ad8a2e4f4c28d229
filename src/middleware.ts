import { defineMiddleware } from 'astro:middleware';
import { DEFAULT_LOCALE, LOCALE_COOKIE, isLocale, localeFromPath, localizePath } from './lib/locales.ts';
import { getRuntime } from './server/runtime.ts';

const ONE_YEAR = 365 * 24 * 3600;

function isPageRequest(pathname: string): boolean {
  return !(pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith('/locales/') || pathname.startsWith('/_'));
}

/**
 * Language of pages: the URL decides (`/ru/…`, `/en/…`, Uzbek unprefixed). `?lng=xx` switches
 * and remembers the choice in a cookie; an unprefixed URL opened with a remembered Russian or
 * English choice redirects to that language.
 */
export const onRequest = defineMiddleware(async (context, next) => {
  const { url, request, cookies } = context;
  if (!isPageRequest(url.pathname)) return next();

  const requested = url.searchParams.get('lng');
  if (requested !== null && request.method === 'GET') {
    const rest = new URLSearchParams(url.search);
    rest.delete('lng');
    const query = rest.size > 0 ? `?${rest}` : '';
    if (!isLocale(requested)) return context.redirect(`${url.pathname}${query}`, 302);
    const { config } = await getRuntime();
    cookies.set(LOCALE_COOKIE, requested, {
      path: '/',
      maxAge: ONE_YEAR,
      sameSite: 'lax',
      secure: config.publicUrl.protocol === 'https:',
    });
    return context.redirect(`${localizePath(url.pathname, requested)}${query}`, 302);
  }

  const pathLocale = localeFromPath(url.pathname);
  const remembered = cookies.get(LOCALE_COOKIE)?.value;
  if (request.method === 'GET' && pathLocale === DEFAULT_LOCALE && isLocale(remembered) && remembered !== DEFAULT_LOCALE) {
    const response = context.redirect(`${localizePath(url.pathname, remembered)}${url.search}`, 302);
    response.headers.set('Vary', 'Cookie');
    return response;
  }

  const response = await next();
  response.headers.append('Vary', 'Cookie');
  return response;
});
