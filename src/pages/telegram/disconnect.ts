import type { APIRoute } from 'astro';
import { isLocale, localizePath } from '../../lib/locales.ts';
import { flashCookie } from '../../server/http/cookies.ts';
import { readPageForm } from '../../server/page-forms.ts';

/**
 * The profile's "Disconnect" form posts here: the account is unlinked from Telegram, and the
 * browser goes back to the profile's notifications with a notice (303). Without a bot, 404.
 */
export const POST: APIRoute = async ({ request, redirect, cookies, locals }) => {
  const { config, services } = locals.runtime;
  if (!services.telegram) return new Response('Not Found', { status: 404 });
  const form = await readPageForm({ request }, config);
  if (form instanceof Response) return form;
  const lang = form?.get('lang');
  const locale = isLocale(lang) ? lang : 'uz';
  const profile = `${localizePath('/myprofile', locale)}#notifications`;
  if (!locals.user) return redirect(`${localizePath('/login', locale)}?redirect=${encodeURIComponent(profile)}`, 303);
  await services.telegram.service.unlink(locals.user.id);
  cookies.set(...flashCookie(config.publicUrl, 'telegram_unlinked'));
  return redirect(profile, 303);
};
