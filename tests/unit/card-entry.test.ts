import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cardDigits, cardProblemOf, expiryOf, expiryPassed, formatCardNumber, formatExpiry } from '../../src/lib/card-entry.ts';
import { CardFlowError, paymeCards } from '../../src/islands/shared/payme-cards.ts';
import { createFakePayme, FAKE_PAYME_CARDS, FAKE_PAYME_SMS_CODE, type FakePayme } from '../fixtures/fake-payme.ts';

describe('a card as typed into the safe deal’s card form', () => {
  it('keeps the 16 digits of a number typed or pasted with spaces or dashes, and shows them in fours', () => {
    expect(cardDigits('8600-4954 7331 6478')).toBe('8600495473316478');
    expect(cardDigits('8600 4954 7331 6478 999')).toBe('8600495473316478');
    expect(formatCardNumber('8600495473316478')).toBe('8600 4954 7331 6478');
    expect(formatCardNumber('86004')).toBe('8600 4');
  });

  it('reads an expiry as MMYY in the forms people type it, and refuses a month that is none', () => {
    expect(expiryOf('03/99')).toBe('0399');
    expect(expiryOf('0399')).toBe('0399');
    expect(expiryOf('3/29')).toBe('0329');
    expect(expiryOf(' 12 / 30 ')).toBe('1230');
    for (const bad of ['13/29', '00/29', '3/2029', 'march', '']) expect(expiryOf(bad), bad).toBeNull();
    expect(formatExpiry('0399')).toBe('03/99');
    expect(formatExpiry('03')).toBe('03');
  });

  it('tells an expired card by the month: valid through its expiry month', () => {
    const now = new Date('2026-11-29T10:00:00Z');
    expect(expiryPassed('1126', now)).toBe(false);
    expect(expiryPassed('1026', now)).toBe(true);
    expect(expiryPassed('0125', now)).toBe(true);
    expect(expiryPassed('0399', now)).toBe(false);
  });

  it('names Payme’s card answers as the form’s messages, anything unknown as the provider’s trouble', () => {
    expect([-31300, -31301, -31101, -31102, -31103, -31400, -32400, -1].map(cardProblemOf)).toEqual([
      'number',
      'no_sms',
      'code_expired',
      'code_tries',
      'code_wrong',
      'refused',
      'unavailable',
      'unavailable',
    ]);
  });
});

describe('the browser’s card calls to Payme (against the fake Payme over HTTP)', () => {
  const MERCHANT = 'bozor-test-desk';
  let fake: FakePayme;
  let endpoint: string;
  beforeEach(async () => {
    fake = createFakePayme({ merchantId: MERCHANT, key: 'server-key' });
    endpoint = await fake.listen();
  });
  afterEach(async () => {
    await fake.close();
  });

  it('creates a card, has a code sent and verifies it with the merchant id alone: the verified token, the number masked', async () => {
    const cards = paymeCards({ endpoint, merchantId: MERCHANT });
    const token = await cards.create('8600495473316478', '0399');
    expect((await cards.sendCode(token)).phone).toMatch(/\*/);
    const card = await cards.verify(token, FAKE_PAYME_SMS_CODE);
    expect(card.masked).not.toContain('49547331');
    expect(fake.cards.get(card.token)?.verified).toBe(true);
    expect(fake.calls.map((call) => call.method)).toEqual(['cards.create', 'cards.get_verify_code', 'cards.verify']);
  });

  it('says what went wrong: a wrong code, a card without SMS, a number Payme refuses, Payme down', async () => {
    const cards = paymeCards({ endpoint, merchantId: MERCHANT });
    const problem = (promise: Promise<unknown>) =>
      promise.then(
        () => null,
        (error: unknown) => (error instanceof CardFlowError ? error.problem : error),
      );
    const token = await cards.create('8600495473316478', '0399');
    await cards.sendCode(token);
    expect(await problem(cards.verify(token, '123456'))).toBe('code_wrong');
    const noSms = await cards.create(FAKE_PAYME_CARDS.noSms, '0399');
    expect(await problem(cards.sendCode(noSms))).toBe('no_sms');
    expect(await problem(cards.create('1234', '0399'))).toBe('number');
    fake.failNext('cards.create', 'http500');
    expect(await problem(cards.create('8600495473316478', '0399'))).toBe('unavailable');
    expect(await problem(paymeCards({ endpoint: 'http://127.0.0.1:9/api', merchantId: MERCHANT }).create('8600495473316478', '0399'))).toBe('unavailable');
  });
});
