import { expect, test } from './fixtures.ts';

/** Issue 20: the API reference at /api/docs, served whole from this server, lets a developer try a request. */
test('the API reference shows every area and sends a tried request to this server, with nothing loaded from elsewhere', async ({ page }) => {
  const asked: string[] = [];
  const failed: string[] = [];
  page.on('request', (request) => asked.push(request.url()));
  page.on('response', (response) => {
    if (response.status() >= 400 && !response.url().includes('/api/accounts/regions')) failed.push(`${response.status()} ${response.url()}`);
  });
  await page.goto('/api/docs');
  const sidebar = page.getByRole('complementary');
  for (const area of ['Accounts', 'Locations', 'Categories', 'Products', 'Services', 'Comments', 'Likes', 'Chats', 'System']) {
    await expect(sidebar.getByRole('link', { name: area, exact: true })).toBeVisible();
  }
  await sidebar.getByRole('button', { name: 'Open Group - Locations' }).click();
  await sidebar.getByRole('link', { name: /Regions with the names of their districts/ }).click();
  await page.getByRole('button', { name: 'Test Request (get /api/accounts/regions)' }).click();
  const answer = page.waitForResponse((response) => response.url().includes('/api/accounts/regions'));
  await page.getByRole('button', { name: /^Send/ }).first().click();
  expect((await answer).status()).toBe(200);
  await expect(page.getByText('200 OK').first()).toBeVisible();
  await page.screenshot({ path: 'test-results/screenshots/api-docs-try-1280.png' });
  const origin = new URL(page.url()).origin;
  expect(asked.filter((url) => !url.startsWith(`${origin}/`) && !/^(data|blob):/.test(url))).toEqual([]);
  expect(failed).toEqual([]);
});
