import { getEntry, type CollectionEntry, type DataEntryMap } from 'astro:content';
import { DEFAULT_LOCALE, type Locale } from '../lib/locales.ts';

/** A page's marketing copy in the given language, falling back to Uzbek. */
export async function getLocalizedCopy<C extends keyof DataEntryMap>(collection: C, locale: Locale): Promise<CollectionEntry<C>> {
  const entry = (await getEntry(collection, locale)) ?? (await getEntry(collection, DEFAULT_LOCALE));
  if (!entry) throw new Error(`No ${String(collection)} copy for ${locale} or ${DEFAULT_LOCALE}`);
  return entry as CollectionEntry<C>;
}
