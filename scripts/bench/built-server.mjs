// Starts the BUILT server (dist/server/entry.mjs) as a child process on a free port, for the
// benchmark scripts: the seeder starts it once so that the app's own migrations create the
// schema; the listing benchmark measures it. Every server started here is stopped by `stop()`.
// It runs from a private copy of dist/ (with node_modules linked beside it), so that a rebuild in
// the working tree during a long run cannot swap chunks under the running server.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ALLOCATOR_ENV } from '../allocator-env.mjs';

const root = path.resolve(import.meta.dirname, '../..');

const withoutBlank = (env) => Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));

/** A port nobody listens on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * The production server on 127.0.0.1 with `dataDir` (SQLite and local media) or `databaseUrl`
 * (PostgreSQL), no demo data, warnings only. Resolves once /api/health answers. `dist`: another
 * build to run instead of this tree's (`astro build --outDir …`), e.g. the code before a change.
 */
export async function startBuiltServer({ dataDir, databaseUrl, env = {}, timeoutMs = 120_000, dist = path.join(root, 'dist'), captureOutput = false }) {
  if (!fs.existsSync(path.join(dist, 'server/entry.mjs'))) throw new Error(`${path.join(dist, 'server/entry.mjs')} is missing: run \`npm run build\` first`);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'bozor-bench-dist-'));
  fs.cpSync(dist, path.join(copy, 'dist'), { recursive: true });
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
  const child = spawn(process.execPath, [path.join(copy, 'dist/server/entry.mjs')], {
    cwd: root,
    env: withoutBlank({
      // As `npm start` runs it (scripts/allocator-env.mjs); the environment and `env` may override (a blank value unsets).
      ...ALLOCATOR_ENV,
      ...process.env,
      NODE_ENV: 'production',
      ALLOW_OUTBOX_IN_PRODUCTION: '1',
      ALLOW_FAKE_PAYMENTS_IN_PRODUCTION: '1',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      DEMO_DATA: '0',
      // The bank's rate from the committed file (data/rates/usd.json, from `root`): no test or bench asks cbu.uz.
      RATES_SOURCE: 'file',
      LOG_LEVEL: 'warn',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...env,
    }),
    stdio: ['ignore', captureOutput ? 'pipe' : 'inherit', 'inherit'],
  });
  // captureOutput: the server's stdout (its JSON log lines) kept for a test to read.
  const output = [];
  if (captureOutput) {
    let partial = '';
    child.stdout.setEncoding('utf8').on('data', (chunk) => {
      const lines = (partial + chunk).split('\n');
      partial = lines.pop() ?? '';
      output.push(...lines.filter(Boolean));
    });
  }
  let exited = null;
  const exit = new Promise((resolve) =>
    child.once('exit', (code, signal) => {
      fs.rmSync(copy, { recursive: true, force: true });
      resolve((exited = { code, signal }));
    }),
  );
  const started = Date.now();
  for (;;) {
    if (exited) throw new Error(`the server exited before it answered (${JSON.stringify(exited)})`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet: ask again
    }
    if (Date.now() - started > timeoutMs) {
      child.kill('SIGKILL');
      throw new Error(`the server did not answer /api/health within ${timeoutMs} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    base,
    port,
    pid: child.pid,
    output,
    async stop() {
      if (!exited) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exit;
      clearTimeout(timer);
    },
  };
}
