import AxeBuilder from '@axe-core/playwright';
import { expect, hydrated, newPhoneDigits, pngFile, registerViaApi, test } from './fixtures.ts';

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
    test(`the landing page with listings, the product list, a product, the new-product form and My products at ${width} px have no serious accessibility violations and fit the screen`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await registerViaApi(page, `Axe_${newPhoneDigits().slice(-5)}`);
      const categories = (await (await page.request.get('/api/products/api/categories')).json()) as Array<{ id: number }>;
      const created = await page.request.post('/api/products/api/products/', {
        headers: { 'Sec-Fetch-Site': 'same-origin' },
        // A long title: the landing page's "new listings" must still fit a phone.
        multipart: { title: 'Axe test divan, juda yumshoq va keng, uch kishilik, yashil rangda', description: 'Yumshoq.', price: '100000', condition: 'new', category_id: String(categories[4]!.id), images: await pngFile('#84cc16') },
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
