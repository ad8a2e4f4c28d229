// Saved-search matching (issue 25): how long matching ONE new listing against 100,000 saved
// searches takes, through the app's own code (saved-searches.repository.ts `candidates`, the
// index lookup, then lib/saved-search-rules.ts `wordsFound`), on SQLite and on PostgreSQL.
//
//   node scripts/bench/alerts.mjs [--searches 100000] [--listings 1000] [--rounds 3] [--postgres URL]
//   bash scripts/with-postgres.sh bash -c 'node scripts/bench/alerts.mjs --postgres "$TEST_POSTGRES_URL"'
//
// The database is made by the built app (`npm run build` first: its migrations and reference
// data) in a temporary directory (SQLite) or a fresh database on the given server. Searches are drawn like people's: mostly products, a category
// by the categories' shares, a region for 70 %, one or two words of the category's vocabulary
// for 85 % of products (brands, nouns, in Latin or Cyrillic), a price ceiling for a third. Listings are
// drawn from the same vocabulary (scripts/bench/listing-vocabulary.mjs) with the search key the
// app gives them. Reported: the median time per listing over the rounds, and the candidates and
// matches per listing. The target is under 5 ms per listing.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// The app's modules use TypeScript constructor parameter properties: run again with the flag that transforms them.
if (!process.execArgv.includes('--experimental-transform-types')) {
  const again = spawnSync(
    process.execPath,
    ['--experimental-transform-types', '--no-warnings', ...process.execArgv, import.meta.filename, ...process.argv.slice(2)],
    { stdio: 'inherit' },
  );
  process.exit(again.status ?? 1);
}

const { sql } = await import('kysely');
const pg = (await import('pg')).default;
const { openDatabase } = await import('../../src/server/db/database.ts');
const { startBuiltServer } = await import('./built-server.mjs');
const { createSavedSearchesRepository } = await import('../../src/server/saved-searches/saved-searches.repository.ts');
const { anchorOf, wordsFound, wordsOf } = await import('../../src/lib/saved-search-rules.ts');
const { listingSearchFields } = await import('../../src/lib/category-words.ts');
const { NO_DICTIONARY } = await import('../../src/lib/listing-words.ts');
const { CATEGORY_WORDS, ADJECTIVES } = await import('./listing-vocabulary.mjs');

const option = (name, fallback) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : fallback;
};
const SEARCHES = Number(option('--searches', '100000'));
const LISTINGS = Number(option('--listings', '1000'));
const ROUNDS = Number(option('--rounds', '3'));
const POSTGRES = option('--postgres', process.env.DATABASE_URL);

// A seeded generator: the same searches and listings on both databases.
let seed = 20261126;
const random = () => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
};
const pick = (items) => items[Math.floor(random() * items.length)];
/** Earlier items more often (as real words are: a few common, a long tail). */
const skewed = (items) => items[Math.floor(random() ** 2 * items.length)];

async function fill(database) {
  const { db } = database;
  const categories = await db.selectFrom('categories').select(['id', 'slug', 'name_uz', 'name_ru', 'name_en', 'kind']).execute();
  const products = categories.filter((category) => category.kind === 'product' && CATEGORY_WORDS[category.slug]);
  const services = categories.filter((category) => category.kind === 'service');
  const weighted = products.flatMap((category) => Array.from({ length: CATEGORY_WORDS[category.slug].weight }, () => category));
  const locations = await db.selectFrom('locations').select(['id', 'region_id']).execute();
  const regions = [...new Set(locations.map((location) => location.region_id))];

  // The searchers: 5 searches each.
  const people = Math.ceil(SEARCHES / 5);
  const now = new Date().toISOString();
  for (let from = 0; from < people; from += 1000) {
    const rows = [];
    for (let i = from; i < Math.min(people, from + 1000); i++)
      rows.push({
        username: `izlovchi${i}`,
        username_key: `izlovchi${i}`,
        phone_number: `+99890${String(1000000 + i).padStart(7, '0')}`,
        password_hash: 'x',
        location_id: pick(locations).id,
        created_at: now,
        updated_at: now,
      });
    await db.insertInto('users').values(rows).execute();
  }
  const userIds = (await db.selectFrom('users').select('id').execute()).map((row) => row.id);

  const vocabulary = (category) => {
    const words = CATEGORY_WORDS[category.slug];
    return random() < 0.5 ? skewed(words.brands) : skewed(random() < 0.6 ? words.uz : words.ru);
  };
  for (let from = 0; from < SEARCHES; from += 1000) {
    const rows = [];
    for (let i = from; i < Math.min(SEARCHES, from + 1000); i++) {
      const service = random() < 0.15;
      const category = service ? pick(services) : random() < 0.85 ? pick(weighted) : null;
      const typed =
        !service && random() < 0.85
          ? [vocabulary(category ?? pick(weighted)), ...(random() < 0.3 ? [skewed(ADJECTIVES[random() < 0.6 ? 'uz' : 'ru'])] : [])].join(' ')
          : '';
      const words = wordsOf(typed);
      const region = random() < 0.7 ? pick(regions) : null;
      rows.push({
        user_id: userIds[i % userIds.length],
        kind: service ? 'service' : 'product',
        name: typed || 'search',
        query: `?bench=${i}`,
        words: words.join(' '),
        anchor: anchorOf(words),
        category_key: category?.id ?? 0,
        region_key: region ?? 0,
        district_id: null,
        price_min: null,
        price_max: !service && random() < 0.33 ? Math.round(random() * 200) * 1_000_000 : null,
        condition: null,
        frequency: pick(['instant', 'instant', 'daily', 'weekly']),
        unsubscribe_token: `bench-${i}`,
        created_at: now,
        seen_at: now,
      });
    }
    await db.insertInto('saved_searches').values(rows).execute();
  }
  if (database.kind === 'postgres') await sql`vacuum analyze saved_searches`.execute(db);
  else await sql`analyze`.execute(db);

  // The new listings (not stored: matching reads only the searches).
  const listings = [];
  for (let i = 0; i < LISTINGS; i++) {
    const category = pick(weighted);
    const words = CATEGORY_WORDS[category.slug];
    const title = [skewed(words.brands), skewed(random() < 0.6 ? words.uz : words.ru), random() < 0.5 ? skewed(ADJECTIVES[random() < 0.6 ? 'uz' : 'ru']) : '']
      .filter(Boolean)
      .join(' ');
    const location = pick(locations);
    listings.push({
      id: i + 1,
      kind: 'product',
      owner_id: pick(userIds),
      category_id: category.id,
      region_id: location.region_id,
      location_id: location.id,
      price: Math.round(random() * 150) * 1_000_000,
      condition: random() < 0.5 ? 'new' : 'used',
      search_key: listingSearchFields(title, '', category, NO_DICTIONARY).searchKey,
    });
  }
  return listings;
}

