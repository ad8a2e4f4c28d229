import type { Context, MiddlewareHandler } from 'hono';
import { DEFAULT_LOCALE, isLocale, pickLocale, type Locale } from '../../lib/locales.ts';

/** What every API handler can read from the context. */
export interface ApiEnv {
  Bindings: { clientAddress?: string };
  Variables: { locale: Locale };
}

export type ApiContext = Context<ApiEnv>;

/** Language of the response: `lang` query, else Accept-Language, else Uzbek. */
export const resolveLanguage: MiddlewareHandler<ApiEnv> = async (c, next) => {
  const lang = c.req.query('lang');
  c.set('locale', isLocale(lang) ? lang : (pickLocale(c.req.header('accept-language')) ?? DEFAULT_LOCALE));
  await next();
};
