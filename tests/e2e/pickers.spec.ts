import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/**
 * Issue 19: the location and category pickers are one combobox with a listbox (WAI-ARIA APG),
 * usable with the keyboard alone: Enter opens with the focus in the search box, the highlight
 * starts on the option chosen now, arrows move it, Enter follows it, Escape closes and gives the
 * focus back to the picker's button.
 */
const ready = (page: Page) => expect(page.locator('#category-picker-list[role="listbox"]')).toBeAttached();
const highlighted = (page: Page, picker: string) => page.locator(`#${picker} [role="option"][aria-selected="true"]`);

test('the location picker works with the keyboard alone: Enter opens it on "All of Uzbekistan", arrows choose a region, typing finds a district, Escape closes', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/en/products');
  await ready(page);
  await page.locator('#list-search').focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  const trigger = page.getByTestId('location-picker-button');
  await expect(trigger).toBeFocused();

  await page.keyboard.press('Enter');
  const picker = page.getByRole('dialog', { name: 'Location' });
  await expect(picker).toBeVisible();
  const search = picker.getByRole('combobox');
  await expect(search).toBeFocused();
  await expect(highlighted(page, 'location-picker')).toHaveText('All of Uzbekistan');
  await expect(search).toHaveAttribute('aria-activedescendant', (await highlighted(page, 'location-picker').getAttribute('id'))!);
  await page.screenshot({ path: 'test-results/screenshots/picker-keyboard-en-360.png' });

  // Enter in the empty box follows the highlight: all of Uzbekistan, not the first region.
  await page.keyboard.press('Enter');
  await page.waitForLoadState('load');
  await ready(page);
  expect(new URL(page.url()).searchParams.has('region')).toBe(false);
  await expect(trigger).toContainText('All of Uzbekistan');

  // Arrow keys: two steps down from "All Uzbekistan" is the second region.
  await trigger.focus();
  await page.keyboard.press('Enter');
  await expect(search).toBeFocused();
  const options = picker.getByRole('option');
  const second = (await options.nth(2).textContent())!.trim();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowDown');
  await expect(highlighted(page, 'location-picker')).toHaveText(second);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/[?&]region=\d+/);
  await ready(page);
  await expect(trigger).toContainText(second);

  // Typing filters the districts and highlights the first match; nonsense says nothing matches.
  await trigger.focus();
  await page.keyboard.press('Enter');
  await expect(search).toBeFocused();
  const district = (await options.nth(2).textContent())!.trim();
  await page.keyboard.type('qqqzzz');
  await expect(picker.getByText('Nothing matches')).toBeVisible();
  await search.fill('');
  await page.keyboard.type(district.slice(0, 5).toLowerCase());
  await expect(highlighted(page, 'location-picker')).toHaveText(district);
  await expect(picker.getByText('Nothing matches')).toBeHidden();

  // Escape closes the picker, changes nothing and gives the focus back.
  const before = page.url();
  await page.keyboard.press('Escape');
  await expect(picker).toBeHidden();
  await expect(trigger).toBeFocused();
  expect(page.url()).toBe(before);
});

test('the category picker is the same combobox: typing in Russian finds the category and Enter applies it', async ({ page }) => {
  await page.goto('/ru/products');
  await ready(page);
  const trigger = page.getByTestId('category-picker-button');
  await trigger.focus();
  await page.keyboard.press('Enter');
  const picker = page.getByRole('dialog', { name: 'Категория' });
  const search = picker.getByRole('combobox');
  await expect(search).toBeFocused();
  await expect(highlighted(page, 'category-picker')).toHaveText('Все категории');
  await page.keyboard.type('телеф');
  await expect(highlighted(page, 'category-picker')).toHaveText('Телефоны и аксессуары');
  await page.screenshot({ path: 'test-results/screenshots/picker-category-ru-1280.png' });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/[?&]category=phones/);
  await expect(page.getByTestId('list-heading')).toHaveText('Телефоны и аксессуары');

  // The highlight starts on what is chosen now.
  await ready(page);
  await trigger.focus();
  await page.keyboard.press('Enter');
  await expect(highlighted(page, 'category-picker')).toHaveText('Телефоны и аксессуары');
  await page.keyboard.press('Escape');
  await expect(trigger).toBeFocused();
});
