import { z } from 'zod';
import { id } from './listings.ts';

/** Requests of the chats API and frames of the chat socket (spec/API.md "Chats"); the service cleans and measures the text. */

export const CreateChatBody = z.object({
  name: z.string().max(200, 'field_too_long').optional(),
  participants: z.array(id('field_required'), { error: 'field_invalid' }).max(2, 'field_invalid').optional(),
  listing_kind: z.enum(['product', 'service'], { error: 'field_invalid' }).optional(),
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
