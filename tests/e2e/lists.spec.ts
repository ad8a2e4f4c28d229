import { createProduct, expect, newPhoneDigits, registerViaApi, test } from './fixtures.ts';

/** Issue 19: a list says what it shows, and a page past its end says so and leads to the last page. */
test('the product list is headed by its category and says the place and the search; a page past the end offers the last page', async ({ page }) => {
  await registerViaApi(page, `Royxat_${newPhoneDigits().slice(-5)}`);
  const word = `royxat${newPhoneDigits().slice(-5)}`;
  await createProduct(page.request, { title: `Telefon ${word}`, category: 'phones', district: 'Samarqand shahri', price: '900000' });
  const regions = (await (await page.request.get('/api/accounts/regions/')).json()) as { regions: Array<{ id: number; region_en: string }> };
  const samarkand = regions.regions.find((region) => region.region_en.startsWith('Samarkand'))!;

  await page.goto(`/en/products?category=phones&region=${samarkand.id}&q=${word}`);
  await expect(page.getByTestId('list-heading')).toHaveText('Phones & accessories');
  await expect(page.getByTestId('list-subtitle')).toHaveText(`In ${samarkand.region_en} · Matching “${word}”`);
  await expect(page).toHaveTitle(`${word} — Phones & accessories | Bozor`);
  await page.goto('/ru/products');
  await expect(page.getByTestId('list-heading')).toHaveText('Товары');

  await page.goto(`/en/products?q=${word}&page=40`);
  const pastEnd = page.getByTestId('list-past-end');
  await expect(pastEnd).toContainText('This page is past the end of the list');
  await expect(pastEnd).toContainText('1 listing, the last page is 1.');
  await pastEnd.getByRole('link', { name: 'Last page' }).click();
  await expect(page.getByRole('link', { name: `Telefon ${word}` })).toBeVisible();
  await page.screenshot({ path: 'test-results/screenshots/list-heading-en-1280.png' });
});
