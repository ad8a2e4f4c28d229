import { describe, expect, it } from 'vitest';
import { roundDuration } from '../../src/lib/duration.ts';
import { AppError } from '../../src/server/errors.ts';
import { localizeError } from '../../src/server/error-messages.ts';

describe('waits as people say them', () => {
  it.each([
    [0.2, { unit: 'seconds', count: 1 }],
    [40, { unit: 'seconds', count: 40 }],
    [59.5, { unit: 'minutes', count: 1 }],
    [2423, { unit: 'minutes', count: 41 }],
    [3600, { unit: 'hours', count: 1 }],
    [78712, { unit: 'hours', count: 22 }],
  ])('%d s is %j', (seconds, expected) => {
    expect(roundDuration(seconds)).toEqual(expected);
  });

  it('go inside the refusal, one sentence in each language', () => {
    const error = new AppError('rate_limited', { retryAfter: 2423 });
    expect(localizeError(error, 'uz').detail).toBe('Urinishlar juda koʻp. 41 daqiqadan soʻng qayta urinib koʻring.');
    expect(localizeError(error, 'ru').detail).toBe('Слишком много попыток. Попробуйте через 41 мин.');
    expect(localizeError(error, 'en').detail).toBe('Too many attempts. Please try again in 41 min.');
    expect(localizeError(new AppError('code_resend_too_soon', { retryAfter: 40 }), 'ru').detail).toBe('Новый код можно запросить через 40 с.');
  });
});
