import type { AstroGlobal } from 'astro';
import type { ChatRoom } from '../../lib/api/chats.ts';
import type { SelectedRoom } from '../../islands/chat/ChatPage.tsx';
import { AppError } from '../../server/errors.ts';
import { getRuntime } from '../../server/runtime.ts';

/** What /chat and /chat/{id} render: the user's rooms (null when unreadable) and the open room, or that it is not theirs. */
export type ChatPageData = { kind: 'missing' } | { kind: 'page'; rooms: ChatRoom[] | null; selected: SelectedRoom | null; now: number };

/**
 * Reads a chat page's data on the server, with its status set (the pages are guarded: there is a
 * user). Opening the room marks it read (services.chats.open), so the list shows it without
 * a badge. A room that does not exist or is someone else's is a 404 that tells nothing more.
 */
export async function loadChatPage(page: Pick<AstroGlobal, 'locals' | 'response'>, roomParam: string | null): Promise<ChatPageData> {
  const { services, logger, clock } = await getRuntime();
  const user = page.locals.user!;
  let selected: SelectedRoom | null = null;
  if (roomParam !== null) {
    const id = /^\d{1,9}$/.test(roomParam) ? Number(roomParam) : null;
    if (id === null) {
      page.response.status = 404;
      return { kind: 'missing' };
    }
    try {
      const opened = await services.chats.open(id, user.id);
      selected = { kind: 'ready', room: opened.chat, messages: opened.messages, hasMore: opened.has_more };
    } catch (error) {
      if (error instanceof AppError && error.code === 'chat_not_found') {
        page.response.status = 404;
        return { kind: 'missing' };
      }
      logger.error({ err: error, room: id }, 'chat page: the room could not be read');
      page.response.status = 503;
      selected = { kind: 'error', id };
    }
  }
  let rooms: ChatRoom[] | null = null;
  try {
    rooms = await services.chats.list(user.id);
  } catch (error) {
    logger.error({ err: error }, 'chat page: the rooms could not be read');
  }
  return { kind: 'page', rooms, selected, now: clock().getTime() };
}
