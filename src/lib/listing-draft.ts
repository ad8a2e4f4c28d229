import type { ListingKind } from './listing-kinds.ts';
/**
 * What a person typed into a listing form, kept in the browser so that a reload or an
 * accidental Back does not lose it (issue 19). Pictures are not kept (files cannot be put back
 * into a file field). One draft per form: a new product, a new service, or the edit of one listing.
 */
export interface ListingDraft {
  title: string;
  description: string;
  price: string;
  condition: string;
  categoryId: string;
  inStock: boolean;
  /** A kind's own fields (lib/own-form.ts) by name, when it has any. */
  own?: Record<string, string>;
}

/** A draft older than this is forgotten. */
export const DRAFT_TTL_MS = 14 * 24 * 3600 * 1000;
const TEXT_FIELDS = ['title', 'description', 'price', 'condition', 'categoryId'] as const;

export function draftKey(kind: ListingKind, listingId?: number): string {
  return listingId === undefined ? `bozor:draft:new-${kind}` : `bozor:draft:edit-${kind}-${listingId}`;
}

/** Own fields in a fixed order, blank ones left out: two drafts alike say the same. */
const ownKey = (own: Record<string, string> | undefined) =>
  JSON.stringify(
    Object.entries(own ?? {})
      .filter(([, value]) => value !== '')
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  );

export function sameDraft(a: ListingDraft, b: ListingDraft): boolean {
  return TEXT_FIELDS.every((field) => a[field] === b[field]) && a.inStock === b.inStock && ownKey(a.own) === ownKey(b.own);
}

/** What a draft's own fields are, as a value that changes when one of them does. */
export const ownDraftKey = (draft: ListingDraft): string => ownKey(draft.own);

const ownOf = (value: unknown): Record<string, string> | undefined =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
    : undefined;

/** The stored draft, if it is one (whatever else the storage holds under the key is ignored) and not stale. */
export function parseDraft(stored: string | null, now: number): ListingDraft | null {
  if (!stored) return null;
  try {
    const value = JSON.parse(stored) as Record<string, unknown>;
    if (typeof value.savedAt !== 'number' || now - value.savedAt > DRAFT_TTL_MS) return null;
    if (!TEXT_FIELDS.every((field) => typeof value[field] === 'string') || typeof value.inStock !== 'boolean') return null;
    const own = ownOf(value.own);
    return {
      title: value.title as string,
      description: value.description as string,
      price: value.price as string,
      condition: value.condition as string,
      categoryId: value.categoryId as string,
      inStock: value.inStock,
      ...(own && { own }),
    };
  } catch {
    return null;
  }
}

export function serializeDraft(draft: ListingDraft, now: number): string {
  return JSON.stringify({ ...draft, savedAt: now });
}
