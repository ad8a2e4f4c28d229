import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { LOCALES } from '../../src/lib/locales.ts';

const root = path.resolve(import.meta.dirname, '../../locales');
const NamespaceFile = z.record(z.string().regex(/^[A-Za-z0-9_]+$/), z.string().trim().min(1));

function load(locale: string, ns: string): Record<string, string> {
  return NamespaceFile.parse(JSON.parse(fs.readFileSync(path.join(root, locale, `${ns}.json`), 'utf8')));
}
const namespaces = fs.readdirSync(path.join(root, 'uz')).map((file) => file.replace(/\.json$/, ''));
const variables = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('locale files', () => {
  it('exist for every language with the same namespaces as Uzbek', () => {
    expect(namespaces.length).toBeGreaterThan(0);
    for (const locale of LOCALES) {
      const files = fs
        .readdirSync(path.join(root, locale))
        .map((file) => file.replace(/\.json$/, ''))
        .sort();
      expect(files, locale).toEqual([...namespaces].sort());
    }
  });

  it.each(namespaces)('%s: every language has exactly the keys of Uzbek, none empty', (ns) => {
    const uzKeys = Object.keys(load('uz', ns)).sort();
    for (const locale of LOCALES) {
      expect(Object.keys(load(locale, ns)).sort(), `${locale}/${ns}.json`).toEqual(uzKeys);
    }
  });

  it.each(namespaces)('%s: every translation uses the same {{variables}} as Uzbek', (ns) => {
    const uz = load('uz', ns);
    for (const locale of LOCALES) {
      const other = load(locale, ns);
      for (const [key, text] of Object.entries(uz)) {
        expect(variables(other[key] ?? ''), `${locale}/${ns}.json ${key}`).toEqual(variables(text));
      }
    }
  });

  it('spells Uzbek with the modifier letters ʻ and ʼ, not ASCII or typographic quotes', () => {
    for (const ns of namespaces) {
      for (const [key, text] of Object.entries(load('uz', ns))) {
        expect(text, `uz/${ns}.json ${key}`).not.toMatch(/[a-zA-Z]['‘’`][a-zA-Z]/);
      }
    }
  });
});
