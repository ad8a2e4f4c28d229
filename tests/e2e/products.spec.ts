import { createProduct, expect, hydrated, newPerson, newPhoneDigits, picture, registerViaApi, test } from './fixtures.ts';

const TEXT = {
  uz: {
    prefix: '',
    products: 'Mahsulotlar',
    location: 'Joylashuv',
    category: 'Toifa',
    region: 'Fargʻona viloyati',
    district: 'Qoʻqon shahri',
    phones: 'Telefonlar va aksessuarlar',
    search: 'Qidiruv',
    found: /^1 ta eʼlon$/,
  },
  ru: {
    prefix: '/ru',
    products: 'Товары',
    location: 'Местоположение',
    category: 'Категория',
    region: 'Ферганская область',
    district: 'город Коканд',
    phones: 'Телефоны и аксессуары',
    search: 'Поиск',
    found: /^1 объявление$/,
  },
} as const;

for (const lang of ['uz', 'ru'] as const) {
  test(`in ${lang}, a visitor goes from the landing page to a product by region, category and a search in Cyrillic`, async ({ page, browser }) => {
    const text = TEXT[lang];
    const seller = await newPerson(browser);
    await registerViaApi(seller, `Qoqon_${newPhoneDigits().slice(-5)}`);
    const token = newPhoneDigits().slice(-6);
    // Written in Latin by the seller, found by a buyer typing in Cyrillic.
    const product = await createProduct(seller.request, { title: `Telefon Nokia ${token}`, category: 'phones', district: 'Qoʻqon shahri', price: '900000' });
    await seller.close();

    await page.goto(`${text.prefix}/`);
    await page.getByRole('link', { name: text.products, exact: true }).first().click();
    await expect(page).toHaveURL(new RegExp(`${text.prefix}/products$`));
    await page.getByRole('button', { name: new RegExp(`${text.location}`) }).click();
    // With JavaScript the pickers are comboboxes: their links are options (tests/e2e/pickers.spec.ts).
    await page.getByRole('dialog', { name: text.location }).getByRole('option', { name: text.region }).click();
    await page.getByRole('button', { name: new RegExp(`${text.location}`) }).click();
    await page.getByRole('dialog', { name: text.location }).getByRole('option', { name: text.district }).click();
    await page.getByRole('button', { name: new RegExp(`${text.category}`) }).click();
    const categories = page.getByRole('dialog', { name: text.category });
    await hydrated(page);
    await categories.getByRole('combobox').fill(lang === 'uz' ? 'telef' : 'телеф');
    await expect(categories.getByRole('option', { name: text.phones })).toBeVisible();
    await categories.getByRole('option', { name: text.phones }).click();
    await page.getByLabel(text.search, { exact: true }).fill(`телефон ${token}`);
    await page.getByLabel(text.search, { exact: true }).press('Enter');
    await expect(page).toHaveURL(/[?&]q=/);
    expect(new URL(page.url()).searchParams.get('q')).toBe(`телефон ${token}`);
    await expect(page).toHaveURL(/region=\d+/);
    await expect(page).toHaveURL(/district=\d+/);
    await expect(page).toHaveURL(/category=phones/);
    await expect(page.getByTestId('list-count')).toHaveText(text.found);
    await page.getByRole('link', { name: `Telefon Nokia ${token}` }).click();
    await expect(page).toHaveURL(new RegExp(`${text.prefix}/product/${product.id}$`));
    await expect(page.getByTestId('product-title')).toHaveText(`Telefon Nokia ${token}`);
    await expect(page.getByTestId('product-price')).toContainText('900.000');
  });
}

test.describe('the product list without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('filters, searches and pages as plain links and forms', async ({ page, browser }) => {
    const seller = await newPerson(browser);
    await registerViaApi(seller, `NoJsList_${newPhoneDigits().slice(-5)}`);
    const token = newPhoneDigits().slice(-6);
    await createProduct(seller.request, { title: `Divan ${token} yashil`, category: 'furniture', district: 'Chilonzor tumani', price: '1 500 000' });
    await seller.close();
    await page.goto('/en/products');
    await page.getByLabel('Search').fill(`divan ${token}`);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByTestId('product-card')).toHaveCount(1);
    await expect(page.getByRole('link', { name: /Remove filter/ })).toHaveCount(1);
    await page.getByRole('button', { name: /Location/ }).click();
    await page.getByRole('dialog', { name: 'Location' }).getByRole('link', { name: 'Samarkand Region' }).click();
    await expect(page.getByTestId('list-empty')).toBeVisible();
    await page.getByRole('link', { name: 'Clear all' }).first().click();
    await expect(page).toHaveURL(/\/en\/products$/);
  });
});

