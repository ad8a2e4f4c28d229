import { createProduct, expect, LANGS, newPerson, newPhoneDigits, registerViaApi, test, watchErrors } from './fixtures.ts';

/**
 * Issue 25, the notice centre's first part: after a sale the buyer's header bell counts the
 * notice asking for a review; /notifications lists it in the page's language and opens the review
 * form; marking all read clears the count. At 360 px and with the keyboard.
 */
const SAME_SITE = { 'Sec-Fetch-Site': 'same-origin' };
const TEXT = {
  uz: { title: 'Bildirishnomalar', due: 'boʻyicha kelishuvni baholang', all: 'Hammasini oʻqilgan deb belgilash', empty: 'Hozircha bildirishnoma yoʻq.' },
  ru: { title: 'Уведомления', due: 'Оцените сделку по объявлению', all: 'Отметить все прочитанными', empty: 'Уведомлений пока нет.' },
  en: { title: 'Notifications', due: 'Rate your deal about', all: 'Mark all as read', empty: 'No notifications yet.' },
} as const;

for (const { lang, prefix } of LANGS) {
  test(`in ${lang}, the bell counts a new notice; the notice centre opens it and marks all read`, async ({ browser }) => {
    const buyer = await browser.newPage({ viewport: { width: 360, height: 740 } });
    const seller = await newPerson(browser);
    await registerViaApi(seller, `Sotuvchi${newPhoneDigits().slice(-6)}`);
    await registerViaApi(buyer, `Xaridor${newPhoneDigits().slice(-6)}`);
    const errors = watchErrors(buyer);
    await buyer.goto(`${prefix}/notifications`);
    await expect(buyer.getByTestId('notices-empty')).toHaveText(TEXT[lang].empty);
    await expect(buyer.getByTestId('header-bell-count')).toBeHidden();

    const title = `Bell ${lang} ${newPhoneDigits().slice(-5)}`;
    const product = await createProduct(seller.request, { title, category: 'phones', district: 'Chilonzor tumani', price: '800000' });
    const room = (await (
      await buyer.request.post('/api/chats/', { headers: SAME_SITE, data: { listing_kind: 'product', listing_id: product.id } })
    ).json()) as { id: number };
    expect((await buyer.request.post(`/api/chats/${room.id}/messages/`, { headers: SAME_SITE, data: { content: 'Olaman' } })).ok()).toBe(true);
    const buyerId = ((await (await buyer.request.get('/api/accounts/user/info/')).json()) as { user_info: { id: number } }).user_info.id;
    expect((await seller.request.post(`/api/products/api/products/${product.id}/sell`, { headers: SAME_SITE, data: { buyer_id: buyerId } })).ok()).toBe(true);

    await buyer.goto(`${prefix}/products`);
    await expect(buyer.getByTestId('header-bell-count')).toHaveText('1');
    // Keyboard: the bell is a link.
    await buyer.getByTestId('header-bell').focus();
    await buyer.keyboard.press('Enter');
    await expect(buyer).toHaveURL(new RegExp(`${prefix}/notifications$`));
    await expect(buyer.getByRole('heading', { level: 1 })).toHaveText(TEXT[lang].title);
    const notice = buyer.getByTestId('notice');
    await expect(notice).toHaveCount(1);
    await expect(notice).toHaveAttribute('data-read', 'false');
    await expect(notice).toContainText(TEXT[lang].due);
    await expect(notice).toContainText(title);
    expect(await buyer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await notice.getByRole('link').click();
    await expect(buyer.getByTestId('review-form')).toBeVisible();
    await buyer.goBack();
    await buyer.getByRole('button', { name: TEXT[lang].all }).click();
    await expect(buyer.getByTestId('notice')).toHaveAttribute('data-read', 'true');
    await expect(buyer.getByTestId('header-bell-count')).toBeHidden();
    expect(errors).toEqual([]);
    await seller.close();
    await buyer.close();
  });
}
