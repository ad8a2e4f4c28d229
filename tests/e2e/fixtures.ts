import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { expect, test as base, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import type { UserRole } from '../../src/lib/roles.ts';

let clients = 0;
/**
 * Every test is a visitor of its own: the e2e server trusts one proxy hop (TRUST_PROXY=1) and
 * each test's browser and request context send their own X-Forwarded-For address, so per-address
 * limits count each test alone, as they would count real visitors.
 */
export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    clients += 1;
    const address = `10.${testInfo.workerIndex % 250}.${Math.floor(clients / 250) % 250}.${(clients % 250) + 1}`;
    await use({ ...extraHTTPHeaders, 'X-Forwarded-For': address });
  },
});
export { expect };

let people = 0;
/** Another person in the same test: a browser of their own, with an address of their own (per-address limits). */
export function newPerson(browser: Browser): Promise<Page> {
  people += 1;
  return browser.newPage({ extraHTTPHeaders: { 'X-Forwarded-For': `172.${16 + (process.pid % 16)}.${Math.floor(people / 250) % 250}.${(people % 250) + 1}` } });
}

export const LANGS = [
  { lang: 'uz', prefix: '' },
  { lang: 'ru', prefix: '/ru' },
  { lang: 'en', prefix: '/en' },
] as const;

let counter = 0;
/** A fresh Uzbek mobile number's 9 national digits, unique per call and per worker. */
export function newPhoneDigits(): string {
  counter = (counter + 1) % 100;
  return `9${process.pid % 10}${String(Date.now() % 100_000).padStart(5, '0')}${String(counter).padStart(2, '0')}`;
}

