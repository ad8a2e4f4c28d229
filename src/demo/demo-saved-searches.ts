import pino from 'pino';
import type { ListingKind } from '../lib/listing-kinds.ts';
import { filtersOf, wordsFound, wordsOf, type Frequency } from '../lib/saved-search-rules.ts';
import { createSavedSearchesRepository } from '../server/saved-searches/saved-searches.repository.ts';
import type { DemoDeps } from './demo-deps.ts';
import type { DemoListingRow as ListingRow } from './demo.repository.ts';
import { DEMO_SEED, type DemoPlan } from './demo-plan.ts';
import { localHour } from './placement.ts';
import { seededRandom, type Random } from './random.ts';
import { MINUTE } from '../lib/time-units.ts';

const HOUR_MS = 60 * MINUTE;
const DAY_MS = 24 * HOUR_MS;
/** Its own seed: drawn after the rest of the demo, changing nothing of it. */
const SAVED_SEARCH_SEED = DEMO_SEED + 25;
/** The job's runs of each morning (UTC): 08:00:30 Tashkent, when instant alerts held through the night go, and 09:00:30, the daily and weekly digests. */
const MORNING_RUNS_UTC = [3 * HOUR_MS + 30_000, 4 * HOUR_MS + 30_000];
/** The job runs each minute: a new listing is matched, and an instant alert goes, a minute after it went up. */
const JOB_DELAY_MS = MINUTE;

/**
 * A demo account's saved search: a list's filters (its URL query, as the save button sends it),
 * how often they hear, and how many of the demo's listings went up after they saved it (its
 * "N new"): the moment it was saved is drawn between the listings it finds, so the count holds
 * whatever day the demo is filled on.
 */
interface SearchSpec {
  seller: number;
  kind: ListingKind;
  query: string;
  frequency: Frequency;
  fresh: number;
  name?: string;
}

/** The first demo account (README): a few searches, each kind of alert, most with new listings. Then a few other accounts'. */
const SEARCHES: SearchSpec[] = [
  { seller: 0, kind: 'product', query: '?q=Chevrolet&category=cars&max=170000000', frequency: 'instant', fresh: 3 },
  { seller: 0, kind: 'product', query: '?category=kids', frequency: 'daily', fresh: 4, name: 'Oʻgʻlimga' },
  { seller: 0, kind: 'service', query: '?q=tozalash', frequency: 'weekly', fresh: 2 },
  { seller: 0, kind: 'product', query: '?q=velosiped', frequency: 'off', fresh: 0 },
  { seller: 2, kind: 'product', query: '?q=iPhone', frequency: 'instant', fresh: 2 },
  { seller: 9, kind: 'product', query: '?category=phones&max=5000000', frequency: 'daily', fresh: 3 },
  { seller: 11, kind: 'service', query: '?category=plumbing-electrical', frequency: 'daily', fresh: 2 },
  { seller: 14, kind: 'product', query: '?q=Artel', frequency: 'weekly', fresh: 1 },
  { seller: 20, kind: 'product', query: '?q=oltin&category=watches-jewellery', frequency: 'instant', fresh: 2 },
];

export interface SavedSearchCounts {
  searches: number;
  hits: number;
  alerts: number;
}

/**
 * Saved searches (issue 25), once the listings' lives and reviews are written: the demo accounts
 * save searches through the saved-searches service with a clock set to when they did, then the
 * listings that went up later are matched as the job would have a minute after each, and the
 * job's runs (with each match, and each morning at 08:00 and 09:00 Tashkent) send the alerts
 * their frequencies allow, as `saved_search` notices through the notifier. First the
 * job walks every demo listing while nobody has a search (it moves its cursor past them all), so
 * the real job, once the server runs, matches only what is listed after the fill.
 */
