import { useMemo } from 'react';
import { createI18n, type IslandMessages, type TFunction } from '../../lib/i18n.ts';

/** An island's `t` for one namespace of the messages the server passed it as props. */
export function useT(messages: IslandMessages, ns = 'accounts'): TFunction {
  return useMemo(
    () => createI18n(messages.locale, { [messages.locale]: messages.resources }, ns).getFixedT(messages.locale, ns),
    [messages, ns],
  );
}
