import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, Product, ProductDetail } from '../../src/lib/schemas/shapes.ts';
import { FIRST_WEEK_MS } from '../../src/server/rate-limit/quotas.ts';
import { registerUser, type RegisteredUser } from '../fixtures/accounts.ts';
import { allLocations, createProduct, productCategories, type CategoryInfo, type LocationInfo } from '../fixtures/listings.ts';
import { startTestApp, TEST_DB, type TestApp } from '../fixtures/test-app.ts';

/**
 * Browsing products: filters by category, region and district names in any language, search
 * across scripts and apostrophes, price, condition, ordering, pagination.
 */
let app: TestApp;
let seller: RegisteredUser;
let categories: Record<string, CategoryInfo>;
let places: LocationInfo[];
const place = (district: string) => places.find((each) => each.district === district)!;

/** A fixed little market, created once; minutes apart so that "newest" is well defined. */
const CATALOG = [
  { key: 'phone-tash', title: 'Samsung Galaxy A54 telefon', category: 'phones', district: 'Chilonzor tumani', price: '3.200.000', condition: 'used' },
  { key: 'phone-cyr', title: 'Телефон Redmi Note 12', category: 'phones', district: 'Yunusobod tumani', price: '2.100.000', condition: 'new' },
  { key: 'phone-ferg', title: 'iPhone 13 128GB', category: 'phones', district: 'Fargʻona shahri', price: '6.900.000', condition: 'used' },
  { key: 'seat', title: "Avtomobil uchun o'rindiq, yangi", category: 'auto-parts', district: 'Chilonzor tumani', price: '450.000', condition: 'new' },
  { key: 'seat-cyr', title: 'Болалар учун ўриндиқ', category: 'kids', district: 'Fargʻona shahri', price: '300.000', condition: 'used' },
  { key: 'sofa', title: 'Yumshoq divan', category: 'furniture', district: 'Yunusobod tumani', price: '2.500.000', condition: 'used' },
  { key: 'laptop', title: 'Noutbuk Lenovo ThinkPad', category: 'computers', district: 'Chilonzor tumani', price: '5.000.000', condition: 'used' },
  { key: 'case', title: 'Telefon uchun gʻilof', category: 'phones', district: 'Chilonzor tumani', price: '50.000', condition: 'new' },
  { key: 'table', title: 'Xovli stoli', category: 'home-garden', district: 'Samarqand shahri', price: '700.000', condition: 'used' },
  { key: 'chair', title: 'Hovli uchun kreslo', category: 'home-garden', district: 'Samarqand shahri', price: '350.000', condition: 'new' },
] as const;
const ids: Record<string, number> = {};

beforeAll(async () => {
  app = await startTestApp();
  seller = await registerUser(app, { username: 'Bozorchi' });
  // A seller of some standing: past an account's first week, whose daily listing quota is 10 (quotas.test.ts).
  app.clock.advance(FIRST_WEEK_MS);
  categories = Object.fromEntries((await productCategories(app)).map((category) => [category.slug, category]));
  places = await allLocations(app);
  for (const item of CATALOG) {
    const product = await createProduct(app, seller, categories[item.category]!.id, {
      title: item.title,
      price: item.price,
      condition: item.condition,
      location_id: String(place(item.district).id),
    });
    ids[item.key] = product.id;
    app.clock.advance(60_000);
  }
});
afterAll(async () => {
  await app.close();
});

async function list(query: string): Promise<Page<Product>> {
  const response = await app.request(`/api/products/api/products/?${query}`);
  expect(response.status, `${query}: ${await response.clone().text()}`).toBe(200);
  return (await response.json()) as Page<Product>;
}
const keysOf = (page: Page<Product>) => page.results.map((product) => Object.entries(ids).find(([, id]) => id === product.id)?.[0]);

