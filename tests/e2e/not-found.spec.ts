import { expect, test } from './fixtures.ts';

for (const { path, lang, heading } of [
  { path: '/no-such-page', lang: 'uz', heading: 'Bunday sahifa yoʻq' },
  { path: '/ru/no-such-page', lang: 'ru', heading: 'Такой страницы нет' },
  { path: '/en/no/such/page', lang: 'en', heading: 'This page does not exist' },
]) {
  test(`an unknown path answers a 404 page in ${lang}`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });
}

test('the 404 page links home in its language', async ({ page }) => {
  await page.goto('/ru/nope');
  await page.getByRole('link', { name: 'На главную' }).click();
  await expect(page).toHaveURL(/\/ru\/$/);
});
