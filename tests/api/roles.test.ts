import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_ROLES } from '../../src/lib/roles.ts';
import type { ApiEnv } from '../../src/server/http/context.ts';
import { createErrorHandler } from '../../src/server/http/error-handler.ts';
import { authenticate } from '../../src/server/http/session.ts';
import { isMarketerRefusal, marketerOf, marketersOnly } from '../../src/server/roles/marketers-only.ts';
import { grantRoleFromEnv, moderatorsCommand, rolesCommand } from '../../src/server/roles/roles-command.ts';
import { newPhone, registerUser, tokenHeader, type RegisteredUser } from '../fixtures/accounts.ts';
import { startTestApp, TEST_DB, type TestApp } from '../fixtures/test-app.ts';

/**
 * Roles as a set (issue 37): moderator and marketer, granted and taken by one command (and the
 * env at start), held in any combination, one row a role however many grants race; and the
 * marketers' gates, which answer 404 to everyone else.
 */
let app: TestApp;
let both: RegisteredUser;
let plain: RegisteredUser;
beforeAll(async () => {
  both = { phone: newPhone() } as RegisteredUser;
  // The env's phones: one has no account at the first start, so it is granted at the next.
  app = await startTestApp({ MODERATOR_PHONES: ` ${both.phone} , not-a-phone`, MARKETER_PHONES: both.phone });
  both = await registerUser(app, { phone: both.phone, username: 'IkkiRol' });
  plain = await registerUser(app, { username: 'Oddiy' });
});
afterAll(async () => {
  await app.close();
});

const roles = () => app.runtime.services.roles;
const rowsOf = async (userId: number) =>
  app.runtime.database.db.selectFrom('user_roles').select(['role']).where('user_id', '=', userId).orderBy('role').execute();

