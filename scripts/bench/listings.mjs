// The listing core under load, against the BUILT server on a seeded database
// (scripts/bench/seed-listings.mjs), with a bare node:http hello-world measured in the same run
// as the reference for what this machine can do at all.
//
//   npm run build
//   DATA_DIR=/tmp/bozor-100k node scripts/bench/listings.mjs                 # SQLite in DATA_DIR
//   DATA_DIR=/tmp/bozor-pg node scripts/bench/listings.mjs --postgres URL    # PostgreSQL (media in DATA_DIR)
//   (npm run bench:listings -- …)
//   options: --runs 3  --duration 5 (seconds per scenario and run)  --connections 10
//            --ssr-connections 100  --no-plans  --cached (with the route cache and the API's answer
//            cache; without it, PAGE_CACHE=0: every request is answered afresh)  --only name,name (hello, list, filter, search-latin,
//            search-cyrillic, search-rare, search-filter, search-two, search-category-word, search-deep,
//            search-newest, search-price, suggest, suggest-two, suggest-cyrillic, deep, services, service-search-latin,
//            service-search-cyrillic, comments, ssr, ssr-services, ssr-product, ssr-service,
//            hello-100, ssr-100, ssr-services-100, and real estate's (seed-listings.mjs --real-estate R):
//            re-list, re-filter, re-filter-region, re-search, re-price-m2, re-area, ssr-real-estate)
//            JOBS=0 in the environment: the server runs no background jobs (a web-only instance);
//            by default it runs them, as production does, so a backlog after a seed is worked meanwhile.
//            --against DIR: also measure another build (`astro build --outDir DIR`, e.g. of the code
//            before a change) on the same data, each scenario on both servers one after the other,
//            so that both see the same moments of a noisy machine; its p95 and req/s get columns.
//
// Each scenario runs for --duration seconds with autocannon, once per run, the runs interleaved
// (run 1 of every scenario, then run 2…), and the table shows the median over the runs of each
// number (p50, p95, p99 from every response's own time, req/s). A missing page (404) is reported
// as "n/a (404)", not as a failure. The detail pages and the comment list are those of the
// newest product and service with 50 top-level comments (seed-listings.mjs writes one of each),
// found in the database; without one, the scenario shows "n/a (no listing with 50 comments)".
// Then the query plan of every list shape is printed (list-plans.mjs) and any plan reading the
// whole listings table is flagged. Budgets (DESIGN.md): API list/search p95 < 20 ms at 1M
// listings; SSR list p95 < 50 ms at 100k, 100 connections.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { openBenchDatabase } from './bench-db.mjs';
import { measure as measureWith, median, startHello } from './load.mjs';
import { startBuiltServer } from './built-server.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : fallback;
};
const databaseUrl = option('--postgres', process.env.DATABASE_URL);
const dataDir = process.env.DATA_DIR;
const RUNS = Number(option('--runs', 3));
const DURATION = Number(option('--duration', 5));
const CONNECTIONS = Number(option('--connections', 10));
const SSR_CONNECTIONS = Number(option('--ssr-connections', 100));
const only = option('--only', '').split(',').filter(Boolean);
const plans = !args.includes('--no-plans');
const against = option('--against');
if (!dataDir) {
  console.error('usage: DATA_DIR=… node scripts/bench/listings.mjs [--postgres URL] [--runs 3] [--duration 5] [--only a,b] [--no-plans] [--against DIST]');
  process.exit(2);
}

// What the database holds, and the listings with 50 top-level comments (the heavy detail pages).
const db = await openBenchDatabase({ dataDir, databaseUrl });
const counted = Object.fromEntries((await db.all(`select kind, sum(count) as n from listing_counts group by kind`)).map((row) => [row.kind, Number(row.n)]));
const { comments: commentTotal } = await db.first(`select count(*) as comments from comments`);
const heavy = {};
for (const kind of ['product', 'service']) {
  const row = await db.first(
    `select comments.listing_id as id from comments join listings on listings.id = comments.listing_id
     where comments.parent_id is null and listings.kind = ? group by comments.listing_id having count(*) = 50 order by comments.listing_id desc limit 1`,
    [kind],
  );
  heavy[kind] = row?.id;
}
await db.close();

