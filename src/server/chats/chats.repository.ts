import { sql, type Kysely, type Transaction } from 'kysely';
import type { ChatFileType, DB } from '../db/schema.ts';
import { holdVisibleListing } from '../listings/listings.repository.ts';

export interface RoomRow {
  id: number;
  user_low_id: number;
  user_high_id: number;
  name: string;
  listing_id: number | null;
  last_message_id: number | null;
  created_at: string;
  updated_at: string;
}

/** A room as one participant sees it: the room, their own member row, and whether the other blocked them. */
export interface RoomView extends RoomRow {
  unread_count: number;
  cleared_message_id: number;
  blocked_by_me: number;
  blocked_by_other: number;
}

export interface MessageRow {
  id: number;
  room_id: number;
  sender_id: number;
  content: string;
  file_key: string | null;
  file_type: ChatFileType | null;
  created_at: string;
}

const roomColumns = ['chat_rooms.id', 'user_low_id', 'user_high_id', 'name', 'listing_id', 'last_message_id', 'created_at', 'updated_at'] as const;
const messageColumns = ['id', 'room_id', 'sender_id', 'content', 'file_key', 'file_type', 'created_at'] as const;

/** The outcome of a send: the stored message, or the equal one it repeats, or why it was refused. */
export type SendOutcome =
  { status: 'sent'; message: MessageRow; recipientId: number } | { status: 'repeated'; message: MessageRow } | { status: 'blocked' } | { status: 'no_room' };

/**
 * Rooms, their members and messages. A send claims the room first (an UPDATE that PostgreSQL
 * holds locked until the transaction ends; SQLite runs one writer at a time), so that the block
 * check, the repeat check, the message and the counters are decided and written as one step.
 */
