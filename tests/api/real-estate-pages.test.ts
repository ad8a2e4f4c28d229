import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meetsRealEstateFilters, type RealEstateFields, type RealEstateFilters } from '../../src/lib/real-estate.ts';
import { FIRST_WEEK_MS } from '../../src/server/rate-limit/quotas.ts';
import { createRealEstateRepository, type RealEstateRepository } from '../../src/server/kinds/real-estate/real-estate.repository.ts';
import type { OwnListFilter, OwnListOrder } from '../../src/server/listings/own-fields.ts';
import { registerUser, tokenHeader, type RegisteredUser } from '../fixtures/accounts.ts';
import { allLocations, pngFile, productForm, type LocationInfo } from '../fixtures/listings.ts';
import { startTestApp, TEST_DB, type TestApp } from '../fixtures/test-app.ts';

/**
 * A list with the kind's filters, a page and its count in one statement (real-estate.repository.ts
 * `countedPage`). On PostgreSQL a list of a district or a region holds two ways to its page, each
 * gated by the count: a walk of its order's index when it matches more than the cap, the matches
 * read through the count's index and sorted when it matches fewer. A small cap runs both ways here
 * on the same properties; every page must be the properties that meet the filters, in the order.
 */
const API = '/api/real-estate/api/real-estate';

let app: TestApp;
let owner: RegisteredUser;
let repository: RealEstateRepository;
let types: number[];
let flatType: number;
let yunusobod: LocationInfo;
let chilonzor: LocationInfo;
let samarqand: LocationInfo;
let tashkent: number;
let samarqandRegion: number;

interface Property {
  id: number;
  listed: boolean;
  categoryId: number;
  regionId: number;
  locationId: number;
  price: number;
  listedAt: string;
  priceM2: number | null;
  fields: RealEstateFields;
}
let properties: Property[] = [];

beforeAll(async () => {
  app = await startTestApp();
  await app.runtime.services.rates.refresh('USD');
  owner = await registerUser(app, { username: 'Rieltor' });
  app.clock.advance(FIRST_WEEK_MS);
  const places = await allLocations(app);
  yunusobod = places.find((place) => place.district.startsWith('Yunusobod'))!;
  chilonzor = places.find((place) => place.district.startsWith('Chilonzor'))!;
  samarqand = places.find((place) => place.region.startsWith('Samarqand'))!;
  tashkent = (await app.runtime.services.locations.regionIdOf(yunusobod.id))!;
  samarqandRegion = (await app.runtime.services.locations.regionIdOf(samarqand.id))!;
  const categories = await app.runtime.services.catalog.listCategories('real_estate');
  types = categories.map((type) => type.id);
  flatType = categories.find((type) => type.slug === 'flat')!.id;
  repository = createRealEstateRepository(app.runtime.database.db, app.runtime.database.kind);

  // 36 flats and offices: two districts of Tashkent and one of Samarqand, every deal, 1 to 6 rooms,
  // floors from the first to the last, prices repeating (ties are ordered by id), a minute apart.
  const ids: number[] = [];
  for (let at = 0; at < 36; at++) {
    const place = at % 6 === 5 ? samarqand : at % 3 === 2 ? chilonzor : yunusobod;
    const floors = 9;
    const response = await app.request(`${API}/?lang=en`, {
      method: 'POST',
      headers: tokenHeader(owner),
      body: productForm(
        {
          title: `${1 + (at % 6)} xonali kvartira, ${at}-uy`,
          description: 'Kvartira sotiladi yoki ijaraga beriladi, hujjatlari joyida.',
          property_type: at % 7 === 6 ? 'commercial' : 'flat',
          deal: ['sale', 'rent', 'daily'][at % 3 === 2 ? 0 : (at >> 1) % 3],
          price: String(1_000_000 + ((at * 7) % 10) * 500_000),
          currency: 'UZS',
          rooms: String(1 + ((at * 5) % 6)),
          area: String(30 + ((at * 13) % 90)),
          floor: String(1 + ((at * 4) % floors)),
          floors: String(floors),
          material: 'brick',
          new_building: at % 4 === 0 ? 'true' : 'false',
          repair: 'good',
          furnished: at % 3 === 0 ? 'true' : 'false',
          seller_type: at % 5 === 0 ? 'agency' : 'owner',
          ...(at % 5 === 0 && { commission: '30' }),
          location_id: String(place.id),
        },
        [await pngFile()],
      ),
    });
    expect(response.status, await response.clone().text()).toBe(201);
    ids.push(((await response.json()) as { id: number }).id);
    app.clock.advance(60_000);
  }
  // Two leave the lists.
  await app.runtime.database.db.updateTable('listings').set({ status: 'sold' }).where('id', 'in', [ids[4]!, ids[9]!]).execute();

  const rows = await app.runtime.database.db
    .selectFrom('real_estate_fields')
    .select(['listing_id', 'listed', 'category_id', 'region_id', 'location_id', 'price', 'listed_at', 'price_m2'])
    .execute();
  const fields = await repository.load(rows.map((row) => Number(row.listing_id)));
  properties = rows.map((row) => ({
    id: Number(row.listing_id),
    listed: Number(row.listed) === 1,
    categoryId: Number(row.category_id),
    regionId: Number(row.region_id),
    locationId: Number(row.location_id),
    price: Number(row.price),
    listedAt: String(row.listed_at),
    priceM2: row.price_m2 === null ? null : Number(row.price_m2),
    fields: fields.get(Number(row.listing_id))!,
  }));
});
afterAll(async () => {
  await app.close();
});

