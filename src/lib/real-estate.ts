import { somToUsdCents, usdCentsToSom, MINOR_PER_MAJOR } from './money.ts';

/**
 * Real estate's own fields (issue 38): what a flat, a house, a plot of land or commercial
 * premises has that goods and services do not, as Uzbek listings give it (OLX.uz, Uybor.uz;
 * research/wave4.md). The property's type is the listing's category (slugs `flat`, `house`,
 * `land`, `commercial`); everything here is the kind's own, described once: which fields a type
 * has, the list's filters as they live in the URL, and how a filter matches a listing's fields
 * (the saved searches' alerts). Pure data and pure functions; the schemas (lib/schemas/
 * real-estate.ts), the SQL (server/kinds/real-estate/) and the pages read it.
 */

export const DEALS = ['sale', 'rent', 'daily'] as const;
export type Deal = (typeof DEALS)[number];

/** The property's type: the slugs of the kind's categories. */
export const PROPERTY_TYPES = ['flat', 'house', 'land', 'commercial'] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

export const MATERIALS = ['brick', 'panel', 'monolith', 'block', 'other'] as const;
export type Material = (typeof MATERIALS)[number];

/** The repair state: euro repair, good, needs repair, shell (pre-finish, "qora suvoq"). */
export const REPAIRS = ['euro', 'good', 'needs', 'shell'] as const;
export type Repair = (typeof REPAIRS)[number];

export const SELLER_TYPES = ['owner', 'agency'] as const;
export type SellerType = (typeof SELLER_TYPES)[number];

