// Load-test pieces shared by the benchmarks (listings.mjs, pages.mjs): a bare node:http hello
// world as the machine's reference, one autocannon run measured from every response's own time,
// percentiles and medians.
import { spawn } from 'node:child_process';
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