export function createChatsRepository(db: Kysely<DB>) {
  const views = (userId: number) =>
    db
      .selectFrom('chat_members as me')
      .innerJoin('chat_rooms', 'chat_rooms.id', 'me.room_id')
      .innerJoin('chat_members as other', (join) => join.onRef('other.room_id', '=', 'me.room_id').onRef('other.user_id', '!=', 'me.user_id'))
      .select(roomColumns)
      .select(['me.unread_count', 'me.cleared_message_id', 'me.blocked as blocked_by_me', 'other.blocked as blocked_by_other'])
      .where('me.user_id', '=', userId);

  return {
    /** The pair's room, made with both member rows if it is not there yet; `created` says which. */
    /**
     * The pair's room, made if new; started from a listing, the one of the pair who is not its
     * seller (`inquirerId`) is recorded as asking about it (`listing_inquiries`: the buyers a
     * seller may reserve it for or sell it to), in the same transaction. The listing's row is held
     * first, if the opener may still see it (`holdVisibleListing`), so that a moderator's hide is
     * either before (undefined: nothing is written) or after the room and its inquiry, never between.
     */
    async openRoom(values: {
      lowId: number;
      highId: number;
      name: string;
      listingId: number | null;
      inquirerId: number | null;
      openerId: number;
      now: string;
    }): Promise<{ roomId: number; created: boolean } | undefined> {
      const inquiry = async (trx: Transaction<DB>, roomId: number) => {
        if (values.listingId === null || values.inquirerId === null) return;
        await trx
          .insertInto('listing_inquiries')
          .values({ listing_id: values.listingId, user_id: values.inquirerId, room_id: roomId, created_at: values.now })
          .onConflict((oc) => oc.columns(['listing_id', 'user_id']).doUpdateSet({ room_id: roomId }))
          .execute();
      };
      return db.transaction().execute(async (trx) => {
        if (values.listingId !== null && !(await holdVisibleListing(trx, values.listingId, values.openerId))) return undefined;
        const inserted = await trx
          .insertInto('chat_rooms')
          .values({
            user_low_id: values.lowId,
            user_high_id: values.highId,
            name: values.name,
            listing_id: values.listingId,
            created_at: values.now,
            updated_at: values.now,
          })
          .onConflict((conflict) => conflict.columns(['user_low_id', 'user_high_id']).doNothing())
          .returning('id')
          .executeTakeFirst();
        if (inserted) {
          await trx
            .insertInto('chat_members')
            .values([
              { room_id: inserted.id, user_id: values.lowId },
              { room_id: inserted.id, user_id: values.highId },
            ])
            .execute();
          await inquiry(trx, inserted.id);
          return { roomId: inserted.id, created: true };
        }
        const room = await trx
          .selectFrom('chat_rooms')
          .select('id')
          .where('user_low_id', '=', values.lowId)
          .where('user_high_id', '=', values.highId)
          .executeTakeFirstOrThrow();
        if (values.listingId !== null) await trx.updateTable('chat_rooms').set({ listing_id: values.listingId }).where('id', '=', room.id).execute();
        // Starting the chat again brings back a room the opener had deleted.
        await trx.updateTable('chat_members').set({ hidden: 0 }).where('room_id', '=', room.id).where('user_id', '=', values.openerId).execute();
        await inquiry(trx, room.id);
        return { roomId: room.id, created: false };
      });
    },

    /** The room of a pair, if they have one. */
    async roomOfPair(lowId: number, highId: number): Promise<number | undefined> {
      const row = await db.selectFrom('chat_rooms').select('id').where('user_low_id', '=', lowId).where('user_high_id', '=', highId).executeTakeFirst();
      return row?.id;
    },

    /** The room as this participant sees it, or undefined when they are not in it. */
    view(roomId: number, userId: number): Promise<RoomView | undefined> {
      return views(userId).where('me.room_id', '=', roomId).executeTakeFirst();
    },

    /** The participant's rooms they have not deleted, newest activity first. */
    listViews(userId: number, limit: number): Promise<RoomView[]> {
      return views(userId).where('me.hidden', '=', 0).orderBy('chat_rooms.updated_at', 'desc').orderBy('chat_rooms.id', 'desc').limit(limit).execute();
    },

    isMember(roomId: number, userId: number): Promise<boolean> {
      return db.selectFrom('chat_members').select('room_id').where('room_id', '=', roomId).where('user_id', '=', userId).executeTakeFirst().then(Boolean);
    },

    /** The participant's username, or undefined when they are not in the room (one read for both). */
    async memberName(roomId: number, userId: number): Promise<string | undefined> {
      const row = await db
        .selectFrom('chat_members')
        .innerJoin('users', 'users.id', 'chat_members.user_id')
        .select('users.username')
        .where('chat_members.room_id', '=', roomId)
        .where('chat_members.user_id', '=', userId)
        .executeTakeFirst();
      return row?.username;
    },

    /**
     * Messages after `clearedId`, oldest first: the page before `before` or the newest page
     * (`hasMore`: older ones exist), or the page after `after` (`hasMore`: newer ones exist).
     */
    async messages(
      roomId: number,
      page: { clearedId: number; before?: number | undefined; after?: number | undefined; limit: number },
    ): Promise<{ rows: MessageRow[]; hasMore: boolean }> {
      let query = db.selectFrom('chat_messages').select(messageColumns).where('room_id', '=', roomId).where('id', '>', page.clearedId);
      if (page.after !== undefined) {
        const rows = await query
          .where('id', '>', page.after)
          .orderBy('id')
          .limit(page.limit + 1)
          .execute();
        return { rows: rows.slice(0, page.limit), hasMore: rows.length > page.limit };
      }
      if (page.before !== undefined) query = query.where('id', '<', page.before);
      const rows = await query
        .orderBy('id', 'desc')
        .limit(page.limit + 1)
        .execute();
      return { rows: rows.slice(0, page.limit).reverse(), hasMore: rows.length > page.limit };
    },

    messagesByIds(ids: number[]): Promise<MessageRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return db.selectFrom('chat_messages').select(messageColumns).where('id', 'in', ids).execute();
    },

    /** The room's message carrying this stored file, if any (a socket may send an attachment of its room again). */
    findFileMessage(roomId: number, fileKey: string): Promise<MessageRow | undefined> {
      return db.selectFrom('chat_messages').select(messageColumns).where('room_id', '=', roomId).where('file_key', '=', fileKey).limit(1).executeTakeFirst();
    },

    /** Everything up to the room's newest message is read by this participant. */
    async markRead(roomId: number, userId: number): Promise<void> {
      await db
        .updateTable('chat_members')
        .set({
          unread_count: 0,
          last_read_message_id: sql<number>`coalesce((select last_message_id from chat_rooms where id = ${roomId}), 0)`,
        })
        .where('room_id', '=', roomId)
        .where('user_id', '=', userId)
        .execute();
    },

    async unreadTotal(userId: number): Promise<number> {
      const row = await db
        .selectFrom('chat_members')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('unread_count'), sql<number>`0`).as('total'))
        .where('user_id', '=', userId)
        .where('hidden', '=', 0)
        .executeTakeFirstOrThrow();
      return Number(row.total);
    },

    /** Deleting a room for one participant: hidden, and its messages so far gone for them. */
    async hide(roomId: number, userId: number): Promise<void> {
      await db
        .updateTable('chat_members')
        .set({
          hidden: 1,
          unread_count: 0,
          cleared_message_id: sql<number>`coalesce((select last_message_id from chat_rooms where id = ${roomId}), 0)`,
          last_read_message_id: sql<number>`coalesce((select last_message_id from chat_rooms where id = ${roomId}), 0)`,
        })
        .where('room_id', '=', roomId)
        .where('user_id', '=', userId)
        .execute();
    },

    /** The people `userId` blocked, each with the room the block is in; the latest rooms first, at most 500. */
    async blockedBy(userId: number): Promise<{ room_id: number; user_id: number }[]> {
      return db
        .selectFrom('chat_members as me')
        .innerJoin('chat_members as other', (join) => join.onRef('other.room_id', '=', 'me.room_id').onRef('other.user_id', '!=', 'me.user_id'))
        .select(['me.room_id', 'other.user_id'])
        .where('me.user_id', '=', userId)
        .where('me.blocked', '=', 1)
        .orderBy('me.room_id', 'desc')
        .limit(500)
        .execute();
    },

    async setBlocked(roomId: number, userId: number, blocked: boolean): Promise<void> {
      await db
        .updateTable('chat_members')
        .set({ blocked: blocked ? 1 : 0 })
        .where('room_id', '=', roomId)
        .where('user_id', '=', userId)
        .execute();
    },

    /**
     * Stores a message unless the other participant blocked the sender, or the sender sent the
     * same text (without a file) in this room since `repeatSince`: then that message is the answer.
     * The other's unread count goes up and the room comes back for both.
     */
    send(
      values: { roomId: number; senderId: number; content: string; fileKey: string | null; fileType: ChatFileType | null; now: string; repeatSince: string },
      /** Runs last inside the transaction of a stored message: an announcement made here goes out on commit, in the order of commits. */
      announce: (trx: Transaction<DB>, message: MessageRow, recipientId: number) => Promise<void>,
    ): Promise<SendOutcome> {
      return db.transaction().execute(async (trx: Transaction<DB>) => {
        // Claim the room: concurrent sends to it wait here until this one commits.
        const claimed = await trx
          .updateTable('chat_rooms')
          .set({ updated_at: sql<string>`updated_at` })
          .where('id', '=', values.roomId)
          .returning('id')
          .executeTakeFirst();
        if (!claimed) return { status: 'no_room' };
        const members = await trx.selectFrom('chat_members').select(['user_id', 'blocked']).where('room_id', '=', values.roomId).execute();
        const other = members.find((member) => member.user_id !== values.senderId);
        if (!other || members.length !== 2) return { status: 'no_room' };
        if (other.blocked) return { status: 'blocked' };
        if (values.fileKey === null) {
          const repeated = await trx
            .selectFrom('chat_messages')
            .select(messageColumns)
            .where('room_id', '=', values.roomId)
            .where('sender_id', '=', values.senderId)
            .where('file_key', 'is', null)
            .where('content', '=', values.content)
            .where('created_at', '>=', values.repeatSince)
            .orderBy('id', 'desc')
            .limit(1)
            .executeTakeFirst();
          if (repeated) return { status: 'repeated', message: repeated };
        }
        const message = await trx
          .insertInto('chat_messages')
          .values({
            room_id: values.roomId,
            sender_id: values.senderId,
            content: values.content,
            file_key: values.fileKey,
            file_type: values.fileType,
            created_at: values.now,
          })
          .returning(messageColumns)
          .executeTakeFirstOrThrow();
        await trx.updateTable('chat_rooms').set({ last_message_id: message.id, updated_at: values.now }).where('id', '=', values.roomId).execute();
        await trx
          .updateTable('chat_members')
          .set({ unread_count: sql<number>`unread_count + 1`, hidden: 0 })
          .where('room_id', '=', values.roomId)
          .where('user_id', '=', other.user_id)
          .execute();
        await trx
          .updateTable('chat_members')
          .set({ hidden: 0, last_read_message_id: message.id })
          .where('room_id', '=', values.roomId)
          .where('user_id', '=', values.senderId)
          .execute();
        await announce(trx, message, other.user_id);
        return { status: 'sent', message, recipientId: other.user_id };
      });
    },

    /** Both participants of a room (for delivery to their own sockets). */
    async participants(roomId: number): Promise<number[]> {
      const rows = await db.selectFrom('chat_members').select('user_id').where('room_id', '=', roomId).execute();
      return rows.map((row) => row.user_id);
    },
  };
}

export type ChatsRepository = ReturnType<typeof createChatsRepository>;