describe(`roles on ${TEST_DB}`, () => {
  it('grants MODERATOR_PHONES and MARKETER_PHONES at start to the accounts they name, once there is one', async () => {
    expect(await roles().rolesOf(both.id)).toEqual([]);
    const again = await app.restart();
    expect(await again.services.roles.rolesOf(both.id)).toEqual(['moderator', 'marketer']);
    expect(await rowsOf(both.id)).toEqual([{ role: 'marketer' }, { role: 'moderator' }]);
    // A start again grants nothing twice; the phones that name no account are the ones the start's warning names.
    await app.restart();
    expect(await rowsOf(both.id)).toHaveLength(2);
    const nobody = newPhone();
    expect(await grantRoleFromEnv(again.services.roles, 'marketer', [both.phone, 'not-a-phone', nobody])).toEqual(['not-a-phone', nobody]);
  });

  it('adds, lists and removes each role with the roles command, one role at a time, and says what it did', async () => {
    const person = await registerUser(app, { username: 'Marketolog' });
    expect(await rolesCommand(roles(), ['add', 'marketer', person.phone])).toEqual({ out: `${person.phone} is a marketer now`, status: 0 });
    expect(await roles().rolesOf(person.id)).toEqual(['marketer']);
    expect(await roles().isMarketer(person.id)).toBe(true);
    expect(await roles().isModerator(person.id)).toBe(false);
    expect(await rolesCommand(roles(), ['add', 'moderator', person.phone])).toEqual({ out: `${person.phone} is a moderator now`, status: 0 });
    expect(await roles().rolesOf(person.id)).toEqual(['moderator', 'marketer']);

    const listed = await rolesCommand(roles(), ['list']);
    expect(listed.status).toBe(0);
    expect(listed.out.split('\n')).toContain(`${person.phone}\tMarketolog\tmarketer,moderator`);
    expect(listed.out.split('\n')).toContain(`${both.phone}\tIkkiRol\tmarketer,moderator`);
    expect(listed.out).not.toContain(plain.phone);
    expect((await rolesCommand(roles(), ['list', 'marketer'])).out.split('\n')).toContain(`${person.phone}\tMarketolog`);

    // Taking one role leaves the other.
    expect(await rolesCommand(roles(), ['remove', 'marketer', person.phone])).toEqual({ out: `${person.phone} is no longer a marketer`, status: 0 });
    expect(await roles().rolesOf(person.id)).toEqual(['moderator']);
    expect((await rolesCommand(roles(), ['list', 'marketer'])).out).not.toContain(person.phone);
    expect((await rolesCommand(roles(), ['list', 'moderator'])).out).toContain(person.phone);
    expect(await rolesCommand(roles(), ['remove', 'moderator', person.phone])).toEqual({ out: `${person.phone} is no longer a moderator`, status: 0 });
    expect(await roles().rolesOf(person.id)).toEqual([]);
    // Removing a role not held changes nothing and says the same.
    expect((await rolesCommand(roles(), ['remove', 'moderator', person.phone])).status).toBe(0);
    expect(await rowsOf(person.id)).toEqual([]);
  });

  it('reads a phone as typed, and refuses an unknown role, a phone that is not one, an account that is not there and a wrong shape', async () => {
    const person = await registerUser(app, { username: 'Yozilgan' });
    const spaced = `${person.phone.slice(0, 4)} ${person.phone.slice(4, 6)} ${person.phone.slice(6)}`;
    expect(await rolesCommand(roles(), ['add', 'marketer', spaced])).toEqual({ out: `${person.phone} is a marketer now`, status: 0 });
    expect(await rolesCommand(roles(), ['add', 'admin', person.phone])).toEqual({ out: 'not a role: admin (roles: moderator, marketer)', status: 2 });
    expect((await rolesCommand(roles(), ['list', 'admin'])).status).toBe(2);
    expect(await rolesCommand(roles(), ['add', 'marketer', '12345'])).toEqual({ out: 'not a phone number: 12345', status: 2 });
    const nobody = newPhone();
    expect(await rolesCommand(roles(), ['add', 'marketer', nobody])).toEqual({ out: `no account has the phone ${nobody}`, status: 1 });
    expect(await rolesCommand(roles(), ['remove', 'marketer', nobody])).toEqual({ out: `no account has the phone ${nobody}`, status: 1 });
    for (const args of [[], ['add', person.phone], ['grant', 'marketer', person.phone], ['list', 'marketer', 'moderator']])
      expect((await rolesCommand(roles(), args)).out, args.join(' ')).toMatch(/^usage: npm run roles -- /);
    expect(await roles().rolesOf(person.id)).toEqual(['marketer']);
  });

  it('keeps `npm run moderators` as the same command with the moderator role', async () => {
    const person = await registerUser(app, { username: 'EskiBuyruq' });
    expect(await moderatorsCommand(roles(), ['add', person.phone])).toEqual({ out: `${person.phone} is a moderator now`, status: 0 });
    expect(await roles().rolesOf(person.id)).toEqual(['moderator']);
    const listed = await moderatorsCommand(roles(), ['list']);
    expect(listed.out.split('\n')).toContain(`${person.phone}\tEskiBuyruq`);
    expect(listed.out).toBe((await rolesCommand(roles(), ['list', 'moderator'])).out);
    expect(await moderatorsCommand(roles(), ['remove', person.phone])).toEqual({ out: `${person.phone} is no longer a moderator`, status: 0 });
    expect(await roles().rolesOf(person.id)).toEqual([]);
    expect(await moderatorsCommand(roles(), ['add', 'marketer', person.phone])).toEqual({
      out: 'usage: npm run moderators -- add <phone> | remove <phone> | list',
      status: 2,
    });
  });

  it('writes one row when 30 grants of the same role race, and none is left when 30 removals race', async () => {
    const person = await registerUser(app, { username: 'Poyga' });
    const granted = await Promise.all(Array.from({ length: 30 }, () => roles().grant(person.phone, 'marketer')));
    expect(granted).toEqual(Array.from({ length: 30 }, () => true));
    expect(await rowsOf(person.id)).toEqual([{ role: 'marketer' }]);
    await Promise.all(Array.from({ length: 30 }, (_, i) => (i % 2 ? roles().grant(person.phone, 'moderator') : roles().revoke(person.phone, 'marketer'))));
    expect(await rowsOf(person.id)).toEqual([{ role: 'moderator' }]);
  });

  it('lets an account with both roles moderate as before, and gives a role-less account neither', async () => {
    expect(await roles().rolesOf(both.id)).toEqual(['moderator', 'marketer']);
    const queue = await app.request('/api/moderation/cases/?lang=en', { headers: tokenHeader(both) });
    expect(queue.status).toBe(200);
    const refused = await app.request('/api/moderation/cases/?lang=en', { headers: tokenHeader(plain) });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'not_moderator' });
    for (const role of USER_ROLES) expect(await roles().has(plain.id, role)).toBe(false);
  });
});

