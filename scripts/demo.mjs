// `npm run demo`: fills an empty database with the demo marketplace (src/server/demo/) and
// exits; a database that has listings is left alone. Same DATA_DIR / DATABASE_URL as `npm start`.
// The server code runs from the Astro build (it uses Vite features), so this builds first when
// the sources changed since the last build, as scripts/start.mjs does.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import './require-node.mjs';

const root = path.resolve(import.meta.dirname, '..');
const entry = path.join(root, 'dist/server/entry.mjs');
const stamp = path.join(root, 'dist/.build-stamp');
const inputs = ['src', 'locales', 'public', 'astro.config.mjs', 'package-lock.json', 'tsconfig.json'];

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...fs.readdirSync(target).map((name) => newestMtime(path.join(target, name))));
}

const builtAt = fs.existsSync(entry) && fs.existsSync(stamp) ? fs.statSync(stamp).mtimeMs : 0;
if (Math.max(...inputs.map((input) => newestMtime(path.join(root, input)))) > builtAt) {
  console.log('Building (sources changed since the last build)…');
  const build = spawnSync('npx', ['astro', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  fs.writeFileSync(stamp, new Date().toISOString());
}

// The built entry creates the runtime (which fills, as DEMO_DATA=1 asks) and, told
// --fill-demo-data, closes it instead of listening.
const run = spawnSync(process.execPath, [entry, '--fill-demo-data'], { cwd: root, stdio: 'inherit', env: { ...process.env, DEMO_DATA: '1' } });
process.exit(run.status ?? 1);
