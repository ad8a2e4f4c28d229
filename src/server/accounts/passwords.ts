import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import commonPasswordList from '@zxcvbn-ts/language-common/src/passwords.json';
import { PASSWORD_MIN } from '../../lib/account-rules.ts';

/**
 * scrypt, memory-hard, at OWASP's parameters: N=2^17, r=8, p=1 (128 MiB per hash), with a
 * per-password random salt. The stored string names its parameters, so hashes made with
 * weaker ones still verify and are replaced at the next login (`needsRehash`). Hashes run on
 * libuv's thread pool (4 threads), which bounds the memory of parallel logins.
 */
const PARAMS = { N: 2 ** 17, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
const MAX_MEMORY = 256 * 1024 * 1024;

function scrypt(password: string, salt: Buffer, length: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCallback(password.normalize('NFC'), salt, length, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEY_LENGTH, { ...PARAMS, maxmem: MAX_MEMORY });
  return `scrypt$${PARAMS.N}$${PARAMS.r}$${PARAMS.p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await scrypt(password, Buffer.from(salt, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: MAX_MEMORY,
  });
  return timingSafeEqual(actual, expected);
}

/** True when a stored hash was made with other (older, weaker) parameters than today's. */
export function needsRehash(stored: string): boolean {
  const [scheme, n, r, p] = stored.split('$');
  return scheme !== 'scrypt' || Number(n) !== PARAMS.N || Number(r) !== PARAMS.r || Number(p) !== PARAMS.p;
}

/** Hash of a random password: login hashes against it when the phone is unknown, so both cost the same. */
let decoy: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  return (decoy ??= hashPassword(randomBytes(16).toString('hex')));
}

/**
 * The most common passwords long enough to pass the length rule (zxcvbn-ts's list, MIT), plus
 * the obvious local ones. Compared case-insensitively.
 */
const LOCAL_COMMON = [
  'parol123',
  'parol1234',
  'parol12345',
  'password1',
  'qwerty123',
  'uzbekistan',
  'toshkent',
  'tashkent',
  'samarqand',
  'samarkand',
  'bozor123',
  'marketplace',
  '998901234567',
  'iloveyou',
  'qwertyuiop',
];
const COMMON = new Set(
  [...(commonPasswordList as string[]), ...LOCAL_COMMON].filter((entry) => entry.length >= PASSWORD_MIN).map((entry) => entry.toLowerCase()),
);

export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.toLowerCase());
}
