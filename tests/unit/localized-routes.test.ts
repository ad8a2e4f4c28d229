import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { listPages } from '../../src/server/integrations/localized-routes.ts';

describe('localized routes', () => {
  it('localizes every page of src/pages but not the API (but its page for developers), translation files or error pages', () => {
    const pagesDir = path.resolve(import.meta.dirname, '../../src/pages');
    const patterns = listPages(pagesDir).map((page) => page.pattern);
    expect(patterns).toEqual(expect.arrayContaining(['/', '/about', '/updates', '/api/docs']));
    expect(patterns.filter((pattern) => pattern.startsWith('/api') || pattern.startsWith('/locales'))).toEqual(['/api/docs']);
    expect(patterns).not.toContain('/404');
  });
});
