import { expect, test } from './fixtures.ts';

const landings = [
  {
    path: '/',
    lang: 'uz',
    title: /Mahsulot, xizmat va koʻchmas mulk eʼlonlari \| Bozor/,
    heading: 'Keraksizini soting, keraklisini toping',
    sell: 'Sotishni boshlash',
  },
  {
    path: '/ru/',
    lang: 'ru',
    title: /Объявления о товарах, услугах и недвижимости \| Bozor/,
    heading: 'Продайте ненужное, найдите нужное',
    sell: 'Начать продавать',
  },
  {
    path: '/en/',
    lang: 'en',
    title: /Classified ads for products, services and real estate \| Bozor/,
    heading: "Sell what you don't need, find what you do",
    sell: 'Start selling',
  },
];

for (const landing of landings) {
  test(`the ${landing.lang} landing page is complete and in ${landing.lang}`, async ({ page }) => {
    const response = await page.goto(landing.path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', landing.lang);
    await expect(page).toHaveTitle(landing.title);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(landing.heading);

    const prefix = landing.lang === 'uz' ? '' : `/${landing.lang}`;
    await expect(page.getByRole('link', { name: landing.sell })).toHaveAttribute('href', `${prefix}/new-product`);
    await expect(page.locator('main a[href$="/updates"]')).toHaveCount(1);
    await expect(page.locator(`main a[href="${prefix}/register"]`)).toHaveCount(1);
    await expect(page.locator(`main a[href="${prefix}/about"]`)).toHaveCount(1);

    for (const lng of ['uz', 'ru', 'en']) {
      await expect(page.locator(`link[rel="alternate"][hreflang="${lng}"]`)).toHaveCount(1);
    }
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Bozor/);
  });
}

test('the landing page loads no React and no island: only its search box’s small inline script (issue 21: suggestions)', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  // Nothing fetched: the one script is inline, a module, and small.
  expect(scripts).toEqual([]);
  const inline = await page.evaluate(() => [...document.scripts].map((script) => ({ type: script.type, src: script.src, size: script.text.length })));
  expect(inline).toHaveLength(1);
  expect(inline[0]).toMatchObject({ type: 'module', src: '' });
  expect(inline[0]!.size).toBeLessThan(4096);
  await expect(page.locator('astro-island')).toHaveCount(0);
  expect(await page.evaluate(() => 'React' in window || '__REACT_DEVTOOLS_GLOBAL_HOOK__' in window)).toBe(false);
});

test('the footer has the links, support chat, four social links, app stores, a 128 px QR code and this year', async ({ page }) => {
  await page.goto('/en/');
  const footer = page.getByRole('contentinfo');
  for (const [name, href] of [
    ['Products', '/en/products'],
    ['Services', '/en/service'],
    ['About', '/en/about'],
  ] as const) {
    await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  await expect(footer.getByRole('link', { name: /Support chat on Telegram/ })).toHaveAttribute('href', /^https:\/\/t\.me\//);
  await expect(footer.getByRole('link', { name: /^Our (Telegram|Instagram|Facebook|YouTube)/ })).toHaveCount(4);
  await expect(footer.getByText('Get the mobile app')).toBeVisible();
  await expect(footer.getByRole('link', { name: /App Store/ })).toHaveAttribute('href', /apps\.apple\.com/);
  await expect(footer.getByRole('link', { name: /Google Play/ })).toHaveAttribute('href', /play\.google\.com/);
  const qr = footer.locator('svg[width="128"][height="128"]');
  await expect(qr).toBeVisible();
  expect(await qr.boundingBox()).toMatchObject({ width: 128, height: 128 });
  await expect(footer).toContainText(`© ${new Date().getFullYear()} Bozor`);
});

for (const lang of ['uz', 'ru']) {
  for (const width of [375, 1280]) {
    test(`screenshot of the ${lang} landing page at ${width} px fits the screen`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(lang === 'uz' ? '/' : `/${lang}/`, { waitUntil: 'networkidle' });
      await page.evaluate(() => document.fonts.ready);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, 'no horizontal scrolling').toBeLessThanOrEqual(0);
      await page.screenshot({ path: `test-results/screenshots/landing-${lang}-${width}.png`, fullPage: true });
    });
  }
}
