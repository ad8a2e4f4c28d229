import type { APIRequestContext, Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { createProduct, expect, newPerson, newPhoneDigits, picture, registerViaApi, test } from './fixtures.ts';

/**
 * Issue 34, items 6–9: the home search finds services too and every list names what the other
 * kind has; cards show two lines of a name (CSS, not a character count) and whole places and
 * dates at 360 px; a card's keyboard focus ring is seen; places read "district, region" on every
 * card, and Russian counts agree with their number.
 */
const SAME_ORIGIN = { 'Sec-Fetch-Site': 'same-origin' };
// Two workers and a busy machine: a journey here visits a few pages and tabs through them.
test.describe.configure({ timeout: 60_000 });
const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 900 };

/** A made-up word only this worker's listings have (each worker runs beforeAll), so that a search finds them alone. */
const token = `qx${Math.random().toString(36).slice(2, 10).replace(/\d/g, 'z')}`;
const SERVICE_NAME = `Santexnik xizmati kechayu kunduz, dam olish kunlarisiz ${token}`;
const TUTOR_NAME = `Repetitor ingliz tili ${token}`;
const LONG_WORD = `Uzunsoz${'o'.repeat(113)}`;
/** The place of every listing here: the seller's district (services take it from the profile). */
let place: { id: number; region: string; district: string; region_ru: string; district_ru: string };
let sellerId: number;