describe(`product lists on ${TEST_DB}`, () => {
  it('lists newest first, 12 to a page, with the count', async () => {
    const page = await list('');
    expect(page.count).toBe(CATALOG.length);
    expect(page.count_capped).toBe(false);
    expect(keysOf(page)).toEqual(CATALOG.map((item) => item.key).reverse());
    expect(page.next).toBeNull();
    expect(page.previous).toBeNull();
  });

  it('pages with page or currentPage and page_size, with next and previous as absolute URLs', async () => {
    const first = await list('page_size=3&lang=ru');
    expect(first.results).toHaveLength(3);
    expect(first.next).toBe('http://localhost:4321/api/products/api/products/?page_size=3&lang=ru&page=2');
    expect(first.previous).toBeNull();
    const second = await list('currentPage=2&page_size=3');
    expect(keysOf(second)).toEqual(
      CATALOG.map((item) => item.key)
        .reverse()
        .slice(3, 6),
    );
    expect(second.previous).toBe('http://localhost:4321/api/products/api/products/?page_size=3&page=1');
    const last = await list('page=4&page_size=3');
    expect(last.results).toHaveLength(CATALOG.length - 9);
    expect(last.next).toBeNull();
  });

  it('answers a page past the end with 200 and no results', async () => {
    const page = await list('page=50');
    expect(page.results).toEqual([]);
    expect(page.count).toBe(CATALOG.length);
    expect(page.next).toBeNull();
    expect(page.previous).toContain('page=1');
  });

  it.each([
    ['page=0', 'page'],
    ['page=abc', 'page'],
    ['page_size=101', 'page_size'],
    ['page_size=0', 'page_size'],
    ['ordering=name', 'ordering'],
    ['condition=broken', 'condition'],
    ['min_price=cheap', 'min_price'],
    ['min_price=500&max_price=100', 'max_price'],
    ['category_name=Unicorns', 'category_name'],
    ['region_name=Atlantis', 'region_name'],
    ['district_name=Nowhere', 'district_name'],
  ])('refuses %s with 400 naming %s', async (query, field) => {
    const response = await app.request(`/api/products/api/products/?${query}&lang=en`);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { code: string; errors: Record<string, string[]> };
    expect(body.code).toBe('validation_error');
    expect(Object.keys(body.errors)).toEqual([field]);
  });

  it.each([['phones'], ['Telefonlar va aksessuarlar'], ['Телефоны и аксессуары'], ['phones & accessories'.replace('phones', 'Phones')]])(
    'filters by the category %j (slug or any of its names)',
    async (name) => {
      const page = await list(`category_name=${encodeURIComponent(name)}`);
      expect(keysOf(page).sort()).toEqual(['case', 'phone-cyr', 'phone-ferg', 'phone-tash']);
      expect(page.count).toBe(4);
    },
  );

  it.each([['Toshkent shahri'], ['город Ташкент'], ['Tashkent City'], ['TOSHKENT SHAHRI']])('filters by the region %j', async (name) => {
    const page = await list(`region_name=${encodeURIComponent(name)}`);
    expect(keysOf(page).sort()).toEqual(['case', 'laptop', 'phone-cyr', 'phone-tash', 'seat', 'sofa']);
    expect(page.count).toBe(6);
  });

  it.each([["Farg'ona viloyati"], ['Fargʻona viloyati'], ['Farg‘ona viloyati'], ['Фаргонская область'.replace('Фаргонская', 'Ферганская')]])(
    'folds apostrophes and scripts in region names: %j',
    async (name) => {
      expect(keysOf(await list(`region_name=${encodeURIComponent(name)}`)).sort()).toEqual(['phone-ferg', 'seat-cyr']);
    },
  );

  it('filters by district, alone or with its region, and by category and district together', async () => {
    expect(keysOf(await list(`district_name=${encodeURIComponent('Yunusobod tumani')}`)).sort()).toEqual(['phone-cyr', 'sofa']);
    expect(
      keysOf(
        await list(`region_name=${encodeURIComponent('Toshkent shahri')}&district_name=${encodeURIComponent('Chilonzor tumani')}&category_name=phones`),
      ).sort(),
    ).toEqual(['case', 'phone-tash']);
  });

  it('filters by price range and condition, and orders by price both ways', async () => {
    expect(keysOf(await list('min_price=2.000.000&max_price=4 000 000')).sort()).toEqual(['phone-cyr', 'phone-tash', 'sofa']);
    expect(keysOf(await list('condition=new')).sort()).toEqual(['case', 'chair', 'phone-cyr', 'seat']);
    expect(keysOf(await list('ordering=price&page_size=3'))).toEqual(['case', 'seat-cyr', 'chair']);
    expect(keysOf(await list('ordering=-price&page_size=2'))).toEqual(['phone-ferg', 'laptop']);
    const filtered = await list('condition=used&min_price=1000000');
    expect(filtered.count).toBe(4);
  });
});

