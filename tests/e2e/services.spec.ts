import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, hydrated, newPhoneDigits, registerViaApi, test } from './fixtures.ts';

/** A picture of one colour, as a file for an upload. */
async function picture(color: string, name = 'photo.png') {
  return { name, mimeType: 'image/png', buffer: await sharp({ create: { width: 640, height: 480, channels: 3, background: color } }).png().toBuffer() };
}

/** The notice a page shows to browsers without JavaScript. */
async function flashWithoutScript(page: Page): Promise<string | undefined> {
  return /<noscript><p role="status"[^>]*>([^<]*)<\/p><\/noscript>/.exec(await page.content())?.[1];
}

const TEXT = {
  uz: {
    prefix: '', publish: 'Eʼlonni joylash', fillAll: 'Barcha majburiy maydonlarni toʻldiring.', nameRequired: 'Nomini kiriting.', descriptionRequired: 'Tavsifni kiriting.',
    categoryRequired: 'Toifani tanlang.', imageRequired: 'Kamida bitta rasm qoʻshing.', tooLong: 'Tavsif 500 belgidan oshmasin.',
    name: 'Nomi', description: 'Tavsif', category: 'Toifa', categoryName: 'Santexnika va elektr ishlari', addImages: 'Rasm qoʻshish', keep: 'Bu rasm qolsin',
    created: 'Xizmat joylandi!', edit: 'Tahrirlash', editTitle: 'Xizmatni tahrirlash', cancel: 'Bekor qilish', save: 'Oʻzgarishlarni saqlash', updated: 'Xizmat yangilandi',
    delete: 'Oʻchirish', confirmDelete: 'Ha, oʻchirish', deleted: 'Eʼlon oʻchirildi', search: 'Qidirish', like: 'Sevimlilarga qoʻshish', other: 'Uning boshqa xizmatlari',
  },
  en: {
    prefix: '/en', publish: 'Publish', fillAll: 'Please fill in all required fields.', nameRequired: 'Enter a name.', descriptionRequired: 'Enter a description.',
    categoryRequired: 'Choose a category.', imageRequired: 'Add at least one picture.', tooLong: 'The description has at most 500 characters.',
    name: 'Name', description: 'Description', category: 'Category', categoryName: 'Plumbing & electrical', addImages: 'Add pictures', keep: 'Keep this picture',
    created: 'Your service is published!', edit: 'Edit', editTitle: 'Edit service', cancel: 'Cancel', save: 'Save changes', updated: 'The service was updated',
    delete: 'Delete', confirmDelete: 'Yes, delete', deleted: 'The listing was deleted', search: 'Search', like: 'Add to favourites', other: 'Their other services',
  },
} as const;

