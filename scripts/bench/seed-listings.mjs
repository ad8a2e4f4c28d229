// Writes N synthetic product listings straight into a database, fast, for the listing benchmark.
//
//   DATA_DIR=/tmp/bozor-100k node scripts/bench/seed-listings.mjs 100000
//   DATA_DIR=/tmp/bozor-pg node scripts/bench/seed-listings.mjs 1000000 --postgres postgres://…
//   (npm run bench:seed -- 100000 …)   options: --seed S (random seed, default 1), --analyze
//
// PostgreSQL is VACUUM ANALYZEd at the end, as autovacuum would do after such a load. SQLite has
// no automatic statistics and the app does not gather any, so by default none are made (the
// plans measured are the ones production gets); --analyze runs ANALYZE to compare.
//
// The schema is the app's own: the built server (npm run build) is started once on the database,
// which runs its migrations and the reference-data seed, and is stopped again. Then listings go
// in with multi-row inserts inside transactions (the search index follows through the app's
// triggers / GIN index), with search_text/search_key from src/lib/text.ts itself, and
// `listing_counts` is rebuilt from the rows in one aggregate statement at the end. Media (a few
// shared images, so that cards have thumbnails) go to DATA_DIR/media. Appending to a database
// that already has listings is fine; the counts stay exact.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { normalizeSearchText, searchKey } from '../../src/lib/text.ts';
import { startBuiltServer } from './built-server.mjs';
import { openBenchDatabase } from './bench-db.mjs';
import { ADJECTIVES, CATEGORY_WORDS, DESCRIPTIONS, PLACES, PRICE_RANGES, RARE, REGION_WEIGHTS } from './listing-vocabulary.mjs';

const args = process.argv.slice(2);
const option = (name) => {
  const index = args.indexOf(name);
  if (index < 0) return undefined;
  const [value] = args.splice(index, 2).slice(1);
  return value;
};
const flagged = (name) => {
  const index = args.indexOf(name);
  if (index >= 0) args.splice(index, 1);
  return index >= 0;
};
const databaseUrl = option('--postgres');
const seed = Number(option('--seed') ?? 1);
const analyze = flagged('--analyze');
const total = Number(args[0]);
const dataDir = process.env.DATA_DIR;
if (!Number.isInteger(total) || total < 1 || !dataDir) {
  console.error('usage: DATA_DIR=/tmp/somewhere node scripts/bench/seed-listings.mjs N [--postgres URL] [--seed S] [--analyze]');
  process.exit(2);
}
fs.mkdirSync(dataDir, { recursive: true });

const SELLERS = 400;
const IMAGES = 8;
const BATCH = databaseUrl ? 1000 : 500; // rows per INSERT (17 parameters each)
const PER_TRANSACTION = 20_000;

