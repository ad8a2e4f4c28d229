import { describe, expect, it } from 'vitest';
import { hashPassword, isCommonPassword, verifyPassword } from '../../src/server/accounts/passwords.ts';

describe('passwords', () => {
  it('hashes with scrypt and a random salt, and verifies only the right password', async () => {
    const [a, b] = await Promise.all([hashPassword('Bozor-Parol-2026!'), hashPassword('Bozor-Parol-2026!')]);
    expect(a).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('Bozor-Parol-2026!', a)).toBe(true);
    expect(await verifyPassword('bozor-parol-2026!', a)).toBe(false);
    expect(await verifyPassword('Bozor-Parol-2026!', 'not-a-hash')).toBe(false);
  });

  it('treats the same text in another Unicode form as the same password', async () => {
    const composed = 'Oʻzbekiston-ñ-2026'.normalize('NFC');
    const hash = await hashPassword(composed);
    expect(await verifyPassword(composed.normalize('NFD'), hash)).toBe(true);
  });

  it('knows the most common passwords, whatever their case', () => {
    for (const common of ['password', '12345678', 'qwerty123', 'Password1', 'iloveyou', 'parol123', 'UZBEKISTAN']) {
      expect(isCommonPassword(common), common).toBe(true);
    }
    expect(isCommonPassword('Bozor-Parol-2026!')).toBe(false);
  });
});