const FORM = {
  uz: {
    prefix: '',
    publish: 'Eʼlonni joylash',
    fillAll: 'Barcha majburiy maydonlarni toʻldiring.',
    titleRequired: 'Sarlavhani kiriting.',
    imageRequired: 'Kamida bitta rasm qoʻshing.',
    title: 'Sarlavha',
    description: 'Tavsif',
    price: 'Narx, soʻm',
    category: 'Toifa',
    categoryName: 'Maishiy texnika',
    used: 'Ishlatilgan',
    addImages: 'Rasm qoʻshish',
    published: 'Eʼlon joylandi!',
    edit: 'Tahrirlash',
    keep: 'Bu rasm qolsin',
    save: 'Oʻzgarishlarni saqlash',
    updated: 'Eʼlon yangilandi',
    delete: 'Oʻchirish',
    confirmDelete: 'Ha, oʻchirish',
    deleted: 'Eʼlon oʻchirildi',
    like: 'Sevimlilarga qoʻshish',
    removeQuestion: 'Bu rasm eʼlondan oʻchirilsinmi?',
    removeConfirm: 'Ha, oʻchirish',
    cancel: 'Bekor qilish',
  },
  ru: {
    prefix: '/ru',
    publish: 'Опубликовать',
    fillAll: 'Заполните все обязательные поля.',
    titleRequired: 'Введите название.',
    imageRequired: 'Добавьте хотя бы одно фото.',
    title: 'Название',
    description: 'Описание',
    price: 'Цена, сум',
    category: 'Категория',
    categoryName: 'Бытовая техника',
    used: 'Б/у',
    addImages: 'Добавить фото',
    published: 'Объявление опубликовано!',
    edit: 'Редактировать',
    keep: 'Оставить это фото',
    save: 'Сохранить изменения',
    updated: 'Объявление обновлено',
    delete: 'Удалить',
    confirmDelete: 'Да, удалить',
    deleted: 'Объявление удалено',
    like: 'В избранное',
    removeQuestion: 'Удалить это фото из объявления?',
    removeConfirm: 'Да, удалить',
    cancel: 'Отмена',
  },
} as const;

