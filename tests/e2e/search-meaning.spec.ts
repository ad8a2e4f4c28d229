import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { createProduct, expect, LANGS, newPerson, newPhoneDigits, picture, registerViaApi, test } from './fixtures.ts';

/**
 * Issue 36, "Done when": the examples find what they mean in the browser, typed into the real
 * search box of the lists in Uzbek, Russian and English at 360 and 1280 px (on SQLite, and on
 * PostgreSQL when DATABASE_URL is set): a car brand in Cyrillic or as it sounds, a brand's other
 * names, the same thing in another language (and a wheelchair is no stroller), a trade by its
 * generic word (the trades above a listing that says the word in passing), a word said only in a
 * description; and a raised listing rises within its search results.
 *
 * The examples' words are fixed, so other specs' listings may match them too: every check looks
 * for this worker's own titles, which end in a made-up word.
 */
const SAME_ORIGIN = { 'Sec-Fetch-Site': 'same-origin' };
const SIZES = [
  { width: 360, height: 740 },
  { width: 1280, height: 900 },
];
const BOX_LABEL = { uz: 'Qidiruv', ru: 'Поиск', en: 'Search' } as const;
const DAY = 86_400_000;
// A journey per language and size: a dozen searches on a busy machine.
test.describe.configure({ timeout: 120_000 });

/** A made-up word only this worker's listings end in (each worker runs beforeAll). */
const token = `qm${Math.random().toString(36).slice(2, 10).replace(/\d/g, 'w')}`;
const COBALT = `Chevrolet Cobalt 2021, oq rang ${token}`;
const IPHONE = `iPhone 13 Pro 256 GB ${token}`;
const NEXIA = `Nexia 3, 2018 yil ${token}`;
const HONEY = `Tabiiy togʻ asali, 1 kg ${token}`;
const STROLLER = `Bolalar aravachasi Chicco ${token}`;
const WHEELCHAIR = `Nogironlar aravachasi, yengil ${token}`;
const WASHER = `Kir yuvish mashinasi Artel 7 kg ${token}`;
const LAPTOP = `Noutbuk Lenovo, 16 GB ${token}`;
/** A model number the laptop's description alone says. */
const MODEL_NUMBER = '82LN00A4RK';
const PLUMBER = `Santexnik xizmati, 24/7 ${token}`;
const ELECTRICIAN = `Elektrik xizmatlari ${token}`;
/** A service that says `usta` only in passing, in its description (posted last: the newest). */
const CLEANING = `Uy tozalash ${token}`;

/** `name`: the examples whose results are kept as screenshots, by that name. */
const EXAMPLES: Array<{ query: string; means: string; not?: string; name?: string }> = [
  { query: 'шевроле', means: COBALT, name: 'chevrolet' },
  { query: 'shevrolet', means: COBALT },
  { query: 'kobalt', means: COBALT },
  { query: 'apple', means: IPHONE },
  { query: 'айфон', means: IPHONE },
  { query: 'нексия', means: NEXIA },
  { query: 'мёд', means: HONEY },
  { query: 'honey', means: HONEY, name: 'honey' },
  { query: 'детская коляска', means: STROLLER, not: WHEELCHAIR, name: 'stroller' },
  { query: 'washing machine', means: WASHER },
  { query: MODEL_NUMBER, means: LAPTOP, name: 'model-number' },
];

async function createService(request: APIRequestContext, name: string, slug: string, description: string): Promise<void> {
  const categories = (await (await request.get('/api/services/api/categories')).json()) as Array<{ id: number; slug: string }>;
  const response = await request.post('/api/services/api/services/', {
    headers: SAME_ORIGIN,
    multipart: { name, description, category_id: String(categories.find((category) => category.slug === slug)!.id), images: await picture('#0891b2') },
  });
  expect(response.status()).toBe(201);
}

/**
 * Moves a listing's creation and sort date back (as days passing would), in the server's
 * database: PostgreSQL when DATABASE_URL is set, else SQLite in DATA_DIR. The database's
 * triggers move its words in the index with it.
 */
async function backdate(id: number, days: number): Promise<void> {
  const at = new Date(Date.now() - days * DAY).toISOString();
  if (process.env.DATABASE_URL) {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    try {
      await client.query('update listings set created_at = $1, listed_at = $1 where id = $2', [at, id]);
    } finally {
      await client.end();
    }
    return;
  }
  const { DatabaseSync } = await import('node:sqlite');
  const db = new DatabaseSync(path.join(process.env.E2E_DATA_DIR!, 'marketplace.db'), { timeout: 5000 });
  try {
    db.prepare('update listings set created_at = ?, listed_at = ? where id = ?').run(at, at, id);
  } finally {
    db.close();
  }
}

/** Types the words into the list's search box and sends them, as a visitor does; the list it lands on. */
async function search(page: Page, lang: keyof typeof BOX_LABEL, list: string, words: string): Promise<void> {
  const prefix = LANGS.find((each) => each.lang === lang)!.prefix;
  await page.goto(`${prefix}${list}`);
  const box = page.getByRole('combobox', { name: BOX_LABEL[lang] });
  await box.fill(words);
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${prefix}${list}\\?q=${encodeURIComponent(words).replace(/%20/g, '\\+')}`, 'i'));
}

/** The whole page, results and all (at 360 px they are below the fold), for a person to look at. */
const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/screenshots/search-meaning-${name}.png`, fullPage: true });

