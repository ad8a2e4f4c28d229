import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../src/lib/locales.ts';

const contentDir = path.resolve(import.meta.dirname, '../../src/content');

describe('marketing copy', () => {
  it.each(['landing', 'about', 'updates'])('%s has a Markdown file for every language', (collection) => {
    const files = fs.readdirSync(path.join(contentDir, collection)).sort();
    expect(files).toEqual(LOCALES.map((locale) => `${locale}.md`).sort());
  });
});
