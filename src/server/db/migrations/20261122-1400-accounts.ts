import { sql, type Kysely } from 'kysely';
import type { DatabaseKind } from '../database.ts';
import { timestampType, withIdColumn } from '../dialect.ts';

/** Users, their API tokens, SMS codes and rate-limit counters. */
export async function up(db: Kysely<unknown>, kind: DatabaseKind): Promise<void> {
  const ts = timestampType(kind);

  await withIdColumn(db.schema.createTable('users'), kind)
    .addColumn('username', 'varchar(30)', (col) => col.notNull())
    // Lower-cased username: uniqueness is case-insensitive on both databases.
    .addColumn('username_key', 'varchar(30)', (col) => col.notNull().unique())
    .addColumn('phone_number', 'varchar(16)', (col) => col.notNull().unique())
    .addColumn('password_hash', 'varchar(200)', (col) => col.notNull())
    .addColumn('user_type', 'varchar(16)', (col) =>
      col
        .notNull()
        .defaultTo('regular')
        .check(sql`user_type in ('regular')`),
    )
    .addColumn('location_id', 'integer', (col) => col.references('locations.id'))
    .addColumn('profile_image', 'varchar(200)')
    .addColumn('created_at', ts, (col) => col.notNull())
    .addColumn('updated_at', ts, (col) => col.notNull())
    .execute();

  await withIdColumn(db.schema.createTable('auth_tokens'), kind)
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('created_at', ts, (col) => col.notNull())
    .addColumn('last_used_at', ts, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('auth_tokens_user_id_idx').on('auth_tokens').column('user_id').execute();

  await withIdColumn(db.schema.createTable('sms_codes'), kind)
    .addColumn('phone_number', 'varchar(16)', (col) => col.notNull())
    .addColumn('purpose', 'varchar(16)', (col) => col.notNull().check(sql`purpose in ('register', 'reset')`))
    .addColumn('code_hash', 'varchar(64)', (col) => col.notNull())
    .addColumn('created_at', ts, (col) => col.notNull())
    .addColumn('expires_at', ts, (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('verified_at', ts)
    .addColumn('consumed_at', ts)
    .execute();
  await db.schema.createIndex('sms_codes_phone_created_idx').on('sms_codes').columns(['phone_number', 'created_at']).execute();

  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'varchar(200)', (col) => col.primaryKey())
    .addColumn('window_start', 'bigint', (col) => col.notNull())
    .addColumn('count', 'integer', (col) => col.notNull())
    .execute();
}
