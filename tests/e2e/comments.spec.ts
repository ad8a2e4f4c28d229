import type { APIRequestContext } from '@playwright/test';
import { expect, hydrated, newPerson, newPhoneDigits, openComments, pngFile, registerViaApi, test, watchErrors } from './fixtures.ts';

/** Cookie-authenticated writes prove they come from the site, as the pages' own requests do. */
const SAME_ORIGIN = { 'Sec-Fetch-Site': 'same-origin' };

const TEXT = {
  uz: {
    prefix: '',
    title: (n: number) => `Izohlar (${n})`,
    box: 'Izohingiz',
    post: 'Yuborish',
    reply: 'Javob berish',
    replyBox: (name: string) => `${name} izohiga javobingiz`,
    replies: (n: number) => `${n} ta javob`,
    like: 'Yoqtirish',
    login: 'Kirish',
    phone: 'Telefon raqami',
    password: 'Parol',
    menu: 'Izoh amallari',
    edit: 'Tahrirlash',
    editBox: 'Izoh matni',
    delete: 'Oʻchirish',
    save: 'Saqlash',
    confirm: 'Ha, oʻchirish',
    edited: 'tahrirlangan',
    created: 'Izoh qoʻshildi',
    blank: 'Izoh yozing.',
    blankReply: 'Avval javob yozing.',
    empty: 'Hali izoh yoʻq.',
  },
  en: {
    prefix: '/en',
    title: (n: number) => `Comments (${n})`,
    box: 'Your comment',
    post: 'Post',
    reply: 'Reply',
    replyBox: (name: string) => `Your reply to ${name}`,
    replies: (n: number) => (n === 1 ? '1 reply' : `${n} replies`),
    like: 'Like',
    login: 'Log in',
    phone: 'Phone number',
    password: 'Password',
    menu: 'Comment actions',
    edit: 'Edit',
    editBox: 'Comment text',
    delete: 'Delete',
    save: 'Save',
    confirm: 'Yes, delete',
    edited: 'edited',
    created: 'Comment added',
    blank: 'Please enter a comment.',
    blankReply: 'Please enter a reply first.',
    empty: 'No comments yet.',
  },
} as const;

const suffix = () => newPhoneDigits().slice(-5);

