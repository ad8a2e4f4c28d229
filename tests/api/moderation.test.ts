import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatRoom } from '../../src/lib/schemas/chats.ts';
import type { Page, Product } from '../../src/lib/schemas/shapes.ts';
import { postJson, registerUser, tokenHeader, type RegisteredUser } from '../fixtures/accounts.ts';
import { createProduct, pngFile, productCategories } from '../fixtures/listings.ts';
import { answerOf, callAs } from '../fixtures/api-calls.ts';
import { startTestApp, TEST_DB, type TestApp } from '../fixtures/test-app.ts';

/** Reports and moderation (issue 23) through the API: reporting, the rules against abuse of it, the queue, decisions and their effects. */
const DAY = 86_400_000;
let app: TestApp;
let seller: RegisteredUser;
let moderator: RegisteredUser;
let other: RegisteredUser;
let reporters: RegisteredUser[];
let categoryId: number;
beforeAll(async () => {
  app = await startTestApp();
  [seller, moderator, other] = [
    await registerUser(app, { username: 'Firibgar' }),
    await registerUser(app, { username: 'Moderator' }),
    await registerUser(app, { username: 'Boshqa' }),
  ];
  reporters = [];
  for (let i = 0; i < 4; i++) reporters.push(await registerUser(app, { username: `Xaridor${i}` }));
  expect(await app.runtime.services.roles.grant(moderator.phone, 'moderator')).toBe(true);
  categoryId = (await productCategories(app))[0]!.id;
});
afterAll(async () => {
  await app.close();
});

const call = (method: string, path: string, user: RegisteredUser | null, body?: unknown) => callAs(app, method, path, user, body);
const json = answerOf;
const report = (user: RegisteredUser | null, body: Record<string, unknown>) => call('POST', '/api/reports/', user, body);
type Case = {
  id: number;
  target_type: string;
  target_id: number;
  reports_count: number;
  reasons: Record<string, number>;
  rule: string | null;
  status: string;
  decision: string | null;
};
type Detail = {
  case: Case;
  reports: unknown[];
  actions: Array<{ action: string; moderator_id: number | null; reason: string | null }>;
  owner_history: unknown[];
};
const queue = async (query = '') => json<{ count: number; results: Case[] }>(await call('GET', `/api/moderation/cases/${query}`, moderator), 200);
const caseOf = async (type: string, id: number) => (await queue()).results.find((each) => each.target_type === type && each.target_id === id);
const decide = (caseId: number, body: Record<string, unknown>, user = moderator) => call('POST', `/api/moderation/cases/${caseId}/decision`, user, body);
const listed = async () =>
  (await json<Page<Product>>(await call('GET', '/api/products/api/products/?page_size=100', null), 200)).results.map((each) => each.id);

