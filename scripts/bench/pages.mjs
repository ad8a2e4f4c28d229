// What a visitor from a shared link costs (issue 11 item 6): the built server, asked as a
// browser asks (`Accept-Encoding: gzip, deflate, br`), beside a bare node:http hello world and a
// precompressed static asset of the same server, in the same run.
//
//   npm run build && node scripts/bench/pages.mjs [--runs 3] [--duration 5] [--only a,b]
//   (npm run bench:pages -- …)
//
// A fresh data directory is filled with the demo marketplace (DEMO_DATA=1, about 30 s) unless
// DATA_DIR names one (e.g. `npm run bench:seed -- 100000`'s). Two servers share it: one with the
// route cache (warm: its page asked once before each measurement) and one with PAGE_CACHE=0
// (cold: every request renders and compresses the page). Each page is measured signed out at 10
// and 100 connections, and the lists and a detail page signed in (never cached) at 10; every
// measurement starts on idle servers. The table shows the median over the runs of p50, p95, p99
// and req/s, and each page's req/s as a share of the static asset's (targets: warm signed-out
// pages at least half of it and p95 < 20 ms at 100 connections; signed in p95 < 50 ms at 10).
// (The JavaScript each page loads: scripts/bench/page-js.mjs.)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startBuiltServer } from './built-server.mjs';
import { measure, median, settle, startHello } from './load.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : fallback;
};
const RUNS = Number(option('--runs', 3));
const DURATION = Number(option('--duration', 5));
const only = option('--only', '').split(',').filter(Boolean);
const root = path.resolve(import.meta.dirname, '../..');
const ownDir = !process.env.DATA_DIR;
const dataDir = process.env.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'bozor-bench-pages-'));
const clientDir = path.join(root, 'dist/client');

/** The largest built stylesheet: the asset every page loads first. */
function largestStylesheet() {
  const dir = path.join(clientDir, '_astro');
  const sheets = fs.readdirSync(dir).filter((name) => name.endsWith('.css'));
  if (sheets.length === 0) throw new Error('no stylesheet in dist/client/_astro: run `npm run build` first');
  return `/_astro/${sheets.sort((a, b) => fs.statSync(path.join(dir, b)).size - fs.statSync(path.join(dir, a)).size)[0]}`;
}

