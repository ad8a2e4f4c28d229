import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 35: `createServices` (src/server/wiring.ts) is the only place that builds services; the
 * runtime, the demo (its `servicesAt`), the scripts and the tests call it. A factory of a service
 * called anywhere else is a second wiring, which a new service would have to be added to as well.
 */
const ROOTS = ['src', 'scripts', 'tests'];
const WIRING = 'src/server/wiring.ts';
/** This test names the factories in its own example. */
const THIS_FILE = 'tests/unit/one-wiring.test.ts';
/** Factories of services that are not in a `*.service.ts` file. */
const OTHER_FACTORIES = [
  'createNotifier',
  'createRatings',
  'createReviewModeration',
  'createTraceRecorder',
  'createUserRefs',
  'createQuotas',
  'createRateLimiter',
  'createDeliveryWorker',
  'createTelegram',
];
/** Telegram's parts are wired by createTelegram, which only the wiring calls. */
const PART_OF = new Map([['createTelegramService', 'src/server/telegram/index.ts']]);

function sourcesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|mjs|astro)$/.test(entry.name))
    .map((entry) => path.relative('.', path.join(entry.parentPath, entry.name)));
}

const files = ROOTS.flatMap(sourcesUnder).filter((file) => !file.split(path.sep).includes('node_modules'));
const serviceFactories = files
  .filter((file) => file.endsWith('.service.ts'))
  .flatMap((file) => [...fs.readFileSync(file, 'utf8').matchAll(/export function (create\w+)\(/g)].map((match) => match[1]!));
const factories = [...new Set([...serviceFactories, ...OTHER_FACTORIES])];

/** Where a factory is called (not where it is defined), as `file: name`. */
function callsIn(file: string, text: string): string[] {
  const found: string[] = [];
  for (const name of factories) {
    const calls = [...text.matchAll(new RegExp(`(?<![\\w.])${name}\\(`, 'g'))].filter(
      (match) => !/function\s+$/.test(text.slice(Math.max(0, match.index - 12), match.index)),
    );
    if (calls.length > 0 && file !== WIRING && file !== THIS_FILE && PART_OF.get(name) !== file) found.push(`${file}: ${name}`);
  }
  return found;
}

describe('one wiring place', () => {
  it('finds the service factories it guards', () => {
    expect(serviceFactories).toEqual(expect.arrayContaining(['createListingsService', 'createChatsService', 'createListingLifecycle']));
  });

  it('builds services only in createServices', () => {
    expect(files.flatMap((file) => callsIn(file, fs.readFileSync(file, 'utf8')))).toEqual([]);
  });

  it('would see a second wiring', () => {
    expect(callsIn('src/demo/demo-chats.ts', 'const chats = createChatsService({ chats, users });')).toEqual(['src/demo/demo-chats.ts: createChatsService']);
  });
});