/** The latest SMS code of a purpose sent to `+998{digits}`, read from the server's outbox (the suite's server unless `dataDir` names another). */
export async function codeFromOutbox(digits: string, purpose: 'register' | 'reset' = 'register', dataDir = process.env.E2E_DATA_DIR!): Promise<string> {
  const file = path.join(dataDir, 'sms-outbox.jsonl');
  let code = '';
  await expect
    .poll(async () => {
      const text = await fs.readFile(file, 'utf8').catch(() => '');
      const line = text
        .trim()
        .split('\n')
        .filter(Boolean)
        .map((each) => JSON.parse(each) as { to: string; code: string; purpose: string })
        .filter((each) => each.to === `+998${digits}` && each.purpose === purpose)
        .at(-1);
      code = line?.code ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

/** A profile picture of one colour. */
export const pngFile = (color: string) => picture(color, 'avatar.png');

export const PASSWORD = 'Bozor-E2E-2026!';

/**
 * Registers through the API (for tests about what comes after); the browser gets the session
 * cookie. `server`: another server than the suite's (its origin and data directory).
 */
export async function registerViaApi(
  page: Page,
  username: string,
  server: { origin: string; dataDir: string } = { origin: '', dataDir: process.env.E2E_DATA_DIR! },
): Promise<{ digits: string; password: string }> {
  const digits = newPhoneDigits();
  const phone = `+998${digits}`;
  const request = page.request;
  const { origin } = server;
  expect((await request.post(`${origin}/api/accounts/send-sms/`, { data: { phone_number: phone } })).ok()).toBe(true);
  const otp = await codeFromOutbox(digits, 'register', server.dataDir);
  expect(await (await request.post(`${origin}/api/accounts/verify-code/`, { data: { phone_number: phone, otp } })).json()).toMatchObject({ result: true });
  const locations = (await (await request.get(`${origin}/api/accounts/all-location`)).json()) as Array<{ id: number }>;
  const response = await request.post(`${origin}/api/accounts/register/`, {
    data: { username, password: PASSWORD, phone_number: phone, user_type: 'regular', location_id: locations[0]!.id },
  });
  expect(response.status()).toBe(201);
  return { digits, password: PASSWORD };
}

/**
 * Moves a phone's send counters back in time in the server's database (SQLite in DATA_DIR):
 * the journey may then ask for another code without waiting out the one-a-minute rule.
 */
export async function backdateCodes(digits: string, ms: number): Promise<void> {
  const { DatabaseSync } = await import('node:sqlite');
  const db = new DatabaseSync(path.join(process.env.E2E_DATA_DIR!, 'marketplace.db'), { timeout: 5000 });
  try {
    db.prepare("update rate_limits set window_start = window_start - ? where key like 'send-sms:phone:%' and key like ?").run(ms, `%+998${digits}`);
  } finally {
    db.close();
  }
}

/**
 * Waits until every island that should have hydrated by now has (Astro drops the `ssr`
 * attribute then): all of them, but a `client:visible` one only once it is in view, and a
 * `client:popover` one only once its popover is open.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.querySelectorAll('astro-island')].every((island) => {
      if (!island.hasAttribute('ssr')) return true;
      // A `client:popover` one waits for its popover (a report form, say) to be headed for: while it is closed, nothing is due.
      if (island.getAttribute('client') === 'popover') return !island.closest('[popover]')?.matches(':popover-open');
      if (island.getAttribute('client') !== 'visible') return false;
      // Islands are `display: contents`: their content has the box.
      const box = (island.firstElementChild ?? island).getBoundingClientRect();
      return box.bottom < 0 || box.top > window.innerHeight;
    }),
  );
}

/** A picture of one colour, as a file for an upload. */
export async function picture(color: string, name = 'photo.png') {
  return {
    name,
    mimeType: 'image/png',
    buffer: await sharp({ create: { width: 640, height: 480, channels: 3, background: color } })
      .png()
      .toBuffer(),
  };
}

/** A product created through the API by the request context's signed-in user (a description of its own, or a plain one). */
export async function createProduct(
  request: APIRequestContext,
  fields: { title: string; category: string; district: string; price: string; description?: string },
) {
  const categories = (await (await request.get('/api/products/api/categories')).json()) as Array<{ id: number; slug: string }>;
  const places = (await (await request.get('/api/accounts/all-location')).json()) as Array<{ id: number; district: string }>;
  const response = await request.post('/api/products/api/products/', {
    // A cookie-authenticated write proves it comes from the site (as the pages' own requests do).
    headers: { 'Sec-Fetch-Site': 'same-origin' },
    multipart: {
      title: fields.title,
      description: fields.description ?? 'Yaxshi holatda, hujjatlari bor.',
      price: fields.price,
      condition: 'used',
      category_id: String(categories.find((category) => category.slug === fields.category)!.id),
      location_id: String(places.find((place) => place.district === fields.district)!.id),
      images: await picture('#0ea5e9'),
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: number };
}

/** Errors the page logs (a hydration mismatch, a refused inline style, a crash), to assert there are none. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * Gives the account a role as `npm run roles -- add <role> <phone>` does (issue 37): the built
 * server's command, on the running server's database (SQLite in DATA_DIR, or PostgreSQL when
 * DATABASE_URL is set).
 */
export async function grantRole(role: UserRole, digits: string): Promise<void> {
  const entry = process.env.E2E_DIST ? path.resolve(process.env.E2E_DIST, 'server/entry.mjs') : path.resolve('dist/server/entry.mjs');
  const run = spawnSync(process.execPath, [entry, '--roles', 'add', role, `+998${digits}`], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR!, DEMO_DATA: '0', JOBS: '0', LOG_LEVEL: 'warn', NODE_ENV: 'test' },
    encoding: 'utf8',
  });
  expect(run.status, run.stderr).toBe(0);
}

/** Makes the account a moderator (the roles command's `add moderator`). */
export function makeModerator(digits: string): Promise<void> {
  return grantRole('moderator', digits);
}

/** Opens a listing's page, scrolls to its comments (they hydrate when seen) and waits for them. */
export async function openComments(page: Page, address: string): Promise<Locator> {
  await page.goto(address);
  const comments = page.getByTestId('comments');
  await comments.scrollIntoViewIfNeeded();
  await hydrated(page);
  return comments;
}
