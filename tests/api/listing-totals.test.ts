import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { up as createListingTotals } from '../../src/server/db/migrations/20261125-0800-listing-totals.ts';
import { registerUser, tokenHeader, type RegisteredUser } from '../fixtures/accounts.ts';
import { allLocations, createProduct, productCategories, productFields, productForm, putProduct } from '../fixtures/listings.ts';
import { startTestApp, TEST_DB, type TestApp } from '../fixtures/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

const db = () => app.runtime.database.db;
/** The totals as the listings themselves say, keyed `kind/category/region` with 0 for "any". */
async function truth(): Promise<Record<string, number>> {
  const rows = await db().selectFrom('listings').select(['kind', 'category_id', 'region_id']).execute();
  const totals: Record<string, number> = {};
  for (const row of rows) {
    for (const [category, region] of [
      [0, 0],
      [row.category_id, 0],
      [0, row.region_id],
      [row.category_id, row.region_id],
    ]) {
      const key = `${row.kind}/${category}/${region}`;
      totals[key] = (totals[key] ?? 0) + 1;
    }
  }
  return totals;
}
async function stored(): Promise<Record<string, number>> {
  const rows = await db().selectFrom('listing_totals').selectAll().execute();
  return Object.fromEntries(rows.filter((row) => row.count !== 0).map((row) => [`${row.kind}/${row.category_id}/${row.region_id}`, row.count]));
}
const listCount = async (query: string) => ((await (await app.request(`/api/products/api/products/?${query}`)).json()) as { count: number }).count;

describe(`listing totals on ${TEST_DB}`, () => {
  it('stay equal to the listings through 30 creations, moves and deletions at once, and answer the list counts', async () => {
    const categories = (await productCategories(app)).slice(0, 3);
    const places = (await allLocations(app)).filter((place, index, all) => all.findIndex((other) => other.region === place.region) === index).slice(0, 3);
    const sellers: RegisteredUser[] = await Promise.all(Array.from({ length: 10 }, () => registerUser(app)));
    const created = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        createProduct(app, sellers[index % 10]!, categories[index % 3]!.id, { title: `Hisob ${index}`, location_id: String(places[index % 3]!.id) }),
      ),
    );
    // Ten move to another category and place, ten are deleted, all at once (each seller has at most 3 uploads in flight: upload-gate.ts lets 2 run and 2 wait).
    const moves = created.slice(0, 10).map(async (product, index) => {
      const owner = sellers[created.indexOf(product) % 10]!;
      const form = productForm(productFields(categories[(index + 1) % 3]!.id, { location_id: String(places[(index + 2) % 3]!.id) }));
      for (const image of product.images) form.append('existing_images', String(image.id));
      expect((await putProduct(app, owner, product.id, form)).status).toBe(200);
    });
    const deletions = created.slice(10, 20).map(async (product) => {
      const owner = sellers[created.indexOf(product) % 10]!;
      expect((await app.request(`/api/products/api/products/${product.id}/`, { method: 'DELETE', headers: tokenHeader(owner) })).status).toBe(204);
    });
    await Promise.all([...moves, ...deletions]);

    expect(await stored()).toEqual(await truth());
    const regionOf = async (locationId: number) =>
      (await db().selectFrom('locations').select('region_id').where('id', '=', locationId).executeTakeFirstOrThrow()).region_id;
    const region = await regionOf(places[0]!.id);
    const rows = await db().selectFrom('listings').select(['category_id', 'region_id']).where('kind', '=', 'product').execute();
    expect(await listCount('')).toBe(rows.length);
    expect(await listCount(`category_name=${categories[0]!.slug}`)).toBe(rows.filter((row) => row.category_id === categories[0]!.id).length);
    expect(await listCount(`region_name=${encodeURIComponent(places[0]!.region)}`)).toBe(rows.filter((row) => row.region_id === region).length);
    expect(await listCount(`category_name=${categories[1]!.slug}&region_name=${encodeURIComponent(places[0]!.region)}`)).toBe(
      rows.filter((row) => row.category_id === categories[1]!.id && row.region_id === region).length,
    );
  });

  it('are filled by their migration from the district counts an existing database has', async () => {
    const before = await stored();
    expect(Object.keys(before).length).toBeGreaterThan(0);
    await sql`drop table listing_totals`.execute(db());
    await createListingTotals(db() as never);
    expect(await stored()).toEqual(before);
  });
});
