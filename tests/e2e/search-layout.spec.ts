import { createProduct, expect, newPerson, newPhoneDigits, registerViaApi, test } from './fixtures.ts';

/**
 * Issue 21: a search typed with the wrong keyboard layout still on finds what was meant, and
 * the page says so, with a link to the words as typed.
 */
test('a search typed on the Russian layout shows the cars it meant, says so in each language, and searches as typed on request', async ({ page, browser }) => {
  const seller = await newPerson(browser);
  await registerViaApi(seller, `Layout_${newPhoneDigits().slice(-5)}`);
  const model = `Lacetti${newPhoneDigits().slice(-5)}`;
  await createProduct(seller.request, { title: `Chevrolet ${model}, 2019`, category: 'cars', district: 'Samarqand shahri', price: '95000000' });
  await seller.close();
  // The model name typed with the Russian layout on: Latin letters become Cyrillic ones.
  const layout = "qwertyuiop[]asdfghjkl;'zxcvbnm,.";
  const russian = 'йцукенгшщзхъфывапролджэячсмитьбю';
  const typed = [...model.toLowerCase()].map((char) => russian[layout.indexOf(char)] ?? char).join('');

  for (const [prefix, says] of [
    ['/en', `Showing results for “${model.toLowerCase()}”`],
    ['/ru', `Показаны результаты по запросу «${model.toLowerCase()}»`],
    ['', `«${model.toLowerCase()}» boʻyicha natijalar koʻrsatilmoqda`],
  ] as const) {
    await page.goto(`${prefix}/products?q=${encodeURIComponent(typed)}`);
    await expect(page.getByTestId('shown-for')).toContainText(says);
    await expect(page.getByRole('link', { name: new RegExp(`Chevrolet ${model}`) })).toBeVisible();
  }
  await page.getByTestId('search-as-typed').click();
  await expect(page).toHaveURL(/as_typed=1/);
  await expect(page.getByTestId('shown-for')).toHaveCount(0);
  await expect(page.getByTestId('list-empty')).toBeVisible();
  // The search box still holds the words as typed.
  await expect(page.getByRole('searchbox').or(page.locator('input[name=q]')).first()).toHaveValue(typed);
  // Nothing as typed: the words it meant are offered with what they find (issue 21, item 6).
  const instead = page.getByTestId('wider-searches').getByRole('link', { name: `«${model.toLowerCase()}» demoqchimisiz? 1 ta eʼlon topildi` });
  await expect(instead).toBeVisible();
  await instead.click();
  await expect(page).toHaveURL(new RegExp(`q=${model.toLowerCase()}`));
  await expect(page.getByRole('link', { name: new RegExp(`Chevrolet ${model}`) })).toBeVisible();
});

test('a search that finds nothing in a region or a category offers the same search in all of Uzbekistan or in every category, with what it finds', async ({
  page,
  browser,
}) => {
  const seller = await newPerson(browser);
  await registerViaApi(seller, `Wider_${newPhoneDigits().slice(-5)}`);
  const model = `Nexia${newPhoneDigits().slice(-5)}`;
  await createProduct(seller.request, { title: `Daewoo ${model}, 2008`, category: 'cars', district: 'Samarqand shahri', price: '45000000' });
  await seller.close();
  const { regions } = (await (await page.request.get('/api/accounts/regions')).json()) as { regions: Array<{ id: number; region: string }> };
  const regionId = (name: string) => regions.find((region) => region.region === name)!.id;

  // In the right category but the wrong region: the same search in all of Uzbekistan finds it.
  await page.goto(`/en/products?q=${model}&region=${regionId('Toshkent shahri')}&category=cars`);
  await expect(page.getByTestId('list-empty')).toBeVisible();
  await expect(page.getByTestId('wider-searches').getByRole('link')).toHaveText([`“${model}” in all of Uzbekistan: 1 listing`]);
  await page.getByTestId('wider-searches').getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`q=${model}&category=cars$`));
  await expect(page.getByRole('link', { name: new RegExp(`Daewoo ${model}`) })).toBeVisible();

  // In the right region but the wrong category, in Russian: every category finds it.
  await page.goto(`/ru/products?q=${model}&region=${regionId('Samarqand viloyati')}&category=phones`);
  await expect(page.getByTestId('wider-searches').getByRole('link')).toHaveText([`«${model}» во всех категориях — 1 объявление`]);
});

test('a search with a typo that finds nothing shows the corrected search, says so, and searches as typed on request', async ({ page, browser }) => {
  const seller = await newPerson(browser);
  await registerViaApi(seller, `Typo_${newPhoneDigits().slice(-5)}`);
  const digits = newPhoneDigits().slice(-5);
  await createProduct(seller.request, { title: `Damas${digits} furgon`, category: 'cars', district: 'Samarqand shahri', price: '60000000' });
  await seller.close();

  await page.goto(`/en/products?q=Dmas${digits}`);
  await expect(page.getByTestId('shown-for')).toContainText(`Showing results for “damas${digits}”`);
  await expect(page.getByRole('link', { name: new RegExp(`Damas${digits} furgon`) })).toBeVisible();
  await page.getByTestId('search-as-typed').click();
  await expect(page.getByTestId('list-empty')).toBeVisible();
});
