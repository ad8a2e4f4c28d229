import { createI18n, type LocaleResources, type TFunction } from '../lib/i18n.ts';
import { LOCALES, isLocale, type Locale } from '../lib/locales.ts';
import type { i18n as I18n } from 'i18next';

/** Every translation file, bundled: `locales/{lng}/{ns}.json`. */
const files = import.meta.glob<Record<string, string>>('../../locales/*/*.json', { eager: true, import: 'default' });

export const resources: Record<Locale, LocaleResources> = { uz: {}, ru: {}, en: {} };
for (const [file, namespace] of Object.entries(files)) {
  const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(file);
  if (match && isLocale(match[1]) && match[2]) resources[match[1]][match[2]] = namespace;
}

const instances = new Map<Locale, I18n>(LOCALES.map((locale) => [locale, createI18n(locale, resources)]));

export function getI18n(locale: Locale): I18n {
  const instance = instances.get(locale);
  if (!instance) throw new Error(`No i18n instance for ${locale}`);
  return instance;
}

/** A `t` bound to a locale and (optionally) a namespace. */
export function getT(locale: Locale, ns?: string): TFunction {
  return getI18n(locale).getFixedT(locale, ns ?? null);
}

/** The raw namespace, for `/locales/{lng}/{ns}.json` and for islands' props. */
export function getNamespace(locale: Locale, ns: string): Record<string, string> | undefined {
  // Own namespaces only: `__proto__`, `constructor` and friends are not translation files.
  return Object.hasOwn(resources[locale], ns) ? resources[locale][ns] : undefined;
}
