import AxeBuilder from '@axe-core/playwright';
import { expect, hydrated, newPerson, newPhoneDigits, pngFile, registerViaApi, test } from './fixtures.ts';

for (const path of ['/', '/ru/', '/en/about', '/updates', '/nope']) {
  for (const width of [360, 1280]) {
    test(`${path} at ${width} px has no serious accessibility violations`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
      const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
      expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
}

test.describe('listing pages', () => {
  for (const width of [360, 1280]) {
    test(`the landing page with listings, the product list, a product, the new-product form and My products at ${width} px have no serious accessibility violations and fit the screen`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: 900 });
      await registerViaApi(page, `Axe_${newPhoneDigits().slice(-5)}`);
      const categories = (await (await page.request.get('/api/products/api/categories')).json()) as Array<{ id: number }>;
      const created = await page.request.post('/api/products/api/products/', {
        headers: { 'Sec-Fetch-Site': 'same-origin' },
        // A long title: the landing page's "new listings" must still fit a phone.
        multipart: {
          title: 'Axe test divan, juda yumshoq va keng, uch kishilik, yashil rangda',
          description: 'Yumshoq.',
          price: '100000',
          condition: 'new',
          category_id: String(categories[4]!.id),
          images: await pngFile('#84cc16'),
        },
      });
      const product = (await created.json()) as { id: number };
      for (const path of ['/', '/ru/products?q=divan', `/product/${product.id}`, '/en/new-product', '/my-products']) {
        await page.goto(path);
        await hydrated(page);
        const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
        const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
        expect(serious.map((violation) => `${path} ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), path).toBeLessThanOrEqual(0);
      }
    });
  }
});

test('a product page with a comment thread (replies open, the author menu open, a comment in edit mode) has no serious accessibility violations at 360 and 1280 px', async ({
  page,
  browser,
}) => {
  await registerViaApi(page, `AxeComments_${newPhoneDigits().slice(-5)}`);
  const categories = (await (await page.request.get('/api/products/api/categories')).json()) as Array<{ id: number }>;
  const created = await page.request.post('/api/products/api/products/', {
    headers: { 'Sec-Fetch-Site': 'same-origin' },
    multipart: {
      title: 'Axe test stol',
      description: 'Yogʻoch.',
      price: '300000',
      condition: 'used',
      category_id: String(categories[4]!.id),
      images: await pngFile('#a855f7'),
    },
  });
  const product = (await created.json()) as { id: number };
  const write = (request: typeof page.request, path: string, text: string) =>
    request.post(path, { headers: { 'Sec-Fetch-Site': 'same-origin' }, data: { text } });
  const first = (await (
    await write(page.request, `/api/products/api/products/${product.id}/comments/`, 'Stol hali sotuvdami?\nQachon koʻrsa boʻladi?')
  ).json()) as { id: number };
  await write(page.request, `/api/products/api/products/${product.id}/comments/`, 'Yetkazib berasizmi?');
  const other = await newPerson(browser);
  await registerViaApi(other, `AxeReply_${newPhoneDigits().slice(-5)}`);
  expect((await write(other.request, `/api/products/api/comments/${first.id}/replies/`, 'Ha, sotuvda.')).status()).toBe(201);
  await other.close();

  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/product/${product.id}`);
    const comments = page.getByTestId('comments');
    await comments.scrollIntoViewIfNeeded();
    await hydrated(page);
    const thread = comments.getByTestId('comment').filter({ hasText: 'Stol hali' });
    await thread.getByTestId('replies-toggle').click();
    await expect(thread.getByTestId('reply')).toContainText('Ha, sotuvda.');
    await comments.getByTestId('comment').filter({ hasText: 'Yetkazib' }).getByRole('button', { name: 'Izoh amallari' }).click();
    await page.getByRole('menuitem', { name: 'Tahrirlash' }).click();
    await thread.getByRole('button', { name: 'Izoh amallari' }).first().click();
    await expect(page.getByRole('menu')).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
    const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
    expect(serious.map((violation) => `${width} ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), `${width}`).toBeLessThanOrEqual(0);
  }
});

test.describe('service pages', () => {
  for (const width of [360, 1280]) {
    test(`the service list, a service with a comment, the new-service form and My services at ${width} px have no serious accessibility violations and fit the screen`, async ({
      page,
    }) => {
      // Six pages, each scanned whole by axe: over the 30 s default on a busy 2-core machine (no assertion depends on time).
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: 900 });
      await registerViaApi(page, `AxeService_${newPhoneDigits().slice(-5)}`);
      const categories = (await (await page.request.get('/api/services/api/categories')).json()) as Array<{ id: number }>;
      const created = await page.request.post('/api/services/api/services/', {
        headers: { 'Sec-Fetch-Site': 'same-origin' },
        multipart: {
          name: 'Axe test: uy tozalash, oyna yuvish va gilam yuvish xizmati',
          description: 'Har kuni, 8:00 dan 20:00 gacha.',
          category_id: String(categories[4]!.id),
          images: await pngFile('#06b6d4'),
        },
      });
      const service = (await created.json()) as { id: number };
      const comment = await page.request.post(`/api/services/api/services/${service.id}/comments/`, {
        headers: { 'Sec-Fetch-Site': 'same-origin' },
        data: { text: 'Shanba kuni ham ishlaysizmi?' },
      });
      expect(comment.status()).toBe(201);
      for (const path of ['/service', '/ru/service?q=tozalash', `/en/service/${service.id}`, `/service/${service.id}`, '/new-service', '/ru/my-services']) {
        await page.goto(path);
        await page.getByTestId('comments').or(page.locator('main')).first().scrollIntoViewIfNeeded();
        await hydrated(page);
        const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
        const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
        expect(serious.map((violation) => `${path} ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), path).toBeLessThanOrEqual(0);
      }
    });
  }
});

