import { timingSafeEqual, createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { TelegramUpdate, telegramRoutes } from '../../lib/schemas/telegram.ts';
import { AppError } from '../errors.ts';
import type { ApiEnv } from '../http/context.ts';
import { apiRouter } from '../http/openapi.ts';
import { requireUser, signedIn } from '../http/session.ts';
import { parseJson } from '../http/validation.ts';
import type { TelegramService } from './telegram.service.ts';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether the presented secret is the webhook's, in time that does not depend on where they differ. */
export function isWebhookSecret(presented: string | undefined, secret: string): boolean {
  return presented !== undefined && timingSafeEqual(digest(presented), digest(secret));
}

/**
 * /api/telegram/… (lib/schemas/telegram.ts). Always declared (the document does not depend on
 * the environment); without a bot every route answers 404, as if it were not there.
 */
export function telegramApi(telegram: TelegramService | null) {
  const enabled: MiddlewareHandler<ApiEnv> = async (_c, next) => {
    if (!telegram) throw new AppError('route_not_found');
    await next();
  };
  const bot = () => telegram!;
  return apiRouter()
    .openapi({ ...telegramRoutes.status, middleware: [enabled, signedIn] }, async (c) => c.json(await bot().status(requireUser(c).user.id), 200))
    .openapi({ ...telegramRoutes.link, middleware: [enabled, signedIn] }, async (c) => c.json(await bot().startLink(requireUser(c).user.id), 201))
    .openapi({ ...telegramRoutes.unlink, middleware: [enabled, signedIn] }, async (c) => {
      const { user } = requireUser(c);
      await bot().unlink(user.id);
      return c.json(await bot().status(user.id), 200);
    })
    .openapi({ ...telegramRoutes.webhook, middleware: [enabled] }, async (c) => {
      // Before the body is read: only Telegram knows the secret given to setWebhook.
      if (!isWebhookSecret(c.req.header('x-telegram-bot-api-secret-token'), bot().settings.webhookSecret)) throw new AppError('telegram_secret_invalid');
      await bot().handleUpdate(await parseJson(c, TelegramUpdate));
      return c.json({ ok: true as const }, 200);
    });
}
