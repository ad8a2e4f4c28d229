import type { Context, MiddlewareHandler } from 'hono';
import type { SessionUser } from '../accounts/account-shapes.ts';
import { DEFAULT_LOCALE, isLocale, pickLocale, type Locale } from '../../lib/locales.ts';

/** What every API handler can read from the context. */
export interface ApiEnv {
  Bindings: { clientAddress?: string };
  Variables: {
    locale: Locale;
    publicUrl: URL;
    /** The client's IP address (X-Forwarded-For only with TRUST_PROXY). */
    ip: string;
    auth: { user: SessionUser; token: string; via: 'header' | 'cookie' } | null;
  };
}

export type ApiContext = Context<ApiEnv>;

/** Language of the response: `lang` query, else Accept-Language, else Uzbek. */
export const resolveLanguage: MiddlewareHandler<ApiEnv> = async (c, next) => {
  const lang = c.req.query('lang');
  c.set('locale', isLocale(lang) ? lang : (pickLocale(c.req.header('accept-language')) ?? DEFAULT_LOCALE));
  await next();
};

export function requestContext(options: { publicUrl: URL; trustProxy: boolean }): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    c.set('publicUrl', options.publicUrl);
    const forwarded = options.trustProxy ? c.req.header('x-forwarded-for')?.split(',')[0]?.trim() : undefined;
    c.set('ip', forwarded || c.env?.clientAddress || 'unknown');
    await next();
  };
}
