// Query plans of every list query shape, as the app runs them: the real listing service and
// repository (src/server/listings, loaded from source) run each list against the seeded database,
// Kysely's log catches the SQL they send, and each statement is explained (SQLite: EXPLAIN QUERY
// PLAN; PostgreSQL: EXPLAIN, or EXPLAIN ANALYZE with --analyze). A plan that reads the whole
// listings table (SQLite `SCAN listings` without an index, PostgreSQL `Seq Scan on listings`) is
// flagged; the exit code is 1 when any unexpected one is.
//
//   DATA_DIR=/tmp/bozor-100k node --experimental-transform-types scripts/bench/list-plans.mjs [--postgres URL] [--analyze]
//   (src/server/errors.ts uses TypeScript parameter properties, which plain type stripping refuses.)
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import pg from 'pg';
import { runnerImport } from 'vite';
import { createInProcessBus } from '../../src/server/bus.ts';
import { loadConfig } from '../../src/server/config.ts';
import { resolvePlaceAndCategory } from '../../src/server/listings/list-filters.ts';
import { createLogger } from '../../src/server/logger.ts';
import { createLocalMediaStore } from '../../src/server/media/media-store.ts';
import { createPageInvalidation } from '../../src/server/page-cache/invalidation.ts';
import { createSmsProvider } from '../../src/server/sms/index.ts';
import { REUSABLE } from '../../src/server/db/reusable-statement.ts';

// The wiring imports what only Vite loads (JSON modules, `import.meta.glob`): loaded through Vite's module runner.
const { createServices } = (await runnerImport(path.resolve(import.meta.dirname, '../../src/server/wiring.ts'), { configFile: false, logLevel: 'warn' }))
  .module;

const args = process.argv.slice(2);
const pgIndex = args.indexOf('--postgres');
const databaseUrl = pgIndex >= 0 ? args[pgIndex + 1] : process.env.DATABASE_URL;
const analyze = args.includes('--analyze');
const dataDir = process.env.DATA_DIR;
if (!databaseUrl && !dataDir) {
  console.error('usage: DATA_DIR=… node --experimental-transform-types scripts/bench/list-plans.mjs [--postgres URL] [--analyze]');
  process.exit(2);
}

