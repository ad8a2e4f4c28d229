import type { RouteConfig } from '@hono/zod-openapi';
import { LISTING_KIND_NAMES } from '../listing-kinds.ts';
import { z } from 'zod';
import { errorAnswers, formBody, IdParam, jsonAnswer, jsonBody, SIGNED_IN } from './contract.ts';
import { LISTING_STATUSES } from '../listing-states.ts';
import { id } from './listings.ts';
import { Rating, UserRef } from './shapes.ts';

/** Requests of the chats API and frames of the chat socket (spec/API.md "Chats"); the service cleans and measures the text. */

export const CreateChatBody = z.object({
  name: z.string().max(200, 'field_too_long').optional(),
  participants: z.array(id('field_required'), { error: 'field_invalid' }).max(2, 'field_invalid').optional(),
  listing_kind: z.enum(LISTING_KIND_NAMES, { error: 'field_invalid' }).optional(),
  listing_id: id('field_required').optional(),
});
export type CreateChatInput = z.output<typeof CreateChatBody>;

/** Text of a message; the upper bound here only stops absurd bodies, the service counts characters. */
const content = z.string({ error: 'field_invalid' }).max(40_000, 'message_too_long');

export const SendMessageBody = z.object({ content: content.optional(), message: content.optional() });

export const OpenChatQuery = z.object({
  before: id('field_invalid').optional(),
  after: id('field_invalid').optional(),
});

/** Frames a client sends on `/ws/chat/{id}/`. */
export const ChatClientFrame = z.discriminatedUnion('type', [
  z.object({ type: z.literal('authenticate'), token: z.string().min(1).max(200) }),
  z.object({
    type: z.literal('chat_message'),
    message: content.optional(),
    content: content.optional(),
    file: z.object({ url: z.string().max(500), type: z.string().max(20).optional() }).nullish(),
  }),
  z.object({ type: z.literal('ping') }),
  /** The person sees the room: what arrived in it is read. */
  z.object({ type: z.literal('read') }),
]);
export type ChatClientFrameInput = z.output<typeof ChatClientFrame>;

/* Answers of the chats API (spec/API.md "Shapes", README "The API beyond spec/API.md"): the server's shapes and, as their `z.infer` types, the islands'. */

const timestamp = z.string().meta({ description: 'ISO 8601, UTC.', example: '2026-11-25T07:30:00.000Z' });

export const ChatFileType = z
  .enum(['image', 'audio', 'video', 'file'])
  .meta({ id: 'ChatFileType', description: 'What a message’s file is: a re-encoded picture, audio, video, or another file.' });

export const ChatSender = z.object({ id: z.number().int(), username: z.string() }).meta({ id: 'ChatSender', example: { id: 7, username: 'Xaridor' } });

export const ChatMessage = z
  .object({
    id: z.number().int(),
    chat_id: z.number().int(),
    content: z.string().meta({ description: 'The text, cleaned of control and invisible characters; may be empty beside a file.' }),
    sender: ChatSender,
    timestamp,
    file: z.object({ url: z.string().meta({ description: 'Root-relative; served only to the room’s participants.' }), type: ChatFileType }).nullable(),
  })
  .meta({
    id: 'ChatMessage',
    example: {
      id: 120,
      chat_id: 15,
      content: 'Assalomu alaykum, telefon hali sotuvdami?',
      sender: { id: 7, username: 'Xaridor' },
      timestamp: '2026-11-25T07:30:00.000Z',
      file: null,
    },
  });

export const ChatListing = z
  .object({
    kind: z.enum(LISTING_KIND_NAMES),
    id: z.number().int(),
    title: z.string(),
    thumbnail: z.string().nullable().meta({ description: 'Its first picture, small; null without pictures.' }),
    price: z.number().int().nullable().meta({ description: 'Whole so’m; null for a service.' }),
    status: z
      .enum(LISTING_STATUSES)
      .meta({ description: 'Its state now (`active`, `reserved`, `sold`, `expired`, `archived`): the chat shows "Reserved" or "Sold".' }),
  })
  .meta({ id: 'ChatListing', description: 'The listing a room was started from, as its card shows it.' });

