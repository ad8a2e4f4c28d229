import type { Page } from '@playwright/test';
import { createProduct, expect, hydrated, LANGS, newPhoneDigits, registerViaApi, test } from './fixtures.ts';

/**
 * Issue 19: every page loads without a console error or warning and without a failed request
 * (a favicon aborted, a font preloaded and not used), in every language, signed out and in; and a
 * missing listing's status line says 404 Not Found.
 */
function watch(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) => problems.push(`failed: ${request.url()} ${request.failure()?.errorText ?? ''}`));
  return problems;
}

/** Visits a page, waits for it to settle (islands hydrated, late requests such as the favicon done), and gives what went wrong. */
async function visit(page: Page, problems: string[], path: string): Promise<string[]> {
  problems.length = 0;
  const response = await page.goto(path);
  expect(response?.status(), path).toBeLessThan(500);
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  // Chrome warns about an unused preload a few seconds after load.
  await page.waitForTimeout(3_200);
  return problems.map((problem) => `${path}: ${problem}`);
}

const PUBLIC = ['/', '/about', '/updates', '/products', '/service', '/login', '/register', '/forgot-password'];
const SIGNED_IN = ['/chat', '/myprofile', '/my-products', '/my-services', '/new-product', '/new-service'];

for (const { lang, prefix } of LANGS) {
  test(`in ${lang}, no page logs an error or warning or loses a request, signed out and signed in`, async ({ page }) => {
    test.setTimeout(150_000);
    const problems = watch(page);
    const found: string[] = [];
    await registerViaApi(page, `Konsol_${newPhoneDigits().slice(-5)}`);
    const product = await createProduct(page.request, {
      title: `Konsol tekshiruvi ${newPhoneDigits().slice(-5)}`,
      category: 'phones',
      district: 'Samarqand shahri',
      price: '1200000',
    });
    for (const path of [...SIGNED_IN, `/product/${product.id}`]) found.push(...(await visit(page, problems, `${prefix}${path}`)));
    await page.context().clearCookies();
    for (const path of [...PUBLIC, `/product/${product.id}`]) found.push(...(await visit(page, problems, `${prefix}${path}`)));
    expect(found).toEqual([]);
  });
}

test('a missing listing answers 404 Not Found with the 404 page, and the page logs nothing but that status', async ({ page, request }) => {
  const response = await request.get('/product/987654321');
  expect(response.status()).toBe(404);
  expect(response.statusText()).toBe('Not Found');
  const problems = watch(page);
  await page.goto('/en/service/987654321');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(problems.filter((problem) => !/status of 404/.test(problem))).toEqual([]);
});