/** The titles of the cards shown, in order. */
const titlesShown = (page: Page, card: 'product-card' | 'service-card') =>
  page.getByTestId(card).evaluateAll((cards) => cards.map((each) => each.querySelector('h2, h3')?.textContent?.trim() ?? each.textContent ?? ''));

test.beforeAll(async ({ browser }) => {
  // Two sellers: a new account puts up ten listings a day at most.
  const seller = await newPerson(browser);
  await registerViaApi(seller, `Manoli_${newPhoneDigits().slice(-6)}`);
  const product = (title: string, category: string, price: string, description?: string) =>
    createProduct(seller.request, { title, category, district: 'Yunusobod tumani', price, ...(description && { description }) });
  await product(COBALT, 'cars', '150000000');
  await product(IPHONE, 'phones', '9000000');
  await product(NEXIA, 'cars', '70000000');
  await product(HONEY, 'agriculture', '120000');
  await product(STROLLER, 'kids', '1500000');
  await product(WHEELCHAIR, 'beauty-health', '2000000');
  await product(WASHER, 'home-appliances', '3500000');
  await product(LAPTOP, 'computers', '7000000', `Model: IdeaPad 5 ${MODEL_NUMBER}, Ryzen 5, SSD 512 GB. Quti va hujjatlari bor.`);
  await seller.close();
  const master = await newPerson(browser);
  await registerViaApi(master, `Usta_${newPhoneDigits().slice(-6)}`);
  await createService(master.request, PLUMBER, 'plumbing-electrical', 'Quvurlar, kranlar va unitazlar: tez va toza, kafolat bilan.');
  await createService(master.request, ELECTRICIAN, 'plumbing-electrical', 'Rozetka, simlar, avtomatlar va yoritish: uy va ofis.');
  await createService(master.request, CLEANING, 'cleaning', 'Kvartira va ofislarni tozalaymiz, tajribali usta ayollar, oʻz vositalarimiz bilan.');
  await master.close();
});

for (const { lang } of LANGS)
  for (const size of SIZES) {
    test(`in ${lang} at ${size.width}px, each example typed into the products search box finds the listing it means, and детская коляска no wheelchair`, async ({
      page,
    }) => {
      await page.setViewportSize(size);
      for (const { query, means, not, name } of EXAMPLES)
        await test.step(query, async () => {
          await search(page, lang, '/products', query);
          await expect.soft(page.getByTestId('product-card').filter({ hasText: means }), `${query} finds ${means}`).toBeVisible();
          if (not) await expect.soft(page.getByTestId('product-card').filter({ hasText: not }), `${query} does not find ${not}`).toHaveCount(0);
          if (name) await shot(page, `${lang}-${size.width}-${name}`);
        });
    });

    test(`in ${lang} at ${size.width}px, usta in the services search box shows the plumber and the electrician above a service that says usta in passing`, async ({
      page,
    }) => {
      await page.setViewportSize(size);
      // With this worker's word: other specs' trades (services.spec.ts…) would fill the first page of `usta` alone.
      await search(page, lang, '/service', `usta ${token}`);
      await expect(page.getByTestId('service-card').filter({ hasText: CLEANING })).toBeVisible();
      const titles = await titlesShown(page, 'service-card');
      const at = (title: string) => titles.findIndex((each) => each.includes(title));
      expect(at(PLUMBER), titles.join('\n')).toBeGreaterThanOrEqual(0);
      expect(at(ELECTRICIAN), titles.join('\n')).toBeGreaterThanOrEqual(0);
      expect(at(PLUMBER)).toBeLessThan(at(CLEANING));
      expect(at(ELECTRICIAN)).toBeLessThan(at(CLEANING));
      await shot(page, `${lang}-${size.width}-usta`);
    });
  }

test('an older listing, once raised, moves above a newer one in the results of the same search', async ({ page, browser }) => {
  const seller = await newPerson(browser);
  await registerViaApi(seller, `Kotar_${newPhoneDigits().slice(-6)}`);
  const word = `qr${Math.random().toString(36).slice(2, 10).replace(/\d/g, 'w')}`;
  const OLDER = `Velosiped Stels Navigator ${word}`;
  const NEWER = `Velosiped Forward Sporting ${word}`;
  const older = await createProduct(seller.request, { title: OLDER, category: 'sports-leisure', district: 'Yunusobod tumani', price: '1800000' });
  await createProduct(seller.request, { title: NEWER, category: 'sports-leisure', district: 'Yunusobod tumani', price: '2100000' });
  // A listing may be raised once its sort date is a week old.
  await backdate(older.id, 8);

  await page.setViewportSize(SIZES[0]!);
  await search(page, 'ru', '/products', `велосипед ${word}`);
  await expect(page.getByTestId('product-card')).toHaveCount(2);
  expect(await titlesShown(page, 'product-card')).toEqual([NEWER, OLDER]);
  await shot(page, 'ru-360-before-raise');

  const raised = await seller.request.post(`/api/products/api/products/${older.id}/raise`, { headers: SAME_ORIGIN });
  expect(raised.status()).toBe(200);
  await seller.close();

  await search(page, 'ru', '/products', `велосипед ${word}`);
  await expect(page.getByTestId('product-card').first()).toContainText(OLDER);
  expect(await titlesShown(page, 'product-card')).toEqual([OLDER, NEWER]);
  await shot(page, 'ru-360-raised');
});
