import type { IncomingMessage, ServerResponse } from 'node:http';
import { DEFAULT_LOCALE, pickLocale } from '../../lib/locales.ts';
import { getT } from '../i18n.ts';

/**
 * What the Node server does before a request reaches static files, Astro or the API: headers
 * every response carries, and the methods it serves at all.
 */
export const SERVED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
const served = new Set<string>(SERVED_METHODS);

/** Headers on every response. Pages get their Content-Security-Policy from Astro (astro.config.mjs). */
export function baseHeaders(publicUrl: URL): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    ...(publicUrl.protocol === 'https:' && { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' }),
  };
}

/**
 * TRACE, CONNECT and invented methods answer 405 in the API's error format (the web Request
 * that Astro builds cannot even carry TRACE). True when the request was answered here.
 */
export function refuseUnservedMethod(req: IncomingMessage, res: ServerResponse): boolean {
  if (served.has(req.method ?? '')) return false;
  const locale = pickLocale(req.headers['accept-language']) ?? DEFAULT_LOCALE;
  const body = JSON.stringify({ detail: getT(locale, 'errors')('method_not_allowed'), code: 'method_not_allowed' });
  res.writeHead(405, { Allow: SERVED_METHODS.join(', '), 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(body) });
  res.end(req.method === 'HEAD' ? undefined : body);
  return true;
}