/** The listed properties a list holds, in its order (ties by id the same way), as the lists have it. */
function expected(filter: OwnListFilter, filters: RealEstateFilters | undefined, order: OwnListOrder): number[] {
  const held = properties.filter(
    (each) =>
      each.listed &&
      (filter.categoryId === undefined || each.categoryId === filter.categoryId) &&
      (filter.locationIds !== undefined ? filter.locationIds.includes(each.locationId) : filter.regionId === undefined || each.regionId === filter.regionId) &&
      (filter.minPrice === undefined || each.price >= filter.minPrice) &&
      (filter.maxPrice === undefined || each.price <= filter.maxPrice) &&
      (filters === undefined || meetsRealEstateFilters(filters, each.fields)),
  );
  const by = {
    newest: (a: Property, b: Property) => b.listedAt.localeCompare(a.listedAt) || b.id - a.id,
    price: (a: Property, b: Property) => a.price - b.price || a.id - b.id,
    '-price': (a: Property, b: Property) => b.price - a.price || b.id - a.id,
    price_m2: (a: Property, b: Property) => a.priceM2! - b.priceM2! || a.id - b.id,
  }[order];
  return held.sort(by).map((each) => each.id);
}

const LISTS: Array<{ name: string; filter: () => OwnListFilter; filters: RealEstateFilters | undefined }> = [
  { name: 'a district, for sale', filter: () => ({ locationIds: [yunusobod.id] }), filters: { deal: 'sale' } },
  {
    name: 'a district, flats of 2–3 rooms not on the first floor',
    filter: () => ({ locationIds: [yunusobod.id], categoryId: flatType }),
    filters: { rooms: [2, 3], notFirstFloor: true },
  },
  { name: 'a district, 1–3 rooms, up to a price', filter: () => ({ locationIds: [yunusobod.id], maxPrice: 3_500_000 }), filters: { rooms: [1, 2, 3] } },
  {
    name: 'a region, 1–3 rooms for sale, from a price to a price',
    filter: () => ({ regionId: tashkent, minPrice: 1_500_000, maxPrice: 5_000_000 }),
    filters: { deal: 'sale', rooms: [1, 2, 3] },
  },
  { name: 'a district up to a price, new buildings', filter: () => ({ locationIds: [chilonzor.id], maxPrice: 3_000_000 }), filters: { newBuilding: true } },
  { name: 'a region, for rent', filter: () => ({ regionId: tashkent }), filters: { deal: 'rent' } },
  { name: 'a region, 4 rooms or more, not on the last floor', filter: () => ({ regionId: tashkent }), filters: { rooms: [4], notLastFloor: true } },
  {
    name: 'a region, 50–100 m², owners only, from a price',
    filter: () => ({ regionId: tashkent, minPrice: 2_000_000 }),
    filters: { areaMin: 50, areaMax: 100, ownerOnly: true },
  },
  { name: 'another region, 2 rooms up to a price', filter: () => ({ regionId: samarqandRegion, maxPrice: 2_500_000 }), filters: { rooms: [2] } },
  {
    name: 'a district, a filter nothing meets',
    filter: () => ({ locationIds: [chilonzor.id] }),
    filters: { deal: 'daily', rooms: [1], furnished: true, newBuilding: true },
  },
  { name: 'two districts, for sale', filter: () => ({ locationIds: [yunusobod.id, chilonzor.id] }), filters: { deal: 'sale' } },
  { name: 'everywhere, for rent', filter: () => ({}), filters: { deal: 'rent' } },
];
const ORDERS: OwnListOrder[] = ['newest', 'price', '-price', 'price_m2'];

