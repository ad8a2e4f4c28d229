import type { Config } from '../config.ts';
import type { DatabaseKind } from '../db/database.ts';
import type { ListingLifecycle } from '../listings/listing-lifecycle.service.ts';
import type { Logger } from '../logger.ts';
import { DRAIN_BUDGET_MS, type DeliveryWorker } from '../deliveries/delivery-worker.ts';
import type { SavedSearchesService } from '../saved-searches/saved-searches.service.ts';
import type { ReviewsService } from '../reviews/reviews.service.ts';
import { createInProcessQueue } from './in-process-queue.ts';
import { createIdleQueue, type JobQueue, type RecurringJob } from './job-queue.ts';
import { createPgBossQueue } from './pg-boss-queue.ts';
import type { SearchKeysService } from '../search/search-keys.service.ts';
import type { RealEstateFieldsStore } from '../kinds/real-estate/real-estate-fields.ts';
import type { RatesService } from '../rates/rates.service.ts';
import type { BooksService } from '../deals/books.service.ts';
import type { DealsService } from '../deals/deals.service.ts';

/** The site's recurring jobs. */
export function recurringJobs(deps: {
  lifecycle: ListingLifecycle;
  reviews: ReviewsService;
  deliveries: DeliveryWorker;
  savedSearches: SavedSearchesService;
  searchKeys: SearchKeysService;
  rates: RatesService;
  realEstate: Pick<RealEstateFieldsStore, 'reprice'>;
  books: Pick<BooksService, 'check'>;
  deals: Pick<DealsService, 'runDeadlines' | 'runMoney'>;
}): RecurringJob[] {
  return [
    // Safe deals' deadlines (issue 39): each minute, every deal whose time is up gets the clock's move (cancel, release,
    // complete, escalate), one conditional write each, so that two instances never move a deal twice.
    { name: 'deal-deadlines', cron: '* * * * *', short: true, run: (run) => deps.deals.runDeadlines(run) },
    // Safe deals' money: provider calls whose answer was lost are looked up, captures and releases left behind are finished.
    { name: 'deal-money', cron: '* * * * *', short: true, run: (run) => deps.deals.runMoney(run) },
    // New listings matched against saved searches, and the alerts that are due (issue 25).
    { name: 'saved-searches', cron: '* * * * *', short: true, run: (run) => deps.savedSearches.runDue(run) },
    // The listings' word keys made again when the search dictionary changed (issue 36), in slices.
    { name: 'search-keys', cron: '* * * * *', short: true, run: (run) => deps.searchKeys.runDue(run) },
    // Notices sent outside the site (Telegram): after every notice that wrote one, and each minute for retries (issue 25).
    { name: 'deliveries', cron: '* * * * *', short: true, run: (run) => deps.deliveries.drain(DRAIN_BUDGET_MS, run) },
    // Reservations lapse, listings expire and are archived, owners are reminded (issue 22). Not sliced yet: its batches
    // (listings/listing-lifecycle.service.ts) are few and hourly; a backlog of expiries would want `run` there too.
    { name: 'listing-lifecycle', cron: '0 * * * *', run: () => deps.lifecycle.runDue() },
    // Reviews show after 14 days and leave the score after 365; qualifying conversations are asked for reviews (issue 24).
    { name: 'reviews', cron: '0 * * * *', run: (run) => deps.reviews.runDue(run) },
    // The Central Bank's dollar rate (issue 38): at start (every queue runs a job at start: a fresh database gets its
    // rate) and each hour, one small GET; the bank sets the next day's rate at an hour of its own, and a failure
    // (logged) leaves the last rate until the next hour. A day's rate is stored once.
    // After the refresh, the so'm of dollar prices follow the day's rate (real estate), in slices.
    {
      name: 'exchange-rates',
      cron: '0 * * * *',
      short: true,
      run: async (run) => ({ ...(await deps.rates.refresh('USD')), ...(await deps.realEstate.reprice(run)) }),
    },
    // The safe deal's books (issue 39): balanced, each deal's accounts what its state says, and yesterday's provider statement
    // matching our movements; differences recorded once and told to moderators. Daily at 04:00 Tashkent (23:00 UTC).
    { name: 'deal-books', cron: '0 23 * * *', run: () => deps.books.check() },
  ];
}

/** This instance's job queue (JOBS=0: none), working every recurring job. */
export async function startJobs(deps: {
  config: Pick<Config, 'JOBS' | 'DATABASE_URL'>;
  kind: DatabaseKind;
  logger: Logger;
  jobs: RecurringJob[];
}): Promise<JobQueue> {
  const { config, kind, logger } = deps;
  if (!config.JOBS) return createIdleQueue();
  const queue =
    kind === 'postgres' && config.DATABASE_URL ? await createPgBossQueue({ databaseUrl: config.DATABASE_URL, logger }) : createInProcessQueue(logger);
  for (const job of deps.jobs) await queue.recur(job);
  return queue;
}
