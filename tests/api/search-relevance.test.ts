import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vocabularyEntries, wordShape } from '../../src/lib/search-words.ts';
import { listingSearchFields } from '../../src/lib/category-words.ts';
import { SEARCH_DICTIONARY } from '../../src/lib/search-dictionary.ts';
import type { Page, Product, Service } from '../../src/lib/schemas/shapes.ts';
import { SEARCH_COUNT_CAP } from '../../src/lib/paging.ts';
import { registerUser, type RegisteredUser } from '../fixtures/accounts.ts';
import { firstLocationId } from '../fixtures/accounts.ts';
import { productCategories, type CategoryInfo } from '../fixtures/listings.ts';
import { startTestApp, TEST_DB, type TestApp } from '../fixtures/test-app.ts';

/**
 * Issue 21, item 4: a search's best matches first over every match, however old: every word
 * whole in the title, then as a word's start, then inside a title word, then through the
 * category's words; newest first within each; "newest first" and price orders override it; a
 * deep page holds what the whole order puts there.
 */
let app: TestApp;
let seller: RegisteredUser;
let categories: Record<string, CategoryInfo>;
let locationId: number;
let regionId: number;
const START = Date.parse('2026-01-01T00:00:00.000Z');
let written = 0;

/** Listings written straight into the database (hundreds of them: the API's daily quota would refuse), minutes apart, oldest first; their ids. */
async function write(kind: 'product' | 'service', category: CategoryInfo, titles: string[], price = 100_000): Promise<number[]> {
  const db = app.runtime.database.db;
  const ids: number[] = [];
  for (const title of titles) {
    const at = new Date(START + written++ * 60_000).toISOString();
    const description = 'Sinov uchun eʼlon.';
    const fields = listingSearchFields(title, description, category, SEARCH_DICTIONARY);
    const row = await db
      .insertInto('listings')
      .values({
        kind,
        owner_id: seller.id,
        category_id: category.id,
        location_id: locationId,
        region_id: regionId,
        title,
        description,
        price: kind === 'product' ? price : null,
        condition: kind === 'product' ? 'used' : null,
        search_text: fields.searchText,
        search_key: fields.searchKey,
        title_key: fields.titleKey,
        body_key: fields.bodyKey,
        created_at: at,
        updated_at: at,
        listed_at: at,
        expires_at: '2027-01-01T00:00:00.000Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('listing_images').values({ listing_id: row.id, image_key: 'listings/sinov.webp', position: 0 }).execute();
    // The vocabulary, as a listing's write keeps it (a word's start is looked up in it).
    for (const { word, display } of vocabularyEntries(fields.wordsText, fields.searchKey))
      await db
        .insertInto('search_words')
        .values({ kind, word, display, ...wordShape(word), listings: 1 })
        .onConflict((oc) => oc.columns(['kind', 'word']).doUpdateSet({ listings: sql<number>`search_words.listings + 1` }))
        .execute();
    ids.push(row.id);
  }
  return ids;
}

let asked = 0;
/** A page of products; each request differs (`lang`), so that the answer cache never answers one written before a later write. */
async function products(query: string): Promise<Page<Product>> {
  const response = await app.request(`/api/products/api/products/?${query}&lang=${['uz', 'ru', 'en'][asked++ % 3]}&_=${asked}`);
  expect(response.status, query).toBe(200);
  return (await response.json()) as Page<Product>;
}

beforeAll(async () => {
  app = await startTestApp();
  seller = await registerUser(app, { username: 'Tartibchi' });
  categories = Object.fromEntries((await productCategories(app)).map((category) => [category.slug, category]));
  locationId = await firstLocationId(app);
  regionId = (await app.runtime.services.locations.regionIdOf(locationId))!;
});
afterAll(async () => {
  await app.close();
});

describe(`relevance on ${TEST_DB}`, () => {
  const ids: Record<string, number> = {};
  const named = (page: Page<Product>) => page.results.map((product) => Object.entries(ids).find(([, id]) => id === product.id)?.[0] ?? product.id);

  beforeAll(async () => {
    // Oldest first: the best matches are the oldest, so that recency alone would put them last.
    const rows: Array<[string, string, string]> = [
      ['whole-old', 'furniture', 'Mebel yumshoq, 3 kishilik'],
      ['whole-new', 'furniture', 'Katta mebel, yangi'],
      ['start', 'furniture', 'Mebellar toʻplami'],
      // Not a piece of furniture: "mebel" is only inside its word.
      ['inside', 'kids', 'Minimebel bolalar uchun'],
      ['category', 'furniture', 'Qizil kreslo'],
      ['other', 'kids', 'Bolalar kreslosi'],
      ['two-whole', 'furniture', 'Qizil mebel, charm'],
      ['two-start', 'furniture', 'Qizilroq mebellar'],
    ];
    for (const [key, slug, title] of rows) ids[key] = (await write('product', categories[slug]!, [title], 100_000 + written * 1000))[0]!;
  });

  it('puts whole title words first, then word starts, then category words, then parts of words; newest first within each', async () => {
    const page = await products('product_title=mebel');
    // Every furniture listing holds "mebel" through its category's words ("divan" would be a dictionary word, lib/search-dictionary.ts, that "divanlar" spells whole); "inside" and "other" are in kids.
    expect(named(page)).toEqual(['two-whole', 'whole-new', 'whole-old', 'two-start', 'start', 'category', 'inside']);
    expect(page.count).toBe(7);
    expect(page.count_capped).toBe(false);
  });

  it('ranks a listing by its weakest word: both words whole before one of them a word start', async () => {
    expect(named(await products('product_title=qizil%20mebel'))).toEqual(['two-whole', 'two-start', 'category']);
    expect(named(await products(`product_title=${encodeURIComponent('ҚИЗИЛ МЕБЕЛ')}`))).toEqual(['two-whole', 'two-start', 'category']);
  });

  it('is the default of a search and may be asked for by name; newest first and price override it', async () => {
    const best = named(await products('product_title=mebel'));
    expect(named(await products('product_title=mebel&ordering=relevance'))).toEqual(best);
    expect(named(await products('product_title=mebel&ordering=-created_at'))).toEqual([
      'two-start',
      'two-whole',
      'category',
      'inside',
      'start',
      'whole-new',
      'whole-old',
    ]);
    // Prices rise with age here (the oldest is the cheapest).
    expect(named(await products('product_title=mebel&ordering=price'))).toEqual([
      'whole-old',
      'whole-new',
      'start',
      'inside',
      'category',
      'two-whole',
      'two-start',
    ]);
    expect(named(await products('product_title=mebel&ordering=-price'))).toEqual([
      'two-start',
      'two-whole',
      'category',
      'inside',
      'start',
      'whole-new',
      'whole-old',
    ]);
  });

  it('leaves a list without words newest first, whatever the order is called', async () => {
    const newest = (await products('category_name=furniture')).results.map((product) => product.id);
    expect((await products('category_name=furniture&ordering=relevance')).results.map((product) => product.id)).toEqual(newest);
  });
});

describe(`deep pages of a relevance-sorted search on ${TEST_DB}`, () => {
  let expected: number[];

  beforeAll(async () => {
    // 330 matches of "lampa", the tiers interleaved in time, none older or newer as a group; and
    // 110 "lampochka" titles, which "lampa" does not find and "lamp" finds by a word's start.
    const tiers: Record<'whole' | 'start' | 'inside', number[]> = { whole: [], start: [], inside: [] };
    for (let index = 0; index < 110; index++) {
      tiers.whole.push(...(await write('product', categories['home-garden']!, [`Lampa ${index}`])));
      tiers.start.push(...(await write('product', categories['home-garden']!, [`Lampalar ${index}`])));
      tiers.inside.push(...(await write('product', categories['home-garden']!, [`Stollampa ${index}`])));
      await write('product', categories.electronics!, [`Chiroq lampochka ${index}`]);
    }
    expected = [...tiers.whole.reverse(), ...tiers.start.reverse(), ...tiers.inside.reverse()];
  });

  it('pages through every match in order, well past 300, counting a little past the page until the end is known', async () => {
    const first = await products('product_title=lampa&page_size=50');
    // 300 counted ahead of the first page ("300+"); the last page knows the end.
    expect([first.count, first.count_capped]).toEqual([300, true]);
    expect(first.next).not.toBeNull();
    const seen: number[] = [];
    let last: Page<Product> | undefined;
    for (let page = 1; page <= Math.ceil(expected.length / 50); page++) {
      last = await products(`product_title=lampa&page_size=50&page=${page}`);
      seen.push(...last.results.map((product) => product.id));
    }
    expect(seen).toEqual(expected);
    expect([last!.count, last!.count_capped, last!.next]).toEqual([expected.length, false, null]);
  });

  it('answers a deep page alone as the whole order has it', async () => {
    const page = await products('product_title=lampa&page_size=12&page=25');
    expect(page.results.map((product) => product.id)).toEqual(expected.slice(288, 300));
    const last = await products('product_title=lampa&page_size=12&page=28');
    expect(last.results.map((product) => product.id)).toEqual(expected.slice(324, 330));
  });

  it('ranks a word start in the title above the same letters inside a word, across hundreds of matches', async () => {
    const page = await products('product_title=lamp&page_size=100&page=4');
    // 330 titles start a word with "lamp" ("Lampa", "Lampalar", "Lampochka"); the 110 "Stollampa" hold it inside, after them.
    expect([page.count, page.count_capped]).toEqual([440, false]);
    expect(page.results).toHaveLength(100);
    expect(page.results.slice(0, 30).every((product) => !product.title.startsWith('Stollampa'))).toBe(true);
    expect(page.results.slice(30).every((product) => product.title.startsWith('Stollampa'))).toBe(true);
  });

  it(`counts up to ${SEARCH_COUNT_CAP} and pages no further`, async () => {
    await write(
      'product',
      categories['hobbies-books']!,
      Array.from({ length: SEARCH_COUNT_CAP + 5 }, (_, index) => `Kitob ${index}`),
    );
    const lastPage = Math.ceil(SEARCH_COUNT_CAP / 24);
    const deep = await products(`product_title=kitob&page_size=24&page=${lastPage}`);
    expect([deep.count, deep.count_capped, deep.next]).toEqual([SEARCH_COUNT_CAP, true, null]);
    expect(deep.results).toHaveLength(SEARCH_COUNT_CAP - (lastPage - 1) * 24);
    expect((await products(`product_title=kitob&page_size=24&page=${lastPage + 1}`)).results).toHaveLength(0);
  });
});

describe(`relevance of services on ${TEST_DB}`, () => {
  it('ranks service names the same way: a whole word before a word start, then the category', async () => {
    const serviceCategories = Object.fromEntries(
      ((await (await app.request('/api/services/api/categories')).json()) as CategoryInfo[]).map((category) => [category.slug, category]),
    );
    const [whole] = await write('service', serviceCategories['plumbing-electrical']!, ['Elektr montaj xizmati']);
    const [start] = await write('service', serviceCategories['plumbing-electrical']!, ['Elektrchilar jamoasi']);
    const [category] = await write('service', serviceCategories['plumbing-electrical']!, ['Quvurlarni almashtirish']);
    const response = await app.request('/api/services/api/services/?service_name=elektr');
    expect(response.status).toBe(200);
    const page = (await response.json()) as Page<Service>;
    expect(page.results.map((service) => service.id)).toEqual([whole, start, category]);
  });
});
