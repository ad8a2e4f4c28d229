import type { Kysely, Transaction } from 'kysely';
import {
  boundsInSom,
  narrowsRealEstate,
  priceInSom,
  somPerM2,
  type DollarRate,
  type RealEstateFields,
  type RealEstateRecord,
  type RealEstateFilters,
} from '../../../lib/real-estate.ts';
import type { DB } from '../../db/schema.ts';
import { realEstateFacets } from '../../../lib/real-estate-facets.ts';
import { AppError } from '../../errors.ts';
import type { OwnFieldsStore, OwnList } from '../../listings/own-fields.ts';
import { wholeRun, type JobRun } from '../../jobs/job-run.ts';
import type { RatesService } from '../../rates/rates.service.ts';
import type { RealEstateRepository } from './real-estate.repository.ts';
import type { ListingRecord } from '../../../lib/listing-kinds.ts';
import type { LocationsService } from '../../locations/locations.service.ts';
import type { CatalogService } from '../../catalog/catalog.service.ts';
import { similarTiers } from './similar.ts';

/** Dollar-priced listings re-priced in one transaction. */
const REPRICE_BATCH = 500;

/**
 * Real estate's own fields for the listing core (own-fields.ts), at the day's dollar rate
 * (server/rates/): a dollar price is kept as entered and in so'm at the rate, the list's price
 * bounds in dollars are read in so'm at the same rate, and `reprice` brings the so'm of dollar
 * prices to a new day's rate (the `exchange-rates` job, after each refresh).
 */
export function createRealEstateFields(deps: {
  repository: RealEstateRepository;
  rates: RatesService;
  locations: Pick<LocationsService, 'regionIdOf'>;
  catalog: Pick<CatalogService, 'listCategories'>;
}) {
  const { repository, rates, locations, catalog } = deps;
  const rateOf = async (trx?: Kysely<DB>): Promise<DollarRate | null> => rates.current('USD', trx);
  const needRate = async (): Promise<DollarRate> => {
    const rate = await rateOf();
    if (!rate) throw new AppError('rate_unavailable', { retryAfter: 3600 });
    return rate;
  };

  const store = {
    async load(ids: number[], trx?: Kysely<DB>): Promise<Map<number, RealEstateRecord>> {
      return store.records(await repository.load(ids, trx), trx);
    },

    async records(fields: Map<number, RealEstateFields>, trx?: Kysely<DB>): Promise<Map<number, RealEstateRecord>> {
      const rate = fields.size > 0 ? await rateOf(trx) : null;
      return new Map([...fields].map(([id, own]) => [id, { fields: own, rate }]));
    },

    async prepare(fields: RealEstateFields) {
      // So'm needs no rate, but its price in dollars is shown at one: the day's when there is one.
      const rate = fields.currency === 'USD' ? await needRate() : await rateOf();
      const at = rate ?? { rateTiyin: 1, date: '' };
      const price = priceInSom(fields, at);
      const perM2 = somPerM2(fields, at);
      return {
        price,
        facets: realEstateFacets(fields),
        save: (listingId: number, trx: Transaction<DB>) => repository.save(listingId, fields, { priceM2: perM2, ratedOn: rate?.date ?? null }, trx),
      };
    },

    async filter(filters: RealEstateFilters, bounds: { min?: number | undefined; max?: number | undefined }) {
      const conditions = repository.conditions(filters);
      const som =
        filters.currency === 'USD' && (bounds.min !== undefined || bounds.max !== undefined)
          ? boundsInSom(filters, bounds.min, bounds.max, await needRate())
          : bounds;
      return { ...(conditions && { conditions }), ...(som.min !== undefined && { min: som.min }), ...(som.max !== undefined && { max: som.max }) };
    },

    list(filters: RealEstateFilters | undefined): OwnList {
      const own = filters && narrowsRealEstate(filters) ? filters : undefined;
      return {
        countedPage: async (filter, order, offset, limit, cap) =>
          repository.countedPage(
            filter,
            own,
            order,
            offset,
            limit,
            cap,
            (await catalog.listCategories('real_estate')).map((type) => type.id),
          ),
        pageIds: (filter, order, offset, limit, fromEnd) => repository.pageIds(filter, own, order, offset, limit, fromEnd),
      };
    },

    similarTiers(record: ListingRecord) {
      return similarTiers(record, locations);
    },

    sortIds(ids: number[]) {
      return repository.sortByPricePerM2(ids);
    },

    /**
     * Brings the so'm of dollar prices of another day's rate to today's, a batch at a time while the
     * job's slice lasts (`more`: it stopped with some left). Any instance may run it: a batch
     * writes the same values whoever writes them, and leaves a listing its owner edited meanwhile.
     */
    async reprice(run: JobRun = wholeRun(), batch = REPRICE_BATCH): Promise<{ repriced: number; more: boolean }> {
      const rate = await rateOf();
      if (!rate) return { repriced: 0, more: false };
      let repriced = 0;
      do {
        const done = await repository.repriceDollars(rate, batch, (fields) => ({ som: priceInSom(fields, rate), perM2: somPerM2(fields, rate) }));
        if (done === 0) return { repriced, more: false };
        repriced += done;
      } while (await run.next());
      return { repriced, more: true };
    },
  } satisfies OwnFieldsStore & { reprice(run?: JobRun): Promise<{ repriced: number; more: boolean }> };
  return store;
}

export type RealEstateFieldsStore = ReturnType<typeof createRealEstateFields>;
