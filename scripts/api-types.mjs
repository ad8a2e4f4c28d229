// The TypeScript types of the API, generated from its OpenAPI document by openapi-typescript:
// src/lib/api/paths.ts, which the islands' typed client (islands/shared/api.ts `call`) reads.
// Usage: npm run build && npm run api:types   (reads openapi.json, which the build writes).
// tests/api/openapi.test.ts generates them again from the running app and fails when the
// committed file differs, so the file is always the document's.
import fs from 'node:fs';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';

export const TYPES_FILE = path.resolve(import.meta.dirname, '../src/lib/api/paths.ts');

const BANNER = `/**
 * The API's paths, operations and shapes as TypeScript types, generated from its OpenAPI
 * document (/api/openapi.json) by scripts/api-types.mjs with openapi-typescript. Do not edit:
 * run \`npm run build && npm run api:types\` after changing a route's declaration.
 */
`;

/** The file's text for `document`. */
export async function apiTypes(document) {
  return `${BANNER}\n${astToString(await openapiTS(document, { alphabetize: true }))}`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const document = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../openapi.json'), 'utf8'));
  fs.writeFileSync(TYPES_FILE, await apiTypes(document));
  console.log(`${path.relative(process.cwd(), TYPES_FILE)}: ${Object.keys(document.paths).length} paths`);
}
