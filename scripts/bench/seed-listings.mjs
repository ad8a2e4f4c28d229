// Writes N synthetic product listings, services, real-estate listings and comment threads
// straight into a database, fast, for the listing benchmark.
//
//   DATA_DIR=/tmp/bozor-100k node scripts/bench/seed-listings.mjs 100000
//   DATA_DIR=/tmp/bozor-pg node scripts/bench/seed-listings.mjs 1000000 --postgres postgres://…
//   DATA_DIR=/tmp/bozor-1m node scripts/bench/seed-listings.mjs 0 --services 0 --real-estate 1000000   (appended)
//   (npm run bench:seed -- 100000 …)   options: --services S (default N/10), --real-estate R (default
//   0), --commented C (listings with comment threads besides the two heavy ones, default (N+S)/50),
//   --seed S (random seed, default 1), --analyze
//
// PostgreSQL is VACUUM ANALYZEd at the end, as autovacuum would do after such a load. SQLite has
// no automatic statistics and the app does not gather any, so by default none are made (the
// plans measured are the ones production gets); --analyze runs ANALYZE to compare.
//
// The schema is the app's own: the built server (npm run build) is started once on the database,
// which runs its migrations and the reference-data seed, and is stopped again. Then listings go
// in with multi-row inserts inside transactions (the search index follows through the app's
// triggers / GIN index), with search_text, search_key and the word keys as the app makes them (lib/text.ts, lib/category-words.ts,
// lib/listing-words.ts with lib/search-dictionary.ts: the word index follows through triggers), and
// `listing_counts` and `listing_totals` are rebuilt from the rows in aggregate statements at the end. Products and
// services are interleaved in one stream (ids and dates agree across both kinds). A service is
// written as the app writes one (listings.service.ts create for kind 'service'): a service
// category, no price and no condition, in stock. Comments: C listings get a thread (1–8
// comments, each with 0–3 replies, mostly by the owner), and the product and the service in the
// middle of the stream get exactly 50 top-level comments (the detail page benchmark's heavy
// pages); `comments_count` counts comments and replies and `replies_count` a comment's replies,
// as comments.repository.ts keeps them. Comment likes stay 0 (no like rows are written). Media
// (a few shared images, so that cards have thumbnails) go to DATA_DIR/media. Appending to a
// database that already has listings is fine; the counts and the vocabulary stay exact.
//
// Real estate (issue 38, --real-estate R): R listings of kind `real_estate` at positions of the
// stream drawn apart (a stream of their own, so that N and S give the same products and services
// with or without them), written as the app writes one (listings.service.ts with the kind's
// own fields, server/kinds/real-estate/): the property type is the category (flat, house, land,
// commercial), `price` the whole so'm at the rate of data/rates/usd.json (the bench server's
// RATES_SOURCE=file; the day's rate is stored in `exchange_rates` if missing), and one
// `real_estate_fields` row with the price as entered, its so'm per m² and the rate's day. Shares
// as on OLX.uz/Uybor: sale 55 % / long rent 35 % / daily 10 %; flat 70 % / house 18 % / land 6 % /
// commercial 6 %; owners 70 %, agencies 30 %; dollars for most sales in Tashkent, so'm otherwise.
// No comments (the kind has none: questions go to the owner in chat).
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { listingSearchFields } from '../../src/lib/category-words.ts';
import { parseRateTiyin } from '../../src/lib/money.ts';
import { priceInSom, somPerM2 } from '../../src/lib/real-estate.ts';
import { realEstateFacets } from '../../src/lib/real-estate-facets.ts';
import { SEARCH_DICTIONARY } from '../../src/lib/search-dictionary.ts';
import { vocabularyCounter } from '../../src/lib/search-words.ts';
import { startBuiltServer } from './built-server.mjs';
import { openBenchDatabase } from './bench-db.mjs';
import {
  ADJECTIVES,
  CATEGORY_WORDS,
  COMMENTS,
  DESCRIPTIONS,
  PLACES,
  PRICE_RANGES,
  RARE,
  REAL_ESTATE_WORDS,
  REGION_WEIGHTS,
  SERVICE_DESCRIPTIONS,
  SERVICE_EXTRAS,
  SERVICE_WORDS,
} from './listing-vocabulary.mjs';

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
const servicesOption = option('--services');
const commentedOption = option('--commented');
const realEstate = Number(option('--real-estate') ?? 0);
const analyze = flagged('--analyze');
const products = Number(args[0]);
const services = servicesOption === undefined ? Math.round(products / 10) : Number(servicesOption);
const total = products + services; // products and services
const stream = total + realEstate; // every listing written
const HEAVY_COMMENTS = 50;
const heavyCount = (products > 0 ? 1 : 0) + (services > 0 ? 1 : 0);
const commented = commentedOption === undefined ? Math.round(total / 50) : Number(commentedOption);
const dataDir = process.env.DATA_DIR;
if (
  !Number.isInteger(products) ||
  products < 0 ||
  !Number.isInteger(services) ||
  services < 0 ||
  !Number.isInteger(realEstate) ||
  realEstate < 0 ||
  stream < 1 ||
  !Number.isInteger(commented) ||
  commented < 0 ||
  commented > total - heavyCount ||
  !dataDir
) {
  console.error(
    'usage: DATA_DIR=/tmp/somewhere node scripts/bench/seed-listings.mjs N [--services S] [--real-estate R] [--commented C] [--postgres URL] [--seed S] [--analyze]',
  );
  process.exit(2);
}
fs.mkdirSync(dataDir, { recursive: true });