// Deterministic: the same N and seed give the same listings (dated back from the day of the run).
function mulberry32(a) {
  return () => {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = mulberry32(seed * 7919);
const chance = (p) => random() < p;
/** Weighted pick over [item, weight] pairs, via cumulative weights. */
function picker(entries) {
  const cumulative = [];
  let sum = 0;
  for (const [, weight] of entries) cumulative.push((sum += weight));
  return () => {
    const target = random() * sum;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (cumulative[mid] > target) high = mid;
      else low = mid + 1;
    }
    return entries[low][0];
  };
}
/** Earlier words more often (weight 1/(rank+1)): a few words in thousands of titles, a tail in tens. */
const skewed = (words) => picker(words.map((word, rank) => [word, 1 / (rank + 1)]));
const uniform = (items) => () => items[Math.floor(random() * items.length)];
const capitalize = (text) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

const started = Date.now();
console.log(`seed-listings: migrating ${databaseUrl ? 'PostgreSQL' : `${dataDir}/marketplace.db`} with the built server…`);
const server = await startBuiltServer({ dataDir, databaseUrl });
await server.stop();

const db = await openBenchDatabase({ dataDir, databaseUrl });
try {
  const categories = await db.all(`select id, slug from categories where kind = 'product'`);
  const locations = await db.all(`select locations.id, locations.region_id, regions.name_uz as region from locations join regions on regions.id = locations.region_id`);
  if (categories.length !== 20 || locations.length !== 206) throw new Error(`expected 20 product categories and 206 districts, found ${categories.length} and ${locations.length}`);

  // Sellers: created once per database, reused by later runs.
  const now = new Date();
  let sellers = (await db.all(`select id from users where username_key like 'bench_seller_%' order by id`)).map((row) => row.id);
  if (sellers.length === 0) {
    const pickPlace = uniform(locations);
    const rows = Array.from({ length: SELLERS }, (_, index) => {
      const name = `bench_seller_${String(index + 1).padStart(3, '0')}`;
      const at = new Date(now.getTime() - 400 * 86_400_000).toISOString();
      // Not a scrypt hash: these sellers cannot log in.
      return [name, name, `+99877${String(index + 1).padStart(7, '0')}`, 'disabled$bench', 'regular', pickPlace().id, null, at, at];
    });
    await db.transaction(() => db.insertRows('users', ['username', 'username_key', 'phone_number', 'password_hash', 'user_type', 'location_id', 'profile_image', 'created_at', 'updated_at'], rows));
    sellers = (await db.all(`select id from users where username_key like 'bench_seller_%' order by id`)).map((row) => row.id);
  }

  // A few real images, shared by every listing (cards then have thumbnails).
  const imageKeys = [];
  for (let index = 0; index < IMAGES; index++) {
    const key = `listings/bench-${index}.webp`;
    const file = path.join(dataDir, 'media', key);
    if (!fs.existsSync(file)) {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      const background = { r: 40 + index * 25, g: 150 - index * 10, b: 120 + index * 12 };
      fs.writeFileSync(file, await sharp({ create: { width: 800, height: 600, channels: 3, background } }).webp({ quality: 60 }).toBuffer());
      fs.writeFileSync(file.replace(/\.webp$/, '-thumb.webp'), await sharp({ create: { width: 320, height: 240, channels: 3, background } }).webp({ quality: 60 }).toBuffer());
    }
    imageKeys.push(key);
  }

  // The market's shape: categories and regions by weight, districts of a region alike.
  const categoryBySlug = new Map(categories.map((category) => [category.slug, category]));
  const pickCategory = picker(Object.entries(CATEGORY_WORDS).map(([slug, words]) => [slug, words.weight]));
  const districtsOf = new Map();
  for (const location of locations) districtsOf.set(location.region, [...(districtsOf.get(location.region) ?? []), location]);
  const pickRegion = picker(Object.entries(REGION_WEIGHTS).map(([region, weight]) => [region, weight]));
  const pickDistrict = new Map([...districtsOf].map(([region, districts]) => [region, uniform(districts)]));
  if ([...districtsOf.keys()].some((region) => !(region in REGION_WEIGHTS))) throw new Error('a region has no weight in listing-vocabulary.mjs');
  // A few busy sellers, many occasional ones.
  const pickSeller = skewed(sellers);
  const words = Object.fromEntries(
    Object.entries(CATEGORY_WORDS).map(([slug, entry]) => [slug, { uz: skewed(entry.uz), ru: skewed(entry.ru), brand: skewed(entry.brands) }]),
  );
  const adjective = { uz: skewed(ADJECTIVES.uz), ru: skewed(ADJECTIVES.ru) };
  const place = { uz: uniform(PLACES.uz), ru: uniform(PLACES.ru) };
  const rare = { uz: uniform(RARE.uz), ru: uniform(RARE.ru) };
  const description = { uz: uniform(DESCRIPTIONS.uz), ru: uniform(DESCRIPTIONS.ru) };
  const modelLetter = uniform([...'ASXGMKTPZ']);
  const modelNumber = picker(Array.from({ length: 400 }, (_, index) => [index + 2, 1 / (index + 1)]));

  function title(slug, script) {
    const parts = [words[slug][script]()];
    if (chance(0.6)) parts[chance(0.5) ? 'unshift' : 'push'](words[slug].brand());
    if (chance(0.3)) parts.push(`${modelLetter()}${modelNumber()}`);
    if (chance(0.02)) parts.push(rare[script]());
    if (chance(0.5)) parts.push(chance(0.5) ? `, ${adjective[script]()}` : adjective[script]());
    if (chance(0.1)) parts.push(chance(0.5) ? `(${place[script]()})` : place[script]());
    return capitalize(parts.join(' ').replace(/ ,/g, ',')).slice(0, 200);
  }

  const columns = ['id', 'kind', 'owner_id', 'category_id', 'location_id', 'region_id', 'title', 'description', 'price', 'condition', 'in_stock', 'likes_count', 'comments_count', 'search_text', 'search_key', 'created_at', 'updated_at'];
  const firstId = (await db.first(`select coalesce(max(id), 0) as id from listings`)).id + 1;
  let imageId = (await db.first(`select coalesce(max(id), 0) as id from listing_images`)).id + 1;
  const yearMs = 365 * 86_400_000;
  const since = now.getTime() - yearMs;
  const insertStarted = Date.now();
  let written = 0;
  while (written < total) {
    const inThisTransaction = Math.min(PER_TRANSACTION, total - written);
    await db.transaction(async () => {
      for (let done = 0; done < inThisTransaction; ) {
        const size = Math.min(BATCH, inThisTransaction - done);
        const listingRows = [];
        const imageRows = [];
        for (let index = 0; index < size; index++) {
          const position = written + done + index;
          const id = firstId + position;
          const slug = pickCategory();
          const region = pickRegion();
          const district = pickDistrict.get(region)();
          const script = chance(0.3) ? 'ru' : 'uz';
          const text = title(slug, script);
          const [low, high] = PRICE_RANGES[slug];
          const price = Math.round(Math.exp(Math.log(low) + random() * (Math.log(high) - Math.log(low))) / 1000) * 1000;
          // Over the past year, in id order give or take an hour (ids and dates agree, as in life).
          const at = new Date(since + ((position + random()) / total) * yearMs + (random() - 0.5) * 3_600_000).toISOString();
          listingRows.push([
            id, 'product', pickSeller(), categoryBySlug.get(slug).id, district.id, district.region_id, text, description[script](),
            price, chance(0.35) ? 'new' : 'used', chance(0.95) ? 1 : 0, Math.floor(random() ** 3 * 40), 0,
            normalizeSearchText(text), searchKey(text), at, at,
          ]);
          imageRows.push([imageId++, id, imageKeys[position % imageKeys.length], 0]);
        }
        await db.insertRows('listings', columns, listingRows);
        await db.insertRows('listing_images', ['id', 'listing_id', 'image_key', 'position'], imageRows);
        done += size;
      }
    });
    written += inThisTransaction;
    const seconds = (Date.now() - insertStarted) / 1000;
    process.stdout.write(`\r  ${written.toLocaleString('en')} / ${total.toLocaleString('en')} listings, ${Math.round(written / seconds).toLocaleString('en')} rows/s   `);
  }
  const insertSeconds = (Date.now() - insertStarted) / 1000;
  process.stdout.write('\n');

  // Counts exactly as the rows say, in one aggregate statement (with the emptying, one transaction).
  await db.transaction(async () => {
    await db.run(`delete from listing_counts`);
    await db.run(`insert into listing_counts (kind, category_id, location_id, region_id, count)
      select kind, category_id, location_id, region_id, count(*) from listings group by kind, category_id, location_id, region_id`);
  });
  await db.finish({ analyze });
  const count = (await db.first(`select count(*) as n from listings`)).n;
  console.log(
    `seed-listings: ${total.toLocaleString('en')} listings in ${insertSeconds.toFixed(1)} s (${Math.round(total / insertSeconds).toLocaleString('en')} rows/s, ` +
      `${Math.round((total / insertSeconds) * 60).toLocaleString('en')} a minute); ${Number(count).toLocaleString('en')} in the database; ` +
      `${((Date.now() - started) / 1000).toFixed(1)} s in all${databaseUrl ? ', VACUUM ANALYZE done' : analyze ? ', ANALYZE done' : ''}`,
  );
} finally {
  await db.close();
}
