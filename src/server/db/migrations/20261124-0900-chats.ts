import { sql, type Kysely } from 'kysely';
import type { DatabaseKind } from '../database.ts';
import { timestampType, withIdColumn } from '../dialect.ts';

/**
 * Chats: one room per pair of people (`user_low_id` < `user_high_id`, unique), remembering the
 * listing it was last started from; each participant's own view of it (unread count, what they
 * read, what they deleted, whether they blocked the other); and the messages.
 */
export async function up(db: Kysely<unknown>, kind: DatabaseKind): Promise<void> {
  const ts = timestampType(kind);
  await withIdColumn(db.schema.createTable('chat_rooms'), kind)
    .addColumn('user_low_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('user_high_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('listing_id', 'integer', (col) => col.references('listings.id').onDelete('set null'))
    .addColumn('last_message_id', 'integer')
    .addColumn('created_at', ts, (col) => col.notNull())
    .addColumn('updated_at', ts, (col) => col.notNull())
    .addCheckConstraint('chat_rooms_pair_order', sql`user_low_id < user_high_id`)
    .execute();
  await db.schema.createIndex('chat_rooms_pair_idx').unique().on('chat_rooms').columns(['user_low_id', 'user_high_id']).execute();
  await db.schema.createIndex('chat_rooms_listing_idx').on('chat_rooms').column('listing_id').execute();

  await db.schema
    .createTable('chat_members')
    .addColumn('room_id', 'integer', (col) => col.notNull().references('chat_rooms.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('unread_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('last_read_message_id', 'integer', (col) => col.notNull().defaultTo(0))
    // Messages up to this id were deleted by this member (DELETE of the room); they see only later ones.
    .addColumn('cleared_message_id', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('hidden', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('blocked', 'integer', (col) => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('chat_members_pk', ['room_id', 'user_id'])
    .execute();
  await db.schema.createIndex('chat_members_user_idx').on('chat_members').columns(['user_id', 'hidden']).execute();

  await withIdColumn(db.schema.createTable('chat_messages'), kind)
    .addColumn('room_id', 'integer', (col) => col.notNull().references('chat_rooms.id').onDelete('cascade'))
    .addColumn('sender_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('file_key', 'text')
    .addColumn('file_type', 'text')
    .addColumn('created_at', ts, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('chat_messages_room_idx').on('chat_messages').columns(['room_id', 'id']).execute();
  await db.schema.createIndex('chat_messages_sender_idx').on('chat_messages').column('sender_id').execute();
}