export async function addSavedSearches(deps: DemoDeps, plan: DemoPlan, ids: { sellers: number[] }): Promise<SavedSearchCounts> {
  // The hits of a listing matched at its moment are stored as the job stores them; a run with nothing to alert is skipped.
  const searches = createSavedSearchesRepository(deps.database.db, deps.database.kind);
  const failures: string[] = [];
  // An alert that fails is logged by the job and skipped; in the demo it stops the fill.
  const logger = pino({ level: 'error', base: null }, { write: (line: string) => void failures.push(line) });
  const searchesAt = (at: Date) => deps.servicesAt(at, { logger }).savedSearches;
  const runJob = async (at: Date) => {
    const run = await searchesAt(at).runDue();
    if (failures.length > 0) throw new Error(`demo data: a saved search's alert failed: ${failures[0]}`);
    return run;
  };

  const now = plan.life.now;
  await runJob(now);

  const rows = await deps.repository.listingsByTime();
  const categories = new Map<string, number>();
  for (const listingKind of new Set(SEARCHES.map((spec) => spec.kind))) {
    for (const category of await deps.services.catalog.listCategories(listingKind)) categories.set(`${listingKind}:${category.slug}`, category.id);
  }
  const random = seededRandom(SAVED_SEARCH_SEED);
  const saves = SEARCHES.map((spec) => {
    const userId = ids.sellers[spec.seller]!;
    const found = rows.filter((row) => finds(spec, row, userId, categories)).map((row) => Date.parse(row.created_at));
    return { spec, userId, at: new Date(savedAt(random, found, spec.fresh, now.getTime(), plan.sellers[spec.seller]!.joinedAt.getTime())) };
  });

  // Everything from the first save on, in time order: saves, then each listing matched a minute after it went up, then the job's runs.
  type Step = { at: number; order: number; run: () => Promise<void> };
  const steps: Step[] = [];
  let hits = 0;
  let alerts = 0;
  for (const save of saves) {
    steps.push({
      at: save.at.getTime(),
      order: 0,
      async run() {
        await searchesAt(save.at).save(
          save.userId,
          { kind: save.spec.kind, query: save.spec.query, name: save.spec.name, frequency: save.spec.frequency },
          'uz',
        );
      },
    });
  }
  const from = Math.min(...saves.map((save) => save.at.getTime()));
  const runs = new Set<number>();
  for (const row of rows) {
    const at = Date.parse(row.created_at) + JOB_DELAY_MS;
    if (at <= from || at > now.getTime() || row.listed !== 1 || row.hidden_from !== null) continue;
    steps.push({
      at,
      order: 1,
      async run() {
        const service = searchesAt(new Date(at));
        hits += await searches.addHits(row.id, await service.matchListing(row), new Date(at).toISOString());
      },
    });
    runs.add(at);
  }
  for (let day = Math.floor(from / DAY_MS) * DAY_MS; day <= now.getTime(); day += DAY_MS) {
    for (const offset of MORNING_RUNS_UTC) if (day + offset > from && day + offset <= now.getTime()) runs.add(day + offset);
  }
  for (const at of runs) {
    steps.push({
      at,
      order: 2,
      async run() {
        // A run with no listing waiting for an alert does nothing (the cursor is past every listing): not worth its queries.
        if ((await searches.withNewHits(1)).length === 0) return;
        alerts += (await runJob(new Date(at))).alerts;
      },
    });
  }
  steps.sort((a, b) => a.at - b.at || a.order - b.order);
  for (const step of steps) await step.run();
  return { searches: saves.length, hits, alerts };
}

/**
 * Whether a search finds a listing that is up, by the rules of matching (its words in the search
 * key, its category, price, never the searcher's own): what picks the moment it was saved. The
 * demo's searches name no place or condition; the hits themselves are the service's matching.
 */
function finds(spec: SearchSpec, row: ListingRow, userId: number, categories: Map<string, number>): boolean {
  if (row.kind !== spec.kind || row.owner_id === userId || row.listed !== 1 || row.hidden_from !== null) return false;
  const filters = filtersOf(spec.query, spec.kind);
  if (filters.category !== undefined && categories.get(`${spec.kind}:${filters.category}`) !== row.category_id) return false;
  if (filters.max !== undefined && (row.price === null || row.price > filters.max)) return false;
  if (filters.min !== undefined && (row.price === null || row.price < filters.min)) return false;
  return wordsFound(wordsOf(filters.q).join(' '), row.search_key);
}

/**
 * When a search was saved: between the listing it found before its `fresh` newest and the first
 * of those (a few days to weeks back, as the listings come), or some days before the first it
 * finds when it finds fewer; in the daytime if the gap allows, after its owner joined, before now.
 */
function savedAt(random: Random, found: number[], fresh: number, now: number, joinedAt: number): number {
  const first = found.length - fresh;
  const somewhen = (latest: number) => latest - random.int(1, 3) * DAY_MS - random.int(0, 12 * 60) * MINUTE - random.int(0, 59_999);
  let at: number;
  let before = -Infinity;
  let after = Infinity;
  if (fresh === 0 || found.length === 0) at = somewhen(now - 2 * DAY_MS);
  else if (first <= 0) {
    after = found[0]!;
    at = somewhen(after);
  } else {
    before = found[first - 1]! + JOB_DELAY_MS;
    after = found[first]!;
    at = before + Math.floor((after - before) * (0.2 + 0.6 * random.next()));
  }
  // Nobody saves a search at four in the morning: a night moment moves on to the morning, if no listing it finds went up meanwhile.
  const hour = localHour(new Date(at));
  const morning = at + (8 - hour) * HOUR_MS + random.int(5, 90) * MINUTE;
  if (hour < 8 && morning < after) at = morning;
  return Math.max(at, joinedAt + DAY_MS);
}
