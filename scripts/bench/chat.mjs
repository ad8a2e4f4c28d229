// Chat delivery and socket memory of the BUILT server (issue 10 item 8, README "Performance at
// scale" → "Chat"), on a fresh database made for the run:
//
// - latency: N users with API tokens are written straight into the database (registering through
//   SMS would take minutes), 500 rooms made through `POST /api/chats/` with `Authorization: Token`;
//   then, with 100 and with 1,000 open sockets (a sender and a receiver on `/ws/chat/{id}/` of each
//   of 50 / 500 rooms), senders send `chat_message` at a steady total rate, spread over the rooms
//   so that no user comes near the limit of 20 in 10 s, and the time from the send to the
//   receiver's `message` frame is measured (p50/p95/p99 after a warm-up). On PostgreSQL two server
//   instances run on one database: every sender is connected to instance A and every receiver to
//   instance B, so each message goes through LISTEN/NOTIFY. The message's own `timestamp` (the
//   server's clock just before its transaction) splits each latency into before and after it.
//   The reference, measured in the same runs, is a bare `ws` relay under the same pacing.
// - idle: VmRSS of a freshly started server before and after 5,000 authenticated `/ws/user/`
//   sockets (each its own user) are open and have had their `unread` frame, then 5 s of quiet.
//
// Each scenario runs `--runs` times (interleaved), and the medians are printed with the load of the
// machine. Server and PostgreSQL CPU per message say where the time goes.
//
//   node scripts/bench/chat.mjs [--db sqlite,postgres] [--postgres URL] [--runs 3] [--only latency,idle]
//        [--sockets 100,1000] [--rate 50] [--messages 1500] [--warmup 150] [--idle 5000] [--dist DIR]
//        [--instances 2]   (PostgreSQL: 1 puts senders and receivers on one instance, to compare)
//        [--data-root /tmp] (where the run's data directory goes: /dev/shm takes the disk out)
//        [--node-options '--trace-gc']  (NODE_OPTIONS of the servers, for diagnosis)
//   scripts/with-postgres.sh npm run bench:chat            (both databases: TEST_POSTGRES_URL is used)
//
// `--dist`: a build to run instead of this tree's dist/ (`astro build --outDir DIR`).
// `--postgres`: a server URL; the run creates a database of its own there and drops it afterwards.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import pg from 'pg';
import WebSocket from 'ws';
import { openBenchDatabase, seedTokenAccounts } from './bench-db.mjs';
import { startBuiltServer } from './built-server.mjs';

const { values: args } = parseArgs({
  options: {
    db: { type: 'string' },
    postgres: { type: 'string' },
    runs: { type: 'string', default: '3' },
    only: { type: 'string', default: 'latency,idle' },
    sockets: { type: 'string', default: '100,1000' },
    rooms: { type: 'string', default: '500' },
    rate: { type: 'string', default: '50' },
    messages: { type: 'string', default: '1500' },
    warmup: { type: 'string', default: '150' },
    idle: { type: 'string', default: '5000' },
    dist: { type: 'string' },
    instances: { type: 'string', default: '2' },
    'data-root': { type: 'string', default: os.tmpdir() },
    'node-options': { type: 'string' },
  },
});
const postgresUrl = args.postgres ?? process.env.TEST_POSTGRES_URL;
const databases = (args.db ?? (postgresUrl ? 'sqlite,postgres' : 'sqlite')).split(',');
if (databases.includes('postgres') && !postgresUrl) throw new Error('--db postgres needs --postgres URL or TEST_POSTGRES_URL (scripts/with-postgres.sh)');
const RUNS = Number(args.runs);
const ONLY = new Set(args.only.split(','));
const SOCKET_COUNTS = args.sockets.split(',').map(Number);
const ROOMS = Number(args.rooms);
const RATE = Number(args.rate);
const MESSAGES = Number(args.messages);
const WARMUP = Number(args.warmup);
const IDLE = Number(args.idle);
const dist = args.dist ? path.resolve(args.dist) : undefined;
/** The server's rule (chats.service.ts CHAT_SEND_RULE): the pacing must stay well under it. */
const SEND_LIMIT = { count: 20, windowMs: 10_000 };
const USERS = Math.max(2 * ROOMS, IDLE);

