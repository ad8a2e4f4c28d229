import AxeBuilder from '@axe-core/playwright';
import fs from 'node:fs/promises';
import type { Browser, Page } from '@playwright/test';
import { expect, grantRole, hydrated, LANGS, newPerson, newPhoneDigits, registerViaApi, test, watchErrors } from './fixtures.ts';

/**
 * The studio (issue 37): marketers edit the copy of the site's pages in Uzbek, Russian and
 * English, preview it on the real page, publish it without a deploy and restore an old version;
 * a second marketer on an old revision gets a conflict, never an overwrite; empty fields and
 * missing translations block publishing; markup shows as text; everyone else gets the 404.
 *
 * The journey edits the landing page's Russian hero title and first feature card, as the issue
 * says; the other tests edit the `updates` page. Other specs check the landing's copy
 * (landing.spec.ts) and the e2e tests run in parallel on one server, so this file is a project of
 * its own that runs after all the others (playwright.config.ts). Every edit is in the one serial
 * group below, which leaves the pages as the files have them.
 */

const SHOTS = '/work/shots37';
const PAGE = 'updates';
const suffix = newPhoneDigits().slice(-5);
/** A cookie-authenticated write proves it comes from the site (as the pages' own requests do). */
const SAME_SITE = { headers: { 'Sec-Fetch-Site': 'same-origin' } };

