import { z } from 'zod';
import { lifecycleContract } from './listing-lifecycle.ts';
import { LISTING_KINDS } from '../listing-kinds.ts';
import {
  CURRENCIES,
  DEALS,
  FIELD_TYPES,
  hasField,
  MATERIALS,
  PROPERTY_TYPES,
  REAL_ESTATE_LIMITS,
  REPAIRS,
  REQUIRED_FIELDS,
  ROOM_CHOICES,
  SELLER_TYPES,
  SOTIX_M2,
  type RealEstateFields,
  type TypedField,
} from '../real-estate.ts';
import { cleanUserLine, cleanUserText } from '../user-text.ts';
import { asTyped, formBoolean, id, listingContract, pagination, price, stateFilters, textFilter, checkPriceRange } from './listings.ts';
import { RealEstate, RealEstateDetail } from './shapes.ts';

/**
 * Requests of the real-estate API (issue 38), beside products and services on the one listing
 * core. A field a type does not have (a floor of land) is refused, not dropped, so a client
 * learns its mistake; the new and edit forms check with the same schema before sending.
 */
const { titleMax, descriptionMax, pageSizes } = LISTING_KINDS.real_estate.limits;
const L = REAL_ESTATE_LIMITS;

/** Blank form text is absent. */
const blank = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** A whole number in a range, as JSON number or form text. */
const whole = (min: number, max: number, key: string) =>
  z.preprocess(
    blank,
    z
      .union(
        [
          z.number(),
          z
            .string()
            .trim()
            .regex(/^-?\d{1,9}$/, key),
        ],
        { error: key },
      )
      .transform(Number)
      .pipe(z.number().int(key).min(min, key).max(max, key))
      .optional(),
  );

/** A positive decimal with at most two places (`78.5`, `78,5`), as hundredths. */
const hundredths = (max: number, key: string) =>
  z.preprocess(
    blank,
    z
      .union([z.number(), z.string().trim()], { error: key })
      .transform((value, ctx) => {
        const text = typeof value === 'number' ? String(value) : value.replace(',', '.');
        if (!/^\d{1,9}(\.\d{1,2})?$/.test(text)) {
          ctx.addIssue({ code: 'custom', message: key });
          return z.NEVER;
        }
        return Math.round(Number(text) * 100);
      })
      .pipe(
        z
          .number()
          .int()
          .min(1, key)
          .max(max * 100, key),
      )
      .optional(),
  );

/** A yes/no of the form; absent when not given. */
const yesNo = z.preprocess(blank, formBoolean.optional());

/** The API's names of the fields a type may not have, by the field's name in lib/real-estate.ts FIELD_TYPES. */
const FIELD_NAMES = {
  rooms: 'rooms',
  area: 'area',
  land: 'land_sotix',
  floor: 'floor',
  floors: 'floors',
  material: 'material',
  newBuilding: 'new_building',
  repair: 'repair',
  furnished: 'furnished',
} as const satisfies Record<TypedField, string>;

const REQUIRED_KEYS = {
  rooms: 'real_estate_rooms_required',
  area: 'real_estate_area_required',
  land: 'real_estate_land_required',
  floor: 'real_estate_floor_required',
  floors: 'real_estate_floors_required',
} as const satisfies Record<keyof typeof REQUIRED_FIELDS, string>;

