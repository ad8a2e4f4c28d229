// `npm run moderators -- add <phone> | remove <phone> | list`: grants or takes the moderator role
// (issue 23); since issue 37 an alias of `npm run roles -- add|remove moderator <phone> | list
// moderator` (scripts/roles.mjs), the same code. No page can; the role is granted here or by
// MODERATOR_PHONES at start. Same DATA_DIR / DATABASE_URL as `npm start`; builds first when the
// sources changed (as `npm run demo`).
import { spawnSync } from 'node:child_process';
import './require-node.mjs';
import { buildIfChanged, root } from './build-if-changed.mjs';

const entry = buildIfChanged();
const run = spawnSync(process.execPath, [entry, '--moderators', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, DEMO_DATA: '0', JOBS: '0', LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
});
process.exit(run.status ?? 1);
