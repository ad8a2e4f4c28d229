import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Comment, Page, Product, Reply } from '../../src/lib/schemas/shapes.ts';
import { newIp, postJson, registerUser, tokenHeader, type RegisteredUser } from '../fixtures/accounts.ts';
import { createProduct, productCategories } from '../fixtures/listings.ts';
import { startTestApp, TEST_DB, type TestApp } from '../fixtures/test-app.ts';

/** Comments on products here; tests/api/services.test.ts runs the service family. */
let app: TestApp;
let seller: RegisteredUser;
let buyer: RegisteredUser;
let stranger: RegisteredUser;
let product: Product;
beforeAll(async () => {
  app = await startTestApp();
  [seller, buyer, stranger] = [await registerUser(app, { username: 'Sotuvchi' }), await registerUser(app, { username: 'Xaridor' }), await registerUser(app)];
  product = await createProduct(app, seller, (await productCategories(app))[0]!.id);
});
afterAll(async () => {
  await app.close();
});

const base = () => `/api/products/api/products/${product.id}/comments/`;
const send = (method: string, path: string, user: RegisteredUser | null, body?: unknown) =>
  app.request(`${path}?lang=en`, {
    method,
    headers: { ...(user ? tokenHeader(user) : {}), ...(body !== undefined && { 'Content-Type': 'application/json' }) },
    body: body === undefined ? null : JSON.stringify(body),
  });