/** The form's fields, each checked alone (the OpenAPI document's form); `RealEstateFormFields` checks them together. */
const RealEstateFormObject = z.object({
  title: z.string({ error: 'title_required_message' }).overwrite(cleanUserLine).min(1, 'title_required_message').max(titleMax, 'title_too_long'),
  description: z
    .string({ error: 'desc_required_message' })
    .overwrite(cleanUserText)
    .min(1, 'desc_required_message')
    .max(descriptionMax, 'description_too_long'),
  property_type: z.enum(PROPERTY_TYPES, { error: 'real_estate_type_required' }).meta({ description: 'flat, house, land or commercial: the category.' }),
  deal: z.enum(DEALS, { error: 'real_estate_deal_required' }).meta({ description: 'sale, rent (long-term, a month’s price) or daily (a day’s price).' }),
  price: price('real_estate_price_required').meta({ description: 'Whole so’m or whole dollars, as `currency` says.', example: '78 000' }),
  currency: z.preprocess(blank, z.enum(CURRENCIES, { error: 'real_estate_currency_invalid' }).default('UZS')),
  rooms: whole(1, L.roomsMax, 'real_estate_rooms_invalid'),
  area: hundredths(L.areaMax, 'real_estate_area_invalid').meta({ description: 'Total area in m², two decimals at most.', example: '78.5' }),
  land_sotix: hundredths(L.landMax, 'real_estate_land_invalid').meta({ description: 'Land in sotix (100 m²), two decimals at most.', example: '6' }),
  floor: whole(1, L.floorMax, 'real_estate_floor_invalid'),
  floors: whole(1, L.floorMax, 'real_estate_floor_invalid'),
  material: z.preprocess(blank, z.enum(MATERIALS, { error: 'field_invalid' }).optional()),
  new_building: yesNo,
  repair: z.preprocess(blank, z.enum(REPAIRS, { error: 'field_invalid' }).optional()),
  furnished: yesNo,
  seller_type: z.preprocess(blank, z.enum(SELLER_TYPES, { error: 'field_invalid' }).default('owner')),
  commission: z.preprocess(
    blank,
    z
      .union([z.number(), z.string().trim()], { error: 'real_estate_commission_invalid' })
      .transform((value, ctx) => {
        const text = typeof value === 'number' ? String(value) : value.replace(',', '.');
        if (!/^\d{1,3}(\.\d)?$/.test(text) || Number(text) > L.commissionMax) {
          ctx.addIssue({ code: 'custom', message: 'real_estate_commission_invalid' });
          return z.NEVER;
        }
        return Math.round(Number(text) * 10);
      })
      .optional()
      .meta({ description: 'An agency’s commission in per cent, one decimal at most.' }),
  ),
  landmark: z.preprocess(
    blank,
    z.string().overwrite(cleanUserLine).max(L.landmarkMax, 'real_estate_landmark_too_long').optional().meta({ description: 'Mo‘ljal: a landmark near it.' }),
  ),
  location_id: id('location_info_error', 'location_not_found').optional(),
});

export const RealEstateFormFields = RealEstateFormObject.superRefine((form, ctx) => {
  const type = form.property_type;
  const given: Record<TypedField, unknown> = {
    rooms: form.rooms,
    area: form.area,
    land: form.land_sotix,
    floor: form.floor,
    floors: form.floors,
    material: form.material,
    newBuilding: form.new_building,
    repair: form.repair,
    furnished: form.furnished,
  };
  for (const field of Object.keys(FIELD_TYPES) as TypedField[]) {
    if (given[field] !== undefined && !hasField(type, field)) {
      ctx.addIssue({ code: 'custom', path: [FIELD_NAMES[field]], message: 'real_estate_field_not_for_type' });
    }
  }
  for (const [field, types] of Object.entries(REQUIRED_FIELDS) as Array<[keyof typeof REQUIRED_FIELDS, readonly string[]]>) {
    if (types.includes(type) && given[field] === undefined) ctx.addIssue({ code: 'custom', path: [FIELD_NAMES[field]], message: REQUIRED_KEYS[field] });
  }
  if (form.floor !== undefined && form.floors !== undefined && form.floor > form.floors) {
    ctx.addIssue({ code: 'custom', path: ['floor'], message: 'real_estate_floor_above_floors' });
  }
  if (form.commission !== undefined && form.seller_type !== 'agency')
    ctx.addIssue({ code: 'custom', path: ['commission'], message: 'real_estate_commission_owner' });
  const max = form.currency === 'USD' ? L.priceMaxUsd : L.priceMaxUzs;
  if (form.price < 1 || form.price > max) ctx.addIssue({ code: 'custom', path: ['price'], message: 'real_estate_price_invalid' });
});
export type RealEstateFormInput = z.output<typeof RealEstateFormFields>;

/** The form's own fields as the listing core stores them (lib/real-estate.ts). */
export function realEstateFieldsOf(form: RealEstateFormInput): RealEstateFields {
  return {
    deal: form.deal,
    rooms: form.rooms ?? null,
    areaDm2: form.area ?? null,
    // Sotix in hundredths are square metres: 6.25 sotix → 625 → 625 m².
    landM2: form.land_sotix === undefined ? null : Math.round((form.land_sotix * SOTIX_M2) / 100),
    floor: form.floor ?? null,
    floors: form.floors ?? null,
    material: form.material ?? null,
    newBuilding: form.new_building ?? null,
    repair: form.repair ?? null,
    furnished: form.furnished ?? null,
    sellerType: form.seller_type,
    commissionPermille: form.commission ?? null,
    landmark: form.landmark ?? null,
    currency: form.currency,
    priceMinor: form.price * 100,
  };
}

