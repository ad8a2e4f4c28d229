import AxeBuilder from '@axe-core/playwright';
import { codeFromOutbox, expect, hydrated, newPhoneDigits, registerViaApi, test } from './fixtures.ts';

test.describe('login page', () => {
  test('a wrong password shows the server message and keeps the visitor on the page', async ({ page }) => {
    const { digits } = await registerViaApi(page, `Wrong_${newPhoneDigits().slice(-5)}`);
    await page.context().clearCookies();
    await page.goto('/en/login');
    await hydrated(page);
    await page.getByLabel('Phone number').fill(digits);
    await page.getByLabel('Password', { exact: true }).fill('definitely-wrong');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page.getByText('The phone number or password is incorrect.')).toBeVisible();
    await expect(page).toHaveURL(/\/en\/login$/);
  });

  test('checks the phone before asking the server', async ({ page }) => {
    await page.goto('/ru/login');
    await hydrated(page);
    await page.getByLabel('Номер телефона').fill('123');
    await page.getByRole('button', { name: 'Войти', exact: true }).click();
    await expect(page.getByText('Неверный номер телефона.')).toBeVisible();
    await expect(page.getByText('Обязательное поле.')).toBeVisible();
  });

  test('shows and hides the password', async ({ page }) => {
    await page.goto('/en/login');
    await hydrated(page);
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('secret-words');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');
  });

  test('typing a known country code switches the country picker', async ({ page }) => {
    await page.goto('/en/login');
    await hydrated(page);
    await page.getByLabel('Phone number').fill('+821012345678');
    await expect(page.getByLabel('Country code')).toHaveValue('+82');
    await expect(page.getByLabel('Phone number')).toHaveValue('1012345678');
  });

  test("offers the neighbours' country codes (+7, +996, +992) in Russian at 360 px, and a Tajik number typed with its code picks +992", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/ru/register');
    await hydrated(page);
    const picker = page.getByLabel('Код страны');
    for (const code of ['+7', '+996', '+992']) await expect(picker.locator(`option[value="${code}"]`)).toHaveCount(1);
    await page.getByLabel('Номер телефона').fill('+992 90 123 4567');
    await expect(picker).toHaveValue('+992');
    await expect(page.getByLabel('Номер телефона')).toHaveValue('901234567');
  });

  test('keeps what was typed before the page finished loading', async ({ page }) => {
    await page.route('**/_astro/**/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500)); // a slow phone network
      await route.continue();
    });
    await page.goto('/en/login', { waitUntil: 'commit' });
    await page.getByLabel('Phone number').fill('901234567');
    await hydrated(page);
    await expect(page.getByLabel('Phone number')).toHaveValue('901234567');
  });

  test('a signed-in visitor goes straight on to the target', async ({ page }) => {
    await registerViaApi(page, `Straight_${newPhoneDigits().slice(-5)}`);
    const response = await page.request.get('/en/login?redirect=%2Fen%2Fabout', { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe('/en/about');
    await page.goto('/register');
    await expect(page).toHaveURL(/\/$/);
  });

  test('never redirects to another site after login', async ({ page }) => {
    await registerViaApi(page, `Safe_${newPhoneDigits().slice(-5)}`);
    for (const target of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)']) {
      const response = await page.request.get(`/login?redirect=${encodeURIComponent(target)}`, { maxRedirects: 0 });
      expect(response.headers().location, target).toBe('/');
    }
  });
});

test.describe('route guard', () => {
  for (const path of ['/new-product', '/new-service', '/myprofile', '/my-products', '/my-services', '/chat', '/chat/12', '/ru/myprofile']) {
    test(`${path} sends a signed-out visitor to the login page on the server`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(302);
      const prefix = path.startsWith('/ru/') ? '/ru' : '';
      expect(response.headers().location).toBe(`${prefix}/login?redirect=${encodeURIComponent(path)}`);
    });
  }
});

