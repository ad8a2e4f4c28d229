import type { RouteConfig } from '@hono/zod-openapi';
import { z } from 'zod';
import { errorAnswers, jsonAnswer, jsonBody, SIGNED_IN } from './contract.ts';

/** Telegram in the API (issue 25): linking one's account to a chat with the site's bot, and the bot's webhook. */

export const TelegramLinkStatus = z
  .object({
    linked: z.boolean(),
    username: z.string().nullable().meta({ description: 'The linked chat’s Telegram username (without @), when it has one.' }),
    bot: z.string().meta({ description: 'The site’s bot (without @).' }),
  })
  .meta({ id: 'TelegramLinkStatus', description: 'Whether the signed-in user’s account is linked to a Telegram chat.' });

export const TelegramStartLink = z
  .object({
    url: z.string().meta({
      description: '`https://t.me/<bot>?start=<code>`: opening it and pressing Start in the bot links the account. The code is used once.',
      example: 'https://t.me/bozor_bot?start=Zq3…',
    }),
    expires_at: z.string().meta({ description: 'When the link stops working (10 minutes), ISO 8601 UTC.' }),
  })
  .meta({ id: 'TelegramStartLink' });

const TelegramUser = z.looseObject({ id: z.number().int(), username: z.string().optional(), language_code: z.string().optional() });
const TelegramChat = z.looseObject({ id: z.number().int(), type: z.string() });

/** An update as Telegram posts it; only what the bot reads is named, the rest passes. */
export const TelegramUpdate = z.looseObject({
  update_id: z.number().int(),
  message: z.looseObject({ message_id: z.number().int(), from: TelegramUser.optional(), chat: TelegramChat, text: z.string().optional() }).optional(),
  callback_query: z
    .looseObject({ id: z.string(), from: TelegramUser, message: z.looseObject({ chat: TelegramChat }).optional(), data: z.string().optional() })
    .optional(),
});
export type TelegramUpdate = z.infer<typeof TelegramUpdate>;

const WebhookAnswer = z.object({ ok: z.literal(true) }).meta({ id: 'TelegramWebhookAnswer' });

const HIDDEN = 'Without a configured bot (TELEGRAM_BOT_TOKEN, TELEGRAM_BOT_USERNAME) every Telegram route answers 404 `route_not_found`.';

export const telegramRoutes = {
  status: {
    method: 'get',
    path: '/telegram/link',
    tags: ['Telegram'],
    summary: 'Whether the signed-in user’s account is linked to Telegram',
    description: HIDDEN,
    security: SIGNED_IN,
    responses: { 200: jsonAnswer(TelegramLinkStatus, 'The link.'), ...errorAnswers(401, 404) },
  },
  link: {
    method: 'post',
    path: '/telegram/link',
    tags: ['Telegram'],
    summary: 'A one-time start link that links the account to the Telegram chat that presses Start',
    description: `Valid 10 minutes, used once; asking again makes the earlier link stop working. A chat linked to another account moves to this one. ${HIDDEN}`,
    security: SIGNED_IN,
    responses: { 201: jsonAnswer(TelegramStartLink, 'The link to open.'), ...errorAnswers(401, 403, 404) },
  },
  unlink: {
    method: 'delete',
    path: '/telegram/link',
    tags: ['Telegram'],
    summary: 'Unlink the account from Telegram',
    description: `Notices stop going there (those still waiting are dropped); the chat is told. Idempotent. ${HIDDEN}`,
    security: SIGNED_IN,
    responses: { 200: jsonAnswer(TelegramLinkStatus, 'The link, now none.'), ...errorAnswers(401, 403, 404) },
  },
  webhook: {
    method: 'post',
    path: '/telegram/webhook',
    tags: ['Telegram'],
    summary: 'Updates from Telegram (the bot’s webhook)',
    description: `For Telegram only: refused with 401 \`telegram_secret_invalid\` unless \`X-Telegram-Bot-Api-Secret-Token\` is the secret given to setWebhook. Handles \`/start <code>\` (links), \`/stop\` (unlinks) and the messages’ buttons (renew a listing, unsubscribe from a saved search). ${HIDDEN}`,
    request: {
      headers: z.object({ 'x-telegram-bot-api-secret-token': z.string().optional().meta({ description: 'The webhook’s secret token.' }) }),
      body: jsonBody(TelegramUpdate, 'A Telegram Update.'),
    },
    responses: { 200: jsonAnswer(WebhookAnswer, 'Taken.'), ...errorAnswers(400, 401, 404, 413, 415) },
  },
} as const satisfies Record<string, RouteConfig>;
