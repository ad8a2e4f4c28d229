import { createHash, randomBytes } from 'node:crypto';
import type { ListingKind, ListingRecord } from '../../lib/listing-kinds.ts';
import { isLocale, type Locale } from '../../lib/locales.ts';
import type { TelegramUpdate } from '../../lib/schemas/telegram.ts';
import type { Clock } from '../clock.ts';
import type { DeliveriesRepository } from '../deliveries/deliveries.repository.ts';
import { localizeError } from '../error-messages.ts';
import { AppError } from '../errors.ts';
import { getT } from '../i18n.ts';
import type { Logger } from '../logger.ts';
import type { BotApi } from './bot-api.ts';
import { TELEGRAM_CHANNEL } from './telegram-channel.ts';
import { parseCallback, shortDate } from './telegram-messages.ts';
import type { TelegramRepository } from './telegram.repository.ts';
import type { TelegramSettings } from './telegram-settings.ts';
import { MINUTE } from '../../lib/time-units.ts';

/** A start link lives 10 minutes; its code is 43 URL-safe characters (Telegram allows 64 of A–Z a–z 0–9 _ -). */
export const TELEGRAM_LINK = { codeTtlMs: 10 * MINUTE, codeBytes: 32 } as const;

const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');

/** What the profile and `GET /api/telegram/link` show. */
export interface TelegramLinkStatus {
  linked: boolean;
  username: string | null;
  bot: string;
}

/**
 * Linking accounts to Telegram chats and what the bot is told (issue 25):
 * - a signed-in user asks for a start link: a one-time code (stored as its SHA-256), valid 10
 *   minutes, in `https://t.me/<bot>?start=<code>`;
 * - `/start <code>` in the bot uses the code once (one conditional UPDATE: parallel starts link
 *   once) and links the chat, moving it from another account that had it;
 * - `/stop` in the bot, or Disconnect in the profile, unlinks, and what was still to be sent there is dropped;
 * - the buttons of a message: "Renew" renews the listing if the chat's account owns it;
 *   "Unsubscribe" stops a saved search's alerts.
 */