async function comment(user: RegisteredUser, text: string, target = base()): Promise<Comment> {
  const response = await send('POST', target, user, { text });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as Comment;
}
async function reply(user: RegisteredUser, commentId: number, text: string): Promise<Reply> {
  const response = await send('POST', `/api/products/api/comments/${commentId}/replies/`, user, { text });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as Reply;
}
const rows = async (table: 'comments' | 'comment_likes') =>
  Number(
    (
      await app.runtime.database.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe(`comments on products on ${TEST_DB}`, () => {
  it('creates a comment with its author, trimmed, and lists comments newest first', async () => {
    const first = await comment(buyer, '  Narxi kelishiladimi?  ');
    expect(first).toMatchObject({
      text: 'Narxi kelishiladimi?',
      product_id: product.id,
      likes: 0,
      replies_count: 0,
      user: { id: buyer.id, username: 'Xaridor' },
    });
    app.clock.advance(1000);
    const second = await comment(stranger, 'Hali sotilmadimi?');
    const page = (await (await app.request(base())).json()) as Page<Comment>;
    expect(page.results.map((each) => each.id).slice(0, 2)).toEqual([second.id, first.id]);
    expect(page.count).toBeGreaterThanOrEqual(2);
  });

  it('refuses a blank comment with enter_comment and a blank reply with reply_info, and more than 1000 characters', async () => {
    const blank = await send('POST', base(), buyer, { text: '   \u202e ' });
    expect(blank.status).toBe(400);
    expect(await blank.json()).toMatchObject({ errors: { text: ['Please enter a comment.'] } });
    const missing = await send('POST', base(), buyer, {});
    expect(missing.status).toBe(400);
    const target = await comment(buyer, 'Savol');
    const blankReply = await send('POST', `/api/products/api/comments/${target.id}/replies/`, seller, { text: '' });
    expect(await blankReply.json()).toMatchObject({ errors: { text: ['Please enter a reply first.'] } });
    const long = await send('POST', base(), buyer, { text: 'x'.repeat(1001) });
    expect(await long.json()).toMatchObject({ errors: { text: ['A comment has at most 1000 characters.'] } });
    expect((await send('POST', base(), buyer, { text: 'ў'.repeat(1000) })).status).toBe(201);
  });

  it('keeps markup as text: a script tag comes back as the characters written', async () => {
    const created = await comment(buyer, '<script>alert("x")</script> <img src=x onerror=alert(1)> https://evil.example');
    expect(created.text).toBe('<script>alert("x")</script> <img src=x onerror=alert(1)> https://evil.example');
  });

  it('lets only the author edit and delete a comment (403 for anyone else), through both paths', async () => {
    const created = await comment(buyer, 'Birinchi fikr');
    for (const path of [`${base()}${created.id}/`, `/api/products/api/comments/${created.id}/`]) {
      const refused = await send('PUT', path, stranger, { text: 'Buzildi' });
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({ detail: 'This comment is not yours.', code: 'not_author' });
      expect((await send('DELETE', path, seller, undefined)).status).toBe(403);
    }
    const edited = await send('PUT', `/api/products/api/comments/${created.id}/`, buyer, { text: 'Tahrirlangan fikr' });
    expect(edited.status).toBe(200);
    expect(await edited.json()).toMatchObject({ id: created.id, text: 'Tahrirlangan fikr' });
    expect((await send('DELETE', `${base()}${created.id}/`, buyer, undefined)).status).toBe(204);
    expect((await send('PUT', `/api/products/api/comments/${created.id}/`, buyer, { text: 'x' })).status).toBe(404);
  });

  it('decides authorship inside the write: of 30 parallel deletes and edits mixed between the author and a stranger, the stranger changes nothing and one delete wins', async () => {
    const created = await comment(buyer, 'Poyga');
    const path = `/api/products/api/comments/${created.id}/`;
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        index % 3 === 0
          ? send('DELETE', path, buyer, undefined)
          : index % 3 === 1
            ? send('PUT', path, stranger, { text: 'Buzildi' })
            : send('DELETE', path, stranger, undefined),
      ),
    );
    const byWho = (from: number) => answers.filter((_, index) => index % 3 === from).map((answer) => answer.status);
    expect(byWho(0).filter((status) => status === 204)).toHaveLength(1);
    expect(byWho(0).every((status) => status === 204 || status === 404)).toBe(true);
    expect([...byWho(1), ...byWho(2)].every((status) => status === 403 || status === 404)).toBe(true);
    expect(await app.runtime.database.db.selectFrom('comments').select('id').where('id', '=', created.id).executeTakeFirst()).toBeUndefined();
  });

  it('answers 404 for a comment addressed through another listing, another kind, or not at all', async () => {
    const created = await comment(buyer, 'Shu eʼlonda');
    const other = await createProduct(app, seller, (await productCategories(app))[1]!.id);
    expect((await send('PUT', `/api/products/api/products/${other.id}/comments/${created.id}/`, buyer, { text: 'x' })).status).toBe(404);
    expect((await send('PUT', `/api/services/api/comments/${created.id}/`, buyer, { text: 'x' })).status).toBe(404);
    expect((await app.request(`/api/services/api/comments/${created.id}/replies/`)).status).toBe(404);
    expect((await app.request('/api/products/api/products/999999/comments/')).status).toBe(404);
    expect((await send('POST', '/api/products/api/products/999999/comments/', buyer, { text: 'x' })).status).toBe(404);
  });

  it('attaches a reply to a reply to the same comment, and counts replies', async () => {
    const question = await comment(buyer, 'Yetkazib berasizmi?');
    const answer = await reply(seller, question.id, 'Ha, Toshkent boʻylab.');
    app.clock.advance(1000);
    const followUp = await reply(buyer, answer.id, 'Rahmat!');
    const replies = (await (await app.request(`/api/products/api/comments/${question.id}/replies/`)).json()) as { data: Reply[] };
    expect(replies.data.map((each) => each.id)).toEqual([answer.id, followUp.id]);
    expect(replies.data[0]).toMatchObject({ text: 'Ha, Toshkent boʻylab.', user: { id: seller.id } });
    const page = (await (await app.request(base())).json()) as Page<Comment>;
    expect(page.results.find((each) => each.id === question.id)?.replies_count).toBe(2);
    expect(page.results.some((each) => each.id === answer.id)).toBe(false);
    expect(((await (await app.request(`/api/products/api/comments/${answer.id}/replies/`)).json()) as { data: Reply[] }).data).toEqual([]);
  });

  it('deletes a comment with its replies and their likes, and keeps the listing count equal to the rows', async () => {
    const question = await comment(buyer, 'Oʻchiriladigan savol');
    const answer = await reply(seller, question.id, 'Javob');
    await send('POST', `/api/global/like/comment/${answer.id}/`, stranger);
    await send('POST', `/api/global/like/comment/${question.id}/`, stranger);
    const before = { comments: await rows('comments'), likes: await rows('comment_likes') };
    expect((await send('DELETE', `/api/products/api/comments/${question.id}/`, buyer)).status).toBe(204);
    expect(await rows('comments')).toBe(before.comments - 2);
    expect(await rows('comment_likes')).toBe(before.likes - 2);
    const stored = await app.runtime.database.db.selectFrom('listings').select('comments_count').where('id', '=', product.id).executeTakeFirstOrThrow();
    const counted = await app.runtime.database.db
      .selectFrom('comments')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('listing_id', '=', product.id)
      .executeTakeFirstOrThrow();
    expect(Number(stored.comments_count)).toBe(Number(counted.n));
  });

  it('likes comments idempotently, carries liked_comments in user info and login-info, and counts equal the rows', async () => {
    const liked = await comment(seller, 'Yoqadigan izoh');
    const like = () => send('POST', `/api/global/like/comment/${liked.id}/`, buyer);
    expect(await (await like()).json()).toEqual({ liked: true, likes: 1 });
    expect(await (await like()).json()).toEqual({ liked: true, likes: 1 });
    await Promise.all(Array.from({ length: 10 }, like));
    const info = (await (await app.request('/api/accounts/user/info', { headers: tokenHeader(buyer) })).json()) as { liked_comments: { id: number }[] };
    expect(info.liked_comments).toContainEqual({ id: liked.id });
    const login = (await (await postJson(app, '/api/accounts/login/', { phone_number: buyer.phone, password: buyer.password }, {}, newIp())).json()) as {
      liked_comments: { id: number }[];
    };
    expect(login.liked_comments).toContainEqual({ id: liked.id });
    expect(await (await send('POST', `/api/global/unlike/comment/${liked.id}/`, buyer)).json()).toEqual({ liked: false, likes: 0 });
    expect((await send('POST', '/api/global/like/comment/999999/', buyer)).status).toBe(404);
    expect((await send('POST', `/api/global/like/comment/${liked.id}/`, null)).status).toBe(401);
  });

  it('refuses the author a like of their own comment or reply with 403 own_comment_like, in their language, writing nothing (issue 34)', async () => {
    const own = await comment(buyer, 'Oʻzimning izohim');
    const ownReply = await reply(buyer, own.id, 'Oʻzimning javobim');
    for (const id of [own.id, ownReply.id]) {
      const refused = await send('POST', `/api/global/like/comment/${id}/`, buyer);
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({ code: 'own_comment_like', detail: 'You cannot like your own comment.' });
    }
    const russian = await app.request(`/api/global/like/comment/${own.id}/?lang=ru`, { method: 'POST', headers: tokenHeader(buyer) });
    expect(await russian.json()).toEqual({ code: 'own_comment_like', detail: 'Нельзя отмечать «нравится» свой комментарий.' });
    const likes = await app.runtime.database.db.selectFrom('comment_likes').select('user_id').where('comment_id', 'in', [own.id, ownReply.id]).execute();
    expect(likes).toEqual([]);
    // Anyone else may, and the author may still take back a like (nothing to take back: idempotent).
    expect(await (await send('POST', `/api/global/like/comment/${own.id}/`, seller)).json()).toEqual({ liked: true, likes: 1 });
    expect(await (await send('POST', `/api/global/unlike/comment/${own.id}/`, buyer)).json()).toEqual({ liked: false, likes: 1 });
  });

  it('refuses to comment without a token, and deletes comments with their listing', async () => {
    expect((await send('POST', base(), null, { text: 'Salom' })).status).toBe(401);
    const doomed = await createProduct(app, seller, (await productCategories(app))[2]!.id);
    const created = await comment(buyer, 'Ketadi', `/api/products/api/products/${doomed.id}/comments/`);
    await reply(seller, created.id, 'Ha');
    expect((await send('DELETE', `/api/products/api/products/${doomed.id}/`, seller)).status).toBe(204);
    const left = await app.runtime.database.db.selectFrom('comments').select('id').where('listing_id', '=', doomed.id).execute();
    expect(left).toEqual([]);
  });
});

