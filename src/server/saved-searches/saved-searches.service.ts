import { randomBytes } from 'node:crypto';
import type { Transaction } from 'kysely';
import { filterPlaceName, placeName } from '../../lib/names.ts';
import type { ListingKind, ListingRecord, MediaUrls } from '../../lib/listing-kinds.ts';
import { isLocale, type Locale } from '../../lib/locales.ts';
import type { AlertItem } from '../../lib/notice-data.ts';
import {
  alertDue,
  lastDigestAt,
  anchorOf,
  filtersOf,
  narrowsAnything,
  SAVED_SEARCH_RULES,
  savedQuery,
  savedSearchPath,
  wordsFound,
  meetsSavedQuery,
  wordsOf,
  type Frequency,
} from '../../lib/saved-search-rules.ts';
import type { SavedSearch } from '../../lib/schemas/saved-searches.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import type { Clock } from '../clock.ts';
import { wholeRun, type JobRun } from '../jobs/job-run.ts';
import type { DB } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import type { LocationsService } from '../locations/locations.service.ts';
import type { Logger } from '../logger.ts';
import type { Notifier } from '../notices/notifier.ts';
import type { NewListing, SavedSearchesRepository, SavedSearchRow } from './saved-searches.repository.ts';
import { ownFiltersOf } from '../../lib/listing-params.ts';
import type { OwnFieldsStores } from '../listings/own-fields.ts';

/**
 * Listings matched per transaction of the matching job: about 30 ms of work on SQLite (a listing's
 * key has ~85 anchors to look up), which is what a request may wait behind one batch.
 */
const MATCH_BATCH = 100;
/** Searches alerted per run at most (the next run goes on). */
const ALERT_BATCH = 500;

/**
 * Saved searches (issue 25): saving a list's filters (at most 20, each once), naming them,
 * choosing how often to hear, "N new since you looked"; matching every new listing through the
 * index (saved-searches.repository.ts) and alerting each search when its frequency says, with
 * up to 10 new listings, never the searcher's own, never one already sent, never a reserved or
 * sold one. An alert is a notice (`saved_search`) through the notifier: on the site and in
 * Telegram, sent once.
 */
