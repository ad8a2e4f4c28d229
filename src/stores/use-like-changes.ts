import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { LikedField } from '../lib/listing-kinds.ts';
import { $userInfo } from './user-info.ts';

/**
 * Whether the signed-in user likes listing `id` as the stored login info says, followed live:
 * `onChange(liked)` runs when it changes after the first render (a like in another tab of the
 * site: the store is shared through localStorage), never for what it said at load (the page's
 * server-rendered state wins over what this browser last remembered), nor when the user signs in
or out elsewhere.
 */
// React's own store hook, not @nanostores/react's useStore: its key-listening code is 0.4 KB gzipped of every detail page (DESIGN.md's budget).
const subscribe = (changed: () => void) => $userInfo.listen(changed);
const current = () => $userInfo.get();

export function useLikeChanges(field: LikedField, id: number, onChange: (liked: boolean) => void): void {
  const stored = useSyncExternalStore(subscribe, current, current);
  const liked = stored ? (stored[field] ?? []).some((each) => each.id === id) : null;
  const seen = useRef(liked);
  useEffect(() => {
    const before = seen.current;
    seen.current = liked;
    // A sign-in or sign-out in another tab brings or takes the whole list: not a like.
    if (liked === null || before === null || liked === before) return;
    onChange(liked);
  }, [liked, onChange]);
}