/** The shapes a list can take (the product list route; services share the same queries). */
export const SHAPES = [
  { name: 'no filter', query: {} },
  { name: 'category', names: { category_name: 'phones' } },
  { name: 'region', names: { region_name: 'Toshkent shahri' } },
  { name: 'district', names: { district_name: 'Chilonzor tumani' } },
  { name: 'category + region', names: { category_name: 'phones', region_name: 'Toshkent shahri' } },
  { name: 'category + district', names: { category_name: 'phones', district_name: 'Chilonzor tumani' } },
  { name: 'price range', query: { minPrice: 1_000_000, maxPrice: 5_000_000 } },
  { name: 'condition + region', names: { region_name: 'Samarqand viloyati' }, query: { condition: 'new' } },
  { name: 'cheapest first', query: { order: 'price' } },
  { name: 'dearest first in a category', names: { category_name: 'cars' }, query: { order: '-price' } },
  { name: "a seller's own", owner: true },
  { name: 'deep page (500)', query: { page: 500 } },
  { name: 'last page (read from the end)', lastPage: true },
  { name: 'search, common Latin word', query: { search: 'telefon' } },
  { name: 'search, Cyrillic word', query: { search: 'холодильник' } },
  { name: 'search, rare word', query: { search: 'suzani' } },
  { name: 'search, two words', query: { search: 'Samsung telefon' } },
  { name: 'search + category + region', names: { category_name: 'phones', region_name: 'Toshkent shahri' }, query: { search: 'telefon' } },
  { name: 'search + price, cheapest first', query: { search: 'divan', minPrice: 500_000, order: 'price' } },
  { name: 'search page 3', query: { search: 'telefon', page: 3 } },
  // Best matches first (issue 21, issue 36): the word index's tiers, then words inside others.
  { name: 'relevance, common word', query: { search: 'telefon', order: 'relevance' } },
  { name: 'relevance, a category word titles hardly hold', query: { search: 'mebel', order: 'relevance' } },
  { name: 'relevance, two words', query: { search: 'Samsung telefon', order: 'relevance' } },
  {
    name: 'relevance + category + region',
    names: { category_name: 'phones', region_name: 'Toshkent shahri' },
    query: { search: 'telefon', order: 'relevance' },
  },
  { name: 'relevance page 20', query: { search: 'telefon', order: 'relevance', page: 20 } },
  { name: 'relevance, cheapest first', query: { search: 'telefon', order: 'price' } },
  { name: 'service search, a generic trade', kind: 'service', query: { search: 'usta', order: 'relevance' } },
  { name: 'a brand in Cyrillic (dictionary)', query: { search: 'шевроле', order: 'relevance' } },
  // No trigram can serve a word under 3 letters: such a search reads the newest rows until it has enough.
  { name: 'search, only a 2-letter word', query: { search: 'a5' }, scanExpected: true },
  // Real estate (issue 38): a list with its own filters is read from `real_estate_fields` alone (listings.mjs re-*); a search's words check them by an EXISTS on its row.
  // The API always passes the kind's filters, none given as well (real-estate.routes.ts readList): so does `own: {}`.
  { name: 'real estate: no filter', kind: 'real_estate', own: {} },
  {
    name: 'real estate: flat, sale, 2–3 rooms, Yunusobod, ≤ $80,000, not 1st floor',
    kind: 'real_estate',
    names: { category_name: 'flat', region_name: 'Toshkent shahri', district_name: 'Yunusobod tumani' },
    query: { maxPrice: 80_000 },
    own: { deal: 'sale', rooms: [2, 3], currency: 'USD', notFirstFloor: true },
  },
  // A few matches: read once, for the count, and sorted; the walk of the district (the way for many) reads nothing.
  {
    name: 'real estate: a district, daily, 4+ rooms, furnished, new building',
    kind: 'real_estate',
    names: { region_name: 'Toshkent shahri', district_name: 'Yunusobod tumani' },
    own: { deal: 'daily', rooms: [4], furnished: true, newBuilding: true },
  },
  {
    name: 'real estate: region + rent + 2–3 rooms',
    kind: 'real_estate',
    names: { region_name: 'Samarqand viloyati' },
    own: { deal: 'rent', rooms: [2, 3] },
  },
  { name: 'real estate: search "kvartira" + rent', kind: 'real_estate', query: { search: 'kvartira', order: 'relevance' }, own: { deal: 'rent' } },
  {
    name: 'real estate: a district, cheapest per m²',
    kind: 'real_estate',
    names: { region_name: 'Toshkent shahri', district_name: 'Chilonzor tumani' },
    query: { order: 'price_m2' },
    own: {},
  },
  // Counted through the area's index (migration 20261129-1000): before it, PostgreSQL read `real_estate_fields` from its start until 301 matched.
  { name: 'real estate: 60–90 m², furnished', kind: 'real_estate', own: { areaMin: 60, areaMax: 90, furnished: true } },
];

function sqliteKysely(file, log) {
  const raw = new DatabaseSync(file, { readOnly: false });
  const database = {
    prepare(text) {
      const statement = raw.prepare(text);
      return {
        reader: statement.columns().length > 0,
        all: (parameters) => statement.all(...parameters),
        run: (parameters) => statement.run(...parameters),
        iterate: (parameters) => statement.iterate(...parameters),
      };
    },
    close() {
      raw.close();
    },
  };
  return { db: new Kysely({ dialect: new SqliteDialect({ database }), log }), raw };
}

const captured = [];
let phase = 'other';
const log = (event) => {
  if (event.level === 'query') captured.push({ phase, sql: event.query.sql, parameters: [...event.query.parameters] });
};

