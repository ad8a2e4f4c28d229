import type { AstroGlobal } from 'astro';
import { localeFromPath, localizePath, stripLocale, type Locale } from '../lib/locales.ts';
import { getT } from './i18n.ts';

/** What every page and shell component needs: its language, `t`, and localized links. */
export function pageContext(astro: Pick<AstroGlobal, 'currentLocale' | 'url'>) {
  // The language of the page's URL, as Astro's `currentLocale` says it, but read from the URL itself: after a
  // rewrite (a stale Telegram form's 404, telegram-page.ts) Astro keeps the locale it first worked out for the
  // request's original URL.
  const locale: Locale = localeFromPath(astro.url.pathname);
  return {
    locale,
    t: getT(locale),
    /** `/about` in the page's language. */
    href: (path: string) => localizePath(path, locale),
    /** The page's path without the language prefix. */
    barePath: stripLocale(astro.url.pathname),
  };
}