describe(`search on ${TEST_DB}`, () => {
  const search = async (text: string) => keysOf(await list(`product_title=${encodeURIComponent(text)}`)).sort();

  it.each([['телефон'], ['Telefon'], ['TELEFON'], ['тeлефон']])(
    'finds telephones written in either script by %j, and every listing of the phones category (issue 21)',
    async (text) => {
      // The iPhone's title has no "telefon": its category's words do (lib/category-words.ts).
      expect(await search(text)).toEqual(['case', 'phone-cyr', 'phone-ferg', 'phone-tash']);
    },
  );

  it.each([["o'rindiq"], ['oʻrindiq'], ['o‘rindiq'], ['ўриндиқ'], ['ориндик']])('finds seats across apostrophes and keyboards by %j', async (text) => {
    expect(await search(text)).toEqual(['seat', 'seat-cyr']);
  });

  it('needs every word, in any order, and finds a word by 3 letters of it', async () => {
    expect(await search('galaxy samsung')).toEqual(['phone-tash']);
    expect(await search('samsung iphone')).toEqual([]);
    expect(await search('sam')).toEqual(['phone-tash']);
    expect(await search('think')).toEqual(['laptop']);
    expect(await search('13 iphone')).toEqual(['phone-ferg']);
  });

  it('ranks whole title words first, whatever the spelling or script (folded alike), then the newest; a category match last', async () => {
    // "Xovli stoli" and "Hovli uchun kreslo" both hold the word whole once folded (h → x): the newer first.
    expect(keysOf(await list('product_title=xovli'))).toEqual(['chair', 'table']);
    expect(keysOf(await list('product_title=hovli'))).toEqual(['chair', 'table']);
    // A listing found only through its category's words (the iPhone, in phones) after every title match.
    expect(keysOf(await list(`product_title=${encodeURIComponent('телефон')}`))).toEqual(['case', 'phone-cyr', 'phone-tash', 'phone-ferg']);
  });

  it('combines search with filters and counts the matches', async () => {
    const page = await list(`product_title=telefon&region_name=${encodeURIComponent('Toshkent shahri')}&condition=new`);
    expect(keysOf(page).sort()).toEqual(['case', 'phone-cyr']);
    expect(page.count).toBe(2);
  });

  it('treats LIKE wildcards and quotes in a query as plain text', async () => {
    expect(await search('%')).toHaveLength(CATALOG.length); // nothing to search by: every product
    expect(await search('_')).toHaveLength(CATALOG.length);
    expect(await search('"samsung"')).toEqual(['phone-tash']);
    expect(await search("qqq' or 1=1 --")).toEqual([]);
  });
});

describe(`product detail on ${TEST_DB}`, () => {
  it('answers {product, recommended_products}: the same category in the same region first, never itself, at most 8', async () => {
    const response = await app.request(`/api/products/api/products/${ids['phone-tash']}/`);
    expect(response.status).toBe(200);
    const detail = (await response.json()) as ProductDetail;
    expect(detail.product.id).toBe(ids['phone-tash']);
    const recommended = detail.recommended_products.map((product) => product.id);
    expect(recommended).not.toContain(ids['phone-tash']);
    expect(recommended.length).toBeLessThanOrEqual(8);
    // Phones in Tashkent City (the case, the Redmi), then the phone in Fergana, then Tashkent's others.
    expect(recommended.slice(0, 2).sort()).toEqual([ids.case, ids['phone-cyr']].sort());
    expect(recommended[2]).toBe(ids['phone-ferg']);
    // Then the newest others of Tashkent City, up to eight in all.
    expect(recommended.slice(3).sort()).toEqual([ids.laptop, ids.seat, ids.sofa].sort());
    expect(recommended).toHaveLength(6);
  });

  it('answers 404 for a product that does not exist', async () => {
    const response = await app.request('/api/products/api/products/424242/?lang=en');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ detail: 'The requested item was not found.', code: 'not_found' });
  });
});

