import type { APIRoute } from 'astro';
import { isLocale, localizePath } from '../../lib/locales.ts';
import { readPageForm } from '../../server/page-forms.ts';

/**
 * The profile's "Connect Telegram" form posts here (components/telegram/TelegramConnect.astro):
 * a one-time start link is made for the signed-in user and the browser goes to the bot (303).
 * Without a bot there is nothing here (404); signed out, the login page.
 */
export const POST: APIRoute = async ({ request, redirect, locals }) => {
  const { config, services } = locals.runtime;
  if (!services.telegram) return new Response('Not Found', { status: 404 });
  const form = await readPageForm({ request }, config);
  if (form instanceof Response) return form;
  const lang = form?.get('lang');
  const locale = isLocale(lang) ? lang : 'uz';
  if (!locals.user) return redirect(`${localizePath('/login', locale)}?redirect=${encodeURIComponent(`${localizePath('/myprofile', locale)}#notifications`)}`, 303);
  const { url } = await services.telegram.service.startLink(locals.user.id);
  return redirect(url, 303);
};
