import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RealEstate, RealEstateDetail } from '../../src/lib/schemas/shapes.ts';
import { FIRST_WEEK_MS } from '../../src/server/rate-limit/quotas.ts';
import { registerUser, tokenHeader, type RegisteredUser } from '../fixtures/accounts.ts';
import { allLocations, pngFile, productForm, type LocationInfo } from '../fixtures/listings.ts';
import { startTestApp, TEST_DB, type TestApp } from '../fixtures/test-app.ts';
import { answerOf, callAs } from '../fixtures/api-calls.ts';
import type { SavedSearch } from '../../src/lib/schemas/saved-searches.ts';
import { realEstateFacets } from '../../src/lib/real-estate-facets.ts';

const API = '/api/real-estate/api/real-estate';
/** data/rates/usd.json: 12 718.43 so'm a dollar, of 28 November 2026. */
const RATE = 12_718.43;

let app: TestApp;
let owner: RegisteredUser;
let buyer: RegisteredUser;
let yunusobod: LocationInfo;
let chilonzor: LocationInfo;
let samarqand: LocationInfo;
let yunusobodRegion: number;
beforeAll(async () => {
  app = await startTestApp();
  await app.runtime.services.rates.refresh('USD');
  owner = await registerUser(app, { username: 'UyEgasi' });
  buyer = await registerUser(app, { username: 'Xaridor' });
  app.clock.advance(FIRST_WEEK_MS);
  const places = await allLocations(app);
  yunusobod = places.find((place) => place.district.startsWith('Yunusobod'))!;
  chilonzor = places.find((place) => place.district.startsWith('Chilonzor'))!;
  samarqand = places.find((place) => place.region.startsWith('Samarqand'))!;
  yunusobodRegion = (await app.runtime.services.locations.regionIdOf(yunusobod.id))!;
});
afterAll(async () => {
  await app.close();
});

const flat = (overrides: Record<string, string | undefined> = {}) => ({
  title: '3 xonali kvartira, Yunusobod 4-kvartal, 78 m²',
  description: 'Evroremont, mebel va texnika qoladi. Kadastr joyida. Torg bor.',
  property_type: 'flat',
  deal: 'sale',
  price: '78 000',
  currency: 'USD',
  rooms: '3',
  area: '78,5',
  floor: '5',
  floors: '9',
  material: 'brick',
  new_building: 'false',
  repair: 'euro',
  furnished: 'true',
  seller_type: 'owner',
  landmark: 'Korzinka, Yunusobod 4-kvartal',
  location_id: String(yunusobod.id),
  ...overrides,
});
const house = (overrides: Record<string, string | undefined> = {}) => ({
  title: 'Hovli ijaraga, 4 xona, 6 sotix',
  description: 'Oilaga uzoq muddatga beriladi. Gaz, suv, svet bor.',
  property_type: 'house',
  deal: 'rent',
  price: '4 500 000',
  currency: 'UZS',
  rooms: '4',
  area: '120',
  land_sotix: '6',
  floors: '1',
  material: 'block',
  repair: 'good',
  furnished: 'false',
  seller_type: 'agency',
  commission: '50',
  location_id: String(samarqand.id),
  ...overrides,
});

const post = async (fields: Record<string, string | undefined>, user: RegisteredUser = owner, lang = 'en') =>
  app.request(`${API}/?lang=${lang}`, { method: 'POST', headers: tokenHeader(user), body: productForm(fields, [await pngFile()]) });
