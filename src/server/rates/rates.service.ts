import type { Kysely } from 'kysely';
import type { ForeignCurrency } from '../../lib/money.ts';
import type { DB } from '../db/schema.ts';
import { tashkentDay } from '../../lib/books.ts';
import type { Clock } from '../clock.ts';
import type { Logger } from '../logger.ts';
import type { RatesProvider } from './cbu-rates.ts';
import type { RatesRepository, StoredRate } from './rates.repository.ts';

/** A currency's rate as shown beside a price: so'm tiyin per one unit, and the day the bank set it for (YYYY-MM-DD). */
export type ExchangeRate = StoredRate;

/** What a refresh did: stored a new day's rate, found that day's already stored, or failed (logged; the last rate stays). */
export type RefreshOutcome = { outcome: 'stored' | 'known'; date: string } | { outcome: 'failed' };

export type RatesService = ReturnType<typeof createRatesService>;

/** How long an instance keeps the rate in force before reading it again (a refresh on another instance shows after at most this). */
export const RATE_KEPT_MS = 60_000;

/**
 * The Central Bank's daily rates (issue 38): `refresh` asks the provider (the bank, or the rates
 * file) and stores the day's rate once (the `exchange-rates` job); `current` is the rate in force
 * today in Tashkent, the newest of a day up to today, or, when only a later day's is stored (the bank
 * sets tomorrow's in the afternoon, and a fresh database may have only that), the first of those.
 */
export function createRatesService(deps: { repository: RatesRepository; provider: RatesProvider; clock: Clock; logger: Logger }) {
  const { repository, provider, clock, logger } = deps;
  // The rate in force, kept a minute by currency and day (every real-estate list and page asks for it): a refresh here
  // forgets it at once, another instance's shows within RATE_KEPT_MS. A read that began before a refresh keeps nothing (`generation`).
  const kept = new Map<string, { rate: ExchangeRate; until: number }>();
  let generation = 0;
  return {
    /** `trx`: read inside a transaction (SQLite has one connection, which a transaction holds), never from what is kept. */
    async current(currency: ForeignCurrency = 'USD', trx?: Kysely<DB>): Promise<ExchangeRate | null> {
      const now = clock();
      const today = tashkentDay(now);
      const key = `${currency} ${today}`;
      const hit = trx ? undefined : kept.get(key);
      if (hit && hit.until > now.getTime()) return hit.rate;
      const began = generation;
      const rate = (await repository.newestOnOrBefore(currency, today, trx)) ?? (await repository.firstAfter(currency, today, trx)) ?? null;
      if (rate && !trx && began === generation) kept.set(key, { rate, until: now.getTime() + RATE_KEPT_MS });
      return rate;
    },

    /** Asks the provider and stores its day's rate; a provider's failure is logged as a warning and changes nothing. */
    async refresh(currency: ForeignCurrency = 'USD'): Promise<RefreshOutcome> {
      let quote;
      try {
        quote = await provider.rate(currency);
      } catch (error) {
        logger.warn({ err: error, currency, source: provider.source }, 'exchange rate: cannot refresh, the last rate stays');
        return { outcome: 'failed' };
      }
      const stored = await repository.insertDay({ ...quote, fetchedAt: clock().toISOString() });
      if (stored) {
        generation++;
        kept.clear();
      }
      if (stored) logger.info({ currency, date: quote.date, rateTiyin: quote.rateTiyin, source: provider.source }, 'exchange rate stored');
      return { outcome: stored ? 'stored' : 'known', date: quote.date };
    },
  };
}
