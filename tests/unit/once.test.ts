import { describe, expect, it } from 'vitest';
import { onceAsync } from '../../src/lib/once.ts';

describe('onceAsync', () => {
  it('loads once and shares the result', async () => {
    let calls = 0;
    const load = onceAsync(async () => ++calls);
    expect(await Promise.all([load(), load()])).toEqual([1, 1]);
    expect(await load()).toBe(1);
  });

  it('forgets a failure so that the next call retries', async () => {
    let calls = 0;
    const load = onceAsync(async () => {
      calls += 1;
      if (calls === 1) throw new Error('database down');
      return 'ok';
    });
    await expect(load()).rejects.toThrow('database down');
    expect(await load()).toBe('ok');
  });
});
