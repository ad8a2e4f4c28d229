import type { SessionUser } from '../accounts/account-shapes.ts';
import type { Runtime } from '../runtime.ts';
import type { TelegramLinkStatus } from './telegram.service.ts';

/**
 * What the profile's Telegram part shows (components/telegram/TelegramConnect.astro): nothing
 * without a configured bot or a signed-in user, else whether the account is linked.
 */
export async function telegramConnectState(locals: { user: SessionUser | null; runtime: Pick<Runtime, 'services'> }): Promise<TelegramLinkStatus | null> {
  const telegram = locals.runtime.services.telegram;
  if (!telegram || !locals.user) return null;
  return telegram.service.status(locals.user.id);
}
