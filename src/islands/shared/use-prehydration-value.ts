import { useEffect, useEffectEvent, useRef } from 'react';

/**
 * On a slow phone people start typing before the island has hydrated. React would then reset
 * the field to its initial state; instead, the typed text becomes the state.
 */
export function usePrehydrationValue<Field extends HTMLInputElement | HTMLTextAreaElement = HTMLInputElement>(
  value: string,
  setValue: (typed: string) => void,
) {
  const ref = useRef<Field>(null);
  const adoptTyped = useEffectEvent(() => {
    const typed = ref.current?.value;
    if (typed && typed !== value) setValue(typed);
  });
  // Once, right after hydration.
  useEffect(() => adoptTyped(), []);
  return ref;
}