const api = (query) => `/api/products/api/products/${query ? `?${query}` : ''}`;
const serviceApi = (query) => `/api/services/api/services/${query ? `?${query}` : ''}`;
const estateApi = (query) => `/api/real-estate/api/real-estate${query ? `?${query}` : ''}`;
const q = (params) => new URLSearchParams(params).toString();
/** A path about a heavy listing, or none (the scenario is then reported as not measured). */
const about = (kind, path) => (heavy[kind] === undefined ? undefined : path(heavy[kind]));
/** What is measured; `budget` is the p95 the design asks for (at the size it names). */
const SCENARIOS = [
  { name: 'hello', label: 'reference: node:http hello world', target: 'hello', path: '/', connections: CONNECTIONS },
  { name: 'list', label: 'API list, no filter', path: api(''), budget: 20 },
  { name: 'filter', label: 'API list, category + region', path: api(q({ category_name: 'phones', region_name: 'Toshkent shahri' })), budget: 20 },
  { name: 'search-latin', label: 'API search, Latin "telefon"', path: api(q({ product_title: 'telefon' })), budget: 20 },
  { name: 'search-cyrillic', label: 'API search, Cyrillic "холодильник"', path: api(q({ product_title: 'холодильник' })), budget: 20 },
  { name: 'search-rare', label: 'API search, rare word "suzani"', path: api(q({ product_title: 'suzani' })), budget: 20 },
  {
    name: 'search-filter',
    label: 'API search "telefon" + category + region',
    path: api(q({ product_title: 'telefon', category_name: 'phones', region_name: 'Toshkent shahri' })),
    budget: 20,
  },
  { name: 'search-two', label: 'API search, two words "samsung telefon"', path: api(q({ product_title: 'samsung telefon' })), budget: 20 },
  { name: 'search-category-word', label: 'API search, category word "mebel"', path: api(q({ product_title: 'mebel' })), budget: 20 },
  { name: 'search-deep', label: 'API search "telefon", page 20 of the best matches', path: api(q({ product_title: 'telefon', page: '20' })), budget: 20 },
  { name: 'search-newest', label: 'API search "telefon", newest first', path: api(q({ product_title: 'telefon', ordering: '-created_at' })), budget: 20 },
  { name: 'search-price', label: 'API search "telefon", cheapest first', path: api(q({ product_title: 'telefon', ordering: 'price' })), budget: 20 },
  { name: 'suggest', label: 'API suggest "tel"', path: `/api/search/suggest?${q({ q: 'tel', lang: 'uz' })}`, budget: 10 },
  { name: 'suggest-two', label: 'API suggest "samsung gal"', path: `/api/search/suggest?${q({ q: 'samsung gal', lang: 'ru' })}`, budget: 10 },
  { name: 'suggest-cyrillic', label: 'API suggest "холо"', path: `/api/search/suggest?${q({ q: 'холо', lang: 'ru' })}`, budget: 10 },
  { name: 'deep', label: 'API list, deep page 500', path: api(q({ page: '500' })), budget: 20 },
  { name: 'services', label: 'API service list, no filter', path: serviceApi(''), budget: 20 },
  { name: 'service-search-latin', label: 'API service search, Latin "usta"', path: serviceApi(q({ service_name: 'usta' })), budget: 20 },
  { name: 'service-search-cyrillic', label: 'API service search, Cyrillic "ремонт"', path: serviceApi(q({ service_name: 'ремонт' })), budget: 20 },
  // Real estate (issue 38): its own filters are an EXISTS on its row of fields, checked as the list walks the listings' indexes.
  { name: 're-list', label: 'API real-estate list, no filter', path: estateApi(''), budget: 20 },
  {
    name: 're-filter',
    label: 'API real estate: flat, sale, 2–3 rooms, Yunusobod, ≤ $80,000, not 1st floor',
    path: estateApi(
      q({
        property_type: 'flat',
        deal: 'sale',
        rooms: '2,3',
        region_name: 'Toshkent shahri',
        district_name: 'Yunusobod tumani',
        currency: 'USD',
        max_price: '80000',
        not_first_floor: 'true',
      }),
    ),
    budget: 20,
  },
  {
    name: 're-filter-region',
    label: 'API real estate: region + rent + 2–3 rooms',
    path: estateApi(q({ region_name: 'Samarqand viloyati', deal: 'rent', rooms: '2,3' })),
    budget: 20,
  },
  { name: 're-search', label: 'API real-estate search "kvartira" + rent', path: estateApi(q({ title: 'kvartira', deal: 'rent' })), budget: 20 },
  {
    name: 're-price-m2',
    label: 'API real estate: Chilonzor, cheapest per m²',
    path: estateApi(q({ region_name: 'Toshkent shahri', district_name: 'Chilonzor tumani', ordering: 'price_m2' })),
    budget: 20,
  },
  {
    name: 're-area',
    label: 'API real estate: 60–90 m², furnished',
    path: estateApi(q({ area_min: '60', area_max: '90', furnished: 'true' })),
    budget: 20,
  },
  {
    name: 'comments',
    label: 'API comments of the service with 50 comments (page 1)',
    path: about('service', (id) => `/api/services/api/services/${id}/comments/`),
  },
  { name: 'ssr', label: 'SSR /products', path: '/products', budget: 50 },
  { name: 'ssr-services', label: 'SSR /service', path: '/service', budget: 50 },
  { name: 'ssr-real-estate', label: 'SSR /real-estate', path: '/real-estate', budget: 50 },
  { name: 'ssr-product', label: 'SSR /product/{id}, 50 comments', path: about('product', (id) => `/product/${id}`) },
  { name: 'ssr-service', label: 'SSR /service/{id}, 50 comments', path: about('service', (id) => `/service/${id}`) },
  { name: 'hello-100', label: 'reference: node:http hello world', target: 'hello', path: '/', connections: SSR_CONNECTIONS },
  { name: 'ssr-100', label: 'SSR /products', path: '/products', connections: SSR_CONNECTIONS, budget: 50 },
  { name: 'ssr-services-100', label: 'SSR /service', path: '/service', connections: SSR_CONNECTIONS, budget: 50 },
].filter((scenario) => only.length === 0 || only.includes(scenario.name));
for (const scenario of SCENARIOS) if (scenario.path === undefined) scenario.missing = 'no listing with 50 comments';