/** A product of the request context's signed-in user, in the user's own district. */
async function createProduct(request: APIRequestContext, title: string): Promise<{ id: number }> {
  const categories = (await (await request.get('/api/products/api/categories')).json()) as Array<{ id: number }>;
  const response = await request.post('/api/products/api/products/', {
    headers: SAME_ORIGIN,
    multipart: {
      title,
      description: 'Yaxshi holatda.',
      price: '450000',
      condition: 'used',
      category_id: String(categories[3]!.id),
      images: await pngFile('#f59e0b'),
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: number };
}

async function commentViaApi(request: APIRequestContext, productId: number, text: string): Promise<{ id: number }> {
  const response = await request.post(`/api/products/api/products/${productId}/comments/`, { headers: SAME_ORIGIN, data: { text } });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: number };
}

for (const lang of ['uz', 'en'] as const) {
  const text = TEXT[lang];

  test(`in ${lang}, a visitor reads the comments, server-rendered with their line breaks, and is offered a login that comes back to them`, async ({
    page,
    browser,
  }) => {
    const errors = watchErrors(page);
    const seller = await newPerson(browser);
    const account = await registerViaApi(seller, `Sotuvchi_${suffix()}`);
    const product = await createProduct(seller.request, `Kitob javoni ${suffix()}`);
    await commentViaApi(seller.request, product.id, 'Yetkazib beraman.\nFaqat Toshkent boʻylab.');
    await seller.close();
    const path = `${text.prefix}/product/${product.id}`;

    // In the HTML itself, before any script: no loading state to flash.
    const html = await (await page.request.get(path)).text();
    expect(html).toContain('Yetkazib beraman.');

    const comments = await openComments(page, path);
    await expect(comments.getByRole('heading', { name: text.title(1) })).toBeVisible();
    const body = comments.getByTestId('comment-text');
    await expect(body).toHaveText('Yetkazib beraman.\nFaqat Toshkent boʻylab.', { useInnerText: true });
    await expect(comments.getByRole('textbox')).toHaveCount(0);
    await expect(comments.getByRole('button', { name: text.reply, exact: true })).toHaveCount(0);
    const back = encodeURIComponent(`${path}#comments`);
    await expect(comments.getByRole('link', { name: text.login, exact: true })).toHaveAttribute('href', `${text.prefix}/login?redirect=${back}`);
    // Liking sends a visitor to log in as well.
    await expect(comments.getByTestId('comment').locator(`a[href^="${text.prefix}/login"]`)).toHaveAttribute('href', `${text.prefix}/login?redirect=${back}`);
    expect(errors).toEqual([]);

    await comments.getByRole('link', { name: text.login, exact: true }).click();
    await hydrated(page);
    await page.getByLabel(text.phone).fill(account.digits);
    await page.getByLabel(text.password, { exact: true }).fill(account.password);
    await page.getByRole('button', { name: text.login, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${text.prefix}/product/${product.id}#comments$`));
    await expect(page.getByTestId('comments').getByRole('textbox', { name: text.box })).toBeVisible();
  });

  test(`in ${lang}, a comment sent with Enter, another user's reply that opens the replies, a like of it that shows at once and stays, an edit and a delete that takes the replies along`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    const authorName = `Ali_${suffix()}`;
    await registerViaApi(page, authorName);
    const product = await createProduct(page.request, `Kreslo ${suffix()}`);
    const path = `${text.prefix}/product/${product.id}`;

    const comments = await openComments(page, path);
    const heading = comments.getByRole('heading', { level: 2 });
    await expect(heading).toHaveText(text.title(0));
    const box = comments.getByRole('textbox', { name: text.box });
    await box.fill('Narxi qancha?');
    await box.press('Enter');
    await expect(comments.getByTestId('comment-text')).toHaveText('Narxi qancha?');
    await expect(heading).toHaveText(text.title(1));
    await expect(box).toHaveValue('');
    await expect(box).toBeFocused();
    await expect(page.getByText(text.created)).toBeVisible();

    // Someone else answers it, and writes a comment of their own.
    const other = await newPerson(browser);
    await registerViaApi(other, `Vali_${suffix()}`);
    const theirs = await openComments(other, path);
    await theirs.getByRole('button', { name: text.reply, exact: true }).click();
    const replyBox = theirs.getByRole('textbox', { name: text.replyBox(authorName) });
    await expect(replyBox).toBeFocused();
    await replyBox.press('Enter');
    await expect(theirs.getByText(text.blankReply)).toBeVisible();
    await replyBox.fill('Kelishamiz, 400 mingga.');
    await replyBox.press('Enter');
    await expect(theirs.getByTestId('reply').getByTestId('comment-text')).toHaveText('Kelishamiz, 400 mingga.');
    await expect(theirs.getByRole('button', { name: text.replies(1) })).toHaveAttribute('aria-expanded', 'true');
    await expect(replyBox).toHaveCount(0);
    await commentViaApi(other.request, product.id, 'Rangi qanday?');
    await other.close();

    // The author likes the reply: pressed with its count before the server has answered.
    await page.reload();
    await comments.scrollIntoViewIfNeeded();
    await hydrated(page);
    await expect(heading).toHaveText(text.title(2));
    const mine = comments.getByTestId('comment').filter({ hasText: 'Narxi qancha?' });
    await mine.getByRole('button', { name: text.replies(1) }).click();
    const like = mine.getByTestId('reply').getByRole('button', { name: text.like });
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/global/like/comment/**', async (route) => {
      await held;
      await route.continue();
    });
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(like).toHaveText(`${text.like} 1`);
    const answered = page.waitForResponse((response) => response.url().includes('/api/global/like/comment/'));
    release();
    expect((await answered).status()).toBe(200);
    await page.unroute('**/api/global/like/comment/**');

    // An unlike the server refuses flips back, with the notice.
    await page.route('**/api/global/unlike/comment/**', (route) => route.fulfill({ status: 500, json: { detail: 'down', code: 'internal_error' } }));
    await like.click();
    await expect(page.getByText(lang === 'uz' ? 'Yoqtirishni bekor qilib boʻlmadi' : 'The like could not be removed')).toBeVisible();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(like).toHaveText(`${text.like} 1`);
    await page.unroute('**/api/global/unlike/comment/**');

    await page.reload();
    await comments.scrollIntoViewIfNeeded();
    await hydrated(page);
    await mine.getByRole('button', { name: text.replies(1) }).click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(like).toHaveText(`${text.like} 1`);

    // Edit: Escape leaves the text as it was and gives the focus back to the menu.
    const menuButton = mine.getByRole('button', { name: text.menu }).first();
    await menuButton.click();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('menuitem', { name: text.edit }).click();
    const editor = mine.getByRole('textbox', { name: text.editBox });
    await expect(editor).toBeFocused();
    await expect(editor).toHaveValue('Narxi qancha?');
    const save = mine.getByRole('button', { name: text.save });
    await expect(save).toHaveAttribute('aria-disabled', 'true');
    await editor.fill('Narxi qancha? Oxirgisi?');
    await expect(save).toHaveAttribute('aria-disabled', 'false');
    await editor.press('Escape');
    await expect(editor).toHaveCount(0);
    await expect(mine.getByTestId('comment-text').first()).toHaveText('Narxi qancha?');
    await expect(menuButton).toBeFocused();

    // A click outside closes the menu.
    await menuButton.click();
    await expect(page.getByRole('menu')).toBeVisible();
    await heading.click();
    await expect(page.getByRole('menu')).toHaveCount(0);

    await menuButton.click();
    await page.getByRole('menuitem', { name: text.edit }).click();
    await editor.fill('Narxi qancha? Oxirgisi?');
    await save.click();
    await expect(mine.getByTestId('comment-text').first()).toHaveText('Narxi qancha? Oxirgisi?');
    await expect(mine.getByText(text.edited)).toBeVisible();
    await expect(menuButton).toBeFocused();

    // Delete, after the question: the replies go with it, the count drops, the focus stays in the block.
    await menuButton.click();
    await page.getByRole('menuitem', { name: text.delete }).click();
    await comments.getByRole('button', { name: text.confirm }).click();
    await expect(comments.getByText('Narxi qancha? Oxirgisi?')).toHaveCount(0);
    await expect(comments.getByText('Kelishamiz, 400 mingga.')).toHaveCount(0);
    await expect(heading).toHaveText(text.title(1));
    await expect(heading).toBeFocused();
    await expect(comments.getByTestId('comment-text')).toHaveText('Rangi qanday?');
    await page.reload();
    await expect(heading).toHaveText(text.title(1));
    await expect(comments.getByText('Kelishamiz, 400 mingga.')).toHaveCount(0);
  });
}

test('a comment written as markup shows as the characters typed and runs nothing', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await registerViaApi(page, `Xss_${suffix()}`);
  const product = await createProduct(page.request, `Lampa ${suffix()}`);
  const comments = await openComments(page, `/en/product/${product.id}`);
  const box = comments.getByRole('textbox', { name: TEXT.en.box });
  for (const markup of ['<script>alert(1)</script>', '<img src=x onerror="alert(2)">']) {
    await box.fill(markup);
    await box.press('Enter');
    await expect(comments.getByTestId('comment-text').first()).toHaveText(markup);
  }
  // The same after a reload, from the server-rendered HTML.
  await page.reload();
  await comments.scrollIntoViewIfNeeded();
  await hydrated(page);
  await expect(comments.getByTestId('comment-text')).toHaveText(['<img src=x onerror="alert(2)">', '<script>alert(1)</script>']);
  await expect(comments.getByTestId('comment-text').locator('script, img')).toHaveCount(0);
  expect(dialogs).toEqual([]);
});

test('keyboard only: a blank comment is refused with its reason, Shift+Enter adds a line, Enter sends, and the menu, edit and reply work from the keyboard (an own comment has no like toggle)', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const text = TEXT.uz;
  await registerViaApi(page, `Klaviatura_${suffix()}`);
  const product = await createProduct(page.request, `Stol ${suffix()}`);
  const comments = await openComments(page, `/product/${product.id}`);
  const box = comments.getByRole('textbox', { name: text.box });
  const focused = () => page.evaluate(() => document.activeElement?.tagName.toLowerCase() ?? 'none');

  // Tab from the top of the page to the comment box.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  for (let presses = 0; presses < 80 && !(await box.evaluate((element) => element === document.activeElement)); presses++) await page.keyboard.press('Tab');
  await expect(box).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(comments.getByText(text.blank)).toBeVisible();
  await expect(box).toHaveAttribute('aria-invalid', 'true');
  await page.keyboard.type('Birinchi qator');
  await page.keyboard.press('Shift+Enter');
  await page.keyboard.type('Ikkinchi qator');
  await page.keyboard.press('Enter');
  await expect(comments.getByTestId('comment-text')).toHaveText('Birinchi qator\nIkkinchi qator', { useInnerText: true });
  await expect(box).toBeFocused();

  // Box → post button → the author's page (issue 22) → the comment's menu.
  await page.keyboard.press('Tab');
  await expect(comments.getByRole('button', { name: text.post })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(comments.getByTestId('comment-author')).toBeFocused();
  await page.keyboard.press('Tab');
  const menuButton = comments.getByRole('button', { name: text.menu });
  await expect(menuButton).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: text.edit })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: text.delete })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(menuButton).toBeFocused();

  // One's own comment has its likes counted but no like toggle (issue 19: as owners do not like their own listings).
  await expect(comments.getByRole('button', { name: text.like })).toHaveCount(0);
  await expect(comments.getByTestId('own-comment-likes')).toHaveText(/ 0$/);

  // The menu again, edit, Enter saves.
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: text.edit })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(comments.getByRole('textbox', { name: text.editBox })).toBeFocused();
  await page.keyboard.type(' (tahrir)');
  await page.keyboard.press('Enter');
  await expect(comments.getByTestId('comment-text')).toHaveText('Birinchi qator\nIkkinchi qator (tahrir)', { useInnerText: true });
  await expect(menuButton).toBeFocused();

  // Reply, next after the menu (no like toggle between): the box opens focused, a blank reply is refused, Enter sends and the replies open.
  await page.keyboard.press('Tab');
  await expect(comments.getByRole('button', { name: text.reply, exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  const replyBox = comments.getByRole('textbox', { name: /izohiga javobingiz$/ });
  await expect(replyBox).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(comments.getByText(text.blankReply)).toBeVisible();
  await page.keyboard.type('Oʻzimga javob');
  await page.keyboard.press('Enter');
  await expect(comments.getByTestId('reply').getByTestId('comment-text')).toHaveText('Oʻzimga javob');
  await expect(comments.getByRole('button', { name: text.replies(1) })).toHaveAttribute('aria-expanded', 'true');
  expect(await focused()).not.toBe('body');
  await expect(comments.getByRole('button', { name: text.reply, exact: true })).toBeFocused();
});

test('a refused comment keeps its text and says why next to the box', async ({ page }) => {
  await registerViaApi(page, `Rad_${suffix()}`);
  const product = await createProduct(page.request, `Gilam ${suffix()}`);
  const comments = await openComments(page, `/en/product/${product.id}`);
  // The listing goes away while the page is open: the server answers 404.
  expect((await page.request.delete(`/api/products/api/products/${product.id}/`, { headers: SAME_ORIGIN })).status()).toBe(204);
  const box = comments.getByRole('textbox', { name: TEXT.en.box });
  await box.fill('Is it still for sale?');
  await box.press('Enter');
  await expect(comments.getByText('The requested item was not found.')).toBeVisible();
  await expect(box).toHaveValue('Is it still for sale?');
  await expect(box).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('The comment could not be added')).toBeVisible();
  await expect(comments.getByTestId('comment')).toHaveCount(0);
});

test('more than a page of comments: "show more" brings the rest, the reading goes on at the first new one, and failed loads offer a retry', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  const seller = await newPerson(browser);
  await registerViaApi(seller, `Kop_${suffix()}`);
  const product = await createProduct(seller.request, `Velosiped ${suffix()}`);
  let oldest = { id: 0 };
  for (let n = 1; n <= 22; n++) {
    const comment = await commentViaApi(seller.request, product.id, `Izoh ${n}`);
    if (n === 1) oldest = comment;
  }
  expect((await seller.request.post(`/api/products/api/comments/${oldest.id}/replies/`, { headers: SAME_ORIGIN, data: { text: 'Javob 1' } })).status()).toBe(
    201,
  );
  await seller.close();

  const comments = await openComments(page, `/en/product/${product.id}`);
  await expect(comments.getByRole('heading', { name: TEXT.en.title(22) })).toBeVisible();
  const items = comments.getByTestId('comment');
  await expect(items).toHaveCount(20);
  await expect(items.first()).toContainText('Izoh 22');
  const secondPage = (url: URL) => url.pathname.endsWith('/comments/') && url.searchParams.get('page') === '2';
  await page.route(secondPage, (route) => route.fulfill({ status: 503, json: { detail: 'down', code: 'database_unavailable' } }));
  await comments.getByRole('button', { name: 'Show more comments' }).click();
  await expect(comments.getByText('An error occurred')).toBeVisible();
  await page.unroute(secondPage);
  await comments.getByRole('button', { name: 'Try again' }).click();
  await expect(items).toHaveCount(22);
  await expect(items.last().getByTestId('comment-text')).toHaveText('Izoh 1');
  await expect(items.nth(20)).toBeFocused();
  await expect(comments.getByRole('button', { name: 'Show more comments' })).toHaveCount(0);

  // The replies of the oldest comment: the first load fails, the retry brings them.
  const replies = (url: URL) => url.pathname.endsWith('/replies/');
  await page.route(replies, (route) => route.fulfill({ status: 503, json: { detail: 'down', code: 'database_unavailable' } }));
  const toggle = items.last().getByRole('button', { name: '1 reply' });
  await toggle.click();
  await expect(items.last().getByRole('alert')).toContainText('An error occurred');
  await page.unroute(replies);
  await items.last().getByRole('button', { name: 'Try again' }).click();
  await expect(items.last().getByTestId('reply')).toContainText('Javob 1');
  await expect(toggle).toBeFocused();
});

for (const width of [375, 1280]) {
  test(`a thread fits and reads well at ${width} px (screenshot)`, async ({ page, browser }) => {
    await page.setViewportSize({ width, height: 900 });
    const name = `Dilnoza_${suffix()}`;
    await registerViaApi(page, name);
    const product = await createProduct(page.request, `Tikuv mashinasi ${suffix()}`);
    const first = await commentViaApi(
      page.request,
      product.id,
      'Assalomu alaykum! Mashina ishlaydimi, hamma qismlari joyidami?\nQachon koʻrsa boʻladi?\nhttps://example.com/juda-uzun-havola-bolib-qatorga-sigmaydigan-manzil-uchun',
    );
    const other = await newPerson(browser);
    await registerViaApi(other, `Sardor_${suffix()}`);
    const reply = await other.request.post(`/api/products/api/comments/${first.id}/replies/`, {
      headers: SAME_ORIGIN,
      data: { text: 'Ha, ishlaydi. Ertaga kechqurun keling.' },
    });
    expect(reply.status()).toBe(201);
    await commentViaApi(other.request, product.id, 'Yetkazib berish bormi?');
    await other.close();

    const errors = watchErrors(page);
    const comments = await openComments(page, `/product/${product.id}`);
    await comments
      .getByTestId('comment')
      .filter({ hasText: 'Assalomu' })
      .getByRole('button', { name: TEXT.uz.replies(1) })
      .click();
    await expect(comments.getByTestId('reply')).toContainText('Ha, ishlaydi.');
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await comments.screenshot({ path: `test-results/screenshots/comments-thread-${width}.png` });
    await comments.getByTestId('comment').filter({ hasText: 'Assalomu' }).getByRole('button', { name: TEXT.uz.menu }).first().click();
    await expect(page.getByRole('menu')).toBeVisible();
    await comments.screenshot({ path: `test-results/screenshots/comments-menu-${width}.png` });
    expect(errors).toEqual([]);
  });
}
