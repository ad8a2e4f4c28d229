import type { IncomingMessage } from 'node:http';
import type { SessionUser } from '../accounts/account-shapes.ts';
import { readNodeToken } from '../http/session.ts';
import { siteMediaUrl } from '../media/media-store.ts';

/** Where chat-files.ts stores a room's attachments: `chat/{roomId}/…`. */
const CHAT_KEY = /^chat\/([1-9][0-9]{0,15})\//;

/** Whether a media key is a chat attachment (or its thumbnail): never public. */
export function isChatFileKey(key: string): boolean {
  return key.startsWith('chat/');
}

/** The room a chat attachment's key belongs to, or null for any other key. */
export function chatRoomOfKey(key: string): number | null {
  const match = CHAT_KEY.exec(key);
  const roomId = match ? Number(match[1]) : NaN;
  return Number.isSafeInteger(roomId) ? roomId : null;
}

/**
 * A chat attachment's URL: always this site's `/media/…`, even when a CDN serves the other
 * media (S3_PUBLIC_URL), because only this server checks who asks. The same for both
 * participants, so a message announced on the bus carries one URL for everyone.
 */
export function chatFileUrl(key: string): string {
  return siteMediaUrl(key);
}

/** The key a chat file URL names, relative (`/media/…`) or absolute on any host; null for anything else. */
export function chatFileKeyOf(url: string): string | null {
  const prefix = chatFileUrl('');
  let pathname = url;
  if (!url.startsWith('/')) {
    try {
      pathname = new URL(url).pathname;
    } catch {
      return null;
    }
  }
  return pathname.startsWith(prefix) ? pathname.slice(prefix.length) : null;
}

/**
 * Who may read a chat attachment (README "Messages"): the room's two participants, signed in by
 * the session cookie or `Authorization: Token …` exactly as the API signs them in. What the
 * static handler (static-files.ts) takes as its `privateMedia`: it keeps no rule of its own.
 */
export function createChatMediaAccess(deps: {
  authenticate(token: string): Promise<SessionUser | null>;
  isParticipant(roomId: number, userId: number): Promise<boolean>;
}) {
  return {
    isPrivate: isChatFileKey,
    async authorize(req: IncomingMessage, key: string): Promise<boolean> {
      const roomId = chatRoomOfKey(key);
      const token = readNodeToken(req.headers);
      if (roomId === null || token === null) return false;
      const user = await deps.authenticate(token);
      return user !== null && (await deps.isParticipant(roomId, user.id));
    },
  };
}

export type ChatMediaAccess = ReturnType<typeof createChatMediaAccess>;
