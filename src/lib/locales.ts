/** Interface languages and the URL rules that carry them. Pure: shared by server and islands. */
export const LOCALES = ['uz', 'ru', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'uz';
/** Cookie that remembers the visitor's choice (the name the spec caches the language under). */
export const LOCALE_COOKIE = 'i18nextLng';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The language a path is in: `/ru/…` and `/en/…` carry a prefix, Uzbek has none. */
export function localeFromPath(pathname: string): Locale {
  const first = pathname.split('/')[1] ?? '';
  return isLocale(first) && first !== DEFAULT_LOCALE ? first : DEFAULT_LOCALE;
}

/**
 * The language to send a visitor to instead of this page: an unprefixed (Uzbek) page opened
 * with Russian or English remembered in the cookie. Null: the URL's language stands.
 */
export function rememberedLanguageRedirect(pathname: string, remembered: string | undefined): Locale | null {
  return localeFromPath(pathname) === DEFAULT_LOCALE && isLocale(remembered) && remembered !== DEFAULT_LOCALE ? remembered : null;
}

/** `/ru/about` → `/about`, `/en` → `/`, `/about` → `/about`. */
export function stripLocale(pathname: string): string {
  const locale = localeFromPath(pathname);
  if (locale === DEFAULT_LOCALE) return pathname || '/';
  const rest = pathname.slice(locale.length + 1);
  return rest === '' ? '/' : rest;
}

/** The same page in another language: `localizePath('/about', 'ru')` → `/ru/about`. */
export function localizePath(pathname: string, locale: Locale): string {
  const bare = stripLocale(pathname);
  if (locale === DEFAULT_LOCALE) return bare;
  return bare === '/' ? `/${locale}/` : `/${locale}${bare}`;
}

/** Best supported language of an Accept-Language header, or null when none is supported. */
export function pickLocale(acceptLanguage: string | null | undefined): Locale | null {
  if (!acceptLanguage) return null;
  const ranked = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { base: tag.trim().toLowerCase().split('-')[0] ?? '', weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranked.map((entry) => entry.base).find(isLocale) ?? null;
}

/** BCP 47 tag for Intl and `og:locale`-style uses. */
export const LOCALE_TAGS: Record<Locale, string> = { uz: 'uz-Latn-UZ', ru: 'ru-RU', en: 'en-GB' };
