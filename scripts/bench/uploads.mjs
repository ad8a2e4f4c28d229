// Memory of the BUILT server under a burst of uploads (issue 18 item 3, README "Benchmarks" →
// "Uploads"), on a fresh SQLite database made for the run:
//
// - accounts with API tokens are written straight into the database (registering through SMS
//   would take minutes), one account a request, each with a district (a listing needs one);
// - 10 different pictures of random noise, JPEG at quality 100, each sized to land near 4.9 MB
//   (noise does not compress: the server gets the whole 49 MB a request);
// - a freshly started server idles, and its VmRSS (/proc/<pid>/status) is the baseline; then 16
//   and then 32 product creations with the 10 pictures each are sent at once, one per account,
//   while VmRSS is sampled every 50 ms, and it is sampled on for a minute after the last answer.
//
// Reported per burst: the statuses (201 saved, 503 server busy, 429 too many of one account),
// the peak growth over the baseline, VmRSS a minute later, and that nothing is half-written:
// listings and listing_images rows and media files match the 201s, no temporary file is left.
// Target (DESIGN.md): peak growth < 250 MB, back within 50 MB of the baseline a minute later.
//
//   node scripts/bench/uploads.mjs [--bursts 16,32] [--images 10] [--image-mb 4.9] [--settle 60]
//        [--data-root /tmp] [--dist DIR] [--node-options=--trace-gc] [--server-env MALLOC_ARENA_MAX= …]
//        [--stream-only]
//
// `--stream-only`: the forms lack their title, so each body is read (and spilled) whole and then
// refused (400) before any picture is decoded: what reading uploads costs without sharp.
// `--server-env`: environment of the server process. It runs with `npm start`'s glibc allocator
// settings (scripts/allocator-env.mjs), which decide how much of what sharp (libvips) allocated
// while decoding the server keeps afterwards; `--server-env MALLOC_ARENA_MAX=` (blank) unsets one.
// `npm run build` first (dist/server/entry.mjs); `--dist`: another build to run instead.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { openBenchDatabase, seedTokenAccounts } from './bench-db.mjs';
import { startBuiltServer } from './built-server.mjs';

const { values: args } = parseArgs({
  options: {
    bursts: { type: 'string', default: '16,32' },
    images: { type: 'string', default: '10' },
    'image-mb': { type: 'string', default: '4.9' },
    settle: { type: 'string', default: '60' },
    'data-root': { type: 'string', default: os.tmpdir() },
    dist: { type: 'string' },
    'node-options': { type: 'string' },
    'server-env': { type: 'string', multiple: true, default: [] },
    'stream-only': { type: 'boolean', default: false },
  },
});
const BURSTS = args.bursts.split(',').map(Number);
const IMAGES = Number(args.images);
const IMAGE_BYTES = Number(args['image-mb']) * 1e6;
const SETTLE_MS = Number(args.settle) * 1000;
const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
const SAMPLE_MS = 50;

const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
/** MiB, as VmRSS is counted (kB = 1024 bytes). */
const mb = (bytes) => (bytes / (1024 * 1024)).toFixed(1);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function rssBytes(pid) {
  return memoryOf(pid).rss;
}

/** VmRSS and its parts: anonymous memory (heaps, the allocator's arenas) and mapped files (code of Node, libvips…). */
function memoryOf(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) * 1024;
  return { rss: field('VmRSS'), anon: field('RssAnon'), file: field('RssFile') };
}
const parts = (memory) => `anon ${mb(memory.anon)} MB, files ${mb(memory.file)} MB`;

/** VmRSS every SAMPLE_MS until stopped: the samples, and their peak. */
function sampleRss(pid) {
  const samples = [];
  const timer = setInterval(() => {
    try {
      samples.push(rssBytes(pid));
    } catch {
      // the server has exited: nothing to sample
    }
  }, SAMPLE_MS);
  return {
    stop() {
      clearInterval(timer);
      return { samples, peak: Math.max(...samples) };
    },
  };
}

