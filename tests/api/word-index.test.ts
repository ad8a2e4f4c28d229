import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, Product } from '../../src/lib/schemas/shapes.ts';
import { NO_DICTIONARY } from '../../src/lib/listing-words.ts';
import { listingWordKeys } from '../../src/lib/listing-words.ts';
import { DICTIONARY_VERSION } from '../../src/lib/search-dictionary.ts';
import { createJobRun, wholeRun } from '../../src/server/jobs/job-run.ts';
import { registerUser, type RegisteredUser } from '../fixtures/accounts.ts';
import { callAs } from '../fixtures/api-calls.ts';
import { createProduct, productCategories, productForm, productFields, putProduct, pngFile, type CategoryInfo } from '../fixtures/listings.ts';
import { createTestClock, startTestApp, TEST_DB, type TestApp } from '../fixtures/test-app.ts';

/**
 * Issue 36, items 1 to 4: the word index follows every write to a listing in its transaction, a
 * description's words find it below the title's, a raise lifts it within its search, and a changed
 * dictionary re-keys the listings through the job, in batches, with two instances at once.
 */
let app: TestApp;
let seller: RegisteredUser;
let categories: Record<string, CategoryInfo>;
const DAY = 86_400_000;

let asked = 0;
async function search(words: string, extra = ''): Promise<Page<Product>> {
  const response = await app.request(`/api/products/api/products/?product_title=${encodeURIComponent(words)}${extra}&lang=uz&_=${asked++}`);
  expect(response.status, words).toBe(200);
  return (await response.json()) as Page<Product>;
}
const found = async (words: string, extra = '') => (await search(words, extra)).results.map((product) => product.id);
const move = (id: number, verb: string) => callAs(app, 'POST', `/api/products/api/products/${id}/${verb}`, seller);
const indexRows = async (listingId: number) =>
  (await app.runtime.database.db.selectFrom('listing_words').select(['field', 'word']).where('listing_id', '=', listingId).execute())
    .map((row) => `${row.field}:${row.word}`)
    .sort();

beforeAll(async () => {
  app = await startTestApp({}, createTestClock());
  seller = await registerUser(app, { username: 'Indekschi' });
  categories = Object.fromEntries((await productCategories(app)).map((category) => [category.slug, category]));
}, 60_000);
afterAll(async () => {
  await app?.close();
});

describe(`the word index on ${TEST_DB}`, () => {
  it('holds the words of a new listing, its title first, and finds it by a word only its description says, below title matches', async () => {
    const phone = await createProduct(app, seller, categories.phones!.id, { title: 'Galaxy A55 qora', description: 'Ekrani AMOLED, xotira 256 GB.' });
    const titled = await createProduct(app, seller, categories.electronics!.id, { title: 'AMOLED monitor', description: 'Yangi.' });
    const rows = await indexRows(phone.id);
    expect(rows).toContain('0:galaxy');
    expect(rows).toContain('1:amoled');
    expect(rows.filter((row) => row.endsWith(':amoled'))).toEqual(['1:amoled']);
    // The newer listing has the word in its title and comes first; the older, by its description, after it.
    expect(await found('amoled')).toEqual([titled.id, phone.id]);
    expect(await found('amoled', '&ordering=-created_at')).toEqual([titled.id, phone.id]);
  });

  it('follows an edit, a pause and a resume, and a delete, each in its write', async () => {
    const lamp = await createProduct(app, seller, categories['home-garden']!.id, { title: 'Stol chirogʻi', description: 'Oddiy.' });
    expect(await found('chirogi')).toContain(lamp.id);
    const edited = await putProduct(
      app,
      seller,
      lamp.id,
      productForm(productFields(categories['home-garden']!.id, { title: 'Torsher yangi', description: 'Oddiy.' }), [await pngFile()]),
    );
    expect(edited.status, await edited.clone().text()).toBe(200);
    expect(await found('chirogi')).not.toContain(lamp.id);
    expect(await found('torsher')).toEqual([lamp.id]);
    expect((await move(lamp.id, 'pause')).status).toBe(200);
    expect(await indexRows(lamp.id)).toEqual([]);
    expect(await found('torsher')).toEqual([]);
    expect((await move(lamp.id, 'resume')).status).toBe(200);
    expect(await found('torsher')).toEqual([lamp.id]);
    expect((await callAs(app, 'DELETE', `/api/products/api/products/${lamp.id}/`, seller)).status).toBe(204);
    expect(await indexRows(lamp.id)).toEqual([]);
  });

  it('follows a price change: a search by price reads the price the index holds', async () => {
    const cheap = await createProduct(app, seller, categories['hobbies-books']!.id, { title: 'Gitara klassik', price: '100.000' });
    const dear = await createProduct(app, seller, categories['hobbies-books']!.id, { title: 'Gitara elektro', price: '200.000' });
    expect(await found('gitara', '&ordering=price')).toEqual([cheap.id, dear.id]);
    const edited = await putProduct(
      app,
      seller,
      dear.id,
      productForm(productFields(categories['hobbies-books']!.id, { title: 'Gitara elektro', price: '50.000' }), [await pngFile()]),
    );
    expect(edited.status, await edited.clone().text()).toBe(200);
    expect(await found('gitara', '&ordering=price')).toEqual([dear.id, cheap.id]);
    expect(await found('gitara', '&ordering=-price')).toEqual([cheap.id, dear.id]);
  });

  it('lifts a raised listing within its search results, as in the plain list', async () => {
    const older = await createProduct(app, seller, categories['sports-leisure']!.id, { title: 'Velosiped Stels', description: 'Yaxshi.' });
    app.clock.advance(60_000);
    const newer = await createProduct(app, seller, categories['sports-leisure']!.id, { title: 'Velosiped Forward', description: 'Yaxshi.' });
    expect(await found('velosiped')).toEqual([newer.id, older.id]);
    app.clock.advance(8 * DAY);
    expect((await move(older.id, 'raise')).status).toBe(200);
    expect(await found('velosiped')).toEqual([older.id, newer.id]);
    expect(await found('velosiped', '&ordering=-created_at')).toEqual([older.id, newer.id]);
  });
});

