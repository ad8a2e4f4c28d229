import { useMemo } from 'react';
import { translator, type IslandMessages, type TFunction } from '../../lib/i18n.ts';

/** Each messages object's `t` by namespace: on the server the objects live as long as the process (server/island-messages.ts), in the browser as long as the page. */
const made = new WeakMap<IslandMessages, Map<string, TFunction>>();

/** An island's `t` for one namespace of the messages the server passed it as props. */
export function useT(messages: IslandMessages, ns = 'accounts'): TFunction {
  return useMemo(() => {
    let byNamespace = made.get(messages);
    if (!byNamespace) made.set(messages, (byNamespace = new Map()));
    let t = byNamespace.get(ns);
    if (!t) {
      t = translator(messages.locale, messages.resources[ns] ?? {});
      byNamespace.set(ns, t);
    }
    return t;
  }, [messages, ns]);
}
