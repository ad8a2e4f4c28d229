// `npm start`: builds when the sources changed since the last build, then runs the production
// server (http://localhost:4321 unless PORT/HOST say otherwise) in a process of its own, started
// with the allocator settings of scripts/allocator-env.mjs (the environment may override them).
import { spawn } from 'node:child_process';
import './require-node.mjs';
import { ALLOCATOR_ENV } from './allocator-env.mjs';
import { buildIfChanged } from './build-if-changed.mjs';

const entry = buildIfChanged();
const server = spawn(process.execPath, [entry, ...process.argv.slice(2)], { stdio: 'inherit', env: { ...ALLOCATOR_ENV, ...process.env } });
// The server shuts down gracefully on either signal (src/server/main.ts); this process follows it out.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