let db;
let explain;
let close;
if (databaseUrl) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  pg.types.setTypeParser(pg.types.builtins.INT8, Number);
  db = new Kysely({ dialect: new PostgresDialect({ pool }), log });
  explain = async ({ sql, parameters }) => {
    if (!sql.startsWith(REUSABLE)) {
      const { rows } = await pool.query(`explain ${analyze ? '(analyze, buffers) ' : ''}${sql}`, parameters);
      return rows.map((row) => row['QUERY PLAN']);
    }
    // A reusable statement is prepared on each connection (server/db/database.ts): its plan is the one
    // the plan cache keeps after five runs (PostgreSQL's own choice of a generic or a custom plan).
    const client = await pool.connect();
    try {
      for (let run = 0; run < 6; run++) await client.query({ name: 'listplan', text: sql, values: parameters });
      const [{ generic_plans, custom_plans }] = (await client.query(`select generic_plans, custom_plans from pg_prepared_statements where name = 'listplan'`))
        .rows;
      // EXPLAIN takes no parameters: the values as literals, each of the type its place in the statement has.
      const args = parameters.map((value) => (value === null ? 'null' : client.escapeLiteral(String(value)))).join(', ');
      const { rows } = await client.query(`explain ${analyze ? '(analyze, buffers) ' : ''}execute listplan${args && `(${args})`}`);
      return [`prepared: ${generic_plans} generic, ${custom_plans} custom plans of 6 runs`, ...rows.map((row) => row['QUERY PLAN'])];
    } finally {
      client.release(true);
    }
  };
  close = () => db.destroy();
} else {
  const opened = sqliteKysely(path.join(dataDir, 'marketplace.db'), log);
  db = opened.db;
  explain = async ({ sql, parameters }) => {
    const rows = opened.raw.prepare(`explain query plan ${sql}`).all(...parameters);
    // Indent by depth, as the sqlite3 shell does.
    const depth = new Map([[0, -1]]);
    return rows.map((row) => {
      const level = (depth.get(row.parent) ?? -1) + 1;
      depth.set(row.id, level);
      return `${'  '.repeat(level)}${row.detail}`;
    });
  };
  close = () => db.destroy();
}
const kind = databaseUrl ? 'postgres' : 'sqlite';

// The services as the server builds them (server/wiring.ts), with the listings repository's list methods labelled.
function labelled(repository) {
  const labels = { ...repository };
  for (const method of ['count', 'pageIds', 'searchPage', 'relevancePage', 'findRows', 'imagesOf']) {
    labels[method] = async function (...rest) {
      const outer = phase;
      phase = outer === 'other' ? method : outer;
      try {
        return await repository[method].apply(labels, rest);
      } finally {
        phase = outer;
      }
    };
  }
  return labels;
}
const config = loadConfig({ DATA_DIR: dataDir ?? '/tmp', ...(databaseUrl && { DATABASE_URL: databaseUrl }) });
const logger = createLogger('warn');
const clock = () => new Date();
const bus = createInProcessBus();
const database = { db, kind, ping: async () => {}, close: async () => {} };
const services = createServices({
  config,
  database,
  media: createLocalMediaStore(path.join(dataDir ?? '/tmp', 'media')),
  sms: createSmsProvider(config, clock, logger),
  clock,
  logger,
  bus,
  pages: createPageInvalidation({ bus, logger }),
  telegram: false,
  wrapListings: labelled,
});
const { listings, catalog, locations } = services;

/**
 * A line that reads the whole listings table: SQLite `SCAN listings` without an index, PostgreSQL
 * `Seq Scan on listings` (or the whole of real estate's own fields, `real_estate_fields`). SQLite also reads every product when it walks an index on `kind` alone
 * (all listings of a kind) and then sorts or probes a list: that is flagged too (`wholeKind`).
 */
