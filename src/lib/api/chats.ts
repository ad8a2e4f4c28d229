import type { ChatFileType, ChatListing, ChatMessage, ChatOpened, ChatRoom, ChatSender } from '../schemas/chats.ts';

/**
 * Chat shapes of the API (spec/API.md "Shapes" and README "The API beyond spec/API.md"), shared by the server and the islands:
 * `z.infer` of the schemas in lib/schemas/chats.ts, which the OpenAPI document is written from.
 */
export type { ChatFileType, ChatListing, ChatMessage, ChatOpened, ChatRoom, ChatSender };

/** Frames of `/ws/chat/{id}/` and `/ws/user/` that the server sends. */
export type ChatServerFrame =
  | { type: 'connection_established' }
  | { type: 'message'; data: ChatMessage & { message: string } }
  | { type: 'unread'; total: number }
  | { type: 'error'; error: string; code?: string };

/** Messages of one room a page; the newest page first. */
export const CHAT_PAGE_SIZE = 50;
/** Longest message text, in characters. */
export const CHAT_MESSAGE_MAX = 4000;
