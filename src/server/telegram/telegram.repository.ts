import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/schema.ts';

type Db = Kysely<DB> | Transaction<DB>;

export interface TelegramLink {
  user_id: number;
  chat_id: string;
  username: string | null;
}

/** The linked account behind a chat, with what a reply to it needs. */
export interface ChatOwner extends TelegramLink {
  locale: string;
  site_username: string;
}

/**
 * Telegram's rows (issue 25): links between accounts and chats (one chat per account and one
 * account per chat, both unique), one-time start codes (stored as their SHA-256, claimed by one
 * conditional UPDATE), and which users have a socket open on which instance.
 */
export function createTelegramRepository(db: Kysely<DB>) {
  return {
    transaction<T>(work: (trx: Transaction<DB>) => Promise<T>): Promise<T> {
      return db.transaction().execute(work);
    },

    linkOf(userId: number): Promise<TelegramLink | undefined> {
      return db.selectFrom('telegram_links').select(['user_id', 'chat_id', 'username']).where('user_id', '=', userId).executeTakeFirst();
    },

    /** Of these users, those with a linked chat (read in the notice's transaction). */
    async linkedAmong(userIds: number[], trx: Db = db): Promise<Set<number>> {
      if (userIds.length === 0) return new Set();
      const rows = await trx.selectFrom('telegram_links').select('user_id').where('user_id', 'in', userIds).execute();
      return new Set(rows.map((row) => row.user_id));
    },

    /** A user's chat with their language, or undefined when they are not linked. */
    recipientOf(userId: number): Promise<(TelegramLink & { locale: string }) | undefined> {
      return db
        .selectFrom('telegram_links')
        .innerJoin('users', 'users.id', 'telegram_links.user_id')
        .select(['telegram_links.user_id', 'telegram_links.chat_id', 'telegram_links.username', 'users.locale'])
        .where('telegram_links.user_id', '=', userId)
        .executeTakeFirst();
    },

    ownerOfChat(chatId: string): Promise<ChatOwner | undefined> {
      return db
        .selectFrom('telegram_links')
        .innerJoin('users', 'users.id', 'telegram_links.user_id')
        .select(['telegram_links.user_id', 'telegram_links.chat_id', 'telegram_links.username', 'users.locale', 'users.username as site_username'])
        .where('telegram_links.chat_id', '=', chatId)
        .executeTakeFirst();
    },

    async siteUserOf(userId: number, trx: Db = db): Promise<{ username: string; locale: string } | undefined> {
      return trx.selectFrom('users').select(['username', 'locale']).where('id', '=', userId).executeTakeFirst();
    },

    /** A new start code for the user; their earlier unused codes go (one live link at a time). */
    async addCode(codeHash: string, userId: number, expiresAt: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('telegram_link_codes').where('user_id', '=', userId).where('used_at', 'is', null).execute();
        await trx.insertInto('telegram_link_codes').values({ code: codeHash, user_id: userId, expires_at: expiresAt, used_at: null }).execute();
      });
    },

    /** Uses a code once: the user it links, or undefined when it is unknown, used or expired. */
    async claimCode(codeHash: string, now: string, trx: Db = db): Promise<number | undefined> {
      const row = await trx
        .updateTable('telegram_link_codes')
        .set({ used_at: now })
        .where('code', '=', codeHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .returning('user_id')
        .executeTakeFirst();
      return row?.user_id;
    },

    /**
     * Links the user to the chat: a chat linked to another account moves here (the person who
     * holds the chat signed in to this account to get the code), and the user's earlier chat goes.
     * The account the chat moved from, if any.
     */
    async link(userId: number, chatId: string, username: string | null, now: string, trx: Db): Promise<number | undefined> {
      const moved = await trx.deleteFrom('telegram_links').where('chat_id', '=', chatId).where('user_id', '<>', userId).returning('user_id').executeTakeFirst();
      await trx
        .insertInto('telegram_links')
        .values({ user_id: userId, chat_id: chatId, username, linked_at: now })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ chat_id: chatId, username, linked_at: now }))
        .execute();
      return moved?.user_id;
    },

    /** Unlinks the user; the chat they had, if any. */
    async unlinkUser(userId: number, trx: Db = db): Promise<string | undefined> {
      return (await trx.deleteFrom('telegram_links').where('user_id', '=', userId).returning('chat_id').executeTakeFirst())?.chat_id;
    },

    /** Unlinks whoever this chat belongs to; their id, if any. */
    async unlinkChat(chatId: string, trx: Db = db): Promise<number | undefined> {
      return (await trx.deleteFrom('telegram_links').where('chat_id', '=', chatId).returning('user_id').executeTakeFirst())?.user_id;
    },

    /** Unlinks the user only while they are still linked to this chat (a 403 for a chat they since replaced changes nothing). */
    async unlinkIfChat(userId: number, chatId: string): Promise<boolean> {
      const result = await db.deleteFrom('telegram_links').where('user_id', '=', userId).where('chat_id', '=', chatId).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** Whether the user has a socket open on any instance that refreshed its presence since `since`. */
    async hasOpenSocket(userId: number, since: string): Promise<boolean> {
      const row = await db
        .selectFrom('socket_presence')
        .select('user_id')
        .where('user_id', '=', userId)
        .where('seen_at', '>', since)
        .where('sockets', '>', 0)
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

    async setPresence(instance: string, userId: number, sockets: number, now: string): Promise<void> {
      if (sockets <= 0) {
        await db.deleteFrom('socket_presence').where('instance', '=', instance).where('user_id', '=', userId).execute();
        return;
      }
      await db
        .insertInto('socket_presence')
        .values({ instance, user_id: userId, sockets, seen_at: now })
        .onConflict((oc) => oc.columns(['instance', 'user_id']).doUpdateSet({ sockets, seen_at: now }))
        .execute();
    },

    /** Refreshes this instance's rows (it is alive) and forgets rows of instances gone quiet before `staleBefore`. */
    async touchPresence(instance: string, now: string, staleBefore: string): Promise<void> {
      await db.updateTable('socket_presence').set({ seen_at: now }).where('instance', '=', instance).execute();
      await db.deleteFrom('socket_presence').where('seen_at', '<', staleBefore).execute();
    },

    async clearPresence(instance: string): Promise<void> {
      await db.deleteFrom('socket_presence').where('instance', '=', instance).execute();
    },
  };
}

export type TelegramRepository = ReturnType<typeof createTelegramRepository>;
