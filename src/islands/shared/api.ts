import type { Locale } from '../../lib/locales.ts';

/** An API answer that was not 2xx, in the documented error format (spec/API.md "Errors"). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly detail: string,
    readonly errors: Record<string, string[]> = {},
    readonly retryAfter: number | null = null,
  ) {
    super(detail);
    this.name = 'ApiError';
  }
  /** The first message of each field, as forms show them. */
  get fieldMessages(): Record<string, string> {
    return Object.fromEntries(Object.entries(this.errors).map(([field, messages]) => [field, messages[0] ?? '']));
  }
  /** The first message to show: a field's message if there is one, else the detail. */
  get firstMessage(): string {
    return Object.values(this.errors)[0]?.[0] ?? this.detail;
  }
}

/** The request never got an answer (offline, server down). */
export class NetworkError extends Error {
  constructor() {
    super('network');
    this.name = 'NetworkError';
  }
}

/**
 * Same-origin calls to /api with the session cookie; messages come back in `locale`.
 * JSON bodies as `json`, multipart as `form`.
 */
export async function api<T>(
  path: string,
  options: { locale: Locale; method?: string; json?: unknown; form?: FormData; signal?: AbortSignal },
): Promise<T> {
  const url = `${path}${path.includes('?') ? '&' : '?'}lang=${options.locale}`;
  const init: RequestInit = { method: options.method ?? (options.json !== undefined || options.form ? 'POST' : 'GET'), credentials: 'same-origin' };
  if (options.json !== undefined) {
    init.headers = { 'Content-Type': 'application/json' };
    init.body = JSON.stringify(options.json);
  } else if (options.form) {
    init.body = options.form;
  }
  if (options.signal) init.signal = options.signal;
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new NetworkError();
  }
  const body = (await response.json().catch(() => null)) as (T & { detail?: string; code?: string; errors?: Record<string, string[]> }) | null;
  if (!response.ok) {
    const retryAfter = Number(response.headers.get('retry-after'));
    throw new ApiError(
      response.status,
      body?.code ?? 'unknown_error',
      body?.detail ?? '',
      body?.errors ?? {},
      Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null,
    );
  }
  return body as T;
}