for (const sockets of SOCKET_COUNTS) {
  const senders = Math.min(ROOMS, sockets / 2);
  const perUser = (RATE / senders) * (SEND_LIMIT.windowMs / 1000);
  if (perUser > SEND_LIMIT.count / 2)
    throw new Error(`${RATE} messages/s over ${senders} senders is ${perUser.toFixed(1)} a user in 10 s: keep it under half the limit`);
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values) => {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const percentile = (sorted, p) => (sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]);
const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
const fixed = (value, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : '—');

/** Kernel clock ticks a second (USER_HZ): 100 on Linux. */
const TICKS = 100;

/** CPU time (user + system) of a process so far, in ms; with `children`, also of its children that ended. */
function cpuMs(pid, { children = false } = {}) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]) + (children ? Number(fields[13]) + Number(fields[14]) : 0);
    return (ticks * 1000) / TICKS;
  } catch {
    return NaN;
  }
}

/**
 * CPU time of every PostgreSQL process of the machine (the throwaway server is the only one
 * here), with what the postmaster's exited children used (so a backend that ends mid-run counts).
 */
function postgresCpuMs() {
  let total = 0;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (fs.readFileSync(`/proc/${entry}/comm`, 'utf8').trim() !== 'postgres') continue;
      total += cpuMs(entry, { children: true });
    } catch {
      // the process ended between the listing and the read
    }
  }
  return total;
}

function rssMb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rss: kb('VmRSS') / 1024, hwm: kb('VmHWM') / 1024 };
}

/** A fresh database for the run: a data directory (SQLite and media) and, on PostgreSQL, a database of its own. */
async function freshDatabase(kind) {
  const dataDir = fs.mkdtempSync(path.join(args['data-root'], 'bozor-chat-bench-'));
  if (kind === 'sqlite') return { dataDir, drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
  const name = `bozor_chat_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return {
    dataDir,
    databaseUrl: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: postgresUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** USERS accounts with an API token each (bench-db.mjs seedTokenAccounts). */
async function seedUsers(database) {
  const db = await openBenchDatabase(database);
  try {
    const users = await seedTokenAccounts(db, { count: USERS, prefix: 'bench_chat', phonePrefix: '+99876' });
    // Statistics, as a database in use would have them.
    await db.run(db.kind === 'postgres' ? 'analyze users, auth_tokens' : 'ANALYZE');
    return users;
  } finally {
    await db.close();
  }
}

/** Runs `work` for every item, `lanes` at a time. */
async function inLanes(lanes, items, work) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(lanes, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        await work(items[index], index);
      }
    }),
  );
}

/** ROOMS rooms between users 2i and 2i+1, made through the API as a client would. */
async function createRooms(base, users) {
  const rooms = [];
  await inLanes(
    8,
    Array.from({ length: ROOMS }, (_, index) => index),
    async (index) => {
      const [a, b] = [users[2 * index], users[2 * index + 1]];
      const response = await fetch(`${base}/api/chats/`, {
        method: 'POST',
        headers: { authorization: `Token ${a.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ participants: [a.id, b.id] }),
      });
      if (response.status !== 201) throw new Error(`POST /api/chats/ answered ${response.status}: ${await response.text()}`);
      rooms[index] = { id: (await response.json()).id, sender: a, receiver: b };
    },
  );
  return rooms;
}

/** An authenticated socket, resolved once the server said `connection_established` (and, on `/ws/user/`, the unread total). */
function connect(url, { waitFor = 'connection_established', onFrame } = {}) {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { perMessageDeflate: false });
    const timer = setTimeout(() => {
      socket.terminate();
      reject(new Error(`no ${waitFor} from ${url} within 30 s`));
    }, 30_000);
    socket.on('message', (data) => {
      const frame = JSON.parse(data.toString());
      if (frame.type === waitFor) {
        clearTimeout(timer);
        resolve(socket);
      }
      onFrame?.(frame);
    });
    socket.once('close', (code) => {
      clearTimeout(timer);
      reject(new Error(`${url} closed with ${code} before ${waitFor}`));
    });
    socket.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}