async function measure(label, where) {
  // The built server migrates and seeds the database, then stops; the bench works on it alone.
  const server = await startBuiltServer(where);
  await server.stop();
  const database = openDatabase({ dataDir: where.dataDir, databaseUrl: where.databaseUrl });
  try {
    return await measureOn(label, database);
  } finally {
    await database.close();
  }
}

async function measureOn(label, database) {
  const started = Date.now();
  const listings = await fill(database);
  console.log(
    `${label}: ${SEARCHES.toLocaleString('en')} saved searches and ${LISTINGS.toLocaleString('en')} listings made in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  const searches = createSavedSearchesRepository(database.db, database.kind);
  if (process.argv.includes('--explain')) {
    const compiled = searches.candidatesQuery(listings[0]).compile();
    const plan = await database.db.executeQuery({
      ...compiled,
      sql: `explain ${database.kind === 'postgres' ? '(analyze, buffers) ' : 'query plan '}${compiled.sql}`,
    });
    console.log(plan.rows.map((row) => Object.values(row).join(' ')).join('\n'));
  }
  const perRound = [];
  let candidates = 0;
  let matches = 0;
  for (let round = 0; round < ROUNDS; round++) {
    candidates = 0;
    matches = 0;
    const start = process.hrtime.bigint();
    for (const listing of listings) {
      const found = await searches.candidates(listing);
      candidates += found.length;
      matches += found.filter((search) => wordsFound(search.words, listing.search_key)).length;
    }
    perRound.push(Number(process.hrtime.bigint() - start) / 1e6 / listings.length);
  }
  const median = [...perRound].sort((a, b) => a - b)[Math.floor(perRound.length / 2)];
  console.log(
    `${label}: ${median.toFixed(3)} ms per listing (median of ${ROUNDS} rounds: ${perRound.map((ms) => ms.toFixed(3)).join(', ')}); ${(candidates / LISTINGS).toFixed(1)} candidates and ${(matches / LISTINGS).toFixed(1)} matches per listing; target < 5 ms: ${median < 5 ? 'met' : 'MISSED'}`,
  );
  return median;
}

const results = [];
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bozor-alerts-bench-'));
try {
  results.push(await measure('SQLite', { dataDir: dir }));
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
if (POSTGRES) {
  const name = `bozor_alerts_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: POSTGRES });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(POSTGRES);
  url.pathname = `/${name}`;
  const media = fs.mkdtempSync(path.join(os.tmpdir(), 'bozor-alerts-bench-'));
  try {
    results.push(await measure('PostgreSQL', { dataDir: media, databaseUrl: url.toString() }));
  } finally {
    fs.rmSync(media, { recursive: true, force: true });
    await admin.query(`drop database ${name}`);
    await admin.end();
  }
} else {
  console.log('PostgreSQL: skipped (give --postgres URL, or run through scripts/with-postgres.sh)');
}
process.exit(results.every((ms) => ms < 5) ? 0 : 1);