describe(`a list with the kind’s filters, its page and count, on ${TEST_DB}`, () => {
  it('has lists of many and of a few, so that the caps below run both ways', () => {
    const sizes = LISTS.map((list) => expected(list.filter(), list.filters, 'newest').length);
    // Over every cap; over 2 and under 5; under 2; none.
    expect(sizes.some((size) => size > 5)).toBe(true);
    expect(sizes.some((size) => size > 2 && size <= 5)).toBe(true);
    expect(sizes.some((size) => size > 0 && size <= 2)).toBe(true);
    expect(sizes).toContain(0);
  });

  for (const list of LISTS) {
    it(`pages “${list.name}” in every order as the properties meeting it, over and under the count’s cap`, async () => {
      for (const order of ORDERS) {
        const all = expected(list.filter(), list.filters, order);
        for (const cap of [2, 5, 300]) {
          for (const [offset, limit] of [
            [0, 4],
            [2, 3],
            [0, 40],
          ] as const) {
            const page = await repository.countedPage(list.filter(), list.filters, order, offset, limit, cap, types);
            const context = `${order}, cap ${cap}, offset ${offset}, limit ${limit}`;
            expect(page.count, context).toBe(Math.min(all.length, cap + 1));
            expect(page.ids, context).toEqual(all.slice(offset, offset + limit));
          }
        }
      }
    });
  }
});

describe(`a list without the kind’s filters, a page in its order, on ${TEST_DB}`, () => {
  const PLACES: Array<{ name: string; filter: () => OwnListFilter }> = [
    { name: 'a district', filter: () => ({ locationIds: [yunusobod.id] }) },
    { name: 'a region', filter: () => ({ regionId: tashkent }) },
    { name: 'everywhere', filter: () => ({}) },
    { name: 'two districts', filter: () => ({ locationIds: [yunusobod.id, chilonzor.id] }) },
    { name: 'flats of a district up to a price', filter: () => ({ locationIds: [yunusobod.id], categoryId: flatType, maxPrice: 3_000_000 }) },
  ];
  for (const place of PLACES) {
    it(`pages “${place.name}” in every order, from the start and from the end`, async () => {
      for (const order of ORDERS) {
        const all = expected(place.filter(), undefined, order);
        for (const [offset, limit] of [
          [0, 4],
          [3, 5],
        ] as const) {
          const context = `${order}, offset ${offset}, limit ${limit}`;
          expect(await repository.pageIds(place.filter(), undefined, order, offset, limit, false), context).toEqual(all.slice(offset, offset + limit));
          // From the end: the same order backwards.
          const backwards = [...all].reverse();
          expect(await repository.pageIds(place.filter(), undefined, order, offset, limit, true), `${context}, from the end`).toEqual(
            backwards.slice(offset, offset + limit),
          );
        }
      }
    });
  }
});
