import { createProduct, expect, hydrated, newPerson, newPhoneDigits, registerViaApi, test } from './fixtures.ts';

/**
 * Issue 20: the liked ids of the stored login info ($userInfo, localStorage) are read, not only
 * written: a like in one tab of the site shows in the other tabs that show that listing.
 */
test('a like in one tab shows in another tab of the same product, with the count, and so does taking it back', async ({ page, browser }) => {
  const seller = await newPerson(browser);
  await registerViaApi(seller, `Tabs_${newPhoneDigits().slice(-5)}`);
  const product = await createProduct(seller.request, {
    title: `Ikki varaq ${newPhoneDigits().slice(-5)}`,
    category: 'sports-leisure',
    district: 'Chilonzor tumani',
    price: '300.000',
  });
  await seller.close();

  // Signed in through the login form, as people are: that is what stores the login info.
  const { digits, password } = await registerViaApi(page, `Tabs_buyer_${newPhoneDigits().slice(-5)}`);
  await page.context().clearCookies();
  await page.goto('/en/login');
  await hydrated(page);
  await page.getByLabel('Phone number').fill(digits);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByTestId('header-username')).toBeVisible();

  const path = `/en/product/${product.id}`;
  await page.goto(path);
  const other = await page.context().newPage();
  await other.goto(path);
  await Promise.all([hydrated(page), hydrated(other)]);
  const here = page.getByTestId('like-button');
  const there = other.getByTestId('like-button');
  await expect(there).toHaveAttribute('aria-pressed', 'false');
  await expect(there).toContainText('0');

  await here.click();
  await expect(here).toHaveAttribute('aria-pressed', 'true');
  await expect(there).toHaveAttribute('aria-pressed', 'true');
  await expect(there).toContainText('1');

  await here.click();
  await expect(here).toHaveAttribute('aria-pressed', 'false');
  await expect(there).toHaveAttribute('aria-pressed', 'false');
  await expect(there).toContainText('0');
  await other.close();
});
