import { sql, type ExpressionBuilder, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { DatabaseKind } from '../db/database.ts';
import { listingsMatching } from '../db/dialect.ts';
import type { DB } from '../db/schema.ts';
import { executeReusable } from '../db/reusable-statement.ts';
import type { ListingKind } from '../../lib/listing-kinds.ts';
import { ALL_LEVELS, LEVELS, tierOf, type Level, type SearchTerm } from '../../lib/search-tiers.ts';
import { SEARCH_COUNT_CAP } from '../../lib/paging.ts';
import { listingConditions, WORD_REFS, type ListingFilter } from './listings.repository.ts';

/** A page of a search: its listings' ids, and how many match (counted to the cap + 1 at most). */
export interface SearchPage {
  ids: number[];
  count: number;
  /** Whether a listing holds the words as words (the word index found one), not only inside others. */
  worded: boolean;
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

/**
 * One search as its walks read it: the filter, its terms, the one walked (`leader`), and whether
 * the other terms are checked on the listings' keys (`keys`: a query of one word needs no check,
 * whatever its sources yield matches it, at the level of the source that first yields it).
 */
interface Query {
  filter: ListingFilter;
  terms: SearchTerm[];
  leader: SearchTerm;
  keys: boolean;
  /** Whether the listing's row is read with its words' (its keys, or the filter's columns; the price is in the index). */
  join: boolean;
}

/** Whether a filter asks only what the word index holds (a kind's listed listings). */
const indexOnly = (filter: ListingFilter) =>
  filter.categoryId === undefined &&
  filter.regionId === undefined &&
  filter.locationIds === undefined &&
  filter.ownerId === undefined &&
  filter.minPrice === undefined &&
  filter.maxPrice === undefined &&
  filter.condition === undefined &&
  filter.safeDeal === undefined &&
  filter.own === undefined;

/** A row of the word index as a source reads it: with its listing's category and keys when the listing is read. */
interface WordRow {
  listing_id: number;
  sort: number;
  price: number | null;
  category_id?: number;
  title_key?: string;
  body_key?: string;
}

/** A stream of candidates, newest first (sort date, then id, both descending). */
interface Source {
  /** The next candidate; undefined when the source needs reading (`fill`) or has ended. */
  peek(): Candidate | undefined;
  /** Whether the next candidate must be read first. */
  needs(): boolean;
  fill(): Promise<void>;
  advance(): void;
  /** How many candidates it holds, as its first read counted them (up to its count's limit); 0 when it did not count. */
  counted(): number;
}

/** How many words a word's start stands for in the word index: the vocabulary's commonest this many. */
const START_WORDS = 16;
/** The rows a source reads at first, and at most, per query: it doubles from the first to the last. */
const FIRST_BATCH = 48;
const LAST_BATCH = 1536;

const compare = (a: Candidate, b: Candidate) => b.sort - a.sort || b.id - a.id;
/** The newest listings of a word a suggestion looks among for the rest of its words. */
const SUGGEST_SCAN = 3000;
/** Rows a tier's walk reads from its sources before it gives way to the next tier (a query of two words that titles seldom hold together). */
const TIER_SCAN = 2000;

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
  const columns = ['listings.id', 'listings.price', 'listings.category_id', 'listings.listed_at'] as const;
  const keyColumns = ['listings.title_key', 'listings.body_key'] as const;
  type Row = { id: number; price: number | null; title_key?: string; body_key?: string; category_id: number; listed_at: string };
  const candidate = (row: Row, sort?: number): Candidate => ({
    id: Number(row.id),
    sort: sort ?? Date.parse(row.listed_at),
    price: row.price === null ? null : Number(row.price),
    titleKey: row.title_key ?? '',
    bodyKey: row.body_key ?? '',
    categoryId: Number(row.category_id),
  });

  /**
   * A source read in batches, each twice the last: `read` reads `limit` rows after the cursor
   * and gives the candidates among them, the cursor after them, and whether it read them all.
   */
  function batched(
    read: (after: Candidate | undefined, limit: number) => Promise<{ rows: Candidate[]; cursor: Candidate | undefined; ended: boolean; counted?: number }>,
    first = FIRST_BATCH,
  ): Source {
    let rows: Candidate[] = [];
    let at = 0;
    let done = false;
    let cursor: Candidate | undefined;
    let size = first;
    let counted = 0;
    return {
      peek: () => rows[at],
      needs: () => at >= rows.length && !done,
      async fill() {
        // A batch may hold no candidate (a filter none of its rows meets): read on until one, or the end.
        do {
          const batch = await read(cursor, size);
          rows = batch.rows;
          cursor = batch.cursor;
          done = batch.ended;
          counted = Math.max(counted, batch.counted ?? 0);
          size = Math.max(size, Math.min(size * 2, LAST_BATCH));
        } while (rows.length === 0 && !done);
        at = 0;
      },
      advance() {
        at++;
      },
      counted: () => counted,
    };
  }

  /** The index's rows of a word in a field, newest first, `limit` after `after`: the listing, its sort date and price. */
  function wordRows(kind: ListingKind, field: 0 | 1, word: string, after: Candidate | undefined, limit: number) {
    let rows = db
      .selectFrom('listing_words')
      .select(['listing_words.listing_id', 'listing_words.sort', 'listing_words.price'])
      .where('listing_words.kind', '=', kind)
      .where('listing_words.field', '=', field)
      .where('listing_words.word', '=', word);
    if (after)
      rows = rows.where((eb) =>
        eb.or([eb('listing_words.sort', '<', after.sort), eb.and([eb('listing_words.sort', '=', after.sort), eb('listing_words.listing_id', '<', after.id)])]),
      );
    return rows.orderBy('listing_words.sort', 'desc').orderBy('listing_words.listing_id', 'desc').limit(limit);
  }
  const bare = (row: { listing_id: number; sort: number; price: number | null }): Candidate => ({
    id: Number(row.listing_id),
    sort: Number(row.sort),
    price: row.price === null ? null : Number(row.price),
    titleKey: '',
    bodyKey: '',
    categoryId: 0,
  });

  /**
   * The listed listings (of the filter) holding `word` in a field of the index, newest first: from
   * the index alone when nothing of the listing is wanted (`query.join` false) or only the kind's
   * own filters are (checked on the index's rows, which hold listed listings with their facets),
   * else joined to its listings, the filter and `where` checked on them, row by row in the index's
   * order. With `countTo`, its first read also counts its rows up to that many in the same
   * statement (`counted`), so that a one-word search's count reads no rows of its own.
   */
  function wordSource(query: Query, field: 0 | 1, word: string, first?: number, where: RawBuilder<SqlBool>[] = [], countTo?: number): Source {
    const rowsOf = wordQuery(query, field, word, where);
    return batched(async (after, limit) => {
      const page = rowsOf(after, limit);
      const counting = countTo !== undefined && after === undefined;
      // The page as a table beside its count (a subquery run once), in the index's order again.
      // Its plan is the word's walk through the index, each listing looked up by its key, whatever the
      // word and the filter: prepared once per connection (PostgreSQL).
      const rows: (WordRow & { total?: number | string })[] = await executeReusable(
        db,
        counting
          ? sql<WordRow & { total: number | string }>`select page.*, (select count(*) from ${rowsOf(undefined, countTo)} as matches) as total
              from ${page} as page order by page.sort desc, page.listing_id desc`.compile(db)
          : page.compile(),
      );
      const found = rows.map((row) => ({
        ...bare(row),
        titleKey: row.title_key ?? '',
        bodyKey: row.body_key ?? '',
        categoryId: Number(row.category_id ?? 0),
      }));
      return { rows: found, cursor: found.at(-1), ended: found.length < limit, ...(counting && { counted: Number(rows[0]?.total ?? 0) }) };
    }, first);
  }

  /** What `wordSource` reads: the query of `limit` rows after `after`. */
  function wordQuery(query: Query, field: 0 | 1, word: string, where: RawBuilder<SqlBool>[]) {
    const { filter } = query;
    if (!query.join && where.length === 0) return (after: Candidate | undefined, limit: number) => wordRows(filter.kind, field, word, after, limit);
    // A kind's own filters alone are checked on the index's rows (its listings are listed): no listing is read.
    if (!query.keys && where.length === 0 && filter.own && indexOnly({ ...filter, own: undefined })) {
      const own = filter.own(WORD_REFS);
      return (after: Candidate | undefined, limit: number) => wordRows(filter.kind, field, word, after, limit).where((eb) => eb.and(own));
    }
    const conditions = (eb: ExpressionBuilder<DB, 'listings'>) => eb.and([...listingConditions(eb, filter, false, dialect === 'sqlite'), ...where]);
    // One statement walking the word's rows, each listing looked up by its key (see `matchingIds`).
    return (after: Candidate | undefined, limit: number) =>
      dialect === 'sqlite'
        ? wordRows(filter.kind, field, word, after, limit)
            .innerJoin('listings', 'listings.id', 'listing_words.listing_id')
            .select(['listings.category_id'])
            .$if(query.keys, (qb) => qb.select(keyColumns))
            .where(conditions)
        : wordRows(filter.kind, field, word, after, limit)
            .innerJoinLateral(
              (eb) =>
                eb
                  .selectFrom('listings')
                  .select(['listings.category_id', ...keyColumns])
                  .where(sql<SqlBool>`listings.id = listing_words.listing_id`)
                  .where(conditions)
                  .offset(0)
                  .as('listings'),
              (join) => join.onTrue(),
            )
            .select(['listings.category_id'])
            .$if(query.keys, (qb) => qb.select(['listings.title_key', 'listings.body_key']));
  }

  /** The listed listings (of the filter) of a category, newest first, through the lists' own index. */
  function categorySource(query: Query, categoryId: number, first?: number, where: RawBuilder<SqlBool>[] = []): Source {
    const { filter, keys } = query;
    let cursor: { listedAt: string; id: number } | undefined;
    return batched(async (_after, limit) => {
      let query = db
        .selectFrom('listings')
        .select(columns)
        .$if(keys, (qb) => qb.select(keyColumns))
        .where((eb) => eb.and([...listingConditions(eb, { ...filter, categoryId }, false), ...where]));
      const from = cursor;
      if (from)
        query = query.where((eb) =>
          eb.or([eb('listings.listed_at', '<', from.listedAt), eb.and([eb('listings.listed_at', '=', from.listedAt), eb('listings.id', '<', from.id)])]),
        );
      const rows = await query.orderBy('listings.listed_at', 'desc').orderBy('listings.id', 'desc').limit(limit).execute();
      const last = rows.at(-1);
      if (last) cursor = { listedAt: last.listed_at, id: Number(last.id) };
      const candidates = rows.map((row) => candidate(row));
      return { rows: candidates, cursor: candidates.at(-1), ended: rows.length < limit };
    }, first);
  }

  /** Candidates already read, as a source. */
  function memorySource(rows: Candidate[]): Source {
    const sorted = [...rows].sort(compare);
    let at = 0;
    return {
      peek: () => sorted[at],
      needs: () => false,
      fill: () => Promise.resolve(),
      advance() {
        at++;
      },
      counted: () => 0,
    };
  }

  /**
   * A one-word query's count when one of its sources counted past `cap` as it was first read (its
   * title words do, and every row of such a query matches it): cap + 1, with no count of its own;
   * else undefined.
   */
  function countedOnRead(query: Query, sources: readonly Source[], cap: number): number | undefined {
    return !query.keys && sources.some((source) => source.counted() > cap) ? cap + 1 : undefined;
  }

  /**
   * The sources' candidates merged newest first, each listing once, handed to `visit` until it
   * says stop (false) or the sources end. A source is read only when its next candidate is wanted.
   */
  async function drain(sources: Source[], visit: (row: Candidate) => boolean): Promise<void> {
    const seen = new Set<number>();
    await Promise.all(sources.filter((source) => source.needs()).map((source) => source.fill()));
    for (;;) {
      let best: Source | undefined;
      let row: Candidate | undefined;
      for (const source of sources) {
        const head = source.peek();
        if (head && (!row || compare(head, row) < 0)) {
          best = source;
          row = head;
        }
      }
      if (!best || !row) return;
      best.advance();
      if (best.needs()) await best.fill();
      if (seen.has(row.id)) continue;
      seen.add(row.id);
      if (!visit(row)) return;
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

  /** Where the term's listings of a level are read from: words of a field of the index, or categories. */
  type Origin = { field: 0 | 1; word: string } | { categoryId: number };

  /** The term's origins that first serve `level` (those of the levels before it apart). */
  async function originsAt(query: Query, level: Level): Promise<Origin[]> {
    const { filter, leader: term } = query;
    switch (level) {
      case LEVELS.titleWord:
        return term.keys.map((word) => ({ field: 0, word }));
      case LEVELS.titleStart:
        return (await startWords(filter, term.word)).filter((word) => !term.keys.includes(word)).map((word) => ({ field: 0, word }));
      case LEVELS.category:
        return term.categoryIds.filter((id) => filter.categoryId === undefined || filter.categoryId === id).map((categoryId) => ({ categoryId }));
      default:
        return term.keys.map((word) => ({ field: 1, word }));
    }
  }

  /** How many listings of a kind the vocabulary (`search_words`) counts for each word; a word it lacks, none. */
  async function vocabularyCounts(kind: ListingKind, words: string[]): Promise<(word: string) => number> {
    const rows = await db.selectFrom('search_words').select(['word', 'listings']).where('kind', '=', kind).where('word', 'in', words).execute();
    const held = new Map(rows.map((row) => [row.word, Number(row.listings)]));
    return (word) => held.get(word) ?? 0;
  }

  /** The term's sources that first serve `level` (`countTo`: its word sources count their rows that far as they are first read). */
  async function sourcesAt(query: Query, level: Level, first?: number, countTo?: number): Promise<Source[]> {
    return (await originsAt(query, level)).map((origin) =>
      'categoryId' in origin ? categorySource(query, origin.categoryId, first) : wordSource(query, origin.field, origin.word, first, [], countTo),
    );
  }

  /**
   * lib/search-tiers.ts `levelOf` as SQL on the listing's row: the term held at `level` or better
   * (its keys hold words between spaces).
   */
  function heldAt(term: SearchTerm, level: Level): RawBuilder<SqlBool> {
    const held = term.keys.map((key) => holds('title_key', ` ${key} `));
    if (level >= LEVELS.titleStart) held.push(holds('title_key', ` ${term.word}`));
    if (level >= LEVELS.category && term.categoryIds.length > 0) held.push(sql<SqlBool>`listings.category_id in (${sql.join(term.categoryIds)})`);
    if (level >= LEVELS.description) for (const key of term.keys) held.push(holds('body_key', ` ${key} `));
    return sql<SqlBool>`(${sql.join(held, sql` or `)})`;
  }

  /** Whether a key column of the listing holds `text`: a plain substring test, which no index serves (a LIKE could lead PostgreSQL to the trigram index instead of the word's rows). */
  function holds(column: 'title_key' | 'body_key', text: string): RawBuilder<SqlBool> {
    const ref = sql.ref(`listings.${column}`);
    return dialect === 'postgres' ? sql<SqlBool>`strpos(${ref}, ${text}) > 0` : sql<SqlBool>`instr(${ref}, ${text}) > 0`;
  }

  /** Up to `limit` ids of listings from an origin that match the whole query at some level (the other terms checked in SQL). */
  async function matchingIds(query: Query, origin: Origin, limit: number): Promise<number[]> {
    const checks = query.terms.filter((term) => term !== query.leader).map((term) => heldAt(term, LEVELS.description));
    // Ids only (no keys read); a first batch of `limit` is one statement that stops at the limit.
    const counting = { ...query, keys: false };
    const source =
      'categoryId' in origin ? categorySource(counting, origin.categoryId, limit, checks) : wordSource(counting, origin.field, origin.word, limit, checks);
    const ids: number[] = [];
    if (source.needs()) await source.fill();
    for (let row = source.peek(); row && ids.length < limit; source.advance(), row = source.peek()) ids.push(row.id);
    return ids;
  }

  /**
   * The search as walked: its leader is the term whose word the fewest listings hold (the
   * vocabulary's count of titles and categories: `search_words`), a word it lacks counting none.
   */
  async function queryOf(filter: ListingFilter, terms: SearchTerm[]): Promise<Query> {
    const join = !indexOnly(filter);
    if (terms.length === 1) return { filter, terms, leader: terms[0]!, keys: false, join };
    const held = await vocabularyCounts(
      filter.kind,
      terms.map((term) => term.word),
    );
    let best = 0;
    for (let at = 1; at < terms.length; at++) if (held(terms[at]!.word) < held(terms[best]!.word)) best = at;
    return { filter, terms, leader: terms[best]!, keys: true, join: true };
  }

  /** A candidate's tier for the query: of a one-word query, the best (its level is the source's that first yields it). */
  const tierIn = (query: Query, row: Candidate): Level | null => (query.keys ? tierOf(query.terms, row) : LEVELS.titleWord);

  /**
   * A walk of one query: the leader's sources level by level, every candidate's tier remembered
   * (`tiers`), the candidates of ended sources kept (`kept`) for the levels after. A listing is
   * shown in the first walk that finds it at its tier or better: one whose word's start the
   * vocabulary's commonest starts left out (START_WORDS) is found again through its category or
   * description, and shown there, rather than never. A one-word query's title words count their
   * rows to past `cap` in their first read, so that its count is known from its walk
   * (`countedOnRead`), not read again.
   */
  function walker(query: Query, want: number, cap: number) {
    const tiers = new Map<number, Level | null>();
    const kept: Candidate[] = [];
    const known = new Set<number>();
    const shown = new Set<number>();
    // The sources opened so far; a tier cut short (TIER_SCAN) leaves them where they are, for the next.
    const open: Source[] = [];
    let opened: Level | -1 = -1;
    const tierOfRow = (row: Candidate): Level | null => {
      let tier = tiers.get(row.id);
      if (tier === undefined) {
        tier = tierIn(query, row);
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
      open,
      /**
       * The listings of tier `level` (and those first found now at a better one), newest first.
       * The sources of every level up to it are read; a tier whose sources yield TIER_SCAN rows
       * without one of its own more gives way (the last tier never does), and what it did not
       * read is read by the next.
       */
      async tier(level: Level, take: (row: Candidate) => boolean): Promise<void> {
        const memory = memorySource(kept.filter((row) => showable(row, level)));
        for (const next of ALL_LEVELS) {
          const countTo = next === LEVELS.titleWord && !query.keys ? cap + 1 : undefined;
          if (next > opened && next <= level) open.push(...(await sourcesAt(query, next, Math.min(LAST_BATCH, want + 1), countTo)));
        }
        opened = Math.max(opened, level) as Level;
        let read = 0;
        let sinceShown = 0;
        await drain([memory, ...open], (row) => {
          if (!known.has(row.id)) {
            known.add(row.id);
            kept.push(row);
            read++;
            sinceShown++;
          }
          if (showable(row, level)) {
            shown.add(row.id);
            sinceShown = 0;
            return take(row);
          }
          return !(query.keys && sinceShown > TIER_SCAN && level < LEVELS.description && read > TIER_SCAN);
        });
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

  /**
   * How many listings match (any tier, or inside a word), counted to `cap` + 1: the leader's
   * sources one after another, best level first, each read in one query of up to `cap` + 1 rows
   * (order does not matter to a count), until the matches pass the cap; then the trigram matches.
   * A query of one word needs no check: whatever its sources yield matches it.
   */
  async function countMatches(query: Query, cap: number): Promise<number> {
    const matched = new Set<number>();
    for (const level of ALL_LEVELS) {
      for (const origin of await originsAt(query, level)) {
        for (const id of await matchingIds(query, origin, cap + 1)) matched.add(id);
        if (matched.size > cap) return matched.size;
      }
    }
    const parts = await partMatches(query.filter, matched, cap + 1 - matched.size);
    return matched.size + parts.length;
  }

  /**
   * The best `want` matches of a query, in relevance order: tier 0 newest first, then 1, 2 and 3
   * (lib/search-tiers.ts), then the listings that hold a word only inside another; with the count
   * to `cap` + 1.
   */
  async function bestMatches(query: Query, want: number, cap: number): Promise<{ rows: Candidate[]; count: number; worded: boolean }> {
    const walk = walker(query, want, cap);
    const rows: Candidate[] = [];
    for (const level of ALL_LEVELS) {
      if (rows.length >= want) break;
      await walk.tier(level, (row) => rows.push(row) < want);
    }
    if (rows.length < want) {
      // Every tier ended: the matches held whole are all in hand, and counted exactly.
      const matched = new Set([...walk.tiers].filter(([, tier]) => tier !== null).map(([id]) => id));
      const parts = await partMatches(query.filter, matched, want - rows.length + cap + 1);
      const worded = rows.length > 0;
      rows.push(...parts.slice(0, want - rows.length));
      return { rows, count: matched.size + parts.length, worded };
    }
    // A walk past the cap has counted enough on its way, or its sources counted as they were read.
    const count = rows.length > cap ? cap + 1 : (countedOnRead(query, walk.open, cap) ?? (await countMatches(query, cap)));
    return { rows, count, worded: true };
  }

  return {
    /**
     * The titles of the newest `limit` listed listings of a kind whose title starts a word with
     * every word and with `prefix` (search keys): what suggestions complete (search/suggest.service.ts).
     * Read through the word index from one side: the prefix's words (itself whole, and the
     * vocabulary's commonest words it starts), or, when the vocabulary counts fewer listings for
     * it, the rarest whole word; the rest is checked on the title's key in SQL. A suggestion looks
     * among the newest SUGGEST_SCAN listings of each word it reads, so that a pair that titles
     * seldom hold together costs no more than that.
     */
    async recentTitles(kind: ListingKind, words: string[], prefix: string, limit: number): Promise<string[]> {
      const starts = [prefix, ...(await startWords({ kind }, prefix))];
      let origins = starts;
      let checked = words;
      if (words.length > 0) {
        const count = await vocabularyCounts(kind, [...words, ...starts]);
        const leader = words.reduce((best, word) => (count(word) < count(best) ? word : best));
        if (count(leader) < starts.reduce((sum, word) => sum + count(word), 0)) {
          origins = [leader];
          checked = [...words.filter((word) => word !== leader), prefix];
        }
      }
      if (checked.length === 0) {
        // The prefix's words alone: one statement merges their newest rows in the index (each word's
        // range read newest first and stopped: PostgreSQL's Merge Append, SQLite's merge of a compound
        // query) and reads the titles of the first `limit`.
        const arms = origins.map((word) => db.selectFrom(wordRows(kind, 0, word, undefined, limit).as('w')).select(['w.listing_id', 'w.sort']));
        const newest = arms
          .reduce((all, arm) => all.unionAll(arm))
          .orderBy('sort', 'desc')
          .orderBy('listing_id', 'desc')
          .limit(limit);
        const rows = await db
          .selectFrom(newest.as('newest'))
          .innerJoin('listings', 'listings.id', 'newest.listing_id')
          .select(['newest.listing_id', 'listings.title'])
          .orderBy('newest.sort', 'desc')
          .orderBy('newest.listing_id', 'desc')
          .execute();
        const seen = new Set<number>();
        return rows.filter((row) => !seen.has(Number(row.listing_id)) && seen.add(Number(row.listing_id))).map((row) => row.title);
      }
      const lists = await Promise.all(
        origins.map(async (word) => {
          const newest = wordRows(kind, 0, word, undefined, SUGGEST_SCAN);
          return db
            .selectFrom(newest.as('newest'))
            .innerJoin('listings', 'listings.id', 'newest.listing_id')
            .select(['newest.listing_id', 'newest.sort', 'listings.title'])
            .where((eb) => eb.and(checked.map((each) => holds('title_key', ` ${each}`))))
            .orderBy('newest.sort', 'desc')
            .orderBy('newest.listing_id', 'desc')
            .limit(limit)
            .execute();
        }),
      );
      const newestFirst = lists.flat().sort((a, b) => Number(b.sort) - Number(a.sort) || Number(b.listing_id) - Number(a.listing_id));
      const seen = new Set<number>();
      return newestFirst
        .filter((row) => !seen.has(Number(row.listing_id)) && seen.add(Number(row.listing_id)))
        .slice(0, limit)
        .map((row) => row.title);
    },

    /** A relevance-sorted page (`bestMatches`). */
    async relevancePage(filter: ListingFilter, terms: SearchTerm[], offset: number, limit: number, cap: number): Promise<SearchPage> {
      const { rows, count, worded } = await bestMatches(await queryOf(filter, terms), offset + limit, cap);
      return { ids: rows.slice(offset).map((row) => row.id), count, worded };
    },

    /**
     * A page by sort date (the leader's sources merged newest first, every match of any tier,
     * with the trigram matches when those end first), or by price among the SEARCH_COUNT_CAP best
     * matches (`bestMatches`: the cheapest of what the search is about, not of whatever holds a
     * word somewhere); with the count to `cap` + 1.
     */
    async orderedPage(
      filter: ListingFilter,
      terms: SearchTerm[],
      order: 'newest' | 'price' | '-price',
      offset: number,
      limit: number,
      cap: number,
    ): Promise<SearchPage> {
      if (order !== 'newest') {
        const { rows, count, worded } = await bestMatches(await queryOf(filter, terms), SEARCH_COUNT_CAP, cap);
        const price = (row: Candidate) => row.price ?? 0;
        rows.sort((a, b) => (order === 'price' ? price(a) - price(b) || a.id - b.id : price(b) - price(a) || b.id - a.id));
        return { ids: rows.slice(offset, offset + limit).map((row) => row.id), count, worded };
      }
      const want = offset + limit;
      const query = await queryOf(filter, terms);
      const sources: Source[] = [];
      // A one-word query's title words count past the cap as they are first read: its count is then known from the walk (`countedOnRead`).
      for (const level of ALL_LEVELS) {
        const countTo = level === LEVELS.titleWord && !query.keys ? cap + 1 : undefined;
        sources.push(...(await sourcesAt(query, level, Math.min(FIRST_BATCH, want + 1), countTo)));
      }
      const found: Candidate[] = [];
      await drain(sources, (row) => tierIn(query, row) === null || found.push(row) < want);
      const worded = found.length > 0;
      let count: number;
      if (found.length < want) {
        const parts = await partMatches(filter, new Set(found.map((row) => row.id)), want - found.length + cap + 1);
        count = found.length + parts.length;
        found.push(...parts.slice(0, want - found.length));
        found.sort(compare);
      } else count = found.length > cap ? cap + 1 : (countedOnRead(query, sources, cap) ?? (await countMatches(query, cap)));
      return { ids: found.slice(offset, offset + limit).map((row) => row.id), count, worded };
    },
  };
}

export type ListingSearchRepository = ReturnType<typeof createListingSearchRepository>;