export const ChatRoom = z
  .object({
    id: z.number().int(),
    name: z.string(),
    participants: z.tuple([z.number().int(), z.number().int()]).meta({ description: 'The two user ids, lower first.' }),
    created_at: timestamp,
    updated_at: timestamp,
    unread_count: z.number().int().meta({ description: 'Messages of the other person not yet read by the caller.' }),
    last_message: z
      .object({ sender: ChatSender, content: z.string(), timestamp, file_type: z.union([ChatFileType, z.null()]) })
      .nullable()
      .meta({ description: 'Null before the first message, or after the caller deleted the room and nothing came since.' }),
    listing: z.union([ChatListing, z.null()]),
    other_user: UserRef,
    other_rating: Rating.meta({ description: 'Beyond spec/API.md (issue 24): the other person’s score from reviews.' }),
    blocked_by_me: z.boolean(),
    blocked_by_other: z.boolean(),
  })
  .meta({ id: 'ChatRoom', description: 'A conversation between two people, as the caller sees it.' });

export const ChatOpened = z
  .object({
    success: z.literal(true),
    chat: ChatRoom,
    participants: z.array(UserRef).meta({ description: 'Both participants, lower id first.' }),
    messages: z.array(ChatMessage).meta({ description: 'Oldest first; at most 50.' }),
    has_more: z.boolean().meta({
      description: 'More messages exist beyond this page: older ones before the first (the newest page, `?before=`), or newer ones after the last (`?after=`).',
    }),
  })
  .meta({ id: 'ChatOpened' });

/* The routes (spec/API.md "Chats"). */

const SOCKET = 'New messages of a room also arrive, from any server instance, over the WebSocket `/ws/chat/{chatId}/` (spec/API.md "Chats").';
const chatParams = z.object({ chatId: IdParam.meta({ description: 'The room’s id.', example: '15' }) });

export const listChats = {
  method: 'get',
  path: '/chats',
  tags: ['Chats'],
  security: SIGNED_IN,
  summary: 'The signed-in user’s rooms',
  description: `Newest activity first, at most 500 (an older room comes back up with a new message); a room the user deleted stays hidden until a new message. ${SOCKET}`,
  responses: { 200: jsonAnswer(z.object({ results: z.array(ChatRoom) }), 'The rooms.'), ...errorAnswers(401) },
} as const satisfies RouteConfig;

export const createChat = {
  method: 'post',
  path: '/chats',
  tags: ['Chats'],
  security: SIGNED_IN,
  summary: 'Start a conversation, or reopen the one with the same person',
  description:
    'Name the other person in `participants` (the caller’s own id may be there too), or the listing (`listing_kind`, `listing_id`) to talk to its owner. There is one room per pair: an existing room is answered (200) with the listing remembered, a new one is 201. Chatting with oneself is 400 `cannot_chat_self`. Only a conversation with someone new counts against the daily quota (30 a day, 10 in an account’s first week: 429 `chats_daily_limit`).',
  request: { body: jsonBody(CreateChatBody, 'The other person, or the listing to talk about.') },
  responses: {
    200: jsonAnswer(ChatRoom, 'The room the pair already had.'),
    201: jsonAnswer(ChatRoom, 'A new room.'),
    ...errorAnswers(400, 401, 403, 413, 415, 429),
  },
} as const satisfies RouteConfig;

export const unreadChats = {
  method: 'get',
  path: '/chats/unread',
  tags: ['Chats'],
  security: SIGNED_IN,
  summary: 'How many messages the signed-in user has not read, in all rooms',
  description: 'The socket `/ws/user/` sends the same count as `{type: "unread", total}` whenever it changes.',
  responses: { 200: jsonAnswer(z.object({ total: z.number().int() }).meta({ example: { total: 3 } }), 'The count.'), ...errorAnswers(401) },
} as const satisfies RouteConfig;

export const BlockedPerson = z
  .object({
    chat_id: z.number().int().meta({ description: 'The room the block is in: `POST /chats/{chat_id}/unblock/` takes it back.' }),
    user: UserRef,
  })
  .meta({ id: 'BlockedPerson', description: 'Someone the caller blocked in a chat.' });
export type BlockedPerson = z.infer<typeof BlockedPerson>;

export const blockedPeople = {
  method: 'get',
  path: '/chats/blocked',
  tags: ['Chats'],
  security: SIGNED_IN,
  summary: 'The people the signed-in user blocked',
  description:
    'Latest first, at most 500. A block holds beyond its chat: the blocked person cannot send in the room, comment on the caller’s listings or answer the caller’s comments (403 `comment_blocked`), and the caller does not see their comments.',
  responses: {
    200: jsonAnswer(z.object({ results: z.array(BlockedPerson) }).meta({ id: 'BlockedPeople' }), 'The people, each with the room to unblock in.'),
    ...errorAnswers(401),
  },
} as const satisfies RouteConfig;