const SELLERS = 400;
const IMAGES = 8;
const BATCH = databaseUrl ? 1000 : 500; // listings per INSERT (17 parameters each)
const COMMENT_BATCH = 2000; // comments per INSERT (9 parameters each)
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
  const categories = await db.all(`select id, slug, name_uz, name_ru, name_en from categories where kind = 'product'`);
  const serviceCategories = await db.all(`select id, slug, name_uz, name_ru, name_en from categories where kind = 'service'`);
  const propertyTypes = await db.all(`select id, slug, name_uz, name_ru, name_en from categories where kind = 'real_estate'`);
  const locations = await db.all(
    `select locations.id, locations.region_id, locations.district, locations.district_ru, regions.name_uz as region
     from locations join regions on regions.id = locations.region_id`,
  );
  if (categories.length !== 20 || serviceCategories.length !== 20 || locations.length !== 206) {
    throw new Error(
      `expected 20 product and 20 service categories and 206 districts, found ${categories.length}, ${serviceCategories.length} and ${locations.length}`,
    );
  }
  if (realEstate > 0 && propertyTypes.length !== 4) throw new Error(`expected 4 property types (real-estate categories), found ${propertyTypes.length}`);

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
    await db.transaction(() =>
      db.insertRows(
        'users',
        ['username', 'username_key', 'phone_number', 'password_hash', 'user_type', 'location_id', 'profile_image', 'created_at', 'updated_at'],
        rows,
      ),
    );
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
      fs.writeFileSync(
        file,
        await sharp({ create: { width: 800, height: 600, channels: 3, background } })
          .webp({ quality: 60 })
          .toBuffer(),
      );
      fs.writeFileSync(
        file.replace(/\.webp$/, '-thumb.webp'),
        await sharp({ create: { width: 320, height: 240, channels: 3, background } })
          .webp({ quality: 60 })
          .toBuffer(),
      );
    }
    imageKeys.push(key);
  }

  // The market's shape: categories and regions by weight, districts of a region alike.
  const categoryBySlug = new Map(categories.map((category) => [category.slug, category]));
  const pickCategory = picker(Object.entries(CATEGORY_WORDS).map(([slug, words]) => [slug, words.weight]));
  const serviceCategoryBySlug = new Map(serviceCategories.map((category) => [category.slug, category]));
  for (const slug of Object.keys(SERVICE_WORDS)) if (!serviceCategoryBySlug.has(slug)) throw new Error(`no service category ${slug}`);
  const pickServiceCategory = picker(Object.entries(SERVICE_WORDS).map(([slug, words]) => [slug, words.weight]));
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
  const serviceWords = Object.fromEntries(Object.entries(SERVICE_WORDS).map(([slug, entry]) => [slug, { uz: skewed(entry.uz), ru: skewed(entry.ru) }]));
  const serviceExtra = { uz: skewed(SERVICE_EXTRAS.uz), ru: skewed(SERVICE_EXTRAS.ru) };
  const serviceDescription = { uz: uniform(SERVICE_DESCRIPTIONS.uz), ru: uniform(SERVICE_DESCRIPTIONS.ru) };
  const commentRandom = mulberry32(seed * 7919 + 3);
  const commentChance = (p) => commentRandom() < p;
  const commentPick = (items) => () => items[Math.floor(commentRandom() * items.length)];
  const ask = { uz: commentPick(COMMENTS.uz.ask), ru: commentPick(COMMENTS.ru.ask) };
  const answer = { uz: commentPick(COMMENTS.uz.answer), ru: commentPick(COMMENTS.ru.answer) };
  const pickAuthor = commentPick(sellers);
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
  /** A service name (at most 120 characters, as the service form allows). */
  function serviceTitle(slug, script) {
    const parts = [serviceWords[slug][script]()];
    if (chance(0.5)) parts.push(chance(0.5) ? `, ${serviceExtra[script]()}` : serviceExtra[script]());
    if (chance(0.15)) parts.push(chance(0.5) ? `(${place[script]()})` : place[script]());
    return capitalize(parts.join(' ').replace(/ ,/g, ',')).slice(0, 120);
  }

  // Real estate: its own random stream (products and services stay the same with or without it),
  // the dollar rate of the rate file (as the bench server's RATES_SOURCE=file gives it).
  const estateRandom = mulberry32(seed * 7919 + 5);
  const estateChance = (p) => estateRandom() < p;
  const estatePicker = (entries) => {
    const cumulative = [];
    let sum = 0;
    for (const [, weight] of entries) cumulative.push((sum += weight));
    return () => {
      const target = estateRandom() * sum;
      return entries[cumulative.findIndex((each) => each > target)][0];
    };
  };
  const estateUniform = (items) => () => items[Math.floor(estateRandom() * items.length)];
  /** A number between low and high, log-uniform (prices and areas spread as markets do). */
  const estateBetween = (low, high) => Math.exp(Math.log(low) + estateRandom() * (Math.log(high) - Math.log(low)));
  let rate = null;
  if (realEstate > 0) {
    const [entry] = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../data/rates/usd.json'), 'utf8'));
    const [day, month, year] = entry.Date.split('.');
    rate = { rateTiyin: parseRateTiyin(entry.Rate, Number(entry.Nominal)), date: `${year}-${month}-${day}` };
    const stored = await db.first(`select date from exchange_rates where currency = 'USD' and date = ?`, [rate.date]);
    if (!stored) {
      await db.run(`insert into exchange_rates (currency, date, rate_tiyin, fetched_at) values ('USD', ?, ?, ?)`, [
        rate.date,
        rate.rateTiyin,
        now.toISOString(),
      ]);
    }
  }
  const propertyTypeBySlug = new Map(propertyTypes.map((type) => [type.slug, type]));
  const pickDeal = estatePicker([
    ['sale', 55],
    ['rent', 35],
    ['daily', 10],
  ]);
  const pickType = estatePicker([
    ['flat', 70],
    ['house', 18],
    ['land', 6],
    ['commercial', 6],
  ]);
  const pickEstateRegion = estatePicker(Object.entries(REGION_WEIGHTS));
  const pickEstateDistrict = new Map([...districtsOf].map(([region, districts]) => [region, estateUniform(districts)]));
  const pickEstateSeller = (() => {
    const pick = estatePicker(sellers.map((seller, rank) => [seller, 1 / (rank + 1)]));
    return pick;
  })();
  const ROOMS = {
    flat: estatePicker([
      [1, 18],
      [2, 34],
      [3, 30],
      [4, 12],
      [5, 5],
      [6, 1],
    ]),
    house: estatePicker([
      [2, 6],
      [3, 22],
      [4, 32],
      [5, 24],
      [6, 16],
    ]),
    commercial: estatePicker([
      [1, 40],
      [2, 30],
      [3, 18],
      [4, 8],
      [5, 3],
      [6, 1],
    ]),
  };
  const BUILDING_FLOORS = estatePicker([
    [4, 22],
    [5, 8],
    [9, 34],
    [12, 14],
    [16, 12],
    [20, 6],
    [25, 4],
  ]);
  const pickRepair = estatePicker([
    ['euro', 35],
    ['good', 35],
    ['needs', 15],
    ['shell', 15],
  ]);
  const noun = Object.fromEntries(
    Object.entries(REAL_ESTATE_WORDS.noun).map(([type, words]) => [type, { uz: estateUniform(words.uz), ru: estateUniform(words.ru) }]),
  );
  const dealWord = Object.fromEntries(
    Object.entries(REAL_ESTATE_WORDS.deal).map(([deal, words]) => [deal, { uz: estateUniform(words.uz), ru: estateUniform(words.ru) }]),
  );
  const estateExtra = { uz: estateUniform(REAL_ESTATE_WORDS.extras.uz), ru: estateUniform(REAL_ESTATE_WORDS.extras.ru) };
  const landmark = estateUniform(REAL_ESTATE_WORDS.landmarks);
  const estateDescription = { uz: estateUniform(REAL_ESTATE_WORDS.descriptions.uz), ru: estateUniform(REAL_ESTATE_WORDS.descriptions.ru) };
  /** A district's short name, as titles give it: `Yunusobod tumani` → `Yunusobod`, `Юнусабадский район` → `Юнусабадский р-н`. */
  const shortPlace = (district, script) =>
    script === 'uz' ? district.district.replace(/ (tumani|shahri)$/, '') : district.district_ru.replace(/ район$/, ' р-н');
  const roundTo = (value, step) => Math.max(step, Math.round(value / step) * step);
  const REAL_ESTATE_COLUMNS = [
    'listing_id',
    'deal',
    'rooms',
    'area_dm2',
    'land_m2',
    'floor',
    'floors',
    'material',
    'new_building',
    'repair',
    'furnished',
    'seller_type',
    'commission_permille',
    'landmark',
    'currency',
    'price_minor',
    'price_m2',
    'rated_on',
  ];

  /**
   * A property as an owner or agent lists it: its fields (lib/real-estate.ts, valid for its type),
   * a title like "3 xonali kvartira, Yunusobod, 78 m²" and the listing's so'm price at the rate.
   */
  function estate(id, at, expires) {
    const region = pickEstateRegion();
    const district = pickEstateDistrict.get(region)();
    const capital = region === 'Toshkent shahri';
    const script = estateChance(0.35) ? 'ru' : 'uz';
    const owner = pickEstateSeller();
    const deal = pickDeal();
    const type = pickType();
    const built = type !== 'land';
    const rooms = built ? ROOMS[type]() : null;
    let area = null; // m²
    let land = null; // m²
    let floor = null;
    let floors = null;
    if (type === 'flat') {
      area = (18 + rooms * 17) * (0.85 + estateRandom() * 0.4);
      floors = BUILDING_FLOORS();
      floor = 1 + Math.floor(estateRandom() * floors);
    } else if (type === 'house') {
      area = (40 + rooms * 28) * (0.8 + estateRandom() * 0.6);
      land = Math.round(estateBetween(2, 12)) * 100;
      floors = estateChance(0.7) ? 1 : 2;
    } else if (type === 'commercial') {
      area = estateBetween(15, 600);
      floor = estateChance(0.7) ? 1 : 2;
      floors = estateChance(0.5) ? Math.max(floor, 1 + Math.floor(estateRandom() * 9)) : null;
    } else {
      land = Math.round(estateBetween(2, 30)) * 100;
    }
    const areaDm2 = area === null ? null : Math.round(area) * 100;
    const newBuilding = built ? (estateChance(type === 'flat' ? 0.3 : 0.08) ? 1 : 0) : null;
    const material = !built
      ? null
      : type === 'house'
        ? estateUniform(['brick', 'block', 'brick', 'other'])()
        : newBuilding
          ? 'monolith'
          : estateUniform(['panel', 'brick', 'panel', 'block', 'other'])();
    const repair = !built ? null : newBuilding && estateChance(0.5) ? 'shell' : pickRepair();
    const furnished = !built ? null : estateChance(deal === 'sale' ? 0.35 : 0.8) ? 1 : 0;
    const agency = estateChance(0.3);
    const commission = !agency ? null : deal === 'sale' ? estateUniform([10, 15, 20, 30])() : estateUniform([0, 250, 500, 500, 1000])();
    // The price as entered: dollars for most sales in Tashkent (and some elsewhere), so'm otherwise.
    const currency = deal === 'sale' && estateChance(capital ? 0.9 : 0.25) ? 'USD' : 'UZS';
    const squareMetres = areaDm2 === null ? land : areaDm2 / 100;
    let usd; // the property's worth in dollars, whatever the currency entered
    if (deal === 'sale') {
      const perM2 = type === 'land' ? (capital ? estateBetween(80, 300) : estateBetween(10, 60)) : capital ? estateBetween(800, 2200) : estateBetween(300, 900);
      usd = perM2 * squareMetres * (type === 'house' ? 0.7 : 1);
    } else {
      const monthly = (capital ? estateBetween(6, 14) : estateBetween(2.5, 6)) * (area ?? land / 10) * (type === 'commercial' ? 1.6 : 1);
      usd = deal === 'rent' ? monthly : (monthly / 30) * 2.2;
    }
    const amount = currency === 'USD' ? roundTo(usd, usd > 20_000 ? 500 : 100) : roundTo((usd * rate.rateTiyin) / 100, deal === 'daily' ? 10_000 : 100_000);
    const fields = {
      deal,
      rooms,
      areaDm2,
      landM2: land,
      floor,
      floors,
      currency,
      priceMinor: amount * 100,
    };
    const som = priceInSom(fields, rate);
    const perM2 = somPerM2(fields, rate);
    // The title as people write it: "3 xonali kvartira, Yunusobod, 78 m², sotiladi".
    const parts = [];
    if (rooms !== null && type !== 'commercial') parts.push(script === 'uz' ? `${rooms} xonali` : `${rooms}-комнатн${type === 'flat' ? 'ая' : 'ый'}`);
    parts.push(noun[type][script]());
    const place = shortPlace(district, script);
    const measure = area !== null ? `${Math.round(area)} ${script === 'uz' ? 'm²' : 'м²'}` : `${land / 100} ${script === 'uz' ? 'sotix' : 'соток'}`;
    let text = `${parts.join(' ')}, ${place}, ${measure}`;
    text = estateChance(0.5) ? `${text}, ${dealWord[deal][script]()}` : `${capitalize(dealWord[deal][script]())}: ${text}`;
    if (estateChance(0.25)) text += `, ${estateExtra[script]()}`;
    text = capitalize(text).slice(0, 120);
    const about = estateDescription[script]();
    const category = propertyTypeBySlug.get(type);
    const search = listingSearchFields(text, about, category, SEARCH_DICTIONARY);
    return {
      wordsText: search.wordsText,
      listing: [
        id,
        'real_estate',
        owner,
        category.id,
        district.id,
        district.region_id,
        text,
        about,
        som,
        null,
        1,
        Math.floor(estateRandom() ** 3 * 40),
        0,
        search.searchText,
        search.searchKey,
        search.titleKey,
        search.bodyKey,
        at,
        at,
        at,
        expires,
        realEstateFacets({
          ...fields,
          newBuilding: newBuilding === null ? null : newBuilding === 1,
          furnished: furnished === null ? null : furnished === 1,
          sellerType: agency ? 'agency' : 'owner',
        }),
      ],
      fields: [
        id,
        deal,
        rooms,
        areaDm2,
        land,
        floor,
        floors,
        material,
        newBuilding,
        repair,
        furnished,
        agency ? 'agency' : 'owner',
        commission,
        estateChance(0.4) ? landmark() : null,
        currency,
        amount * 100,
        perM2,
        rate.date,
      ],
    };
  }

  // Which positions of the stream are services, and which listings get comments: exactly
  // `services` and `commented` of them (selection sampling), each from its own random stream
  // (comments too), so that --commented does not change the listings. The heavy listings: the
  // first product and the first service from the middle of the stream on.
  // Which positions of the whole stream are real estate (`realEstate` of them, from a stream of their own).
  const isEstate = new Uint8Array(stream);
  {
    const random = mulberry32(seed * 7919 + 4);
    for (let position = 0, left = realEstate; position < stream; position++) {
      if (random() * (stream - position) < left) {
        isEstate[position] = 1;
        left--;
      }
    }
  }
  const isService = new Uint8Array(total);
  {
    const random = mulberry32(seed * 7919 + 1);
    for (let position = 0, left = services; position < total; position++) {
      if (random() * (total - position) < left) {
        isService[position] = 1;
        left--;
      }
    }
  }
  const heavy = new Set();
  for (const kind of [0, 1]) {
    const position = isService.indexOf(kind, Math.floor(total / 2));
    heavy.add(position >= 0 ? position : isService.lastIndexOf(kind));
  }
  heavy.delete(-1);
  const hasThread = new Uint8Array(total);
  {
    const random = mulberry32(seed * 7919 + 2);
    for (let position = 0, left = commented, candidates = total - heavy.size; position < total; position++) {
      if (heavy.has(position)) continue;
      if (random() * candidates < left) {
        hasThread[position] = 1;
        left--;
      }
      candidates--;
    }
  }

  let commentId = (await db.first(`select coalesce(max(id), 0) as id from comments`)).id + 1;
  let commentsWritten = 0;
  const commentColumns = ['id', 'listing_id', 'author_id', 'parent_id', 'text', 'likes_count', 'replies_count', 'created_at', 'updated_at'];
  /**
   * A thread under a listing: `topLevel` comments by others (a few hours to weeks after the
   * listing, never after now), each answered 0–3 times, mostly by the owner. Rows go to `tops`
   * and `replies` (replies are inserted after their comments); returns how many rows in all.
   */
  function thread(listingId, ownerId, script, at, topLevel, tops, replies) {
    const nowMs = now.getTime();
    let time = Date.parse(at);
    let rows = 0;
    for (let index = 0; index < topLevel; index++) {
      time = Math.min(nowMs, time + commentRandom() * 2 * 86_400_000);
      const id = commentId++;
      const answers = commentChance(0.4) ? 0 : 1 + Math.floor(commentRandom() * 3);
      const when = new Date(time).toISOString();
      tops.push([id, listingId, pickAuthor(), null, ask[script](), 0, answers, when, when]);
      let replyTime = time;
      for (let reply = 0; reply < answers; reply++) {
        replyTime = Math.min(nowMs, replyTime + commentRandom() * 6 * 3_600_000);
        const replyAt = new Date(replyTime).toISOString();
        replies.push([
          commentId++,
          listingId,
          commentChance(0.8) ? ownerId : pickAuthor(),
          id,
          commentChance(0.8) ? answer[script]() : ask[script](),
          0,
          0,
          replyAt,
          replyAt,
        ]);
      }
      rows += 1 + answers;
    }
    return rows;
  }
  const insertChunked = async (table, columns, rows, size) => {
    for (let start = 0; start < rows.length; start += size) await db.insertRows(table, columns, rows.slice(start, start + size));
  };

  // The vocabulary (migration 20261125-1200-search-words), counted as the listings are written.
  const vocabulary = vocabularyCounter();
  const columns = [
    'id',
    'kind',
    'owner_id',
    'category_id',
    'location_id',
    'region_id',
    'title',
    'description',
    'price',
    'condition',
    'in_stock',
    'likes_count',
    'comments_count',
    'search_text',
    'search_key',
    'title_key',
    'body_key',
    'created_at',
    'updated_at',
    'listed_at',
    'expires_at',
    // Real estate's facets (lib/real-estate-facets.ts); 0 for goods and services.
    'facets',
  ];
  // Every seeded listing is active (issue 22): its sort date is its creation, and it expires a month after the seeding.
  const expiresAt = new Date(now.getTime() + 30 * 86_400_000).toISOString();
  const firstId = (await db.first(`select coalesce(max(id), 0) as id from listings`)).id + 1;
  let imageId = (await db.first(`select coalesce(max(id), 0) as id from listing_images`)).id + 1;
  const yearMs = 365 * 86_400_000;
  const since = now.getTime() - yearMs;
  const insertStarted = Date.now();
  let written = 0;
  // Positions count the whole stream (ids and dates); `position` below counts products and services alone.
  let nextPosition = 0;
  const estateRows = [];
  while (written < stream) {
    const inThisTransaction = Math.min(PER_TRANSACTION, stream - written);
    await db.transaction(async () => {
      for (let done = 0; done < inThisTransaction;) {
        const size = Math.min(BATCH, inThisTransaction - done);
        const listingRows = [];
        const wordsTexts = [];
        const imageRows = [];
        const topRows = [];
        const replyRows = [];
        estateRows.length = 0;
        for (let index = 0; index < size; index++) {
          const streamPosition = written + done + index;
          const id = firstId + streamPosition;
          if (isEstate[streamPosition]) {
            const at = new Date(since + ((streamPosition + estateRandom()) / stream) * yearMs + (estateRandom() - 0.5) * 3_600_000).toISOString();
            const property = estate(id, at, expiresAt);
            wordsTexts.push(property.wordsText);
            listingRows.push(property.listing);
            estateRows.push(property.fields);
            imageRows.push([imageId++, id, imageKeys[streamPosition % imageKeys.length], 0]);
            continue;
          }
          const position = nextPosition++;
          const region = pickRegion();
          const district = pickDistrict.get(region)();
          const script = chance(0.3) ? 'ru' : 'uz';
          const owner = pickSeller();
          // Over the past year, in id order give or take an hour (ids and dates agree, as in life).
          const at = new Date(since + ((streamPosition + random()) / stream) * yearMs + (random() - 0.5) * 3_600_000).toISOString();
          const topLevel = heavy.has(position) ? HEAVY_COMMENTS : hasThread[position] ? 1 + Math.floor(commentRandom() ** 2 * 8) : 0;
          const commentsCount = topLevel > 0 ? thread(id, owner, script, at, topLevel, topRows, replyRows) : 0;
          if (isService[position]) {
            const slug = pickServiceCategory();
            const text = serviceTitle(slug, script);
            const about = serviceDescription[script]();
            const fields = listingSearchFields(text, about, serviceCategoryBySlug.get(slug), SEARCH_DICTIONARY);
            wordsTexts.push(fields.wordsText);
            listingRows.push([
              id,
              'service',
              owner,
              serviceCategoryBySlug.get(slug).id,
              district.id,
              district.region_id,
              text,
              about,
              null,
              null,
              1,
              Math.floor(random() ** 3 * 40),
              commentsCount,
              fields.searchText,
              fields.searchKey,
              fields.titleKey,
              fields.bodyKey,
              at,
              at,
              at,
              expiresAt,
              0,
            ]);
          } else {
            const slug = pickCategory();
            const text = title(slug, script);
            const about = description[script]();
            const fields = listingSearchFields(text, about, categoryBySlug.get(slug), SEARCH_DICTIONARY);
            wordsTexts.push(fields.wordsText);
            const [low, high] = PRICE_RANGES[slug];
            const price = Math.round(Math.exp(Math.log(low) + random() * (Math.log(high) - Math.log(low))) / 1000) * 1000;
            listingRows.push([
              id,
              'product',
              owner,
              categoryBySlug.get(slug).id,
              district.id,
              district.region_id,
              text,
              about,
              price,
              chance(0.35) ? 'new' : 'used',
              chance(0.95) ? 1 : 0,
              Math.floor(random() ** 3 * 40),
              commentsCount,
              fields.searchText,
              fields.searchKey,
              fields.titleKey,
              fields.bodyKey,
              at,
              at,
              at,
              expiresAt,
              0,
            ]);
          }
          imageRows.push([imageId++, id, imageKeys[streamPosition % imageKeys.length], 0]);
        }
        await db.insertRows('listings', columns, listingRows);
        if (estateRows.length > 0) await db.insertRows('real_estate_fields', REAL_ESTATE_COLUMNS, estateRows);
        listingRows.forEach((row, index) => vocabulary.add(row[1], wordsTexts[index], row[14]));
        await db.insertRows('listing_images', ['id', 'listing_id', 'image_key', 'position'], imageRows);
        await insertChunked('comments', commentColumns, topRows, COMMENT_BATCH);
        await insertChunked('comments', commentColumns, replyRows, COMMENT_BATCH);
        commentsWritten += topRows.length + replyRows.length;
        done += size;
      }
    });
    written += inThisTransaction;
    const seconds = (Date.now() - insertStarted) / 1000;
    process.stdout.write(
      `\r  ${written.toLocaleString('en')} / ${stream.toLocaleString('en')} listings, ${Math.round(written / seconds).toLocaleString('en')} listings/s, ${commentsWritten.toLocaleString('en')} comments   `,
    );
  }
  const insertSeconds = (Date.now() - insertStarted) / 1000;
  process.stdout.write('\n');

  // Counts exactly as the rows say, in one aggregate statement (with the emptying, one transaction).
  await db.transaction(async () => {
    await db.run(`delete from listing_counts`);
    await db.run(`insert into listing_counts (kind, category_id, location_id, region_id, count)
      select kind, category_id, location_id, region_id, count(*) from listings where listed = 1 group by kind, category_id, location_id, region_id`);
    // And the totals (migration 20261125-0800-listing-totals): in all, per category, per region, per both.
    await db.run(`delete from listing_totals`);
    for (const kept of [[], ['category_id'], ['region_id'], ['category_id', 'region_id']]) {
      const column = (name) => (kept.includes(name) ? name : '0');
      await db.run(`insert into listing_totals (kind, category_id, region_id, count)
        select kind, ${column('category_id')}, ${column('region_id')}, sum(count) from listing_counts group by ${['kind', ...kept].join(', ')}`);
    }
  });
  // Every word of the keys written, with how many listings hold it (added to the counts of listings already there).
  const vocabularyRows = vocabulary.rows().map((row) => [row.kind, row.word, row.display, row.initial, row.length, row.listings]);
  await db.transaction(async () => {
    for (let start = 0; start < vocabularyRows.length; start += 500) {
      await db.insertRows('search_words', ['kind', 'word', 'display', 'initial', 'length', 'listings'], vocabularyRows.slice(start, start + 500), {
        onConflict: '(kind, word) do update set listings = search_words.listings + excluded.listings',
      });
    }
  });
  // The word keys were made with the dictionary the app has (issue 36): nothing for the search-keys job to re-key.
  await db.run(`update job_cursors set value = ${SEARCH_DICTIONARY.version} where name in ('search-keys-version', 'search-keys-target')`);
  await db.finish({ analyze });
  const counts = await db.all(`select kind, count(*) as n from listings group by kind order by kind`);
  const inDatabase = counts.map((row) => `${Number(row.n).toLocaleString('en')} ${row.kind}s`).join(', ');
  const commentsInDatabase = (await db.first(`select count(*) as n from comments`)).n;
  console.log(
    `seed-listings: ${products.toLocaleString('en')} products, ${services.toLocaleString('en')} services, ${realEstate.toLocaleString('en')} real-estate listings, ` +
      `${commentsWritten.toLocaleString('en')} comments and replies ` +
      `on ${(commented + heavy.size).toLocaleString('en')} listings in ${insertSeconds.toFixed(1)} s (${Math.round(stream / insertSeconds).toLocaleString('en')} listings/s, ` +
      `${Math.round((stream / insertSeconds) * 60).toLocaleString('en')} a minute); in the database: ${inDatabase}, ${Number(commentsInDatabase).toLocaleString('en')} comments; ` +
      `${((Date.now() - started) / 1000).toFixed(1)} s in all${databaseUrl ? ', VACUUM ANALYZE done' : analyze ? ', ANALYZE done' : ''}`,
  );
} finally {
  await db.close();
}