for (const lang of ['uz', 'en'] as const) {
  const text = TEXT[lang];

  test(`in ${lang}, a provider offers a service, edits it in the modal, finds it in My services and the profile, and deletes it`, async ({ page }) => {
    test.setTimeout(90_000);
    await registerViaApi(page, `Usta_${newPhoneDigits().slice(-5)}`);
    const name = `Santexnik ${newPhoneDigits().slice(-5)}`;
    await page.goto(`${text.prefix}/new-service`);
    await hydrated(page);
    await page.getByRole('button', { name: text.publish }).click();
    await expect(page.getByText(text.fillAll)).toBeVisible();
    for (const message of [text.nameRequired, text.descriptionRequired, text.categoryRequired, text.imageRequired]) await expect(page.getByText(message)).toBeVisible();

    await page.getByLabel(text.name, { exact: true }).fill(name);
    // A pasted text over 500 characters is kept, counted in red and refused before sending.
    await page.getByLabel(text.description, { exact: true }).fill('Quvur '.repeat(90));
    await expect(page.getByTestId('description-counter')).toHaveText('540/500');
    await page.getByLabel(text.category).selectOption({ label: text.categoryName });
    await page.getByLabel(text.addImages).setInputFiles([await picture('#22c55e', 'a.png'), await picture('#ef4444', 'b.png')]);
    await expect(page.getByTestId('image-count')).toHaveText('2/10');
    await page.getByRole('button', { name: text.publish }).click();
    await expect(page.getByText(text.tooLong)).toBeVisible();
    await page.getByLabel(text.description, { exact: true }).fill('Quvur, kran, unitaz. Kechasi ham keladi.\nKafolat bir yil.');
    await expect(page.getByTestId('description-counter')).toHaveText('57/500');
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `test-results/screenshots/new-service-${lang}-${width}.png`, fullPage: true });
    }
    await page.getByRole('button', { name: text.publish }).click();
    await expect(page).toHaveURL(new RegExp(`${text.prefix}/service$`));
    await expect(page.getByText(text.created)).toBeVisible();

    // The list finds it by a part of its name, in the other script too.
    await page.getByRole('searchbox').fill(lang === 'uz' ? 'сантехник' : 'santex');
    await page.getByRole('button', { name: text.search, exact: true }).click();
    await page.getByRole('link', { name: name.slice(0, 20) }).click();
    await expect(page.getByTestId('service-name')).toHaveText(name);
    const serviceUrl = page.url();
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `test-results/screenshots/service-owner-${lang}-${width}.png`, fullPage: true });
    }

    // Edit in the modal: cancel leaves everything as it was; then drop a picture, add one, rename.
    await hydrated(page);
    await page.getByTestId('edit-service').click();
    const dialog = page.getByRole('dialog', { name: text.editTitle });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel(text.name, { exact: true }).fill('Something else');
    await dialog.getByRole('button', { name: text.cancel }).click();
    await expect(dialog).toBeHidden();
    await page.getByTestId('edit-service').click();
    await expect(dialog.getByLabel(text.name, { exact: true })).toHaveValue(name);
    page.once('dialog', (confirm) => void confirm.accept());
    await dialog.getByLabel(text.keep).first().uncheck();
    await expect(dialog.getByTestId('image-count')).toHaveText('1/10');
    await dialog.getByLabel(text.addImages).setInputFiles([await picture('#a855f7', 'c.png')]);
    await dialog.getByLabel(text.name, { exact: true }).fill(`${name}, 24/7`);
    await page.screenshot({ path: `test-results/screenshots/service-edit-modal-${lang}.png` });
    await dialog.getByRole('button', { name: text.save }).click();
    await expect(page).toHaveURL(serviceUrl);
    await expect(page.getByText(text.updated)).toBeVisible();
    await expect(page.getByTestId('service-name')).toHaveText(`${name}, 24/7`);
    await expect(page.locator('[data-gallery-thumb]')).toHaveCount(2);

    await page.goto(`${text.prefix}/my-services`);
    await expect(page.getByTestId('my-service')).toHaveCount(1);
    await page.goto(`${text.prefix}/myprofile`);
    await expect(page.getByTestId('profile-services').getByRole('link', { name: name.slice(0, 20) })).toBeVisible();

    await page.goto(serviceUrl);
    await page.getByRole('button', { name: text.delete }).click();
    await page.getByRole('button', { name: text.confirmDelete }).click();
    await expect(page).toHaveURL(new RegExp(`${text.prefix}/service$`));
    await expect(page.getByText(text.deleted)).toBeVisible();
    expect((await page.request.get(serviceUrl)).status()).toBe(404);
    await page.goto(`${text.prefix}/my-services`);
    await expect(page.getByTestId('list-empty')).toBeVisible();
  });
}

test.describe('services without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a provider publishes a service with the plain form, sees the refusal with the typed text kept, and edits it on the edit page', async ({ page }) => {
    await registerViaApi(page, `Plain_${newPhoneDigits().slice(-5)}`);
    await page.goto('/en/new-service');
    await page.getByLabel('Name', { exact: true }).fill('Tikuvchi');
    await page.getByLabel('Description', { exact: true }).fill('Kiyim tikish va taʼmirlash.');
    await page.getByRole('button', { name: 'Publish' }).click();
    // No category and no picture: refused by the server, the typed text stays.
    await expect(page.getByText('Choose a category.')).toBeVisible();
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Tikuvchi');
    await page.getByLabel('Category').selectOption({ label: 'Tailoring & alterations' });
    await page.getByLabel('Add pictures').setInputFiles([await picture('#f59e0b')]);
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page).toHaveURL(/\/en\/service$/);
    // Without JavaScript the notice is a <noscript> status line. Playwright's "JavaScript off"
    // does not render <noscript> as such a browser does, so the page's markup is read instead.
    expect(await flashWithoutScript(page)).toBe('Your service is published!');

    await page.goto('/en/my-services');
    await page.getByRole('link', { name: 'Tikuvchi' }).click();
    await page.getByRole('link', { name: 'Edit' }).click();
    await expect(page).toHaveURL(/\/en\/service\/\d+\/edit$/);
    await page.getByLabel('Name', { exact: true }).fill('Tikuvchi Malika');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByTestId('service-name')).toHaveText('Tikuvchi Malika');
    expect(await flashWithoutScript(page)).toBe('The service was updated');
  });
});
