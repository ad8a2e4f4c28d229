import type { Page } from '@playwright/test';
import { createProduct, expect, LANGS, newPerson, newPhoneDigits, registerViaApi, test, watchErrors } from './fixtures.ts';

/**
 * Issue 25: the header's bell follows the user's `/ws/user/` socket (a seller with a page open
 * sees a buyer's comment counted without a reload), and the profile's notification settings
 * switch a topic off with a plain form (then a comment adds no notice). uz/ru/en, 360 px, keyboard.
 */
const SAME_SITE = { 'Sec-Fetch-Site': 'same-origin' };
const TEXT = {
  uz: {
    settings: 'Bildirishnoma sozlamalari',
    inapp: 'Saytda',
    comments: 'Izohlar va javoblar',
    save: 'Saqlash',
    saved: 'Bildirishnoma sozlamalari saqlandi.',
    bell: 'Bildirishnomalar 1 (oʻqilmagan)',
  },
  ru: {
    settings: 'Настройки уведомлений',
    inapp: 'На сайте',
    comments: 'Комментарии и ответы',
    save: 'Сохранить',
    saved: 'Настройки уведомлений сохранены.',
    bell: 'Уведомления 1 (непрочитанные)',
  },
  en: {
    settings: 'Notification settings',
    inapp: 'On the site',
    comments: 'Comments and replies',
    save: 'Save',
    saved: 'Notification settings saved.',
    bell: 'Notifications 1 (unread)',
  },
} as const;

/** Opens a page and waits until its `/ws/user/` socket told the bell's count (the socket is listening). */
async function openListening(page: Page, address: string): Promise<void> {
  // Listening from the socket's first moment: the frame may come before `goto` returns.
  const heard = new Promise<void>((resolve) => {
    page.on('websocket', (socket) => {
      if (socket.url().includes('/ws/user/')) socket.on('framereceived', (frame) => String(frame.payload).includes('"notices"') && resolve());
    });
  });
  await page.goto(address);
  await heard;
}

async function sellerWithListing(browser: Parameters<typeof newPerson>[0], seller: Page, lang: string) {
  const buyer = await newPerson(browser);
  await registerViaApi(seller, `Sotuvchi${newPhoneDigits().slice(-6)}`);
  await registerViaApi(buyer, `Xaridor${newPhoneDigits().slice(-6)}`);
  const product = await createProduct(seller.request, {
    title: `Kamera ${lang} ${newPhoneDigits().slice(-5)}`,
    category: 'phones',
    district: 'Chilonzor tumani',
    price: '900000',
  });
  const comment = async (text: string) =>
    expect((await buyer.request.post(`/api/products/api/products/${product.id}/comments/`, { headers: SAME_SITE, data: { text } })).status()).toBe(201);
  return { buyer, product, comment };
}

for (const { lang, prefix } of LANGS) {
  test(`in ${lang}, the bell counts a buyer's comment live, without a reload`, async ({ browser }) => {
    const seller = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const { buyer, comment } = await sellerWithListing(browser, seller, lang);
    const errors = watchErrors(seller);
    await openListening(seller, `${prefix}/products`);
    const bell = seller.getByTestId('header-bell');
    await expect(seller.getByTestId('header-bell-count')).toBeHidden();
    await expect(bell).not.toHaveAttribute('aria-label');
    // The same document all along: a reload would lose this.
    await seller.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));

    await comment('Hali sotuvdami?');
    await expect(seller.getByTestId('header-bell-count')).toHaveText('1');
    await expect(bell).toHaveAttribute('aria-label', TEXT[lang].bell);
    await comment('Narxi qancha?');
    await expect(seller.getByTestId('header-bell-count')).toHaveText('2');
    expect(await seller.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);

    // Read elsewhere (another tab, the app): this page's bell drops too.
    expect((await seller.request.post('/api/notices/read/', { headers: SAME_SITE, data: { all: true } })).ok()).toBe(true);
    await expect(seller.getByTestId('header-bell-count')).toBeHidden();
    await expect(bell).not.toHaveAttribute('aria-label');
    expect(errors).toEqual([]);
    await buyer.close();
    await seller.close();
  });

  test(`in ${lang}, the profile switches comments off on the site, and then a comment adds no notice`, async ({ browser }) => {
    const seller = await browser.newPage({ viewport: { width: 360, height: 740 } });
    const { buyer, comment } = await sellerWithListing(browser, seller, lang);
    const errors = watchErrors(seller);
    // From the notice centre to the settings.
    await seller.goto(`${prefix}/notifications`);
    await seller.getByTestId('notice-settings-link').click();
    await expect(seller).toHaveURL(new RegExp(`${prefix}/myprofile#notifications$`));
    const section = seller.getByTestId('notice-settings');
    await expect(section.getByRole('heading', { level: 2 })).toHaveText(TEXT[lang].settings);
    await expect(section.getByRole('columnheader', { name: TEXT[lang].inapp })).toBeVisible();
    // Without a Telegram bot there is no Telegram column.
    await expect(section.getByRole('columnheader')).toHaveCount(2);
    const box = section.getByRole('checkbox', { name: `${TEXT[lang].comments} ${TEXT[lang].inapp}` });
    await expect(box).toBeChecked();
    expect(await seller.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    // Keyboard: untick, then save.
    await box.focus();
    await seller.keyboard.press('Space');
    await expect(box).not.toBeChecked();
    await section.getByRole('button', { name: TEXT[lang].save }).focus();
    await seller.keyboard.press('Enter');
    await expect(seller).toHaveURL(new RegExp(`${prefix}/myprofile#notifications$`));
    await expect(seller.getByText(TEXT[lang].saved)).toBeVisible();
    await expect(seller.getByTestId('notice-settings').getByRole('checkbox', { name: `${TEXT[lang].comments} ${TEXT[lang].inapp}` })).not.toBeChecked();
    // Only that switch.
    await expect(seller.getByTestId('notice-inapp-messages')).toBeChecked();

    await comment('Bu izoh bildirilmaydi');
    expect(((await (await seller.request.get('/api/notices/unread/')).json()) as { unread: number }).unread).toBe(0);
    await seller.reload();
    await expect(seller.getByTestId('header-bell-count')).toBeHidden();
    expect(errors).toEqual([]);
    await buyer.close();
    await seller.close();
  });
}
