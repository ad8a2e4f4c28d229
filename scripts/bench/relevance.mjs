// The judged search set (tests/fixtures/search-judgements.json, issue 21) against the demo
// marketplace: for every query, the share of the listings a person expects that the first page
// shows (recall) and one over the rank of the first of them (reciprocal rank); their means over
// all queries and per class, and each query below full recall with what it missed.
//   usage: npm run build && node scripts/bench/relevance.mjs [--base URL] [--postgres URL]
//   Without --base it starts the built server with the demo data in a new temporary DATA_DIR
//   (with --postgres, in that empty PostgreSQL database instead). tests/api/search-judged.test.ts
//   asserts the mean recall (>= 0.9) on both databases.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { judge, judgedSearchPath, summarize, titlesOf } from '../../src/lib/relevance-metrics.ts';
import { startBuiltServer } from './built-server.mjs';

const args = process.argv.slice(2);
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const root = path.resolve(import.meta.dirname, '../..');
const { queries } = JSON.parse(fs.readFileSync(path.join(root, 'tests/fixtures/search-judgements.json'), 'utf8'));

let base = option('--base');
let server;
if (!base) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bozor-relevance-'));
  server = await startBuiltServer({ dataDir, databaseUrl: option('--postgres'), env: { DEMO_DATA: '1' }, timeoutMs: 300_000 });
  base = server.base;
}
try {
  const results = [];
  for (const judgement of queries) {
    const response = await fetch(`${base}${judgedSearchPath(judgement)}`);
    if (!response.ok) throw new Error(`${judgement.query}: ${response.status}`);
    results.push(judge(judgement, titlesOf(judgement.kind, await response.json())));
  }
  const summary = summarize(results);
  const percent = (value) => `${(value * 100).toFixed(1)}%`;
  console.log(`judged set: ${summary.queries} queries on the demo marketplace (${base})\n`);
  console.log('| class | queries | recall in the first page | MRR |');
  console.log('|---|---:|---:|---:|');
  for (const [name, each] of Object.entries(summary.byClass)) console.log(`| ${name} | ${each.queries} | ${percent(each.recall)} | ${each.mrr.toFixed(3)} |`);
  console.log(`| **all** | ${summary.queries} | **${percent(summary.recall)}** | **${summary.mrr.toFixed(3)}** |`);
  const misses = results.filter((each) => each.recall < 1);
  if (misses.length > 0) {
    console.log('\nbelow full recall:');
    for (const each of misses)
      console.log(`- ${each.judgement.query} (${each.judgement.kind}, ${each.judgement.class}): ${percent(each.recall)}, missing ${each.missing.join(' | ')}`);
  }
  process.exitCode = summary.recall >= 0.9 ? 0 : 1;
} finally {
  await server?.stop();
}
