import type { Kysely } from 'kysely';
import type { DatabaseKind } from '../database.ts';
import { timestampType, withIdColumn } from '../dialect.ts';

/**
 * Comments on listings (services and products), one level of replies (`parent_id`), and their
 * likes. Deleting a listing or a comment takes its comments, replies and likes with it.
 */
export async function up(db: Kysely<unknown>, kind: DatabaseKind): Promise<void> {
  const ts = timestampType(kind);
  await withIdColumn(db.schema.createTable('comments'), kind)
    .addColumn('listing_id', 'integer', (col) => col.notNull().references('listings.id').onDelete('cascade'))
    .addColumn('author_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('parent_id', 'integer', (col) => col.references('comments.id').onDelete('cascade'))
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('likes_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('replies_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', ts, (col) => col.notNull())
    .addColumn('updated_at', ts, (col) => col.notNull())
    .execute();
  // A listing's comments newest first; a comment's replies oldest first.
  await db.schema.createIndex('comments_listing_created_idx').on('comments').columns(['listing_id', 'parent_id', 'created_at desc', 'id desc']).execute();
  await db.schema.createIndex('comments_parent_created_idx').on('comments').columns(['parent_id', 'created_at', 'id']).execute();
  await db.schema.createIndex('comments_author_idx').on('comments').column('author_id').execute();

  await db.schema
    .createTable('comment_likes')
    .addColumn('comment_id', 'integer', (col) => col.notNull().references('comments.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', ts, (col) => col.notNull())
    .addPrimaryKeyConstraint('comment_likes_pk', ['comment_id', 'user_id'])
    .execute();
  await db.schema.createIndex('comment_likes_user_idx').on('comment_likes').columns(['user_id', 'created_at']).execute();
}
