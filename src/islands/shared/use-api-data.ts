import { useCallback, useEffect, useState } from 'react';
import type { Locale } from '../../lib/locales.ts';
import { api } from './api.ts';

export type LoadState<T> = { kind: 'idle' } | { kind: 'loading' } | { kind: 'error' } | { kind: 'ready'; data: T };

/** GETs `path` (null: nothing to load yet) with loading, error and retry. */
export function useApiData<T>(path: string | null, locale: Locale): { state: LoadState<T>; retry(): void } {
  const [state, setState] = useState<LoadState<T>>({ kind: 'idle' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!path) {
      setState({ kind: 'idle' });
      return;
    }
    const controller = new AbortController();
    setState({ kind: 'loading' });
    api<T>(path, { locale, signal: controller.signal }).then(
      (data) => setState({ kind: 'ready', data }),
      (error: unknown) => {
        if (!(error instanceof DOMException && error.name === 'AbortError')) setState({ kind: 'error' });
      },
    );
    return () => controller.abort();
  }, [path, locale, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
