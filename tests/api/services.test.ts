import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Comment, Page, Service } from '../../src/lib/schemas/shapes.ts';
import { registerUser, tokenHeader, type RegisteredUser } from '../fixtures/accounts.ts';
import { allLocations, mediaFiles, pngFile, type CategoryInfo, type LocationInfo } from '../fixtures/listings.ts';
import { startTestApp, TEST_DB, type TestApp } from '../fixtures/test-app.ts';

/** Services: the second kind of listing, on the same core as products. */
let app: TestApp;
let provider: RegisteredUser;
let client: RegisteredUser;
let categories: CategoryInfo[];
let places: LocationInfo[];
beforeAll(async () => {
  app = await startTestApp();
  provider = await registerUser(app, { username: 'Usta_Aziz' });
  client = await registerUser(app, { username: 'Mijoz' });
  categories = (await (await app.request('/api/services/api/categories')).json()) as CategoryInfo[];
  places = await allLocations(app);
});
afterAll(async () => {
  await app.close();
});

function serviceForm(fields: Record<string, string | undefined>, files: File[] = [], fileField = 'images'): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.append(name, value);
  for (const file of files) form.append(fileField, file);
  return form;
}
const fields = (overrides: Record<string, string | undefined> = {}) => ({
  name: 'Santexnik xizmatlari',
  description: 'Quvurlarni almashtirish, kran oʻrnatish. Tez va sifatli.',
  category_id: String(categories[0]!.id),
  userName_id: '999',
  ...overrides,
});
const post = (user: RegisteredUser | null, form: FormData) =>
  app.request('/api/services/api/services/?lang=en', { method: 'POST', headers: user ? tokenHeader(user) : {}, body: form });
async function createService(user: RegisteredUser, overrides: Record<string, string | undefined> = {}, files?: File[]): Promise<Service> {
  const response = await post(user, serviceForm(fields(overrides), files ?? [await pngFile('#f97316')]));
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as Service;
}
const errorsOf = async (response: Response) => ((await response.json()) as { errors?: Record<string, string[]> }).errors;

