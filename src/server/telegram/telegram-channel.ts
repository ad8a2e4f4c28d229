import { isLocale } from '../../lib/locales.ts';
import { readStoredNotice } from '../../lib/notice-data.ts';
import type { DeliveriesRepository, DeliveryRow } from '../deliveries/deliveries.repository.ts';
import type { DeliveryChannel, SendOutcome } from '../deliveries/delivery-worker.ts';
import type { Logger } from '../logger.ts';
import type { BotAnswer, BotApi } from './bot-api.ts';
import type { SendPacing } from './send-pacing.ts';
import type { SocketPresence } from './socket-presence.ts';
import { telegramMessage, type TelegramMessage } from './telegram-messages.ts';
import type { TelegramRepository } from './telegram.repository.ts';

export const TELEGRAM_CHANNEL = 'telegram';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Telegram's answers that mean the chat is gone for good: the person blocked the bot, deleted their account, or the chat no longer exists. */
const isChatGone = (answer: Extract<BotAnswer, { ok: false }>) =>
  answer.errorCode === 403 || (answer.errorCode === 400 && /chat not found|user is deactivated/i.test(answer.description));
/** A photo Telegram could not take (by URL): the text goes instead. */
const isPhotoRefused = (answer: Extract<BotAnswer, { ok: false }>) => answer.errorCode === 400 && /photo|file|url|image|media/i.test(answer.description);

/**
 * The Telegram channel of the outbox (issue 25). Each delivery goes to the user's linked chat in
 * the user's language (`users.locale`), paced by this instance (send-pacing.ts). What Telegram's
 * answer means:
 * - 429: back to the outbox for `retry_after` seconds (and the chat stays quiet that long);
 * - 403 (blocked, or never started) or a chat that no longer exists: the link goes, with what is
 *   still pending for them on Telegram; they keep every notice on the site;
 * - another 400: never (the same message would be refused again);
 * - no answer, 5xx: the worker's backoff.
 * A chat message is told only to someone with no socket open (socket-presence.ts).
 */
export function createTelegramChannel(deps: {
  bot: BotApi;
  telegram: TelegramRepository;
  deliveries: DeliveriesRepository;
  presence: Pick<SocketPresence, 'isOnline'>;
  pacing: SendPacing;
  publicUrl: URL;
  logger: Logger;
}): DeliveryChannel {
  const { bot, telegram, deliveries, presence, pacing, publicUrl, logger } = deps;

  async function paced(chatId: string, method: string, params: Record<string, unknown>): Promise<BotAnswer | { later: number }> {
    const slot = pacing.take(chatId);
    if (slot.status === 'later') return { later: slot.waitMs };
    try {
      if (slot.waitMs > 0) await sleep(slot.waitMs);
      return await bot.call(method, { chat_id: chatId, ...params });
    } finally {
      pacing.answered(chatId);
    }
  }

  async function sendTo(chatId: string, message: TelegramMessage): Promise<BotAnswer | { later: number }> {
    const answer = await paced(chatId, message.method, message.params);
    if ('later' in answer || answer.ok || !message.fallback || !isPhotoRefused(answer)) return answer;
    logger.info({ description: answer.description }, 'telegram: photo refused, sending the alert as text');
    return paced(chatId, message.fallback.method, message.fallback.params);
  }

  return {
    name: TELEGRAM_CHANNEL,
    reachable: (userIds, trx) => telegram.linkedAmong(userIds, trx),

    async send(row: DeliveryRow): Promise<SendOutcome> {
      const recipient = await telegram.recipientOf(row.user_id);
      if (!recipient) return { status: 'drop', reason: 'not linked' };
      if (row.type === 'chat_message' && (await presence.isOnline(row.user_id))) return { status: 'drop', reason: 'online: told on the site' };
      const locale = isLocale(recipient.locale) ? recipient.locale : 'uz';
      const message = telegramMessage(
        { type: row.type, data: readStoredNotice(row.type, row.data)?.data, listingId: row.listing_id, count: row.count },
        locale,
        publicUrl,
      );
      const answer = await sendTo(recipient.chat_id, message);
      if ('later' in answer) return { status: 'retry', error: 'paced: the chat had a message within a second', afterMs: answer.later };
      if (answer.ok) return { status: 'sent' };
      if (answer.errorCode === 429) {
        const afterMs = Math.max(1, answer.retryAfter ?? 1) * 1000;
        pacing.pause(recipient.chat_id, afterMs);
        return { status: 'retry', error: `429: ${answer.description}`, afterMs };
      }
      if (isChatGone(answer)) {
        if (await telegram.unlinkIfChat(row.user_id, recipient.chat_id)) {
          const dropped = await deliveries.dropPending(row.user_id, TELEGRAM_CHANNEL, 'unlinked: Telegram refused the chat');
          logger.info({ user: row.user_id, code: answer.errorCode, dropped }, 'telegram: chat refused, unlinked');
        }
        return { status: 'drop', reason: `${answer.errorCode}: ${answer.description}` };
      }
      if (answer.errorCode === 400) return { status: 'drop', reason: `400: ${answer.description}` };
      return { status: 'retry', error: `${answer.errorCode}: ${answer.description}` };
    },
  };
}
