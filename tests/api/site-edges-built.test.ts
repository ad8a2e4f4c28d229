import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../fixtures/accounts.ts';
import { startBuiltApp } from '../fixtures/built-app.ts';

/**
 * Issue 34 item 17 on the built server (`npm run build` first): the footer's app badges link only
 * to configured store pages, and a stale "Connect Telegram" form on a site without a bot gets the
 * site's 404 page in the form's language, not a bare "Not Found".
 */
type App = Awaited<ReturnType<typeof startBuiltApp>>;
let plain: App;
let withStores: App;
const APP_STORE_URL = 'https://apps.apple.com/uz/app/bozor/id6470000001';
const GOOGLE_PLAY_URL = 'https://play.google.com/store/apps/details?id=uz.bozor.app';
beforeAll(async () => {
  [plain, withStores] = await Promise.all([startBuiltApp(), startBuiltApp({ env: { APP_STORE_URL, GOOGLE_PLAY_URL } })]);
}, 120_000);
afterAll(async () => {
  await Promise.all([plain?.close(), withStores?.close()]);
});

const footerOf = async (app: App, path: string) => {
  const response = await app.request(path);
  expect(response.status).toBe(200);
  const html = await response.text();
  return html.slice(html.lastIndexOf('<footer'));
};

describe("the footer's app badges", () => {
  it('shows no store badge, no placeholder link and no "get the app" heading while no store page is configured', async () => {
    for (const [path, heading] of [
      ['/', 'Mobil ilovani yuklab oling'],
      ['/ru/', 'Скачайте мобильное приложение'],
      ['/en/', 'Get the mobile app'],
    ] as const) {
      const footer = await footerOf(plain, path);
      expect(footer).toContain('</footer>');
      expect(footer).not.toContain('apps.apple.com');
      expect(footer).not.toContain('play.google.com');
      expect(footer).not.toContain('id0000000000');
      expect(footer, path).not.toContain(heading);
    }
  });

  it('links each configured store page (APP_STORE_URL, GOOGLE_PLAY_URL) under its heading', async () => {
    const footer = await footerOf(withStores, '/en/');
    expect(footer).toContain('Get the mobile app');
    expect(footer).toContain(`href="${APP_STORE_URL}"`);
    expect(footer).toContain(`href="${GOOGLE_PLAY_URL.replace(/&/g, '&amp;')}"`);
  });
});

describe('a stale "Connect Telegram" form on a site without a bot', () => {
  for (const [lang, title] of [
    ['ru', 'Страница не найдена'],
    ['en', 'Page not found'],
    ['uz', 'Sahifa topilmadi'],
  ] as const) {
    it(`answers the site's 404 page in the form's language (${lang}), signed in`, async () => {
      const user = await registerUser(plain);
      const response = await plain.request('/telegram/connect', {
        method: 'POST',
        redirect: 'manual',
        headers: { Cookie: user.cookie, Origin: plain.servers[0]!.base, 'Sec-Fetch-Site': 'same-origin', 'Content-Type': 'application/x-www-form-urlencoded' },
        body: `lang=${lang}`,
      });
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      const html = await response.text();
      expect(html).toContain(`<html lang="${lang}"`);
      expect(html).toContain(title);
      expect(html).toContain('</footer>');
    });
  }

  it('answers the same page to the disconnect form, signed out too', async () => {
    const response = await plain.request('/telegram/disconnect', {
      method: 'POST',
      redirect: 'manual',
      headers: { Origin: plain.servers[0]!.base, 'Sec-Fetch-Site': 'same-origin', 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'lang=ru',
    });
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Страница не найдена');
  });
});
