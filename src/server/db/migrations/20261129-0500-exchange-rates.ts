import type { Kysely } from 'kysely';
import type { DatabaseKind } from '../database.ts';
import { timestampType } from '../dialect.ts';

/**
 * The Central Bank of Uzbekistan's daily rates (issue 38, groundwork of real estate): one row per
 * currency and the day the bank set it for (`YYYY-MM-DD`), the rate as so'm tiyin per one unit
 * (12718.43 so'm per dollar is 1271843), when it was fetched. A day's rate is written once.
 */
export async function up(db: Kysely<unknown>, kind: DatabaseKind): Promise<void> {
  await db.schema
    .createTable('exchange_rates')
    .addColumn('currency', 'varchar(3)', (col) => col.notNull())
    .addColumn('date', 'text', (col) => col.notNull())
    .addColumn('rate_tiyin', 'bigint', (col) => col.notNull())
    .addColumn('fetched_at', timestampType(kind), (col) => col.notNull())
    .addPrimaryKeyConstraint('exchange_rates_pk', ['currency', 'date'])
    .execute();
}