const wsUrl = (base) => base.replace(/^http/, 'ws');

/**
 * The reference: a bare `ws` server in its own process that passes each text from a room's
 * sender socket to its receiver socket (no token, no database, no JSON parsing on the way). Its
 * latency under the same pacing is what the machine gives at all; the server's figures above it
 * are the chat's own cost.
 */
const RELAY = `
  const { WebSocketServer } = require('ws');
  const receivers = new Map();
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0 }, () => console.log(server.address().port));
  server.on('connection', (socket, request) => {
    const [, room, role, sender] = /^\\/relay\\/(\\d+)\\/(sender|receiver)\\/(\\d+)/.exec(request.url);
    socket.send('{"type":"connection_established"}');
    if (role === 'receiver') {
      receivers.set(room, socket);
      socket.on('close', () => receivers.get(room) === socket && receivers.delete(room));
      return;
    }
    socket.on('message', (data) => {
      const text = JSON.parse(data.toString()).message;
      receivers.get(room)?.send(JSON.stringify({ type: 'message', data: { message: text, sender: { id: Number(sender) } } }));
    });
  });
  process.on('SIGTERM', () => process.exit(0));`;
async function startRelay() {
  const child = spawn(process.execPath, ['-e', RELAY], { cwd: path.resolve(import.meta.dirname, '../..'), stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise((resolve, reject) => {
    child.stdout.once('data', (data) => resolve(Number(String(data).trim())));
    child.once('exit', () => reject(new Error('the reference relay exited')));
  });
  return {
    base: `http://127.0.0.1:${port}`,
    pid: child.pid,
    stop: () => new Promise((resolve) => (child.exitCode !== null ? resolve() : (child.once('exit', resolve), child.kill('SIGTERM')))),
  };
}

async function closeAll(sockets) {
  await Promise.all(
    sockets.map(
      (socket) =>
        new Promise((resolve) => {
          if (socket.readyState === WebSocket.CLOSED) return resolve();
          socket.once('close', resolve);
          socket.close(1000);
          setTimeout(() => {
            socket.terminate();
            resolve();
          }, 5000).unref();
        }),
    ),
  );
}

/**
 * One latency run: `count` sockets (a sender and a receiver
 * for each of count/2 rooms), WARMUP + MESSAGES messages at RATE a second, round-robin over the rooms.
 */
async function latencyRun({ rooms, count, senderUrl, receiverUrl, serverPids, tag, postgres = false }) {
  const used = rooms.slice(0, count / 2);
  const sent = new Map();
  const latencies = [];
  const before = [];
  const after = [];
  const errors = [];
  let received = 0;
  const sockets = [];
  const opened = performance.now();
  await inLanes(50, used, async (room) => {
    const sender = await connect(senderUrl(room), {
      onFrame: (frame) => frame.type === 'error' && errors.push(frame.error),
    });
    const receiver = await connect(receiverUrl(room), {
      onFrame: (frame) => {
        if (frame.type === 'error') errors.push(frame.error);
        if (frame.type !== 'message' || frame.data.sender.id !== room.sender.id) return;
        const at = sent.get(frame.data.message);
        if (at === undefined) return;
        sent.delete(frame.data.message);
        received += 1;
        if (!at.measured) return;
        latencies.push(performance.now() - at.time);
        // The message's own time (the server's clock just before its transaction) splits the way: before it and after it.
        const stored = Date.parse(frame.data.timestamp);
        if (Number.isFinite(stored)) {
          before.push(stored - at.wall);
          after.push(Date.now() - stored);
        }
      },
    });
    sockets.push(sender, receiver);
    room.senderSocket = sender;
  });
  const openMs = performance.now() - opened;
  await sleep(1000);

  const total = WARMUP + MESSAGES;
  const interval = 1000 / RATE;
  const cpuBefore = serverPids.map(cpuMs);
  const pgBefore = postgres ? postgresCpuMs() : NaN;
  let measuredFrom = 0;
  const start = performance.now();
  for (let index = 0; index < total; index += 1) {
    const due = start + index * interval;
    const wait = due - performance.now();
    if (wait > 1) await sleep(wait);
    if (index === WARMUP) measuredFrom = performance.now();
    const room = used[index % used.length];
    const text = `${tag} ${index}`;
    sent.set(text, { time: performance.now(), wall: Date.now(), measured: index >= WARMUP });
    room.senderSocket.send(JSON.stringify({ type: 'chat_message', message: text }));
  }
  const sendSpan = performance.now() - measuredFrom;
  // Stragglers: up to 10 s.
  for (let waited = 0; sent.size > 0 && waited < 10_000; waited += 100) await sleep(100);
  const lost = sent.size;
  const cpuAfter = serverPids.map(cpuMs);
  const pgAfter = postgres ? postgresCpuMs() : NaN;
  await closeAll(sockets);
  const sorted = latencies.sort((a, b) => a - b);
  before.sort((a, b) => a - b);
  after.sort((a, b) => a - b);
  const serverCpu = cpuAfter.reduce((sum, value, index) => sum + value - cpuBefore[index], 0);
  return {
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1),
    // Until the message's time is taken (frame parsed, membership, the limit) and from then on (transaction, bus, delivery).
    beforeP50: percentile(before, 50),
    beforeP95: percentile(before, 95),
    afterP50: percentile(after, 50),
    afterP95: percentile(after, 95),
    measured: sorted.length,
    received,
    lost,
    errors: errors.length,
    firstError: errors[0],
    openMs,
    rate: (MESSAGES / sendSpan) * 1000,
    serverCpuPerMessage: serverCpu / total,
    serverCpuShare: serverCpu / (performance.now() - start),
    pgCpuPerMessage: (pgAfter - pgBefore) / total,
  };
}

/** One idle run: a freshly started server, VmRSS before and after IDLE authenticated `/ws/user/` sockets. */
async function idleRun(database, users) {
  const server = await start(database);
  try {
    await sleep(3000);
    const before = rssMb(server.pid);
    const sockets = [];
    const started = performance.now();
    await inLanes(100, users.slice(0, IDLE), async (user) => {
      sockets.push(await connect(`${wsUrl(server.base)}/ws/user/?token=${user.token}`, { waitFor: 'unread' }));
    });
    const openMs = performance.now() - started;
    await sleep(5000);
    const after = rssMb(server.pid);
    const open = sockets.filter((socket) => socket.readyState === WebSocket.OPEN).length;
    await closeAll(sockets);
    return { before: before.rss, after: after.rss, hwm: after.hwm, perSocketKb: ((after.rss - before.rss) * 1024) / IDLE, open, openMs };
  } finally {
    await server.stop();
  }
}

const results = [];
const chatUrl = (base, role) => (room) => `${wsUrl(base)}/ws/chat/${room.id}/?token=${room[role].token}`;
const relayUrl = (base, role) => (room) => `${wsUrl(base)}/relay/${room.id}/${role}/${room.sender.id}`;

// Interrupted (Ctrl-C, kill): stop the servers started here and drop the run's database first.
const running = new Set();
const cleanups = new Set();
async function start(database) {
  // Every socket of the bench comes from 127.0.0.1: the per-address share is lifted (README "limits").
  const env = { SOCKETS_PER_ADDRESS: '1000000', ...(args['node-options'] && { NODE_OPTIONS: args['node-options'] }) };
  const server = await startBuiltServer({ ...database, ...(dist && { dist }), env });
  running.add(server);
  return { ...server, stop: () => running.delete(server) && server.stop() };
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    console.error(`\n${signal}: stopping the servers and removing the run's data`);
    await Promise.allSettled([...running].map((server) => server.stop()));
    await Promise.allSettled([...cleanups].map((cleanup) => cleanup()));
    process.exit(130);
  });
}
console.log(`chat bench: ${os.cpus().length} cores, load ${load()} at start, ${new Date().toISOString()}`);
console.log(
  `${USERS} users, ${ROOMS} rooms; latency: ${SOCKET_COUNTS.join(' and ')} sockets, ${RATE} messages/s, ${WARMUP} warm-up + ${MESSAGES} measured; idle: ${IDLE} sockets; ${RUNS} runs\n`,
);