test.describe('chat pages', () => {
  for (const width of [360, 1280]) {
    test(`the chat list and a conversation (a picture, a warning, the emoji grid open) at ${width} px have no serious accessibility violations and fit the screen`, async ({
      page,
      browser,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      const seller = await newPerson(browser);
      await registerViaApi(seller, `AxeSeller_${newPhoneDigits().slice(-5)}`);
      const categories = (await (await seller.request.get('/api/products/api/categories')).json()) as Array<{ id: number }>;
      const created = await seller.request.post('/api/products/api/products/', {
        headers: { 'Sec-Fetch-Site': 'same-origin' },
        multipart: {
          title: 'Axe test velosiped, togʻ velosipedi, 21 tezlik, alyumin rama',
          description: 'Yangi.',
          price: '1900000',
          condition: 'new',
          category_id: String(categories[4]!.id),
          images: await pngFile('#0ea5e9'),
        },
      });
      const product = (await created.json()) as { id: number };
      await registerViaApi(page, `AxeBuyer_${newPhoneDigits().slice(-5)}`);
      const write = { headers: { 'Sec-Fetch-Site': 'same-origin' } };
      const room = (await (await page.request.post('/api/chats/', { ...write, data: { listing_kind: 'product', listing_id: product.id } })).json()) as {
        id: number;
      };
      await page.request.post(`/api/chats/${room.id}/messages/`, { ...write, multipart: { content: 'Mana rasmi', file: await pngFile('#f59e0b') } });
      await page.request.post(`/api/chats/${room.id}/messages/`, {
        ...write,
        data: { content: 'Velosiped hali sotuvdami? Juda uzun xabar: ertaga ertalab Chilonzordagi bozorda koʻrsak boʻladimi?' },
      });
      await seller.request.post(`/api/chats/${room.id}/messages/`, { ...write, data: { content: 'Ha. Telefonim +998 90 123 45 67' } });
      await seller.close();
      for (const path of ['/chat', `/chat/${room.id}`, `/ru/chat/${room.id}`]) {
        await page.goto(path);
        await hydrated(page);
        if (path !== '/chat') await page.getByTestId('chat-emoji').click();
        const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
        const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
        expect(serious.map((violation) => `${path} ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), path).toBeLessThanOrEqual(0);
      }
    });
  }
});
