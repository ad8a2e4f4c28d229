import type { APIRoute } from 'astro';
import { isLocale, localizePath } from '../lib/locales.ts';
import { cookieOptions, flashCookie, SESSION_COOKIE } from '../server/http/cookies.ts';
import { readPageForm } from '../server/page-forms.ts';

/**
 * The header's logout button posts here (a form: the shell needs no JavaScript). The accounts
 * service revokes the session's token; the cookie goes and /login shows the "logged out" notice.
 */
export const POST: APIRoute = async ({ request, cookies, redirect, locals }) => {
  const { config, services } = locals.runtime;
  const form = await readPageForm({ request }, config);
  if (form instanceof Response) return form;
  const lang = form?.get('lang');
  const token = cookies.get(SESSION_COOKIE)?.value;
  if (token) await services.auth.logout(token);
  cookies.delete(SESSION_COOKIE, cookieOptions(config.publicUrl));
  cookies.set(...flashCookie(config.publicUrl, 'logout_success'));
  return redirect(localizePath('/login', isLocale(lang) ? lang : 'uz'), 303);
};
