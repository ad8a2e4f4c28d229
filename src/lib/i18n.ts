import type { Locale } from './locales.ts';

/** Flat `key → text` maps per namespace: the shape of every `locales/{lng}/{ns}.json`. */
export type Namespace = Record<string, string>;
export type LocaleResources = Record<string, Namespace>;

/** A text by its key, with `{{name}}` values filled in and `count` choosing the plural form. */
export type TFunction = (key: string, values?: Record<string, unknown>) => string;

/**
 * An island's translations: the server passes the namespaces it needs as props (no fetch,
 * identical text on server and client).
 */
export interface IslandMessages {
  locale: Locale;
  resources: LocaleResources;
}

const VALUE = /\{\{\s*(\w+)\s*\}\}/g;

/**
 * The `t` of one namespace, for islands: the subset of i18next the translation files use (plural
 * suffixes `_one`, `_few`, `_many`, `_other` by `Intl.PluralRules`, looked up in i18next's
 * order, and `{{value}}`), so that
 * i18next stays on the server (server/i18n.ts) and out of the browser's JavaScript. A missing
 * key answers the key and a missing value stays `{{value}}`, as i18next does; a unit test holds
 * both to the same text for every key of every file (tests/unit/translator.test.ts).
 */
export function translator(locale: Locale, texts: Namespace): TFunction {
  let plurals: Intl.PluralRules | undefined;
  return (key, values) => {
    let text: string | undefined;
    const count = values?.count;
    if (typeof count === 'number') {
      plurals ??= new Intl.PluralRules(locale);
      text = (count === 0 ? own(texts, `${key}_zero`) : undefined) ?? own(texts, `${key}_${plurals.select(count)}`);
    }
    text ??= own(texts, key);
    if (text === undefined && typeof count === 'number') text = own(texts, `${key}_other`);
    if (text === undefined) return key;
    if (!values) return text;
    return text.replace(VALUE, (whole, name: string) => (values[name] === undefined || values[name] === null ? whole : String(values[name])));
  };
}

const own = (texts: Namespace, key: string) => (Object.hasOwn(texts, key) ? texts[key] : undefined);
