import type { Kysely } from 'kysely';
import type { ListingKind, ListingRecord } from '../../lib/listing-kinds.ts';
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { DB } from '../db/schema.ts';
import type { DeliveriesRepository } from '../deliveries/deliveries.repository.ts';
import type { Logger } from '../logger.ts';
import { createBotApi } from './bot-api.ts';
import { createSendPacing } from './send-pacing.ts';
import { createSocketPresence } from './socket-presence.ts';
import { createTelegramChannel } from './telegram-channel.ts';
import { telegramSettings } from './telegram-settings.ts';
import { createTelegramRepository } from './telegram.repository.ts';
import { createTelegramService } from './telegram.service.ts';

/**
 * Telegram, when the bot is configured (TELEGRAM_BOT_TOKEN and TELEGRAM_BOT_USERNAME), else null:
 * the linking and webhook service, the outbox's channel, and the socket presence it asks before
 * telling of a chat message.
 */
export function createTelegram(deps: {
  config: Config;
  db: Kysely<DB>;
  deliveries: DeliveriesRepository;
  renew: (kind: ListingKind, id: number, ownerId: number) => Promise<ListingRecord>;
  unsubscribe?: ((token: string) => Promise<{ name: string } | null>) | undefined;
  clock: Clock;
  logger: Logger;
}) {
  const settings = telegramSettings(deps.config);
  if (!settings) return null;
  const { db, deliveries, clock } = deps;
  const logger = deps.logger.child({ module: 'telegram' });
  const bot = createBotApi({ apiUrl: settings.apiUrl, token: settings.token });
  const telegram = createTelegramRepository(db);
  const presence = createSocketPresence({ telegram, clock, logger });
  const channel = createTelegramChannel({ bot, telegram, deliveries, presence, pacing: createSendPacing(), publicUrl: deps.config.publicUrl, logger });
  const service = createTelegramService({ settings, bot, telegram, deliveries, renew: deps.renew, unsubscribe: deps.unsubscribe, clock, logger });
  return { settings, service, channel, presence };
}

export type Telegram = NonNullable<ReturnType<typeof createTelegram>>;
