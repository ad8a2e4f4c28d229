import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastCode, newIp, newPhone, postJson, registerUser, tokenHeader } from '../fixtures/accounts.ts';
import { startTestApp, TEST_DB, type TestApp } from '../fixtures/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

const NEW_PASSWORD = 'Yangi-Parol-2027';
const sendReset = (phone: string) => postJson(app, '/api/accounts/send-sms/', { phone_number: phone, purpose: 'reset' }, {}, newIp());
const reset = (phone: string, otp: string, password = NEW_PASSWORD, ip = newIp()) =>
  postJson(app, '/api/accounts/password-reset/?lang=en', { phone_number: phone, otp, new_password: password }, {}, ip);
const login = (phone: string, password: string) => postJson(app, '/api/accounts/login/', { phone_number: phone, password }, {}, newIp());

async function userWithResetCode() {
  const user = await registerUser(app);
  app.clock.advance(61_000);
  expect((await sendReset(user.phone)).status).toBe(200);
  return { user, code: await lastCode(app, user.phone) };
}

describe(`password reset on ${TEST_DB}`, () => {
  it('sets a new password with the code: the old one stops working, every session ends', async () => {
    const { user, code } = await userWithResetCode();
    const response = await reset(user.phone, code);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ result: true, message: 'Your password has been updated' });
    expect((await login(user.phone, user.password)).status).toBe(401);
    expect((await login(user.phone, NEW_PASSWORD)).status).toBe(200);
    expect((await app.request('/api/accounts/user/info', { headers: tokenHeader(user) })).status).toBe(401);
  });

  it('uses a code once', async () => {
    const { user, code } = await userWithResetCode();
    expect((await reset(user.phone, code)).status).toBe(200);
    const again = await reset(user.phone, code, 'Another-Pass-99');
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ detail: 'The code is wrong or has expired.', code: 'otp_invalid' });
  });

  it('refuses a wrong code, and refuses even the right one after 5 wrong tries', async () => {
    const { user, code } = await userWithResetCode();
    const wrong = code === '123456' ? '654321' : '123456';
    for (let i = 0; i < 5; i++) expect((await reset(user.phone, wrong)).status).toBe(400);
    expect((await reset(user.phone, code)).status).toBe(400);
    expect((await login(user.phone, user.password)).status).toBe(200);
  });

  it('refuses an expired code that was never verified', async () => {
    const { user, code } = await userWithResetCode();
    app.clock.advance(5 * 60_000 + 1000);
    expect((await reset(user.phone, code)).status).toBe(400);
  });

  it('accepts a code verified on the code step within 15 minutes, even after it would have expired', async () => {
    const { user, code } = await userWithResetCode();
    const verified = await postJson(app, '/api/accounts/verify-code/', { phone_number: user.phone, otp: code, purpose: 'reset' }, {}, newIp());
    expect(await verified.json()).toMatchObject({ result: true });
    app.clock.advance(10 * 60_000);
    expect((await reset(user.phone, code)).status).toBe(200);
  });

  it('does not accept a registration code for a reset', async () => {
    const phone = newPhone();
    await postJson(app, '/api/accounts/send-sms/', { phone_number: phone }, {}, newIp());
    const user = await registerUser(app, { phone: newPhone() });
    expect((await reset(user.phone, await lastCode(app, phone))).status).toBe(400);
  });

  it('answers an unknown phone like a wrong code', async () => {
    const response = await reset(newPhone(), '123456');
    expect(response.status).toBe(400);
    expect(((await response.json()) as { code: string }).code).toBe('otp_invalid');
  });

  it('refuses a short or common new password and keeps the code usable', async () => {
    const { user, code } = await userWithResetCode();
    const common = await reset(user.phone, code, 'iloveyou123');
    expect(common.status).toBe(400);
    expect(((await common.json()) as { errors: Record<string, string[]> }).errors).toEqual({
      new_password: ['This password is too common. Please choose another.'],
    });
    const short = await reset(user.phone, code, 'short');
    expect(((await short.json()) as { errors: Record<string, string[]> }).errors).toEqual({ new_password: ['The password must have at least 8 characters.'] });
    expect((await reset(user.phone, code)).status).toBe(200);
  });

  it('limits password resets per IP address (10 an hour)', async () => {
    const ip = newIp();
    for (let i = 0; i < 10; i++) expect((await reset(newPhone(), '123456', NEW_PASSWORD, ip)).status).toBe(400);
    const refused = await reset(newPhone(), '123456', NEW_PASSWORD, ip);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBeTruthy();
  });
});
