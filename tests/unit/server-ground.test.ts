import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { toIsoString } from '../../src/server/db/dialect.ts';
import { cookieOptions, sessionCookieOptions } from '../../src/server/http/cookies.ts';
import { baseHeaders } from '../../src/server/http/node-guards.ts';
import { getNamespace } from '../../src/server/i18n.ts';

describe('headers every response carries', () => {
  it('sends Strict-Transport-Security only when the site is served over https', () => {
    expect(baseHeaders(new URL('https://bozor.uz'))['Strict-Transport-Security']).toBe('max-age=31536000; includeSubDomains');
    expect(baseHeaders(new URL('http://localhost:4321'))).not.toHaveProperty('Strict-Transport-Security');
    expect(baseHeaders(new URL('http://localhost:4321'))).toMatchObject({ 'X-Content-Type-Options': 'nosniff', 'X-Frame-Options': 'DENY' });
  });
});

describe('cookies', () => {
  it('are Secure exactly when PUBLIC_URL is https, for the session and every other cookie', () => {
    expect(sessionCookieOptions(new URL('https://bozor.uz'))).toMatchObject({ secure: true, httpOnly: true, sameSite: 'lax', path: '/' });
    expect(sessionCookieOptions(new URL('http://localhost:4321')).secure).toBe(false);
    expect(cookieOptions(new URL('https://bozor.uz'), { httpOnly: false }).secure).toBe(true);
  });
});

describe('timestamps', () => {
  it('come out in one shape, ISO 8601 UTC with milliseconds, from either database', () => {
    expect(toIsoString('2026-11-22T09:00:00.000Z')).toBe('2026-11-22T09:00:00.000Z');
    expect(toIsoString('2026-11-22 09:00:00.123456+00')).toBe('2026-11-22T09:00:00.123Z');
    expect(toIsoString('2026-11-22 14:00:00+05')).toBe('2026-11-22T09:00:00.000Z');
    expect(toIsoString('2026-11-22 14:30:00+05:30')).toBe('2026-11-22T09:00:00.000Z');
    // PostgreSQL's UTC form, rewritten as text: the fraction cut to milliseconds, as Date cuts it.
    expect(toIsoString('2026-11-22 09:00:00.9+00')).toBe('2026-11-22T09:00:00.900Z');
    expect(toIsoString('2026-11-22 09:00:00.123999+00')).toBe('2026-11-22T09:00:00.123Z');
    expect(toIsoString('2026-11-22 23:59:59+00')).toBe('2026-11-22T23:59:59.000Z');
  });
});

describe('translation namespaces', () => {
  it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty'])('are only real files: %s is none', (name) => {
    expect(getNamespace('uz', name)).toBeUndefined();
  });

  it('serve the real ones', () => {
    expect(getNamespace('ru', 'common')).toMatchObject({ language_name: 'Русский' });
  });
});

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? sources(file) : /\.(ts|tsx|astro)$/.test(name) ? [file] : [];
  });
}

describe('layers', () => {
  it('keep src/lib free of browser I/O', () => {
    const offenders = sources('src/lib').filter((file) => /\b(document|window|localStorage|sessionStorage)\./.test(readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('never import islands from src/server', () => {
    const offenders = sources('src/server').filter((file) => /from ['"][./]*\/islands\//.test(readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
  });
});
