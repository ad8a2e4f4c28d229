import { describe, expect, it } from 'vitest';
import { LISTING_KIND_NAMES, LISTING_KINDS, safeDealByDefault, shapeListing, type ListingRecord } from '../../src/lib/listing-kinds.ts';
import { ProductListQuery } from '../../src/lib/schemas/products.ts';
import { ServiceListQuery } from '../../src/lib/schemas/services.ts';

const location = {
  id: 7,
  district: 'Chilonzor',
  district_ru: 'Чиланзар',
  district_en: 'Chilanzar',
  region: 'Toshkent',
  region_ru: 'Ташкент',
  region_en: 'Tashkent',
};
const record = (kind: ListingRecord['kind']): ListingRecord => ({
  id: 3,
  kind,
  title: 'Divan',
  description: 'Yumshoq',
  price: kind === 'product' ? 1_500_000 : null,
  condition: kind === 'product' ? 'used' : null,
  inStock: true,
  likes: 2,
  commentsCount: 1,
  createdAt: '2026-11-25T09:00:00.000Z',
  updatedAt: '2026-11-25T09:00:00.000Z',
  category: { id: 1, name_uz: 'Mebel', name_ru: 'Мебель', name_en: 'Furniture', slug: 'furniture' } as ListingRecord['category'],
  location,
  images: [{ id: 9, key: 'listings/u1-a.webp' }],
  owner: { id: 1, username: 'Ali', profileImage: null, location: null, rating: { score: 4.6, count: 5 } },
  status: 'active',
  listedAt: '2026-11-25T09:00:00.000Z',
  expiresAt: '2026-12-25T09:00:00.000Z',
  reservedFor: null,
  reservedUntil: null,
  soldTo: null,
  hiddenReason: null,
  reviewAskedAt: null,
  own: null,
  safeDeal: kind === 'product',
});
const media = { url: (key: string) => `/media/${key}` };

describe('the listing kinds, each described once', () => {
  it('describes every kind, each with its own pages and API family', () => {
    expect(Object.keys(LISTING_KINDS)).toEqual([...LISTING_KIND_NAMES]);
    for (const name of LISTING_KIND_NAMES) expect(LISTING_KINDS[name].kind).toBe(name);
    const lists = LISTING_KIND_NAMES.map((name) => LISTING_KINDS[name].paths.list);
    expect(new Set(lists).size).toBe(lists.length);
    expect(LISTING_KINDS.product.api.listings).not.toBe(LISTING_KINDS.service.api.listings);
  });

  it("keeps the plain form's typed fields to the kind's own: the title field first, no price for services", () => {
    for (const name of LISTING_KIND_NAMES) expect(LISTING_KINDS[name].formFields[0]).toBe(LISTING_KINDS[name].fields.title);
    expect(LISTING_KINDS.service.formFields).not.toContain('price');
  });

  it("gives the API's default page size as the list page's first choice", () => {
    expect(ProductListQuery.parse({}).page_size).toBe(LISTING_KINDS.product.limits.pageSizes[0]);
    expect(ServiceListQuery.parse({}).page_size).toBe(LISTING_KINDS.service.limits.pageSizes[0]);
  });

  it("shapes a record as its kind: a product with price and stock, a service with name and comments, both with the seller's score", () => {
    const product = shapeListing(record('product'), media);
    expect(product).toMatchObject({
      id: 3,
      title: 'Divan',
      price: 1_500_000,
      currency: 'Sum',
      condition: 'used',
      in_stock: true,
      rating: 4.6,
      seller_rating: { score: 4.6, count: 5 },
    });
    expect(product.images).toEqual([{ id: 9, image: '/media/listings/u1-a.webp', thumbnail: '/media/listings/u1-a-thumb.webp' }]);
    const service = shapeListing(record('service'), media);
    expect(service).toMatchObject({ id: 3, name: 'Divan', comments_count: 1, rating: 4.6, seller_rating: { score: 4.6, count: 5 } });
    expect(service).not.toHaveProperty('price');
  });

  it("shows a reserved listing's buyer to its seller and that buyer only, and a raise only when there was one", () => {
    const reserved = { ...record('product'), status: 'reserved' as const, reservedFor: 5, reservedUntil: '2026-12-02T09:00:00.000Z' };
    expect(shapeListing(reserved, media)).toMatchObject({
      status: 'reserved',
      reserved_for: null,
      reserved_until: '2026-12-02T09:00:00.000Z',
      raised_at: null,
    });
    expect(shapeListing(reserved, media, { userId: 1 }).reserved_for).toBe(5);
    expect(shapeListing(reserved, media, { userId: 5 }).reserved_for).toBe(5);
    expect(shapeListing(reserved, media, { userId: 6 }).reserved_for).toBeNull();
    const sold = { ...record('service'), status: 'sold' as const, soldTo: 5 };
    expect(shapeListing(sold, media, { userId: 1 }).sold_to).toBe(5);
    expect(shapeListing(sold, media).sold_to).toBeNull();
    const raised = { ...record('product'), listedAt: '2026-12-03T09:00:00.000Z' };
    expect(shapeListing(raised, media)).toMatchObject({
      raised_at: '2026-12-03T09:00:00.000Z',
      created_at: '2026-11-25T09:00:00.000Z',
      expires_at: '2026-12-25T09:00:00.000Z',
    });
  });

  it('shows why a moderator hid a listing to its owner only', () => {
    const hidden = { ...record('product'), status: 'hidden' as const, hiddenReason: 'Prepayment asked' };
    expect(shapeListing(hidden, media, { userId: 1 })).toMatchObject({ status: 'hidden', hidden_reason: 'Prepayment asked' });
    expect(shapeListing(hidden, media, { userId: 5 }).hidden_reason).toBeNull();
    expect(shapeListing(hidden, media).hidden_reason).toBeNull();
  });

  it('offers the safe deal on goods only, and by default from the configured price up', () => {
    expect(LISTING_KIND_NAMES.filter((name) => LISTING_KINDS[name].has.safeDeal)).toEqual(['product']);
    expect(safeDealByDefault('product', 200_000, 200_000)).toBe(true);
    expect(safeDealByDefault('product', 199_999, 200_000)).toBe(false);
    expect(safeDealByDefault('product', null, 0)).toBe(false);
    expect(safeDealByDefault('real_estate', 900_000_000, 200_000)).toBe(false);
    expect(safeDealByDefault('service', undefined, 0)).toBe(false);
  });

  it('says in the product shape whether the seller offers the safe deal, and nothing of it in the other kinds', () => {
    expect(shapeListing(record('product'), media)).toMatchObject({ safe_deal: true });
    expect(shapeListing({ ...record('product'), safeDeal: false }, media)).toMatchObject({ safe_deal: false });
    expect(shapeListing(record('service'), media)).not.toHaveProperty('safe_deal');
  });

  it("reads the products list's safe-deal filter as true only when asked for", () => {
    expect(ProductListQuery.parse({ safe_deal: 'true' }).safe_deal).toBe(true);
    expect(ProductListQuery.parse({ safe_deal: '1' }).safe_deal).toBe(true);
    expect(ProductListQuery.parse({ safe_deal: 'false' }).safe_deal).toBe(false);
    expect(ProductListQuery.parse({}).safe_deal).toBeUndefined();
    expect(ProductListQuery.safeParse({ safe_deal: 'yes' }).success).toBe(false);
  });
});
