import { describe, expect, it } from 'vitest';
import type { TFunction } from '../../src/lib/i18n.ts';
import { listHeading } from '../../src/lib/list-heading.ts';

const t = ((key: string, values: Record<string, string> = {}) => `${key}${Object.keys(values).length ? JSON.stringify(values) : ''}`) as unknown as TFunction;

describe('a list page heading', () => {
  it("says the kind's own words without filters", () => {
    expect(listHeading({ kind: 'product' }, t)).toEqual({ title: 'products_heading', subtitle: 'products_subtitle' });
    expect(listHeading({ kind: 'service' }, t)).toEqual({ title: 'services_heading', subtitle: 'services_subtitle' });
  });

  it('is named by the category, and says the place and the search it is narrowed to', () => {
    expect(listHeading({ kind: 'product', category: 'Phones', place: 'Samarkand Region', query: 'iphone' }, t)).toEqual({
      title: 'Phones',
      subtitle: 'list_in_place{"place":"Samarkand Region"} · list_matching{"query":"iphone"}',
    });
    expect(listHeading({ kind: 'service', query: 'santexnik' }, t)).toEqual({ title: 'services_heading', subtitle: 'list_matching{"query":"santexnik"}' });
  });
});
