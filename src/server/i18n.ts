import i18next, { type i18n as I18n } from 'i18next';
import type { LocaleResources, TFunction } from '../lib/i18n.ts';
import { DEFAULT_LOCALE, LOCALES, isLocale, type Locale } from '../lib/locales.ts';

/** Every translation file, bundled: `locales/{lng}/{ns}.json`. */
const files = import.meta.glob<Record<string, string>>('../../locales/*/*.json', { eager: true, import: 'default' });

export const resources: Record<Locale, LocaleResources> = { uz: {}, ru: {}, en: {} };
for (const [file, namespace] of Object.entries(files)) {
  const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(file);
  if (match && isLocale(match[1]) && match[2]) resources[match[1]][match[2]] = namespace;
}

/**
 * One i18next instance per locale, initialised synchronously from in-memory resources.
 * Never `changeLanguage` on a shared instance: concurrent requests would see each other's language.
 * Server only: islands translate with lib/i18n.ts `translator`, which keeps i18next out of the browser.
 */
export function createI18n(locale: Locale, all: Partial<Record<Locale, LocaleResources>>, defaultNS = 'common'): I18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: Object.keys(all),
    resources: all,
    ns: Object.keys(all[DEFAULT_LOCALE] ?? all[locale] ?? {}),
    defaultNS,
    initAsync: false,
    keySeparator: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}

const instances = new Map<Locale, I18n>(LOCALES.map((locale) => [locale, createI18n(locale, resources)]));

export function getI18n(locale: Locale): I18n {
  const instance = instances.get(locale);
  if (!instance) throw new Error(`No i18n instance for ${locale}`);
  return instance;
}

const bound = new Map<string, TFunction>();
const MAX_TEXTS = 5000;

/**
 * A `t` bound to a locale and (optionally) a namespace, one per pair. The bundled translations
 * never change while the server runs, so a text asked for by its key alone (most of a page's)
 * is looked up once; with options (counts, values) i18next works it out each time.
 */
export function getT(locale: Locale, ns?: string): TFunction {
  const id = `${locale}\0${ns ?? ''}`;
  let t = bound.get(id);
  if (!t) {
    const fixed = getI18n(locale).getFixedT(locale, ns ?? null);
    const texts = new Map<string, string>();
    t = ((key: unknown, ...rest: unknown[]) => {
      if (rest.length > 0 || typeof key !== 'string') return String((fixed as unknown as (...args: unknown[]) => unknown)(key, ...rest));
      let text = texts.get(key);
      if (text === undefined) {
        text = String(fixed(key));
        // Keys are the code's own; a bound all the same, should one ever come from a request.
        if (texts.size < MAX_TEXTS) texts.set(key, text);
      }
      return text;
    }) as unknown as TFunction;
    bound.set(id, t);
  }
  return t;
}

/** The raw namespace, for `/locales/{lng}/{ns}.json` and for islands' props. */
export function getNamespace(locale: Locale, ns: string): Record<string, string> | undefined {
  // Own namespaces only: `__proto__`, `constructor` and friends are not translation files.
  return Object.hasOwn(resources[locale], ns) ? resources[locale][ns] : undefined;
}
