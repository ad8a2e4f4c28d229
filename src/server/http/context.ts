import type { Context, MiddlewareHandler } from 'hono';
import type { SessionUser } from '../accounts/account-shapes.ts';
import { clientAddress, rateLimitSubject } from './client-address.ts';
import type { UploadPass } from './upload-gate.ts';
import { DEFAULT_LOCALE, isLocale, pickLocale, type Locale } from '../../lib/locales.ts';

/** What every API handler can read from the context. */
export interface ApiEnv {
  Bindings: { clientAddress?: string };
  Variables: {
    locale: Locale;
    publicUrl: URL;
    /**
     * The client's address as per-address limits count it: IPv4 as is, IPv6 by its /64;
     * behind TRUST_PROXY hops, the address the outermost proxy saw (http/client-address.ts).
     */
    ip: string;
    auth: { user: SessionUser; token: string; via: 'header' | 'cookie' } | null;
    /** An upload let in by `admitUpload` (http/validation.ts): its temporary directory, removed after the answer. */
    upload: UploadPass | undefined;
    /** The cache tags of a cacheable answer, named by its handler (http/answer-cache.ts). */
    answerTags: string[] | undefined;
  };
}

export type ApiContext = Context<ApiEnv>;

/** Language of the response: `lang` query, else Accept-Language, else Uzbek. */
export const resolveLanguage: MiddlewareHandler<ApiEnv> = async (c, next) => {
  const lang = c.req.query('lang');
  c.set('locale', isLocale(lang) ? lang : (pickLocale(c.req.header('accept-language')) ?? DEFAULT_LOCALE));
  await next();
};

export function requestContext(options: { publicUrl: URL; trustedProxies: number }): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    c.set('publicUrl', options.publicUrl);
    c.set('ip', rateLimitSubject(clientAddress(c.req.header('x-forwarded-for'), c.env?.clientAddress, options.trustedProxies)));
    await next();
  };
}
