import { describe, expect, it } from 'vitest';
import {
  FIELD_TYPES,
  hasField,
  PROPERTY_TYPES,
  REAL_ESTATE_LIMITS,
  REQUIRED_FIELDS,
  type RealEstateFields,
  type TypedField,
} from '../../src/lib/real-estate.ts';
import type { Location } from '../../src/lib/schemas/shapes.ts';
import locationsJson from '../../src/server/db/seed/uz-locations.json';
import { chatScriptsFor, sayLine } from '../../src/demo/chat-phrases.ts';
import { pictureSvg } from '../../src/demo/listing-images.ts';
import { DEMO_SEED, planDemoData, realEstateListings } from '../../src/demo/demo-plan.ts';
import { PAST_ITEMS } from '../../src/demo/past-catalog.ts';
import { REAL_ESTATE_CATALOG } from '../../src/demo/real-estate-catalog.ts';
import { planRealEstate, type PlannedRealEstate } from '../../src/demo/real-estate-plan.ts';
import { seededRandom } from '../../src/demo/random.ts';

const CYRILLIC = /\p{Script=Cyrillic}/u;
const NOW = new Date('2026-11-29T09:30:00Z');
const LOCATIONS: Location[] = locationsJson.flatMap((region) =>
  region.districts.map((district) => ({
    id: Number(district.code),
    region: region.name_uz,
    region_ru: region.name_ru,
    region_en: region.name_en,
    district: district.name_uz,
    district_ru: district.name_ru,
    district_en: district.name_en,
  })),
);
const places = new Map(LOCATIONS.map((location) => [location.id, location]));
const { sellers } = planDemoData(NOW, LOCATIONS);
const plan = (seed = 7) => planRealEstate(seededRandom(seed), { sellers, locations: LOCATIONS, now: NOW });
const listings = plan();
const typeOf = (listing: PlannedRealEstate) => listing.categorySlug as (typeof PROPERTY_TYPES)[number];
const whole = (own: RealEstateFields) => own.priceMinor / 100;

/** What people ask, in whole units of the currency: a sale, a month of a long rent, a day of a daily one. */
const PRICE_BOUNDS: Record<RealEstateFields['deal'], Record<RealEstateFields['currency'], readonly [number, number]>> = {
  sale: { USD: [5_000, 500_000], UZS: [30_000_000, 5_000_000_000] },
  rent: { USD: [200, 3_000], UZS: [1_500_000, 30_000_000] },
  daily: { USD: [20, 300], UZS: [150_000, 2_500_000] },
};

