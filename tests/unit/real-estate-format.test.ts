import { describe, expect, it } from 'vitest';
import { priceView, type RealEstateFields } from '../../src/lib/real-estate.ts';
import {
  areaText,
  cardFacts,
  commissionText,
  factRows,
  floorText,
  formatDecimal,
  landText,
  otherCurrencyPrice,
  unitPrice,
} from '../../src/lib/real-estate-format.ts';
import { formatMoney } from '../../src/lib/format.ts';
import { getT } from '../../src/server/i18n.ts';

const uz = getT('uz', 'realestate');
const ru = getT('ru', 'realestate');
const en = getT('en', 'realestate');

const flat: RealEstateFields = {
  deal: 'sale',
  rooms: 3,
  areaDm2: 7850,
  landM2: null,
  floor: 5,
  floors: 9,
  material: 'brick',
  newBuilding: false,
  repair: 'euro',
  furnished: true,
  sellerType: 'agency',
  commissionPermille: 25,
  landmark: 'Mega Planet roʻparasi',
  currency: 'USD',
  priceMinor: 8_000_000,
};
const plot: RealEstateFields = {
  ...flat,
  rooms: null,
  areaDm2: null,
  landM2: 600,
  floor: null,
  floors: null,
  material: null,
  newBuilding: null,
  repair: null,
  furnished: null,
  sellerType: 'owner',
  commissionPermille: null,
  landmark: null,
  priceMinor: 1_600_000,
};
const rate = { rateTiyin: 1_271_843, date: '2027-01-12' };

describe('real-estate numbers', () => {
  it('write areas with the decimal mark of each language and no trailing zeros', () => {
    expect(areaText(7850, 'uz', uz)).toBe('78,5 m²');
    expect(areaText(7850, 'ru', ru)).toBe('78,5 м²');
    expect(areaText(7850, 'en', en)).toBe('78.5 m²');
    expect(areaText(7800, 'uz', uz)).toBe('78 m²');
    expect(areaText(7855, 'en', en)).toBe('78.55 m²');
  });

  it('group thousands of an area so they cannot be read as decimals', () => {
    expect(formatDecimal(12_500.5, 'ru')).toBe('12\u00a0500,5');
    expect(formatDecimal(12_500.5, 'en')).toBe('12,500.5');
    expect(formatDecimal(0.004, 'uz')).toBe('0');
  });

  it('give land in sotix with the Russian form its number asks for', () => {
    expect(landText(600, 'uz', uz)).toBe('6 sotix');
    expect([100, 300, 600, 2100, 650].map((m2) => landText(m2, 'ru', ru))).toEqual(['1 сотка', '3 сотки', '6 соток', '21 сотка', '6,5 сотки']);
    expect(landText(650, 'en', en)).toBe('6.5 sotix');
  });

  it('say a commission in per cent, and none as none', () => {
    expect(commissionText(500, 'uz', uz)).toBe('Komissiya 50%');
    expect(commissionText(25, 'ru', ru)).toBe('Комиссия 2,5 %');
    expect(commissionText(0, 'en', en)).toBe('No commission');
  });

  it('write dollars and so‘m grouped as prices are', () => {
    expect(formatMoney(85_000, 'USD', 'uz')).toBe('$85.000');
    expect(formatMoney(1_017_474_800, 'UZS', 'uz')).toBe('1.017.474.800 soʻm');
  });
});

describe('a card’s line of facts', () => {
  it('gives a flat’s rooms, area and floor of the building', () => {
    expect(cardFacts(flat, 'uz', uz).join(' · ')).toBe('3 xona · 78,5 m² · 5/9 qavat');
    expect(cardFacts(flat, 'ru', ru).join(' · ')).toBe('3 комнаты · 78,5 м² · 5/9 этаж');
    expect(cardFacts({ ...flat, rooms: 1 }, 'en', en).join(' · ')).toBe('1 room · 78.5 m² · floor 5/9');
  });

  it('gives a plot only its land, and a house its land and storeys', () => {
    expect(cardFacts(plot, 'uz', uz)).toEqual(['6 sotix']);
    expect(cardFacts({ ...plot, rooms: 5, areaDm2: 18_000, floors: 2 }, 'ru', ru)).toEqual(['5 комнат', '180 м²', '6 соток', '2 этажа']);
  });

  it('says a floor without the building’s height as an ordinal', () => {
    expect(floorText({ floor: 2, floors: null }, uz)).toBe('2-qavat');
    expect(floorText({ floor: null, floors: null }, uz)).toBeNull();
  });
});

