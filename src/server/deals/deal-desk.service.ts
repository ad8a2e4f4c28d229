import type { ChatFileType } from '../db/schema.ts';
import type { UsersRepository } from '../accounts/users.repository.ts';
import type { ChatsRepository } from '../chats/chats.repository.ts';
import { AppError } from '../errors.ts';
import type { DealsRepository } from './deals.repository.ts';

/** The newest messages of a disputed deal's chat a moderator reads. */
export const DISPUTE_CHAT_MESSAGES = 100;

export interface DisputeMessage {
  id: number;
  /** Which side wrote it. */
  side: 'buyer' | 'seller';
  content: string;
  file_type: ChatFileType | null;
  created_at: string;
}

/**
 * The moderators' side of the safe deal beyond its moves (issue 39): the chat between a deal's
 * two sides, read-only, for deciding its dispute, and moderators' names for the pages' logs.
 *
 * A buyer's dispute asks a moderator to judge the deal, as a report asks one to judge a message:
 * so a deal's chat is shown only once the deal was disputed (disputed_at), never for a deal
 * that went its way without one. The pair has one room (chats are per pair), so it is their whole
 * conversation, the newest DISPUTE_CHAT_MESSAGES of it, oldest first.
 */
export function createDealDeskService(deps: {
  deals: Pick<DealsRepository, 'findById'>;
  chats: Pick<ChatsRepository, 'roomOfPair' | 'messages'>;
  users: Pick<UsersRepository, 'hasRole' | 'findByIds'>;
}) {
  const { deals, chats, users } = deps;

  async function requireModerator(userId: number): Promise<void> {
    if (!(await users.hasRole(userId, 'moderator'))) throw new AppError('not_moderator');
  }

  return {
    /** A disputed deal's chat: 403 `not_moderator` to anyone but a moderator, 404 for a deal never disputed. */
    async conversation(moderatorId: number, dealId: number): Promise<{ messages: DisputeMessage[]; more: boolean }> {
      await requireModerator(moderatorId);
      const deal = await deals.findById(dealId);
      if (!deal || deal.disputed_at === null) throw new AppError('not_found');
      const [low, high] = deal.buyer_id < deal.seller_id ? [deal.buyer_id, deal.seller_id] : [deal.seller_id, deal.buyer_id];
      const roomId = await chats.roomOfPair(low, high);
      if (roomId === undefined) return { messages: [], more: false };
      const page = await chats.messages(roomId, { clearedId: 0, limit: DISPUTE_CHAT_MESSAGES });
      return {
        messages: page.rows.map((row) => ({
          id: row.id,
          side: row.sender_id === deal.buyer_id ? 'buyer' : 'seller',
          content: row.content,
          file_type: row.file_type,
          created_at: row.created_at,
        })),
        more: page.hasMore,
      };
    },

    /** Usernames by id (the moderators who decided, resolved or paid out): moderators only. */
    async names(moderatorId: number, ids: number[]): Promise<Map<number, string>> {
      await requireModerator(moderatorId);
      const unique = [...new Set(ids)];
      if (unique.length === 0) return new Map();
      return new Map((await users.findByIds(unique)).map((row) => [row.id, row.username]));
    },
  };
}

export type DealDeskService = ReturnType<typeof createDealDeskService>;
