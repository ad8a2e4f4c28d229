import type { Kysely } from 'kysely';
import type { DatabaseKind } from '../db/database.ts';
import { listingsMatching } from '../db/dialect.ts';
import type { DB } from '../db/schema.ts';
import { keyWords } from '../../lib/listing-words.ts';
import { ALL_LEVELS, LEVELS, tierOf, type Level, type SearchTerm } from '../../lib/search-tiers.ts';
import { SEARCH_COUNT_CAP } from '../../lib/paging.ts';
import { listingConditions, type ListingFilter } from './listings.repository.ts';

/** A page of a search: its listings' ids, and how many match (counted to the cap + 1 at most). */
export interface SearchPage {
  ids: number[];
  count: number;
}

/** A listing a source yields: where it sorts, and what its tier is read from. */
interface Candidate {
  id: number;
  sort: number;
  price: number | null;
  titleKey: string;
  bodyKey: string;
  categoryId: number;
}

/** A stream of candidates, newest first (sort date, then id, both descending). */
interface Source {
  head(): Promise<Candidate | undefined>;
  advance(): void;
}

/** How many words a word's start stands for in the word index: the vocabulary's commonest this many. */
const START_WORDS = 16;
/** The rows a source reads at first, and at most, per query: it doubles from the first to the last. */
const FIRST_BATCH = 48;
const LAST_BATCH = 1536;
/** A term's rows counted to choose the one to walk (the rarest leads): past this, any is as good. */
const LEADER_COUNT_CAP = 2000;

const compare = (a: Candidate, b: Candidate) => b.sort - a.sort || b.id - a.id;

/**
 * The search of listed listings through the word index (issue 36, db migration
 * 20261129-0100-word-index): one word of the query (the rarest in titles) is walked newest first
 * through its sources (its title words, its words' starts, its categories, its description words),
 * merged, and every listing it yields is placed in its tier (lib/search-tiers.ts) from the keys
 * read with it; the other words are checked on those keys, and the filter in the same query. A
 * tier is walked until the page is full or its sources end; the rows of an ended source are kept,
 * so the next tier only reads its new sources. Listings that hold a word only inside another (the
 * trigram indexes) come last.
 */
