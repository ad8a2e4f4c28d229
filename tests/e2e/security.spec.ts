import type { Page } from '@playwright/test';
import { expect, hydrated, newPhoneDigits, PASSWORD, registerViaApi, test } from './fixtures.ts';

/** Collects Content-Security-Policy violations the page reports, from the first byte on. */
async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      void (window as unknown as { reportCspViolation(text: string): void }).reportCspViolation(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test.describe('Content-Security-Policy', () => {
  test('every page sends a policy that allows only this site, no plugins, no framing, no foreign forms', async ({ request }) => {
    for (const path of ['/', '/ru/login', '/en/register', '/about', '/nope']) {
      const response = await request.get(path);
      const policy = response.headers()['content-security-policy'] ?? '';
      for (const directive of [
        "default-src 'self'",
        "object-src 'none'",
        "frame-ancestors 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        'script-src ',
        'style-src ',
      ]) {
        expect(policy, `${path}: ${directive}`).toContain(directive);
      }
      expect(policy).not.toContain('unsafe-inline');
      expect(policy).not.toContain('unsafe-eval');
    }
  });

  test('no page logs a violation: landing, login, register and profile, through hydration and notices', async ({ page }) => {
    const violations = await watchCsp(page);
    for (const path of ['/', '/ru/', '/en/login', '/register', '/forgot-password']) {
      await page.goto(path);
      await hydrated(page);
    }
    // A notice (react-toastify) and a field error, rendered by the login island.
    await page.goto('/en/login');
    await hydrated(page);
    await page.getByLabel('Phone number').fill('901234567');
    await page.getByLabel('Password', { exact: true }).fill('definitely-wrong');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page.getByText('The phone number or password is incorrect.')).toBeVisible();

    await registerViaApi(page, `Csp_${newPhoneDigits().slice(-5)}`);
    await page.goto('/en/myprofile');
    await hydrated(page);
    await page
      .getByRole('button', { name: /account/i })
      .first()
      .click();
    expect(violations).toEqual([]);
  });
});

test('a method the server does not serve answers 405 in the API error format', async ({ request }) => {
  for (const method of ['TRACE', 'PROPFIND']) {
    const response = await request.fetch('/', { method, headers: { 'Accept-Language': 'en' } });
    expect(response.status(), method).toBe(405);
    expect(response.headers()['allow']).toContain('GET');
    expect(await response.json()).toEqual({ detail: 'This address does not accept this kind of request.', code: 'method_not_allowed' });
  }
});

test('translation files answer only for real namespaces', async ({ request }) => {
  for (const name of ['__proto__', 'constructor', 'toString']) {
    expect((await request.get(`/locales/uz/${name}.json`)).status(), name).toBe(404);
  }
});

test('a signed-in visitor sent to /login with a crafted redirect stays on this site', async ({ page }) => {
  await registerViaApi(page, `Redirect_${newPhoneDigits().slice(-5)}`);
  for (const target of ['/.//evil.example', '/a/..//evil.example', '/%2e//evil.example', '//evil.example', '/\\evil.example']) {
    const response = await page.request.get(`/login?redirect=${encodeURIComponent(target)}`, { maxRedirects: 0 });
    expect(response.status(), target).toBe(302);
    expect(response.headers()['location'], target).toBe('/');
  }
});

test('logging in on the site never hands the token to page JavaScript', async ({ page }) => {
  const { digits } = await registerViaApi(page, `NoToken_${newPhoneDigits().slice(-5)}`);
  await page.context().clearCookies();
  await page.goto('/en/login');
  await hydrated(page);
  const answers: string[] = [];
  await page.route('**/api/accounts/login/**', async (route) => {
    const response = await route.fetch();
    answers.push(await response.text());
    await route.fulfill({ response });
  });
  await page.getByLabel('Phone number').fill(digits);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect.poll(() => answers.length).toBe(1);
  const body = JSON.parse(answers[0]!) as Record<string, unknown>;
  expect(body).not.toHaveProperty('token');
  expect(body).toHaveProperty('user_info');
  await expect(page).toHaveURL(/\/en\/?$/);
  expect((await page.context().cookies()).some((cookie) => cookie.name === 'bozor_session' && cookie.httpOnly)).toBe(true);
});