describe(`counts stay true on ${TEST_DB}`, () => {
  it('counts per category and place move with every create, edit and delete', async () => {
    const before = (await list('category_name=furniture')).count;
    const product = await createProduct(app, seller, categories.furniture!.id, { title: 'Stol' });
    expect((await list('category_name=furniture')).count).toBe(before + 1);
    const form = new FormData();
    for (const [name, value] of Object.entries({
      title: 'Stol',
      description: 'Yogʻoch',
      price: '100',
      condition: 'used',
      category_id: String(categories.computers!.id),
    }))
      form.set(name, value);
    form.append('existing_images', String(product.images[0]!.id));
    expect(
      (await app.request(`/api/products/api/products/${product.id}/`, { method: 'PUT', headers: { Authorization: `Token ${seller.token}` }, body: form }))
        .status,
    ).toBe(200);
    expect((await list('category_name=furniture')).count).toBe(before);
    await app.request(`/api/products/api/products/${product.id}/`, { method: 'DELETE', headers: { Authorization: `Token ${seller.token}` } });
    expect((await list('category_name=computers')).count).toBe(1);
    expect((await list('')).count).toBe(CATALOG.length);
  });
});

describe(`the sitemap on ${TEST_DB}`, () => {
  it('lists every product in every language, with hreflang alternates, in parts named by the index', async () => {
    const { sitemap } = app.runtime.services;
    const index = await sitemap.index();
    expect(index).toContain('<loc>http://localhost:4321/sitemaps/pages.xml</loc>');
    expect(index).toContain('<loc>http://localhost:4321/sitemaps/products-1.xml</loc>');
    expect(index).not.toContain('services-1.xml');
    const part = (await sitemap.part('products-1'))!;
    for (const id of Object.values(ids)) {
      for (const prefix of ['', '/ru', '/en']) expect(part).toContain(`<loc>http://localhost:4321${prefix}/product/${id}</loc>`);
    }
    expect(part).toContain(`<xhtml:link rel="alternate" hreflang="ru" href="http://localhost:4321/ru/product/${ids.sofa}"/>`);
    expect(await sitemap.part('products-2')).toBeNull();
    expect(await sitemap.part('../../etc/passwd')).toBeNull();
    expect(await sitemap.part('pages')).toContain('<loc>http://localhost:4321/ru/products</loc>');
  });

  it('gives an exact count whole: the last pages of a long list are read from its end, and a page far from both ends is 400 page_too_deep', async () => {
    // The count of every product, as the counts table says it (30,000 here: only the last ten rows exist).
    const totals = () =>
      app.runtime.database.db.updateTable('listing_totals').where('kind', '=', 'product').where('category_id', '=', 0).where('region_id', '=', 0);
    const real = (
      await app.runtime.database.db
        .selectFrom('listing_totals')
        .select('count')
        .where('kind', '=', 'product')
        .where('category_id', '=', 0)
        .where('region_id', '=', 0)
        .executeTakeFirstOrThrow()
    ).count;
    await totals().set({ count: 30_000 }).execute();
    try {
      const last = await list('page=2500');
      expect(last.count).toBe(30_000);
      expect(last.count_capped).toBe(false);
      // Page 2,500 holds the oldest twelve: read backwards from the end and turned round, newest first.
      expect(keysOf(last)).toEqual(CATALOG.map((item) => item.key).reverse());
      const deep = await app.request('/api/products/api/products/?page=1000&lang=en');
      expect(deep.status).toBe(400);
      expect(await deep.json()).toMatchObject({ code: 'page_too_deep', errors: { page: [expect.any(String)] } });
    } finally {
      await totals().set({ count: real }).execute();
    }
    expect((await list('')).count).toBe(CATALOG.length);
  });
});
