import { expect, test } from './fixtures.ts';

test('choosing a language keeps the page and is remembered', async ({ page, context }) => {
  await page.goto('/about');
  await expect(page.locator('html')).toHaveAttribute('lang', 'uz');

  await page.getByRole('button', { name: /Til/ }).click();
  await page.getByRole('link', { name: 'Русский' }).click();
  await expect(page).toHaveURL(/\/ru\/about$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('О нас');

  const cookies = await context.cookies();
  expect(cookies.find((cookie) => cookie.name === 'i18nextLng')?.value).toBe('ru');

  // An Uzbek (unprefixed) link now opens in the remembered language.
  await page.goto('/updates');
  await expect(page).toHaveURL(/\/ru\/updates$/);

  await page.getByRole('button', { name: /Язык/ }).click();
  await page.getByRole('link', { name: 'Oʻzbekcha' }).click();
  await expect(page).toHaveURL(/\/updates$/);
  await expect(page).not.toHaveURL(/\/ru\//);
  await expect(page.locator('html')).toHaveAttribute('lang', 'uz');
  await page.goto('/about');
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'uz');
});

test('?lng= switches the language of the page it is on', async ({ page }) => {
  await page.goto('/updates?lng=en');
  await expect(page).toHaveURL(/\/en\/updates$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Coming soon to Bozor');
});

test('an unsupported ?lng= is dropped without changing the language', async ({ page }) => {
  await page.goto('/about?lng=fr');
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'uz');
});

test('the language menu works with the keyboard', async ({ page }) => {
  await page.goto('/en/about');
  const button = page.getByRole('button', { name: /Language/ });
  await button.focus();
  await page.keyboard.press('Enter');
  const menu = page.locator('#lang-menu');
  await expect(menu).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();
});

for (const [path, lang] of [
  ['/', 'uz'],
  ['/about', 'uz'],
  ['/updates', 'uz'],
  ['/ru/', 'ru'],
  ['/ru/about', 'ru'],
  ['/en/updates', 'en'],
  ['/en/about/', 'en'],
] as const) {
  test(`${path} answers 200 with lang="${lang}"`, async ({ request }) => {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain(`<html lang="${lang}"`);
  });
}
