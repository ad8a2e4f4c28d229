import type { Locale } from '../lib/locales.ts';
import type { IslandMessages } from '../lib/i18n.ts';
import { getNamespace } from './i18n.ts';

/** The namespaces an island needs, for its `messages` prop. */
export function islandMessages(locale: Locale, namespaces: string[] = ['accounts', 'errors']): IslandMessages {
  return { locale, resources: Object.fromEntries(namespaces.map((ns) => [ns, getNamespace(locale, ns) ?? {}])) };
}
