import { sql, type Kysely } from 'kysely';
import { titleSearchKey } from '../../../lib/category-words.ts';
import type { DatabaseKind } from '../database.ts';
import { trigramIndex } from '../dialect.ts';

/**
 * `listings.title_key`: the title's search key with a space either side (lib/category-words.ts
 * `titleSearchKey`), with its own trigram index, so that a relevance-sorted search walks the
 * listings whose title holds every word whole, then as a word's start, then anywhere, before those
 * that match through their category's words (issue 21; listings.repository.ts `relevancePage`).
 * Filled here for the listings written before, a batch at a time, then indexed.
 */
export async function up(db: Kysely<unknown>, kind: DatabaseKind): Promise<void> {
  await db.schema
    .alterTable('listings')
    .addColumn('title_key', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  for (let after = 0; ;) {
    const rows = await sql<{ id: number; title: string }>`select id, title from listings where id > ${after} order by id limit 2000`.execute(db);
    if (rows.rows.length === 0) break;
    for (const row of rows.rows) await sql`update listings set title_key = ${titleSearchKey(row.title)} where id = ${row.id}`.execute(db);
    after = Number(rows.rows.at(-1)!.id);
  }
  await trigramIndex(db, kind, 'listing_titles', 'title_key');
}
