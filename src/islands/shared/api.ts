import type { paths } from '../../lib/api/paths.ts';
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
export async function api<T>(path: string, options: { locale: Locale; method?: string; json?: unknown; form?: FormData; signal?: AbortSignal }): Promise<T> {
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

type Method = 'get' | 'post' | 'put' | 'delete';
type JsonOf<R> = R extends { content: { 'application/json': infer B } } ? B : null;
type Success = 200 | 201 | 204;
/** What an operation of the API's document answers when it succeeds (its 200, 201 or 204). */
export type Answer<O> = O extends { responses: infer R } ? { [S in keyof R & Success]: JsonOf<R[S]> }[keyof R & Success] : never;
type PathParams<O> = O extends { parameters: { path: infer A } } ? A : never;
type QueryOf<O> = O extends { parameters: { query?: infer Q } } ? Exclude<Q, undefined> : never;
type BodyOf<O> = O extends { requestBody?: infer B } ? NonNullable<B> : never;
type Request<O> = { locale: Locale; signal?: AbortSignal } & ([PathParams<O>] extends [never] ? { params?: never } : { params: PathParams<O> }) &
  ([QueryOf<O>] extends [never] ? { query?: never } : { query?: QueryOf<O> }) &
  (BodyOf<O> extends { content: { 'application/json': infer J } } ? { json?: J } : { json?: never }) &
  (BodyOf<O> extends { content: { 'multipart/form-data': unknown } } ? { form?: FormData } : { form?: never });

/**
 * The typed client of the API: a path and method of its OpenAPI document
 * (`src/lib/api/paths.ts`, generated from `/api/openapi.json`), its path parameters, query and
 * body as the document declares them, and the answer typed by it. Paths are written as
 * spec/API.md writes them, with the trailing slash.
 */
export function call<P extends keyof paths, M extends Method & keyof paths[P]>(
  method: M,
  path: P,
  request: Request<paths[P][M]>,
): Promise<Answer<paths[P][M]>> {
  const {
    params = {},
    query,
    json,
    form,
    locale,
    signal,
  } = request as {
    params?: Record<string, string | number>;
    query?: Record<string, unknown>;
    json?: unknown;
    form?: FormData;
    locale: Locale;
    signal?: AbortSignal;
  };
  const search = new URLSearchParams(Object.entries(query ?? {}).flatMap(([name, value]) => (value === undefined ? [] : [[name, String(value)]]))).toString();
  const url = `${String(path).replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params[name])))}/${search ? `?${search}` : ''}`;
  return api(url, { locale, method: method.toUpperCase(), ...(json !== undefined && { json }), ...(form && { form }), ...(signal && { signal }) });
}
