import type { APIContext } from 'astro';
import { isLocale, localizePath } from '../../lib/locales.ts';
import type { SessionUser } from '../accounts/account-shapes.ts';
import { readPageForm } from '../page-forms.ts';
import type { Runtime } from '../runtime.ts';
import type { TelegramLinkStatus } from './telegram.service.ts';

/** What the profile's Telegram part shows (components/telegram/TelegramConnect.astro): null for nothing, else whether the account is linked. */
export type TelegramConnectState = TelegramLinkStatus | null;

/** The profile's Telegram part for a signed-in user (read by the profile's loader, accounts/profile-page.ts): nothing without a configured bot. */
export async function telegramConnectState(services: Pick<Runtime['services'], 'telegram'>, userId: number): Promise<TelegramConnectState> {
  const telegram = services.telegram;
  if (!telegram) return null;
  return telegram.service.status(userId);
}

/**
 * The profile's Telegram forms (`/telegram/connect`, `/telegram/disconnect`), read once: a refused
 * form its answer; without a bot (a form left open from before the bot was removed) the site's
 * 404 page in the form's language; signed out the login page (and back to the profile's
 * notifications, in the form's language); else the bot, the user and the profile's address.
 */
export async function readTelegramForm(
  context: Pick<APIContext, 'request' | 'redirect' | 'rewrite' | 'locals'>,
): Promise<Response | { telegram: NonNullable<Runtime['services']['telegram']>; user: SessionUser; profile: string }> {
  const { config, services } = context.locals.runtime;
  const form = await readPageForm({ request: context.request }, config);
  if (form instanceof Response) return form;
  const lang = form?.get('lang');
  const locale = isLocale(lang) ? lang : 'uz';
  // No route answers this path under the language's prefix, so Astro renders its 404 page there, in that language
  // (status 404); a GET of its own, as the form's body is read.
  if (!services.telegram) {
    return context.rewrite(new Request(new URL(localizePath('/telegram/unavailable', locale), context.request.url), { headers: context.request.headers }));
  }
  const profile = `${localizePath('/myprofile', locale)}#notifications`;
  if (!context.locals.user) return context.redirect(`${localizePath('/login', locale)}?redirect=${encodeURIComponent(profile)}`, 303);
  return { telegram: services.telegram, user: context.locals.user, profile };
}
