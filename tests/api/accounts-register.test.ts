import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstLocationId, lastCode, newIp, newPhone, newUsername, postJson, registerUser, STRONG_PASSWORD, verifyPhone } from '../fixtures/accounts.ts';
import { startTestApp, TEST_DB, type TestApp } from '../fixtures/test-app.ts';

let app: TestApp;
let locationId: number;
beforeAll(async () => {
  app = await startTestApp();
  locationId = await firstLocationId(app);
});
afterAll(async () => {
  await app.close();
});

const register = (body: Record<string, unknown>, lang = 'en') => postJson(app, `/api/accounts/register/?lang=${lang}`, body, {}, newIp());
const validBody = (phone: string, extra: Record<string, unknown> = {}) => ({
  username: newUsername(),
  password: STRONG_PASSWORD,
  phone_number: phone,
  user_type: 'regular',
  location_id: locationId,
  ...extra,
});

describe(`registration on ${TEST_DB}`, () => {
  it('registers a verified phone: 201, login-info, and an HttpOnly SameSite=Lax session cookie', async () => {
    const phone = newPhone();
    await verifyPhone(app, phone);
    const body = validBody(phone, { username: 'Dilnoza_T' });
    const response = await register(body);
    expect(response.status).toBe(201);
    const info = (await response.json()) as Record<string, unknown>;
    expect(info).toEqual({
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      user_info: {
        id: expect.any(Number),
        username: 'Dilnoza_T',
        location: expect.objectContaining({ id: locationId, region: 'Andijon viloyati', district: 'Oltinkoʻl tumani' }),
      },
      liked_products: [],
      liked_services: [],
      liked_real_estate: [],
      liked_comments: [],
    });
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toContain(`bozor_session=${info.token as string}`);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Secure/i); // PUBLIC_URL is http in tests; https makes it Secure
    const me = await app.request('/api/accounts/user/info', { headers: { Authorization: `Token ${info.token as string}` } });
    expect(me.status).toBe(200);
  });

  it('never returns or stores the password in clear', async () => {
    const phone = newPhone();
    await verifyPhone(app, phone);
    const response = await register(validBody(phone));
    expect(await response.text()).not.toContain(STRONG_PASSWORD);
    const row = await app.runtime.database.db.selectFrom('users').select('password_hash').where('phone_number', '=', phone).executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(row.password_hash).not.toContain(STRONG_PASSWORD);
  });

  it('refuses a phone that was not verified', async () => {
    const response = await register(validBody(newPhone()));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ detail: 'Please confirm your phone number with the SMS code first.', code: 'phone_not_verified' });
  });

  it('refuses a phone whose code was sent but not verified', async () => {
    const phone = newPhone();
    await postJson(app, '/api/accounts/send-sms/', { phone_number: phone }, {}, newIp());
    expect(((await (await register(validBody(phone))).json()) as { code: string }).code).toBe('phone_not_verified');
  });

  it('refuses a verification older than 15 minutes', async () => {
    const phone = newPhone();
    await verifyPhone(app, phone);
    app.clock.advance(15 * 60_000 + 1000);
    expect(((await (await register(validBody(phone))).json()) as { code: string }).code).toBe('phone_not_verified');
  });

  it('accepts a verification 14 minutes old', async () => {
    const phone = newPhone();
    await verifyPhone(app, phone);
    app.clock.advance(14 * 60_000);
    expect((await register(validBody(phone))).status).toBe(201);
  });

  it('uses a verification once: registering the same phone again needs a new verification', async () => {
    const user = await registerUser(app);
    const again = await register(validBody(user.phone));
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ detail: 'Please confirm your phone number with the SMS code first.', code: 'phone_not_verified' });
  });

  it('tells someone without a verified phone nothing about taken phones or usernames', async () => {
    const owner = await registerUser(app, { username: 'Taken_Name' });
    for (const body of [validBody(owner.phone), validBody(newPhone(), { username: 'taken_name' }), validBody(owner.phone, { username: 'Taken_Name' })]) {
      const response = await register(body);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { code: string }).code).toBe('phone_not_verified');
    }
  });

  it('limits registration attempts per IP address (20 an hour)', async () => {
    const ip = newIp();
    for (let i = 0; i < 20; i++) {
      expect((await postJson(app, '/api/accounts/register/', validBody(newPhone()), {}, ip)).status, `attempt ${i + 1}`).toBe(400);
    }
    const refused = await postJson(app, '/api/accounts/register/?lang=en', validBody(newPhone()), {}, ip);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await postJson(app, '/api/accounts/register/', validBody(newPhone()), {}, newIp())).status).toBe(400);
  });

  it('keeps usernames unique whatever their case', async () => {
    await registerUser(app, { username: 'SardorBek' });
    const phone = newPhone();
    await verifyPhone(app, phone);
    const response = await register(validBody(phone, { username: 'sardorbek' }));
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ detail: 'This username is taken. Please choose another.', code: 'username_taken' });
    // Nothing half-written: the phone is still free and its verification still usable.
    expect((await register(validBody(phone, { username: 'sardorbek2' }))).status).toBe(201);
  });

  it.each([
    ['short', 'Ab1!xyz', 'The password must have at least 8 characters.'],
    ['long', 'x'.repeat(129), 'The password must have at most 128 characters.'],
    ['common', 'password123', 'This password is too common. Please choose another.'],
    ['common in capitals', 'QWERTY123', 'This password is too common. Please choose another.'],
    ['a local favourite', 'parol1234', 'This password is too common. Please choose another.'],
  ])('refuses a %s password', async (_label, password, message) => {
    const phone = newPhone();
    await verifyPhone(app, phone);
    const response = await register(validBody(phone, { password }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      detail: 'Some data is invalid. Check the marked fields.',
      code: 'validation_error',
      errors: { password: [message] },
    });
  });

  it('accepts passwords of 8 and of 128 characters', async () => {
    for (const password of ['Xk3#mQ9z', `${'Qx7!'.repeat(32)}`]) {
      const phone = newPhone();
      await verifyPhone(app, phone);
      expect((await register(validBody(phone, { password }))).status).toBe(201);
    }
  });

  it.each([
    ['too short', 'ab', 'The username needs at least 3 characters.'],
    ['too long', 'a'.repeat(31), 'The username can have at most 30 characters.'],
    ['with spaces', 'ali vali', 'Use only letters, digits and . - _ ʻ, starting with a letter or digit.'],
    ['starting with a dot', '.ali', 'Use only letters, digits and . - _ ʻ, starting with a letter or digit.'],
  ])('refuses a username %s', async (_label, username, message) => {
    const response = await register(validBody(newPhone(), { username }));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: Record<string, string[]> }).errors.username).toEqual([message]);
  });

  it('accepts Uzbek and Russian letters in usernames', async () => {
    for (const username of ['Oʻktam', 'Дильноза']) {
      const phone = newPhone();
      await verifyPhone(app, phone);
      expect((await register(validBody(phone, { username }))).status, username).toBe(201);
    }
  });

  it('refuses an unknown location and a user type other than regular', async () => {
    const phone = newPhone();
    await verifyPhone(app, phone);
    const unknown = await register(validBody(phone, { location_id: 999_999 }));
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { errors: Record<string, string[]> }).errors).toEqual({ location_id: ['No such district.'] });
    const admin = await register(validBody(phone, { user_type: 'admin' }));
    expect(((await admin.json()) as { errors: Record<string, string[]> }).errors).toEqual({ user_type: ['The user type can only be "regular".'] });
    expect((await register(validBody(phone))).status).toBe(201);
  });

  it('names every missing field in the language asked for', async () => {
    const response = await register({}, 'ru');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      detail: 'Данные неверны. Проверьте отмеченные поля.',
      code: 'validation_error',
      errors: {
        username: ['Обязательное поле.'],
        password: ['Обязательное поле.'],
        phone_number: ['Обязательное поле.'],
        location_id: ['Обязательное поле.'],
      },
    });
  });

  it('lets only one of two concurrent registrations of a phone through', async () => {
    const phone = newPhone();
    await verifyPhone(app, phone);
    const [a, b] = await Promise.all([register(validBody(phone)), register(validBody(phone))]);
    expect([a.status, b.status].sort()).toEqual([201, expect.any(Number)].sort());
    expect([a.status, b.status].filter((status) => status === 201)).toHaveLength(1);
    expect([a.status, b.status].find((status) => status !== 201)).toBeGreaterThanOrEqual(400);
    expect([a.status, b.status].find((status) => status !== 201)).toBeLessThan(500);
    const count = await app.runtime.database.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('phone_number', '=', phone)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it('reads the verification code only from the SMS (the API never returns it)', async () => {
    const phone = newPhone();
    const response = await postJson(app, '/api/accounts/send-sms/', { phone_number: phone }, {}, newIp());
    const code = await lastCode(app, phone);
    expect(await response.text()).not.toContain(code);
  });
});
