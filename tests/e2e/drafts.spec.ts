import { expect, hydrated, newPhoneDigits, picture, registerViaApi, test } from './fixtures.ts';

/** Issue 19: what was typed into a new listing survives a reload, with a notice and a way to discard it; a sent draft is gone. */
test('a new product form keeps what was typed over a reload, says so, discards it on request, and forgets it once published', async ({ page }) => {
  test.setTimeout(60_000);
  await registerViaApi(page, `Qoralama_${newPhoneDigits().slice(-5)}`);
  await page.goto('/en/new-product');
  await hydrated(page);
  await expect(page.getByTestId('draft-restored')).toHaveCount(0);
  await page.getByLabel('Title', { exact: true }).fill('Gilam 3x4, qoʻlda toʻqilgan');
  await page.getByLabel('Description', { exact: true }).fill('Samarqand gilami, yaxshi holatda.');
  await page.getByLabel("Price, so'm").fill('2500000');

  await page.reload();
  await hydrated(page);
  await expect(page.getByTestId('draft-restored')).toContainText('What you typed was restored');
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Gilam 3x4, qoʻlda toʻqilgan');
  await expect(page.getByLabel('Description', { exact: true })).toHaveValue('Samarqand gilami, yaxshi holatda.');
  await expect(page.getByLabel("Price, so'm")).toHaveValue('2.500.000');
  await page.setViewportSize({ width: 360, height: 740 });
  await page.screenshot({ path: 'test-results/screenshots/draft-restored-en-360.png' });

  await page.getByRole('button', { name: 'Discard draft' }).click();
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue('');
  await expect(page.getByTestId('draft-restored')).toHaveCount(0);
  await page.reload();
  await hydrated(page);
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue('');
  await expect(page.getByTestId('draft-restored')).toHaveCount(0);

  // Typed again and published: the next new product starts empty.
  await page.getByLabel('Title', { exact: true }).fill('Telefon Nokia 3310');
  await page.getByLabel('Description', { exact: true }).fill('Ishlaydi, batareyasi yaxshi.');
  await page.getByLabel("Price, so'm").fill('300000');
  await page.getByLabel('Category').selectOption({ label: 'Phones & accessories' });
  await page.getByLabel('Used').check();
  await page.getByLabel('Add pictures').setInputFiles([await picture('#f59e0b')]);
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page).toHaveURL(/\/en\/?$/);
  await page.goto('/en/new-product');
  await hydrated(page);
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue('');
  await expect(page.getByTestId('draft-restored')).toHaveCount(0);
});
