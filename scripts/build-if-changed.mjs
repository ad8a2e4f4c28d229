// The production build, made again only when its sources changed since the last one
// (`dist/.build-stamp`); used by `npm start` and `npm run demo`.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');
const entry = path.join(root, 'dist/server/entry.mjs');
const stamp = path.join(root, 'dist/.build-stamp');
const inputs = ['src', 'locales', 'public', 'astro.config.mjs', 'package-lock.json', 'tsconfig.json'];

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...fs.readdirSync(target).map((name) => newestMtime(path.join(target, name))));
}

/** Builds when needed (exits the process when the build fails) and answers the built server entry. */
export function buildIfChanged() {
  const builtAt = fs.existsSync(entry) && fs.existsSync(stamp) ? fs.statSync(stamp).mtimeMs : 0;
  if (Math.max(...inputs.map((input) => newestMtime(path.join(root, input)))) > builtAt) {
    console.log('Building (sources changed since the last build)…');
    const build = spawnSync('npx', ['astro', 'build'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
    fs.writeFileSync(stamp, new Date().toISOString());
  }
  return entry;
}
