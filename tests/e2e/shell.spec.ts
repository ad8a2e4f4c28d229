import { expect, test } from './fixtures.ts';

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the menu collapses behind a toggle that opens and closes it', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Menyuni ochish' });
    const sheet = page.locator('#mobile-nav');
    await expect(toggle).toBeVisible();
    await expect(sheet).toBeHidden();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Mahsulotlar' })).toBeHidden();

    await toggle.click();
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole('link', { name: 'Mahsulotlar' })).toBeVisible();
    await expect(sheet.getByRole('link', { name: 'Kirish' })).toHaveAttribute('href', '/login');

    // Open, the toggle is a close button, and the page under the header is dimmed.
    const close = page.getByRole('button', { name: 'Menyuni yopish' });
    await expect(close).toBeVisible();
    await expect(page.getByRole('button', { name: 'Menyuni ochish' })).toHaveCount(0);
    expect(await sheet.evaluate((element) => getComputedStyle(element, '::backdrop').backgroundColor)).toBe('rgba(15, 23, 42, 0.45)');
    await close.click();
    await expect(sheet).toBeHidden();
    await expect(toggle).toBeVisible();
  });

  test('the menu works with the keyboard: open, tab into the links, Escape closes', async ({ page }) => {
    await page.goto('/en/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('#mobile-nav')).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.locator('#mobile-nav').getByRole('link', { name: 'Products' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.locator('#mobile-nav')).toBeHidden();
  });

  test('the language menu and the menu are never open together', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Menyuni ochish' }).click();
    await expect(page.locator('#mobile-nav')).toBeVisible();
    await page.getByRole('button', { name: /Til/ }).click();
    await expect(page.locator('#lang-menu')).toBeVisible();
    await expect(page.locator('#mobile-nav')).toBeHidden();
  });

  test('nothing overflows the screen on any page', async ({ page }) => {
    for (const path of ['/', '/about', '/updates', '/ru/', '/en/nope']) {
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the header shows the links inline and highlights the current page', async ({ page }) => {
    await page.goto('/ru/about');
    const nav = page.getByRole('banner').getByRole('navigation').first();
    await expect(page.getByRole('button', { name: 'Открыть меню' })).toBeHidden();
    await expect(nav.getByRole('link', { name: 'Товары' })).toHaveAttribute('href', '/ru/products');
    await expect(nav.getByRole('link', { name: 'Услуги' })).toHaveAttribute('href', '/ru/service');
    await expect(nav.getByRole('link', { name: 'О нас' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Товары' })).not.toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('banner').getByRole('link', { name: /Поддержка/ })).toHaveAttribute('href', /^https:\/\/t\.me\//);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Войти' })).toHaveAttribute('href', '/ru/login');
  });

  test('the skip link moves focus to the main content', async ({ page }) => {
    await page.goto('/en/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main')).toBeFocused();
  });
});