export function createTelegramService(deps: {
  settings: TelegramSettings;
  bot: BotApi;
  telegram: TelegramRepository;
  deliveries: DeliveriesRepository;
  renew: (kind: ListingKind, id: number, ownerId: number) => Promise<ListingRecord>;
  /** Switches a saved search's alerts off by its token (the saved-searches service); null for an unknown token. */
  unsubscribe?: ((token: string) => Promise<{ name: string } | null>) | undefined;
  clock: Clock;
  logger: Logger;
}) {
  const { settings, bot, telegram, deliveries, clock, logger } = deps;

  async function reply(chatId: string, text: string): Promise<void> {
    const answer = await bot.call('sendMessage', { chat_id: chatId, text });
    if (!answer.ok) logger.warn({ code: answer.errorCode, description: answer.description }, 'telegram: reply not sent');
  }

  async function answerCallback(id: string, text: string): Promise<void> {
    const answer = await bot.call('answerCallbackQuery', { callback_query_id: id, text, show_alert: false });
    if (!answer.ok) logger.warn({ code: answer.errorCode, description: answer.description }, 'telegram: callback not answered');
  }

  /** The language to answer someone the site does not know yet: Telegram's, when it is one of ours. */
  const languageOf = (code: string | undefined): Locale => {
    const base = code?.split('-')[0]?.toLowerCase();
    return isLocale(base) ? base : 'uz';
  };

  async function unlink(userId: number): Promise<string | undefined> {
    const chatId = await telegram.unlinkUser(userId);
    if (chatId) await deliveries.dropPending(userId, TELEGRAM_CHANNEL, 'unlinked');
    return chatId;
  }

  async function start(chatId: string, code: string, from: { username?: string | undefined; language_code?: string | undefined }): Promise<void> {
    const now = clock().toISOString();
    const linked = /^[A-Za-z0-9_-]{1,64}$/.test(code)
      ? await telegram.transaction(async (trx) => {
          const userId = await telegram.claimCode(hashCode(code), now, trx);
          if (userId === undefined) return null;
          const movedFrom = await telegram.link(userId, chatId, from.username ?? null, now, trx);
          const user = await telegram.siteUserOf(userId, trx);
          return { userId, movedFrom, user };
        })
      : null;
    if (!linked?.user) return reply(chatId, getT(languageOf(from.language_code), 'telegram')('bot_link_invalid'));
    if (linked.movedFrom !== undefined) await deliveries.dropPending(linked.movedFrom, TELEGRAM_CHANNEL, 'unlinked: the chat moved to another account');
    const t = getT(isLocale(linked.user.locale) ? linked.user.locale : 'uz', 'telegram');
    const text = t('bot_linked', { name: linked.user.username });
    await reply(chatId, linked.movedFrom === undefined ? text : `${text}\n\n${t('bot_moved', { name: linked.user.username })}`);
  }

  async function stop(chatId: string, languageCode: string | undefined): Promise<void> {
    const owner = await telegram.ownerOfChat(chatId);
    const userId = await telegram.unlinkChat(chatId);
    if (userId !== undefined) await deliveries.dropPending(userId, TELEGRAM_CHANNEL, 'unlinked: /stop');
    const locale = owner && isLocale(owner.locale) ? owner.locale : languageOf(languageCode);
    await reply(chatId, getT(locale, 'telegram')(userId === undefined ? 'bot_not_linked' : 'bot_stopped'));
  }

  async function callback(query: NonNullable<TelegramUpdate['callback_query']>): Promise<void> {
    const chatId = String(query.message?.chat.id ?? query.from.id);
    const owner = await telegram.ownerOfChat(chatId);
    const locale = owner && isLocale(owner.locale) ? owner.locale : languageOf(query.from.language_code);
    const t = getT(locale, 'telegram');
    const action = parseCallback(query.data);
    if (!owner) return answerCallback(query.id, t('bot_not_linked'));
    if (!action) return answerCallback(query.id, t('action_failed', { reason: localizeError(new AppError('not_found'), locale).detail }));
    try {
      if (action.action === 'renew') {
        // The listing's owner only: the lifecycle's move holds the owner in its write (403 not_owner otherwise).
        const record = await deps.renew(action.kind, action.id, owner.user_id);
        return answerCallback(query.id, t('renewed', { date: shortDate(record.expiresAt) }));
      }
      const done = deps.unsubscribe ? await deps.unsubscribe(action.token) : null;
      if (!done) throw new AppError('not_found');
      return answerCallback(query.id, t('unsubscribed'));
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return answerCallback(query.id, t('action_failed', { reason: localizeError(error, locale).detail }));
    }
  }

  return {
    settings,

    async status(userId: number): Promise<TelegramLinkStatus> {
      const link = await telegram.linkOf(userId);
      return { linked: link !== undefined, username: link?.username ?? null, bot: settings.username };
    },

    /** A one-time start link for the user (their earlier unused one stops working). */
    async startLink(userId: number): Promise<{ url: string; expires_at: string }> {
      const code = randomBytes(TELEGRAM_LINK.codeBytes).toString('base64url');
      const expiresAt = new Date(clock().getTime() + TELEGRAM_LINK.codeTtlMs).toISOString();
      await telegram.addCode(hashCode(code), userId, expiresAt);
      return { url: `https://t.me/${settings.username}?start=${code}`, expires_at: expiresAt };
    },

    /** Unlinks the user's chat (the profile's Disconnect) and tells the chat so. */
    async unlink(userId: number): Promise<void> {
      const chatId = await unlink(userId);
      const user = chatId ? await telegram.siteUserOf(userId) : undefined;
      if (chatId) await reply(chatId, getT(user && isLocale(user.locale) ? user.locale : 'uz', 'telegram')('bot_stopped'));
    },

    /** One update from the webhook. Only private chats are served; anything else is passed over. */
    async handleUpdate(update: TelegramUpdate): Promise<void> {
      if (update.callback_query) return callback(update.callback_query);
      const message = update.message;
      if (!message?.text || message.chat.type !== 'private') return;
      const chatId = String(message.chat.id);
      const [command = '', argument = ''] = message.text.trim().split(/\s+/, 2);
      const name = command.split('@')[0]!.toLowerCase();
      if (name === '/start') {
        if (argument) return start(chatId, argument, message.from ?? {});
        return reply(chatId, getT(languageOf(message.from?.language_code), 'telegram')('bot_welcome'));
      }
      if (name === '/stop') return stop(chatId, message.from?.language_code);
    },

    /** Points Telegram at this site's webhook with the secret (at start; a failure is logged, not fatal). */
    async setWebhook(): Promise<boolean> {
      const answer = await bot.call('setWebhook', {
        url: settings.webhookUrl,
        secret_token: settings.webhookSecret,
        allowed_updates: ['message', 'callback_query'],
      });
      if (!answer.ok)
        logger.warn({ code: answer.errorCode, description: answer.description }, 'telegram: setWebhook failed; the bot will not hear /start until it succeeds');
      return answer.ok;
    },
  };
}

export type TelegramService = ReturnType<typeof createTelegramService>;
