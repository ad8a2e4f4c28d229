import { useEffect, useRef } from 'react';

/**
 * On a slow phone people start typing before the island has hydrated. React would then reset
 * the field to its initial state; instead, the typed text becomes the state.
 */
export function usePrehydrationValue<Field extends HTMLInputElement | HTMLTextAreaElement = HTMLInputElement>(
  value: string,
  setValue: (typed: string) => void,
) {
  const ref = useRef<Field>(null);
  useEffect(() => {
    const typed = ref.current?.value;
    if (typed && typed !== value) setValue(typed);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, right after hydration
  }, []);
  return ref;
}
