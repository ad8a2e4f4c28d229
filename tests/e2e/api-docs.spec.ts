import type { Page } from '@playwright/test';
import { expect, LANGS, test } from './fixtures.ts';

/** The reference's script (Scalar, about 1 MB compressed): only the reference itself loads it. */
const REFERENCE_SCRIPT = '/api/docs/scalar.js';
const scriptsOf = (page: Page) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
};

const COPY = {
  uz: { title: 'Dasturchilar uchun API', back: 'Saytga qaytish', open: 'Qoʻllanmani ochish', footer: 'Dasturchilar uchun API' },
  ru: { title: 'API для разработчиков', back: 'Вернуться на сайт', open: 'Открыть справочник', footer: 'API для разработчиков' },
  en: { title: 'API for developers', back: 'Back to the site', open: 'Open the reference', footer: 'API for developers' },
} as const;

/** Issue 34 item 15: the API's page for developers answers in each language, is linked from the footer, and costs a phone nothing heavy. */
for (const { lang, prefix } of LANGS) {
  test(`${lang}: ${prefix}/api/docs is a page of the site in its language, with a back link, the document and the reference one tap away, without the reference's script`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const scripts = scriptsOf(page);
    const answer = await page.goto(`${prefix}/api/docs`);
    expect(answer?.status()).toBe(200);
    await expect(page).toHaveTitle(new RegExp(`^${COPY[lang].title}`));
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { level: 1, name: 'Bozor API' })).toBeVisible();
    const back = page.getByRole('main').getByRole('link', { name: COPY[lang].back });
    await expect(back).toHaveAttribute('href', `${prefix}/`);
    await expect(page.getByRole('link', { name: /openapi\.json/ })).toHaveAttribute('href', '/api/openapi.json');
    await expect(page.getByRole('link', { name: COPY[lang].open })).toHaveAttribute('href', '/api/docs/reference');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.screenshot({ path: `test-results/screenshots/api-docs-${lang}-360.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: `test-results/screenshots/api-docs-${lang}-1280.png`, fullPage: true });
    expect(scripts.filter((script) => script === REFERENCE_SCRIPT)).toEqual([]);
    await back.click();
    await expect(page).toHaveURL(new RegExp(`^[^/]+//[^/]+${prefix}/?$`));
  });
}

test('the footer links every page to the API page in its language, and the landing page loads no reference script', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const scripts = scriptsOf(page);
  for (const { lang, prefix } of LANGS) {
    await page.goto(prefix || '/');
    await page.waitForLoadState('networkidle');
    const link = page.getByRole('contentinfo').getByRole('link', { name: COPY[lang].footer });
    await expect(link).toHaveAttribute('href', `${prefix}/api/docs`);
  }
  expect(scripts.filter((script) => script === REFERENCE_SCRIPT)).toEqual([]);
  await page.getByRole('contentinfo').getByRole('link', { name: COPY.en.footer }).click();
  await expect(page).toHaveURL(/\/en\/api\/docs$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bozor API' })).toBeVisible();
});

/** Issue 20: the API reference, served whole from this server, lets a developer try a request. */
test('the API reference, opened from the API page, shows every area and sends a tried request to this server, with nothing loaded from elsewhere', async ({
  page,
}) => {
  // 4.3 MB of script to parse and run (Scalar): up to a minute on a busy 2-core machine.
  test.setTimeout(180_000);
  const asked: string[] = [];
  const failed: string[] = [];
  page.on('request', (request) => asked.push(request.url()));
  page.on('response', (response) => {
    if (response.status() >= 400 && !response.url().includes('/api/accounts/regions')) failed.push(`${response.status()} ${response.url()}`);
  });
  await page.goto('/en/api/docs');
  await page.getByRole('link', { name: COPY.en.open }).click();
  await expect(page).toHaveURL(/\/api\/docs\/reference$/);
  const sidebar = page.getByRole('complementary');
  await expect(sidebar.getByRole('link', { name: 'Accounts', exact: true })).toBeVisible({ timeout: 60_000 });
  for (const area of ['Accounts', 'Locations', 'Categories', 'Products', 'Services', 'Comments', 'Likes', 'Chats', 'System']) {
    await expect(sidebar.getByRole('link', { name: area, exact: true })).toBeVisible();
  }
  await sidebar.getByRole('button', { name: 'Open Group - Locations' }).click();
  await sidebar.getByRole('link', { name: /Regions with the names of their districts/ }).click();
  await page.getByRole('button', { name: 'Test Request (get /api/accounts/regions)' }).click();
  const answer = page.waitForResponse((response) => response.url().includes('/api/accounts/regions'));
  await page.getByRole('button', { name: /^Send/ }).first().click();
  expect((await answer).status()).toBe(200);
  await expect(page.getByText('200 OK').first()).toBeVisible();
  await page.screenshot({ path: 'test-results/screenshots/api-docs-try-1280.png' });
  const origin = new URL(page.url()).origin;
  expect(asked.filter((url) => !url.startsWith(`${origin}/`) && !/^(data|blob):/.test(url))).toEqual([]);
  expect(failed).toEqual([]);
});
