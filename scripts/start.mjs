// `npm start`: builds when the sources changed since the last build, then runs the production
// server (http://localhost:4321 unless PORT/HOST say otherwise).
import './require-node.mjs';
import { buildIfChanged } from './build-if-changed.mjs';

const entry = buildIfChanged();
await import(entry);
