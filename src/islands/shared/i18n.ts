import { useMemo } from 'react';
import { createI18n, type LocaleResources, type TFunction } from '../../lib/i18n.ts';
import type { Locale } from '../../lib/locales.ts';

/**
 * An island's translations: the server passes the namespaces it needs as props, the island
 * builds its own i18next instance from them (no fetch, identical text on server and client).
 */
export interface IslandMessages {
  locale: Locale;
  resources: LocaleResources;
}

export function useT(messages: IslandMessages, ns = 'accounts'): TFunction {
  return useMemo(
    () => createI18n(messages.locale, { [messages.locale]: messages.resources }, ns).getFixedT(messages.locale, ns),
    [messages, ns],
  );
}
