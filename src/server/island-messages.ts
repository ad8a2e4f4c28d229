import type { Locale } from '../lib/locales.ts';
import type { IslandMessages } from '../lib/i18n.ts';
import { getNamespace } from './i18n.ts';

const made = new Map<string, IslandMessages>();

/**
 * The namespaces an island needs, for its `messages` prop: one object per language and list of
 * namespaces for the life of the process (the translations are bundled), so that an island
 * rendered on the server builds its i18next once, not on every page (islands/shared/i18n.ts).
 */
export function islandMessages(locale: Locale, namespaces: string[] = ['accounts', 'errors']): IslandMessages {
  const key = `${locale}|${namespaces.join(',')}`;
  let messages = made.get(key);
  if (!messages) {
    messages = { locale, resources: Object.fromEntries(namespaces.map((ns) => [ns, getNamespace(locale, ns) ?? {}])) };
    made.set(key, messages);
  }
  return messages;
}
