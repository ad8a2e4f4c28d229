import type { TFunction } from './i18n.ts';
import type { Locale } from './locales.ts';
import { ROOMS_OR_MORE, SOTIX_M2, type Currency, type PriceView, type PropertyType, type RealEstateFields, type RealEstateFilters } from './real-estate.ts';

/**
 * How a property's own fields read on a page and a card (issue 38), in the words of the
 * `realestate` namespace (`t`): "78,5 m²", "6 sotix", "3 xona · 78 m² · 5/9 qavat", the facts
 * table's rows, the price in dollars and per m². Pure: the components in
 * components/listings/real-estate/ only lay these out.
 */

/**
 * A decimal as each language writes it, at most `digits` decimals and none that are zero:
 * `78,5` in Uzbek and Russian, `78.5` in English. Thousands are grouped by a no-break space
 * (a comma in English), not by the dots of prices, which would read as a decimal point here.
 */
export function formatDecimal(value: number, locale: Locale, digits = 2): string {
  const scale = 10 ** digits;
  const rounded = Math.round(Math.abs(value) * scale);
  const whole = String(Math.floor(rounded / scale)).replace(/\B(?=(\d{3})+(?!\d))/g, locale === 'en' ? ',' : '\u00a0');
  const fraction = String(rounded % scale)
    .padStart(digits, '0')
    .replace(/0+$/, '');
  return `${value < 0 && rounded > 0 ? '-' : ''}${whole}${fraction ? (locale === 'en' ? '.' : ',') + fraction : ''}`;
}

/** Square metres of an area kept in hundredths (`area_dm2`): 7850 → 78.5. */
export const areaM2 = (areaDm2: number): number => areaDm2 / 100;

/** Sotix of land kept in square metres: 600 → 6 (1 sotix = 100 m²). */
export const landSotix = (landM2: number): number => landM2 / SOTIX_M2;

/** A commission kept in tenths of a per cent as per cent: 500 → 50, 25 → 2.5. */
export const commissionPercent = (permille: number): number => permille / 10;

/** "78,5 m²" / "78,5 м²" / "78.5 m²". */
export function areaText(areaDm2: number, locale: Locale, t: TFunction): string {
  return t('area_m2', { area: formatDecimal(areaM2(areaDm2), locale) });
}

/** "6 sotix" / "6 соток" / "6,5 сотки": the number's own form (fractions take Russian "сотки"). */
export function landText(landM2: number, locale: Locale, t: TFunction): string {
  const sotix = landSotix(landM2);
  return t('land_sotix', { count: sotix, area: formatDecimal(sotix, locale) });
}

/** "Komissiya 50%" / "Комиссия 2,5 %" / "Commission 2.5%"; no commission at all reads so. */
export function commissionText(permille: number, locale: Locale, t: TFunction): string {
  return permille === 0 ? t('no_commission') : t('commission', { percent: formatDecimal(commissionPercent(permille), locale, 1) });
}

/**
 * The floor as listings give it: "5/9 qavat" with the building's floors, "5-qavat" without,
 * a house's "2 qavatli" with only its floors; null with neither.
 */
export function floorText(fields: Pick<RealEstateFields, 'floor' | 'floors'>, t: TFunction): string | null {
  if (fields.floor !== null && fields.floors !== null) return t('floor_of', { floor: fields.floor, floors: fields.floors });
  if (fields.floor !== null) return t('floor_only', { floor: fields.floor });
  if (fields.floors !== null) return t('floors_count', { count: fields.floors });
  return null;
}

/** A card's one line of facts: "3 xona · 78,5 m² · 5/9 qavat"; a house adds its land, a plot has only its land. */
export function cardFacts(fields: Pick<RealEstateFields, 'rooms' | 'areaDm2' | 'landM2' | 'floor' | 'floors'>, locale: Locale, t: TFunction): string[] {
  const facts: string[] = [];
  if (fields.rooms !== null) facts.push(t('rooms_count', { count: fields.rooms }));
  if (fields.areaDm2 !== null) facts.push(areaText(fields.areaDm2, locale, t));
  if (fields.landM2 !== null) facts.push(landText(fields.landM2, locale, t));
  const floor = floorText(fields, t);
  if (floor !== null) facts.push(floor);
  return facts;
}

export interface FactRow {
  /** The field it shows (a stable name for tests and styling). */
  field: string;
  label: string;
  value: string;
}

const yesNo = (value: boolean | null, yes: string, no: string, t: TFunction) => (value === null ? null : t(value ? yes : no));

/**
 * The facts table above a listing's description, in the order buyers read them: deal, type,
 * rooms, area, land, floor, material, market, repair, furniture, landmark, who lists it and their
 * commission. Only the rows the listing has.
 */
