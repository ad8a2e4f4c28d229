import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool, type Transaction } from 'kysely';
import type { DatabaseKind } from '../db/database.ts';
import type { DB } from '../db/schema.ts';

export interface CommentRow {
  id: number;
  listing_id: number;
  author_id: number;
  parent_id: number | null;
  text: string;
  likes_count: number;
  replies_count: number;
  created_at: string;
  updated_at: string;
  /** Why a moderator hid it (issue 23), else null: shown to its author only, hidden from everyone else. */
  hidden_reason: string | null;
}

const columns = ['id', 'listing_id', 'author_id', 'parent_id', 'text', 'likes_count', 'replies_count', 'created_at', 'updated_at', 'hidden_reason'] as const;

/**
 * Comments, replies and comment likes. Every count (a comment's replies and likes, a listing's
 * comments) moves in the same transaction as the rows it counts.
 */
/** Leaves out the comments of people the viewer blocked in a chat (issue 23): the blocker does not see them. */
function notBlockedBy(eb: ExpressionBuilder<DB, 'comments'>, viewerId: number | null): Expression<SqlBool> {
  if (viewerId === null) return eb.val(true);
  const blocked = eb
    .selectFrom('chat_members as me')
    .innerJoin('chat_rooms as r', 'r.id', 'me.room_id')
    .select((inner) =>
      inner.case().when('r.user_low_id', '=', viewerId).then(inner.ref('r.user_high_id')).else(inner.ref('r.user_low_id')).end().as('other_id'),
    )
    .where('me.user_id', '=', viewerId)
    .where('me.blocked', '=', 1);
  return eb('comments.author_id', 'not in', blocked);
}

