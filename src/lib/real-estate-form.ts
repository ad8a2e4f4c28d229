import type { OwnFormField, OwnFormSpec } from './own-form.ts';
import { CURRENCIES, DEALS, FIELD_TYPES, MATERIALS, REAL_ESTATE_LIMITS, REPAIRS, SELLER_TYPES } from './real-estate.ts';
import type { RealEstate } from './schemas/shapes.ts';

/**
 * Real estate's part of the listing form (issue 38), as data for the one form: the type (its
 * category) as radios, the deal, the price's currency, and the fields each type has
 * (lib/real-estate.ts FIELD_TYPES), so a plot of land is never asked its floor. The names are
 * the API's (lib/schemas/real-estate.ts), whose schema checks the form before it is sent.
 */
const options = (values: readonly string[], prefix: string) => values.map((value) => ({ value, label: `${prefix}${value}` }));
const forTypes = (types: readonly string[]) => ({ field: 'property_type', values: types });
const yesNo = (prefix: string) => [
  { value: 'true', label: `${prefix}_yes` },
  { value: 'false', label: `${prefix}_no` },
];

const currency: OwnFormField = {
  name: 'currency',
  label: 'field_currency',
  control: 'select',
  options: CURRENCIES.map((value) => ({ value, label: `currency_${value}` })),
  initial: 'UZS',
  half: true,
};

export const REAL_ESTATE_FORM: OwnFormSpec = {
  namespace: 'realestate',
  categoryField: { name: 'property_type', label: 'field_type' },
  price: { label: 'field_price', hint: 'hint_price', more: { hint: 'hint_price_rent', when: { field: 'deal', values: ['rent', 'daily'] } }, currency },
  onlyFor: 'only_for',
  sections: [
    { fields: [{ name: 'deal', label: 'field_deal', hint: 'hint_deal', control: 'radio', options: options(DEALS, 'deal_') }] },
    {
      heading: 'facts_heading',
      fields: [
        {
          name: 'rooms',
          label: 'field_rooms',
          hint: 'hint_rooms',
          control: 'text',
          inputMode: 'numeric',
          maxLength: 2,
          when: forTypes(FIELD_TYPES.rooms),
          half: true,
        },
        {
          name: 'area',
          label: 'field_area_m2',
          hint: 'hint_area',
          control: 'text',
          inputMode: 'decimal',
          maxLength: 10,
          when: forTypes(FIELD_TYPES.area),
          half: true,
        },
        {
          name: 'land_sotix',
          label: 'field_land_sotix',
          hint: 'hint_land',
          control: 'text',
          inputMode: 'decimal',
          maxLength: 10,
          when: forTypes(FIELD_TYPES.land),
          half: true,
        },
        {
          name: 'floor',
          label: 'field_floor',
          hint: 'hint_floor',
          control: 'text',
          inputMode: 'numeric',
          maxLength: 3,
          when: forTypes(FIELD_TYPES.floor),
          half: true,
        },
        { name: 'floors', label: 'field_floors', control: 'text', inputMode: 'numeric', maxLength: 3, when: forTypes(FIELD_TYPES.floors), half: true },
        {
          name: 'material',
          label: 'field_material',
          control: 'select',
          options: options(MATERIALS, 'material_'),
          when: forTypes(FIELD_TYPES.material),
          half: true,
        },
        {
          name: 'new_building',
          label: 'field_new_building',
          control: 'select',
          options: yesNo('new_building'),
          when: forTypes(FIELD_TYPES.newBuilding),
          half: true,
        },
        { name: 'repair', label: 'field_repair', control: 'select', options: options(REPAIRS, 'repair_'), when: forTypes(FIELD_TYPES.repair), half: true },
        { name: 'furnished', label: 'field_furnished', control: 'select', options: yesNo('furnished'), when: forTypes(FIELD_TYPES.furnished), half: true },
      ],
    },
    {
      heading: 'place',
      fields: [{ name: 'landmark', label: 'field_landmark', hint: 'hint_landmark', control: 'text', maxLength: REAL_ESTATE_LIMITS.landmarkMax }],
    },
    {
      fields: [
        { name: 'seller_type', label: 'field_seller_type', control: 'radio', options: options(SELLER_TYPES, 'seller_'), initial: 'owner' },
        {
          name: 'commission',
          label: 'field_commission_percent',
          hint: 'hint_commission',
          control: 'text',
          inputMode: 'decimal',
          maxLength: 5,
          when: { field: 'seller_type', values: ['agency'] },
        },
      ],
    },
  ],
  valuesOf: (listing) => ('property_type' in listing ? realEstateFormValues(listing as RealEstate) : {}),
};

const text = (value: number | null) => (value === null ? '' : String(value));
const bool = (value: boolean | null) => (value === null ? '' : String(value));

/** A listing's own values as its edit form starts from them (the API's shape: area in m², land in sotix, commission in per cent). */
export function realEstateFormValues(listing: RealEstate): Record<string, string> {
  return {
    property_type: listing.property_type,
    deal: listing.deal,
    currency: listing.currency,
    rooms: text(listing.rooms),
    area: text(listing.area),
    land_sotix: text(listing.land_sotix),
    floor: text(listing.floor),
    floors: text(listing.floors),
    material: listing.material ?? '',
    new_building: bool(listing.new_building),
    repair: listing.repair ?? '',
    furnished: bool(listing.furnished),
    seller_type: listing.seller_type,
    commission: text(listing.commission),
    landmark: listing.landmark ?? '',
  };
}
