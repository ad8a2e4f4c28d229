import type { Locale } from '../lib/locales.ts';
import type { IslandMessages } from '../lib/i18n.ts';
import { getNamespace } from './i18n.ts';

const made = new Map<string, IslandMessages>();

/**
 * The namespaces an island needs, for its `messages` prop: one object per language and list of
 * namespaces for the life of the process (the translations are bundled), so that an island
 * rendered on the server builds its translator once, not on every page (islands/shared/i18n.ts).
 * `only`: the keys an island uses of a namespace, when it uses few of many (they travel in the
 * page's HTML).
 */
export function islandMessages(
  locale: Locale,
  namespaces: string[] = ['accounts', 'errors'],
  only: Partial<Record<string, readonly string[]>> = {},
): IslandMessages {
  const key = `${locale}|${namespaces.join(',')}|${JSON.stringify(only)}`;
  let messages = made.get(key);
  if (!messages) {
    const texts = (ns: string) => {
      const all = getNamespace(locale, ns) ?? {};
      const keys = only[ns];
      return keys ? Object.fromEntries(keys.filter((name) => Object.hasOwn(all, name)).map((name) => [name, all[name]!])) : all;
    };
    messages = { locale, resources: Object.fromEntries(namespaces.map((ns) => [ns, texts(ns)])) };
    made.set(key, messages);
  }
  return messages;
}