/** A new account on the server (its SMS code read from the outbox in the data directory): the session cookie. */
async function signIn(base) {
  const phone = `+99899${String(Date.now() % 10_000_000).padStart(7, '0')}`;
  const post = (pathname, body) => fetch(`${base}${pathname}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  await post('/api/accounts/send-sms/', { phone_number: phone });
  const outbox = fs
    .readFileSync(path.join(dataDir, 'sms-outbox.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line));
  const code = outbox.filter((line) => line.to === phone).at(-1)?.code;
  await post('/api/accounts/verify-code/', { phone_number: phone, otp: code });
  const place = (await (await fetch(`${base}/api/accounts/all-location`)).json())[0].id;
  const registered = await post('/api/accounts/register/', {
    username: `bench${Date.now() % 1e6}`,
    password: 'Bench-Parol-2026!',
    phone_number: phone,
    user_type: 'regular',
    location_id: place,
  });
  if (registered.status !== 201) throw new Error(`registering the bench user answered ${registered.status}: ${await registered.text()}`);
  return `bozor_session=${(await registered.json()).token}`;
}

const hello = await startHello();
let warm;
let cold;
try {
  warm = await startBuiltServer({ dataDir, env: ownDir ? { DEMO_DATA: '1' } : {}, timeoutMs: 300_000 });
  cold = await startBuiltServer({ dataDir, env: { PAGE_CACHE: '0' } });
  const firstId = async (api) => ((await (await fetch(`${warm.base}${api}?page_size=1`)).json()).results[0] ?? {}).id;
  const [productId, serviceId] = [await firstId('/api/products/api/products/'), await firstId('/api/services/api/services/')];
  const cookie = await signIn(warm.base);
  const pages = [
    { name: 'landing', label: 'landing /', path: '/' },
    { name: 'products', label: '/products', path: '/products' },
    { name: 'filtered', label: '/ru/products?q=телефон&sort=price', path: `/ru/products?${new URLSearchParams({ q: 'телефон', sort: 'price' })}` },
    { name: 'product', label: 'product detail', path: `/product/${productId}` },
    { name: 'service', label: 'service detail', path: `/service/${serviceId}` },
  ];
  const chosen = (name) => only.length === 0 || only.includes(name);
  const scenarios = [10, 100].flatMap((connections) => [
    { label: 'reference: node:http hello world', base: hello.base, path: '/', connections, reference: true },
    ...(chosen('static')
      ? [{ name: 'static', label: 'static asset (precompressed stylesheet)', path: largestStylesheet(), base: warm.base, connections }]
      : []),
    ...pages
      .filter((page) => chosen(page.name))
      .flatMap((page) => [
        { ...page, mode: 'cold', base: cold.base, connections },
        { ...page, mode: 'warm', base: warm.base, connections },
      ]),
  ]);
  scenarios.push(
    ...pages
      .filter((page) => ['products', 'filtered', 'product'].includes(page.name) && chosen(page.name))
      .map((page) => ({ ...page, mode: 'signed in', base: warm.base, connections: 10, headers: { cookie } })),
  );

  const ask = async (scenario) => {
    const response = await fetch(`${scenario.base}${scenario.path}`, { headers: { 'accept-encoding': 'gzip, deflate, br', ...scenario.headers } });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${scenario.path} answered ${response.status}`);
    return response;
  };
  for (const scenario of scenarios) {
    scenario.encoding = (await ask(scenario)).headers.get('content-encoding') ?? 'none';
    await measure(`${scenario.base}${scenario.path}`, 2, 1, scenario.headers);
  }
  const pids = [warm.pid, cold.pid];
  const results = scenarios.map(() => []);
  for (let run = 1; run <= RUNS; run++) {
    for (const [index, scenario] of scenarios.entries()) {
      // Each measurement starts on idle servers, with its page in the cache (warm: asked twice, so that a page gone stale since the last run is fresh again; the second answer's X-Astro-Cache is shown).
      await settle(pids);
      await ask(scenario);
      scenario.cache = (await ask(scenario)).headers.get('x-astro-cache') ?? 'none';
      results[index].push(await measure(`${scenario.base}${scenario.path}`, scenario.connections, DURATION, scenario.headers));
    }
    process.stderr.write(
      `  run ${run}/${RUNS} done (load ${os
        .loadavg()
        .map((value) => value.toFixed(2))
        .join(' ')})\n`,
    );
  }

  const format = (value) => (Number.isFinite(value) ? value.toFixed(1) : '-');
  const staticRps = (connections) => {
    const index = scenarios.findIndex((scenario) => scenario.name === 'static' && scenario.connections === connections);
    return index < 0 ? NaN : median(results[index].map((r) => r.rps));
  };
  console.log(
    `\n${RUNS} runs × ${DURATION} s, median of the runs; ${new Date().toISOString()}, ${os.cpus().length} cores, load ${os
      .loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}\n`,
  );
  console.log('| page | who | conn | encoding | X-Astro-Cache | p50 ms | p95 ms | p99 ms | req/s | share of the static asset |');
  console.log('|---|---|---:|---|---|---:|---:|---:|---:|---:|');
  for (const [index, scenario] of scenarios.entries()) {
    const runs = results[index];
    const rps = median(runs.map((r) => r.rps));
    const errors = runs.reduce((sum, r) => sum + r.errors, 0);
    const share = scenario.reference || scenario.name === 'static' ? '' : `${Math.round((100 * rps) / staticRps(scenario.connections))}%`;
    const who = scenario.reference ? '' : scenario.mode === 'signed in' ? 'signed in' : scenario.mode ? `signed out, ${scenario.mode}` : 'anyone';
    console.log(
      `| ${scenario.label} | ${who} | ${scenario.connections} | ${scenario.reference ? '' : scenario.encoding} | ${scenario.reference ? '' : scenario.cache} | ${format(median(runs.map((r) => r.p50)))} | ${format(median(runs.map((r) => r.p95)))} | ${format(median(runs.map((r) => r.p99)))} | ${Math.round(rps)} | ${share}${errors ? ` (${errors} errors)` : ''} |`,
    );
  }
} finally {
  await new Promise((resolve) => setTimeout(resolve, 1000));
  await Promise.all([warm?.stop(), cold?.stop()]);
  await hello.stop();
  if (ownDir) fs.rmSync(dataDir, { recursive: true, force: true });
}
