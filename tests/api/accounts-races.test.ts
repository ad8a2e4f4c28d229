import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastCode, newIp, newPhone, newUsername, postJson, readOutbox, registerUser, STRONG_PASSWORD, verifyPhone } from '../fixtures/accounts.ts';
import { createCapturingLogger, startTestApp, TEST_DB, type TestApp } from '../fixtures/test-app.ts';

/**
 * Counted tries under parallel requests: every limit must hold when 20–30 requests arrive at
 * once, not only one at a time.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

const statuses = (responses: Response[]) => responses.map((response) => response.status);
const count = (values: number[], wanted: number) => values.filter((value) => value === wanted).length;

async function attemptsOfLatestCode(phone: string): Promise<number> {
  const row = await app.runtime.database.db
    .selectFrom('sms_codes')
    .select('attempts')
    .where('phone_number', '=', phone)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return Number(row.attempts);
}

describe(`limits under parallel requests on ${TEST_DB}`, () => {
  it('checks at most 10 passwords of 28 simultaneous logins to one phone, the right one sent 25th included', async () => {
    const victim = await registerUser(app);
    const tries = Array.from({ length: 28 }, (_, i) => (i === 24 ? victim.password : `wrong-guess-${i}`));
    const answers = statuses(
      await Promise.all(tries.map((password) => postJson(app, '/api/accounts/login/', { phone_number: victim.phone, password }, {}, newIp()))),
    );
    // Whichever ten got there first were compared (the right password may be one of them).
    expect(count(answers, 401) + count(answers, 200)).toBeLessThanOrEqual(10);
    expect(count(answers, 429)).toBeGreaterThanOrEqual(18);
    expect((await postJson(app, '/api/accounts/login/', { phone_number: victim.phone, password: victim.password }, {}, newIp())).status).toBe(429);
  });

  it('compares a code at most 5 times when 30 guesses arrive at once, the right code among them', async () => {
    const phone = newPhone();
    expect((await postJson(app, '/api/accounts/send-sms/', { phone_number: phone }, {}, newIp())).status).toBe(200);
    const code = await lastCode(app, phone);
    const wrong = (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
    const guesses = Array.from({ length: 30 }, (_, i) => (i === 24 ? code : wrong(i)));
    const answers = await Promise.all(guesses.map((otp) => postJson(app, '/api/accounts/verify-code/', { phone_number: phone, otp }, {}, newIp())));
    const bodies = await Promise.all(answers.filter((response) => response.status === 200).map((response) => response.json() as Promise<{ result: boolean }>));
    expect(await attemptsOfLatestCode(phone)).toBeLessThanOrEqual(5);
    expect(count(statuses(answers), 429)).toBeGreaterThanOrEqual(15); // the per-phone limit of checks
    // The right code was either among the first five compared, or it is refused now.
    const accepted = bodies.filter((body) => body.result).length;
    expect(accepted).toBeLessThanOrEqual(1);
    if (accepted === 0) expect(await attemptsOfLatestCode(phone)).toBe(5);
  });

  it('counts reset-code guesses atomically too: 25 simultaneous wrong codes use at most 5 tries', async () => {
    const user = await registerUser(app);
    app.clock.advance(61_000);
    expect((await postJson(app, '/api/accounts/send-sms/', { phone_number: user.phone, purpose: 'reset' }, {}, newIp())).status).toBe(200);
    const code = await lastCode(app, user.phone);
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = statuses(
      await Promise.all(
        Array.from({ length: 25 }, () =>
          postJson(app, '/api/accounts/password-reset/', { phone_number: user.phone, otp: wrong, new_password: 'Yangi-Parol-2027' }, {}, newIp()),
        ),
      ),
    );
    expect(answers.every((status) => status === 400 || status === 429)).toBe(true);
    expect(await attemptsOfLatestCode(user.phone)).toBeLessThanOrEqual(5);
  });

  it('sends one code when 20 send-sms requests for a phone arrive at once', async () => {
    const phone = newPhone();
    const answers = statuses(
      await Promise.all(Array.from({ length: 20 }, () => postJson(app, '/api/accounts/send-sms/', { phone_number: phone }, {}, newIp()))),
    );
    expect(count(answers, 200)).toBe(1);
    expect(count(answers, 429)).toBe(19);
    expect((await readOutbox(app)).filter((line) => line.to === phone)).toHaveLength(1);
  });

  it('lets one of 20 simultaneous registrations use a verification', async () => {
    const phone = newPhone();
    await verifyPhone(app, phone);
    const locationId = ((await (await app.request('/api/accounts/all-location')).json()) as Array<{ id: number }>)[0]!.id;
    const answers = statuses(
      await Promise.all(
        Array.from({ length: 20 }, () =>
          postJson(
            app,
            '/api/accounts/register/',
            { username: newUsername('race'), password: STRONG_PASSWORD, phone_number: phone, location_id: locationId },
            {},
            newIp(),
          ),
        ),
      ),
    );
    expect(count(answers, 201)).toBe(1);
    expect(answers.every((status) => status === 201 || status === 400 || status === 409)).toBe(true);
  });
});

describe(`the site's hourly SMS budget on ${TEST_DB}`, () => {
  it('sends no more than the budget, even at once, then answers 429 and logs the stop once', async () => {
    const { logger, lines } = createCapturingLogger();
    const small = await startTestApp({ SMS_HOURLY_BUDGET: '5' }, undefined, { logger });
    try {
      const answers = statuses(
        await Promise.all(Array.from({ length: 20 }, () => postJson(small, '/api/accounts/send-sms/', { phone_number: newPhone() }, {}, newIp()))),
      );
      expect(count(answers, 200)).toBe(5);
      expect(count(answers, 429)).toBe(15);
      expect(await readOutbox(small)).toHaveLength(5);
      const refused = await postJson(small, '/api/accounts/send-sms/?lang=en', { phone_number: newPhone() }, {}, newIp());
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({ detail: 'Sending SMS is paused for a while. Please try again in 1 h.', code: 'sms_budget_exhausted' });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(lines.filter((line) => line.level === 50 && String(line.msg).includes('SMS budget'))).toHaveLength(1);
      small.clock.advance(3600_000);
      expect((await postJson(small, '/api/accounts/send-sms/', { phone_number: newPhone() }, {}, newIp())).status).toBe(200);
    } finally {
      await small.close();
    }
  });

  it('never writes a phone number in full or the code to the logs', async () => {
    const { logger, lines } = createCapturingLogger();
    const logged = await startTestApp({}, undefined, { logger });
    try {
      const phone = newPhone();
      expect((await postJson(logged, '/api/accounts/send-sms/', { phone_number: phone }, {}, newIp())).status).toBe(200);
      const code = await lastCode(logged, phone);
      const text = JSON.stringify(lines);
      expect(lines.length).toBeGreaterThan(0);
      expect(text).not.toContain(phone.slice(1));
      expect(text).not.toContain(code);
      expect(text).toContain(`${phone.slice(0, 6)}*****${phone.slice(-2)}`);
    } finally {
      await logged.close();
    }
  });
});
