import type { RouteConfig } from '@hono/zod-openapi';
import { z } from 'zod';
import { NOTICE_TOPICS } from '../notice-kinds.ts';
import { errorAnswers, jsonAnswer, jsonBody, SIGNED_IN } from './contract.ts';

/** The notice centre in the API (issue 25): one's notices, how many are unread, marking them read. */
export const NOTICES_PAGE_SIZE = 20;

export const Notice = z
  .object({
    id: z.number().int(),
    type: z.string().meta({
      description:
        '`listing_expiring`, `listing_expired`, `duplicate_listing`, `moderation_decision`, `report_outcome`, `review_due`, `review_received`, `listing_comment` (on one’s listing), `comment_reply` (to one’s comment), `chat_message` (a chat’s new messages, grouped), `listing_likes` (a listing’s new likes, grouped), `saved_search`; more kinds may come.',
    }),
    text: z.string().meta({ description: 'What it says, in the request’s language.' }),
    path: z.string().nullable().meta({ description: 'The site path it opens (without a language prefix), or null.' }),
    listing_id: z.number().int().nullable(),
    data: z.record(z.string(), z.unknown()).meta({ description: 'What the notice carries beyond its type (its kind’s own fields).' }),
    count: z
      .number()
      .int()
      .meta({ description: 'How many events it stands for: a grouped kind (`chat_message`, `listing_likes`) told again while unread counts up; 1 otherwise.' }),
    created_at: z.string().meta({ description: 'ISO 8601, UTC.' }),
    read_at: z.string().nullable(),
  })
  .meta({ id: 'Notice', description: 'Something the user is told.' });
export type Notice = z.infer<typeof Notice>;

export const NoticesQuery = z.object({
  page: z.coerce.number({ error: 'page_invalid' }).int('page_invalid').min(1, 'page_invalid').max(1000, 'page_invalid').default(1),
});

export const MarkReadBody = z
  .object({
    ids: z
      .array(z.number({ error: 'field_invalid' }).int('field_invalid').positive('field_invalid'), { error: 'field_invalid' })
      .max(100, 'field_invalid')
      .optional()
      .meta({ description: 'These notices (one’s own; at most 100).' }),
    all: z.literal(true, { error: 'field_invalid' }).optional().meta({ description: 'Every notice.' }),
  })
  .refine((body) => (body.ids === undefined) !== (body.all === undefined), { path: ['ids'], message: 'field_required' });

/** One topic's switches: on the site (the bell) and in Telegram. */
export const NoticeTopicSetting = z
  .object({
    topic: z.enum(NOTICE_TOPICS).meta({
      description:
        'What the notices are about: `messages` (chat), `comments` (comments and replies), `likes` (on one’s listings), `listings` (expiring, expired), `reviews` (due, received), `saved_searches`, `moderation` (decisions, reports’ outcomes).',
    }),
    inapp: z.boolean().meta({ description: 'Told on the site (the bell, /notifications).' }),
    telegram: z.boolean().meta({ description: 'Told in Telegram, once the account is linked.' }),
  })
  .meta({ id: 'NoticeTopicSetting' });
export type NoticeTopicSetting = z.infer<typeof NoticeTopicSetting>;

export const NoticeSettings = z
  .object({
    topics: z.array(NoticeTopicSetting).meta({ description: 'Every topic, in a fixed order.' }),
    telegram_available: z
      .boolean()
      .meta({ description: 'Whether this site has a Telegram bot (without one, the `telegram` switches keep their value but nothing is sent there).' }),
  })
  .meta({ id: 'NoticeSettings', description: 'What the signed-in user is told about, and where.' });
export type NoticeSettings = z.infer<typeof NoticeSettings>;

/** A change of switches: the topics named, and of each the channels named; the others stay as they are. */
export const NoticeSettingsBody = z.object({
  topics: z
    .array(
      z.object(
        {
          topic: z.enum(NOTICE_TOPICS, { error: 'field_invalid' }),
          inapp: z.boolean({ error: 'field_invalid' }).optional(),
          telegram: z.boolean({ error: 'field_invalid' }).optional(),
        },
        { error: 'field_invalid' },
      ),
      { error: 'field_required' },
    )
    .max(NOTICE_TOPICS.length, 'field_invalid')
    .refine((topics) => new Set(topics.map((each) => each.topic)).size === topics.length, 'field_invalid')
    .meta({ description: 'Each topic at most once; a channel left out keeps its value.' }),
});
export type NoticeSettingsBody = z.infer<typeof NoticeSettingsBody>;

const Unread = z.object({ unread: z.number().int().meta({ description: 'How many notices are unread now.' }) }).meta({ id: 'NoticesUnread' });

export const noticeRoutes = {
  list: {
    method: 'get',
    path: '/notices',
    tags: ['Notices'],
    summary: 'The signed-in user’s notices, newest first',
    description: `${NOTICES_PAGE_SIZE} a page, with how many are unread.`,
    security: SIGNED_IN,
    request: { query: NoticesQuery },
    responses: {
      200: jsonAnswer(
        z.object({ count: z.number().int(), unread: z.number().int(), results: z.array(Notice) }).meta({ id: 'NoticesPage' }),
        'A page of notices.',
      ),
      ...errorAnswers(400, 401),
    },
  },
  unread: {
    method: 'get',
    path: '/notices/unread',
    tags: ['Notices'],
    summary: 'How many of the signed-in user’s notices are unread',
    security: SIGNED_IN,
    responses: { 200: jsonAnswer(Unread, 'The count.'), ...errorAnswers(401) },
  },
  read: {
    method: 'post',
    path: '/notices/read',
    tags: ['Notices'],
    summary: 'Mark notices read: some (`ids`) or all (`all: true`)',
    description: 'Only one’s own notices change; ids of others’ are passed over. Idempotent.',
    security: SIGNED_IN,
    request: { body: jsonBody(MarkReadBody, 'Which.') },
    responses: { 200: jsonAnswer(Unread, 'How many are unread after.'), ...errorAnswers(400, 401) },
  },
  settings: {
    method: 'get',
    path: '/notices/settings',
    tags: ['Notices'],
    summary: 'What the signed-in user is told about, and where',
    security: SIGNED_IN,
    responses: { 200: jsonAnswer(NoticeSettings, 'Every topic’s switches.'), ...errorAnswers(401) },
  },
  saveSettings: {
    method: 'put',
    path: '/notices/settings',
    tags: ['Notices'],
    summary: 'Switch topics on or off per channel',
    description: 'Only the topics and channels named change. Idempotent; requests at once leave each switch as one of them set it.',
    security: SIGNED_IN,
    request: { body: jsonBody(NoticeSettingsBody, 'The switches to set.') },
    responses: { 200: jsonAnswer(NoticeSettings, 'The switches after.'), ...errorAnswers(400, 401, 403, 413, 415) },
  },
} as const satisfies Record<string, RouteConfig>;
