import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';

/** The job cursors of the re-keying (db migration 20261129-0100-word-index). */
const VERSION = 'search-keys-version';
const TARGET = 'search-keys-target';
const CURSOR = 'search-keys';

/** A listing as the re-keying reads it: what its keys are made from, and the keys it has. */
export interface KeyedListing {
  id: number;
  title: string;
  description: string;
  title_key: string;
  body_key: string;
}

/** The SQL of the re-keying (search-keys.service.ts): its cursors, and the listings' word keys. */
export function createSearchKeysRepository(db: Kysely<DB>) {
  const read = async (name: string) => Number((await db.selectFrom('job_cursors').select('value').where('name', '=', name).executeTakeFirst())?.value ?? 0);
  return {
    /** The dictionary version every listing's keys are made with, and the one being applied (with how far). */
    async state(): Promise<{ version: number; target: number; cursor: number }> {
      const [version, target, cursor] = await Promise.all([read(VERSION), read(TARGET), read(CURSOR)]);
      return { version, target, cursor };
    },

    /** Starts applying `version` from the first listing, unless an instance already has (one conditional write). */
    async begin(version: number, from: { target: number; cursor: number }): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const claimed = await trx
          .updateTable('job_cursors')
          .set({ value: version })
          .where('name', '=', TARGET)
          .where('value', '=', from.target)
          .executeTakeFirst();
        if (Number(claimed.numUpdatedRows) === 1) await trx.updateTable('job_cursors').set({ value: 0 }).where('name', '=', CURSOR).execute();
      });
    },

    /**
     * One batch: the listings after the cursor, re-keyed by `keysOf`, in one transaction that
     * moves the cursor only from where it was read (a second instance at the same batch writes
     * nothing). The listings whose keys change are written in one statement, each only if its title and
     * description are still those read (an edit in between has keyed it already). The database's
     * triggers rewrite its rows of the word index. Returns how many were read (0: the end) and
     * where the cursor now stands.
     */
    async rekeyBatch(
      from: number,
      batch: number,
      keysOf: (listing: KeyedListing) => { titleKey: string; bodyKey: string },
    ): Promise<{ read: number; changed: number; moved: boolean; cursor: number }> {
      return db.transaction().execute(async (trx) => {
        const rows = await trx
          .selectFrom('listings')
          .select(['id', 'title', 'description', 'title_key', 'body_key'])
          .where('id', '>', from)
          .orderBy('id')
          .limit(batch)
          .execute();
        if (rows.length === 0) return { read: 0, changed: 0, moved: true, cursor: from };
        const to = rows.at(-1)!.id;
        const moved = await trx.updateTable('job_cursors').set({ value: to }).where('name', '=', CURSOR).where('value', '=', from).executeTakeFirst();
        if (Number(moved.numUpdatedRows) !== 1) {
          // Another instance took this batch: on from where it left the cursor.
          const now = await trx.selectFrom('job_cursors').select('value').where('name', '=', CURSOR).executeTakeFirst();
          return { read: rows.length, changed: 0, moved: false, cursor: Number(now?.value ?? from) };
        }
        const stale = rows.flatMap((row) => {
          const keys = keysOf(row);
          return keys.titleKey === row.title_key && keys.bodyKey === row.body_key ? [] : [{ ...row, ...keys }];
        });
        if (stale.length === 0) return { read: rows.length, changed: 0, moved: true, cursor: to };
        // One statement for the batch (a statement a listing cost PostgreSQL most of the fill's time in planning and round trips).
        const values = sql.join(
          stale.map(
            (row) =>
              sql`(cast(${row.id} as integer), cast(${row.title} as text), cast(${row.description} as text), cast(${row.titleKey} as text), cast(${row.bodyKey} as text))`,
          ),
        );
        const written = await sql`with keyed (id, title, description, title_key, body_key) as (values ${values})
          update listings set title_key = keyed.title_key, body_key = keyed.body_key from keyed
          where listings.id = keyed.id and listings.title = keyed.title and listings.description = keyed.description`.execute(trx);
        const changed = Number(written.numAffectedRows ?? 0);
        return { read: rows.length, changed, moved: true, cursor: to };
      });
    },

    /** Records that every listing is keyed with `version` (once: the instance that finished the walk). */
    async finish(version: number): Promise<boolean> {
      const done = await db.updateTable('job_cursors').set({ value: version }).where('name', '=', VERSION).where('value', '<>', version).executeTakeFirst();
      return Number(done.numUpdatedRows) === 1;
    },
  };
}

export type SearchKeysRepository = ReturnType<typeof createSearchKeysRepository>;