const create = async (fields: Record<string, string | undefined>, user: RegisteredUser = owner) => {
  const response = await post(fields, user);
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as RealEstate;
};
const list = async (query: string) => {
  const response = await app.request(`${API}/?${query}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { count: number; results: RealEstate[] }).results;
};
const errorsOf = async (response: Response) => ((await response.json()) as { errors?: Record<string, string[]>; code: string }).errors ?? {};
const fieldsRows = async () =>
  Number(
    (
      await app.runtime.database.db
        .selectFrom('real_estate_fields')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe(`real-estate listings on ${TEST_DB}`, () => {
  it('lists a 3-room flat for sale in dollars: its own fields, the price in so’m at the day’s rate and per m², the type as its category', async () => {
    const listing = await create(flat());
    expect(listing).toMatchObject({
      property_type: 'flat',
      deal: 'sale',
      rooms: 3,
      area: 78.5,
      land_sotix: null,
      floor: 5,
      floors: 9,
      material: 'brick',
      new_building: false,
      repair: 'euro',
      furnished: true,
      seller_type: 'owner',
      commission: null,
      landmark: 'Korzinka, Yunusobod 4-kvartal',
      price: 78_000,
      currency: 'USD',
      price_usd: 78_000,
      price_uzs: Math.round(78_000 * RATE),
      price_per_m2_usd: Math.round(78_000 / 78.5),
      price_per_m2_uzs: Math.round(Math.round(78_000 * RATE) / 78.5),
      rate_date: '2026-11-28',
      category: { slug: 'flat', name_uz: 'Kvartiralar' },
      location: { id: yunusobod.id },
      status: 'active',
      userName: { id: owner.id },
    });
    // 60 days up, as the kind says.
    expect(Date.parse(listing.expires_at) - Date.parse(listing.created_at)).toBe(60 * 24 * 3600 * 1000);
    const detail = (await (await app.request(`${API}/${listing.id}/`)).json()) as RealEstateDetail;
    expect(detail.real_estate).toMatchObject({ id: listing.id, rooms: 3, price_uzs: listing.price_uzs });
  });

  it('lists a house for rent in so’m with its land in sotix, by an agency with its commission, the dollars beside it', async () => {
    const listing = await create(house());
    expect(listing).toMatchObject({
      property_type: 'house',
      deal: 'rent',
      rooms: 4,
      area: 120,
      land_sotix: 6,
      floor: null,
      floors: 1,
      seller_type: 'agency',
      commission: 50,
      price: 4_500_000,
      currency: 'UZS',
      price_uzs: 4_500_000,
      price_usd: Math.round(4_500_000 / RATE),
    });
  });

  it('refuses a field the type has not, a floor above the building, a missing room count and an owner’s commission, writing nothing', async () => {
    const before = await fieldsRows();
    const land = await post(
      {
        ...flat(),
        property_type: 'land',
        rooms: undefined,
        area: undefined,
        floors: undefined,
        material: undefined,
        repair: undefined,
        furnished: undefined,
        new_building: undefined,
        land_sotix: '10',
      },
      owner,
    );
    expect(land.status).toBe(400);
    expect(Object.keys(await errorsOf(land))).toEqual(['floor']);
    const above = await post(flat({ floor: '10', floors: '9' }));
    expect(Object.keys(await errorsOf(above))).toEqual(['floor']);
    const noRooms = await post(flat({ rooms: undefined }));
    expect(Object.keys(await errorsOf(noRooms))).toEqual(['rooms']);
    const commission = await post(flat({ commission: '3' }));
    expect(Object.keys(await errorsOf(commission))).toEqual(['commission']);
    const zeroArea = await post(flat({ area: '0' }));
    expect(Object.keys(await errorsOf(zeroArea))).toEqual(['area']);
    const huge = await post(flat({ price: '999999999999' }));
    expect(Object.keys(await errorsOf(huge))).toEqual(['price']);
    const uzbek = await post(flat({ floor: '10', floors: '9' }), owner, 'uz');
    expect((await errorsOf(uzbek)).floor![0]).toMatch(/qavat/i);
    expect(await fieldsRows()).toBe(before);
  });

  it('finds “2–3 rooms, Yunusobod, up to $80,000, not the first floor” and nothing else', async () => {
    const match = await create(flat({ title: '2 xonali kvartira, Yunusobod 19-kvartal', rooms: '2', area: '54', floor: '3', price: '62000' }));
    const top = await create(flat({ title: '3 xonali, Yunusobod, oxirgi qavat', floor: '9', floors: '9', price: '70000' }));
    const firstFloor = await create(flat({ title: '2 xonali, Yunusobod, 1-qavat', rooms: '2', floor: '1', price: '55000' }));
    const dear = await create(flat({ title: '3 xonali, Yunusobod, qimmat', price: '95000' }));
    const elsewhere = await create(flat({ title: '2 xonali, Chilonzor', rooms: '2', location_id: String(chilonzor.id), price: '50000' }));
    const fourRooms = await create(flat({ title: '4 xonali, Yunusobod', rooms: '4', price: '79000' }));
    const query = `property_type=flat&deal=sale&rooms=2,3&district_name=${encodeURIComponent(yunusobod.district)}&currency=USD&max_price=80000&not_first_floor=true`;
    const found = await list(query);
    const ids = found.map((each) => each.id);
    expect(ids).toEqual(expect.arrayContaining([match.id, top.id]));
    expect(ids).not.toContain(firstFloor.id);
    expect(ids).not.toContain(dear.id);
    expect(ids).not.toContain(elsewhere.id);
    expect(ids).not.toContain(fourRooms.id);
    for (const each of found) {
      expect([2, 3]).toContain(each.rooms);
      expect(each.floor).toBeGreaterThan(1);
      expect(each.price_usd).toBeLessThanOrEqual(80_000);
      expect(each.location.id).toBe(yunusobod.id);
    }
    // Not the last floor either: the top-floor flat leaves.
    expect((await list(`${query}&not_last_floor=1`)).map((each) => each.id)).not.toContain(top.id);
    // The same bound in so'm finds the same flats.
    const som = Math.round(80_000 * RATE);
    expect((await list(query.replace('currency=USD&max_price=80000', `max_price=${som}`))).map((each) => each.id).sort()).toEqual(
      found.map((each) => each.id).sort(),
    );
    // 4+ rooms.
    expect((await list('rooms=4')).every((each) => (each.rooms ?? 0) >= 4)).toBe(true);
  });

  it('sorts by price per m², cheapest first, and filters by area and owners only', async () => {
    const byM2 = await list('property_type=flat&ordering=price_m2&page_size=100');
    const perM2 = byM2.map((each) => each.price_per_m2_uzs!);
    expect(perM2).toEqual([...perM2].sort((a, b) => a - b));
    // A district's, through its own per-m² index: only its listings, cheapest per m² first.
    const district = await list(`district_name=${encodeURIComponent(yunusobod.district)}&ordering=price_m2&page_size=100`);
    expect(district.length).toBeGreaterThan(3);
    expect(district.every((each) => each.location.id === yunusobod.id)).toBe(true);
    const districtPerM2 = district.map((each) => each.price_per_m2_uzs!);
    expect(districtPerM2).toEqual([...districtPerM2].sort((a, b) => a - b));
    expect((await list('area_min=60&area_max=80')).every((each) => each.area! >= 60 && each.area! <= 80)).toBe(true);
    expect((await list('owner_only=true&page_size=100')).every((each) => each.seller_type === 'owner')).toBe(true);
    expect((await list('deal=rent')).every((each) => each.deal === 'rent')).toBe(true);
  });

  it('finds a word with the kind’s filters: only the listed properties holding it that meet them, counted, alone or with a place or a second word', async () => {
    const rent = await create(
      flat({
        title: 'Ijaraga ikki xonali lavsonka kvartira',
        deal: 'rent',
        rooms: '2',
        price: '5 000 000',
        currency: 'UZS',
        location_id: String(samarqand.id),
      }),
    );
    const rentTashkent = await create(flat({ title: 'Lavsonka kvartira ijaraga, Yunusobod', deal: 'rent', rooms: '3', price: '7 000 000', currency: 'UZS' }));
    const sale = await create(flat({ title: 'Lavsonka kvartira sotiladi', rooms: '2' }));
    const paused = await create(flat({ title: 'Lavsonka kvartira, vaqtincha', deal: 'rent', rooms: '2', price: '4 000 000', currency: 'UZS' }));
    expect((await callAs(app, 'POST', `${API}/${paused.id}/pause`, owner)).status).toBe(200);
    const search = async (query: string) => {
      const response = await app.request(`${API}/?${query}`);
      expect(response.status, await response.clone().text()).toBe(200);
      const { count, results } = (await response.json()) as { count: number; results: RealEstate[] };
      expect(count, query).toBe(results.length);
      return results.map((each) => each.id).sort();
    };
    // The kind's filters alone: checked on the word index's rows (no listing read); a paused one is not in the index.
    expect(await search('title=lavsonka&deal=rent')).toEqual([rent.id, rentTashkent.id].sort());
    expect(await search('title=lavsonka&deal=rent&rooms=2')).toEqual([rent.id]);
    expect(await search('title=lavsonka&deal=sale')).toEqual([sale.id]);
    // With a place (read through the listing), and with two words (the second checked on the title).
    expect(await search(`title=lavsonka&deal=rent&region_name=${encodeURIComponent(samarqand.region)}`)).toEqual([rent.id]);
    expect(await search('title=lavsonka+ijaraga&deal=rent')).toEqual([rent.id, rentTashkent.id].sort());
    expect(await search('title=lavsonka+sotiladi&deal=rent')).toEqual([]);
    // Newest first, and by price, the same listings.
    expect(await search('title=lavsonka&deal=rent&ordering=-created_at')).toEqual([rent.id, rentTashkent.id].sort());
    expect(await search('title=lavsonka&deal=rent&ordering=price')).toEqual([rent.id, rentTashkent.id].sort());
  });

  it('refuses filters that make no sense with a stable code', async () => {
    for (const query of ['rooms=7', 'deal=swap', 'area_min=90&area_max=10', 'property_type=castle', 'ordering=cheapest']) {
      const response = await app.request(`${API}/?${query}`);
      expect(response.status, query).toBe(400);
      expect(((await response.json()) as { code: string }).code).toBe('validation_error');
    }
  });

  it('re-prices dollar prices in so’m at a new day’s rate, and a sold flat leaves the lists', async () => {
    const listing = await create(flat({ title: 'Kvartira, kurs sinovi', price: '100000' }));
    await app.runtime.database.db
      .insertInto('exchange_rates')
      .values({ currency: 'USD', date: '2026-11-29', rate_tiyin: 1_300_000, fetched_at: '2026-11-29T10:00:00.000Z' })
      .execute();
    app.clock.advance(8 * 24 * 3600 * 1000);
    const { repriced } = await app.runtime.services.realEstate.reprice();
    expect(repriced).toBeGreaterThan(0);
    const after = (await (await app.request(`${API}/${listing.id}/`)).json()) as RealEstateDetail;
    expect(after.real_estate).toMatchObject({ price: 100_000, currency: 'USD', price_uzs: 1_300_000_000, rate_date: '2026-11-29' });
    expect((await list(`min_price=1300000000&max_price=1300000000`)).map((each) => each.id)).toEqual([listing.id]);
    expect((await app.runtime.services.realEstate.reprice()).repriced).toBe(0);

    const sold = await app.request(`${API}/${listing.id}/sell`, { method: 'POST', headers: tokenHeader(owner) });
    expect(sold.status).toBe(200);
    expect((await list('page_size=100')).map((each) => each.id)).not.toContain(listing.id);
  });

  it('shows similar listings of the same type and rooms, its own not among them', async () => {
    const [first] = await list(`property_type=flat&deal=sale&rooms=3&district_name=${encodeURIComponent(yunusobod.district)}`);
    const detail = (await (await app.request(`${API}/${first!.id}/`)).json()) as RealEstateDetail;
    expect(detail.similar.length).toBeGreaterThan(0);
    expect(detail.similar.map((each) => each.id)).not.toContain(first!.id);
    expect(detail.similar[0]).toMatchObject({ property_type: 'flat', rooms: 3, location: { id: yunusobod.id } });
  });

  it('finds a word with the kind’s filters as the property is after an edit of them: its deal, rooms, floor and furniture', async () => {
    const listing = await create(flat({ title: 'Zumradli kvartira', rooms: '2', floor: '3', furnished: 'true' }));
    const found = async (query: string) => (await list(`title=zumradli&${query}`)).map((each) => each.id);
    expect(await found('deal=sale&rooms=2&not_first_floor=true&furnished=true')).toEqual([listing.id]);
    expect(await found('deal=rent')).toEqual([]);
    const body = productForm(
      flat({ title: 'Zumradli kvartira', deal: 'rent', rooms: '4', floor: '1', furnished: 'false', price: '6 000 000', currency: 'UZS' }),
    );
    body.append('existing_images', String(listing.images[0]!.id));
    const edited = await app.request(`${API}/${listing.id}/`, { method: 'PUT', headers: tokenHeader(owner), body });
    expect(edited.status, await edited.clone().text()).toBe(200);
    expect(await found('deal=sale')).toEqual([]);
    expect(await found('deal=rent&rooms=4')).toEqual([listing.id]);
    expect(await found('deal=rent&rooms=2')).toEqual([]);
    expect(await found('deal=rent&not_first_floor=true')).toEqual([]);
    expect(await found('deal=rent&furnished=true')).toEqual([]);
    // The area, which no facet holds, from its row of fields; and a place, read through the listing.
    expect(await found('deal=rent&area_min=78&area_max=79')).toEqual([listing.id]);
    expect(await found('deal=rent&area_min=80')).toEqual([]);
    expect(await found(`deal=rent&rooms=4&district_name=${encodeURIComponent(yunusobod.district)}`)).toEqual([listing.id]);
  });

  it('lets only its owner edit it, the fields replaced whole, and someone else is refused', async () => {
    const listing = await create(flat({ title: 'Tahrir uchun kvartira' }));
    const form = (fields: Record<string, string | undefined>) => {
      const body = productForm(fields);
      body.append('existing_images', String(listing.images[0]!.id));
      return body;
    };
    const other = await app.request(`${API}/${listing.id}/`, { method: 'PUT', headers: tokenHeader(buyer), body: form(flat({ price: '1' })) });
    expect(other.status).toBe(403);
    const edited = await app.request(`${API}/${listing.id}/`, {
      method: 'PUT',
      headers: tokenHeader(owner),
      body: form(flat({ currency: 'UZS', price: '900 000 000', furnished: undefined, landmark: undefined })),
    });
    expect(edited.status, await edited.clone().text()).toBe(200);
    expect(await edited.json()).toMatchObject({ currency: 'UZS', price: 900_000_000, price_uzs: 900_000_000, furnished: null, landmark: null });
  });

  it('tells a buyer who saved “2–3 rooms, Yunusobod, up to $80,000, not the first floor” of a matching flat only', async () => {
    // The listings up to now are matched (none is new to a search saved after them).
    await app.runtime.services.savedSearches.runDue();
    const query = `?category=flat&region=${yunusobodRegion}&district=${yunusobod.id}&max=80000&deal=sale&rooms=2&rooms=3&cur=USD&floor=not_first`;
    const saved = await answerOf<SavedSearch>(await callAs(app, 'POST', '/api/saved-searches/', buyer, { kind: 'real_estate', query }), 201);
    expect(saved.path).toBe(`/real-estate${saved.query}`);
    expect(saved.query).toContain('rooms=2&rooms=3');
    app.clock.advance(60_000);
    const match = await create(flat({ title: 'Yangi: 2 xonali, Yunusobod, 4-qavat', rooms: '2', floor: '4', price: '65000' }));
    await create(flat({ title: 'Yangi: 2 xonali, Yunusobod, 1-qavat', rooms: '2', floor: '1', price: '60000' }));
    await create(flat({ title: 'Yangi: 3 xonali, Yunusobod, qimmat', floor: '4', price: '85000' }));
    await create(flat({ title: 'Yangi: 4 xonali, Yunusobod', rooms: '4', floor: '4', price: '75000' }));
    await create(house({ title: 'Yangi: hovli', location_id: String(yunusobod.id), price: '500', currency: 'USD' }));
    await app.runtime.services.savedSearches.runDue();
    const hits = await app.runtime.database.db.selectFrom('saved_search_hits').select('listing_id').where('search_id', '=', saved.id).execute();
    expect(hits.map((hit) => Number(hit.listing_id))).toEqual([match.id]);
    const [mine] = (await answerOf<{ results: SavedSearch[] }>(await callAs(app, 'GET', '/api/saved-searches/', buyer), 200)).results;
    expect(mine).toMatchObject({ id: saved.id, new_count: 1 });
  });

  it('takes up to 20 photos of a property in one form, and refuses a 21st with the kind’s limit', async () => {
    const photos = async (n: number) =>
      Promise.all(Array.from({ length: n }, (_, i) => pngFile(`#${(0x100000 + i * 7919).toString(16).slice(-6)}`, `p${i}.png`)));
    const twenty = await app.request(`${API}/?lang=en`, {
      method: 'POST',
      headers: tokenHeader(buyer),
      body: productForm(flat({ title: 'Yigirma rasmli kvartira' }), await photos(20)),
    });
    expect(twenty.status, await twenty.clone().text()).toBe(201);
    expect(((await twenty.json()) as RealEstate).images).toHaveLength(20);
    const more = await app.request(`${API}/?lang=en`, {
      method: 'POST',
      headers: tokenHeader(buyer),
      body: productForm(flat({ title: 'Yigirma bir' }), await photos(21)),
    });
    expect(more.status).toBe(400);
    expect(await errorsOf(more)).toEqual({ images: [expect.stringContaining('20')] });
  });

  it('lets a buyer write to the owner about a property, the room naming it; the owner cannot write about their own', async () => {
    const listing = await create(flat({ title: 'Chat uchun kvartira' }));
    const started = await callAs(app, 'POST', '/api/chats/', buyer, { listing_kind: 'real_estate', listing_id: listing.id });
    const room = await answerOf<{ listing: { kind: string; id: number; title: string; price: number | null } | null }>(started, 201);
    expect(room.listing).toMatchObject({ kind: 'real_estate', id: listing.id, title: 'Chat uchun kvartira', price: listing.price_uzs });
    expect((await callAs(app, 'POST', '/api/chats/', owner, { listing_kind: 'real_estate', listing_id: listing.id })).status).toBe(400);
    // A property is not a product.
    expect((await callAs(app, 'POST', '/api/chats/', buyer, { listing_kind: 'product', listing_id: listing.id })).status).toBe(400);
  });
  it('keeps a list with the kind’s filters in step with the listing: its district and price edited, a raise, a pause, a resume, a sale', async () => {
    const ids = async (query: string) => (await list(`${query}&furnished=true&page_size=100`)).map((each) => each.id);
    const inYunusobod = `district_name=${encodeURIComponent(yunusobod.district)}`;
    const inChilonzor = `district_name=${encodeURIComponent(chilonzor.district)}`;
    const listing = await create(flat({ title: 'Qadam-baqadam kvartira', price: '70000' }));
    expect(await ids(inYunusobod)).toContain(listing.id);
    const form = (fields: Record<string, string | undefined>) => {
      const body = productForm(fields);
      body.append('existing_images', String(listing.images[0]!.id));
      return body;
    };
    const moved = await app.request(`${API}/${listing.id}/`, {
      method: 'PUT',
      headers: tokenHeader(owner),
      body: form(flat({ title: 'Qadam-baqadam kvartira', price: '71000', location_id: String(chilonzor.id) })),
    });
    expect(moved.status, await moved.clone().text()).toBe(200);
    expect(await ids(inYunusobod)).not.toContain(listing.id);
    expect(await ids(`${inChilonzor}&currency=USD&min_price=71000&max_price=71000`)).toEqual([listing.id]);
    // Raised a week later, it is first among the newest again.
    const older = await create(flat({ title: 'Undan keyingi kvartira', location_id: String(chilonzor.id) }));
    app.clock.advance(8 * 24 * 3600 * 1000);
    expect((await ids(inChilonzor))[0]).toBe(older.id);
    expect((await app.request(`${API}/${listing.id}/raise`, { method: 'POST', headers: tokenHeader(owner) })).status).toBe(200);
    expect((await ids(inChilonzor))[0]).toBe(listing.id);
    expect((await app.request(`${API}/${listing.id}/pause`, { method: 'POST', headers: tokenHeader(owner) })).status).toBe(200);
    expect(await ids(inChilonzor)).not.toContain(listing.id);
    expect((await app.request(`${API}/${listing.id}/resume`, { method: 'POST', headers: tokenHeader(owner) })).status).toBe(200);
    expect(await ids(inChilonzor)).toContain(listing.id);
    expect((await app.request(`${API}/${listing.id}/sell`, { method: 'POST', headers: tokenHeader(owner) })).status).toBe(200);
    expect(await ids(inChilonzor)).not.toContain(listing.id);
  });

  it('holds, for every property written above, its facets as its fields pack them, on its listing and on each of its words', async () => {
    const rows = await app.runtime.database.db
      .selectFrom('real_estate_fields')
      .select(['listing_id', 'deal', 'rooms', 'floor', 'floors', 'new_building', 'furnished', 'seller_type'])
      .execute();
    const flag = (value: number | null) => (value === null ? null : Number(value) === 1);
    const stored = new Map(
      rows.map((row) => [Number(row.listing_id), { ...row, newBuilding: flag(row.new_building), furnished: flag(row.furnished), sellerType: row.seller_type }]),
    );
    const listings = await app.runtime.database.db.selectFrom('listings').select(['id', 'facets', 'listed']).where('kind', '=', 'real_estate').execute();
    expect(listings.length).toBeGreaterThan(10);
    for (const listing of listings) expect(Number(listing.facets), `listing ${listing.id}`).toBe(realEstateFacets(stored.get(Number(listing.id))!));
    const words = await app.runtime.database.db
      .selectFrom('listing_words')
      .innerJoin('listings', 'listings.id', 'listing_words.listing_id')
      .select(['listing_words.listing_id', 'listing_words.facets as word_facets', 'listings.facets'])
      .where('listing_words.kind', '=', 'real_estate')
      .execute();
    expect(new Set(words.map((row) => row.listing_id)).size).toBe(listings.filter((listing) => Number(listing.listed) === 1).length);
    for (const row of words) expect(Number(row.word_facets), `a word of listing ${row.listing_id}`).toBe(Number(row.facets));
  });

  it('holds, for every property written above, a copy of its listing’s place, type, price, state and sort date equal to the listing’s', async () => {
    const rows = await app.runtime.database.db
      .selectFrom('real_estate_fields')
      .innerJoin('listings', 'listings.id', 'real_estate_fields.listing_id')
      .select([
        'listings.id',
        'listings.listed as l_listed',
        'real_estate_fields.listed as f_listed',
        'listings.status as l_status',
        'real_estate_fields.status as f_status',
        'listings.category_id as l_category',
        'real_estate_fields.category_id as f_category',
        'listings.region_id as l_region',
        'real_estate_fields.region_id as f_region',
        'listings.location_id as l_location',
        'real_estate_fields.location_id as f_location',
        'listings.price as l_price',
        'real_estate_fields.price as f_price',
        'listings.listed_at as l_listed_at',
        'real_estate_fields.listed_at as f_listed_at',
      ])
      .execute();
    expect(rows.length).toBeGreaterThan(10);
    expect(new Set(rows.map((row) => row.l_status)).size).toBeGreaterThan(1);
    for (const row of rows) {
      expect(
        [row.f_listed, row.f_status, row.f_category, row.f_region, row.f_location, String(row.f_price), String(row.f_listed_at)],
        `listing ${row.id}`,
      ).toEqual([row.l_listed, row.l_status, row.l_category, row.l_region, row.l_location, String(row.l_price), String(row.l_listed_at)]);
    }
  });
});