describe('the facts table', () => {
  it('lists a flat’s facts in the order buyers read them', () => {
    expect(factRows(flat, 'Kvartira', 'uz', uz)).toEqual([
      { field: 'deal', label: 'Bitim turi', value: 'Sotuv' },
      { field: 'type', label: 'Mulk turi', value: 'Kvartira' },
      { field: 'rooms', label: 'Xonalar soni', value: '3' },
      { field: 'area', label: 'Umumiy maydon', value: '78,5 m²' },
      { field: 'floor', label: 'Qavat', value: '5 / 9' },
      { field: 'material', label: 'Qurilish materiali', value: 'Gʻisht' },
      { field: 'newBuilding', label: 'Uy-joy bozori', value: 'Ikkilamchi bozor' },
      { field: 'repair', label: 'Taʼmir', value: 'Yevrotaʼmir' },
      { field: 'furnished', label: 'Mebel', value: 'Mebel bilan' },
      { field: 'landmark', label: 'Moʻljal', value: 'Mega Planet roʻparasi' },
      { field: 'sellerType', label: 'Kimdan', value: 'Agentlikdan' },
      { field: 'commission', label: 'Komissiya', value: '2,5%' },
    ]);
  });

  it('leaves out the rows a plot does not have', () => {
    expect(factRows({ ...plot, deal: 'rent', landmark: '  ' }, 'Участок', 'ru', ru).map((row) => `${row.label}: ${row.value}`)).toEqual([
      'Тип сделки: Долгосрочная аренда',
      'Тип недвижимости: Участок',
      'Площадь участка: 6 соток',
      'Объявление от: Собственника',
    ]);
  });

  it('gives a house’s storeys as the building’s height when it has no floor of its own', () => {
    const rows = factRows({ ...plot, rooms: 4, areaDm2: 15_000, floors: 2, newBuilding: true }, 'House', 'en', en);
    expect(rows.find((row) => row.field === 'floors')).toEqual({ field: 'floors', label: 'Floors in the building', value: '2' });
    expect(rows.find((row) => row.field === 'newBuilding')?.value).toBe('New building');
    expect(rows.some((row) => row.field === 'floor')).toBe(false);
  });
});

describe('the price per unit', () => {
  it('divides a flat’s dollar price by its square metres in dollars', () => {
    const view = priceView(flat, rate);
    expect(unitPrice(view, 'flat')).toEqual({ amount: 1019, currency: 'USD', unit: 'm2' });
    expect(otherCurrencyPrice(view)).toEqual({ amount: view.som, currency: 'UZS' });
  });

  it('divides a plot’s price by its sotix, exactly when its land is given', () => {
    const view = priceView(plot, rate);
    expect(unitPrice(view, 'land', 600)).toEqual({ amount: 2667, currency: 'USD', unit: 'sotix' });
    expect(unitPrice(view, 'land')).toEqual({ amount: 2700, currency: 'USD', unit: 'sotix' });
  });

  it('shows no other currency without a rate, but still the price per m² in its own currency', () => {
    const view = priceView(flat, null);
    expect(otherCurrencyPrice(view)).toBeNull();
    expect(unitPrice(view, 'flat')).toEqual({ amount: 1019, currency: 'USD', unit: 'm2' });
    const som = priceView({ ...flat, currency: 'UZS', priceMinor: 500_000_000 }, null);
    expect(unitPrice(som, 'flat')).toEqual({ amount: 63_694, currency: 'UZS', unit: 'm2' });
    expect(otherCurrencyPrice(som)).toBeNull();
  });

  it('has none without an area or land', () => {
    expect(unitPrice(priceView({ ...plot, landM2: null }, rate), 'land')).toBeNull();
  });
});
