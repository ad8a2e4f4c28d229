import { STATUS_CODES } from 'node:http';

/**
 * A page answer whose status line says what its status is. Astro keeps the reason phrase of the
 * 200 it started with when a page sets another status (`Astro.response.status = 404` goes out as
 * `404 OK`); this gives it the standard phrase (`404 Not Found`), as the same answer otherwise.
 */
export function withReasonPhrase(response: Response): Response {
  const phrase = STATUS_CODES[response.status];
  if (!phrase || response.statusText === phrase) return response;
  return new Response(response.body, { status: response.status, statusText: phrase, headers: response.headers });
}