export function createCommentsRepository(db: Kysely<DB>, dialect: DatabaseKind) {
  const moveListingCount = (trx: Transaction<DB>, listingId: number, by: number) =>
    trx
      .updateTable('listings')
      .set({ comments_count: sql<number>`comments_count + ${by}` })
      .where('id', '=', listingId)
      .execute();

  return {
    findById(id: number): Promise<CommentRow | undefined> {
      return db.selectFrom('comments').select(columns).where('id', '=', id).executeTakeFirst();
    },

    findByIds(ids: number[]): Promise<CommentRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return db.selectFrom('comments').select(columns).where('id', 'in', ids).execute();
    },

    /**
     * A listing's comments (not replies), newest first: those a moderator hid only for their
     * author (`viewerId`; none when signed out). The counts stay as written (hidden ones included).
     */
    listTopLevel(listingId: number, offset: number, limit: number, viewerId: number | null = null): Promise<CommentRow[]> {
      return db
        .selectFrom('comments')
        .select(columns)
        .where('listing_id', '=', listingId)
        .where('parent_id', 'is', null)
        .where((eb) => (viewerId === null ? eb('hidden_reason', 'is', null) : eb.or([eb('hidden_reason', 'is', null), eb('author_id', '=', viewerId)])))
        .where((eb) => notBlockedBy(eb, viewerId))
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute();
    },

    async countTopLevel(listingId: number): Promise<number> {
      const row = await db
        .selectFrom('comments')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('listing_id', '=', listingId)
        .where('parent_id', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** A comment's replies, oldest first (a conversation reads down); hidden ones for their author only, as `listTopLevel`. */
    listReplies(parentId: number, viewerId: number | null = null): Promise<CommentRow[]> {
      return db
        .selectFrom('comments')
        .select(columns)
        .where('parent_id', '=', parentId)
        .where((eb) => (viewerId === null ? eb('hidden_reason', 'is', null) : eb.or([eb('hidden_reason', 'is', null), eb('author_id', '=', viewerId)])))
        .where((eb) => notBlockedBy(eb, viewerId))
        .orderBy('created_at')
        .orderBy('id')
        .execute();
    },

    /** Whether `blockerId` blocked `otherId` in their chat (issue 23: a block holds beyond the chat). */
    async hasBlocked(blockerId: number, otherId: number): Promise<boolean> {
      const row = await db
        .selectFrom('chat_members as me')
        .innerJoin('chat_rooms as r', 'r.id', 'me.room_id')
        .select('me.room_id')
        .where('me.user_id', '=', blockerId)
        .where('me.blocked', '=', 1)
        .where((eb) => eb.or([eb('r.user_low_id', '=', otherId), eb('r.user_high_id', '=', otherId)]))
        .executeTakeFirst();
      return row !== undefined;
    },

    /** A new comment or reply; `told` writes what others are told of it in the same transaction (issue 25). */
    async insert(
      values: { listingId: number; authorId: number; parentId: number | null; text: string; now: string },
      told?: (id: number, trx: Transaction<DB>) => Promise<unknown>,
    ): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('comments')
          .values({
            listing_id: values.listingId,
            author_id: values.authorId,
            parent_id: values.parentId,
            text: values.text,
            created_at: values.now,
            updated_at: values.now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        if (values.parentId !== null) {
          await trx
            .updateTable('comments')
            .set({ replies_count: sql<number>`replies_count + 1` })
            .where('id', '=', values.parentId)
            .execute();
        }
        await moveListingCount(trx, values.listingId, 1);
        if (told) await told(row.id, trx);
        return row.id;
      });
    },

    /** The author's new text, in one statement that holds the author: false if the comment is gone or not theirs. */
    async updateText(id: number, authorId: number, text: string, now: string): Promise<boolean> {
      const result = await db.updateTable('comments').set({ text, updated_at: now }).where('id', '=', id).where('author_id', '=', authorId).executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Deletes the author's comment with its replies (and their likes, by cascade); false if it is gone or not theirs. */
    async delete(id: number, authorId: number): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        // Locked first (PostgreSQL), on the author's comment only: a reply written meanwhile waits, so the count below stays true.
        const query = trx.selectFrom('comments').select(['listing_id', 'parent_id']).where('id', '=', id).where('author_id', '=', authorId);
        const row = await (dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
        if (!row) return false;
        const { n } = await trx
          .selectFrom('comments')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where((eb) => eb.or([eb('id', '=', id), eb('parent_id', '=', id)]))
          .executeTakeFirstOrThrow();
        const deleted = await trx.deleteFrom('comments').where('id', '=', id).executeTakeFirst();
        if (Number(deleted.numDeletedRows) === 0) return false;
        if (row.parent_id !== null) {
          await trx
            .updateTable('comments')
            .set({ replies_count: sql<number>`replies_count - 1` })
            .where('id', '=', row.parent_id)
            .execute();
        }
        await moveListingCount(trx, row.listing_id, -Number(n));
        return true;
      });
    },

    /** Like: one row per user and comment; the count moves only when a row really came or went. */
    async like(commentId: number, userId: number, now: string): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const added = await trx
          .insertInto('comment_likes')
          .values({ comment_id: commentId, user_id: userId, created_at: now })
          .onConflict((oc) => oc.columns(['comment_id', 'user_id']).doNothing())
          .returning('comment_id')
          .executeTakeFirst();
        const row = await trx
          .updateTable('comments')
          .set({ likes_count: added ? sql<number>`likes_count + 1` : sql<number>`likes_count` })
          .where('id', '=', commentId)
          .returning('likes_count')
          .executeTakeFirstOrThrow();
        return Number(row.likes_count);
      });
    },

    async unlike(commentId: number, userId: number): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const removed = await trx
          .deleteFrom('comment_likes')
          .where('comment_id', '=', commentId)
          .where('user_id', '=', userId)
          .returning('comment_id')
          .executeTakeFirst();
        const row = await trx
          .updateTable('comments')
          .set({ likes_count: removed ? sql<number>`likes_count - 1` : sql<number>`likes_count` })
          .where('id', '=', commentId)
          .returning('likes_count')
          .executeTakeFirstOrThrow();
        return Number(row.likes_count);
      });
    },

    /** Comments (and replies) the user likes: all of them, or those on one listing. */
    async likedIds(userId: number, listingId?: number): Promise<number[]> {
      let query = db.selectFrom('comment_likes').select('comment_likes.comment_id').where('comment_likes.user_id', '=', userId);
      if (listingId !== undefined) {
        query = query.innerJoin('comments', 'comments.id', 'comment_likes.comment_id').where('comments.listing_id', '=', listingId);
      }
      const rows = await query.orderBy('comment_likes.created_at', 'desc').execute();
      return rows.map((row) => row.comment_id);
    },
  };
}

export type CommentsRepository = ReturnType<typeof createCommentsRepository>;
