import type { Page } from '@playwright/test';
import { expect, hydrated, LANGS, newPerson, newPhoneDigits, picture, registerViaApi, test } from './fixtures.ts';

/**
 * Issue 19 item 1: text a user typed, however long its words, wraps or is cut; it never widens
 * a page past the screen or squeezes the gallery.
 */
const SAME_ORIGIN = { 'Sec-Fetch-Site': 'same-origin' };
const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 900 };

/** One unbroken word of `length` letters starting with `start`. */
const word = (start: string, length = 120) => (start + 'o'.repeat(length)).slice(0, length);
/** The longest username the rules allow (30), unbroken and unique. */
const longName = (start: string) => {
  const digits = newPhoneDigits();
  return (start + 'x'.repeat(30)).slice(0, 30 - digits.length) + digits;
};

async function expectNoSidewaysScroll(page: Page, where: string) {
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: window.innerWidth }));
  expect(widths.page, `${where} is wider than the screen`).toBeLessThanOrEqual(widths.screen);
}

/** Opens a page at a size and checks it; in Uzbek, keeps a picture of it to look at. */
async function visit(page: Page, path: string, size: typeof PHONE, shot?: string) {
  await page.setViewportSize(size);
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await hydrated(page);
  await expectNoSidewaysScroll(page, `${path} at ${size.width}px`);
  if (shot) await page.screenshot({ path: `test-results/screenshots/long-${shot}-${size.width}.png` });
}

for (const { lang, prefix } of LANGS) {
  test(`in ${lang}, 120-letter words and the longest usernames wrap or are cut on every page that shows them`, async ({ page: seller, browser }) => {
    test.setTimeout(90_000);
    const buyer = await newPerson(browser);
    await registerViaApi(seller, longName('Sotuvchi'));
    await registerViaApi(buyer, longName('Xaridor'));

    const token = `Uzunsoz${newPhoneDigits()}`;
    const title = word(token);
    // The longest search the list takes (100) is a chip on the list too.
    const query = title.slice(0, 100);
    const description = `${word('Birinchi')} oddiy matn ${word('Ikkinchi')}\nhttps://example.com/${'yol/'.repeat(30)}?sahifa=${'a'.repeat(60)}`;
    const categories = (await (await seller.request.get('/api/products/api/categories')).json()) as Array<{ id: number }>;
    const places = (await (await seller.request.get('/api/accounts/all-location')).json()) as Array<{ id: number }>;
    const posted = await seller.request.post('/api/products/api/products/', {
      headers: SAME_ORIGIN,
      multipart: {
        title,
        description,
        price: '900000',
        condition: 'used',
        category_id: String(categories[0]!.id),
        location_id: String(places[0]!.id),
        images: await picture('#0ea5e9'),
      },
    });
    expect(posted.status()).toBe(201);
    const product = (await posted.json()) as { id: number };
    const kinds = (await (await seller.request.get('/api/services/api/categories')).json()) as Array<{ id: number }>;
    const created = await seller.request.post('/api/services/api/services/', {
      headers: SAME_ORIGIN,
      multipart: { name: title, description, category_id: String(kinds[0]!.id), images: await picture('#22c55e') },
    });
    expect(created.status()).toBe(201);
    const service = (await created.json()) as { id: number };

    for (const listings of ['products/api/products', 'services/api/services']) {
      const id = listings.startsWith('products') ? product.id : service.id;
      const comment = await buyer.request.post(`/api/${listings}/${id}/comments/`, {
        headers: SAME_ORIGIN,
        data: { text: `${word('Savol')} ${word('Yana')}` },
      });
      expect(comment.status()).toBe(201);
      const commentId = ((await comment.json()) as { id: number }).id;
      const family = listings.startsWith('products') ? 'products/api/comments' : 'services/api/comments';
      expect((await seller.request.post(`/api/${family}/${commentId}/replies/`, { headers: SAME_ORIGIN, data: { text: word('Javob') } })).status()).toBe(201);
    }
    const room = (
      (await (await buyer.request.post('/api/chats/', { headers: SAME_ORIGIN, data: { listing_kind: 'product', listing_id: product.id } })).json()) as {
        id: number;
      }
    ).id;
    expect(
      (await buyer.request.post(`/api/chats/${room}/messages/`, { headers: SAME_ORIGIN, data: { content: `${word('Salom')} ${word('Narxi')}` } })).ok(),
    ).toBe(true);

    for (const size of [PHONE, DESKTOP]) {
      for (const path of [`/product/${product.id}`, `/service/${service.id}`]) {
        await visit(seller, `${prefix}${path}`, size);
        await expect(seller.getByTestId(path.startsWith('/product') ? 'product-title' : 'service-name')).toHaveText(title);
        // The comments hydrate once in view.
        await seller.getByTestId('replies-toggle').first().scrollIntoViewIfNeeded();
        await hydrated(seller);
        await seller.getByTestId('replies-toggle').first().click();
        await expect(seller.getByTestId('reply').first()).toBeVisible();
        await expectNoSidewaysScroll(seller, `${path}'s replies at ${size.width}px`);
        const gallery = await seller.locator('[data-gallery]').boundingBox();
        expect(gallery!.width, `${path}'s gallery at ${size.width}px`).toBeGreaterThanOrEqual(size === DESKTOP ? 600 : 300);
        if (lang === 'uz') await seller.screenshot({ path: `test-results/screenshots/long-title-${path.split('/')[1]}-uz-${size.width}.png`, fullPage: true });
      }
      const shot = (name: string) => (lang === 'uz' ? name : undefined);
      await visit(seller, `${prefix}/products?q=${query}`, size, shot('products'));
      await expect(seller.getByTestId('product-card')).toHaveCount(1);
      await visit(seller, `${prefix}/service?q=${query}`, size, shot('services'));
      await expect(seller.getByTestId('service-card')).toHaveCount(1);
      for (const path of ['/', '/my-products', '/my-services', '/myprofile']) await visit(seller, `${prefix}${path}`, size, shot(path.slice(1) || 'landing'));
      await visit(buyer, `${prefix}/chat`, size, shot('chat-list'));
      await visit(buyer, `${prefix}/chat/${room}`, size, shot('chat-room'));
      await expect(buyer.getByTestId('chat-message').first()).toBeVisible();
    }
    await buyer.close();
  });
}
