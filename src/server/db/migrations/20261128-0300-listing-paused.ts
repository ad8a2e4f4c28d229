import { sql, type Kysely } from 'kysely';
import type { Database, DatabaseKind } from '../database.ts';

/**
 * A paused listing (issue 34 item 12, lib/listing-states.ts): `paused` joins the states a
 * listing's `status` may hold. Its `listed` (1 for active and reserved only) and so the lists,
 * the counts and the indexes need nothing: a paused listing is out of them like an expired one.
 *
 * The CHECK is widened, never narrowed, so every stored row stays valid: PostgreSQL drops and
 * adds the constraint; SQLite, which cannot alter a constraint, has the table's CREATE statement
 * edited in place (node-sqlite.ts `replaceInTableSql`), not the table rebuilt.
 */
const BEFORE = "status in ('active', 'reserved', 'sold', 'expired', 'archived', 'hidden')";
const AFTER = "status in ('active', 'reserved', 'sold', 'expired', 'archived', 'hidden', 'paused')";

export async function up(db: Kysely<unknown>, kind: DatabaseKind, database?: Pick<Database, 'replaceInTableSql'>): Promise<void> {
  if (kind === 'postgres') {
    const checks = await sql<{
      conname: string;
    }>`select conname from pg_constraint where conrelid = 'listings'::regclass and contype = 'c' and pg_get_constraintdef(oid) like '%status%archived%'`.execute(
      db,
    );
    for (const { conname } of checks.rows) await sql`alter table listings drop constraint ${sql.id(conname)}`.execute(db);
    await sql`alter table listings add constraint listings_status_check check (${sql.raw(AFTER)})`.execute(db);
    return;
  }
  if (!database?.replaceInTableSql) throw new Error('SQLite without replaceInTableSql');
  database.replaceInTableSql('listings', BEFORE, AFTER);
}
