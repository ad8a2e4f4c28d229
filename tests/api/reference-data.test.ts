import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_DB, type TestApp } from '../fixtures/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

interface Region {
  id: number;
  region: string;
  region_ru: string;
  region_en: string;
  districts: string[];
}

describe(`reference data on ${TEST_DB}`, () => {
  it('lists 14 regions with 206 districts between them', async () => {
    const response = await app.request('/api/accounts/regions');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    const { regions } = (await response.json()) as { regions: Region[] };
    expect(regions).toHaveLength(14);
    expect(regions.reduce((sum, region) => sum + region.districts.length, 0)).toBe(206);
    const tashkent = regions.find((region) => region.region === 'Toshkent shahri');
    expect(tashkent).toMatchObject({ region_ru: 'город Ташкент', region_en: 'Tashkent City' });
    expect(tashkent?.districts).toHaveLength(12);
    expect(tashkent?.districts).toContain('Chilonzor tumani');
  });

  it('lists all 206 locations with region and district names in three languages', async () => {
    const response = await app.request('/api/accounts/all-location');
    const locations = (await response.json()) as Array<Record<string, unknown>>;
    expect(locations).toHaveLength(206);
    expect(new Set(locations.map((location) => location.id)).size).toBe(206);
    expect(locations[0]).toEqual({
      id: expect.any(Number),
      region: 'Andijon viloyati',
      district: 'Oltinkoʻl tumani',
      region_ru: 'Андижанская область',
      region_en: 'Andijan Region',
      district_ru: 'Алтынкульский район',
      district_en: 'Oltinkol District',
    });
  });

  it('gives the districts of a region by id, with location ids that match all-location', async () => {
    const { regions } = (await (await app.request('/api/accounts/regions')).json()) as { regions: Region[] };
    const fergana = regions.find((region) => region.region_en === 'Fergana Region')!;
    const response = await app.request(`/api/accounts/districts/${fergana.id}`);
    expect(response.status).toBe(200);
    const { districts } = (await response.json()) as { districts: Array<{ id: number; district: string }> };
    expect(districts.map((d) => d.district)).toEqual(fergana.districts);
    const all = (await (await app.request('/api/accounts/all-location')).json()) as Array<{ id: number; region: string }>;
    for (const district of districts) {
      expect(all.find((location) => location.id === district.id)?.region).toBe(fergana.region);
    }
  });

  it.each([
    ['Uzbek name', 'Fargʻona viloyati'],
    ['Uzbek name typed with an ASCII apostrophe', "Farg'ona viloyati"],
    ['Uzbek name in capitals with a typographic apostrophe', 'FARG’ONA VILOYATI'],
    ['Russian name', 'Ферганская область'],
    ['English name', 'Fergana Region'],
  ])('finds a region by its %s', async (_label, name) => {
    const response = await app.request(`/api/accounts/districts/${encodeURIComponent(name)}`);
    expect(response.status).toBe(200);
    const { districts } = (await response.json()) as { districts: unknown[] };
    expect(districts).toHaveLength(19);
  });

  it('answers an unknown region with a localized 404', async () => {
    const uz = await app.request('/api/accounts/districts/Atlantida');
    expect(uz.status).toBe(404);
    expect(await uz.json()).toEqual({ detail: 'Bunday viloyat topilmadi.', code: 'region_not_found' });

    const ru = await app.request('/api/accounts/districts/999?lang=ru');
    expect(await ru.json()).toEqual({ detail: 'Такая область не найдена.', code: 'region_not_found' });

    const en = await app.request('/api/accounts/districts/999', { headers: { 'Accept-Language': 'en-US,en;q=0.9' } });
    expect(await en.json()).toEqual({ detail: 'No such region.', code: 'region_not_found' });
  });

  it('lists 20 product and 20 service categories, each named in three languages', async () => {
    const products = (await (await app.request('/api/products/api/categories/')).json()) as Array<Record<string, unknown>>;
    const services = (await (await app.request('/api/services/api/categories')).json()) as Array<Record<string, unknown>>;
    expect(products).toHaveLength(20);
    expect(services).toHaveLength(20);
    expect(products[0]).toEqual({
      id: expect.any(Number),
      slug: 'phones',
      name_uz: 'Telefonlar va aksessuarlar',
      name_ru: 'Телефоны и аксессуары',
      name_en: 'Phones & accessories',
    });
    const ids = new Set([...products, ...services].map((category) => category.id));
    expect(ids.size).toBe(40);
  });

  it('seeds reference data once: a second start on the same database changes nothing', async () => {
    const before = await (await app.request('/api/accounts/all-location')).json();
    const second = await app.restart();
    const after = await (await second.api.request('/api/accounts/all-location')).json();
    expect(after).toEqual(before);
    const categories = (await (await second.api.request('/api/services/api/categories')).json()) as unknown[];
    expect(categories).toHaveLength(20);
  });
});
