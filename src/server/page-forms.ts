import type { AstroGlobal } from 'astro';
import type { FlashKey } from '../lib/flash.ts';
import { FLOW_COOKIE_MAX_AGE_S, serializeFlow, type PhoneFlow } from '../lib/phone-flow.ts';
import type { RequestMeta } from './accounts/verification.service.ts';
import type { Config } from './config.ts';
import { AppError } from './errors.ts';
import { JSON_BODY_LIMIT_BYTES, readBody } from './http/body.ts';
import { clientAddress, rateLimitSubject } from './http/client-address.ts';
import { cookieOptions, flashCookie, SESSION_COOKIE, sessionCookieOf, sessionCookieOptions } from './http/cookies.ts';
import { FORM_CONTENT_TYPE } from './http/multipart.ts';
import { isForeignWrite } from './http/session.ts';
import { pageContext } from './page-context.ts';

type Page = Pick<AstroGlobal, 'request' | 'locals' | 'clientAddress' | 'cookies' | 'currentLocale' | 'url'>;

/**
 * Why a post to a page is refused before its body is read, if it is: 403 when it comes from
 * another site, 415 when it is not a form. Null when it may be read.
 */
export function refusedPagePost(request: Request, config: Config): Response | null {
  // The API's check: a form that carries the session cookie is authenticated by it, and must prove it comes from this site.
  if (isForeignWrite(request, config.publicUrl, sessionCookieOf(request.headers.get('cookie')) !== null)) return new Response('Forbidden', { status: 403 });
  if (!FORM_CONTENT_TYPE.test(request.headers.get('content-type') ?? '')) return new Response('Unsupported Media Type', { status: 415 });
  return null;
}

/**
 * The form a page was posted without files (null for other methods): refused as
 * `refusedPagePost` says, with 413 past 64 KB. Forms with files are read by page-uploads.ts.
 */
export async function readPageForm(page: Pick<Page, 'request'>, config: Config): Promise<FormData | Response | null> {
  const { request } = page;
  if (request.method !== 'POST') return null;
  const refused = refusedPagePost(request, config);
  if (refused) return refused;
  try {
    const bytes = await readBody(request, JSON_BODY_LIMIT_BYTES);
    return await new Response(bytes, { headers: { 'content-type': request.headers.get('content-type')! } }).formData();
  } catch (error) {
    if (error instanceof AppError && error.status === 413) return new Response('Payload Too Large', { status: 413 });
    return new Response('Bad Request', { status: 400 });
  }
}

/** What rate limits count for a page's form (the same address rules as the API) and its language. */
export function pageRequestMeta(page: Page, config: Config): RequestMeta {
  const socket = page.locals.socketAddress ?? page.clientAddress;
  const address = clientAddress(page.request.headers.get('x-forwarded-for'), socket, config.TRUST_PROXY);
  return { ip: rateLimitSubject(address), locale: pageContext(page).locale };
}

/**
 * After a form signed someone in: the HttpOnly session cookie, the notice for the next page,
 * the finished flow's cookie gone, and a 303 to where they were going.
 */
export function signInAndGo(
  page: Page & Pick<AstroGlobal, 'redirect'>,
  config: Config,
  outcome: { token: string; flash: FlashKey; target: string; flowCookie?: string },
): Response {
  page.cookies.set(SESSION_COOKIE, outcome.token, sessionCookieOptions(config.publicUrl));
  page.cookies.set(...flashCookie(config.publicUrl, outcome.flash));
  if (outcome.flowCookie) keepPhoneFlow(page, config, outcome.flowCookie, null);
  return page.redirect(outcome.target, 303);
}

/** Keeps a phone flow for the next request (the islands write the same cookie as they go). */
export function keepPhoneFlow(page: Page, config: Config, name: string, flow: PhoneFlow | null): void {
  if (flow === null) page.cookies.delete(name, cookieOptions(config.publicUrl, { httpOnly: false }));
  else page.cookies.set(name, serializeFlow(flow), cookieOptions(config.publicUrl, { httpOnly: false, maxAge: FLOW_COOKIE_MAX_AGE_S }));
}