export function createSavedSearchesService(deps: {
  searches: SavedSearchesRepository;
  catalog: CatalogService;
  locations: LocationsService;
  recordsOf: (ids: number[]) => Promise<ListingRecord[]>;
  /** The own fields of the kinds that have them (issue 38), to check a search's own filters on a listing. */
  own?: OwnFieldsStores | undefined;
  media: MediaUrls;
  notifier: Notifier;
  clock: Clock;
  logger: Logger;
}) {
  const { searches, catalog, locations, notifier, clock, logger } = deps;

  function shape(row: SavedSearchRow & { new_count?: number }): SavedSearch {
    return {
      id: row.id,
      kind: row.kind,
      name: row.name,
      query: row.query,
      path: savedSearchPath(row.kind, row.query),
      frequency: row.frequency,
      new_count: row.new_count ?? 0,
      created_at: row.created_at,
      seen_at: row.seen_at,
      last_alert_at: row.last_alert_at,
    };
  }

  /** The searches a listing's kind, category, region and words find, its owner's left out. */
  async function matchListing(listing: NewListing, trx?: Transaction<DB>): Promise<number[]> {
    const safeDeal = Number(listing.safe_deal) === 1;
    // The index holds the words' anchor, category, place, price and condition; the words and the safe deal are checked here.
    const found = (await searches.candidates(listing, trx)).filter(
      (search) => wordsFound(search.words, listing.search_key) && meetsSavedQuery(search.query, listing.kind, { safeDeal }),
    );
    // A kind's own filters (real estate's rooms, floor…) are in the search's query: each is read and checked on the listing.
    const kindFilters = ownFiltersOf(listing.kind);
    if (!kindFilters || found.length === 0) return found.map((search) => search.id);
    const own = (await deps.own?.[listing.kind]?.load([listing.id], trx))?.get(listing.id);
    if (!own) return [];
    return found
      .filter((search) => {
        const saved = filtersOf(search.query, listing.kind);
        const price = listing.price === null ? null : Number(listing.price);
        return !saved.own || kindFilters.meets(saved.own, { min: saved.min, max: saved.max }, own, price);
      })
      .map((search) => search.id);
  }

  async function alertOf(search: SavedSearchRow, now: Date): Promise<boolean> {
    const at = now.toISOString();
    const stored = await searches.localeOf(search.user_id);
    const locale: Locale = isLocale(stored) ? stored : 'uz';
    // The listings are read before the transaction (SQLite has one connection, which it holds);
    // the transaction then takes the alert and keeps those still due.
    // A digest tells what was found up to its 09:00; what came after waits for the next one.
    const upTo = (search.frequency === 'instant' ? now : lastDigestAt(now, search.frequency === 'weekly' ? 'weekly' : 'daily')).toISOString();
    const peek = await searches.alertable(search, upTo, SAVED_SEARCH_RULES.alertListings);
    const records = new Map((await deps.recordsOf(peek)).map((record) => [record.id, record]));
    return searches.transaction(async (trx) => {
      const taken = await searches.takeAlert(search, at, upTo, SAVED_SEARCH_RULES.alertListings, trx);
      if (!taken || taken.count === 0) return false;
      const items: AlertItem[] = taken.ids.flatMap((id) => {
        const record = records.get(id);
        if (!record) return [];
        return [
          {
            id,
            kind: record.kind,
            title: record.title,
            price: record.price,
            place: placeName(record.location, locale),
            photo: record.images[0] ? deps.media.url(record.images[0].key) : null,
          },
        ];
      });
      await notifier.add(
        [
          {
            userId: search.user_id,
            type: 'saved_search',
            data: {
              search_id: search.id,
              name: search.name,
              kind: search.kind,
              path: savedSearchPath(search.kind, search.query),
              listings: taken.count,
              items,
              unsubscribe_token: search.unsubscribe_token,
            },
            dedupeKey: `saved_search:${search.id}:${at}`,
          },
        ],
        at,
        trx,
      );
      return true;
    });
  }

  return {
    async list(userId: number): Promise<SavedSearch[]> {
      return (await searches.listOf(userId)).map(shape);
    },

    /**
     * Saves a list's filters (its URL query). Unknown categories and places are dropped as the
     * list drops them; a district names its region. Named by its filters unless a name is given.
     */
    async save(
      userId: number,
      input: { kind: ListingKind; query: string; name?: string | undefined; frequency?: Frequency | undefined },
      locale: Locale,
    ): Promise<SavedSearch> {
      const filters = filtersOf(input.query, input.kind);
      const categories = await catalog.listCategories(input.kind);
      const category = categories.find((each) => each.slug === filters.category);
      if (!category) filters.category = undefined;
      if (filters.district) {
        const region = await locations.regionIdOf(filters.district);
        if (region === null || (filters.region !== undefined && filters.region !== region)) filters.district = undefined;
        else filters.region = region;
      }
      const regions = await locations.listRegions();
      const region = regions.find((each) => each.id === filters.region);
      if (!region) filters.region = undefined;
      if (!narrowsAnything(filters, input.kind)) throw new AppError('saved_search_too_broad');
      // Bounds in another currency than the index's so'm (real estate's dollars) are checked on each listing at its day's rate.
      const foreign = filters.own !== undefined && ownFiltersOf(input.kind)?.boundsCurrency(filters.own) !== 'UZS';
      const words = wordsOf(filters.q);
      const district = region && filters.district ? (await locations.listDistricts(String(region.id))).find((each) => each.id === filters.district) : undefined;
      const named = [filters.q, category && category[`name_${locale}`], region && filterPlaceName(region, district, locale)].filter(Boolean).join(' · ');
      const saved = await searches.create(
        {
          userId,
          kind: input.kind,
          name: (input.name?.trim() || named || '').slice(0, SAVED_SEARCH_RULES.nameMax),
          query: savedQuery(filters, input.kind),
          words: words.join(' '),
          anchor: anchorOf(words),
          categoryKey: category?.id ?? 0,
          regionKey: filters.region ?? 0,
          districtId: filters.district ?? null,
          priceMin: foreign ? null : (filters.min ?? null),
          priceMax: foreign ? null : (filters.max ?? null),
          condition: filters.condition ?? null,
          frequency: input.frequency ?? 'instant',
          unsubscribeToken: randomBytes(24).toString('base64url'),
        },
        SAVED_SEARCH_RULES.perUser,
        clock().toISOString(),
      );
      if (saved === 'limit') throw new AppError('saved_searches_limit');
      if (saved === 'exists') throw new AppError('saved_search_exists');
      return shape(saved);
    },

    async update(userId: number, id: number, changes: { name?: string | undefined; frequency?: Frequency | undefined }): Promise<SavedSearch> {
      const row = await searches.update(userId, id, { ...changes, name: changes.name?.trim() });
      if (!row) throw new AppError('not_found');
      return shape(row);
    },

    async remove(userId: number, id: number): Promise<void> {
      if (!(await searches.remove(userId, id))) throw new AppError('not_found');
    },

    /** Marks a search's listings seen ("N new" starts again) and gives the list it opens. */
    async open(userId: number, id: number): Promise<SavedSearch> {
      const row = await searches.markSeen(userId, id, clock().toISOString());
      if (!row) throw new AppError('not_found');
      return shape(row);
    },

    /** Which of the person's searches has these filters (a list's canonical query: `savedQuery`), if one does. */
    async savedIdOf(userId: number, kind: ListingKind, query: string): Promise<number | null> {
      return searches.idOfQuery(userId, kind, query);
    },

    /** What an alert's unsubscribe link names, changing nothing: its search's name and whether its alerts are on. */
    async byToken(token: string): Promise<{ name: string; alerting: boolean } | null> {
      const row = await searches.byToken(token);
      return row && { name: row.name, alerting: row.frequency !== 'off' };
    },

    /** Switches a search's alerts off from its alert's link (no sign-in: the token is the key). */
    async unsubscribe(token: string): Promise<{ name: string } | null> {
      const row = await searches.unsubscribe(token);
      return row && { name: row.name };
    },

    matchListing,

    /** Matches a listing that became listed again after it was walked (a moderator restored it). */
    async matchAgain(listingId: number): Promise<number> {
      const listing = await searches.listedListing(listingId);
      return listing ? searches.addHits(listing.id, await matchListing(listing), clock().toISOString()) : 0;
    },

    /**
     * The job (each minute, and soon after a slice that left work): matches the listings new
     * since the last run, a batch at a time while the run's budget lasts (jobs/job-run.ts), then
     * alerts every search whose frequency says now. A backlog (a bulk import, a restore) is
     * matched over as many slices as it takes, the alerts after it; with no search of a kind,
     * its listings are passed over at once. Safe on several instances at once: the cursor moves
     * once, a hit is stored once, an alert is taken once.
     */
    async runDue(
      run: JobRun = wholeRun(),
    ): Promise<{ listings: number; matched: number; hits: number; skippedTo: number | null; alerts: number; more: boolean }> {
      const now = clock();
      let listings = 0;
      let matched = 0;
      let hits = 0;
      let skippedTo: number | null = null;
      for (;;) {
        const done = await searches.matchNew(MATCH_BATCH, now.toISOString(), matchListing);
        listings += done.listings;
        matched += done.matched;
        hits += done.hits;
        skippedTo = done.skippedTo ?? skippedTo;
        if (!done.more) break;
        if (!(await run.next())) return { listings, matched, hits, skippedTo, alerts: 0, more: true };
      }
      let alerts = 0;
      let tried = 0;
      for (const search of await searches.withNewHits(ALERT_BATCH)) {
        const due = alertDue(
          {
            frequency: search.frequency,
            lastAlertAt: search.last_alert_at === null ? null : new Date(search.last_alert_at),
            createdAt: new Date(search.created_at),
          },
          now,
        );
        if (!due) continue;
        // An alert at least per slice: the next slice starts the list again, and those alerted have left it.
        if (tried > 0 && !(await run.next())) return { listings, matched, hits, skippedTo, alerts, more: true };
        tried += 1;
        try {
          if (await alertOf(search, now)) alerts += 1;
        } catch (error) {
          logger.error({ err: error, search: search.id }, 'saved search: alert failed');
        }
      }
      return { listings, matched, hits, skippedTo, alerts, more: false };
    },
  };
}

export type SavedSearchesService = ReturnType<typeof createSavedSearchesService>;
