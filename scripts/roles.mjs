// `npm run roles -- add <role> <phone> | remove <role> <phone> | list [role]`: grants or takes a role,
// moderator or marketer (issue 37). No page can; a role is granted here or by MODERATOR_PHONES /
// MARKETER_PHONES at start. Same DATA_DIR / DATABASE_URL as `npm start`; builds first when the
// sources changed (as `npm run demo`).
import { spawnSync } from 'node:child_process';
import './require-node.mjs';
import { buildIfChanged, root } from './build-if-changed.mjs';

const entry = buildIfChanged();
const run = spawnSync(process.execPath, [entry, '--roles', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, DEMO_DATA: '0', JOBS: '0', LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
});
process.exit(run.status ?? 1);