for (const kind of databases) {
  const database = await freshDatabase(kind);
  cleanups.add(database.drop);
  const servers = [];
  try {
    // The app's own migrations make the schema.
    await (await start(database)).stop();
    const seeded = performance.now();
    const users = await seedUsers(database);
    console.log(`${kind}: ${users.length} users with tokens written in ${((performance.now() - seeded) / 1000).toFixed(1)} s`);

    if (ONLY.has('latency')) {
      const instances = kind === 'postgres' ? Number(args.instances) : 1;
      for (let index = 0; index < instances; index += 1) servers.push(await start(database));
      const [a, b = a] = servers;
      const made = performance.now();
      const rooms = await createRooms(a.base, users);
      console.log(
        `${kind}: ${rooms.length} rooms through POST /api/chats/ in ${((performance.now() - made) / 1000).toFixed(1)} s; ${instances === 2 ? 'senders on instance A, receivers on instance B' : 'one instance'}`,
      );
      const relay = await startRelay();
      const maxSockets = Math.max(...SOCKET_COUNTS);
      const scenarios = [
        {
          label: `reference: ws relay, ${maxSockets.toLocaleString('en')} sockets`,
          count: maxSockets,
          senderUrl: relayUrl(relay.base, 'sender'),
          receiverUrl: relayUrl(relay.base, 'receiver'),
          pids: [relay.pid],
        },
        ...SOCKET_COUNTS.map((count) => ({
          label: `${kind === 'postgres' ? `PostgreSQL, ${instances === 2 ? '2 instances' : '1 instance'}` : 'SQLite, 1 instance'}, ${count.toLocaleString('en')} sockets`,
          count,
          senderUrl: chatUrl(a.base, 'sender'),
          receiverUrl: chatUrl(b.base, 'receiver'),
          pids: servers.map((server) => server.pid),
          postgres: kind === 'postgres',
        })),
      ];
      const runs = new Map(scenarios.map((scenario) => [scenario, []]));
      for (let run = 1; run <= RUNS; run += 1) {
        for (const scenario of scenarios) {
          const loadAt = load();
          const result = await latencyRun({
            rooms,
            count: scenario.count,
            senderUrl: scenario.senderUrl,
            receiverUrl: scenario.receiverUrl,
            serverPids: scenario.pids,
            tag: `r${run}s${scenario.count}`,
            postgres: scenario.postgres,
          });
          result.load = loadAt;
          runs.get(scenario).push(result);
          console.log(
            `  ${scenario.label} run ${run}: p50 ${fixed(result.p50)} p95 ${fixed(result.p95)} p99 ${fixed(result.p99)} max ${fixed(result.max)} ms${Number.isFinite(result.beforeP50) ? ` (until stored p50/p95 ${fixed(result.beforeP50, 0)}/${fixed(result.beforeP95, 0)}, after ${fixed(result.afterP50, 0)}/${fixed(result.afterP95, 0)})` : ''}; ${result.measured} measured, ${result.lost} lost, ${result.errors} errors${result.firstError ? ` (${result.firstError})` : ''}; ${fixed(result.rate)} msg/s; server CPU ${fixed(result.serverCpuPerMessage, 2)} ms/msg (${fixed(result.serverCpuShare * 100, 0)}% of a core)${scenario.postgres ? `, PostgreSQL ${fixed(result.pgCpuPerMessage, 2)} ms/msg` : ''}; sockets opened in ${fixed(result.openMs / 1000)} s; load ${loadAt}`,
          );
          await sleep(2000);
        }
      }
      await relay.stop();
      for (const [scenario, list] of runs) {
        results.push({
          kind: 'latency',
          label: scenario.label,
          reference: scenario.pids.length === 1 && scenario.pids[0] === relay.pid,
          db: kind === 'postgres' ? `PostgreSQL, ${instances} instance${instances === 1 ? '' : 's'}` : 'SQLite, 1 instance',
          sockets: scenario.count,
          p50: median(list.map((r) => r.p50)),
          p95: median(list.map((r) => r.p95)),
          p99: median(list.map((r) => r.p99)),
          lost: list.reduce((sum, r) => sum + r.lost, 0),
          errors: list.reduce((sum, r) => sum + r.errors, 0),
          cpu: median(list.map((r) => r.serverCpuPerMessage)),
          pgCpu: median(list.map((r) => r.pgCpuPerMessage)),
          loads: list.map((r) => r.load.split(' ')[0]),
        });
      }
      for (const server of servers.splice(0)) await server.stop();
    }

    if (ONLY.has('idle')) {
      const list = [];
      for (let run = 1; run <= RUNS; run += 1) {
        const loadAt = load();
        const result = await idleRun(database, users);
        result.load = loadAt;
        list.push(result);
        console.log(
          `  ${kind} idle run ${run}: VmRSS ${fixed(result.before)} → ${fixed(result.after)} MB (peak ${fixed(result.hwm)}), ${fixed(result.perSocketKb)} KB a socket; ${result.open}/${IDLE} open, opened in ${fixed(result.openMs / 1000)} s; load ${loadAt}`,
        );
      }
      results.push({
        kind: 'idle',
        db: kind === 'postgres' ? 'PostgreSQL' : 'SQLite',
        before: median(list.map((r) => r.before)),
        after: median(list.map((r) => r.after)),
        hwm: median(list.map((r) => r.hwm)),
        perSocketKb: median(list.map((r) => r.perSocketKb)),
        open: Math.min(...list.map((r) => r.open)),
        loads: list.map((r) => r.load.split(' ')[0]),
      });
    }
  } finally {
    for (const server of servers) await server.stop();
    await database.drop();
    cleanups.delete(database.drop);
  }
}