export const openChat = {
  method: 'get',
  path: '/chats/{chatId}',
  tags: ['Chats'],
  security: SIGNED_IN,
  summary: 'A room with a page of its messages; marks it read',
  description: `Participants only (anyone else: 404 \`chat_not_found\`). Without paging the newest 50 messages; \`?before=<messageId>\` the 50 before that message, \`?after=<messageId>\` the 50 after it; \`has_more\` says whether more lie beyond. ${SOCKET}`,
  request: { params: chatParams, query: OpenChatQuery },
  responses: { 200: jsonAnswer(ChatOpened, 'The room, both participants and the messages, oldest first.'), ...errorAnswers(400, 401, 404) },
} as const satisfies RouteConfig;

export const deleteChat = {
  method: 'delete',
  path: '/chats/{chatId}',
  tags: ['Chats'],
  security: SIGNED_IN,
  summary: 'Delete a room for the caller',
  description:
    'Participants only. Hides the room and its messages so far from the caller; the other person keeps them, and a new message brings the room back.',
  request: { params: chatParams },
  responses: { 204: { description: 'Deleted.' }, ...errorAnswers(401, 403, 404) },
} as const satisfies RouteConfig;

const blocking = (block: boolean) =>
  ({
    method: 'post',
    path: block ? '/chats/{chatId}/block' : '/chats/{chatId}/unblock',
    tags: ['Chats'],
    security: SIGNED_IN,
    summary: block ? 'Block the other person of a room' : 'Unblock the other person of a room',
    description: block
      ? 'Participants only. The other person can no longer send in the room (403 `chat_blocked`) until the caller unblocks; idempotent.'
      : 'Participants only. Takes back the caller’s own block (a block by the other person stays); idempotent.',
    request: { params: chatParams },
    responses: { 200: jsonAnswer(ChatRoom, 'The room, with `blocked_by_me` and `blocked_by_other`.'), ...errorAnswers(401, 403, 404) },
  }) as const satisfies RouteConfig;

export const blockChat = blocking(true);
export const unblockChat = blocking(false);

const jsonMessage = jsonBody(SendMessageBody, 'Text only.');
const formMessage = formBody(SendMessageBody, { file: { description: 'A picture (re-encoded), audio or video, at most 5 MB.' } }, 'Text and a file.');

export const sendMessage = {
  method: 'post',
  path: '/chats/{chatId}/messages',
  tags: ['Chats'],
  security: SIGNED_IN,
  summary: 'Send a message, with text, a file or both',
  description: `Participants only. JSON \`{content}\` (\`message\` is accepted for \`content\`), or a multipart form with \`content\` and one \`file\` (an image, audio or video, at most 5 MB: 413 \`file_too_large\`, 415 \`file_invalid_type\`). The text is at most 4000 characters; an empty message is 400 \`message_empty\`. At most 20 messages in 10 s a user (429 \`rate_limited\`); the same text again within 5 s answers the stored message (200) instead of a second one. An upload waits for its place: 429 with more than two in flight from the account, 503 \`server_busy\` when the server is full. ${SOCKET}`,
  request: {
    params: chatParams,
    body: { required: true, description: 'JSON or a multipart form.', content: { ...jsonMessage.content, ...formMessage.content } },
  },
  responses: {
    200: jsonAnswer(ChatMessage, 'The same text was sent within 5 s: the stored message.'),
    201: jsonAnswer(ChatMessage, 'Sent, and delivered to the room’s open sockets.'),
    ...errorAnswers(400, 401, 403, 404, 413, 415, 429, 503),
  },
} as const satisfies RouteConfig;

export type ChatFileType = z.infer<typeof ChatFileType>;
export type ChatSender = z.infer<typeof ChatSender>;
export type ChatMessage = z.infer<typeof ChatMessage>;
export type ChatListing = z.infer<typeof ChatListing>;
export type ChatRoom = z.infer<typeof ChatRoom>;
export type ChatOpened = z.infer<typeof ChatOpened>;

/** The room a chat page opens with (its loader, server/chats/chat-page.ts, and the ChatPage island): read, or refused by its id. */
export type SelectedRoom = { kind: 'ready'; room: ChatRoom; messages: ChatMessage[]; hasMore: boolean } | { kind: 'error'; id: number };
