// Load-test pieces shared by the benchmarks (listings.mjs, pages.mjs): a bare node:http hello
// world as the machine's reference, one autocannon run measured from every response's own time,
// percentiles and medians.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import autocannon from 'autocannon';

const HELLO = `
  const http = require('node:http');
  const server = http.createServer((req, res) => { res.writeHead(200, { 'content-type': 'text/plain' }); res.end('hello world'); });
  server.listen(0, '127.0.0.1', () => console.log(server.address().port));
  process.on('SIGTERM', () => server.close(() => process.exit(0)));`;

/** The reference: a hello-world node:http server in its own process. */
export async function startHello() {
  const child = spawn(process.execPath, ['-e', HELLO], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise((resolve, reject) => {
    child.stdout.once('data', (data) => resolve(Number(String(data).trim())));
    child.once('exit', () => reject(new Error('the hello-world server exited')));
  });
  return {
    base: `http://127.0.0.1:${port}`,
    stop: () => new Promise((resolve) => (child.exitCode !== null ? resolve() : (child.once('exit', resolve), child.kill('SIGTERM')))),
  };
}

export const percentile = (sorted, p) => (sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]);

export const median = (values) => {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  return sorted.length === 0 ? NaN : sorted[Math.floor(sorted.length / 2)];
};

/**
 * One autocannon run, as a browser asks (`Accept-Encoding: gzip, deflate, br` unless `headers`
 * say otherwise): latencies of every 2xx response, requests per second, errors.
 */
export async function measure(url, connections, duration, headers = {}) {
  const times = [];
  let bad = 0;
  const instance = autocannon({ url, connections, duration, headers: { 'accept-encoding': 'gzip, deflate, br', ...headers } });
  instance.on('response', (_client, status, _bytes, ms) => (status >= 200 && status < 300 ? times.push(ms) : bad++));
  const result = await instance;
  times.sort((a, b) => a - b);
  return {
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    rps: times.length / duration,
    errors: bad + result.errors + result.timeouts,
  };
}

/** CPU time (ms) a process has used so far, from /proc (Linux). */
function cpuMs(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return 0;
  }
}
/** USER_HZ: 100 on Linux (`getconf CLK_TCK`). */
const CLOCK_TICKS = 100;

/**
 * Waits until these processes are idle (under 10% of a core over 200 ms), at most `maxMs`: a
 * server still working through the requests of the last scenario would slow the next one.
 */
export async function settle(pids, maxMs = 30_000) {
  const started = Date.now();
  let before = pids.map(cpuMs);
  while (Date.now() - started < maxMs) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    const now = pids.map(cpuMs);
    const busiest = Math.max(...now.map((value, index) => value - before[index]));
    before = now;
    if (busiest < 20) return;
  }
}
