import type { Kysely } from 'kysely';

/**
 * Whether a listing offers the safe deal (issue 39): its seller's choice per listing, on by default
 * for goods from SAFE_DEAL_MIN_PRICE (the listing core decides at creation). 1 offers it, 0 not;
 * the listings before it offer none until their sellers turn it on.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('listings')
    .addColumn('safe_deal', 'smallint', (col) => col.notNull().defaultTo(0))
    .execute();
}
