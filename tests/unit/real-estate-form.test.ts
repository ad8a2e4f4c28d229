import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LISTING_KINDS } from '../../src/lib/listing-kinds.ts';
import type { RealEstate } from '../../src/lib/schemas/shapes.ts';
import { applies, blankOwnValues, ownFields, ownFieldsToSend } from '../../src/lib/own-form.ts';
import { PROPERTY_TYPES } from '../../src/lib/real-estate.ts';
import { REAL_ESTATE_FORM, realEstateFormValues } from '../../src/lib/real-estate-form.ts';
import { checkRealEstateForm, OWN_FORM_CHECKS } from '../../src/lib/own-form-checks.ts';

const core = { title: '3 xonali kvartira, Yunusobod', description: 'Yevroremont, mebeli bilan.', price: '78000' };
/** Every own field filled, as a person who ignores the types' differences would fill it. */
const everything = {
  ...blankOwnValues(REAL_ESTATE_FORM),
  deal: 'sale',
  currency: 'USD',
  rooms: '3',
  area: '78,5',
  land_sotix: '6',
  floor: '4',
  floors: '9',
  material: 'brick',
  new_building: 'false',
  repair: 'euro',
  furnished: 'true',
  landmark: 'Korzinka',
};
const sent = (values: Record<string, string>) => Object.fromEntries(ownFieldsToSend(REAL_ESTATE_FORM, values));

describe('the real-estate form description', () => {
  it('starts a new listing in so’m, by its owner, with no type chosen', () => {
    expect(blankOwnValues(REAL_ESTATE_FORM)).toMatchObject({ property_type: '', currency: 'UZS', seller_type: 'owner', floor: '' });
  });

  it('sends a flat’s floor and no land, and a plot’s land and no floor', () => {
    const flat = sent({ ...everything, property_type: 'flat' });
    expect(flat).toMatchObject({ property_type: 'flat', rooms: '3', floor: '4', floors: '9' });
    expect(flat).not.toHaveProperty('land_sotix');
    const land = sent({ ...everything, property_type: 'land' });
    expect(land).toMatchObject({ property_type: 'land', land_sotix: '6' });
    for (const name of ['rooms', 'area', 'floor', 'floors', 'material', 'repair', 'furnished']) expect(land).not.toHaveProperty(name);
  });

  it('sends a commission only for an agency, and no blank field', () => {
    expect(sent({ ...everything, property_type: 'flat', commission: '50' })).not.toHaveProperty('commission');
    expect(sent({ ...everything, property_type: 'flat', seller_type: 'agency', commission: '50' })).toMatchObject({ commission: '50' });
    expect(sent({ ...everything, property_type: 'flat', material: '  ' })).not.toHaveProperty('material');
  });

  it.each(PROPERTY_TYPES)('what it sends of a filled-in %s is what the API accepts', (type) => {
    expect(checkRealEstateForm({ ...core, ...sent({ ...everything, property_type: type }) })).toEqual({});
  });

  it('shows only the fields every type has while no type is chosen, and no commission for an owner', () => {
    const values = blankOwnValues(REAL_ESTATE_FORM);
    const shown = ownFields(REAL_ESTATE_FORM)
      .filter((field) => applies(field, values))
      .map((field) => field.name);
    expect(shown).toEqual(['currency', 'deal', 'landmark', 'seller_type']);
  });

  it('is refused by the same schema as the API: a flat without its floor, a floor above the building', () => {
    const flat = { ...core, ...sent({ ...everything, property_type: 'flat' }) };
    expect(checkRealEstateForm({ ...flat, floor: '' })).toEqual({ floor: 'real_estate_floor_required' });
    expect(checkRealEstateForm({ ...flat, floor: '12' })).toEqual({ floor: 'real_estate_floor_above_floors' });
    expect(checkRealEstateForm({ ...flat, land_sotix: '6' })).toEqual({ land_sotix: 'real_estate_field_not_for_type' });
    expect(checkRealEstateForm({ ...core, deal: 'sale' })).toEqual({ property_type: 'real_estate_type_required' });
  });

  it('checks the real-estate form with the real-estate check, and goods and services with none of their own', () => {
    expect(OWN_FORM_CHECKS).toEqual({ real_estate: checkRealEstateForm });
  });

  it('names only fields the plain form gives back, with texts in all three languages', () => {
    const formFields = LISTING_KINDS.real_estate.formFields as readonly string[];
    for (const lang of ['uz', 'ru', 'en']) {
      const texts = JSON.parse(fs.readFileSync(`locales/${lang}/realestate.json`, 'utf8')) as Record<string, string>;
      const keys = [
        REAL_ESTATE_FORM.onlyFor,
        REAL_ESTATE_FORM.categoryField.label,
        REAL_ESTATE_FORM.price.label,
        REAL_ESTATE_FORM.price.hint,
        REAL_ESTATE_FORM.price.more!.hint,
      ];
      for (const section of REAL_ESTATE_FORM.sections) if (section.heading) keys.push(section.heading);
      for (const field of ownFields(REAL_ESTATE_FORM)) {
        expect(formFields).toContain(field.name);
        keys.push(field.label, ...(field.hint ? [field.hint] : []), ...(field.options ?? []).map((option) => option.label));
      }
      expect(keys.filter((key) => !texts[key])).toEqual([]);
    }
  });

  it('starts an edit from the listing as the API gives it', () => {
    const listing = {
      property_type: 'house',
      deal: 'rent',
      currency: 'UZS',
      rooms: 5,
      area: 180.5,
      land_sotix: 6,
      floor: null,
      floors: 2,
      material: 'brick',
      new_building: false,
      repair: null,
      furnished: true,
      seller_type: 'agency',
      commission: 50,
      landmark: null,
    } as unknown as RealEstate;
    expect(REAL_ESTATE_FORM.valuesOf({ title: 'Divan', condition: 'used' })).toEqual({});
    expect(REAL_ESTATE_FORM.valuesOf(listing)).toEqual(realEstateFormValues(listing));
    expect(realEstateFormValues(listing)).toEqual({
      property_type: 'house',
      deal: 'rent',
      currency: 'UZS',
      rooms: '5',
      area: '180.5',
      land_sotix: '6',
      floor: '',
      floors: '2',
      material: 'brick',
      new_building: 'false',
      repair: '',
      furnished: 'true',
      seller_type: 'agency',
      commission: '50',
      landmark: '',
    });
  });
});