const flag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])], { error: 'field_invalid' })
  .transform((value) => value === true || value === 'true' || value === '1')
  .optional();

export const REAL_ESTATE_ORDERINGS = ['relevance', '-created_at', 'price', '-price', 'price_m2'] as const;

export const RealEstateListQuery = z
  .object({
    ...stateFilters(),
    ...pagination(pageSizes[0]),
    property_type: z.enum(PROPERTY_TYPES, { error: 'field_invalid' }).optional(),
    region_name: textFilter.meta({ description: 'A region by name.', example: 'Toshkent shahri' }),
    district_name: textFilter.meta({ description: 'A district by name (within `region_name` when it is given).', example: 'Yunusobod tumani' }),
    title: textFilter.meta({
      description: 'Words that must all be in the title or among the type’s words; the same search as the other kinds’.',
      example: 'kvartira',
    }),
    as_typed: asTyped(),
    deal: z.enum(DEALS, { error: 'field_invalid' }).optional(),
    rooms: z
      .union([z.array(z.string()), z.string()])
      .optional()
      .transform((value, ctx) => {
        if (value === undefined) return undefined;
        const rooms = (Array.isArray(value) ? value : value.split(',')).map((each) => Number(each.trim()));
        if (rooms.some((room) => !(ROOM_CHOICES as readonly number[]).includes(room))) {
          ctx.addIssue({ code: 'custom', message: 'field_invalid' });
          return z.NEVER;
        }
        return [...new Set(rooms)].sort() as Array<(typeof ROOM_CHOICES)[number]>;
      })
      .meta({ description: 'Rooms: 1, 2, 3 or 4 (four or more); repeat it or separate by commas (`2,3`).', example: '2,3' }),
    currency: z
      .enum(CURRENCIES, { error: 'field_invalid' })
      .optional()
      .meta({ description: 'The currency of `min_price` and `max_price` (so’m unless `USD`).' }),
    min_price: price('price_invalid').optional(),
    max_price: price('price_invalid').optional(),
    area_min: z.coerce.number({ error: 'field_invalid' }).int('field_invalid').positive('field_invalid').max(L.areaMax, 'field_invalid').optional(),
    area_max: z.coerce.number({ error: 'field_invalid' }).int('field_invalid').positive('field_invalid').max(L.areaMax, 'field_invalid').optional(),
    not_first_floor: flag,
    not_last_floor: flag,
    new_building: flag,
    furnished: flag,
    owner_only: flag,
    ordering: z.enum(REAL_ESTATE_ORDERINGS, { error: 'ordering_invalid' }).optional().meta({
      description:
        'Best matches first (`relevance`, a search’s default), newest first (`-created_at`), by price in so’m up or down, or by so’m per m² (`price_m2`).',
    }),
  })
  .superRefine((query, ctx) => {
    checkPriceRange(query, ctx);
    if (query.area_min !== undefined && query.area_max !== undefined && query.area_min > query.area_max) {
      ctx.addIssue({ code: 'custom', path: ['area_max'], message: 'field_invalid' });
    }
  });
export type RealEstateListQueryInput = z.output<typeof RealEstateListQuery>;

/** The routes of real estate (issue 38), on the shared listing routes. */
export const realEstateRoutes = listingContract({
  plural: 'real-estate',
  tag: 'Real estate',
  one: 'real-estate listing',
  query: RealEstateListQuery,
  fields: RealEstateFormObject,
  item: RealEstate,
  detail: RealEstateDetail,
  detailDescription: 'The listing and up to 8 similar ones: the same type and rooms in the same district first, then the region.',
  pageName: 'RealEstatePage',
  maxImages: L.images,
});

/** A real-estate listing's life: the seller's moves (sold or let), its buyers, renew all, the tabs' counts. */
export const realEstateLifecycleRoutes = lifecycleContract({ plural: 'real-estate', tag: 'Real estate', one: 'real-estate listing', item: RealEstate });
