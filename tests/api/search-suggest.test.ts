import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_WEEK_MS } from '../../src/server/rate-limit/quotas.ts';
import { registerUser, type RegisteredUser } from '../fixtures/accounts.ts';
import { createProduct, createService, productCategories, serviceCategories, type CategoryInfo } from '../fixtures/listings.ts';
import { startTestApp, TEST_DB, type TestApp } from '../fixtures/test-app.ts';

/** Issue 21, item 5: `GET /api/search/suggest`: categories first, then phrases that complete the last word, in the query's script. */
let app: TestApp;
let seller: RegisteredUser;
let categories: Record<string, CategoryInfo>;

const TITLES: Array<[string, string]> = [
  ['Samsung Galaxy A55', 'phones'],
  ['Samsung Galaxy S24 Ultra', 'phones'],
  ['Samsung Galaxy A55, qutisi bilan', 'phones'],
  ['Телефон Samsung Galaxy', 'phones'],
  ['Телефон Redmi Note 12', 'phones'],
  ['Samsung televizor 55 dyuym', 'electronics'],
];

beforeAll(async () => {
  app = await startTestApp();
  seller = await registerUser(app, { username: 'Taklifchi' });
  app.clock.advance(FIRST_WEEK_MS);
  categories = Object.fromEntries((await productCategories(app)).map((category) => [category.slug, category]));
  for (const [title, slug] of TITLES) {
    await createProduct(app, seller, categories[slug]!.id, { title });
    app.clock.advance(60_000);
  }
  const kinds = Object.fromEntries((await serviceCategories(app)).map((category) => [category.slug, category]));
  await createService(app, seller, kinds['plumbing-electrical']!.id, { name: 'Santexnik Yunusobodda, 24/7' });
  await createService(app, seller, kinds['plumbing-electrical']!.id, { name: 'Santexnik va elektrik xizmati' });
});
afterAll(async () => {
  await app.close();
});

type Answer = { query: string; suggestions: Array<{ type: 'category' | 'phrase'; kind: 'product' | 'service'; text: string; category?: string }> };
async function suggest(query: string): Promise<Answer> {
  const response = await app.request(`/api/search/suggest?${query}`);
  expect(response.status, query).toBe(200);
  return (await response.json()) as Answer;
}

describe(`search suggestions on ${TEST_DB}`, () => {
  it('completes the last word after the words typed before it, commonest first', async () => {
    const answer = await suggest('q=samsung%20gal');
    expect(answer.query).toBe('samsung gal');
    expect(answer.suggestions.map((each) => each.text)).toEqual(['samsung galaxy', 'samsung galaxy a55', 'samsung galaxy s24']);
    expect(answer.suggestions.every((each) => each.type === 'phrase')).toBe(true);
  });

  it('puts the categories a query names first, in the asked language, then phrases in the query’s script', async () => {
    const latin = await suggest('q=tele&lang=en');
    expect(latin.suggestions[0]).toEqual({ type: 'category', kind: 'product', text: 'Phones & accessories', category: 'phones' });
    expect(latin.suggestions.filter((each) => each.type === 'phrase').map((each) => each.text)[0]).toBe('televizor');
    const cyrillic = await suggest(`q=${encodeURIComponent('телеф')}&lang=ru`);
    expect(cyrillic.suggestions[0]).toEqual({ type: 'category', kind: 'product', text: 'Телефоны и аксессуары', category: 'phones' });
    expect(cyrillic.suggestions.filter((each) => each.type === 'phrase').map((each) => each.text)).toEqual(['телефон', 'телефон redmi', 'телефон samsung']);
  });

  it('gives at most 8, and nothing for one letter, a word nobody wrote, or services’ words asked of products', async () => {
    expect((await suggest('q=sa')).suggestions.length).toBeLessThanOrEqual(8);
    expect((await suggest('q=s')).suggestions).toEqual([]);
    expect((await suggest('q=')).suggestions).toEqual([]);
    expect((await suggest('q=zzzyx')).suggestions).toEqual([]);
    expect((await suggest('q=santex&kind=product')).suggestions).toEqual([]);
    expect((await suggest('q=santex&kind=service&lang=uz')).suggestions).toEqual([
      { type: 'category', kind: 'service', text: 'Santexnika va elektr ishlari', category: 'plumbing-electrical' },
      { type: 'phrase', kind: 'service', text: 'santexnik' },
      { type: 'phrase', kind: 'service', text: 'santexnik va' },
      { type: 'phrase', kind: 'service', text: 'santexnik yunusobodda' },
    ]);
  });

  it('suggests every kind in turn for the home page’s box (kind=all), each saying whose it is (issue 34, item 6)', async () => {
    const services = await suggest('q=santex&kind=all&lang=uz');
    expect(services.suggestions[0]).toEqual({ type: 'category', kind: 'service', text: 'Santexnika va elektr ishlari', category: 'plumbing-electrical' });
    expect(services.suggestions).toContainEqual({ type: 'phrase', kind: 'service', text: 'santexnik' });
    const both = await suggest('q=tele&kind=all&lang=en');
    expect(both.suggestions.filter((each) => each.type === 'category').map((each) => [each.kind, each.category])).toContainEqual(['product', 'phones']);
    expect(both.suggestions).toContainEqual({ type: 'phrase', kind: 'product', text: 'televizor' });
    expect(both.suggestions.length).toBeLessThanOrEqual(8);
  });

  it('refuses a kind that does not exist and a query past 100 characters, in the asked language', async () => {
    const kind = await app.request('/api/search/suggest?q=tel&kind=car&lang=en');
    expect(kind.status).toBe(400);
    expect(await kind.json()).toMatchObject({ code: 'validation_error', errors: { kind: ['No such kind of listing.'] } });
    const long = await app.request(`/api/search/suggest?q=${'a'.repeat(101)}`);
    expect(long.status).toBe(400);
  });

  it('may be kept by caches for a minute', async () => {
    const response = await app.request('/api/search/suggest?q=samsung');
    expect(response.headers.get('cache-control')).toContain('max-age=60');
  });
});