async function createService(request: APIRequestContext, name: string, slug: string, description: string): Promise<{ id: number }> {
  const categories = (await (await request.get('/api/services/api/categories')).json()) as Array<{ id: number; slug: string }>;
  const response = await request.post('/api/services/api/services/', {
    headers: SAME_ORIGIN,
    multipart: { name, description, category_id: String(categories.find((category) => category.slug === slug)!.id), images: await picture('#0891b2') },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: number };
}

test.beforeAll(async ({ browser }) => {
  const seller = await newPerson(browser);
  await registerViaApi(seller, `Kartalar_${newPhoneDigits().slice(-6)}`);
  const locations = (await (await seller.request.get('/api/accounts/all-location')).json()) as Array<typeof place>;
  place = locations[0]!;
  await createService(
    seller.request,
    SERVICE_NAME,
    'plumbing-electrical',
    `Quvurlar, kranlar, unitazlar va isitish tizimlari: tez, toza va kafolat bilan ${token}. ${LONG_WORD}`,
  );
  await createService(seller.request, TUTOR_NAME, 'tutoring', 'IELTS va umumiy ingliz tili, har qanday yoshga.');
  await createService(seller.request, `${token}${LONG_WORD}`.slice(0, 120), 'cleaning', `${LONG_WORD} ${LONG_WORD}`);
  const product = await createProduct(seller.request, {
    title: `Kir yuvish mashinasi Artel ${token}`,
    category: 'home-appliances',
    district: place.district,
    price: '2500000',
  });
  sellerId = ((await (await seller.request.get(`/api/products/api/products/${product.id}/`)).json()) as { product: { userName: { id: number } } }).product
    .userName.id;
  await seller.close();
});

test.describe('item 6: a search finds the other kind too', () => {
  test('searching services from the home page lands on a list that links to the services it found', async ({ page }) => {
    await page.goto('/');
    const box = page.getByRole('combobox', { name: 'Qidiruv' });
    await box.fill(`repetitor ingliz tili ${token}`);
    await box.press('Enter');
    await expect(page).toHaveURL(/\/products\?q=/);
    const other = page.getByTestId('other-kind');
    await expect(other).toHaveText(/1 ta xizmat/);
    await other.getByRole('link').click();
    await expect(page).toHaveURL(/\/service\?q=repetitor/);
    await expect(page.getByTestId('service-card')).toHaveCount(1);
    await expect(page.getByTestId('service-card')).toContainText('Repetitor ingliz tili');
  });

  test('a service list that finds none says how many products match, with a link (and back)', async ({ page }) => {
    await page.goto(`/en/service?q=artel+${token}`);
    await expect(page.getByTestId('list-empty')).toBeVisible();
    const other = page.getByTestId('other-kind');
    await expect(other).toHaveText(/1 product matches/);
    await other.getByRole('link').click();
    await expect(page).toHaveURL(/\/en\/products\?q=artel/);
    await expect(page.getByTestId('product-card')).toHaveCount(1);
    // Few products and some services: the list says so above its cards too.
    await page.goto(`/ru/products?q=${token}`);
    await expect(page.getByTestId('product-card')).toHaveCount(1);
    await expect(page.getByTestId('other-kind')).toHaveText(/3 услуги/);
  });

  test('the home box suggests service categories and titles, and a service category opens the services list', async ({ page }) => {
    await page.goto('/');
    const box = page.getByRole('combobox', { name: 'Qidiruv' });
    await box.pressSequentially('santex', { delay: 40 });
    const category = page.getByRole('option', { name: /Santexnika va elektr ishlari/ });
    await expect(category).toBeVisible();
    await expect(page.getByRole('option', { name: /santexnik/ }).first()).toBeVisible();
    await category.click();
    await expect(page).toHaveURL(/\/service\?category=plumbing-electrical$/);
  });
});

/** Whether a text element shows all of itself on one line or more (not cut with an ellipsis). */
async function shownWhole(element: Locator): Promise<boolean> {
  return element.evaluate((node) => node.scrollWidth <= node.clientWidth + 1);
}

for (const size of [PHONE, DESKTOP]) {
  test(`item 7 at ${size.width}px: a service card shows its name and description whole to CSS, two lines at most, and its place whole`, async ({ page }) => {
    await page.setViewportSize(size);
    await page.goto(`/service?q=santexnik+${token}`);
    const card = page.getByTestId('service-card');
    await expect(card).toHaveCount(1);
    const name = card.getByRole('link');
    // The whole name is the link's text: CSS clamps it to two lines, no code cuts it.
    await expect(name).toHaveText(SERVICE_NAME);
    const title = card.getByRole('heading');
    expect(await title.evaluate((node) => getComputedStyle(node).webkitLineClamp)).toBe('2');
    const lines = await title.evaluate((node) => Math.round(node.getBoundingClientRect().height / parseFloat(getComputedStyle(node).lineHeight)));
    expect(lines).toBeLessThanOrEqual(2);
    await expect(card.getByTestId('card-description')).toContainText(`kafolat bilan ${token}`);
    const where = card.getByTestId('card-place');
    await expect(where).toHaveText(`${place.district}, ${place.region}`);
    expect(await shownWhole(where), 'the place is cut').toBe(true);
    await page.screenshot({ path: `test-results/screenshots/i34-service-cards-${size.width}.png`, fullPage: false });

    // A 120-letter word neither widens the page nor the card.
    await page.goto(`/service?q=${token}`);
    await expect(page.getByTestId('service-card')).toHaveCount(3);
    const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: window.innerWidth }));
    expect(widths.page).toBeLessThanOrEqual(widths.screen);
    const boxes = await page.getByTestId('service-card').evaluateAll((cards) => cards.map((each) => each.getBoundingClientRect().width));
    expect(Math.max(...boxes) - Math.min(...boxes)).toBeLessThan(2);

    // A product card's place and age are whole too.
    await page.goto(`/products?q=${token}`);
    const product = page.getByTestId('product-card');
    await expect(product).toHaveCount(1);
    await expect(product.getByTestId('card-place')).toHaveText(`${place.district}, ${place.region}`);
    expect(await shownWhole(product.getByTestId('card-place')), 'the place is cut').toBe(true);
    expect(await shownWhole(product.locator('time')), 'the age is cut').toBe(true);
    await page.screenshot({ path: `test-results/screenshots/i34-product-card-${size.width}.png` });
  });

  test(`item 8 at ${size.width}px: tabbing to a card shows a ring around it`, async ({ page }) => {
    await page.setViewportSize(size);
    await page.goto(`/service?q=santexnik+${token}`);
    const card = page.getByTestId('service-card');
    const link = card.getByRole('link');
    await expect(link).toBeVisible();
    const before = await around(page, card);
    // The keyboard reaches the card's link after the controls before it.
    for (let presses = 0; presses < 60 && !(await link.evaluate((node) => node === document.activeElement)); presses++) await page.keyboard.press('Tab');
    await expect(link).toBeFocused();
    const after = await around(page, card);
    // The ring is drawn where it is seen: pixels just outside the card change when it has the focus.
    expect(changedPixels(before, after), 'no visible ring around the focused card').toBeGreaterThan(100);
    await page.screenshot({ path: `test-results/screenshots/i34-card-focus-${size.width}.png` });
  });
}

