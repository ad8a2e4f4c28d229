import type { APIRoute } from 'astro';
import { readTelegramForm } from '../../server/telegram/telegram-page.ts';

/**
 * The profile's "Connect Telegram" form posts here (components/telegram/TelegramConnect.astro):
 * a one-time start link is made for the signed-in user and the browser goes to the bot (303).
 * Without a bot there is nothing here (404); signed out, the login page.
 */
export const POST: APIRoute = async (context) => {
  const form = await readTelegramForm(context);
  if (form instanceof Response) return form;
  const { url } = await form.telegram.service.startLink(form.user.id);
  return context.redirect(url, 303);
};