/** A picture of random noise as a JPEG at quality 100, its side searched so that it lands just under `target` bytes. */
async function noiseJpeg(target) {
  const encode = (side) =>
    sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
      .jpeg({ quality: 100 })
      .toBuffer();
  let [low, high] = [100, 4000];
  let best = null;
  while (high - low > 4) {
    const side = Math.floor((low + high) / 2);
    const jpeg = await encode(side);
    if (jpeg.length <= target) [low, best] = [side, jpeg];
    else high = side;
  }
  if (!best || best.length > MAX_IMAGE_BYTES) throw new Error('no noise picture under the limit');
  return best;
}

/** `count` accounts with an API token and a district (bench-db.mjs seedTokenAccounts), and the category their products go in. */
async function seedAccounts(database, count) {
  const db = await openBenchDatabase(database);
  try {
    const accounts = await seedTokenAccounts(db, { count, prefix: 'bench_upload', phonePrefix: '+99877' });
    const { id: categoryId } = await db.first(`select id from categories where kind = 'product' order by id limit 1`);
    return { accounts, categoryId: Number(categoryId) };
  } finally {
    await db.close();
  }
}

/** What the run left: rows, media files and temporary files. */
async function leftovers(database) {
  const db = await openBenchDatabase(database);
  try {
    const count = async (table) => Number((await db.first(`select count(*) as n from ${table}`)).n);
    const files = (dir) =>
      fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true }).filter((name) => fs.statSync(path.join(dir, name)).isFile()).length : 0;
    return {
      listings: await count('listings'),
      images: await count('listing_images'),
      media: files(path.join(database.dataDir, 'media', 'listings')),
      temporary: files(path.join(database.dataDir, 'tmp', 'uploads')),
    };
  } finally {
    await db.close();
  }
}

/** One product creation with every picture, as the mobile app sends it. */
async function createProduct(base, account, categoryId, pictures) {
  const form = new FormData();
  if (!args['stream-only']) form.set('title', `Bench upload ${account.id}`);
  form.set('description', 'Shovqinli rasmlar bilan sinov eʼloni.');
  form.set('price', '1000000');
  form.set('condition', 'used');
  form.set('category_id', String(categoryId));
  pictures.forEach((picture, index) => form.append('images', picture, `noise-${index + 1}.jpg`));
  const started = performance.now();
  try {
    const response = await fetch(`${base}/api/products/api/products/?lang=en`, {
      method: 'POST',
      headers: { Authorization: `Token ${account.token}` },
      body: form,
    });
    const body = await response.json().catch(() => ({}));
    return { status: response.status, code: body.code, retryAfter: response.headers.get('retry-after'), ms: performance.now() - started };
  } catch (error) {
    return { status: 'network', code: error.cause?.code ?? error.message, ms: performance.now() - started };
  }
}

const tally = (results) =>
  Object.entries(Object.groupBy(results, (result) => `${result.status}${result.code ? ` ${result.code}` : ''}`)).map(
    ([key, list]) => `${list.length} × ${key}`,
  );

console.log(`uploads bench: ${os.cpus().length} cores, ${mb(os.totalmem())} MB memory, load ${load()} at start, ${new Date().toISOString()}`);
if (args['server-env'].length > 0) console.log(`server environment: ${args['server-env'].join(' ')}`);
if (args['stream-only']) console.log('stream only: every form lacks its title (400 after the body is read, nothing decoded)');
const dataDir = fs.mkdtempSync(path.join(args['data-root'], 'bozor-uploads-bench-'));
const database = { dataDir };
const dist = args.dist ? path.resolve(args.dist) : undefined;
const env = {
  ...(args['node-options'] && { NODE_OPTIONS: args['node-options'] }),
  ...Object.fromEntries(args['server-env'].map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)])),
};
let server;
const stopAll = async () => {
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
};
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    console.error(`\n${signal}: stopping the server and removing the run's data`);
    await stopAll();
    process.exit(130);
  });
}

