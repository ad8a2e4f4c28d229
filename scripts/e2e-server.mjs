// Starts the built server for the browser tests on a fresh, empty data directory.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// E2E_DIST: another build to serve (a directory with server/ and client/, node_modules beside it).
const entry = process.env.E2E_DIST
  ? new URL(`file://${path.resolve(process.env.E2E_DIST, 'server/entry.mjs')}`)
  : new URL('../dist/server/entry.mjs', import.meta.url);
if (!fs.existsSync(entry)) {
  console.error('dist/server/entry.mjs is missing: run `npm run build` first');
  process.exit(1);
}
// The browser tests pass the directory (they read SMS codes from its outbox); otherwise a fresh one.
const dataDir = process.env.DATA_DIR || fs.mkdtempSync(path.join(os.tmpdir(), 'bozor-e2e-'));
process.env.DATA_DIR = dataDir;
process.env.NODE_ENV = 'test';
// The browser tests' clock and job doors (src/server/e2e-hooks.ts): on only with NODE_ENV=test.
process.env.E2E_HOOKS ??= '1';
process.env.LOG_LEVEL ??= 'warn';
process.env.DEMO_DATA ??= '0';
process.on('exit', () => fs.rmSync(dataDir, { recursive: true, force: true }));
await import(entry.href);
