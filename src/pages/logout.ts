import type { APIRoute } from 'astro';
import { FLASH_COOKIE } from '../lib/flash.ts';
import { isLocale, localizePath } from '../lib/locales.ts';
import { SESSION_COOKIE, isForeignWrite } from '../server/http/session.ts';
import { getRuntime } from '../server/runtime.ts';

/**
 * The header's logout button posts here (a form: the shell needs no JavaScript). Revokes the
 * session's token, clears the cookie and goes to /login with the "logged out" notice.
 */
export const POST: APIRoute = async ({ request, cookies, redirect }) => {
  const { config, services } = await getRuntime();
  if (isForeignWrite(request, config.publicUrl, true)) return new Response('Forbidden', { status: 403 });
  const form = await request.formData().catch(() => null);
  const lang = form?.get('lang');
  const token = cookies.get(SESSION_COOKIE)?.value;
  if (token) await services.auth.logout(token);
  cookies.delete(SESSION_COOKIE, { path: '/' });
  cookies.set(FLASH_COOKIE, 'logout_success', { path: '/', maxAge: 60, sameSite: 'lax' });
  return redirect(localizePath('/login', isLocale(lang) ? lang : 'uz'), 303);
};