describe(`the marketers' gates on ${TEST_DB}`, () => {
  /** One marketer endpoint behind the gate, on the API's own authentication and error answers. */
  const gated = () => {
    const api = new Hono<ApiEnv>();
    api.use(authenticate((token) => app.runtime.services.auth.authenticate(token)));
    api.get('/api/studio/probe', marketersOnly(app.runtime.services.roles), (c) => c.json({ ok: true }));
    api.onError(createErrorHandler(app.runtime.logger));
    return api;
  };

  it('answers a marketer, and everyone else, signed out included, exactly as an address that does not exist', async () => {
    const marketer = await registerUser(app, { username: 'Tahrirchi' });
    await roles().grant(marketer.phone, 'marketer');
    const moderatorOnly = await registerUser(app, { username: 'FaqatModerator' });
    await roles().grant(moderatorOnly.phone, 'moderator');
    const api = gated();
    const answer = await api.request('/api/studio/probe', { headers: tokenHeader(marketer) });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ ok: true });

    const missing = await app.runtime.api.request('/api/no-such-address/');
    expect(missing.status).toBe(404);
    const nowhere = await missing.json();
    for (const headers of [{}, tokenHeader(plain), tokenHeader(moderatorOnly)]) {
      const refused = await api.request('/api/studio/probe', { headers });
      expect(refused.status).toBe(404);
      expect(await refused.json()).toEqual(nowhere);
    }
    // The role taken: the next request is refused too.
    await roles().revoke(marketer.phone, 'marketer');
    expect((await api.request('/api/studio/probe', { headers: tokenHeader(marketer) })).status).toBe(404);
  });

  it('gives a service the marketer’s id and refuses anyone else as the gate does', async () => {
    const marketer = await registerUser(app, { username: 'Kopirayter' });
    await roles().grant(marketer.phone, 'marketer');
    expect(await roles().requireMarketer(marketer.id)).toBe(marketer.id);
    for (const userId of [null, undefined, plain.id, both.id + 1_000_000]) {
      const refusal = await roles()
        .requireMarketer(userId)
        .then(
          () => null,
          (error: unknown) => error,
        );
      expect(isMarketerRefusal(refusal), String(userId)).toBe(true);
    }
  });

  it('lets a page through for a signed-in marketer only, and makes every answer private and uncached', () => {
    const page = (user: { id: number } | null, isMarketer: boolean) => {
      const cached: boolean[] = [];
      const response = { status: 200, headers: new Headers() };
      const at = { locals: { user, isMarketer }, response, cache: { set: (value: boolean) => void cached.push(value) } };
      return { at: at as unknown as Parameters<typeof marketerOf>[0], response, cached };
    };
    const cases = [
      { user: { id: 7 }, isMarketer: true, id: 7, status: 200 },
      { user: { id: 7 }, isMarketer: false, id: null, status: 404 },
      { user: null, isMarketer: false, id: null, status: 404 },
    ];
    for (const each of cases) {
      const { at, response, cached } = page(each.user, each.isMarketer);
      expect(marketerOf(at)).toBe(each.id);
      expect(response.status).toBe(each.status);
      expect(response.headers.get('Cache-Control')).toBe('private, no-store');
      expect(cached).toEqual([false]);
    }
  });
});