/** The currencies a price is entered in: so'm, or US dollars (sales in Tashkent are quoted in dollars). */
export const CURRENCIES = ['UZS', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** The fields that depend on the type, and the types that have each (no floor for land, no land for a flat). */
export const FIELD_TYPES = {
  rooms: ['flat', 'house', 'commercial'],
  area: ['flat', 'house', 'commercial'],
  land: ['house', 'land'],
  floor: ['flat', 'commercial'],
  floors: ['flat', 'house', 'commercial'],
  material: ['flat', 'house', 'commercial'],
  newBuilding: ['flat', 'house', 'commercial'],
  repair: ['flat', 'house', 'commercial'],
  furnished: ['flat', 'house', 'commercial'],
} as const satisfies Record<string, readonly PropertyType[]>;
export type TypedField = keyof typeof FIELD_TYPES;

/** Whether a type has a field. */
export const hasField = (type: PropertyType, field: TypedField): boolean => (FIELD_TYPES[field] as readonly PropertyType[]).includes(type);

/** The fields a type must have: rooms of a flat or house, an area, land of a house or plot. */
export const REQUIRED_FIELDS = {
  rooms: ['flat', 'house'],
  area: ['flat', 'house', 'commercial'],
  land: ['land'],
  floor: ['flat'],
  floors: ['flat'],
} as const satisfies Partial<Record<TypedField, readonly PropertyType[]>>;

export const REAL_ESTATE_LIMITS = {
  roomsMax: 50,
  /** m²: a flat's or a building's total area; two decimals. */
  areaMax: 100_000,
  /** Sotix (100 m²): a plot's; two decimals. */
  landMax: 100_000,
  floorMax: 150,
  /** A commission in per cent of the price (a sale) or of the first month (a rent: agencies in Tashkent take 50–100 %). */
  commissionMax: 100,
  landmarkMax: 120,
  /** Whole so'm and whole dollars at most. */
  priceMaxUzs: 1_000_000_000_000,
  priceMaxUsd: 100_000_000,
  /** Photos of a property: more than goods, as buyers want every room. */
  images: 20,
} as const;

/** 1 sotix = 100 m². */
export const SOTIX_M2 = 100;

/**
 * A listing's own fields as stored and as the API gives them. Areas are in hundredths of a
 * square metre (`area_dm2`: 1 m² = 100 dm²), land in square metres, the price in minor units
 * of its currency (tiyin or cents) as the owner entered it.
 */
export interface RealEstateFields {
  deal: Deal;
  rooms: number | null;
  areaDm2: number | null;
  landM2: number | null;
  floor: number | null;
  floors: number | null;
  material: Material | null;
  newBuilding: boolean | null;
  repair: Repair | null;
  furnished: boolean | null;
  sellerType: SellerType;
  /** Tenths of a per cent: 500 is 50 %. */
  commissionPermille: number | null;
  landmark: string | null;
  currency: Currency;
  /** Minor units of `currency`. */
  priceMinor: number;
}

/** The day's dollar rate: tiyin per 1 USD, and the day it is the rate of (Tashkent). */
export interface DollarRate {
  rateTiyin: number;
  date: string;
}

/** A listing's own fields as a record carries them: with the day's rate its price is shown at. */
export interface RealEstateRecord {
  fields: RealEstateFields;
  rate: DollarRate | null;
}

/** A listing's price in both currencies at a rate, and per square metre (or per sotix of a plot). */
export interface PriceView {
  currency: Currency;
  /** Whole units as entered. */
  amount: number;
  /** Whole so'm (at the rate when entered in dollars). */
  som: number;
  /** Whole dollars (at the rate when entered in so'm); null without a rate. */
  usd: number | null;
  /** The rate's day, when a conversion used it. */
  rateDate: string | null;
  /** So'm per m² of its area (a plot: of its land); null without one. */
  somPerM2: number | null;
  usdPerM2: number | null;
}

const round = (value: number) => Math.round(value);

/** Whole so'm of a price entered in its currency, at a rate (dollars need one). */
export function priceInSom(fields: Pick<RealEstateFields, 'currency' | 'priceMinor'>, rate: DollarRate): number {
  return fields.currency === 'UZS' ? round(fields.priceMinor / MINOR_PER_MAJOR) : usdCentsToSom(fields.priceMinor, rate.rateTiyin);
}

/** The square metres a price is divided by: the area, else (a plot) its land. */
export function pricedArea(fields: Pick<RealEstateFields, 'areaDm2' | 'landM2'>): number | null {
  if (fields.areaDm2 !== null && fields.areaDm2 > 0) return fields.areaDm2 / 100;
  if (fields.landM2 !== null && fields.landM2 > 0) return fields.landM2;
  return null;
}

/** Whole so'm per m² at a rate (the order "price per m²"); null without an area. */
export function somPerM2(fields: RealEstateFields, rate: DollarRate): number | null {
  const area = pricedArea(fields);
  return area === null ? null : round(priceInSom(fields, rate) / area);
}

/** The price as a listing shows it: as entered, the other currency at the day's rate, and per m². */
export function priceView(fields: RealEstateFields, rate: DollarRate | null): PriceView {
  const amount = round(fields.priceMinor / MINOR_PER_MAJOR);
  const area = pricedArea(fields);
  const som = fields.currency === 'UZS' ? amount : rate ? usdCentsToSom(fields.priceMinor, rate.rateTiyin) : 0;
  const usd = fields.currency === 'USD' ? amount : rate ? round(somToUsdCents(amount, rate.rateTiyin) / 100) : null;
  return {
    currency: fields.currency,
    amount,
    som,
    usd,
    rateDate: rate ? rate.date : null,
    somPerM2: area === null || (fields.currency === 'USD' && !rate) ? null : round(som / area),
    usdPerM2: area === null || usd === null ? null : round(usd / area),
  };
}

/** What the list's filter for "rooms" offers: 1, 2, 3 and 4 or more. */
export const ROOM_CHOICES = [1, 2, 3, 4] as const;
export type RoomChoice = (typeof ROOM_CHOICES)[number];
/** The last choice is "this many or more". */
export const ROOMS_OR_MORE: RoomChoice = 4;

/** The kind's own filters of a list (`/real-estate?deal=sale&rooms=2&rooms=3&max=80000&cur=USD&floor=not_first`). */
export interface RealEstateFilters {
  deal?: Deal | undefined;
  rooms?: RoomChoice[] | undefined;
  /** The currency of the list's `min` and `max` (so'm unless `USD`). */
  currency?: Currency | undefined;
  areaMin?: number | undefined;
  areaMax?: number | undefined;
  notFirstFloor?: boolean | undefined;
  notLastFloor?: boolean | undefined;
  newBuilding?: boolean | undefined;
  furnished?: boolean | undefined;
  ownerOnly?: boolean | undefined;
}

/** The URL parameters of the kind's filters, in their canonical order. */
export const FILTER_PARAMS = ['deal', 'rooms', 'cur', 'area_min', 'area_max', 'floor', 'new_building', 'furnished', 'owner'] as const;

const wholeOf = (value: string | null, max: number) =>
  value && /^\d{1,9}$/.test(value) && Number(value) > 0 && Number(value) <= max ? Number(value) : undefined;
const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  (values as readonly (string | null)[]).includes(value) ? (value as T) : undefined;
const flag = (search: URLSearchParams, name: string) => (search.get(name) === '1' ? true : undefined);

/** The kind's filters from a list's URL; lenient as the list is: a value that makes no sense is dropped. */
export function readRealEstateFilters(search: URLSearchParams): RealEstateFilters {
  const rooms = [...new Set(search.getAll('rooms').map(Number))]
    .filter((room): room is RoomChoice => (ROOM_CHOICES as readonly number[]).includes(room))
    .sort();
  const floors = search.getAll('floor');
  let areaMin = wholeOf(search.get('area_min'), REAL_ESTATE_LIMITS.areaMax);
  let areaMax = wholeOf(search.get('area_max'), REAL_ESTATE_LIMITS.areaMax);
  if (areaMin !== undefined && areaMax !== undefined && areaMin > areaMax) [areaMin, areaMax] = [areaMax, areaMin];
  return {
    deal: oneOf(DEALS, search.get('deal')),
    rooms: rooms.length > 0 ? rooms : undefined,
    currency: search.get('cur') === 'USD' ? 'USD' : undefined,
    areaMin,
    areaMax,
    notFirstFloor: floors.includes('not_first') ? true : undefined,
    notLastFloor: floors.includes('not_last') ? true : undefined,
    newBuilding: flag(search, 'new_building'),
    furnished: flag(search, 'furnished'),
    ownerOnly: flag(search, 'owner'),
  };
}

/** The kind's filters into a list's URL (canonical order, absent ones left out). */
export function writeRealEstateFilters(filters: RealEstateFilters, search: URLSearchParams): void {
  if (filters.deal) search.set('deal', filters.deal);
  for (const room of filters.rooms ?? []) search.append('rooms', String(room));
  if (filters.currency === 'USD') search.set('cur', 'USD');
  if (filters.areaMin !== undefined) search.set('area_min', String(filters.areaMin));
  if (filters.areaMax !== undefined) search.set('area_max', String(filters.areaMax));
  if (filters.notFirstFloor) search.append('floor', 'not_first');
  if (filters.notLastFloor) search.append('floor', 'not_last');
  if (filters.newBuilding) search.set('new_building', '1');
  if (filters.furnished) search.set('furnished', '1');
  if (filters.ownerOnly) search.set('owner', '1');
}

/** Whether any of the kind's filters narrows the list (the currency of the price bounds alone does not). */
export function narrowsRealEstate(filters: RealEstateFilters): boolean {
  const { currency: _currency, ...narrowing } = filters;
  return Object.values(narrowing).some((value) => value !== undefined);
}

/** The list's price bounds (`min`, `max`, in the filters' currency) as whole so'm at a rate. */
export function boundsInSom(filters: RealEstateFilters, min: number | undefined, max: number | undefined, rate: DollarRate): { min?: number; max?: number } {
  const convert = (value: number | undefined) =>
    value === undefined ? undefined : filters.currency === 'USD' ? usdCentsToSom(value * 100, rate.rateTiyin) : value;
  const bounds: { min?: number; max?: number } = {};
  const low = convert(min);
  const high = convert(max);
  if (low !== undefined) bounds.min = low;
  if (high !== undefined) bounds.max = high;
  return bounds;
}

/**
 * Whether a listing meets a saved search's filters of the kind (its alerts): its own fields, and
 * price bounds given in dollars at the rate its so'm price is of (so'm bounds the index checks).
 */
export function meetsRealEstate(
  filters: RealEstateFilters,
  bounds: { min?: number | undefined; max?: number | undefined },
  record: RealEstateRecord,
  som: number | null,
): boolean {
  if (!meetsRealEstateFilters(filters, record.fields)) return false;
  if (filters.currency !== 'USD' || (bounds.min === undefined && bounds.max === undefined)) return true;
  if (som === null || !record.rate) return false;
  const inSom = boundsInSom(filters, bounds.min, bounds.max, record.rate);
  return (inSom.min === undefined || som >= inSom.min) && (inSom.max === undefined || som <= inSom.max);
}

/**
 * Whether a listing's fields meet the kind's filters: the same test the list's SQL makes
 * (server/kinds/real-estate/), for a saved search's alert. `floor` "not first": above the
 * first; "not last": below the building's top. A listing without the field does not meet a
 * filter on it.
 */
export function meetsRealEstateFilters(filters: RealEstateFilters, fields: RealEstateFields): boolean {
  if (filters.deal && fields.deal !== filters.deal) return false;
  if (filters.rooms) {
    if (fields.rooms === null) return false;
    const room = Math.min(fields.rooms, ROOMS_OR_MORE) as RoomChoice;
    if (!filters.rooms.includes(room)) return false;
  }
  const area = fields.areaDm2 === null ? null : fields.areaDm2 / 100;
  if (filters.areaMin !== undefined && (area === null || area < filters.areaMin)) return false;
  if (filters.areaMax !== undefined && (area === null || area > filters.areaMax)) return false;
  if (filters.notFirstFloor && (fields.floor === null || fields.floor <= 1)) return false;
  if (filters.notLastFloor && (fields.floor === null || fields.floors === null || fields.floor >= fields.floors)) return false;
  if (filters.newBuilding && fields.newBuilding !== true) return false;
  if (filters.furnished && fields.furnished !== true) return false;
  if (filters.ownerOnly && fields.sellerType !== 'owner') return false;
  return true;
}

/** A listing's API shape (lib/schemas/shapes.ts `RealEstate`) as the fields and price the pages show. */
export interface RealEstateShape {
  deal: Deal;
  rooms: number | null;
  area: number | null;
  land_sotix: number | null;
  floor: number | null;
  floors: number | null;
  material: Material | null;
  new_building: boolean | null;
  repair: Repair | null;
  furnished: boolean | null;
  seller_type: SellerType;
  commission: number | null;
  landmark: string | null;
  price: number;
  currency: Currency;
  price_uzs: number;
  price_usd: number | null;
  price_per_m2_uzs: number | null;
  price_per_m2_usd: number | null;
  rate_date: string | null;
}

/** The fields of an API answer, as stored (lib/listing-kinds.ts `toRealEstate` the other way). */
export function fieldsOfShape(shape: RealEstateShape): RealEstateFields {
  return {
    deal: shape.deal,
    rooms: shape.rooms,
    areaDm2: shape.area === null ? null : Math.round(shape.area * 100),
    landM2: shape.land_sotix === null ? null : Math.round(shape.land_sotix * SOTIX_M2),
    floor: shape.floor,
    floors: shape.floors,
    material: shape.material,
    newBuilding: shape.new_building,
    repair: shape.repair,
    furnished: shape.furnished,
    sellerType: shape.seller_type,
    commissionPermille: shape.commission === null ? null : Math.round(shape.commission * 10),
    landmark: shape.landmark,
    currency: shape.currency,
    priceMinor: shape.price * MINOR_PER_MAJOR,
  };
}

/** The price of an API answer as shown (the server worked it out at the day's rate). */
export function priceOfShape(shape: RealEstateShape): PriceView {
  return {
    currency: shape.currency,
    amount: shape.price,
    som: shape.price_uzs,
    usd: shape.price_usd,
    rateDate: shape.rate_date,
    somPerM2: shape.price_per_m2_uzs,
    usdPerM2: shape.price_per_m2_usd,
  };
}
