import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../src/lib/schemas/shapes.ts';
import { FIRST_WEEK_MS } from '../../src/server/rate-limit/quotas.ts';
import { registerUser, tokenHeader, type RegisteredUser } from '../fixtures/accounts.ts';
import {
  allLocations,
  createProduct,
  mediaFiles,
  pngFile,
  postProduct,
  productCategories,
  productFields,
  productForm,
  putProduct,
  type CategoryInfo,
  type LocationInfo,
} from '../fixtures/listings.ts';
import { startTestApp, TEST_DB, type TestApp } from '../fixtures/test-app.ts';

let app: TestApp;
let seller: RegisteredUser;
let other: RegisteredUser;
let phones: CategoryInfo;
let places: LocationInfo[];
beforeAll(async () => {
  app = await startTestApp();
  seller = await registerUser(app, { username: 'Sotuvchi' });
  other = await registerUser(app, { username: 'Boshqa' });
  // Sellers of some standing: past an account's first week, whose daily listing quota is 10 (quotas.test.ts).
  app.clock.advance(FIRST_WEEK_MS);
  phones = (await productCategories(app)).find((category) => category.slug === 'phones')!;
  places = await allLocations(app);
});
afterAll(async () => {
  await app.close();
});

const errorsOf = async (response: Response) => ((await response.json()) as { errors?: Record<string, string[]> }).errors;
const rowCount = async (table: 'listings' | 'listing_images') =>
  Number(
    (
      await app.runtime.database.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe(`creating products on ${TEST_DB}`, () => {
  it('creates a product owned by the signed-in user, with its images stored in two sizes', async () => {
    const response = await postProduct(
      app,
      seller,
      productForm({ ...productFields(phones.id), userName_id: String(other.id), userAddress_id: '1' }, [await pngFile('#ff0000'), await pngFile('#00ff00')]),
    );
    expect(response.status).toBe(201);
    const product = (await response.json()) as Product;
    expect(product).toMatchObject({
      title: 'Samsung Galaxy S21',
      description: 'Yaxshi holatda, quti va zaryadlovchi bilan.',
      price: 3_500_000,
      currency: 'Sum',
      condition: 'used',
      in_stock: true,
      rating: null,
      likes: 0,
      category: { id: phones.id, name_uz: phones.name_uz, name_ru: phones.name_ru, name_en: phones.name_en },
      location: { id: places[0]!.id, region: places[0]!.region, district: places[0]!.district },
      userName: { id: seller.id, username: 'Sotuvchi', profile_image: { image: null }, location: { id: places[0]!.id } },
    });
    expect(product.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(product.images).toHaveLength(2);
    for (const image of product.images) {
      expect(image.image).toMatch(/^\/media\/listings\/u\d+-[0-9a-f]{16}\.webp$/);
      expect(image.thumbnail).toBe(image.image.replace('.webp', '-thumb.webp'));
    }
    expect(await mediaFiles(app)).toEqual(
      expect.arrayContaining(product.images.flatMap((image) => [image.image, image.thumbnail].map((url) => url.slice('/media/'.length)))),
    );
  });

  it.each([
    ['1.250.000', 1_250_000],
    ['1 250 000', 1_250_000],
    ['1250000', 1_250_000],
    ['0', 0],
  ])("reads the price %j as %d so'm", async (price, value) => {
    expect((await createProduct(app, seller, phones.id, { price })).price).toBe(value);
  });

  it("takes the district given in location_id instead of the owner's own", async () => {
    const elsewhere = places.find((place) => place.district === 'Chilonzor tumani')!;
    expect((await createProduct(app, seller, phones.id, { location_id: String(elsewhere.id) })).location.id).toBe(elsewhere.id);
  });

  it.each([
    ['title', 'title', 'Enter a title.'],
    ['description', 'description', 'Enter a description.'],
    ['price', 'price', 'Enter a price.'],
    ['condition', 'condition', 'Choose the condition: new or used.'],
    ['category_id', 'category_id', 'Choose a category.'],
  ])('refuses a product without %s, with its message', async (field, errorField, message) => {
    const response = await postProduct(app, seller, productForm(productFields(phones.id, { [field]: undefined }), [await pngFile()]));
    expect(response.status).toBe(400);
    expect(await errorsOf(response)).toEqual({ [errorField]: [message] });
  });

  it.each([
    ['a blank title', { title: '   ' }, 'title', 'Enter a title.'],
    ['an unknown category', { category_id: '99999' }, 'category_id', 'No such category.'],
    ['a service category', { category_id: 'SERVICE' }, 'category_id', 'No such category.'],
    ['a price with decimals', { price: '12.5' }, 'price', "The price is a whole number of so'm from 0 to 1,000,000,000,000."],
    ['a negative price', { price: '-1' }, 'price', "The price is a whole number of so'm from 0 to 1,000,000,000,000."],
    ['a price over 10^12', { price: '1000000000001' }, 'price', "The price is a whole number of so'm from 0 to 1,000,000,000,000."],
    ['a condition other than new or used', { condition: 'broken' }, 'condition', 'Choose the condition: new or used.'],
    ['an unknown district', { location_id: '999999' }, 'location_id', 'No such district.'],
    ['another currency', { currency: 'USD' }, 'currency', "Prices are in so'm only."],
  ])('refuses %s with 400 and the field message', async (_label, override: Record<string, string>, field, message) => {
    let fields: Record<string, string | undefined> = override;
    if (override.category_id === 'SERVICE') {
      const services = (await (await app.request('/api/services/api/categories')).json()) as CategoryInfo[];
      fields = { category_id: String(services[0]!.id) };
    }
    const response = await postProduct(app, seller, productForm(productFields(phones.id, fields), [await pngFile()]));
    expect(response.status).toBe(400);
    expect(await errorsOf(response)).toEqual({ [field]: [message] });
  });

  it('needs at least one image and accepts at most ten', async () => {
    const none = await postProduct(app, seller, productForm(productFields(phones.id)));
    expect(none.status).toBe(400);
    expect(await errorsOf(none)).toEqual({ images: ['Add at least one picture.'] });
    const eleven = await Promise.all(Array.from({ length: 11 }, (_, i) => pngFile(`#0000${(16 + i).toString(16)}`)));
    const tooMany = await postProduct(app, seller, productForm(productFields(phones.id), eleven));
    expect(tooMany.status).toBe(400);
    expect(await errorsOf(tooMany)).toEqual({ images: ['You can add at most 10 pictures.'] });
    expect((await postProduct(app, seller, productForm(productFields(phones.id), eleven.slice(0, 10)))).status).toBe(201);
  });

  it('refuses an image over 5 MB with 413 and a file that is not an image with 415', async () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const tooLarge = await postProduct(app, seller, productForm(productFields(phones.id), [new File([big], 'big.png', { type: 'image/png' })]));
    expect(tooLarge.status).toBe(413);
    expect(((await tooLarge.json()) as { code: string }).code).toBe('image_too_large');
    const text = await postProduct(app, seller, productForm(productFields(phones.id), [new File(['<?php'], 'x.png', { type: 'image/png' })]));
    expect(text.status).toBe(415);
  });

  it('leaves no rows and no files behind when one of the images is refused', async () => {
    const [listingsBefore, imagesBefore, filesBefore] = [await rowCount('listings'), await rowCount('listing_images'), await mediaFiles(app)];
    const broken = new Uint8Array(3000);
    broken.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const response = await postProduct(
      app,
      seller,
      productForm(productFields(phones.id), [await pngFile('#123456'), await pngFile('#654321'), new File([broken], 'broken.png')]),
    );
    expect(response.status).toBe(400);
    expect(await rowCount('listings')).toBe(listingsBefore);
    expect(await rowCount('listing_images')).toBe(imagesBefore);
    expect(await mediaFiles(app)).toEqual(filesBefore);
  });

  it('needs the owner to have a district when none is given', async () => {
    const homeless = await registerUser(app);
    await app.runtime.database.db.updateTable('users').set({ location_id: null }).where('id', '=', homeless.id).execute();
    const response = await postProduct(app, homeless, productForm(productFields(phones.id), [await pngFile()]));
    expect(response.status).toBe(400);
    expect(await errorsOf(response)).toEqual({ location_id: ['First set your region and district in your profile.'] });
  });

  it('refuses a product without a token, and as JSON', async () => {
    expect((await postProduct(app, null, productForm(productFields(phones.id), [await pngFile()]))).status).toBe(401);
    const json = await app.request('/api/products/api/products/', {
      method: 'POST',
      headers: { ...tokenHeader(seller), 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(json.status).toBe(415);
  });
});

describe(`editing and deleting products on ${TEST_DB}`, () => {
  async function threeImageProduct(): Promise<Product> {
    return createProduct(app, seller, phones.id, {}, [await pngFile('#aa0000'), await pngFile('#00aa00'), await pngFile('#0000aa')]);
  }
  const keysOf = (product: Product) => product.images.flatMap((image) => [image.image, image.thumbnail]).map((url) => url.slice('/media/'.length));

  it('keeps the images named, in that order, adds the new ones and deletes the rest from the store', async () => {
    const product = await threeImageProduct();
    const [first, second, third] = product.images;
    const form = productForm(productFields(phones.id, { title: 'iPhone 13, 128 GB', price: '6 200 000' }), [await pngFile('#ffff00')], 'new_images');
    form.append('existing_images', String(third!.id));
    form.append('existing_images', String(first!.id));
    const response = await putProduct(app, seller, product.id, form);
    expect(response.status).toBe(200);
    const updated = (await response.json()) as Product;
    expect(updated).toMatchObject({ title: 'iPhone 13, 128 GB', price: 6_200_000 });
    expect(updated.images.map((image) => image.id).slice(0, 2)).toEqual([third!.id, first!.id]);
    expect(updated.images).toHaveLength(3);
    const files = await mediaFiles(app);
    expect(files).toEqual(expect.arrayContaining(keysOf(updated)));
    expect(files).not.toContain(second!.image.slice('/media/'.length));
    expect(files).not.toContain(second!.thumbnail.slice('/media/'.length));
  });

  it('reads existing_images as a JSON array too', async () => {
    const product = await threeImageProduct();
    const form = productForm(productFields(phones.id));
    form.append('existing_images', JSON.stringify([product.images[1]!.id]));
    const updated = (await (await putProduct(app, seller, product.id, form)).json()) as Product;
    expect(updated.images.map((image) => image.id)).toEqual([product.images[1]!.id]);
  });

  it("refuses to change someone else's product, and changes nothing", async () => {
    const product = await threeImageProduct();
    const form = productForm(productFields(phones.id, { title: 'Hijacked' }));
    form.append('existing_images', String(product.images[0]!.id));
    const response = await putProduct(app, other, product.id, form);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ detail: 'This listing is not yours.', code: 'not_owner' });
    const after = (await (await app.request(`/api/products/api/products/${product.id}/`)).json()) as { product: Product };
    expect(after.product.title).toBe(product.title);
    expect(after.product.images).toHaveLength(3);
    expect((await app.request(`/api/products/api/products/${product.id}/`, { method: 'DELETE', headers: tokenHeader(other) })).status).toBe(403);
  });

  it('refuses to keep an image of another listing, to end with none, or with more than ten', async () => {
    const product = await threeImageProduct();
    const another = await threeImageProduct();
    const foreign = productForm(productFields(phones.id));
    foreign.append('existing_images', String(another.images[0]!.id));
    const refused = await putProduct(app, seller, product.id, foreign);
    expect(refused.status).toBe(400);
    expect(await errorsOf(refused)).toEqual({ existing_images: ['This picture does not belong to this listing.'] });
    const none = await putProduct(app, seller, product.id, productForm(productFields(phones.id)));
    expect(await errorsOf(none)).toEqual({ images: ['Add at least one picture.'] });
    const crowded = productForm(productFields(phones.id), await Promise.all(Array.from({ length: 8 }, (_, i) => pngFile(`#10${i}0${i}0`))), 'new_images');
    crowded.append('existing_images', JSON.stringify(product.images.map((image) => image.id)));
    expect(await errorsOf(await putProduct(app, seller, product.id, crowded))).toEqual({ images: ['You can add at most 10 pictures.'] });
    const files = await mediaFiles(app);
    expect(files).toEqual(expect.arrayContaining(keysOf(product)));
  });

  it('answers 404 for a product that does not exist, and for a malformed id', async () => {
    const form = productForm(productFields(phones.id), [await pngFile()], 'new_images');
    expect((await putProduct(app, seller, 987654, form)).status).toBe(404);
    for (const id of ['abc', '1e3', '-1', '99999999999']) {
      expect((await app.request(`/api/products/api/products/${id}/`)).status, id).toBe(404);
    }
  });

  it('deletes a product with 204, its images from the store, its likes and its count', async () => {
    const product = await threeImageProduct();
    await app.request(`/api/global/like/product/${product.id}/`, { method: 'POST', headers: tokenHeader(other) });
    const response = await app.request(`/api/products/api/products/${product.id}/`, { method: 'DELETE', headers: tokenHeader(seller) });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    expect((await app.request(`/api/products/api/products/${product.id}/`)).status).toBe(404);
    const files = await mediaFiles(app);
    for (const key of keysOf(product)) expect(files).not.toContain(key);
    const likes = await app.runtime.database.db.selectFrom('listing_likes').select('user_id').where('listing_id', '=', product.id).execute();
    expect(likes).toEqual([]);
    expect((await app.request(`/api/products/api/products/${product.id}/`, { method: 'DELETE', headers: tokenHeader(seller) })).status).toBe(404);
  });

  it('decides ownership inside the delete: of 30 parallel deletes by the owner and a stranger, one is 204, the stranger gets 403 or 404, and the count drops once', async () => {
    const product = await threeImageProduct();
    const before = await rowCount('listings');
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        app.request(`/api/products/api/products/${product.id}/`, { method: 'DELETE', headers: tokenHeader(index % 2 === 0 ? seller : other) }),
      ),
    );
    const owner = answers.filter((_, index) => index % 2 === 0).map((answer) => answer.status);
    const stranger = answers.filter((_, index) => index % 2 === 1).map((answer) => answer.status);
    expect(owner.filter((status) => status === 204)).toHaveLength(1);
    expect(owner.every((status) => status === 204 || status === 404)).toBe(true);
    expect(stranger.every((status) => status === 403 || status === 404)).toBe(true);
    expect(await rowCount('listings')).toBe(before - 1);
  });

  it("lists my products and shows one of them, but not someone else's", async () => {
    const mine = await createProduct(app, seller, phones.id, { title: 'Mening mahsulotim' });
    const theirs = await createProduct(app, other, phones.id, { title: 'Boshqaning mahsuloti' });
    const list = (await (await app.request('/api/products/api/user/products/', { headers: tokenHeader(seller) })).json()) as {
      count: number;
      results: Product[];
    };
    expect(list.results.every((product) => product.userName.id === seller.id)).toBe(true);
    expect(list.results.map((product) => product.id)).toContain(mine.id);
    expect((await app.request(`/api/products/api/user/products/${mine.id}/`, { headers: tokenHeader(seller) })).status).toBe(200);
    expect((await app.request(`/api/products/api/user/products/${theirs.id}/`, { headers: tokenHeader(seller) })).status).toBe(404);
    expect((await app.request('/api/products/api/user/products/')).status).toBe(401);
  });

  it('keeps two parallel edits of one product within ten images', async () => {
    const product = await threeImageProduct();
    const keep = JSON.stringify(product.images.map((image) => image.id));
    const edits = await Promise.all(
      Array.from({ length: 4 }, async (_, i) => {
        const form = productForm(
          productFields(phones.id),
          await Promise.all(Array.from({ length: 7 }, (_, j) => pngFile(`#${i}${j}${i}${j}${i}${j}`))),
          'new_images',
        );
        form.append('existing_images', keep);
        return putProduct(app, seller, product.id, form);
      }),
    );
    const statuses = edits.map((response) => response.status);
    expect(statuses.some((status) => status === 200)).toBe(true);
    const images = await app.runtime.database.db.selectFrom('listing_images').select('id').where('listing_id', '=', product.id).execute();
    expect(images.length).toBeLessThanOrEqual(10);
    expect(statuses.every((status) => status === 200 || status === 400)).toBe(true);
  });
});

describe(`image rules on ${TEST_DB}`, () => {
  it('turns a JPEG into WebP without its EXIF data', async () => {
    const jpeg = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#fcd34d' } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-gps' } } })
      .toBuffer();
    const product = await createProduct(app, seller, phones.id, {}, [new File([new Uint8Array(jpeg)], 'a.jpg', { type: 'image/jpeg' })]);
    const stored = await sharp(`${app.dataDir}/media/${product.images[0]!.image.slice('/media/'.length)}`).metadata();
    expect(stored.format).toBe('webp');
    expect(stored.exif).toBeUndefined();
  });
});
