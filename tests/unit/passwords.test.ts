import { describe, expect, it } from 'vitest';
import { scryptSync } from 'node:crypto';
import { hashPassword, isCommonPassword, needsRehash, verifyPassword } from '../../src/server/accounts/passwords.ts';

describe('passwords', () => {
  it("hashes with scrypt at OWASP's parameters (N=2^17, r=8, p=1) and a random salt, and verifies only the right password", async () => {
    const [a, b] = await Promise.all([hashPassword('Bozor-Parol-2026!'), hashPassword('Bozor-Parol-2026!')]);
    expect(a).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('Bozor-Parol-2026!', a)).toBe(true);
    expect(await verifyPassword('bozor-parol-2026!', a)).toBe(false);
    expect(await verifyPassword('Bozor-Parol-2026!', 'not-a-hash')).toBe(false);
  });

  it('still verifies a hash made with the older, weaker parameters, and says it needs rehashing', async () => {
    const salt = Buffer.from('0123456789abcdef');
    const key = scryptSync('Bozor-Parol-2026!', salt, 32, { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
    const old = `scrypt$32768$8$1$${salt.toString('base64')}$${key.toString('base64')}`;
    expect(await verifyPassword('Bozor-Parol-2026!', old)).toBe(true);
    expect(needsRehash(old)).toBe(true);
    expect(needsRehash(await hashPassword('Bozor-Parol-2026!'))).toBe(false);
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
