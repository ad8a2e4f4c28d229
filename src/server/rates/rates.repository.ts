import type { Kysely } from 'kysely';
import type { ForeignCurrency } from '../../lib/money.ts';
import type { DB } from '../db/schema.ts';

export interface StoredRate {
  date: string;
  rateTiyin: number;
}

export type RatesRepository = ReturnType<typeof createRatesRepository>;

/** The bank's daily rates (`exchange_rates`): one row per currency and day, written once. */
export function createRatesRepository(db: Kysely<DB>) {
  const pick = (currency: ForeignCurrency, trx: Kysely<DB> = db) =>
    trx.selectFrom('exchange_rates').select(['date', 'rate_tiyin as rateTiyin']).where('currency', '=', currency).limit(1);
  return {
    /** Stores a day's rate unless that day has one; true when it was stored. */
    async insertDay(row: { currency: ForeignCurrency; date: string; rateTiyin: number; fetchedAt: string }): Promise<boolean> {
      const result = await db
        .insertInto('exchange_rates')
        .values({ currency: row.currency, date: row.date, rate_tiyin: row.rateTiyin, fetched_at: row.fetchedAt })
        .onConflict((conflict) => conflict.columns(['currency', 'date']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
    },
    /** The newest rate set for `date` or a day before it. */
    async newestOnOrBefore(currency: ForeignCurrency, date: string, trx: Kysely<DB> = db): Promise<StoredRate | undefined> {
      return pick(currency, trx).where('date', '<=', date).orderBy('date', 'desc').executeTakeFirst();
    },
    /** The first rate set for a day after `date` (the bank sets tomorrow's in the afternoon). */
    async firstAfter(currency: ForeignCurrency, date: string, trx: Kysely<DB> = db): Promise<StoredRate | undefined> {
      return pick(currency, trx).where('date', '>', date).orderBy('date', 'asc').executeTakeFirst();
    },
  };
}
