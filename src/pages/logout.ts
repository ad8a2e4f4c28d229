import type { APIRoute } from 'astro';
import { isLocale, localizePath } from '../lib/locales.ts';
import { cookieOptions, flashCookie, SESSION_COOKIE } from '../server/http/cookies.ts';
import { isForeignWrite } from '../server/http/session.ts';
import { getRuntime } from '../server/runtime.ts';

/**
 * The header's logout button posts here (a form: the shell needs no JavaScript). The accounts
 * service revokes the session's token; the cookie goes and /login shows the "logged out" notice.
 */
export const POST: APIRoute = async ({ request, cookies, redirect }) => {
  const { config, services } = await getRuntime();
  if (isForeignWrite(request, config.publicUrl, true)) return new Response('Forbidden', { status: 403 });
  const form = await request.formData().catch(() => null);
  const lang = form?.get('lang');
  const token = cookies.get(SESSION_COOKIE)?.value;
  if (token) await services.auth.logout(token);
  cookies.delete(SESSION_COOKIE, cookieOptions(config.publicUrl));
  cookies.set(...flashCookie(config.publicUrl, 'logout_success'));
  return redirect(localizePath('/login', isLocale(lang) ? lang : 'uz'), 303);
};
