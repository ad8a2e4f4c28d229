// Writes the API's OpenAPI 3.1 document to openapi.json (beside package.json), as the built
// server serves it at /api/openapi.json: for client generators and reviewers without a running
// server. `npm run build` runs it after `astro build`; the document is generated, not committed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startBuiltServer } from './bench/built-server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bozor-openapi-'));
const server = await startBuiltServer({ dataDir });
try {
  const response = await fetch(`${server.base}/api/openapi.json`);
  if (!response.ok) throw new Error(`/api/openapi.json answered ${response.status}`);
  const document = await response.json();
  fs.writeFileSync(path.join(root, 'openapi.json'), `${JSON.stringify(document, null, 2)}\n`);
  console.log(`openapi.json: ${Object.keys(document.paths).length} paths`);
} finally {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
