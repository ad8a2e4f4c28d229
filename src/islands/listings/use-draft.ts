import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { ownDraftKey, parseDraft, sameDraft, serializeDraft, type ListingDraft } from '../../lib/listing-draft.ts';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * A listing form's draft in the browser (lib/listing-draft.ts): restored once after hydration
 * (never during it, so the server's HTML and the first render agree), written as the person
 * types, dropped when it matches the form as it came, when it is discarded or when the form is
 * sent. `restored` says a draft was put back, for the notice with its "discard" button.
 */
export function useDraft(key: string, options: { current: ListingDraft; initial: ListingDraft; restore: boolean; apply(fields: ListingDraft): void }) {
  const { current, initial, apply } = options;
  const [restored, setRestored] = useState(false);
  const ready = useRef(false);

  // Once per form, after hydration: `initial` and `restore` are the server's, fixed for the page.
  const restoreDraft = useEffectEvent((key: string) => {
    const stored = options.restore ? parseDraft(storage()?.getItem(key) ?? null, Date.now()) : null;
    if (stored && !sameDraft(stored, initial)) {
      apply(stored);
      setRestored(true);
    }
    ready.current = true;
  });
  useEffect(() => restoreDraft(key), [key]);

  // The draft is saved when one of its fields changes, not when the form object is rebuilt.
  const saveDraft = useEffectEvent((key: string) => {
    if (!ready.current) return;
    if (sameDraft(current, initial)) storage()?.removeItem(key);
    else storage()?.setItem(key, serializeDraft(current, Date.now()));
  });
  const own = ownDraftKey(current);
  useEffect(() => saveDraft(key), [key, current.title, current.description, current.price, current.condition, current.categoryId, current.inStock, own]);

  return {
    restored,
    discard() {
      storage()?.removeItem(key);
      apply(initial);
      setRestored(false);
    },
    clear() {
      ready.current = false;
      storage()?.removeItem(key);
    },
  };
}