/** One run of a scenario, as listings.mjs always measured: `Accept-Encoding: gzip, br`. */
const measure = (url, connections, duration = DURATION) => measureWith(url, connections, duration, { 'accept-encoding': 'gzip, br' });

const kind = databaseUrl ? 'PostgreSQL' : 'SQLite';
// The server runs its background jobs, as a production instance does (README "Background jobs"), unless JOBS=0 is in the environment.
const jobsOn = !['0', 'false'].includes(process.env.JOBS ?? '1');
const hello = await startHello();
let server;
let before;
try {
  // Uncached unless asked: the API's answer cache and the route cache would answer every scenario from memory.
  const env = args.includes('--cached') ? {} : { PAGE_CACHE: '0' };
  server = await startBuiltServer({ dataDir, databaseUrl, env });
  if (against) before = await startBuiltServer({ dataDir, databaseUrl, env, dist: path.resolve(against) });
  const base = (scenario) => (scenario.target === 'hello' ? hello.base : server.base);
  /** Where each scenario is measured, in order: the other build first, then this one. */
  const targets = (scenario) =>
    scenario.target === 'hello' || !before
      ? [['now', base(scenario)]]
      : [
          ['before', before.base],
          ['now', server.base],
        ];
  const heavyText = ['product', 'service']
    .map((each) => (heavy[each] === undefined ? `no ${each} with 50 comments` : `${each} ${heavy[each]} with 50 comments`))
    .join(', ');
  console.log(
    `${kind}, ${(counted.product ?? 0).toLocaleString('en')} products, ${(counted.service ?? 0).toLocaleString('en')} services, ` +
      `${(counted.real_estate ?? 0).toLocaleString('en')} real-estate listings, ` +
      `${Number(commentTotal).toLocaleString('en')} comments (${heavyText}); ${RUNS} runs × ${DURATION} s per scenario, median of the runs; ` +
      `jobs ${jobsOn ? 'on (as production runs; JOBS=0 for a web-only instance)' : 'off (JOBS=0: a web-only instance)'}\n`,
  );

  // Warm up (caches, statement caches, JIT) and drop pages that do not exist.
  for (const scenario of SCENARIOS.filter((each) => !each.missing)) {
    const response = await fetch(`${base(scenario)}${scenario.path}`, { redirect: 'manual' });
    await response.arrayBuffer();
    if (response.status === 404) scenario.missing = '404';
    else if (!response.ok) throw new Error(`${scenario.path} answered ${response.status}`);
  }
  for (const scenario of SCENARIOS.filter((each) => !each.missing)) {
    for (const [, target] of targets(scenario)) await measure(`${target}${scenario.path}`, 2, 1);
  }

  const results = new Map(SCENARIOS.flatMap((scenario) => [`${scenario.name} now`, `${scenario.name} before`]).map((key) => [key, []]));
  for (let run = 1; run <= RUNS; run++) {
    for (const scenario of SCENARIOS.filter((each) => !each.missing)) {
      for (const [which, target] of targets(scenario)) {
        results.get(`${scenario.name} ${which}`).push(await measure(`${target}${scenario.path}`, scenario.connections ?? CONNECTIONS, DURATION));
      }
    }
    process.stderr.write(`  run ${run}/${RUNS} done\n`);
  }

  const format = (ms) => (Number.isFinite(ms) ? ms.toFixed(1) : '-');
  const p95s = (runs) => `${format(median(runs.map((r) => r.p95)))} (${runs.map((r) => format(r.p95)).join(', ')})`;
  const beforeColumns = (scenario) => {
    if (!before) return '';
    const runs = results.get(`${scenario.name} before`);
    return runs.length === 0 ? ' | |' : ` | ${p95s(runs)} | ${Math.round(median(runs.map((r) => r.rps)))}`;
  };
  if (before) console.log(`"before": ${path.resolve(against)}\n`);
  console.log(`| scenario | conn | p50 ms | p95 ms | p99 ms | req/s${before ? ' | before: p95 ms | before: req/s' : ''} | budget (p95) |`);
  console.log(`|---|---:|---:|---:|---:|---:${before ? '|---:|---:' : ''}|---|`);
  for (const scenario of SCENARIOS) {
    const connections = scenario.connections ?? CONNECTIONS;
    if (scenario.missing) {
      console.log(
        `| ${scenario.label} | ${connections} | n/a (${scenario.missing}) | | | ${before ? '| | ' : ''}| ${scenario.budget ? `< ${scenario.budget} ms` : ''} |`,
      );
      continue;
    }
    const runs = results.get(`${scenario.name} now`);
    const p95 = median(runs.map((r) => r.p95));
    const errors = runs.reduce((sum, r) => sum + r.errors, 0);
    const verdict = scenario.budget ? `< ${scenario.budget} ms: ${p95 < scenario.budget ? 'met' : `MISSED by ${(p95 - scenario.budget).toFixed(1)} ms`}` : '';
    console.log(
      `| ${scenario.label} | ${connections} | ${format(median(runs.map((r) => r.p50)))} | ${p95s(runs)} | ${format(median(runs.map((r) => r.p99)))} | ${Math.round(median(runs.map((r) => r.rps)))}${beforeColumns(scenario)} | ${verdict}${errors ? ` ${errors} errors/non-2xx` : ''} |`,
    );
  }
} finally {
  // Let requests that autocannon abandoned at the end of the last run finish before the database closes.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  await server?.stop();
  await before?.stop();
  await hello.stop();
}

if (plans) {
  console.log('');
  const child = spawn(
    process.execPath,
    ['--experimental-transform-types', '--no-warnings', path.join(import.meta.dirname, 'list-plans.mjs'), ...(databaseUrl ? ['--postgres', databaseUrl] : [])],
    { stdio: 'inherit', env: process.env },
  );
  const code = await new Promise((resolve) => child.once('exit', resolve));
  process.exitCode = code ?? 1;
}