console.log(`\nmedians of ${RUNS} runs (load at the start of each run; ${os.cpus().length} cores), ${new Date().toISOString()}:\n`);
console.log('| delivery, sender → other participant | p50 | p95 | p99 | lost | server CPU / message | load |');
console.log('|---|---|---|---|---|---|---|');
for (const row of results.filter((each) => each.kind === 'latency')) {
  const cpu = `${fixed(row.cpu, 2)} ms${Number.isFinite(row.pgCpu) ? ` + PostgreSQL ${fixed(row.pgCpu, 2)} ms` : ''}`;
  console.log(`| ${row.label} | ${fixed(row.p50)} | ${fixed(row.p95)} | ${fixed(row.p99)} | ${row.lost} | ${cpu} | ${row.loads.join(', ')} |`);
}
const idleRows = results.filter((each) => each.kind === 'idle');
if (idleRows.length > 0) {
  console.log(`\n| ${IDLE.toLocaleString('en')} idle authenticated sockets | VmRSS before | after | per socket | load |`);
  console.log('|---|---|---|---|---|');
  for (const row of idleRows)
    console.log(`| ${row.db} | ${fixed(row.before, 0)} MB | ${fixed(row.after, 0)} MB | ${fixed(row.perSocketKb)} KB | ${row.loads.join(', ')} |`);
}
const latencyAt1000 = results.filter((each) => each.kind === 'latency' && !each.reference && each.sockets === 1000);
for (const row of latencyAt1000) console.log(`target p95 < 50 ms at 1,000 sockets, ${row.db}: ${row.p95 < 50 ? 'met' : `MISSED by ${fixed(row.p95 - 50)} ms`}`);
for (const row of idleRows)
  console.log(
    `target ${IDLE.toLocaleString('en')} idle sockets < 1 GB RSS, ${row.db}: ${row.after < 1024 ? 'met' : `MISSED by ${fixed(row.after - 1024, 0)} MB`}`,
  );