for (const address of ['/', `/service?q=${token}`, `/ru/products?q=${token}`, '/en/user/{seller}', '/ru/my-services']) {
  test(`item 8 at 360px: every control the keyboard reaches on ${address.split('?')[0]} looks different while it has the focus`, async ({ page }) => {
    await page.setViewportSize(PHONE);
    if (address.endsWith('my-services')) {
      await registerViaApi(page, `Fokus_${newPhoneDigits().slice(-6)}`);
      await createService(page.request, 'Konditsioner tozalash', 'appliance-repair', 'Uyga chiqib tozalayman.');
    }
    await page.goto(address.replace('{seller}', String(sellerId)));
    const unseen: string[] = [];
    const stops = new Set<string>();
    for (let presses = 0; presses < 45; presses++) {
      await page.keyboard.press('Tab');
      // The last stop's look with the focus, against its look now that the focus moved on: a ring (outline or
      // box-shadow) on it, its parent (a chip's label) or its card must have told them apart.
      const problem = await page.evaluate(() => {
        const look = (element: Element) =>
          [element, element.parentElement, element.closest('article')]
            .filter((each): each is Element => each !== null)
            .map((each) => {
              const style = getComputedStyle(each);
              const outline =
                style.outlineStyle === 'none' || parseFloat(style.outlineWidth) === 0
                  ? 'no outline'
                  : `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`;
              return `${outline} ${style.boxShadow}`;
            })
            .join(' | ');
        const memory = window as unknown as { lastStop?: { element: Element; look: string } | undefined };
        let found: string | null = null;
        if (memory.lastStop && memory.lastStop.element !== document.activeElement && look(memory.lastStop.element) === memory.lastStop.look) {
          const element = memory.lastStop.element;
          found = `${element.tagName} ${element.getAttribute('href') ?? element.getAttribute('name') ?? element.textContent?.trim().slice(0, 30)}`;
        }
        const active = document.activeElement;
        memory.lastStop = active && active !== document.body ? { element: active, look: look(active) } : undefined;
        return found;
      });
      stops.add(
        await page.evaluate(() => {
          const active = document.activeElement;
          return active ? `${active.tagName} ${active.getAttribute('href') ?? active.getAttribute('name') ?? active.textContent?.trim().slice(0, 30)}` : '';
        }),
      );
      if (problem) unseen.push(problem);
    }
    // The walk reached the page's links, buttons, chips and cards, not one control over and over.
    expect(stops.size).toBeGreaterThan(10);
    expect(unseen).toEqual([]);
  });
}

test('item 9: in Russian, both kinds of card give the place as "district, region", and My services counts days in words that agree', async ({
  page,
  browser,
}) => {
  await page.goto(`/ru/service?q=santexnik+${token}`);
  await expect(page.getByTestId('service-card').getByTestId('card-place')).toHaveText(`${place.district_ru}, ${place.region_ru}`);
  await page.goto(`/ru/products?q=${token}`);
  await expect(page.getByTestId('product-card').getByTestId('card-place')).toHaveText(`${place.district_ru}, ${place.region_ru}`);

  const seller = await newPerson(browser);
  await registerViaApi(seller, `Dni_${newPhoneDigits().slice(-6)}`);
  await createService(seller.request, 'Уборка квартир', 'cleaning', 'Генеральная уборка после ремонта.');
  await seller.goto('/ru/my-services');
  const left = seller.getByTestId('listing-life').first();
  await expect(left).toHaveText(/Осталось \d+ (дней|дня)|Остался \d+ день/);
  await expect(left).not.toHaveText(/дней:/);
  await seller.close();
});

/** The pixels of a card and a 6 px margin around it (RGB, with the picture's width). */
async function around(page: Page, card: Locator): Promise<{ pixels: Buffer; width: number; height: number }> {
  const box = (await card.boundingBox())!;
  const shot = await page.screenshot({ clip: { x: Math.max(0, box.x - 6), y: Math.max(0, box.y - 6), width: box.width + 12, height: box.height + 12 } });
  const { data, info } = await sharp(shot).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { pixels: data, width: info.width, height: info.height };
}

/** How many pixels of the margin outside the card (its outer 5 px) differ between two pictures of the same place. */
function changedPixels(before: { pixels: Buffer; width: number; height: number }, after: { pixels: Buffer; width: number; height: number }): number {
  let changed = 0;
  const { width, height } = before;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (x >= 5 && x < width - 5 && y >= 5 && y < height - 5) continue;
      const index = (y * width + x) * 3;
      const difference = [0, 1, 2].reduce((sum, channel) => sum + Math.abs(before.pixels[index + channel]! - (after.pixels[index + channel] ?? 0)), 0);
      if (difference > 60) changed += 1;
    }
  }
  return changed;
}