/** A screenshot of what the screen shows (issue 37's review of the studio's screens). */
async function shot(page: Page, name: string): Promise<void> {
  await fs.mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

/** A new account with the marketer role, signed in in `page`. */
async function marketer(page: Page, name: string): Promise<string> {
  const username = `${name}_${suffix}_${newPhoneDigits().slice(-3)}`;
  const { digits } = await registerViaApi(page, username);
  await grantRole('marketer', digits);
  return username;
}

interface PageState {
  published: { version: number; copy: Record<string, Record<string, unknown>> };
  draft: { revision: number } | null;
}
async function studioState(page: Page, name: string = PAGE): Promise<PageState> {
  const response = await page.request.get(`/api/studio/pages/${name}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as PageState;
}

/** No draft left from an earlier test: each starts from the published copy. */
async function dropDraft(page: Page, name: string = PAGE): Promise<void> {
  const { draft } = await studioState(page, name);
  if (draft) expect((await page.request.delete(`/api/studio/pages/${name}/draft?revision=${draft.revision}`, SAME_SITE)).status()).toBe(204);
}

async function openEditor(page: Page, prefix: string): Promise<void> {
  const response = await page.goto(`${prefix}/studio/${PAGE}`);
  expect(response!.status()).toBe(200);
  expect(response!.headers()['cache-control']).toContain('no-store');
  await hydrated(page);
}

/** On a narrow screen one language shows at a time: choose it. */
async function showLanguage(page: Page, locale: 'uz' | 'ru' | 'en'): Promise<void> {
  const button = page.locator(`[data-language="${locale}"]`);
  if (await button.isVisible()) await button.click();
}

async function saved(page: Page): Promise<void> {
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-state', 'saved', { timeout: 10_000 });
}

/** Another tab of the same person (the same cookies). */
function newPage(page: Page): Promise<Page> {
  return page.context().newPage();
}

async function visitorSees(browser: Browser, address: string): Promise<Page> {
  const visitor = await newPerson(browser);
  await visitor.goto(address);
  return visitor;
}

test('the studio is a 404 to everyone but marketers, signed out and signed in', async ({ page, browser }) => {
  const visitor = await newPerson(browser);
  for (const address of ['/studio', '/studio/landing', '/ru/studio', '/en/studio/about']) {
    const response = await visitor.goto(address);
    expect(response!.status(), address).toBe(404);
    expect(response!.headers()['cache-control'] ?? '').toContain('no-store');
    await expect(visitor.getByTestId('studio-pages')).toHaveCount(0);
  }
  await registerViaApi(page, `Oddiy_${suffix}`);
  for (const address of ['/studio', '/studio/landing', '/ru/studio/updates']) {
    const response = await page.goto(address);
    expect(response!.status(), address).toBe(404);
    await expect(page.getByTestId('studio-editor')).toHaveCount(0);
  }
  await expect(page.getByTestId('header-studio')).toHaveCount(0);
  expect((await page.request.get('/api/studio/pages')).status()).toBe(404);
});

test.describe('the studio, one page edited at a time', () => {
  test.describe.configure({ mode: 'serial' });

  test.afterAll(async ({ browser }) => {
    // Leave the pages as the files have them, with no draft, whatever happened above.
    const page = await newPerson(browser);
    await page.goto('/');
    await marketer(page, 'Tozalash');
    for (const name of [PAGE, 'landing']) {
      await dropDraft(page, name);
      const { published } = await studioState(page, name);
      const reset = await page.request.post(`/api/studio/pages/${name}/reset`, { data: { version: published.version }, ...SAME_SITE });
      expect(reset.status()).toBe(200);
    }
    await page.close();
  });

  // The journey in each language of the studio, at a phone's width and a desktop's.
  for (const [index, { lang, prefix }] of LANGS.entries()) {
    const width = index === 1 ? 360 : 1280;
    test(`in ${lang} at ${width} px a marketer changes the landing's Russian hero title and a feature card, previews it, publishes it for visitors of /ru at once and restores the old copy`, async ({
      page,
      browser,
    }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: 900 });
      const errors = watchErrors(page);
      const name = await marketer(page, 'Marketolog');
      await dropDraft(page, 'landing');
      const before = await studioState(page, 'landing');
      const ru = before.published.copy.ru as { hero: { title: string }; features: { items: { title: string }[] } };
      const oldTitle = ru.hero.title;
      const oldCard = ru.features.items[0]!.title;

      // The account menu links to the studio; the list names the page and its version.
      await page.goto(`${prefix}/products`);
      await expect(page.getByTestId(width < 768 ? 'header-studio-mobile' : 'header-studio')).toHaveAttribute('href', `${prefix}/studio`);
      const list = await page.goto(`${prefix}/studio`);
      expect(list!.status()).toBe(200);
      const row = page.locator('[data-page="landing"]');
      await expect(row).toBeVisible();
      await expect(page.locator('[data-page]')).toHaveCount(3);
      await row.getByRole('link').first().click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/studio/landing$`));
      await hydrated(page);

      // Russian: the hero's title and the first card's title.
      const title = `Покупайте рядом ${lang} ${suffix}`;
      const card = `Объявление за минуту ${lang} ${suffix}`;
      await showLanguage(page, 'ru');
      await page.locator('#copy-ru-hero-title').fill(title);
      await page.locator('#copy-ru-features-items-0-title').fill(card);
      await saved(page);
      await expect(page.getByTestId('copy-publish')).toBeEnabled();

      // The preview, in a tab of its own, shows the draft, marked; a signed-out visitor still sees the old copy.
      await page.getByTestId('copy-preview').click();
      const [preview] = await Promise.all([page.context().waitForEvent('page'), page.locator('[data-preview="ru"]').click()]);
      await preview.waitForLoadState();
      expect(preview.url()).toMatch(/\/ru\?preview$/);
      await expect(preview.locator('[data-copy-preview]')).toBeVisible();
      await expect(preview.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(preview.locator('main')).toContainText(card);
      await preview.setViewportSize({ width, height: 900 });
      await shot(preview, `preview-ru-from-${lang}-${width}`);
      await preview.close();
      const visitor = await visitorSees(browser, '/ru');
      await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(oldTitle);

      // Publish: the editor says which version is live; the visitor sees the new copy on the next request.
      await page.getByTestId('copy-publish').click();
      const published = before.published.version + 1;
      await expect(page.getByTestId('studio-notice')).toContainText(String(published));
      await expect(page.getByTestId('live-version')).toContainText(String(published));
      await expect(page.getByTestId('copy-publish')).toBeDisabled();
      await visitor.reload();
      await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(visitor.locator('main')).toContainText(card);

      // History: who published, a readable diff, and the old version restored as a new one.
      await page.locator('#studio-tab-history').click();
      const newest = page.locator(`li[data-version="${published}"]`);
      await expect(newest).toContainText(name);
      const changes = page.getByTestId('copy-changes');
      await expect(changes).toContainText(oldTitle);
      await expect(changes).toContainText(title);
      await expect(changes).toContainText(card);
      await changes.scrollIntoViewIfNeeded();
      await shot(page, `history-diff-${lang}-${width}`);
      await page.locator(`li[data-version="${before.published.version}"]`).getByRole('button').click();
      await page.getByTestId('confirm-restore').getByRole('button').last().click();
      await expect(page.getByTestId('studio-notice')).toContainText(String(published + 1));
      await visitor.reload();
      await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(oldTitle);
      await expect(visitor.locator('main')).toContainText(oldCard);
      await expect(visitor.locator('main')).not.toContainText(card);
      await visitor.close();
      expect(errors).toEqual([]);
    });
  }

  test('a second marketer on an old revision gets the conflict, not an overwrite; empty fields and a missing translation block publishing; a save that failed is retried; markup shows as text', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    const first = await marketer(page, 'Birinchi');
    await dropDraft(page);
    const other = await newPerson(browser);
    await other.setViewportSize({ width: 360, height: 800 });
    await other.goto('/');
    await marketer(other, 'Ikkinchi');

    // Both open the page; the first saves; the second's next keystroke is refused and shown.
    await openEditor(page, '/en');
    await openEditor(other, '/ru');
    await page.locator('#copy-en-lead').fill(`Lead by the first ${suffix}`);
    await saved(page);
    await showLanguage(other, 'en');
    await other.locator('#copy-en-lead').fill(`Lead by the second ${suffix}`);
    const conflict = other.getByTestId('copy-conflict');
    await expect(conflict).toBeVisible({ timeout: 10_000 });
    await expect(conflict).toContainText(first);
    await expect(other.locator('#copy-en-lead')).toBeDisabled();
    await conflict.scrollIntoViewIfNeeded();
    await shot(other, 'conflict-ru-360');
    // Reloading shows the first marketer's draft, restored from the server.
    await conflict.getByRole('button').click();
    await hydrated(other);
    await showLanguage(other, 'en');
    await expect(other.locator('#copy-en-lead')).toHaveValue(`Lead by the first ${suffix}`);
    await other.close();

    // The badge emptied in every language is required; the Russian lead emptied is a missing translation.
    for (const locale of ['uz', 'ru', 'en']) await page.locator(`#copy-${locale}-badge`).fill('');
    await page.locator('#copy-ru-lead').fill('   ');
    await saved(page);
    const summary = page.getByTestId('copy-problems');
    await expect(summary).toContainText('4 problems — can’t publish');
    await expect(summary).toContainText('Russian · Lead: Missing translation');
    await expect(page.locator('#copy-ru-lead-error')).toContainText('Missing translation');
    await expect(page.locator('#copy-uz-badge-error')).toContainText('Fill this in');
    await expect(page.getByTestId('copy-publish')).toBeDisabled();
    // The server refuses it too, with the fields named.
    const { draft, published } = await studioState(page);
    const refused = await page.request.post(`/api/studio/pages/${PAGE}/publish?lang=en`, {
      data: { revision: draft!.revision, version: published.version },
      ...SAME_SITE,
    });
    expect(refused.status()).toBe(400);
    expect(await refused.json()).toMatchObject({ code: 'copy_incomplete', errors: { 'ru.lead': [expect.stringContaining('Missing translation')] } });
    // A summary link takes the keyboard to its field.
    await summary.getByRole('link', { name: /Russian · Lead/ }).click();
    await expect(page.locator('#copy-ru-lead')).toBeFocused();
    await shot(page, 'editor-problems-en-1280');

    // A save that does not get through says so and is retried on demand.
    await page.route(`**/api/studio/pages/${PAGE}/draft**`, (route) => route.abort(), { times: 1 });
    await page.locator('#copy-uz-title').fill(`Tez orada ${suffix}`);
    await expect(page.getByTestId('save-status')).toHaveAttribute('data-state', 'failed', { timeout: 10_000 });
    await page.getByTestId('save-status').getByRole('button').click();
    await saved(page);
    expect((await studioState(page)).draft).not.toBeNull();

    // Markup typed into a field is text on the page; a 120-character word does not widen the editor.
    await page.locator('#copy-ru-items-1-title').fill('<b>Жирный</b><script>alert(1)</script>');
    const word = 'ш'.repeat(120);
    await page.locator('#copy-ru-items-2-title').fill(word);
    await saved(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await page.goto('/ru/updates?preview');
    await expect(page.locator('main')).toContainText('<b>Жирный</b><script>alert(1)</script>');
    await expect(page.locator('main b, main script')).toHaveCount(0);
    await page.setViewportSize({ width: 360, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

    // Discarding (confirmed) drops the draft.
    await page.setViewportSize({ width: 1280, height: 900 });
    await openEditor(page, '/en');
    await page.getByTestId('copy-discard').click();
    await page.getByTestId('confirm-discard').getByRole('button', { name: 'Discard' }).click();
    await expect(page.getByTestId('studio-notice')).toContainText('Draft discarded');
    expect((await studioState(page)).draft).toBeNull();
  });

  test('the studio list and the editor fit 360 and 1280 px in each language, and the icon picker works from the keyboard; no serious accessibility violations', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const errors = watchErrors(page);
    await marketer(page, 'Korinish');
    await dropDraft(page);
    for (const { lang, prefix } of LANGS) {
      for (const width of [360, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`${prefix}/studio`);
        await expect(page.locator('[data-page]')).toHaveCount(3);
        expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), `${prefix}/studio at ${width}`).toBeLessThanOrEqual(0);
        await shot(page, `list-${lang}-${width}`);
        await openEditor(page, prefix);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), `${prefix}/studio/${PAGE} at ${width}`).toBeLessThanOrEqual(
          0,
        );
        await shot(page, `editor-${lang}-${width}`);
        if (lang === 'en') {
          const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
          const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
          expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
        }
      }
    }
    // The landing page's editor too (the icon picker of its feature cards), at 1280: arrows move the choice.
    await page.setViewportSize({ width: 1280, height: 900 });
    const response = await page.goto('/en/studio/landing');
    expect(response!.status()).toBe(200);
    await hydrated(page);
    const picker = page.locator('#copy-en-features-items-0-icon');
    const checked = picker.locator('input:checked');
    const before = await checked.getAttribute('value');
    await checked.focus();
    await page.keyboard.press('ArrowRight');
    await expect(picker.locator('input:checked')).not.toHaveAttribute('value', before!);
    await shot(page, 'editor-landing-en-1280');
    // The landing's preview is at /, /ru and /en: the marketer sees the banner there.
    await expect(page.locator('[data-preview="ru"]')).toHaveAttribute('href', '/ru?preview');
    const landingPreview = await newPage(page);
    expect((await landingPreview.goto('/ru?preview'))!.status()).toBe(200);
    await expect(landingPreview.locator('[data-copy-preview]')).toBeVisible();
    await landingPreview.close();
    // Put it back and drop the draft: the landing stays as it was.
    await page.keyboard.press('ArrowLeft');
    await saved(page);
    const state = (await (await page.request.get('/api/studio/pages/landing')).json()) as PageState;
    if (state.draft) await page.request.delete(`/api/studio/pages/landing/draft?revision=${state.draft.revision}`, { ...SAME_SITE });
    expect(errors).toEqual([]);
  });
});