export function factRows(fields: RealEstateFields, typeName: string, locale: Locale, t: TFunction): FactRow[] {
  const floor =
    fields.floor !== null ? (fields.floors !== null ? t('floor_in_building', { floor: fields.floor, floors: fields.floors }) : String(fields.floor)) : null;
  const rows: Array<[string, string, string | null]> = [
    ['deal', 'field_deal', t(`deal_${fields.deal}`)],
    ['type', 'field_type', typeName],
    ['rooms', 'field_rooms', fields.rooms === null ? null : String(fields.rooms)],
    ['area', 'field_area', fields.areaDm2 === null ? null : areaText(fields.areaDm2, locale, t)],
    ['land', 'field_land', fields.landM2 === null ? null : landText(fields.landM2, locale, t)],
    ['floor', 'field_floor', floor],
    ['floors', 'field_floors', fields.floor === null && fields.floors !== null ? String(fields.floors) : null],
    ['material', 'field_material', fields.material === null ? null : t(`material_${fields.material}`)],
    ['newBuilding', 'field_new_building', yesNo(fields.newBuilding, 'new_building_yes', 'new_building_no', t)],
    ['repair', 'field_repair', fields.repair === null ? null : t(`repair_${fields.repair}`)],
    ['furnished', 'field_furnished', yesNo(fields.furnished, 'furnished_yes', 'furnished_no', t)],
    ['landmark', 'field_landmark', fields.landmark?.trim() || null],
    ['sellerType', 'field_seller_type', t(`seller_${fields.sellerType}`)],
    [
      'commission',
      'field_commission',
      fields.commissionPermille === null
        ? null
        : fields.commissionPermille === 0
          ? t('no_commission')
          : t('percent', { percent: formatDecimal(commissionPercent(fields.commissionPermille), locale, 1) }),
    ],
  ];
  return rows.filter((row): row is [string, string, string] => row[2] !== null).map(([field, label, value]) => ({ field, label: t(label), value }));
}

/** What a price is divided by on a page: square metres, or sotix for a plot of land. */
export type PriceUnit = 'm2' | 'sotix';

export interface UnitPrice {
  amount: number;
  currency: Currency;
  unit: PriceUnit;
}

/**
 * The price per m² in the currency it was entered in (dollars per m² of a Tashkent flat, so'm
 * per m² of a rent); a plot of land per sotix, worked out from its land when given (the view's
 * per-m² figure is rounded to the whole unit, a hundred times that would be off). Null
 * without an area or land.
 */
export function unitPrice(view: PriceView, typeSlug: PropertyType | string, landM2: number | null = null): UnitPrice | null {
  const perM2 = view.currency === 'USD' ? view.usdPerM2 : view.somPerM2;
  if (perM2 === null) return null;
  if (typeSlug !== 'land') return { amount: perM2, currency: view.currency, unit: 'm2' };
  const total = view.currency === 'USD' ? view.usd : view.som;
  const amount = landM2 !== null && landM2 > 0 && total !== null ? Math.round((total / landM2) * SOTIX_M2) : perM2 * SOTIX_M2;
  return { amount, currency: view.currency, unit: 'sotix' };
}

/** The price in the currency it was not entered in, when a rate gave one: so'm beside dollars, dollars beside so'm. */
export function otherCurrencyPrice(view: PriceView): { amount: number; currency: Currency } | null {
  if (view.rateDate === null) return null;
  if (view.currency === 'USD') return view.som > 0 ? { amount: view.som, currency: 'UZS' } : null;
  return view.usd === null ? null : { amount: view.usd, currency: 'USD' };
}

/** The real-estate list's own filters in words (the list's chips, a saved search's summary): what each says and what removing it clears. */
export function realEstateFilterWords(
  filters: RealEstateFilters | undefined,
  locale: Locale,
  t: TFunction,
): Array<{ label: string; clear: Partial<RealEstateFilters> }> {
  if (!filters) return [];
  const chips: Array<{ label: string; clear: Partial<RealEstateFilters> } | false | undefined> = [
    filters.deal && { label: t(`deal_${filters.deal}`), clear: { deal: undefined } },
    filters.rooms && {
      label: t('chip_rooms', { rooms: filters.rooms.map((room) => (room >= ROOMS_OR_MORE ? `${ROOMS_OR_MORE}+` : String(room))).join(', ') }),
      clear: { rooms: undefined },
    },
    filters.areaMin !== undefined && { label: t('chip_area_from', { area: formatDecimal(filters.areaMin, locale) }), clear: { areaMin: undefined } },
    filters.areaMax !== undefined && { label: t('chip_area_to', { area: formatDecimal(filters.areaMax, locale) }), clear: { areaMax: undefined } },
    filters.notFirstFloor && { label: t('filter_not_first'), clear: { notFirstFloor: undefined } },
    filters.notLastFloor && { label: t('filter_not_last'), clear: { notLastFloor: undefined } },
    filters.newBuilding && { label: t('filter_new_building'), clear: { newBuilding: undefined } },
    filters.furnished && { label: t('filter_furnished'), clear: { furnished: undefined } },
    filters.ownerOnly && { label: t('filter_owner'), clear: { ownerOnly: undefined } },
  ];
  return chips.filter((chip): chip is { label: string; clear: Partial<RealEstateFilters> } => Boolean(chip));
}
