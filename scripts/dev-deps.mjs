// Exits 0 when every devDependency of package.json is installed in node_modules, 1 otherwise.
// scripts/setup.sh installs only what `npm start` needs on a fresh clone (--omit=dev); the test
// tools (vitest, Playwright, astro check, ESLint, Prettier, Lighthouse…) come with the first `npm test` (scripts/test.sh).
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const { devDependencies = {} } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
const missing = Object.keys(devDependencies).filter((name) => !fs.existsSync(path.join(root, 'node_modules', name, 'package.json')));
process.exit(missing.length > 0 ? 1 : 0);
