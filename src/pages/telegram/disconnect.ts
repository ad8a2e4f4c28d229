import type { APIRoute } from 'astro';
import { flashCookie } from '../../server/http/cookies.ts';
import { readTelegramForm } from '../../server/telegram/telegram-page.ts';

/**
 * The profile's "Disconnect" form posts here: the account is unlinked from Telegram, and the
 * browser goes back to the profile's notifications with a notice (303). Without a bot, 404.
 */
export const POST: APIRoute = async (context) => {
  const form = await readTelegramForm(context);
  if (form instanceof Response) return form;
  await form.telegram.service.unlink(form.user.id);
  context.cookies.set(...flashCookie(context.locals.runtime.config.publicUrl, 'telegram_unlinked'));
  return context.redirect(form.profile, 303);
};