describe(`re-keying when the dictionary changes, on ${TEST_DB}`, () => {
  it('re-keys every listing through the job, in slices of batches, with two instances at once, each batch once', async () => {
    const db = app.runtime.database.db;
    const cars = categories.cars!.id;
    const cobalt = await createProduct(app, seller, cars, { title: 'Chevrolet Cobalt 2021', description: 'Holati yaxshi.' });
    const iphone = await createProduct(app, seller, categories.phones!.id, { title: 'iPhone 13 Pro', description: 'Batareya 90%.' });
    expect(await found('шевроле')).toEqual([cobalt.id]);
    // As if every listing had been keyed before the dictionary: its keys without the dictionary's words, the version 0.
    for (const row of await db.selectFrom('listings').select(['id', 'title', 'description']).execute()) {
      const keys = listingWordKeys(row.title, row.description, NO_DICTIONARY);
      await db.updateTable('listings').set({ title_key: keys.titleKey, body_key: keys.bodyKey }).where('id', '=', row.id).execute();
    }
    await db.updateTable('job_cursors').set({ value: 0 }).where('name', 'in', ['search-keys-version', 'search-keys-target', 'search-keys']).execute();
    expect(await found('шевроле')).toEqual([]);
    expect(await found('айфон')).toEqual([]);

    // A slice with no time left does one batch and says there is more.
    expect(await app.runtime.services.searchKeys.runDue(createJobRun({ budgetMs: 0 }), 2)).toMatchObject({ read: 2, more: true });
    // Two instances on PostgreSQL; SQLite is one process's database, so two runs at once in it.
    const second = TEST_DB === 'postgres' ? await app.restart() : app.runtime;
    const runs = await Promise.all([app.runtime.services.searchKeys.runDue(wholeRun(), 2), second.services.searchKeys.runDue(wholeRun(), 2)]);
    const total = Number(
      (
        await db
          .selectFrom('listings')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    // Every listing read once across the two instances, and the version recorded once.
    expect(2 + runs[0]!.read + runs[1]!.read).toBe(total);
    expect(runs.every((run) => !run.more)).toBe(true);
    const version = await db.selectFrom('job_cursors').select('value').where('name', '=', 'search-keys-version').executeTakeFirstOrThrow();
    expect(Number(version.value)).toBe(DICTIONARY_VERSION);
    expect(await found('шевроле')).toEqual([cobalt.id]);
    expect(await found('айфон')).toEqual([iphone.id]);
    // Nothing left to do: a later run reads nothing.
    expect(await app.runtime.services.searchKeys.runDue()).toEqual({ read: 0, changed: 0, more: false });
  });
});
