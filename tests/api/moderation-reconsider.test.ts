import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../src/lib/schemas/shapes.ts';
import { registerUser, type RegisteredUser } from '../fixtures/accounts.ts';
import { answerOf, callAs } from '../fixtures/api-calls.ts';
import { createProduct, productCategories } from '../fixtures/listings.ts';
import { startTestApp, TEST_DB, type TestApp } from '../fixtures/test-app.ts';

/**
 * Issue 34 through the API: a report's reason must fit its target (item 1); a moderator restores
 * and hides again a case's listing or comment at any time, with a reason, in the audit log, one of
 * 30 at once winning; a case says how it started and links the target's other cases (item 2).
 */
let app: TestApp;
let seller: RegisteredUser;
let moderator: RegisteredUser;
let reporter: RegisteredUser;
let categoryId: number;
beforeAll(async () => {
  app = await startTestApp();
  [seller, moderator, reporter] = [
    await registerUser(app, { username: 'Sotuvchi' }),
    await registerUser(app, { username: 'Moderator' }),
    await registerUser(app, { username: 'Xaridor' }),
  ];
  expect(await app.runtime.services.roles.grant(moderator.phone, 'moderator')).toBe(true);
  categoryId = (await productCategories(app))[0]!.id;
});
afterAll(async () => {
  await app.close();
});

const call = (method: string, path: string, user: RegisteredUser | null, body?: unknown) => callAs(app, method, path, user, body);
const report = (user: RegisteredUser, body: Record<string, unknown>) => call('POST', '/api/reports/', user, body);
type Detail = {
  case: { id: number; status: string; rule: string | null };
  actions: Array<{ action: string; moderator_id: number | null; reason: string | null }>;
  target_history: Array<{ id: number; status: string; origin: string; decision: string | null }>;
};
const caseOf = async (type: string, id: number) => {
  const row = await app.runtime.database.db
    .selectFrom('moderation_cases')
    .select('id')
    .where('target_type', '=', type as 'listing')
    .where('target_id', '=', id)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return row.id;
};
const reconsider = (caseId: number, body: Record<string, unknown>, user = moderator) =>
  call('POST', `/api/moderation/cases/${caseId}/reconsideration`, user, body);
const statusOf = async (id: number) => (await answerOf<Product>(await call('GET', `/api/products/api/user/products/${id}/`, seller), 200)).status;

