import type { UserRef } from './listings.ts';

/** Chat shapes of the API (spec/API.md "Shapes" and README "The API beyond spec/API.md"), shared by the server and the islands. */

export type ChatFileType = 'image' | 'audio' | 'video' | 'file';

export interface ChatSender {
  id: number;
  username: string;
}

export interface ChatMessage {
  id: number;
  chat_id: number;
  content: string;
  sender: ChatSender;
  timestamp: string;
  file: { url: string; type: ChatFileType } | null;
}

/** The listing a room was started from, as its card shows it. */
export interface ChatListing {
  kind: 'product' | 'service';
  id: number;
  title: string;
  thumbnail: string | null;
  /** Whole so'm; null for a service. */
  price: number | null;
}

export interface ChatRoom {
  id: number;
  name: string;
  participants: [number, number];
  created_at: string;
  updated_at: string;
  unread_count: number;
  last_message: { sender: ChatSender; content: string; timestamp: string; file_type: ChatFileType | null } | null;
  listing: ChatListing | null;
  other_user: UserRef;
  blocked_by_me: boolean;
  blocked_by_other: boolean;
}

export interface ChatOpened {
  success: true;
  chat: ChatRoom;
  participants: UserRef[];
  /** Oldest first. */
  messages: ChatMessage[];
  /** More messages exist beyond this page: older ones before the first (newest page, `?before=`), or newer ones after the last (`?after=`). */
  has_more: boolean;
}

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
