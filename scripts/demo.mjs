// `npm run demo`: fills an empty database with the demo marketplace (src/demo/) and
// exits; a database that has listings is left alone. Same DATA_DIR / DATABASE_URL as `npm start`.
// The server code runs from the Astro build (it uses Vite features), so this builds first when
// the sources changed since the last build, as scripts/start.mjs does.
import { spawnSync } from 'node:child_process';
import './require-node.mjs';
import { buildIfChanged, root } from './build-if-changed.mjs';

const entry = buildIfChanged();

// The built entry creates the runtime (which fills, as DEMO_DATA=1 asks) and, told
// --fill-demo-data, closes it instead of listening.
const run = spawnSync(process.execPath, [entry, '--fill-demo-data'], { cwd: root, stdio: 'inherit', env: { ...process.env, DEMO_DATA: '1' } });
process.exit(run.status ?? 1);