describe(`reports and moderation on ${TEST_DB}`, () => {
  it('takes a report from someone signed in, with a reason, once per target, and says thanks in their language', async () => {
    const product = await createProduct(app, seller, categoryId, { title: 'Arzon iPhone oldindan toʻlov' });
    expect((await report(null, { target_type: 'listing', target_id: product.id, reason: 'scam' })).status).toBe(401);
    const bad = await json<{ errors: Record<string, unknown> }>(await report(reporters[0]!, { target_type: 'listing', target_id: product.id }), 400);
    expect(bad.errors).toHaveProperty('reason');
    expect(
      (await json<{ errors: Record<string, unknown> }>(await report(reporters[0]!, { target_type: 'listing', target_id: product.id, reason: 'other' }), 400))
        .errors,
    ).toHaveProperty('note');
    expect((await report(reporters[0]!, { target_type: 'listing', target_id: product.id, reason: 'other', note: 'x'.repeat(501) })).status).toBe(400);
    expect((await report(seller, { target_type: 'listing', target_id: product.id, reason: 'scam' })).status).toBe(400);
    expect((await report(reporters[0]!, { target_type: 'listing', target_id: 999_999, reason: 'scam' })).status).toBe(400);

    const received = await json<{ message: string; report: { status: string } }>(
      await app.request('/api/reports/?lang=ru', {
        method: 'POST',
        headers: { ...tokenHeader(reporters[0]!), 'Content-Type': 'application/json' },
        body: JSON.stringify({ target_type: 'listing', target_id: product.id, reason: 'scam' }),
      }),
      201,
    );
    expect(received).toMatchObject({ message: 'Спасибо, мы проверим.', report: { status: 'open' } });
    expect((await json<{ code: string }>(await report(reporters[0]!, { target_type: 'listing', target_id: product.id, reason: 'spam' }), 409)).code).toBe(
      'already_reported',
    );
    const found = await caseOf('listing', product.id);
    expect(found).toMatchObject({ reports_count: 1, reasons: { scam: 1 }, status: 'open' });
  });

  it('keeps one open report per reporter and target and one case per target when 20 reports of it arrive at once', async () => {
    const product = await createProduct(app, seller, categoryId, { title: 'Parallel shikoyat' });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => report(reporters[i % 2]!, { target_type: 'listing', target_id: product.id, reason: 'spam' })),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(2);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(18);
    const cases = await app.runtime.database.db
      .selectFrom('moderation_cases')
      .select(['id', 'reports_count'])
      .where('target_type', '=', 'listing')
      .where('target_id', '=', product.id)
      .execute();
    expect(cases).toEqual([{ id: expect.any(Number), reports_count: 2 }]);
  });

  it('lets one account send at most 20 reports a day, counted under parallel requests', async () => {
    const heavy = await registerUser(app, { username: 'Shikoyatchi' });
    const products: Product[] = [];
    // Listed by three sellers: one new account may list only 10 a day.
    const sellers = [other, await registerUser(app, { username: 'Sotuvchi2' }), await registerUser(app, { username: 'Sotuvchi3' })];
    for (let i = 0; i < 24; i++) products.push(await createProduct(app, sellers[i % 3]!, categoryId, { title: `Eʼlon ${i}` }));
    const answers = await Promise.all(products.map((product) => report(heavy, { target_type: 'listing', target_id: product.id, reason: 'spam' })));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(20);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused).toHaveLength(4);
    expect(refused[0]!.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('hides a listing reported by 3 accounts older than 3 days within 24 hours, until a moderator decides; younger accounts do not count', async () => {
    const product = await createProduct(app, seller, categoryId, { title: 'Shubhali eʼlon' });
    const young = await registerUser(app, { username: 'Yangi1' });
    await json(await report(young, { target_type: 'listing', target_id: product.id, reason: 'scam' }), 201);
    app.clock.advance(4 * DAY);
    // Sessions stay (they last 90 days idle); the reporters are seasoned now, the young one too, but their report came first.
    await json(await report(reporters[2]!, { target_type: 'listing', target_id: product.id, reason: 'scam' }), 201);
    await json(await report(reporters[3]!, { target_type: 'listing', target_id: product.id, reason: 'scam' }), 201);
    expect(await listed()).toContain(product.id);
    const late = await registerUser(app, { username: 'Kechikkan' });
    await json(await report(late, { target_type: 'listing', target_id: product.id, reason: 'scam' }), 201);
    expect(await listed()).toContain(product.id);
    await json(await report(reporters[1]!, { target_type: 'listing', target_id: product.id, reason: 'scam' }), 201);
    expect(await listed()).not.toContain(product.id);
    expect((await call('GET', `/api/products/api/products/${product.id}/`, null)).status).toBe(404);
    const owned = await json<Product>(await call('GET', `/api/products/api/user/products/${product.id}/`, seller), 200);
    expect(owned.status).toBe('hidden');
    const found = (await caseOf('listing', product.id))!;
    expect(found.rule).toBe('hidden_after_reports');
    // Nothing wrong after all: the moderator dismisses it and the listing comes back.
    const detail = await json<Detail>(await decide(found.id, { decision: 'dismiss', reason: 'A real shop' }), 200);
    expect(detail.actions.map((action) => action.action)).toEqual(['auto_hide', 'dismiss']);
    expect(await listed()).toContain(product.id);
    const mine = await json<{ results: Array<{ target_id: number; status: string }> }>(await call('GET', '/api/reports/', reporters[1]!), 200);
    expect(mine.results.find((each) => each.target_id === product.id)?.status).toBe('dismissed');
  });

  it('answers 403 to everyone but moderators on every moderation endpoint', async () => {
    for (const user of [seller, reporters[0]!]) {
      expect((await call('GET', '/api/moderation/cases/', user)).status).toBe(403);
      expect((await call('GET', '/api/moderation/cases/1/', user)).status).toBe(403);
      expect((await decide(1, { decision: 'dismiss' }, user)).status).toBe(403);
    }
    expect((await call('GET', '/api/moderation/cases/', null)).status).toBe(401);
  });

  it('hides a listing with the reason its owner sees; the owner fixes it and asks for review once; the moderator restores it', async () => {
    const product = await createProduct(app, seller, categoryId, { title: 'Oldindan toʻlov bilan telefon' });
    await json(await report(reporters[0]!, { target_type: 'listing', target_id: product.id, reason: 'scam' }), 201);
    const found = (await caseOf('listing', product.id))!;
    expect((await json<{ errors: Record<string, unknown> }>(await decide(found.id, { decision: 'hide' }), 400)).errors).toHaveProperty('reason');
    await json(await decide(found.id, { decision: 'hide', reason: 'Prepayment asked' }), 200);
    expect(await json<Product>(await call('GET', `/api/products/api/user/products/${product.id}/`, seller), 200)).toMatchObject({
      status: 'hidden',
      hidden_reason: 'Prepayment asked',
    });
    expect(await listed()).not.toContain(product.id);
    const told = await app.runtime.database.db
      .selectFrom('notices')
      .select(['type', 'data'])
      .where('user_id', '=', seller.id)
      .where('type', '=', 'moderation_decision')
      .execute();
    expect(told.map((row) => JSON.parse(row.data).decision)).toContain('hide');
    expect(
      (await json<{ results: Array<{ target_id: number; status: string }> }>(await call('GET', '/api/reports/', reporters[0]!), 200)).results.find(
        (each) => each.target_id === product.id,
      )?.status,
    ).toBe('upheld');

    expect((await call('POST', '/api/moderation/review-requests/', other, { listing_id: product.id })).status).toBe(409);
    expect((await call('POST', '/api/moderation/review-requests/', seller, { listing_id: product.id })).status).toBe(204);
    expect((await call('POST', '/api/moderation/review-requests/', seller, { listing_id: product.id })).status).toBe(409);
    const review = (await caseOf('listing', product.id))!;
    expect(review).toMatchObject({ rule: 'review_requested', status: 'open' });
    await json(await decide(review.id, { decision: 'restore', reason: 'Fixed' }), 200);
    expect(await json<Product>(await call('GET', `/api/products/api/user/products/${product.id}/`, seller), 200)).toMatchObject({
      status: 'active',
      hidden_reason: null,
    });
    expect(await listed()).toContain(product.id);
  });

  it('lets one of 30 moderators deciding a case at once win; the others are told it is decided', async () => {
    const second = await registerUser(app, { username: 'Moderator2' });
    await app.runtime.services.roles.grant(second.phone, 'moderator');
    const product = await createProduct(app, seller, categoryId, { title: 'Ikki moderator' });
    await json(await report(reporters[0]!, { target_type: 'listing', target_id: product.id, reason: 'spam' }), 201);
    const found = (await caseOf('listing', product.id))!;
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        decide(found.id, i % 2 ? { decision: 'dismiss' } : { decision: 'hide', reason: 'Spam' }, i % 2 ? moderator : second),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.status === 409);
    expect(refused).toHaveLength(29);
    expect(((await refused[0]!.json()) as { code: string }).code).toBe('case_decided');
    const actions = await app.runtime.database.db.selectFrom('moderation_actions').select('action').where('case_id', '=', found.id).execute();
    expect(actions).toHaveLength(1);
  });

  it('suspends a user: their sessions end and they cannot sign in until it ends; a ban keeps the phone from registering again', async () => {
    const spammer = await registerUser(app, { username: 'Spamer' });
    const product = await createProduct(app, spammer, categoryId, { title: 'Spam eʼlon' });
    await json(await report(reporters[0]!, { target_type: 'user', target_id: spammer.id, reason: 'spam' }), 201);
    const found = (await caseOf('user', spammer.id))!;
    expect((await decide(found.id, { decision: 'hide', reason: 'x' })).status).toBe(400);
    expect((await json<{ errors: Record<string, unknown> }>(await decide(found.id, { decision: 'suspend', reason: 'Spam' }), 400)).errors).toHaveProperty(
      'days',
    );
    await json(await decide(found.id, { decision: 'suspend', days: 1, reason: 'Spam' }), 200);
    expect((await call('GET', '/api/accounts/user/info/', spammer)).status).toBe(401);
    const login = await postJson(app, '/api/accounts/login/?lang=en', { phone_number: spammer.phone, password: spammer.password });
    expect(login.status).toBe(403);
    expect(((await login.json()) as { code: string }).code).toBe('account_suspended');
    app.clock.advance(DAY + 1000);
    const back = await postJson(app, '/api/accounts/login/', { phone_number: spammer.phone, password: spammer.password });
    expect(back.status).toBe(200);

    await json(await report(reporters[1]!, { target_type: 'listing', target_id: product.id, reason: 'scam' }), 201);
    await json(await decide((await caseOf('listing', product.id))!.id, { decision: 'ban', reason: 'Scam' }), 200);
    expect((await postJson(app, '/api/accounts/login/', { phone_number: spammer.phone, password: spammer.password })).status).toBe(403);
    // Were the account gone, the phone still could not register again.
    await app.runtime.database.db.deleteFrom('users').where('id', '=', spammer.id).execute();
    const again = await postJson(app, '/api/accounts/send-sms/?lang=en', { phone_number: spammer.phone });
    expect(again.status).toBe(403);
    expect(((await again.json()) as { code: string }).code).toBe('phone_banned');
  });

  it('takes a report of a chat message only from someone in that chat, and of a comment', async () => {
    const product = await createProduct(app, seller, categoryId, { title: 'Chat shikoyati' });
    const room = (await (await call('POST', '/api/chats/', reporters[0]!, { listing_kind: 'product', listing_id: product.id })).json()) as ChatRoom;
    const message = await json<{ id: number }>(
      await call('POST', `/api/chats/${room.id}/messages/`, seller, { content: 'Kartaga oldindan pul tashlang' }),
      201,
    );
    expect((await report(other, { target_type: 'message', target_id: message.id, reason: 'scam' })).status).toBe(400);
    await json(await report(reporters[0]!, { target_type: 'message', target_id: message.id, reason: 'scam' }), 201);
    expect(await caseOf('message', message.id)).toMatchObject({ reports_count: 1 });

    const comment = await json<{ id: number }>(
      await call('POST', `/api/products/api/products/${product.id}/comments/`, seller, { text: 'Telegramga yozing' }),
      201,
    );
    await json(await report(reporters[1]!, { target_type: 'comment', target_id: comment.id, reason: 'spam' }), 201);
    await json(await decide((await caseOf('comment', comment.id))!.id, { decision: 'hide', reason: 'Contacts in a comment' }), 200);
    const row = await app.runtime.database.db.selectFrom('comments').select('hidden_reason').where('id', '=', comment.id).executeTakeFirstOrThrow();
    expect(row.hidden_reason).toBe('Contacts in a comment');
  });

  it('filters the queue by reason and kind of target', async () => {
    const byReason = await queue('?reason=scam');
    expect(byReason.results.every((each) => (each.reasons.scam ?? 0) > 0)).toBe(true);
    const messages = await queue('?target_type=message');
    expect(messages.results.every((each) => each.target_type === 'message')).toBe(true);
    expect((await call('GET', '/api/moderation/cases/?reason=nonsense', moderator)).status).toBe(400);
  });

  it('holds a listing with a phone number in its description and a comment with a Telegram handle for review by themselves, published; honest text passes', async () => {
    const honest = await createProduct(app, seller, categoryId, { title: 'Samsung Galaxy A54', description: 'Yaxshi holatda, narxi 3 500 000 soʻm.' });
    const phone = await createProduct(app, seller, categoryId, { title: 'Redmi Note 12', description: 'Qoʻngʻiroq qiling: 9O 123 45 67, kelishamiz.' });
    expect(await listed()).toEqual(expect.arrayContaining([honest.id, phone.id]));
    expect(await caseOf('listing', honest.id)).toBeUndefined();
    const held = (await caseOf('listing', phone.id))!;
    expect(held).toMatchObject({ reports_count: 0, status: 'open' });
    expect(held.rule).toMatch(/^phone: /);
    const detail = await json<Detail>(await call('GET', `/api/moderation/cases/${held.id}/`, moderator), 200);
    expect(detail.actions).toEqual([expect.objectContaining({ action: 'held', moderator_id: null })]);

    const comment = await json<{ id: number }>(
      await call('POST', `/api/products/api/products/${honest.id}/comments/`, other, { text: 'Menga telegramdan yozing @arzon_telefonlar' }),
      201,
    );
    expect((await caseOf('comment', comment.id))?.rule).toMatch(/^telegram: /);
    // An edit that adds a link is screened too.
    const form = new FormData();
    for (const [name, value] of Object.entries({
      title: 'Samsung Galaxy A54',
      description: 'Batafsil: olx.uz/obyavlenie',
      price: '3500000',
      condition: 'used',
      category_id: String(categoryId),
    }))
      form.append(name, value);
    form.append('existing_images', JSON.stringify(honest.images.map((image) => image.id)));
    expect((await app.request(`/api/products/api/products/${honest.id}/?lang=en`, { method: 'PUT', headers: tokenHeader(seller), body: form })).status).toBe(
      200,
    );
    expect((await caseOf('listing', honest.id))?.rule).toMatch(/^link: /);
  });

  it("holds a listing whose photo is a near-duplicate of another seller's, and tells a seller who put the same photo up again to raise the old one; plain pictures prove nothing", async () => {
    /** A photo-like picture: bands of colour and shapes, so its fingerprint rests on detail; `seed` moves them. */
    const photo = async (seed: number, name = 'photo.png', quality?: number) => {
      const shapes = Array.from(
        { length: 6 },
        (_, i) =>
          `<rect x="${(seed * 37 + i * 53) % 300}" y="${(seed * 17 + i * 41) % 200}" width="${60 + i * 10}" height="${40 + i * 7}" fill="hsl(${(seed * 60 + i * 50) % 360},70%,${30 + i * 8}%)"/>`,
      ).join('');
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="#123"/><stop offset="1" stop-color="#eed"/></linearGradient></defs><rect width="400" height="300" fill="url(#g)"/>${shapes}</svg>`;
      const image = sharp(Buffer.from(svg));
      const bytes = quality ? await image.jpeg({ quality }).toBuffer() : await image.png().toBuffer();
      return new File([new Uint8Array(bytes)], name, { type: quality ? 'image/jpeg' : 'image/png' });
    };
    const original = await createProduct(app, seller, categoryId, { title: 'Asl rasm bilan divan' }, [await photo(7)]);
    expect(await caseOf('listing', original.id)).toBeUndefined();
    // Another seller, the same photo re-encoded as a JPEG: a possible stolen photo.
    const copy = await createProduct(app, other, categoryId, { title: 'Arzon divan' }, [await photo(7, 'copy.jpg', 60)]);
    expect((await caseOf('listing', copy.id))?.rule).toBe(`photo: a near-duplicate of listing #${original.id} by another seller`);
    // The same seller again: no case, a notice that raising the old one would do.
    const again = await createProduct(app, seller, categoryId, { title: 'Yana divan' }, [await photo(7, 'again.png')]);
    expect(await caseOf('listing', again.id)).toBeUndefined();
    const told = await app.runtime.database.db
      .selectFrom('notices')
      .select('data')
      .where('listing_id', '=', again.id)
      .where('type', '=', 'duplicate_listing')
      .execute();
    expect(told.map((row) => JSON.parse(row.data).earlier_listing_id)).toEqual([original.id]);
    // A different photo, and plain one-colour pictures, match nothing.
    const different = await createProduct(app, other, categoryId, { title: 'Boshqa divan' }, [await photo(3)]);
    expect(await caseOf('listing', different.id)).toBeUndefined();
    const plainA = await createProduct(app, seller, categoryId, { title: 'Oddiy rasm' }, [await pngFile('#ffffff')]);
    const plainB = await createProduct(app, other, categoryId, { title: 'Oddiy rasm 2' }, [await pngFile('#ffffff')]);
    expect(await caseOf('listing', plainA.id)).toBeUndefined();
    expect(await caseOf('listing', plainB.id)).toBeUndefined();
  });
});

describe(`a block beyond the chat on ${TEST_DB}`, () => {
  it('lists the people one blocked, with the room to unblock in, for the blocker only', async () => {
    const owner = await registerUser(app, { username: 'Roʻyxatchi' });
    const pest = await registerUser(app, { username: 'Bezovta' });
    const product = await createProduct(app, owner, categoryId, { title: 'Blok roʻyxati' });
    const room = (await (await call('POST', '/api/chats/', pest, { listing_kind: 'product', listing_id: product.id })).json()) as ChatRoom;
    type Blocked = { results: Array<{ chat_id: number; user: { id: number; username: string } }> };
    expect((await json<Blocked>(await call('GET', '/api/chats/blocked/', owner), 200)).results).toEqual([]);
    expect((await call('GET', '/api/chats/blocked/', null)).status).toBe(401);
    await json(await call('POST', `/api/chats/${room.id}/block/`, owner), 200);
    expect((await json<Blocked>(await call('GET', '/api/chats/blocked/', owner), 200)).results).toMatchObject([
      { chat_id: room.id, user: { id: pest.id, username: 'Bezovta' } },
    ]);
    expect((await json<Blocked>(await call('GET', '/api/chats/blocked/', pest), 200)).results).toEqual([]);
    await json(await call('POST', `/api/chats/${room.id}/unblock/`, owner), 200);
    expect((await json<Blocked>(await call('GET', '/api/chats/blocked/', owner), 200)).results).toEqual([]);
  });

  it('keeps someone a seller blocked in chat from commenting on their listings and replying to their comments, and hides that person’s comments from the seller', async () => {
    const owner = await registerUser(app, { username: 'Bloklovchi' });
    const pest = await registerUser(app, { username: 'Bezori' });
    const bystander = await registerUser(app, { username: 'Kuzatuvchi' });
    const product = await createProduct(app, owner, categoryId, { title: 'Blok sinovi' });
    const comments = `/api/products/api/products/${product.id}/comments/`;
    const before = await json<{ id: number }>(await call('POST', comments, pest, { text: 'Bloklanishdan oldin' }), 201);
    const ownComment = await json<{ id: number }>(await call('POST', comments, owner, { text: 'Sotuvchining izohi' }), 201);
    const room = (await (await call('POST', '/api/chats/', pest, { listing_kind: 'product', listing_id: product.id })).json()) as ChatRoom;
    expect((await call('POST', `/api/chats/${room.id}/block/`, owner)).status).toBe(200);

    expect((await json<{ code: string }>(await call('POST', comments, pest, { text: 'Yana yozaman' }), 403)).code).toBe('comment_blocked');
    expect((await call('POST', `/api/products/api/comments/${ownComment.id}/replies/`, pest, { text: 'Javob' })).status).toBe(403);
    await json(await call('POST', comments, bystander, { text: 'Men yozaveraman' }), 201);
    const ids = async (user: RegisteredUser) =>
      (await json<{ results: Array<{ id: number }> }>(await call('GET', comments, user), 200)).results.map((each) => each.id);
    expect(await ids(owner)).not.toContain(before.id);
    expect(await ids(bystander)).toContain(before.id);

    expect((await call('POST', `/api/chats/${room.id}/unblock/`, owner)).status).toBe(200);
    await json(await call('POST', comments, pest, { text: 'Blokdan keyin' }), 201);
    expect(await ids(owner)).toContain(before.id);
  });
});