test.describe('registration wizard', () => {
  test('goes back with Previous, and numbers regions and districts from 1', async ({ page }) => {
    const digits = newPhoneDigits();
    await page.goto('/en/register');
    await hydrated(page);
    await expect(page.getByRole('button', { name: 'Previous' })).toHaveCount(0);
    await expect(page.getByText('Please confirm your phone number first')).toBeVisible();
    await page.getByLabel('Phone number').fill(digits);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByText(`Code sent to +998 ${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5, 7)} ${digits.slice(7)}`)).toBeVisible();
    await expect(page.getByRole('button', { name: /Send again \(\d+ s\)/ })).toBeDisabled();
    await page.getByLabel('SMS code').fill(await codeFromOutbox(digits));
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(page.getByText('Step 2 of 4')).toBeVisible();
    const regions = page.getByRole('list').filter({ has: page.getByRole('button', { name: /Andijan Region/ }) });
    await expect(regions.getByRole('button')).toHaveCount(14);
    await expect(regions.getByRole('button').first()).toHaveText(/^1\s*Andijan Region$/);
    await regions.getByRole('button', { name: /Fergana Region/ }).click();
    await expect(page.getByText('Step 3 of 4')).toBeVisible();
    const districts = page.getByRole('list').filter({ has: page.getByRole('button', { name: /^1\s/ }) });
    await expect(districts.getByRole('button')).toHaveCount(19);
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(page.getByText('Step 2 of 4')).toBeVisible();
    await expect(page.getByRole('button', { name: /Fergana Region/ })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Step 3 of 4')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
    await page.getByRole('button', { name: 'Previous' }).click();
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(page.getByText('Step 1 of 4')).toBeVisible();
    await expect(page.getByText(/Confirmed number: \+998/)).toBeVisible();
  });

  test('asking again within a minute shows the code field for the code already sent, with the wait', async ({ page }) => {
    const digits = newPhoneDigits();
    expect((await page.request.post('/api/accounts/send-sms/', { data: { phone_number: `+998${digits}` } })).ok()).toBe(true);
    await page.goto('/en/register');
    await hydrated(page);
    await page.getByLabel('Phone number').fill(digits);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByText(/^A code was sent to \+998 .* a moment ago\. Enter it, or ask for a new one shortly\.$/)).toBeVisible();
    await expect(page.getByLabel('SMS code')).toBeFocused();
    await expect(page.getByRole('button', { name: /^Send again \(([1-5]\d|[1-9]) s\)$/ })).toBeDisabled();
    await page.getByLabel('SMS code').fill(await codeFromOutbox(digits));
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(page.getByText('Step 2 of 4')).toBeVisible();
  });
});

for (const path of ['/login', '/ru/register', '/en/forgot-password']) {
  for (const width of [360, 1280]) {
    test(`${path} at ${width} px has no serious accessibility violations and fits the screen`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await hydrated(page);
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
      const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
      expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `test-results/screenshots/${path.replaceAll('/', '_').slice(1)}-${width}.png`, fullPage: true });
    });
  }
}

test('the profile page and its edit dialog are accessible, in Russian on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await registerViaApi(page, `Axe_${newPhoneDigits().slice(-5)}`);
  await page.goto('/ru/myprofile');
  await hydrated(page);
  const check = async () => {
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    return results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id);
  };
  expect(await check()).toEqual([]);
  await page.screenshot({ path: 'test-results/screenshots/myprofile-ru-360.png', fullPage: true });
  await page.getByRole('button', { name: 'Редактировать профиль' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByLabel('Район')).toBeEnabled();
  expect(await check()).toEqual([]);
  await page.screenshot({ path: 'test-results/screenshots/myprofile-edit-ru-360.png' });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
});

test('the signed-in header shows the chat link and the account menu, on desktop and in the phone menu', async ({ page }) => {
  const name = `Header_${newPhoneDigits().slice(-5)}`;
  await registerViaApi(page, name);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/en/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Chat' })).toHaveAttribute('href', '/en/chat');
  await page.getByRole('button', { name: /Account menu/ }).click();
  const menu = page.locator('#account-menu');
  for (const [name, href] of [
    ['My profile', '/en/myprofile'],
    ['My services', '/en/my-services'],
    ['My products', '/en/my-products'],
    ['My property listings', '/en/my-real-estate'],
  ] as const) {
    await expect(menu.getByRole('link', { name })).toHaveAttribute('href', href);
  }
  await expect(menu.getByRole('button', { name: 'Log out' })).toBeVisible();
  // The language menu and the account menu are never open together.
  await page.getByRole('button', { name: /Language/ }).click();
  await expect(page.locator('#lang-menu')).toBeVisible();
  await expect(menu).toBeHidden();
  await page.screenshot({ path: 'test-results/screenshots/header-signed-in-1280.png' });

  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/en/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const sheet = page.locator('#mobile-nav');
  await expect(sheet.getByText(name)).toBeVisible();
  await expect(sheet.getByRole('link', { name: 'My profile' })).toBeVisible();
  await expect(sheet.getByRole('button', { name: 'Log out' })).toBeVisible();
});
