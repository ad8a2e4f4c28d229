import { describe, expect, it } from 'vitest';
import { DRAFT_TTL_MS, draftKey, parseDraft, sameDraft, serializeDraft, type ListingDraft } from '../../src/lib/listing-draft.ts';

const draft: ListingDraft = { title: 'Divan', description: 'Yumshoq', price: '1.500.000', condition: 'used', categoryId: '4', inStock: true };

describe('listing drafts', () => {
  it('keeps one draft per form', () => {
    expect(draftKey('product')).toBe('bozor:draft:new-product');
    expect(draftKey('service')).toBe('bozor:draft:new-service');
    expect(draftKey('product', 12)).toBe('bozor:draft:edit-product-12');
  });

  it('reads back what was written, until it is two weeks old', () => {
    const stored = serializeDraft(draft, 1_000);
    expect(parseDraft(stored, 2_000)).toEqual(draft);
    expect(parseDraft(stored, 1_000 + DRAFT_TTL_MS + 1)).toBeNull();
  });

  it('ignores anything that is not a draft', () => {
    for (const stored of [null, '', 'not json', '[]', '{"title": 3, "savedAt": 1}', JSON.stringify({ ...draft, inStock: 'yes', savedAt: 1 })])
      expect(parseDraft(stored, 2)).toBeNull();
  });

  it('tells a changed draft from the same one', () => {
    expect(sameDraft(draft, { ...draft })).toBe(true);
    expect(sameDraft(draft, { ...draft, title: 'Divan!' })).toBe(false);
    expect(sameDraft(draft, { ...draft, inStock: false })).toBe(false);
  });

  it('keeps a kind’s own fields: reads them back, and tells a changed one, but not a blank one, from the same', () => {
    const flat: ListingDraft = { ...draft, own: { property_type: 'flat', rooms: '3', floor: '' } };
    expect(parseDraft(serializeDraft(flat, 1_000), 2_000)).toEqual(flat);
    expect(parseDraft(JSON.stringify({ ...draft, own: { rooms: 3, floor: '4' }, savedAt: 1 }), 2)?.own).toEqual({ floor: '4' });
    expect(sameDraft(flat, { ...flat, own: { rooms: '3', property_type: 'flat' } })).toBe(true);
    expect(sameDraft(flat, { ...flat, own: { property_type: 'flat', rooms: '4' } })).toBe(false);
    expect(sameDraft(draft, { ...draft, own: { landmark: '' } })).toBe(true);
  });
});
