import { describe, expect, it } from 'vitest';
import { foldApostrophes, normalizeSearchText } from '../../src/lib/text.ts';

describe('search text normalization', () => {
  it('finds the same text whatever apostrophe the user typed', () => {
    const forms = ["Farg'ona", 'Farg‘ona', 'Farg’ona', 'Fargʻona', 'Fargʼona', 'Farg`ona'];
    expect(new Set(forms.map(normalizeSearchText))).toEqual(new Set(["farg'ona"]));
  });

  it('folds case and transliterates Uzbek and Russian Cyrillic to Uzbek Latin', () => {
    expect(normalizeSearchText('ТЕЛЕФОН')).toBe('telefon');
    expect(normalizeSearchText('telefon')).toBe(normalizeSearchText('Телефон'));
    expect(normalizeSearchText('Фарғона')).toBe("farg'ona");
    expect(normalizeSearchText('Қўқон')).toBe("qo'qon");
    expect(normalizeSearchText('Ҳазорасп')).toBe('hazorasp');
    expect(normalizeSearchText('Чирчик')).toBe('chirchik');
    expect(normalizeSearchText('Шахрисабз')).toBe('shaxrisabz');
  });

  it('collapses and trims whitespace', () => {
    expect(normalizeSearchText('  iPhone   13\tPro ')).toBe('iphone 13 pro');
  });

  it('leaves text without apostrophes alone when folding', () => {
    expect(foldApostrophes('Toshkent')).toBe('Toshkent');
  });
});