try {
  // The app's own migrations make the schema.
  await (await startBuiltServer({ ...database, ...(dist && { dist }), env })).stop();
  const { accounts, categoryId } = await seedAccounts(database, BURSTS.reduce((sum, burst) => sum + burst, 0) + 1);
  const pictures = [];
  for (let index = 0; index < IMAGES; index++) pictures.push(new Blob([await noiseJpeg(IMAGE_BYTES)], { type: 'image/jpeg' }));
  const sizes = pictures.map((picture) => picture.size);
  const decimal = (bytes) => (bytes / 1e6).toFixed(2);
  console.log(
    `${accounts.length} accounts; ${IMAGES} noise JPEGs of ${decimal(Math.min(...sizes))}–${decimal(Math.max(...sizes))} MB (10^6 bytes; ${decimal(sizes.reduce((a, b) => a + b, 0))} MB a request)`,
  );

  server = await startBuiltServer({ ...database, ...(dist && { dist }), env });
  await sleep(5_000);
  const idle = sampleRss(server.pid);
  await sleep(2_000);
  const baseline = Math.min(...idle.stop().samples);
  console.log(`idle server: VmRSS ${mb(baseline)} MB (baseline; ${parts(memoryOf(server.pid))})`);
  // One small creation first: what the first upload loads once (libvips' code and its caches,
  // the route's modules) is not what a burst keeps; the growth is shown against both baselines.
  const warmUp = await createProduct(server.base, accounts.pop(), categoryId, [new Blob([await noiseJpeg(200_000)], { type: 'image/jpeg' })]);
  await sleep(5_000);
  const warm = memoryOf(server.pid);
  console.log(`after one small upload (${warmUp.status}): VmRSS ${mb(warm.rss)} MB (${parts(warm)})\n`);

  const rows = [];
  let next = 0;
  for (const burst of BURSTS) {
    const before = rssBytes(server.pid);
    const counted = await leftovers(database);
    const sampler = sampleRss(server.pid);
    const started = performance.now();
    const results = await Promise.all(accounts.slice(next, next + burst).map((account) => createProduct(server.base, account, categoryId, pictures)));
    const seconds = (performance.now() - started) / 1000;
    next += burst;
    const { peak } = sampler.stop();
    const after = await leftovers(database);
    const saved = results.filter((result) => result.status === 201).length;
    const written = { listings: after.listings - counted.listings, images: after.images - counted.images, media: after.media - counted.media };
    const whole = written.listings === saved && written.images === saved * IMAGES && written.media === saved * IMAGES * 2 && after.temporary === 0;
    console.log(
      `${burst} at once: ${tally(results).join(', ')} in ${seconds.toFixed(1)} s (slowest 201: ${(Math.max(0, ...results.filter((r) => r.status === 201).map((r) => r.ms)) / 1000).toFixed(1)} s)`,
    );
    console.log(`  VmRSS ${mb(before)} MB before, peak ${mb(peak)} MB: +${mb(peak - baseline)} MB over the baseline; load ${load()}`);
    console.log(
      `  written: ${written.listings} listings, ${written.images} images, ${written.media} media files for ${saved} saved; ${after.temporary} temporary files left → ${whole ? 'nothing half-written' : 'HALF-WRITTEN'}`,
    );
    const settle = sampleRss(server.pid);
    await sleep(SETTLE_MS);
    settle.stop();
    const laterMemory = memoryOf(server.pid);
    const later = laterMemory.rss;
    console.log(
      `  a minute later: VmRSS ${mb(later)} MB (${later >= baseline ? '+' : ''}${mb(later - baseline)} MB over the baseline, ${mb(later - warm.rss)} MB over the warm one; ${parts(laterMemory)})\n`,
    );
    const counts = (status) => results.filter((result) => result.status === status).length;
    rows.push({
      burst,
      s201: counts(201),
      s503: counts(503),
      s429: counts(429),
      other: results.length - counts(201) - counts(503) - counts(429),
      peak: peak - baseline,
      later: later - baseline,
      laterWarm: later - warm.rss,
      whole,
      load: load(),
    });
  }

  const signed = (bytes) => `${bytes >= 0 ? '+' : ''}${mb(bytes)} MB`;
  console.log(
    `| at once | 201 | 503 | 429 | other | peak growth (target < 250 MB) | a minute later (target < +50 MB) | a minute later, over the warm server | nothing half-written | load |`,
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const row of rows) {
    console.log(
      `| ${row.burst} | ${row.s201} | ${row.s503} | ${row.s429} | ${row.other} | +${mb(row.peak)} MB | ${signed(row.later)} | ${signed(row.laterWarm)} | ${row.whole ? 'yes' : 'NO'} | ${row.load} |`,
    );
  }
  console.log(`baseline ${mb(baseline)} MB (idle, fresh server); warm ${mb(warm.rss)} MB (after one small upload)`);
} finally {
  await stopAll();
}
