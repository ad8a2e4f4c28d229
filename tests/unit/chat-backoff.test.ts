import { describe, expect, it } from 'vitest';
import { RECONNECT_CAP_MS, RECONNECT_MAX_ATTEMPTS, reconnectDelay, shouldReconnect } from '../../src/lib/chat-backoff.ts';

describe('chat reconnect backoff', () => {
  it('waits 1 s, then doubles each try, without jitter', () => {
    expect([1, 2, 3, 4, 5].map((attempt) => reconnectDelay(attempt, 0))).toEqual([1_000, 2_000, 4_000, 8_000, 16_000]);
  });

  it('never waits more than 30 s', () => {
    expect(reconnectDelay(6, 0)).toBe(RECONNECT_CAP_MS);
    expect(reconnectDelay(40, 0)).toBe(RECONNECT_CAP_MS);
  });

  it('takes up to a quarter off at random, never adds', () => {
    expect(reconnectDelay(1, 0.999)).toBeGreaterThanOrEqual(750);
    expect(reconnectDelay(1, 0.999)).toBeLessThan(1_000);
    expect(reconnectDelay(3, 0.5)).toBe(3_500);
    for (let i = 0; i < 50; i++) {
      const delay = reconnectDelay(10);
      expect(delay).toBeGreaterThanOrEqual(RECONNECT_CAP_MS * 0.75);
      expect(delay).toBeLessThanOrEqual(RECONNECT_CAP_MS);
    }
  });

  it('tries at most five times after a drop', () => {
    expect(RECONNECT_MAX_ATTEMPTS).toBe(5);
    expect(shouldReconnect(1006, 0)).toBe(true);
    expect(shouldReconnect(1012, 4)).toBe(true);
    expect(shouldReconnect(1006, 5)).toBe(false);
  });

  it('never reconnects after a normal close or a refusal of the user', () => {
    expect(shouldReconnect(1000, 0)).toBe(false);
    expect(shouldReconnect(4401, 0)).toBe(false);
    expect(shouldReconnect(4403, 0)).toBe(false);
  });
});