const isFullScan = (line) =>
  kind === 'sqlite' ? /\bSCAN (listings|real_estate_fields)\b(?! USING)/.test(line) : /Seq Scan on (listings|real_estate_fields)\b/.test(line);
const wholeKind = (plan) =>
  kind === 'sqlite' &&
  plan.some((line) => /\b(SEARCH|SCAN) listings USING (COVERING )?INDEX \w+( \(kind=\?\))?$/.test(line)) &&
  plan.some((line) => /TEMP B-TREE FOR ORDER BY|LIST SUBQUERY|BLOOM FILTER/.test(line));
const LIST_PHASES = new Set(['count', 'pageIds', 'searchPage', 'relevancePage']);

let unexpected = 0;
let failed = false;
try {
  const [owner] = await db.selectFrom('listings').select('owner_id').where('kind', '=', 'product').orderBy('id', 'desc').limit(1).execute();
  await listings.list({ kind: 'product', order: 'newest', page: 1, pageSize: 12 }); // loads categories and places once
  const total = (await listings.list({ kind: 'product', order: 'newest', page: 1, pageSize: 12 })).count;
  let rowsShown = false;
  console.log(`Query plans (${kind}${analyze ? ', EXPLAIN ANALYZE' : ''}) of each list shape; ! marks a scan of the whole listings table\n`);
  for (const shape of SHAPES) {
    const place = shape.names ? await resolvePlaceAndCategory({ catalog, locations }, shape.kind ?? 'product', shape.names) : {};
    const page = shape.lastPage ? Math.ceil(total / 12) : (shape.query?.page ?? 1);
    captured.length = 0;
    try {
      const result = await listings.list({
        kind: shape.kind ?? 'product',
        order: 'newest',
        pageSize: 12,
        ...place,
        ...shape.query,
        ...(shape.own && { own: shape.own }),
        ...(shape.owner && { ownerId: owner?.owner_id }),
        page,
      });
      console.log(`── ${shape.name}: page ${page}, ${result.records.length} rows, count ${result.count}${result.countCapped ? '+' : ''}`);
    } catch (error) {
      console.log(`── ${shape.name}: page ${page}: ${error.code ?? error.message}`);
    }
    for (const query of captured) {
      // The word index's search (listings/listing-search.repository.ts, issue 36) is a list's too.
      // So are real estate's lists from its own table (kinds/real-estate/real-estate.repository.ts count, pageIds).
      const ownList = /real_estate_fields\.listed = 1/.test(query.sql);
      const isList = LIST_PHASES.has(query.phase) || ownList || /"listing_words"|"search_words"/.test(query.sql);
      if (isList && !LIST_PHASES.has(query.phase)) query.phase = ownList ? 'real estate’s own list' : 'word index';
      if (!isList && rowsShown) continue;
      const plan = await explain(query);
      const scans = plan.some(isFullScan) || wholeKind(plan);
      const expected = shape.scanExpected === true || shape.scanExpected === kind;
      if (scans && !expected) unexpected++;
      console.log(`   [${isList ? query.phase : `rows of a page: ${query.phase}`}] ${query.sql.replace(/\s+/g, ' ').slice(0, 400)}`);
      console.log(`   params ${JSON.stringify(query.parameters).slice(0, 200)}`);
      for (const line of plan) console.log(`   ${isFullScan(line) ? '!' : ' '} ${line}`);
      if (scans) console.log(`   ${expected ? '(a full scan here is expected: see the shape)' : '!!! FULL SCAN OF listings'}`);
    }
    if (captured.some((query) => !LIST_PHASES.has(query.phase) && query.phase !== 'word index')) rowsShown = true;
    console.log('');
  }
  console.log(
    unexpected === 0
      ? 'plans: no list query scans the whole listings table'
      : `plans: ${unexpected} quer${unexpected === 1 ? 'y scans' : 'ies scan'} the whole listings table`,
  );
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  await close();
}
process.exit(failed || unexpected > 0 ? 1 : 0);