describe(`issue 34: reasons that fit, and a moderator's second look, on ${TEST_DB}`, () => {
  it('refuses a reason that does not fit the target with a 400 naming the reason, and takes the ones that fit', async () => {
    const product = await createProduct(app, seller, categoryId, { title: 'Sabablar' });
    const comment = await answerOf<{ id: number }>(await call('POST', `/api/products/api/products/${product.id}/comments/`, seller, { text: 'Izoh' }), 201);
    const unfit = [
      { target_type: 'review', target_id: 1, reason: 'prohibited' },
      { target_type: 'review', target_id: 1, reason: 'sold' },
      { target_type: 'comment', target_id: comment.id, reason: 'wrong_category' },
      { target_type: 'user', target_id: seller.id, reason: 'sold' },
      { target_type: 'message', target_id: 1, reason: 'prohibited' },
    ];
    for (const body of unfit) {
      const refused = await answerOf<{ code: string; errors: Record<string, string[]> }>(
        await app.request('/api/reports/?lang=ru', {
          method: 'POST',
          headers: { Authorization: `Token ${reporter.token}`, 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        }),
        400,
      );
      expect(refused.code).toBe('validation_error');
      expect(refused.errors.reason).toEqual(['Эта причина не подходит к тому, на что вы жалуетесь: выберите другую.']);
    }
    await answerOf(await report(reporter, { target_type: 'comment', target_id: comment.id, reason: 'offensive' }), 201);
    await answerOf(await report(reporter, { target_type: 'user', target_id: seller.id, reason: 'scam' }), 201);
    await answerOf(await report(reporter, { target_type: 'listing', target_id: product.id, reason: 'sold' }), 201);
  });

  it('restores a hidden listing from its decided case with a reason: one of 30 at once wins; it can be hidden again, and each move is in the audit log and told to the owner', async () => {
    const product = await createProduct(app, seller, categoryId, { title: 'Qayta koʻrish' });
    await answerOf(await report(reporter, { target_type: 'listing', target_id: product.id, reason: 'scam' }), 201);
    const caseId = await caseOf('listing', product.id);
    await answerOf(await call('POST', `/api/moderation/cases/${caseId}/decision`, moderator, { decision: 'hide', reason: 'Prepayment' }), 200);
    expect(await statusOf(product.id)).toBe('hidden');

    expect((await reconsider(caseId, { move: 'restore', reason: 'Restore' }, seller)).status).toBe(403);
    expect((await answerOf<{ errors: Record<string, unknown> }>(await reconsider(caseId, { move: 'restore' }), 400)).errors).toHaveProperty('reason');
    expect((await reconsider(caseId, { move: 'hide', reason: 'Again' })).status).toBe(409);

    const answers = await Promise.all(
      Array.from({ length: 30 }, () => reconsider(caseId, { move: 'restore', reason: 'A mistake: the seller asked nothing in advance' })),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.status === 409);
    expect(refused).toHaveLength(29);
    expect(((await refused[0]!.json()) as { code: string }).code).toBe('moderation_move_not_allowed');
    expect(await statusOf(product.id)).toBe('active');
    const listed = await answerOf<{ results: Array<{ id: number }> }>(await call('GET', '/api/products/api/products/?page_size=100', null), 200);
    expect(listed.results.map((each) => each.id)).toContain(product.id);

    const again = await answerOf<Detail>(await reconsider(caseId, { move: 'hide', reason: 'It was right after all' }), 200);
    expect(await statusOf(product.id)).toBe('hidden');
    expect(again.case).toMatchObject({ status: 'decided' });
    expect(again.actions.map((action) => [action.action, action.moderator_id, action.reason])).toEqual([
      ['hide', moderator.id, 'Prepayment'],
      ['restore', moderator.id, 'A mistake: the seller asked nothing in advance'],
      ['hide', moderator.id, 'It was right after all'],
    ]);
    const told = await app.runtime.database.db
      .selectFrom('notices')
      .select('data')
      .where('user_id', '=', seller.id)
      .where('type', '=', 'moderation_decision')
      .orderBy('id')
      .execute();
    expect(told.map((row) => JSON.parse(row.data).decision)).toEqual(['hide', 'restore', 'hide']);
  });

  it('hides a comment again and restores it, one of 30 at once; a user has nothing to restore', async () => {
    const product = await createProduct(app, seller, categoryId, { title: 'Izohli eʼlon' });
    const comment = await answerOf<{ id: number }>(
      await call('POST', `/api/products/api/products/${product.id}/comments/`, seller, { text: 'Yozing menga' }),
      201,
    );
    await answerOf(await report(reporter, { target_type: 'comment', target_id: comment.id, reason: 'spam' }), 201);
    const caseId = await caseOf('comment', comment.id);
    await answerOf(await call('POST', `/api/moderation/cases/${caseId}/decision`, moderator, { decision: 'dismiss' }), 200);
    const answers = await Promise.all(Array.from({ length: 30 }, () => reconsider(caseId, { move: 'hide', reason: 'Spam after all' })));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(29);
    const hiddenReason = async () =>
      (await app.runtime.database.db.selectFrom('comments').select('hidden_reason').where('id', '=', comment.id).executeTakeFirstOrThrow()).hidden_reason;
    expect(await hiddenReason()).toBe('Spam after all');
    await answerOf(await reconsider(caseId, { move: 'restore', reason: 'Fine' }), 200);
    expect(await hiddenReason()).toBeNull();

    await answerOf(await report(reporter, { target_type: 'user', target_id: moderator.id, reason: 'spam' }), 201);
    expect((await reconsider(await caseOf('user', moderator.id), { move: 'restore', reason: 'x' })).status).toBe(400);
  });

  it('says how a case started and links the same target’s earlier cases: the owner’s request for review follows the case the reports opened', async () => {
    const product = await createProduct(app, seller, categoryId, { title: 'Tarix' });
    await answerOf(await report(reporter, { target_type: 'listing', target_id: product.id, reason: 'scam' }), 201);
    const first = await caseOf('listing', product.id);
    await answerOf(await call('POST', `/api/moderation/cases/${first}/decision`, moderator, { decision: 'hide', reason: 'Prepayment' }), 200);
    expect((await call('POST', '/api/moderation/review-requests/', seller, { listing_id: product.id })).status).toBe(204);
    const second = await caseOf('listing', product.id);
    expect(second).not.toBe(first);
    const detail = await answerOf<Detail>(await call('GET', `/api/moderation/cases/${second}/`, moderator), 200);
    expect(detail.case.rule).toBe('review_requested');
    expect(detail.target_history).toEqual([expect.objectContaining({ id: first, status: 'decided', origin: 'reports', decision: 'hide' })]);
    const earlier = await answerOf<Detail>(await call('GET', `/api/moderation/cases/${first}/`, moderator), 200);
    expect(earlier.target_history).toEqual([expect.objectContaining({ id: second, status: 'open', origin: 'request', decision: null })]);
  });
});
