import { useCallback, useEffect, useState } from 'react';
import type { Locale } from '../../lib/locales.ts';
import { api } from './api.ts';

export type LoadState<T> = { kind: 'idle' } | { kind: 'loading' } | { kind: 'error' } | { kind: 'ready'; data: T };

/**
 * GETs `path` (null: nothing to load yet) with loading, error and retry; `select` picks what the
 * island needs from the answer (e.g. `body.districts`).
 */
export function useApiData<Body, T>(path: string | null, locale: Locale, select: (body: Body) => T): { state: LoadState<T>; retry(): void } {
  const [state, setState] = useState<LoadState<T>>({ kind: 'idle' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!path) {
      setState({ kind: 'idle' });
      return;
    }
    const controller = new AbortController();
    setState({ kind: 'loading' });
    api<Body>(path, { locale, signal: controller.signal }).then(
      (body) => setState({ kind: 'ready', data: select(body) }),
      (error: unknown) => {
        if (!(error instanceof DOMException && error.name === 'AbortError')) setState({ kind: 'error' });
      },
    );
    return () => controller.abort();
    // `select` is a pure picker; a new function each render must not refetch.
  }, [path, locale, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
