// What a visitor from a shared link costs (issue 11 item 6): the built server on the demo
// marketplace, asked as a browser asks (`Accept-Encoding: gzip, deflate, br`), beside a bare
// node:http hello world and a precompressed static asset of the same server, in the same run.
//
//   npm run build && node scripts/bench/pages.mjs [--runs 3] [--duration 5] [--only a,b]
//   (npm run bench:pages -- …)
//
// A fresh data directory is filled with the demo marketplace (DEMO_DATA=1, about 30 s) unless
// DATA_DIR names one. Every page is measured signed out at 10 and 100 connections; the table
// shows the median over the runs of p50, p95, p99 and req/s, and each page's req/s as a share of
// the static asset's (target: warm signed-out pages at least half of it, p95 < 20 ms at 100).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startBuiltServer } from './built-server.mjs';
import { measure, median, startHello } from './load.mjs';

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

/** The largest built stylesheet: the asset every page loads first. */
function largestStylesheet() {
  const dir = path.join(root, 'dist/client/_astro');
  const sheets = fs.readdirSync(dir).filter((name) => name.endsWith('.css'));
  if (sheets.length === 0) throw new Error('no stylesheet in dist/client/_astro: run `npm run build` first');
  return `/_astro/${sheets.sort((a, b) => fs.statSync(path.join(dir, b)).size - fs.statSync(path.join(dir, a)).size)[0]}`;
}

const hello = await startHello();
let server;
try {
  server = await startBuiltServer({ dataDir, env: { DEMO_DATA: '1' }, timeoutMs: 300_000 });
  const firstId = async (api) => ((await (await fetch(`${server.base}${api}?page_size=1`)).json()).results[0] ?? {}).id;
  const [productId, serviceId] = [await firstId('/api/products/api/products/'), await firstId('/api/services/api/services/')];
  const pages = [
    { name: 'static', label: 'static asset (precompressed stylesheet)', path: largestStylesheet() },
    { name: 'landing', label: 'landing /', path: '/' },
    { name: 'products', label: '/products', path: '/products' },
    { name: 'filtered', label: '/ru/products?q=телефон&sort=price', path: `/ru/products?${new URLSearchParams({ q: 'телефон', sort: 'price' })}` },
    { name: 'product', label: 'product detail', path: `/product/${productId}` },
    { name: 'service', label: 'service detail', path: `/service/${serviceId}` },
  ].filter((page) => only.length === 0 || only.includes(page.name));
  const scenarios = [10, 100].flatMap((connections) => [
    { label: 'reference: node:http hello world', base: hello.base, path: '/', connections, reference: true },
    ...pages.map((page) => ({ ...page, base: server.base, connections })),
  ]);

  for (const scenario of scenarios) {
    const response = await fetch(`${scenario.base}${scenario.path}`, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${scenario.path} answered ${response.status}`);
    scenario.encoding = response.headers.get('content-encoding') ?? 'none';
    scenario.cache = response.headers.get('x-astro-cache') ?? 'none';
    await measure(`${scenario.base}${scenario.path}`, 2, 1);
  }
  const results = scenarios.map(() => []);
  for (let run = 1; run <= RUNS; run++) {
    for (const [index, scenario] of scenarios.entries()) results[index].push(await measure(`${scenario.base}${scenario.path}`, scenario.connections, DURATION));
    process.stderr.write(`  run ${run}/${RUNS} done (load ${os.loadavg().map((value) => value.toFixed(2)).join(' ')})\n`);
  }

  const format = (value) => (Number.isFinite(value) ? value.toFixed(1) : '-');
  const staticRps = (connections) => {
    const index = scenarios.findIndex((scenario) => scenario.name === 'static' && scenario.connections === connections);
    return index < 0 ? NaN : median(results[index].map((r) => r.rps));
  };
  console.log(`\n${RUNS} runs × ${DURATION} s, median of the runs; ${new Date().toISOString()}, 2 cores, load ${os.loadavg().map((value) => value.toFixed(2)).join(' ')}\n`);
  console.log('| signed out | conn | encoding | X-Astro-Cache | p50 ms | p95 ms | p99 ms | req/s | share of the static asset |');
  console.log('|---|---:|---|---|---:|---:|---:|---:|---:|');
  for (const [index, scenario] of scenarios.entries()) {
    const runs = results[index];
    const rps = median(runs.map((r) => r.rps));
    const errors = runs.reduce((sum, r) => sum + r.errors, 0);
    const share = scenario.reference || scenario.name === 'static' ? '' : `${Math.round((100 * rps) / staticRps(scenario.connections))}%`;
    console.log(
      `| ${scenario.label} | ${scenario.connections} | ${scenario.reference ? '' : scenario.encoding} | ${scenario.reference ? '' : scenario.cache} | ${format(median(runs.map((r) => r.p50)))} | ${format(median(runs.map((r) => r.p95)))} | ${format(median(runs.map((r) => r.p99)))} | ${Math.round(rps)} | ${share}${errors ? ` (${errors} errors)` : ''} |`,
    );
  }
} finally {
  await new Promise((resolve) => setTimeout(resolve, 1000));
  await server?.stop();
  await hello.stop();
  if (ownDir) fs.rmSync(dataDir, { recursive: true, force: true });
}
