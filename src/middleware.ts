import { defineMiddleware } from 'astro:middleware';
import { parseFlash, FLASH_COOKIE } from './lib/flash.ts';
import { isGuardedPath, isPagePath } from './lib/guarded-routes.ts';
import { appStoreLinks } from './lib/site.ts';
import { LOCALE_COOKIE, isLocale, localeFromPath, localizePath, rememberedLanguageRedirect, stripLocale } from './lib/locales.ts';
import { cookieOptions, SESSION_COOKIE } from './server/http/cookies.ts';
import { compressPage } from './server/http/page-encoding.ts';
import { withReasonPhrase } from './server/http/reason-phrase.ts';
import { getRuntime } from './server/runtime.ts';
import { DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE_S, newDeviceId } from './server/accounts/traces.ts';
import { pageRequestMeta } from './server/page-forms.ts';
import type { UserRole } from './lib/roles.ts';

const ONE_YEAR = 365 * 24 * 3600;

/**
 * For pages only (the API has its own rules):
 * - language: the URL decides (`/ru/…`, `/en/…`, Uzbek unprefixed); `?lng=xx` switches and
 *   remembers the choice in a cookie; an unprefixed URL opened with a remembered Russian or
 *   English choice redirects to that language;
 * - session: the HttpOnly cookie gives `locals.user`; guarded pages redirect signed-out
 *   visitors to /login?redirect=… before anything renders;
 * - flash: a one-shot notice left by the previous page.
 */
export const onRequest = defineMiddleware(async (context, next) => {
  const { url, request, cookies, locals } = context;
  locals.user = null;
  locals.flash = null;
  locals.flashParams = {};
  locals.isModerator = false;
  locals.isMarketer = false;
  // Handed to every page here, once (a 404 under /_ or /locales/ renders a page too).
  locals.runtime = await getRuntime();
  // What the page shell needs of the config, so that nothing below a page reads the runtime.
  const { publicUrl, PUBLIC_URL } = locals.runtime.config;
  locals.site = { publicUrl, PUBLIC_URL, storeLinks: appStoreLinks(locals.runtime.config) };
  locals.unreadChats = Promise.resolve(0);
  locals.unreadNotices = Promise.resolve(0);
  if (!isPagePath(url.pathname)) return next();
  const { config, services } = locals.runtime;

  const requested = url.searchParams.get('lng');
  if (requested !== null && request.method === 'GET') {
    const rest = new URLSearchParams(url.search);
    rest.delete('lng');
    const query = rest.size > 0 ? `?${rest}` : '';
    if (!isLocale(requested)) return context.redirect(`${url.pathname}${query}`, 302);
    cookies.set(LOCALE_COOKIE, requested, cookieOptions(config.publicUrl, { httpOnly: false, maxAge: ONE_YEAR }));
    return context.redirect(`${localizePath(url.pathname, requested)}${query}`, 302);
  }

  const pathLocale = localeFromPath(url.pathname);
  const remembered = rememberedLanguageRedirect(url.pathname, cookies.get(LOCALE_COOKIE)?.value);
  if (request.method === 'GET' && remembered) {
    const response = context.redirect(`${localizePath(url.pathname, remembered)}${url.search}`, 302);
    response.headers.set('Vary', 'Cookie');
    return response;
  }

  const token = cookies.get(SESSION_COOKIE)?.value;
  const session = token ? await services.auth.session(token) : null;
  locals.user = session?.user ?? null;
  const signedIn = locals.user;
  if (signedIn) {
    locals.unreadChats = services.chats.unreadTotal(signedIn.id).catch(() => 0);
    locals.unreadNotices = services.noticeCentre.unread(signedIn.id).catch(() => 0);
    // Where they come from (issue 24): a device cookie of their own (their pages are never cached) and their address.
    let device = cookies.get(DEVICE_COOKIE)?.value;
    if (!device) {
      device = newDeviceId();
      cookies.set(DEVICE_COOKIE, device, cookieOptions(config.publicUrl, { maxAge: DEVICE_COOKIE_MAX_AGE_S }));
    }
    await services.traces(signedIn.id, { device, address: pageRequestMeta(context, config).ip });
  }
  // One cheap read of the user's roles: the header's "Moderation" link, the moderation pages' and the marketers' pages' gates.
  if (signedIn) {
    const roles = await services.roles.rolesOf(signedIn.id).catch((): UserRole[] => []);
    locals.isModerator = roles.includes('moderator');
    locals.isMarketer = roles.includes('marketer');
  }
  if (!locals.user && isGuardedPath(stripLocale(url.pathname))) {
    const target = `${url.pathname}${url.search}`;
    return context.redirect(`${localizePath('/login', pathLocale)}?redirect=${encodeURIComponent(target)}`, 302);
  }

  const flash = cookies.get(FLASH_COOKIE)?.value;
  if (flash !== undefined) {
    cookies.delete(FLASH_COOKIE, cookieOptions(config.publicUrl, { httpOnly: false }));
    const parsed = parseFlash(flash);
    if (parsed) {
      locals.flash = parsed.key;
      locals.flashParams = parsed.params;
    }
  }

  const response = withReasonPhrase(await next());
  // The language they read pages in is the one Telegram speaks to them (issue 25): kept true, written only when it changed
  // (pages only: the language of an endpoint's unprefixed path, /logout or /telegram/connect, says nothing).
  if (session && session.locale !== pathLocale && request.method === 'GET' && response.headers.get('content-type')?.startsWith('text/html')) {
    await services.auth
      .rememberLocale(session.user.id, pathLocale)
      .catch((error: unknown) => locals.runtime.logger.warn({ err: error }, 'cannot keep the user’s language'));
  }
  // The route cache (page-cache/) keeps only what every signed-out visitor would get: never an
  // answer to a session, a notice, a form, or one that sets a cookie.
  if (token !== undefined || flash !== undefined || request.method !== 'GET' || !context.cookies.headers().next().done) context.cache.set(false);
  // A cached page varies by encoding only; a shared cache in front must pass requests with a session by (README).
  const kept = context.cache.options.maxAge !== undefined;
  if (!kept) response.headers.append('Vary', 'Cookie');
  if (locals.user) response.headers.set('Cache-Control', 'private, no-store');
  // A page the route cache keeps is compressed there, once; one rendered for this request, here.
  return kept ? response : compressPage(response, request.headers.get('accept-encoding'));
});
