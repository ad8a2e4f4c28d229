import type { AstroGlobal } from 'astro';
import { DEFAULT_LOCALE, isLocale, localizePath, stripLocale, type Locale } from '../lib/locales.ts';
import { getT } from './i18n.ts';

/** What every page and shell component needs: its language, `t`, and localized links. */
export function pageContext(astro: Pick<AstroGlobal, 'currentLocale' | 'url'>) {
  const locale: Locale = isLocale(astro.currentLocale) ? astro.currentLocale : DEFAULT_LOCALE;
  return {
    locale,
    t: getT(locale),
    /** `/about` in the page's language. */
    href: (path: string) => localizePath(path, locale),
    /** The page's path without the language prefix. */
    barePath: stripLocale(astro.url.pathname),
  };
}
