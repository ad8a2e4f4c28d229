import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastCode, newIp, newPhone, postJson, readOutbox, registerUser } from '../fixtures/accounts.ts';
import { startTestApp, TEST_DB, type TestApp } from '../fixtures/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

const MINUTE = 60_000;
const send = (phone: string, ip = newIp(), extra: Record<string, unknown> = {}, lang = 'en') =>
  postJson(app, `/api/accounts/send-sms/?lang=${lang}`, { phone_number: phone, ...extra }, {}, ip);
const verify = (phone: string, otp: string, ip = newIp()) => postJson(app, '/api/accounts/verify-code/?lang=en', { phone_number: phone, otp }, {}, ip);

describe(`SMS codes on ${TEST_DB}`, () => {
  it('sends a 6-digit code and writes it to the outbox with phone, text, purpose and time', async () => {
    const phone = newPhone();
    const response = await send(phone, newIp(), {}, 'ru');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ result: true, message: 'Код подтверждения отправлен' });
    const line = (await readOutbox(app)).filter((each) => each.to === phone).at(-1)!;
    expect(line.code).toMatch(/^\d{6}$/);
    expect(line.purpose).toBe('register');
    expect(line.text).toBe(`Bozor: ваш код подтверждения ${line.code}. Никому его не сообщайте.`);
    expect(line.sent_at).toBe(app.clock.now().toISOString());
  });

  it('normalizes the phone number to E.164', async () => {
    const phone = newPhone();
    const spaced = `${phone.slice(0, 4)} ${phone.slice(4, 6)} ${phone.slice(6, 9)}-${phone.slice(9, 11)}-${phone.slice(11)}`;
    expect((await send(spaced)).status).toBe(200);
    expect((await readOutbox(app)).at(-1)?.to).toBe(phone);
  });

  it.each([
    ['too short for +998', '+99890123456'],
    ['too long for +998', '+9989012345678'],
    ['without a plus', '998901234567'],
    ['with letters', '+99890abc4567'],
    ['of a country not offered', '+380501234567'],
    ['too short elsewhere', '+821012345'],
    ['empty', ''],
  ])('refuses a phone number %s with invalid_phone_number', async (_label, phone) => {
    const response = await send(phone);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      detail: 'Some data is invalid. Check the marked fields.',
      code: 'validation_error',
      errors: { phone_number: ['Invalid phone number.'] },
    });
  });

  it.each([
    ['+821012345678'],
    ['+12025550123'],
    ['+447911123456'],
    ['+4915112345678'],
    ['+33612345678'],
    ['+819012345678'],
    ['+8613812345678'],
    ['+919812345678'],
    ['+79161234567'],
    ['+77012345678'],
    ['+996555123456'],
    ['+992901234567'],
    ['+99365123456'],
    ['+905321234567'],
  ])('accepts the listed country code of %s', async (phone) => {
    expect((await send(phone)).status).toBe(200);
  });

  it('verifies the right code once it is sent, and refuses a wrong one', async () => {
    const phone = newPhone();
    await send(phone);
    const code = await lastCode(app, phone);
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await (await verify(phone, wrong)).json()).toEqual({ result: false, message: 'The code is wrong or has expired' });
    expect(await (await verify(phone, code)).json()).toEqual({ result: true, message: 'Code confirmed' });
  });

  it('refuses a code after 5 wrong tries, even the right one', async () => {
    const phone = newPhone();
    await send(phone);
    const code = await lastCode(app, phone);
    const wrong = code === '999999' ? '888888' : '999999';
    for (let i = 0; i < 5; i++) expect(((await (await verify(phone, wrong)).json()) as { result: boolean }).result).toBe(false);
    expect(((await (await verify(phone, code)).json()) as { result: boolean }).result).toBe(false);
  });

  it('lets a code expire after 5 minutes', async () => {
    const phone = newPhone();
    await send(phone);
    const code = await lastCode(app, phone);
    app.clock.advance(5 * MINUTE + 1000);
    expect(((await (await verify(phone, code)).json()) as { result: boolean }).result).toBe(false);
  });

  it('accepts a code just before it expires', async () => {
    const phone = newPhone();
    await send(phone);
    const code = await lastCode(app, phone);
    app.clock.advance(5 * MINUTE - 1000);
    expect(((await (await verify(phone, code)).json()) as { result: boolean }).result).toBe(true);
  });

  it('voids the previous code when a new one is sent', async () => {
    const phone = newPhone();
    await send(phone);
    const first = await lastCode(app, phone);
    app.clock.advance(MINUTE + 1000);
    await send(phone);
    const second = await lastCode(app, phone);
    if (first !== second) expect(((await (await verify(phone, first)).json()) as { result: boolean }).result).toBe(false);
    expect(((await (await verify(phone, second)).json()) as { result: boolean }).result).toBe(true);
  });

  it('sends a new code to the same phone at most once a minute, with Retry-After', async () => {
    const phone = newPhone();
    expect((await send(phone)).status).toBe(200);
    app.clock.advance(20_000);
    const early = await send(phone);
    expect(early.status).toBe(429);
    expect(early.headers.get('retry-after')).toBe('40');
    expect(await early.json()).toEqual({ detail: 'You can ask for a new code in 40 s.', code: 'code_resend_too_soon' });
    app.clock.advance(40_000);
    expect((await send(phone)).status).toBe(200);
  });

  it('sends at most 5 codes an hour to the same phone', async () => {
    const phone = newPhone();
    for (let i = 0; i < 5; i++) {
      expect((await send(phone)).status, `code ${i + 1}`).toBe(200);
      app.clock.advance(MINUTE + 1000);
    }
    const sixth = await send(phone);
    expect(sixth.status).toBe(429);
    expect(((await sixth.json()) as { code: string }).code).toBe('code_hourly_limit');
    // The first code was sent 5 min 5 s ago: it leaves the hour in 54 min 55 s.
    expect(sixth.headers.get('retry-after')).toBe(String(3600 - 5 * 61));
    app.clock.advance(3600_000 - 5 * 61_000 + 1000);
    expect((await send(phone)).status).toBe(200);
  });

  it('limits send-sms per IP address (30 an hour)', async () => {
    const ip = newIp();
    for (let i = 0; i < 30; i++) expect((await send(newPhone(), ip)).status, `request ${i + 1}`).toBe(200);
    const refused = await send(newPhone(), ip);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await refused.json()) as { code: string }).code).toBe('rate_limited');
    expect((await send(newPhone(), newIp())).status).toBe(200);
    app.clock.advance(3600_000);
    expect((await send(newPhone(), ip)).status).toBe(200);
  });

  it('limits verify-code per IP address (60 in 10 minutes)', async () => {
    const ip = newIp();
    for (let i = 0; i < 60; i++) expect((await verify(newPhone(), '123456', ip)).status).toBe(200);
    const refused = await verify(newPhone(), '123456', ip);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBeTruthy();
  });

  it('limits code checks per phone (15 an hour), from any number of addresses', async () => {
    const phone = newPhone();
    await send(phone);
    for (let i = 0; i < 15; i++) expect((await verify(phone, '123456', newIp())).status, `check ${i + 1}`).toBe(200);
    const refused = await verify(phone, await lastCode(app, phone), newIp());
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { code: string }).code).toBe('rate_limited');
    app.clock.advance(3600_000);
    expect((await verify(newPhone(), '123456', newIp())).status).toBe(200);
  });

  it('sends at most 10 codes a day to the same phone', async () => {
    const phone = newPhone();
    // Five codes, an hour later five more (the hourly limit allows no more at once).
    for (let i = 0; i < 10; i++) {
      expect((await send(phone)).status, `code ${i + 1}`).toBe(200);
      app.clock.advance(i === 4 || i === 9 ? 3600_000 : 61_000);
    }
    const eleventh = await send(phone);
    expect(eleventh.status).toBe(429);
    expect(await eleventh.json()).toEqual({ detail: 'No more than 10 codes a day can go to this number. Please try again in 22 h.', code: 'code_daily_limit' });
    // The day began with the first code, about 2 hours 8 minutes ago.
    expect(Number(eleventh.headers.get('retry-after'))).toBe(24 * 3600 - (8 * 61 + 2 * 3600));
    app.clock.advance(24 * 3600_000);
    expect((await send(phone)).status).toBe(200);
  });

  it('refuses a register code for a phone that already has an account', async () => {
    const user = await registerUser(app);
    const response = await send(user.phone);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ detail: 'This phone number is already registered. Please log in.', code: 'phone_taken' });
  });

  it('answers a reset code request for an unknown phone like a sent one, without sending anything', async () => {
    const phone = newPhone();
    const response = await send(phone, newIp(), { purpose: 'reset' });
    expect(await response.json()).toEqual({ result: true, message: 'Confirmation code sent' });
    expect((await readOutbox(app)).some((line) => line.to === phone)).toBe(false);
  });

  it('sends reset codes with their own text and purpose', async () => {
    const user = await registerUser(app);
    app.clock.advance(MINUTE + 1000);
    expect((await send(user.phone, newIp(), { purpose: 'reset' }, 'uz')).status).toBe(200);
    const line = (await readOutbox(app)).at(-1)!;
    expect(line).toMatchObject({ to: user.phone, purpose: 'reset' });
    expect(line.text).toBe(`Bozor: parolni tiklash kodi ${line.code}. Uni hech kimga aytmang.`);
  });

  it('refuses an otp that is not six digits', async () => {
    const response = await verify(newPhone(), '12ab');
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: Record<string, string[]> }).errors).toEqual({ otp: ['The code has 6 digits.'] });
  });
});
