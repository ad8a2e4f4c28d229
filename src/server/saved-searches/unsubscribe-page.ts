import type { AstroGlobal } from 'astro';
import type { Runtime } from '../runtime.ts';
import { readPageForm } from '../page-forms.ts';

type Page = Pick<AstroGlobal, 'request' | 'url' | 'params' | 'locals' | 'redirect' | 'response' | 'currentLocale'>;

export type UnsubscribePageData = { kind: 'alerting'; name: string } | { kind: 'off'; name: string } | { kind: 'not_found' } | { kind: 'failed' };

/** Tokens are 32 characters of base64url (saved-searches.service.ts); anything else is no token of ours. */
const TOKEN = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * /unsubscribe/{token} (issue 25), each alert's one-click way out, no sign-in: the token is the
 * key. GET only reads (Telegram and mail scanners open links) and offers one "Stop alerts"
 * button; its POST switches the search's alerts off and comes back here (303), which then says
 * they are off. An unknown token is a 404 page.
 */
export async function unsubscribePage(
  page: Page,
  { services, config, logger }: Pick<Runtime, 'services' | 'config' | 'logger'>,
): Promise<UnsubscribePageData | Response> {
  // The token is in the address: no other site learns it (not `no-referrer`: the button's post would then say `Origin: null`, refused as foreign).
  page.response.headers.set('Referrer-Policy', 'same-origin');
  const token = page.params.token ?? '';
  const notFound = () => {
    page.response.status = 404;
    return { kind: 'not_found' } as const;
  };
  if (!TOKEN.test(token)) return notFound();
  const form = await readPageForm(page, config);
  if (form instanceof Response) return form;
  try {
    if (form) {
      if (!(await services.savedSearches.unsubscribe(token))) return notFound();
      return page.redirect(page.url.pathname, 303);
    }
    const search = await services.savedSearches.byToken(token);
    if (!search) return notFound();
    return { kind: search.alerting ? 'alerting' : 'off', name: search.name };
  } catch (error) {
    logger.error({ err: error }, 'unsubscribe page failed');
    page.response.status = 503;
    return { kind: 'failed' };
  }
}