describe(`services on ${TEST_DB}`, () => {
  it("creates a service owned by the signed-in user, with images and the owner's district", async () => {
    const service = await createService(provider, {}, [await pngFile('#111111'), await pngFile('#222222')]);
    expect(service).toMatchObject({
      name: 'Santexnik xizmatlari',
      likes: 0,
      comments_count: 0,
      category: { id: categories[0]!.id },
      location: { id: places[0]!.id },
      userName: { id: provider.id, username: 'Usta_Aziz' },
    });
    expect(service.images).toHaveLength(2);
    const detail = (await (await app.request(`/api/services/api/services/${service.id}/`)).json()) as { service: Service };
    expect(detail.service.id).toBe(service.id);
    expect(detail.service).toHaveProperty('comments_count', 0);
  });

  it.each([
    ['name', { name: undefined }, 'name', 'Enter a name.'],
    ['a blank name', { name: '  ' }, 'name', 'Enter a name.'],
    ['description', { description: undefined }, 'description', 'Enter a description.'],
    ['category', { category_id: undefined }, 'category_id', 'Choose a category.'],
    ['an unknown category', { category_id: '99999' }, 'category_id', 'No such category.'],
    ['a description of 501 characters', { description: 'x'.repeat(501) }, 'description', 'The description has at most 500 characters.'],
  ])('refuses a service without %s', async (_label, override, field, message) => {
    const response = await post(provider, serviceForm(fields(override), [await pngFile()]));
    expect(response.status).toBe(400);
    expect(await errorsOf(response)).toEqual({ [field]: [message] });
  });

  it('stores names on one line and descriptions with plain line breaks, without controls or bidi overrides', async () => {
    const service = await createService(provider, {
      name: ' Santexnik\r\n24/7\u202e ',
      description: 'Birinchi qator\r\nIkkinchi\u0007 qator\r\n\r\n\r\n\r\nOxiri\u2066',
    });
    expect(service.name).toBe('Santexnik 24/7');
    expect(service.description).toBe('Birinchi qator\nIkkinchi qator\n\nOxiri');
    const blank = await post(provider, serviceForm(fields({ name: '\u202e\u0000 ' }), [await pngFile('#0f172a')]));
    expect(await errorsOf(blank)).toEqual({ name: ['Enter a name.'] });
  });

  it('takes a description of exactly 500 characters, Cyrillic included', async () => {
    expect((await createService(provider, { description: 'ў'.repeat(500) })).description).toHaveLength(500);
  });

  it('refuses a product category, a service without images or with eleven, and an owner without a district', async () => {
    const products = (await (await app.request('/api/products/api/categories')).json()) as CategoryInfo[];
    expect(await errorsOf(await post(provider, serviceForm(fields({ category_id: String(products[0]!.id) }), [await pngFile()])))).toEqual({
      category_id: ['No such category.'],
    });
    expect(await errorsOf(await post(provider, serviceForm(fields())))).toEqual({ images: ['Add at least one picture.'] });
    const eleven = await Promise.all(Array.from({ length: 11 }, (_, i) => pngFile(`#3300${(16 + i).toString(16)}`)));
    expect(await errorsOf(await post(provider, serviceForm(fields(), eleven)))).toEqual({ images: ['You can add at most 10 pictures.'] });
    const nowhere = await registerUser(app);
    await app.runtime.database.db.updateTable('users').set({ location_id: null }).where('id', '=', nowhere.id).execute();
    expect(await errorsOf(await post(nowhere, serviceForm(fields(), [await pngFile()])))).toEqual({
      location_id: ['First set your region and district in your profile.'],
    });
  });

  it('lists services 10 to a page, filtered by category, place and a name in either script', async () => {
    const tashkent = places.find((place) => place.district === 'Yunusobod tumani')!;
    const token = String(Date.now()).slice(-6);
    const electrician = await createService(provider, { name: `Elektrik ${token}`, category_id: String(categories[1]!.id), location_id: String(tashkent.id) });
    const page = (await (await app.request('/api/services/api/services/')).json()) as Page<Service>;
    expect(page.results.length).toBeLessThanOrEqual(10);
    const search = async (query: string) =>
      ((await (await app.request(`/api/services/api/services/?${query}`)).json()) as Page<Service>).results.map((each) => each.id);
    expect(await search(`service_name=${encodeURIComponent(`электрик ${token}`)}`)).toEqual([electrician.id]);
    expect(await search(`service_name=ELEKTRIK%20${token}&region_name=${encodeURIComponent('город Ташкент')}`)).toEqual([electrician.id]);
    expect(await search(`service_name=elektrik%20${token}&region_name=${encodeURIComponent('Andijon viloyati')}`)).toEqual([]);
    expect(await search(`category_name=${categories[1]!.slug}&district_name=${encodeURIComponent('Yunusobod tumani')}`)).toContain(electrician.id);
    expect((await app.request('/api/services/api/services/?page_size=101')).status).toBe(400);
    expect((await app.request('/api/services/api/services/?page=9999')).status).toBe(200);
  });

  it('edits only as the owner, keeping and adding images', async () => {
    const service = await createService(provider, {}, [await pngFile('#aaaaaa'), await pngFile('#bbbbbb')]);
    const form = serviceForm(fields({ name: 'Santexnik, 24/7' }), [await pngFile('#cccccc')], 'new_images');
    form.append('existing_images', String(service.images[1]!.id));
    expect((await app.request(`/api/services/api/services/${service.id}/`, { method: 'PUT', headers: tokenHeader(client), body: form })).status).toBe(403);
    const again = serviceForm(fields({ name: 'Santexnik, 24/7' }), [await pngFile('#cccccc')], 'new_images');
    again.append('existing_images', String(service.images[1]!.id));
    const response = await app.request(`/api/services/api/services/${service.id}/`, { method: 'PUT', headers: tokenHeader(provider), body: again });
    expect(response.status).toBe(200);
    const updated = (await response.json()) as Service;
    expect(updated.name).toBe('Santexnik, 24/7');
    expect(updated.images.map((image) => image.id)[0]).toBe(service.images[1]!.id);
    expect(updated.images).toHaveLength(2);
  });

  it('deletes a service with 204, with its images, comments, replies and likes', async () => {
    const service = await createService(provider);
    const comment = (await (
      await app.request(`/api/services/api/services/${service.id}/comments/`, {
        method: 'POST',
        headers: { ...tokenHeader(client), 'Content-Type': 'application/json' },
        body: JSON.stringify({ text: 'Qachon kela olasiz?' }),
      })
    ).json()) as Comment;
    expect(comment.service_id).toBe(service.id);
    await app.request(`/api/services/api/comments/${comment.id}/replies/`, {
      method: 'POST',
      headers: { ...tokenHeader(provider), 'Content-Type': 'application/json' },
      body: JSON.stringify({ text: 'Ertaga' }),
    });
    await app.request(`/api/global/like/service/${service.id}/`, { method: 'POST', headers: tokenHeader(client) });
    await app.request(`/api/global/like/comment/${comment.id}/`, { method: 'POST', headers: tokenHeader(provider) });
    const detail = (await (await app.request(`/api/services/api/services/${service.id}/`)).json()) as { service: Service };
    expect(detail.service).toMatchObject({ likes: 1, comments_count: 2 });

    expect((await app.request(`/api/services/api/services/${service.id}/`, { method: 'DELETE', headers: tokenHeader(client) })).status).toBe(403);
    expect((await app.request(`/api/services/api/services/${service.id}/`, { method: 'DELETE', headers: tokenHeader(provider) })).status).toBe(204);
    const db = app.runtime.database.db;
    expect(await db.selectFrom('comments').select('id').where('listing_id', '=', service.id).execute()).toEqual([]);
    expect(await db.selectFrom('comment_likes').select('user_id').where('comment_id', '=', comment.id).execute()).toEqual([]);
    expect(await db.selectFrom('listing_likes').select('user_id').where('listing_id', '=', service.id).execute()).toEqual([]);
    const files = await mediaFiles(app);
    for (const image of service.images) expect(files).not.toContain(image.image.slice('/media/'.length));
  });

  it('lists my services and carries liked services in liked-items and user info', async () => {
    const mine = await createService(provider, { name: 'Mening xizmatim' });
    const list = (await (await app.request('/api/services/api/user/services/', { headers: tokenHeader(provider) })).json()) as Page<Service>;
    expect(list.results.every((each) => each.userName.id === provider.id)).toBe(true);
    expect(list.results.map((each) => each.id)).toContain(mine.id);
    await app.request(`/api/global/like/service/${mine.id}/`, { method: 'POST', headers: tokenHeader(client) });
    const items = (await (await app.request('/api/global/liked-items/', { headers: tokenHeader(client) })).json()) as { liked_services: Service[] };
    expect(items.liked_services.map((each) => each.id)).toContain(mine.id);
    const info = (await (await app.request('/api/accounts/user/info', { headers: tokenHeader(client) })).json()) as { liked_services: { id: number }[] };
    expect(info.liked_services).toContainEqual({ id: mine.id });
    expect((await app.request(`/api/products/api/products/${mine.id}/`)).status).toBe(404);
  });

  it('puts every service in the sitemap in every language, in parts of its own', async () => {
    const service = await createService(provider, { name: 'Elektrik' });
    const { sitemap } = app.runtime.services;
    expect(await sitemap.index()).toContain('<loc>http://localhost:4321/sitemaps/services-1.xml</loc>');
    const part = (await sitemap.part('services-1'))!;
    for (const prefix of ['', '/ru', '/en']) expect(part).toContain(`<loc>http://localhost:4321${prefix}/service/${service.id}</loc>`);
    expect(part).not.toContain('/product/');
    expect(await sitemap.part('pages')).toContain('<loc>http://localhost:4321/en/service</loc>');
  });
});
