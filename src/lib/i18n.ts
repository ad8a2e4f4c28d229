import i18next, { type i18n as I18n, type TFunction } from 'i18next';
import { DEFAULT_LOCALE, type Locale } from './locales.ts';

/** Flat `key → text` maps per namespace: the shape of every `locales/{lng}/{ns}.json`. */
export type Namespace = Record<string, string>;
export type LocaleResources = Record<string, Namespace>;

/**
 * One i18next instance per locale, initialised synchronously from in-memory resources.
 * Never `changeLanguage` on a shared instance: concurrent requests would see each other's language.
 */
export function createI18n(
  locale: Locale,
  resources: Partial<Record<Locale, LocaleResources>>,
  defaultNS = 'common',
): I18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: Object.keys(resources),
    resources,
    ns: Object.keys(resources[DEFAULT_LOCALE] ?? resources[locale] ?? {}),
    defaultNS,
    initAsync: false,
    keySeparator: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}

/**
 * An island's translations: the server passes the namespaces it needs as props, the island
 * builds its own i18next instance from them (no fetch, identical text on server and client).
 */
export interface IslandMessages {
  locale: Locale;
  resources: LocaleResources;
}

export type { TFunction };
