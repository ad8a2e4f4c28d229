import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import type { Locale } from '../../lib/locales.ts';
import { api } from './api.ts';

export type LoadState<T> = { kind: 'idle' } | { kind: 'loading' } | { kind: 'error' } | { kind: 'ready'; data: T };

/**
 * GETs `path` (null: nothing to load yet) with loading, error and retry; `select` picks what the
 * island needs from the answer (e.g. `body.districts`). `preloaded` is what the server already
 * rendered for one path: used as is, without a request or a loading flash.
 */
export function useApiData<Body, T>(
  path: string | null,
  locale: Locale,
  select: (body: Body) => T,
  preloaded?: { path: string; data: T } | null,
): { state: LoadState<T>; retry(): void } {
  const fromServer = preloaded && preloaded.path === path ? preloaded.data : undefined;
  const [state, setState] = useState<LoadState<T>>(fromServer === undefined ? { kind: 'idle' } : { kind: 'ready', data: fromServer });
  const [attempt, setAttempt] = useState(0);
  const cache = useRef(new Map<string, T>(preloaded ? [[preloaded.path, preloaded.data]] : []));
  // `select` is a pure picker: a new function each render must not refetch.
  const pick = useEffectEvent(select);
  useEffect(() => {
    if (!path) {
      setState({ kind: 'idle' });
      return;
    }
    const known = cache.current.get(path); // errors are never cached, so a retry asks again
    if (known !== undefined) {
      setState({ kind: 'ready', data: known });
      return;
    }
    const controller = new AbortController();
    setState({ kind: 'loading' });
    api<Body>(path, { locale, signal: controller.signal }).then(
      (body) => {
        const data = pick(body);
        cache.current.set(path, data);
        setState({ kind: 'ready', data });
      },
      (error: unknown) => {
        if (!(error instanceof DOMException && error.name === 'AbortError')) setState({ kind: 'error' });
      },
    );
    return () => controller.abort();
  }, [path, locale, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