export function createListingSearchRepository(db: Kysely<DB>, dialect: DatabaseKind) {
  const columns = ['listings.id', 'listings.price', 'listings.title_key', 'listings.body_key', 'listings.category_id', 'listings.listed_at'] as const;
  type Row = { id: number; price: number | null; title_key: string; body_key: string; category_id: number; listed_at: string };
  const candidate = (row: Row, sort?: number): Candidate => ({
    id: Number(row.id),
    sort: sort ?? Date.parse(row.listed_at),
    price: row.price === null ? null : Number(row.price),
    titleKey: row.title_key,
    bodyKey: row.body_key,
    categoryId: Number(row.category_id),
  });

  /** A source read in batches by keyset, each batch twice the last. */
  function batched(read: (after: Candidate | undefined, limit: number) => Promise<Candidate[]>): Source {
    let rows: Candidate[] = [];
    let at = 0;
    let done = false;
    let size = FIRST_BATCH;
    return {
      async head() {
        if (at < rows.length) return rows[at];
        if (done) return undefined;
        const last = rows.at(-1);
        rows = await read(last, size);
        at = 0;
        if (rows.length < size) done = true;
        size = Math.min(size * 2, LAST_BATCH);
        return rows[0];
      },
      advance() {
        at++;
      },
    };
  }

  /** The listed listings (of the filter) holding `word` in a field of the index, newest first. */
  function wordSource(filter: ListingFilter, field: 0 | 1, word: string): Source {
    return batched(async (after, limit) => {
      let query = db
        .selectFrom('listing_words')
        .innerJoin('listings', 'listings.id', 'listing_words.listing_id')
        .select([...columns, 'listing_words.sort'])
        .where('listing_words.kind', '=', filter.kind)
        .where('listing_words.field', '=', field)
        .where('listing_words.word', '=', word)
        .where((eb) => eb.and(listingConditions(eb, filter, false)));
      if (after)
        query = query.where((eb) =>
          eb.or([
            eb('listing_words.sort', '<', after.sort),
            eb.and([eb('listing_words.sort', '=', after.sort), eb('listing_words.listing_id', '<', after.id)]),
          ]),
        );
      const rows = await query.orderBy('listing_words.sort', 'desc').orderBy('listing_words.listing_id', 'desc').limit(limit).execute();
      return rows.map((row) => candidate(row, Number(row.sort)));
    });
  }

  /** The listed listings (of the filter) of a category, newest first, through the lists' own index. */
  function categorySource(filter: ListingFilter, categoryId: number): Source {
    let cursor: { listedAt: string; id: number } | undefined;
    return batched(async (_after, limit) => {
      let query = db
        .selectFrom('listings')
        .select(columns)
        .where((eb) => eb.and(listingConditions(eb, { ...filter, categoryId }, false)));
      const from = cursor;
      if (from)
        query = query.where((eb) =>
          eb.or([eb('listings.listed_at', '<', from.listedAt), eb.and([eb('listings.listed_at', '=', from.listedAt), eb('listings.id', '<', from.id)])]),
        );
      const rows = await query.orderBy('listings.listed_at', 'desc').orderBy('listings.id', 'desc').limit(limit).execute();
      const last = rows.at(-1);
      if (last) cursor = { listedAt: last.listed_at, id: Number(last.id) };
      return rows.map((row) => candidate(row));
    });
  }

  /** Candidates already read, as a source. */
  function memorySource(rows: Candidate[]): Source {
    const sorted = [...rows].sort(compare);
    let at = 0;
    return {
      head: () => Promise.resolve(sorted[at]),
      advance() {
        at++;
      },
    };
  }

  /** The sources' candidates merged newest first, each listing once. */
  async function* merged(sources: Source[]): AsyncGenerator<Candidate> {
    const yielded = new Set<number>();
    for (;;) {
      let best: { source: Source; row: Candidate } | undefined;
      const heads = await Promise.all(sources.map((source) => source.head()));
      heads.forEach((row, at) => {
        if (row && (!best || compare(row, best.row) < 0)) best = { source: sources[at]!, row };
      });
      if (!best) return;
      best.source.advance();
      if (yielded.has(best.row.id)) continue;
      yielded.add(best.row.id);
      yield best.row;
    }
  }

  /** The vocabulary's commonest words starting with `word` (itself apart), for a word's start in titles. */
  async function startWords(filter: ListingFilter, word: string): Promise<string[]> {
    const rows = await db
      .selectFrom('search_words')
      .select('word')
      .where('kind', '=', filter.kind)
      .where('word', '>', word)
      .where('word', '<', `${word}\u{10ffff}`)
      .where('listings', '>', 0)
      .orderBy('listings', 'desc')
      .limit(START_WORDS)
      .execute();
    return rows.map((row) => row.word);
  }

  /** The term's sources that first serve `level` (those of the levels before it apart). */
  async function sourcesAt(filter: ListingFilter, term: SearchTerm, level: Level): Promise<Source[]> {
    switch (level) {
      case LEVELS.titleWord:
        return term.keys.map((key) => wordSource(filter, 0, key));
      case LEVELS.titleStart:
        return (await startWords(filter, term.word)).filter((word) => !term.keys.includes(word)).map((word) => wordSource(filter, 0, word));
      case LEVELS.category:
        return term.categoryIds.filter((id) => filter.categoryId === undefined || filter.categoryId === id).map((id) => categorySource(filter, id));
      default:
        return term.keys.map((key) => wordSource(filter, 1, key));
    }
  }

  /** The term with the fewest listings holding one of its words in a title (counted to LEADER_COUNT_CAP): the one walked. */
  async function leaderOf(filter: ListingFilter, terms: SearchTerm[]): Promise<SearchTerm> {
    if (terms.length === 1) return terms[0]!;
    const counts = await Promise.all(
      terms.map(async (term) => {
        const limited = db
          .selectFrom('listing_words')
          .select('listing_words.listing_id')
          .where('kind', '=', filter.kind)
          .where('field', '=', 0)
          .where('word', 'in', term.keys)
          .limit(LEADER_COUNT_CAP);
        const row = await db
          .selectFrom(limited.as('held'))
          .select((eb) => eb.fn.countAll<number>().as('total'))
          .executeTakeFirstOrThrow();
        return Number(row.total);
      }),
    );
    let best = 0;
    for (let at = 1; at < terms.length; at++) if (counts[at]! < counts[best]!) best = at;
    return terms[best]!;
  }

  /**
   * A walk of one query: the leader's sources level by level, every candidate's tier remembered
   * (`tiers`), the candidates of ended sources kept (`kept`) for the levels after. A listing is
   * shown in the first walk that finds it at its tier or better: one whose word's start the
   * vocabulary's commonest starts left out (START_WORDS) is found again through its category or
   * description, and shown there, rather than never.
   */
  function walker(filter: ListingFilter, terms: SearchTerm[], leader: SearchTerm) {
    const tiers = new Map<number, Level | null>();
    const kept: Candidate[] = [];
    const shown = new Set<number>();
    let opened: Level | -1 = -1;
    const tierOfRow = (row: Candidate): Level | null => {
      let tier = tiers.get(row.id);
      if (tier === undefined) {
        tier = tierOf(terms, { titleWords: new Set(keyWords(row.titleKey)), bodyWords: new Set(keyWords(row.bodyKey)), categoryId: row.categoryId });
        tiers.set(row.id, tier);
      }
      return tier;
    };
    const showable = (row: Candidate, level: Level) => {
      const tier = tierOfRow(row);
      return tier !== null && tier <= level && !shown.has(row.id);
    };
    return {
      tiers,
      /** The listings of tier `level` (and those first found now at a better one), newest first; the sources of every level up to it are read, and kept once ended. */
      async *tier(level: Level): AsyncGenerator<Candidate> {
        const memory = memorySource(kept.filter((row) => showable(row, level)));
        const fresh: Source[] = [];
        for (const next of ALL_LEVELS) if (next > opened && next <= level) fresh.push(...(await sourcesAt(filter, leader, next)));
        opened = Math.max(opened, level) as Level;
        const known = new Set(kept.map((row) => row.id));
        for await (const row of merged([memory, ...fresh])) {
          if (!known.has(row.id)) {
            known.add(row.id);
            kept.push(row);
          }
          if (!showable(row, level)) continue;
          shown.add(row.id);
          yield row;
        }
      },
    };
  }

  /** Listings holding every word of the filter somewhere inside a word of their search key (the trigram index), newest first, but those in `except`. */
  async function partMatches(filter: ListingFilter, except: ReadonlySet<number>, limit: number): Promise<Candidate[]> {
    const words = filter.words ?? [];
    if (words.length === 0 || limit <= 0) return [];
    const { query, newestFirst } = listingsMatching(db, dialect, words, true);
    const rows = await query
      .select(columns)
      .where((eb) => eb.and(listingConditions(eb, filter, false)))
      .orderBy(newestFirst)
      .limit(limit + except.size)
      .execute();
    return rows
      .map((row) => candidate(row))
      .filter((row) => !except.has(row.id))
      .slice(0, limit);
  }

  /** How many listings match (any tier, or inside a word), counted to `cap` + 1: the leader's every source, then the trigram matches. */
  async function countMatches(filter: ListingFilter, terms: SearchTerm[], leader: SearchTerm, cap: number, known: Map<number, Level | null>): Promise<number> {
    const sources: Source[] = [];
    for (const level of ALL_LEVELS) sources.push(...(await sourcesAt(filter, leader, level)));
    const matched = new Set<number>();
    for await (const row of merged(sources)) {
      let tier = known.get(row.id);
      if (tier === undefined)
        tier = tierOf(terms, { titleWords: new Set(keyWords(row.titleKey)), bodyWords: new Set(keyWords(row.bodyKey)), categoryId: row.categoryId });
      if (tier !== null) matched.add(row.id);
      if (matched.size > cap) return matched.size;
    }
    const parts = await partMatches(filter, matched, cap + 1 - matched.size);
    return matched.size + parts.length;
  }

  return {
    /**
     * A relevance-sorted page: tier 0 newest first, then 1, 2 and 3 (lib/search-tiers.ts), then
     * the listings that hold a word only inside another; with the count to `cap` + 1.
     */
    async relevancePage(filter: ListingFilter, terms: SearchTerm[], offset: number, limit: number, cap: number): Promise<SearchPage> {
      const want = offset + limit;
      const leader = await leaderOf(filter, terms);
      const walk = walker(filter, terms, leader);
      const ids: number[] = [];
      for (const level of ALL_LEVELS) {
        if (ids.length >= want) break;
        for await (const row of walk.tier(level)) {
          ids.push(row.id);
          if (ids.length >= want) break;
        }
      }
      if (ids.length < want) {
        // Every tier ended: the matches held whole are all in hand, and counted exactly.
        const matched = new Set([...walk.tiers].filter(([, tier]) => tier !== null).map(([id]) => id));
        const parts = await partMatches(filter, matched, want - ids.length + cap + 1);
        ids.push(...parts.slice(0, want - ids.length).map((row) => row.id));
        return { ids: ids.slice(offset), count: matched.size + parts.length };
      }
      return { ids: ids.slice(offset), count: await countMatches(filter, terms, leader, cap, walk.tiers) };
    },

    /**
     * A page by sort date, or by price among the newest SEARCH_COUNT_CAP matches: the leader's
     * sources merged newest first, every match of any tier (with the trigram matches when those
     * end first); with the count to `cap` + 1.
     */
    async orderedPage(
      filter: ListingFilter,
      terms: SearchTerm[],
      order: 'newest' | 'price' | '-price',
      offset: number,
      limit: number,
      cap: number,
    ): Promise<SearchPage> {
      const want = order === 'newest' ? offset + limit : SEARCH_COUNT_CAP;
      const leader = await leaderOf(filter, terms);
      const sources: Source[] = [];
      for (const level of ALL_LEVELS) sources.push(...(await sourcesAt(filter, leader, level)));
      const found: Candidate[] = [];
      const tiers = new Map<number, Level | null>();
      for await (const row of merged(sources)) {
        const tier = tierOf(terms, { titleWords: new Set(keyWords(row.titleKey)), bodyWords: new Set(keyWords(row.bodyKey)), categoryId: row.categoryId });
        tiers.set(row.id, tier);
        if (tier === null) continue;
        found.push(row);
        if (found.length >= want) break;
      }
      let count: number;
      if (found.length < want) {
        const parts = await partMatches(filter, new Set(found.map((row) => row.id)), want - found.length + cap + 1);
        count = found.length + parts.length;
        found.push(...parts.slice(0, want - found.length));
      } else count = await countMatches(filter, terms, leader, cap, tiers);
      const byPrice = (row: Candidate) => row.price ?? 0;
      const ranked =
        order === 'newest'
          ? found.sort(compare)
          : found.sort((a, b) => (order === 'price' ? byPrice(a) - byPrice(b) || a.id - b.id : byPrice(b) - byPrice(a) || b.id - a.id));
      return { ids: ranked.slice(offset, offset + limit).map((row) => row.id), count };
    },
  };
}

export type ListingSearchRepository = ReturnType<typeof createListingSearchRepository>;
