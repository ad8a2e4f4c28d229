import { describe, expect, it } from 'vitest';
import { foldApostrophes, normalizeSearchText, searchKey, searchWords } from '../../src/lib/text.ts';

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

describe('search keys', () => {
  const same = (...texts: string[]) => expect(new Set(texts.map(searchKey)).size, texts.join(' | ')).toBe(1);

  it('meet across case, scripts and mixed scripts', () => {
    same('телефон', 'Telefon', 'TELEFON', 'тeлефон'); // the last one has a Latin e
  });

  it('meet across apostrophes and the letters a Russian keyboard lacks', () => {
    same("o'rindiq", 'oʻrindiq', 'o‘rindiq', 'ўриндиқ', 'ориндик', 'orindik');
    same("G'ishtli", 'Ғиштли', 'Гиштли');
    same('Hovli', 'Ҳовли', 'Ховли', 'xovli');
  });

  it('split a query into distinct words of letters and digits', () => {
    expect(searchWords('  Samsung,  Galaxy S21 — samsung ')).toEqual(['samsung', 'galaxy', 's21']);
    expect(searchWords('')).toEqual([]);
  });

  it('drop accents', () => {
    expect(searchKey('Café Crème')).toBe('cafe creme');
  });
});
