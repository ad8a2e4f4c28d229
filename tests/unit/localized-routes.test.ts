import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { listPages } from '../../src/server/integrations/localized-routes.ts';

describe('localized routes', () => {
  it('localizes every page of src/pages but not the API, translation files or error pages', () => {
    const pagesDir = path.resolve(import.meta.dirname, '../../src/pages');
    const patterns = listPages(pagesDir).map((page) => page.pattern);
    expect(patterns).toEqual(expect.arrayContaining(['/', '/about', '/updates']));
    expect(patterns.some((pattern) => pattern.startsWith('/api') || pattern.startsWith('/locales'))).toBe(false);
    expect(patterns).not.toContain('/404');
  });
});