describe('the demo real estate', () => {
  it('lists about sixty properties of every type and deal, in at least ten regions', () => {
    expect(listings.length).toBeGreaterThanOrEqual(55);
    expect(listings.length).toBeLessThanOrEqual(65);
    for (const type of PROPERTY_TYPES) expect(listings.filter((listing) => typeOf(listing) === type).length, type).toBeGreaterThanOrEqual(4);
    for (const deal of ['sale', 'rent', 'daily'] as const)
      expect(listings.filter((listing) => listing.own.deal === deal).length, deal).toBeGreaterThanOrEqual(5);
    expect(new Set(listings.map((listing) => places.get(listing.locationId)!.region)).size).toBeGreaterThanOrEqual(10);
  });

  it('gives each type exactly its fields, the required ones present, every value within the limits', () => {
    for (const { own, categorySlug, title } of listings) {
      const type = categorySlug as (typeof PROPERTY_TYPES)[number];
      const values: Record<TypedField, unknown> = {
        rooms: own.rooms,
        area: own.areaDm2,
        land: own.landM2,
        floor: own.floor,
        floors: own.floors,
        material: own.material,
        newBuilding: own.newBuilding,
        repair: own.repair,
        furnished: own.furnished,
      };
      for (const field of Object.keys(FIELD_TYPES) as TypedField[]) {
        if (!hasField(type, field)) expect(values[field], `${title}: ${field}`).toBeNull();
        const required = (REQUIRED_FIELDS as Partial<Record<TypedField, readonly string[]>>)[field] ?? [];
        if (required.includes(type)) expect(values[field], `${title}: ${field}`).not.toBeNull();
      }
      if (own.rooms !== null) expect(own.rooms).toBeGreaterThan(0);
      if (own.rooms !== null) expect(own.rooms).toBeLessThanOrEqual(REAL_ESTATE_LIMITS.roomsMax);
      if (own.areaDm2 !== null) expect(own.areaDm2 > 0 && own.areaDm2 <= REAL_ESTATE_LIMITS.areaMax * 100, title).toBe(true);
      if (own.landM2 !== null) expect(own.landM2 > 0 && own.landM2 <= REAL_ESTATE_LIMITS.landMax * 100, title).toBe(true);
      if (own.floors !== null) expect(own.floors >= 1 && own.floors <= REAL_ESTATE_LIMITS.floorMax, title).toBe(true);
      if (own.floor !== null) expect(own.floor >= 1 && own.floor <= own.floors!, title).toBe(true);
      expect(Number.isInteger(own.priceMinor) && own.priceMinor > 0, title).toBe(true);
      expect(whole(own)).toBeLessThanOrEqual(own.currency === 'USD' ? REAL_ESTATE_LIMITS.priceMaxUsd : REAL_ESTATE_LIMITS.priceMaxUzs);
      expect((own.landmark ?? '').length).toBeLessThanOrEqual(REAL_ESTATE_LIMITS.landmarkMax);
      // A commission is an agency's, and agencies here say theirs.
      expect(own.commissionPermille !== null, title).toBe(own.sellerType === 'agency');
      if (own.commissionPermille !== null) expect(own.commissionPermille > 0 && own.commissionPermille <= REAL_ESTATE_LIMITS.commissionMax * 10).toBe(true);
    }
  });

  it('asks prices people ask: dollars for flats sold in Tashkent, at a square metre price its districts fetch, less in the regions', () => {
    for (const { own, title } of listings) {
      const [min, max] = PRICE_BOUNDS[own.deal][own.currency];
      expect(whole(own) >= min && whole(own) <= max, `${title}: ${whole(own)} ${own.currency}`).toBe(true);
      // Round, as people write them.
      expect(whole(own) % (own.currency === 'USD' ? (own.deal === 'sale' ? 1_000 : 50) : 50_000), title).toBe(0);
    }
    const flatsSold = listings.filter((listing) => typeOf(listing) === 'flat' && listing.own.deal === 'sale');
    const inTashkent = flatsSold.filter((listing) => places.get(listing.locationId)!.region === 'Toshkent shahri');
    expect(inTashkent.length).toBeGreaterThanOrEqual(8);
    for (const { own, title } of inTashkent) {
      expect(own.currency, title).toBe('USD');
      const perM2 = whole(own) / (own.areaDm2! / 100);
      expect(perM2 >= 600 && perM2 <= 1_500, `${title}: $${Math.round(perM2)}/m²`).toBe(true);
    }
    for (const { own, title } of flatsSold.filter((listing) => !inTashkent.includes(listing))) {
      const perM2 = whole(own) / (own.areaDm2! / 100);
      expect(own.currency === 'USD' ? perM2 <= 850 : perM2 <= 10_000_000, `${title}: ${Math.round(perM2)} ${own.currency}/m²`).toBe(true);
    }
    // Rents in the regions are in so'm.
    for (const { own, title, locationId } of listings.filter((listing) => listing.own.deal !== 'sale')) {
      if (!places.get(locationId)!.region.startsWith('Toshkent')) expect(own.currency, title).toBe('UZS');
    }
  });

  it('writes as owners and agents do: Uzbek Latin with ʻ and ʼ, and Russian for at least a third, each text in its title’s script', () => {
    const russian = listings.filter((listing) => CYRILLIC.test(listing.title));
    expect(russian.length * 3).toBeGreaterThanOrEqual(listings.length);
    expect(russian.length * 3).toBeLessThan(listings.length * 2);
    for (const { title, description, own } of listings) {
      expect(CYRILLIC.test(description), title).toBe(CYRILLIC.test(title));
      if (own.landmark) expect(CYRILLIC.test(own.landmark), title).toBe(CYRILLIC.test(title));
      expect(`${title} ${description} ${own.landmark ?? ''}`).not.toMatch(/[oOgG]['‘’`]/);
      expect(title.length).toBeLessThanOrEqual(120);
    }
    const uzbek = listings.filter((listing) => !CYRILLIC.test(listing.title)).map((listing) => listing.description);
    expect(uzbek.some((text) => /moʻljal/i.test(text))).toBe(true);
    expect(russian.some((listing) => listing.description.includes('Ориентир'))).toBe(true);
  });

  it('places every property in a seeded district of its item, listed by someone living in that region', () => {
    REAL_ESTATE_CATALOG.forEach((item, index) => {
      const listing = listings[index]!;
      const place = places.get(listing.locationId)!;
      expect([place.region, place.district]).toEqual([item.region, item.district]);
      expect(sellers[listing.seller]!.home.region).toBe(item.region);
    });
  });

  it('draws three to six pictures a property, each with a short name, in its type’s look', () => {
    for (const { pictures, title, categorySlug } of listings) {
      expect(pictures.length >= 3 && pictures.length <= 6, title).toBe(true);
      for (const picture of pictures) {
        expect(picture.slug).toBe(categorySlug);
        expect([...picture.label].length).toBeLessThanOrEqual(16);
        expect(pictureSvg(picture)).toContain('<svg');
      }
    }
  });

  it('has a few sold or let, some days after they went up and before now, the rest still up', () => {
    const gone = listings.filter((listing) => listing.soldAt);
    expect(gone.length >= 5 && gone.length <= 10).toBe(true);
    expect(gone.some((listing) => listing.own.deal === 'sale') && gone.some((listing) => listing.own.deal === 'rent')).toBe(true);
    for (const { soldAt, createdAt, title } of gone) {
      expect(soldAt!.getTime() - createdAt.getTime(), title).toBeGreaterThan(DAY_MS);
      expect(soldAt!.getTime(), title).toBeLessThan(NOW.getTime());
    }
    for (const { createdAt } of listings) expect(createdAt.getTime()).toBeLessThan(NOW.getTime());
  });

  it('has buyers ask in chats about a property in both languages: is it still there, the documents, a viewing, the price', () => {
    const flat = listings.find((listing) => listing.own.deal === 'sale' && listing.own.currency === 'USD')!;
    const context = { listing: { ...flat, kind: 'product' as const }, place: places.get(flat.locationId)!, asker: places.get(flat.locationId)! };
    const uz = chatScriptsFor('real_estate', 'uz', context).flatMap((script) => script.lines.map(([, line]) => sayLine(line, context)));
    const ru = chatScriptsFor('real_estate', 'ru', context).flatMap((script) => script.lines.map(([, line]) => sayLine(line, context)));
    expect(uz).toContain('Assalomu alaykum! Hali sotilmadimi?');
    expect(uz).toContain('Koʻrishga qachon borsa boʻladi?');
    expect(ru.some((line) => line.includes('Торг будет?') && line.includes(' $'))).toBe(true);
    for (const line of uz) expect(CYRILLIC.test(line)).toBe(false);
  });

  it('plans the same properties from the same seed, as real-estate listings of the demo', () => {
    expect(plan(11)).toEqual(plan(11));
    expect(planDemoData(NOW, LOCATIONS)).toEqual(planDemoData(NOW, LOCATIONS));
    const planned = planDemoData(NOW, LOCATIONS).listings.filter((listing) => listing.own);
    // The market's properties, and the first demo account's past ones (past-catalog.ts: a shop space let, a daily flat).
    const market = realEstateListings(DEMO_SEED, { sellers, locations: LOCATIONS, now: NOW });
    const past = PAST_ITEMS.filter((item) => item.property !== undefined);
    expect(past.length).toBeGreaterThan(0);
    expect(planned.map((listing) => listing.title).sort()).toEqual([...market, ...past].map((listing) => listing.title).sort());
    expect(planned.every((listing) => listing.kind === 'real_estate')).toBe(true);
  });
});

const DAY_MS = 86_400_000;
