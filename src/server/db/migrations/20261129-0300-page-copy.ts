import { sql, type Kysely } from 'kysely';
import type { DatabaseKind } from '../database.ts';
import { timestampType, withIdColumn } from '../dialect.ts';

/**
 * Marketing copy in the database (issue 37): every published version of a page's copy
 * (`page_copy_versions`, the copy of all three languages as one JSON text; version 1 of a fresh
 * database is the Markdown files', content/page-copy.service.ts), the one shared draft a page has
 * while marketers edit it (`page_copy_drafts`, with a revision that every save must name, so two
 * editors never overwrite each other), and the audit log of staff actions outside moderation
 * cases (`audit_log`: each publish, restore and reset, written in the transaction of the version).
 */
export async function up(db: Kysely<unknown>, kind: DatabaseKind): Promise<void> {
  const ts = timestampType(kind);
  await db.schema
    .createTable('page_copy_versions')
    .addColumn('page', 'varchar(32)', (col) => col.notNull())
    .addColumn('version', 'integer', (col) => col.notNull())
    .addColumn('copy', 'text', (col) => col.notNull())
    // How it came: the Markdown files (the first version, or a reset to them), a publish, or a restore of `from_version`.
    .addColumn('action', 'varchar(16)', (col) => col.notNull().check(sql`action in ('files', 'publish', 'restore', 'reset')`))
    .addColumn('from_version', 'integer')
    .addColumn('editor_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', ts, (col) => col.notNull())
    .addPrimaryKeyConstraint('page_copy_versions_pk', ['page', 'version'])
    .execute();
  await db.schema
    .createTable('page_copy_drafts')
    .addColumn('page', 'varchar(32)', (col) => col.primaryKey())
    .addColumn('copy', 'text', (col) => col.notNull())
    // The published version it was started from, and how many saves it has had.
    .addColumn('base_version', 'integer', (col) => col.notNull())
    .addColumn('revision', 'integer', (col) => col.notNull())
    .addColumn('editor_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('updated_at', ts, (col) => col.notNull())
    .execute();
  await withIdColumn(db.schema.createTable('audit_log'), kind)
    .addColumn('actor_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('action', 'varchar(32)', (col) => col.notNull())
    .addColumn('subject', 'varchar(64)', (col) => col.notNull())
    .addColumn('detail', 'text', (col) => col.notNull().defaultTo('{}'))
    .addColumn('created_at', ts, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('audit_log_subject_idx').on('audit_log').columns(['subject', 'created_at']).execute();
}