describe(`hidden comments (issue 23) on ${TEST_DB}`, () => {
  it('shows a comment or reply a moderator hid to its author only, with the reason; the counts stay as written', async () => {
    const hidden = await comment(stranger, 'Telegramda yozing');
    const shown = await comment(buyer, 'Yetkazib berasizmi?');
    const hiddenReply = await reply(stranger, shown.id, 'Menga yozing');
    const db = app.runtime.database.db;
    await db.updateTable('comments').set({ hidden_reason: 'Contacts in a comment' }).where('id', 'in', [hidden.id, hiddenReply.id]).execute();
    const { comments } = app.runtime.services;
    const ids = (records: Array<{ id: number }>) => records.map((each) => each.id);

    const forAuthor = await comments.list('product', product.id, 1, 50, stranger.id);
    expect(forAuthor.records.find((each) => each.id === hidden.id)).toMatchObject({ hidden_reason: 'Contacts in a comment' });
    expect(forAuthor.records.find((each) => each.id === shown.id)).not.toHaveProperty('hidden_reason');
    for (const viewer of [buyer.id, seller.id, null]) {
      const page = await comments.list('product', product.id, 1, 50, viewer);
      expect(ids(page.records)).not.toContain(hidden.id);
      expect(ids(page.records)).toContain(shown.id);
      expect(page.count).toBe(forAuthor.count);
      expect(ids(await comments.replies(shown.id, { kind: 'product' }, viewer))).not.toContain(hiddenReply.id);
    }
    expect(await comments.replies(shown.id, { kind: 'product' }, stranger.id)).toEqual([
      expect.objectContaining({ id: hiddenReply.id, hidden_reason: 'Contacts in a comment' }),
    ]);

    // Through the API too: its author gets it with the reason, everyone else does not.
    const listed = (await (await send('GET', base(), stranger)).json()) as Page<Comment>;
    expect(listed.results.find((each) => each.id === hidden.id)).toMatchObject({ hidden_reason: 'Contacts in a comment' });
    const replies = (await (await send('GET', `/api/products/api/comments/${shown.id}/replies/`, stranger)).json()) as { data: Reply[] };
    expect(ids(replies.data)).toContain(hiddenReply.id);
    const othersSee = (await (await send('GET', base(), buyer)).json()) as Page<Comment>;
    expect(ids(othersSee.results)).not.toContain(hidden.id);
    const othersReplies = (await (await send('GET', `/api/products/api/comments/${shown.id}/replies/`, buyer)).json()) as { data: Reply[] };
    expect(ids(othersReplies.data)).not.toContain(hiddenReply.id);
  });
});