for (const lang of ['uz', 'ru'] as const) {
  const text = FORM[lang];

  test(`in ${lang}, a seller lists a product with two pictures, edits it, finds it in My products and the profile, and deletes it`, async ({ page }) => {
    test.setTimeout(60_000);
    await registerViaApi(page, `Seller_${newPhoneDigits().slice(-5)}`);
    const title = `Muzlatgich Artel ${newPhoneDigits().slice(-5)}`;
    await page.goto(`${text.prefix}/new-product`);
    await hydrated(page);
    await page.getByRole('button', { name: text.publish }).click();
    await expect(page.getByText(text.fillAll)).toBeVisible();
    await expect(page.getByText(text.titleRequired)).toBeVisible();
    await expect(page.getByText(text.imageRequired)).toBeVisible();
    await page.getByLabel(text.title, { exact: true }).fill(title);
    await page.getByLabel(text.description, { exact: true }).fill('Deyarli yangi, kafolati yana bir yil.');
    await page.getByLabel(text.price).fill('4300000');
    await expect(page.getByLabel(text.price)).toHaveValue('4.300.000');
    await page.getByLabel(text.category).selectOption({ label: text.categoryName });
    await page.getByLabel(text.used).check();
    await page.getByLabel(text.addImages).setInputFiles([await picture('#22c55e', 'a.png'), await picture('#ef4444', 'b.png')]);
    await expect(page.getByTestId('image-count')).toHaveText('2/10');
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `test-results/screenshots/new-product-${lang}-${width}.png`, fullPage: true });
    }
    await page.getByRole('button', { name: text.publish }).click();
    await expect(page).toHaveURL(new RegExp(`${text.prefix}/?$`));
    await expect(page.getByText(text.published)).toBeVisible();

    await page.goto(`${text.prefix}/my-products`);
    await page.getByRole('link', { name: title }).click();
    await expect(page.getByTestId('product-title')).toHaveText(title);
    const productUrl = page.url();
    await page.getByRole('link', { name: text.edit }).click();
    await hydrated(page);
    // Removing a kept picture asks with the site's own confirmation, never the browser's.
    let nativeDialog = false;
    page.once('dialog', (dialog) => void ((nativeDialog = true), dialog.dismiss()));
    await page.getByLabel(text.keep).first().click();
    const question = page.getByRole('group', { name: text.removeQuestion });
    await expect(question.getByRole('button', { name: text.cancel })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(question).toBeHidden();
    await expect(page.getByLabel(text.keep).first()).toBeChecked();
    await expect(page.getByLabel(text.keep).first()).toBeFocused();
    await page.getByLabel(text.keep).first().click();
    await question.getByRole('button', { name: text.removeConfirm }).click();
    await expect(page.getByLabel(text.keep).first()).not.toBeChecked();
    expect(nativeDialog).toBe(false);
    await expect(page.getByTestId('image-count')).toHaveText('1/10');
    await page.getByLabel(text.addImages).setInputFiles([await picture('#a855f7', 'c.png')]);
    await expect(page.getByTestId('image-count')).toHaveText('2/10');
    await page.getByLabel(text.price).fill('3990000');
    await page.getByRole('button', { name: text.save }).click();
    await expect(page).toHaveURL(productUrl);
    await expect(page.getByText(text.updated)).toBeVisible();
    await expect(page.getByTestId('product-price')).toContainText('3.990.000');
    await expect(page.locator('[data-gallery-thumb]')).toHaveCount(2);

    await page.goto(`${text.prefix}/myprofile`);
    await expect(page.getByTestId('profile-products').getByRole('link', { name: title })).toBeVisible();
    await page.goto(productUrl);
    await page.getByRole('button', { name: text.delete }).click();
    await page.getByRole('button', { name: text.confirmDelete }).click();
    await expect(page).toHaveURL(new RegExp(`${text.prefix}/my-products$`));
    await expect(page.getByText(text.deleted)).toBeVisible();
    await expect(page.getByRole('link', { name: title })).toHaveCount(0);
    expect((await page.request.get(productUrl)).status()).toBe(404);
  });

  test(`in ${lang}, a buyer likes a product and finds it in the favourites of the profile; a visitor is sent to log in`, async ({ page, browser }) => {
    const seller = await newPerson(browser);
    await registerViaApi(seller, `Liked_${newPhoneDigits().slice(-5)}`);
    const title = `Velosiped Stels ${newPhoneDigits().slice(-5)}`;
    const product = await createProduct(seller.request, { title, category: 'sports-leisure', district: 'Chilonzor tumani', price: '1.200.000' });
    await seller.close();

    const path = `${text.prefix}/product/${product.id}`;
    await page.goto(path);
    await expect(page.locator(`a[href="${text.prefix}/login?redirect=${encodeURIComponent(path)}"]`)).toBeVisible();

    await registerViaApi(page, `Buyer_${newPhoneDigits().slice(-5)}`);
    await page.goto(path);
    await hydrated(page);
    const like = page.getByTestId('like-button');
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await expect(like).toHaveAccessibleName(text.like);
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(like).toContainText('1');
    await page.reload();
    await expect(page.getByTestId('like-button')).toHaveAttribute('aria-pressed', 'true');
    await page.goto(`${text.prefix}/myprofile`);
    await expect(page.getByTestId('profile-favourite-products').getByRole('link', { name: title })).toBeVisible();
  });
}

test('a product page carries what shared links and search engines read, and a missing one is a 404 page', async ({ page, browser, request }) => {
  const seller = await newPerson(browser);
  await registerViaApi(seller, `Og_${newPhoneDigits().slice(-5)}`);
  const product = await createProduct(seller.request, { title: 'Samsung Galaxy A54', category: 'phones', district: 'Chilonzor tumani', price: '3200000' });
  await seller.close();
  await page.goto(`/ru/product/${product.id}`);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /Samsung Galaxy A54/);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^http:\/\/localhost:\d+\/media\/listings\/.+\.webp$/);
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/ru/product/${product.id}$`));
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!) as Record<string, unknown>;
  expect(jsonLd).toMatchObject({ '@type': 'Product', name: 'Samsung Galaxy A54', offers: { '@type': 'Offer', price: 3200000, priceCurrency: 'UZS' } });
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/screenshots/product-detail-ru-${width}.png`, fullPage: true });
    await page.goto('/ru/products');
    await page.screenshot({ path: `test-results/screenshots/products-ru-${width}.png`, fullPage: true });
    await page.goto(`/ru/product/${product.id}`);
  }
  const missing = await request.get('/ru/product/999999');
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('Такой страницы нет');
  const sitemap = await request.get('/sitemap.xml');
  expect(await sitemap.text()).toContain('/sitemaps/products-1.xml');
  expect(await (await request.get('/robots.txt')).text()).toMatch(/Sitemap: http:\/\/localhost:\d+\/sitemap\.xml/);
});
