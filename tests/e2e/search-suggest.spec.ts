import { createProduct, expect, newPerson, newPhoneDigits, registerViaApi, test } from './fixtures.ts';

/**
 * Issue 21, item 5: the search box suggests as one types (the WAI-ARIA APG combobox), on the
 * landing page and both lists, and still searches without JavaScript.
 */
let model: string;

test.beforeAll(async ({ browser }) => {
  const seller = await newPerson(browser);
  await registerViaApi(seller, `Suggest_${newPhoneDigits().slice(-5)}`);
  // A made-up model, so that only these listings complete it.
  model = `Zumrad${newPhoneDigits().slice(-4)}`;
  for (const variant of ['Pro', 'Pro', 'Mini'])
    await createProduct(seller.request, { title: `${model} ${variant} smartfon`, category: 'phones', district: 'Chilonzor tumani', price: '1500000' });
  await seller.close();
});

test('the landing page suggests completions under its search box; arrows move, Enter searches the chosen one', async ({ page }) => {
  await page.goto('/en/');
  const box = page.getByRole('combobox', { name: 'Search' });
  await box.pressSequentially(model.toLowerCase(), { delay: 40 });
  const list = page.getByRole('listbox', { name: 'Suggestions' });
  await expect(list).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  const options = list.getByRole('option');
  await expect(options.first()).toHaveText(model.toLowerCase());
  await expect(options.nth(1)).toHaveText(`${model.toLowerCase()} pro`);
  // The live region tells a screen reader how many there are.
  await expect(page.locator('[data-suggest-status]').first()).toHaveText(/\d+ suggestions?, press Down to choose/);
  await box.press('ArrowDown');
  await box.press('ArrowDown');
  await expect(box).toHaveAttribute('aria-activedescendant', (await options.nth(1).getAttribute('id')) as string);
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/en/products\\?q=${model.toLowerCase()}\\+pro`, 'i'));
  await expect(page.getByRole('link', { name: new RegExp(`${model} Pro`) }).first()).toBeVisible();
});

test('a suggested category opens its list; Escape closes the suggestions, then clears the box', async ({ page }) => {
  await page.goto('/ru/products');
  const box = page.getByRole('combobox', { name: 'Поиск' });
  await box.pressSequentially('смартф', { delay: 40 });
  const category = page.getByRole('option', { name: /Телефоны и аксессуары/ });
  await expect(category).toBeVisible();
  await box.press('Escape');
  await expect(page.getByRole('listbox')).toBeHidden();
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await expect(box).toHaveValue('смартф');
  await box.press('Escape');
  await expect(box).toHaveValue('');
  await box.pressSequentially('смартф', { delay: 40 });
  await category.click();
  await expect(page).toHaveURL(/\/ru\/products\?category=phones$/);
});

test('never asks for suggestions twice at once, however fast one types', async ({ page }) => {
  let inFlight = 0;
  let most = 0;
  let asked = 0;
  await page.route('**/api/search/suggest**', async (route) => {
    inFlight += 1;
    asked += 1;
    most = Math.max(most, inFlight);
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
    inFlight -= 1;
  });
  await page.goto('/en/products');
  const box = page.getByRole('combobox', { name: 'Search' });
  await box.pressSequentially(`${model.toLowerCase()} pro`, { delay: 180 });
  await expect(page.getByRole('option', { name: `${model.toLowerCase()} pro`, exact: true })).toBeVisible();
  expect(most).toBe(1);
  // Paused typing asks again (debounced), but not once a key.
  expect(asked).toBeGreaterThan(1);
  expect(asked).toBeLessThan(`${model} pro`.length);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the landing page search box is a plain form that searches the products', async ({ page }) => {
    await page.goto('/en/');
    const box = page.getByRole('searchbox', { name: 'Search' });
    await box.fill(model);
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/en/products\\?q=${model}`, 'i'));
    await expect(page.getByRole('link', { name: new RegExp(`${model} Mini`) })).toBeVisible();
  });
});
