import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, hydrated, newPerson, newPhoneDigits, picture, registerViaApi, test, watchErrors } from './fixtures.ts';

/**
 * Issue 38, the buyer's side in the browser: a buyer filters flats "2–3 rooms, Yunusobod, up to
 * $80,000, not the first floor" with the list's own controls (the Filters form, the location
 * picker), in uz, ru and en at 360 and 1280 px; saves the search; is told when a matching flat
 * goes up; a sold flat leaves the list. The property page shows its price in both currencies,
 * its facts and its place.
 */
const SAME_SITE = { 'Sec-Fetch-Site': 'same-origin' };

type Place = { id: number; district: string; region: string };
async function placeOf(request: APIRequestContext, district: string): Promise<Place> {
  const places = (await (await request.get('/api/accounts/all-location')).json()) as Place[];
  return places.find((place) => place.district === district)!;
}

/** A flat put up through the API by the signed-in seller. */
async function listFlat(request: APIRequestContext, fields: Record<string, string>): Promise<{ id: number }> {
  const response = await request.post('/api/real-estate/api/real-estate/', {
    headers: SAME_SITE,
    multipart: {
      description: 'Kvartira yaxshi holatda, hujjatlari joyida. Torg bor.',
      property_type: 'flat',
      deal: 'sale',
      currency: 'USD',
      rooms: '2',
      area: '56',
      floor: '3',
      floors: '9',
      seller_type: 'owner',
      images: await picture('#0f766e'),
      ...fields,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number };
}

const TEXTS = {
  en: { filters: 'Filters', rooms: 'Rooms', priceTo: 'Price to', notFirst: 'Not the first floor', apply: 'Apply', location: 'Location' },
  ru: { filters: 'Фильтры', rooms: 'Комнаты', priceTo: 'Цена до', notFirst: 'Не первый этаж', apply: 'Применить', location: 'Местоположение' },
  uz: { filters: 'Filtrlar', rooms: 'Xonalar', priceTo: 'Narx gacha', notFirst: 'Birinchi qavat emas', apply: 'Qoʻllash', location: 'Joylashuv' },
} as const;

/** The buyer's filters, set as a person sets them: the location picker, then the Filters form. */
async function filterFlats(page: Page, lang: keyof typeof TEXTS, word: string, yunusobod: Place) {
  const text = TEXTS[lang];
  const prefix = lang === 'uz' ? '' : `/${lang}`;
  await page.goto(`${prefix}/real-estate?q=${word}&category=flat`);
  await hydrated(page);
  await page.getByTestId('location-picker-button').click();
  const picker = page.getByRole('dialog', { name: text.location });
  await picker.locator(`li[data-search^="${yunusobod.region} "] a`).click();
  await expect(page).toHaveURL(/region=\d+/);
  await page.getByTestId('location-picker-button').click();
  await picker.locator(`li[data-search^="${yunusobod.district} "] a`).click();
  await expect(page).toHaveURL(new RegExp(`district=${yunusobod.id}`));

  await page.getByRole('button', { name: text.filters }).click();
  const rooms = page.getByRole('group', { name: text.rooms });
  await rooms.getByLabel('2', { exact: true }).check();
  await rooms.getByLabel('3', { exact: true }).check();
  await page.locator('#re-currency').selectOption('USD');
  await page.locator('#max-price').fill('80000');
  await page.getByLabel(text.notFirst).check();
  await page.getByRole('button', { name: text.apply }).click();
  await expect(page).toHaveURL(/rooms=2&rooms=3/);
  await expect(page).toHaveURL(/cur=USD/);
  await expect(page).toHaveURL(/floor=not_first/);
}

test('a buyer filters “2–3 rooms, Yunusobod, up to $80,000, not the first floor” in uz, ru and en at 360 and 1280 px, and finds only those flats', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const seller = await newPerson(browser);
  await registerViaApi(seller, `Uyegasi${newPhoneDigits().slice(-6)}`);
  const word = `yunusflat${newPhoneDigits().slice(-5)}`;
  const yunusobod = await placeOf(seller.request, 'Yunusobod tumani');
  const chilonzor = await placeOf(seller.request, 'Chilonzor tumani');
  const at = (fields: Record<string, string>) => listFlat(seller.request, { location_id: String(yunusobod.id), ...fields });
  const wanted = await at({ title: `2 xonali kvartira ${word}, 4-qavat`, price: '62000', floor: '4' });
  const three = await at({ title: `3 xonali kvartira ${word}, Korzinka`, rooms: '3', area: '78,5', price: '79000', floor: '7' });
  const ground = await at({ title: `2 xonali ${word}, 1-qavat`, price: '55000', floor: '1' });
  const dear = await at({ title: `3 xonali ${word}, qimmat`, rooms: '3', price: '95000', floor: '5' });
  const four = await at({ title: `4 xonali ${word}`, rooms: '4', price: '75000', floor: '5' });
  const elsewhere = await listFlat(seller.request, { title: `2 xonali ${word}, Chilonzor`, price: '50000', location_id: String(chilonzor.id) });

  const errors = watchErrors(page);
  for (const [lang, width] of [
    ['uz', 1280],
    ['ru', 360],
    ['en', 1280],
    ['uz', 360],
    ['ru', 1280],
    ['en', 360],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await filterFlats(page, lang, word, yunusobod);
    const cards = page.getByTestId('real-estate-card');
    await expect(cards).toHaveCount(2);
    for (const shown of [wanted, three]) await expect(page.locator(`a[href$="/real-estate/${shown.id}"]`).first()).toBeVisible();
    for (const hidden of [ground, dear, four, elsewhere]) await expect(page.locator(`a[href$="/real-estate/${hidden.id}"]`)).toHaveCount(0);
    // The chips say what is set, the price in dollars.
    await expect(page.getByRole('list', { name: TEXTS[lang].filters }).getByRole('link', { name: /\$80\.000/ })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `test-results/screenshots/real-estate-filtered-${lang}-${width}.png`, fullPage: true });
  }
  // The same list without JavaScript is the same page (the filters are a plain GET form's).
  const plain = await browser.newContext({ javaScriptEnabled: false });
  const noScript = await plain.newPage();
  await noScript.goto(page.url());
  await expect(noScript.getByTestId('real-estate-card')).toHaveCount(2);
  await plain.close();

  // The property page: both currencies, per m², the facts, the place.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/en/real-estate/${three.id}`);
  await expect(page.getByTestId('price-entered')).toContainText('$79.000');
  await expect(page.getByTestId('price-other')).toContainText(/≈ [\d.]+ so'm/);
  await expect(page.getByTestId('real-estate-place')).toContainText('Yunus');
  await expect(page.getByText('78.5 m²').first()).toBeVisible();
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(axe.violations.filter((each) => each.impact === 'serious' || each.impact === 'critical').map((each) => each.id)).toEqual([]);
  await page.screenshot({ path: 'test-results/screenshots/real-estate-detail-en-1280.png', fullPage: true });
  expect(errors).toEqual([]);
  await seller.close();
});

test('done when: a buyer saves the search, a matching flat goes up and the buyer is told; a sold flat leaves the list', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await registerViaApi(page, `Xaridor${newPhoneDigits().slice(-6)}`);
  const seller = await newPerson(browser);
  await registerViaApi(seller, `Makler${newPhoneDigits().slice(-6)}`);
  const word = `savedflat${newPhoneDigits().slice(-5)}`;
  const yunusobod = await placeOf(seller.request, 'Yunusobod tumani');

  await filterFlats(page, 'en', word, yunusobod);
  await page.getByTestId('save-search-button').click();
  await expect(page.getByTestId('save-search-saved')).toBeVisible();
  const [search] = ((await (await page.request.get('/api/saved-searches/')).json()) as { results: Array<{ id: number; kind: string; query: string }> }).results;
  expect(search).toMatchObject({ kind: 'real_estate' });
  expect(search!.query).toContain('rooms=2&rooms=3');

  // Not this one (the first floor); then the one the buyer wants.
  await listFlat(seller.request, { title: `2 xonali ${word}, 1-qavat`, price: '60000', floor: '1', location_id: String(yunusobod.id) });
  const flat = await listFlat(seller.request, { title: `2 xonali ${word}, 5-qavat`, price: '64000', floor: '5', location_id: String(yunusobod.id) });

  const hour = (new Date().getUTCHours() + 5) % 24;
  const night = hour >= 22 || hour < 8;
  const saved = async () =>
    ((await (await page.request.get('/api/saved-searches/')).json()) as { results: Array<{ new_count: number }> }).results[0]!.new_count;
  await expect.poll(saved, { timeout: 90_000, intervals: [500, 1000, 2000] }).toBe(1);
  if (!night) {
    await expect
      .poll(
        async () =>
          ((await (await page.request.get('/api/notices/')).json()) as { results: Array<{ type: string }> }).results.filter(
            (notice) => notice.type === 'saved_search',
          ).length,
        { timeout: 90_000, intervals: [500, 1000, 2000] },
      )
      .toBe(1);
    await page.goto('/en/notifications');
    const notice = page.locator('[data-testid="notice"][data-type="saved_search"]');
    await expect(notice).toContainText('1 new listing');
    await notice.getByRole('link').click();
    await expect(page).toHaveURL(/\/en\/real-estate\?/);
    await expect(page.locator(`a[href$="/real-estate/${flat.id}"]`).first()).toBeVisible();
  }

  // Sold: it leaves the list.
  expect((await seller.request.post(`/api/real-estate/api/real-estate/${flat.id}/sell`, { headers: SAME_SITE })).status()).toBe(200);
  await page.goto(`/en/real-estate?q=${word}`);
  await expect(page.locator(`a[href$="/real-estate/${flat.id}"]`)).toHaveCount(0);
  await expect(page.getByTestId('real-estate-card')).toHaveCount(1);
  await seller.close();
});
