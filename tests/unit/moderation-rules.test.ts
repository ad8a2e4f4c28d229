import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { describeHits, ruleHits, type RuleHit } from '../../src/lib/moderation-rules.ts';
import { MODERATION_WORDS } from '../../src/lib/moderation-words.ts';
import { searchKey } from '../../src/lib/text.ts';

const hit = (text: string, rule: RuleHit['rule']) => ruleHits(text).find((found) => found.rule === rule);
const rules = (text: string) => ruleHits(text).map((found) => found.rule);

describe('phone rule', () => {
  it.each([
    ['+998 90 123 45 67', '+998 90 123 45 67'],
    ['998901234567', '998901234567'],
    ['+998901234567', '+998901234567'],
    ['+998(90)123-45-67', '+998(90)123-45-67'],
    ['Tel: 90 123-45-67', '90 123-45-67'],
    ['(90) 1234567 ga qoʻngʻiroq qiling', '(90) 1234567'],
    ['90.123.45.67', '90.123.45.67'],
    ['00998 90 123 45 67', '00998 90 123 45 67'],
    ['8 (90) 123-45-67', '8 (90) 123-45-67'],
  ])('flags an Uzbek number however it is grouped: %s', (text, match) => {
    expect(hit(text, 'phone')).toEqual({ rule: 'phone', match, detail: '+998901234567' });
  });

  it('flags a phone written with spaces and a letter O for zero (Latin and Cyrillic O)', () => {
    expect(hit('9O 123 45 67', 'phone')?.detail).toBe('+998901234567');
    expect(hit('Мой номер: 9О1 234 567', 'phone')?.detail).toBe('+998901234567');
    expect(hit('+998 9o 123 45 67', 'phone')?.match).toBe('+998 9o 123 45 67');
  });

  it('flags a phone with a Cyrillic З for 3 and an l for 1 between digits', () => {
    expect(hit('90 12З 45 67', 'phone')?.detail).toBe('+998901234567');
    expect(hit('9l 234 56 78', 'phone')?.detail).toBe('+998912345678');
  });

  it('flags full-width and other compatibility digits (NFKC)', () => {
    expect(hit('９０ １２３ ４５ ６７', 'phone')?.detail).toBe('+998901234567');
    expect(hit('9０1234567', 'phone')?.detail).toBe('+998901234567');
  });

  it('flags digits spaced out one by one and digits hidden behind zero-width spaces', () => {
    expect(hit('9 0 1 2 3 4 5 6 7', 'phone')?.detail).toBe('+998901234567');
    expect(hit('90\u200b123\u200b45\u200b67', 'phone')?.detail).toBe('+998901234567');
  });

  it('flags a number glued to a word and one in a Russian sentence', () => {
    expect(hit('tel901234567', 'phone')?.match).toBe('901234567');
    expect(hit('Звоните по номеру 93-555-12-12, спросить Алишера', 'phone')?.detail).toBe('+998935551212');
  });

  it('flags a 3-3-3 grouped number that is not a round price', () => {
    expect(hit('Aloqa uchun 901 234 567', 'phone')?.detail).toBe('+998901234567');
  });

  it('flags Russian, Kazakh and other international numbers', () => {
    expect(hit('+7 916 123-45-67', 'phone')?.detail).toBe('+79161234567');
    expect(hit('8 916 123 45 67', 'phone')?.detail).toBe('+79161234567');
    expect(hit('Koreyada: +82 10 1234 5678', 'phone')?.detail).toBe('+821012345678');
  });

  it('reports the first of two numbers, whole', () => {
    expect(hit('+998 90 123 45 67, +998 91 234 56 78', 'phone')?.match).toBe('+998 90 123 45 67');
    expect(hit('90 123 45 67 91 234 56 78', 'phone')?.match).toBe('90 123 45 67');
  });

  it('finds a phone right after a price in the same run of digits', () => {
    expect(hit('5 500 000 90 123 45 67', 'phone')?.match).toBe('90 123 45 67');
    expect(hit('Narxi 12 000 000 (kelishamiz) 90 123 45 67', 'phone')?.match).toBe('90 123 45 67');
  });

  it.each([
    "Narxi 1 500 000 so'm",
    'Narxi 1 500 000 soʻm, kelishamiz',
    '12.500.000',
    'Цена 3 500 000 сум',
    'Mashina 150 000 000',
    '950000000',
    'Narxi: 12 000 $',
    "7 500 000 000 so'm",
    '1 500 000 - 2 000 000',
    'Narxi 901 234 567',
    '1,500,000 сум',
    'Цена 1 299 999 сум',
    '900000000 сум',
  ])('leaves prices with thousands separators alone: %s', (text) => {
    expect(hit(text, 'phone')).toBeUndefined();
  });

  it.each([
    '2020 yil, probeg 120 000 km',
    'Yili 2015, narxi 9 500 $',
    '2019 2020 2021 yillar',
    'iPhone 15 Pro 256 GB',
    'Samsung A55 8/256 4 500 000 soʻm',
    'iPhone 13 128 GB 3 500 000',
    'Noutbuk Core i7-12700H, 16 GB, RTX 4060',
    'Core I7 12700H 16GB',
    'Karavot 180x200, matras 180 x 200 x 25',
    'Razmerlari 38 39 40 41 42',
    'Размеры 90 95 100 105 110',
    'Uchrashuv 22.11.2026 18:30 da',
    'Ish vaqti 09:00-18:00',
    'IMEI 356789012345678',
    'Artikul 123456789',
    'Xona 3, qavat 4/9, 65 m2',
    'Karta 8600 1234 5678 9012',
    "5 ta o'rindiq, 2 o'rinli",
  ])('leaves years, model numbers, sizes, dates and cards alone: %s', (text) => {
    expect(hit(text, 'phone')).toBeUndefined();
  });
});

describe('telegram rule', () => {
  it.each([
    ['Pishite @seller_uz', '@seller_uz', '@seller_uz'],
    ['Telegram: @AliShop2024', '@AliShop2024', '@alishop2024'],
    ['Yozing: t.me/seller_uz', 't.me/seller_uz', '@seller_uz'],
    ['https://t.me/seller_uz', 't.me/seller_uz', '@seller_uz'],
    ['telegram.me/bozor_market', 'telegram.me/bozor_market', '@bozor_market'],
    ['t. me / seller_uz', 't. me / seller_uz', '@seller_uz'],
    ['t.me/+AbCdEf123', 't.me/+AbCdEf123', 'invite link'],
  ])('flags a handle or a t.me link: %s', (text, match, detail) => {
    expect(hit(text, 'telegram')).toEqual({ rule: 'telegram', match, detail });
  });

  it.each([
    ['tg: seller2024', 'tg: seller2024'],
    ['Telegram - bozor_uz', 'Telegram - bozor_uz'],
    ['телеграм: ali_shop', 'телеграм: ali_shop'],
    ['Телеграмм alishop_uz', 'Телеграмм alishop_uz'],
    ['TG AliShop', 'TG AliShop'],
    ['Telegramim: alishop', 'Telegramim: alishop'],
    ['Telegram: alishop', 'Telegram: alishop'],
  ])('flags "telegram", "телеграм" or "tg" followed by a handle without @: %s', (text, match) => {
    expect(hit(text, 'telegram')?.match).toBe(match);
  });

  it('flags handles and t.me links typed with Cyrillic look-alike letters', () => {
    expect(hit('@sеllеr_uz', 'telegram')?.detail).toBe('@seller_uz');
    expect(hit('t.mе/sеller', 'telegram')?.detail).toBe('@seller');
  });

  it.each([
    'ali@mail.ru',
    'Email: ali.valiyev@gmail.com',
    '@ali',
    'Telegram orqali yozing',
    'Telegram: mavjud',
    'Telegramda bor, kanalimiz ham bor',
    'TG kanal',
    'Telegram Premium 3 oy',
    'Телеграм есть',
    'tg 5 ta',
  ])('leaves e-mail addresses, short names and sentences about Telegram alone: %s', (text) => {
    expect(hit(text, 'telegram')).toBeUndefined();
  });
});

describe('link rule', () => {
  it.each([
    ['Batafsil: https://pay-click.example/abc?id=1', 'https://pay-click.example/abc?id=1', 'pay-click.example'],
    ['www.olx-uz.top ga kiring', 'www.olx-uz.top', 'olx-uz.top'],
    ['olx.uz da ham bor', 'olx.uz', 'olx.uz'],
    ['OLX.UZ', 'OLX.UZ', 'olx.uz'],
    ['bit.ly/xyz', 'bit.ly/xyz', 'bit.ly'],
    ['instagram.com/my_shop', 'instagram.com/my_shop', 'instagram.com'],
    ['x.com/seller', 'x.com/seller', 'x.com'],
    ['Сайт: mebel-tashkent.uz', 'mebel-tashkent.uz', 'mebel-tashkent.uz'],
    ['сайт.рф', 'сайт.рф', 'сайт.рф'],
    ['ｏｌｘ．ｕｚ', 'olx.uz', 'olx.uz'],
  ])('flags URLs and bare domains: %s', (text, match, detail) => {
    expect(hit(text, 'link')).toEqual({ rule: 'link', match, detail });
  });

  it('flags e-mail addresses as links', () => {
    expect(hit('Pochta: ali.valiyev@gmail.com', 'link')).toEqual({ rule: 'link', match: 'ali.valiyev@gmail.com', detail: 'e-mail' });
    expect(hit('ali@mail.ru', 'link')?.detail).toBe('e-mail');
  });

  it('flags a domain with Cyrillic look-alike letters or a spelled-out dot', () => {
    expect(hit('оlх.uz', 'link')?.match).toBe('оlх.uz');
    expect(hit('sotuv.соm', 'link')?.detail).toBe('sotuv.com');
    expect(hit('olx . uz', 'link')?.detail).toBe('olx.uz');
    expect(hit('olx [dot] uz', 'link')?.detail).toBe('olx.uz');
    expect(hit('olx точка uz', 'link')?.detail).toBe('olx.uz');
  });

  it('leaves a t.me address to the telegram rule', () => {
    expect(rules('https://t.me/seller_uz')).toEqual(['telegram']);
  });

  it.each([
    'Vazni 5.5 kg',
    'Versiya v2.0',
    'Hajmi 1.5L',
    'Windows 10.Pro',
    '3.5mm jack',
    'Diagonal 15.6 dyuym',
    '1.5-xonali',
    'г.Ташкент, ул.Навои 5',
    'т.е. и т.д.',
    'Sotiladi.Narxi kelishiladi',
    'Toshkent sh., Chilonzor t.',
    "Holati a'lo.Top",
    'Yangi.Uzbekiston',
    "e-mail yo'q",
    'a.uz',
  ])('leaves decimals, versions, abbreviations and sentences without a space alone: %s', (text) => {
    expect(hit(text, 'link')).toBeUndefined();
  });
});

describe('word rule', () => {
  it.each([
    ["Oldindan to'lov kerak", "Oldindan to'lov"],
    ['Oldindan toʻlovni kartaga tashlang', 'Oldindan toʻlovni'],
    ['Олдиндан тўлов қилинади', 'Олдиндан тўлов'],
    ['Oldindan pul tashlaysiz', 'Oldindan pul'],
    ['Нужна предоплата', 'предоплата'],
    ['Работаю только по предоплате', 'предоплате'],
    ['100% predoplata', 'predoplata'],
    ['100% предоплата', 'предоплата'],
    ['Predoplatasi 50%', 'Predoplatasi'],
    ['Prepayment only', 'Prepayment'],
    ['Karta raqamiga tashlang', 'Karta raqamiga'],
    ['Карта рақамига ташланг', 'Карта рақамига'],
    ['Переведите на карту 50%', 'Переведите на карту'],
    ['Скиньте на карту, и я отправлю', 'Скиньте на карту'],
    ['Номер карты скину в личку', 'Номер карты'],
    ['SMS kodni ayting', 'SMS kodni'],
    ['Скажите код из смс', 'код из смс'],
    ['Оплатите доставку, курьер привезёт', 'Оплатите доставку'],
    ['Безопасная сделка через OLX доставку', 'Безопасная сделка'],
    ['Siz yutdingiz! Sovgʻani oling', 'Siz yutdingiz'],
    ['Оплата вперёд', 'Оплата вперёд'],
    ['Pay in advance please', 'Pay in advance'],
  ])('flags prepayment and card-data requests in Uzbek (Latin and Cyrillic), Russian and English: %s', (text, match) => {
    const found = hit(text, 'word');
    expect(found?.match).toBe(match);
    expect(found?.detail).toMatch(/^scam: /);
  });

  it.each([
    "Oldindan to'lovsiz, ko'rib oling",
    "Oldindan to'lov yo'q",
    "Oldindan to'lov kerak emas",
    "Hech qanday oldindan to'lov qilmang",
    'Без предоплаты',
    'Без 100% предоплаты',
    'Никаких предоплат, только при встрече',
    'Предоплата не нужна',
    'Predoplatasiz',
    'Не переводите деньги на карту незнакомцам',
    'SMS kodni hech kimga aytmang',
    'Kartaga pul tashlamang',
    "Don't pay in advance",
    'Oldindan toʻlamoqchi emasman',
    'Karta orqali yoki naqd',
    'Oplata naqd, uchrashganda',
  ])('leaves honest sellers promising no prepayment alone: %s', (text) => {
    expect(hit(text, 'word')).toBeUndefined();
  });

  it.each(['Предоплата нужна?', 'Oldindan toʻlov kerakmi?', 'Oldindan toʻlov kerakmi', 'Predoplata bormi, yoki uchrashib olsa boʻladimi?'])(
    'leaves a buyer asking about prepayment alone: %s',
    (text) => {
      expect(hit(text, 'word')).toBeUndefined();
    },
  );

  it('flags a prepayment demanded in a statement, even when a question follows later', () => {
    expect(hit("Oldindan to'lov kerak. Qachon olasiz?", 'word')?.match).toBe("Oldindan to'lov");
    expect(hit('Предоплата 100%. Пишите в личку', 'word')?.match).toBe('Предоплата');
  });

  it('still flags a prepayment asked for after the word "но" (but)', () => {
    expect(hit('Отправлю почтой, но предоплата обязательна', 'word')?.match).toBe('предоплата');
  });

  it.each([
    ['nasha bor', 'nasha'],
    ['Nashani arzon beraman', 'Nashani'],
    ['Продам наркотики', 'наркотики'],
    ['Анаша, гашиш', 'Анаша'],
    ['Marixuana sotiladi', 'Marixuana'],
    ['Героин', 'Героин'],
    ['Tramadol tabletka', 'Tramadol'],
    ['Продаю пистолет Макарова', 'пистолет'],
    ["To'pponcha sotiladi", "To'pponcha"],
    ["Ov miltig'i emas, jangovar miltiq", 'miltiq'],
    ['Продам ружьё', 'ружьё'],
    ['Фальшивые деньги высокого качества', 'Фальшивые деньги'],
    ['Купить диплом недорого', 'Купить диплом'],
    ['Права без экзамена', 'Права без экзамена'],
    ['1xbet promokod', '1xbet'],
  ])('flags prohibited goods: %s', (text, match) => {
    const found = hit(text, 'word');
    expect(found?.match).toBe(match);
    expect(found?.detail).toMatch(/^prohibited: /);
  });

  it('matches "nasha" as a whole word, not inside "nashatir" (ammonia)', () => {
    expect(hit('Nashatir spirti, 100 ml', 'word')).toBeUndefined();
    expect(hit('Nashriyot kitoblari', 'word')).toBeUndefined();
  });

  it('does not read Russian "наша" (our) as Uzbek "nasha", but catches a Latin word with a Cyrillic letter inside', () => {
    expect(hit('Наша компания предлагает мебель на заказ', 'word')).toBeUndefined();
    expect(hit('Nasha kompaniya mebel yasaydi', 'word')).toBeUndefined();
    expect(hit('nаsha bor', 'word')?.match).toBe('nаsha');
  });

  it.each([
    'Клеевой пистолет для рукоделия',
    'Пистолет для монтажной пены',
    'Монтажный пистолет',
    'Массажный пистолет Xiaomi',
    "Bolalar uchun suv to'pponcha",
    "O'yinchoq miltiq, 3 yoshdan",
    'Пневматический пистолет',
    'Подводное ружьё для охоты',
    'Granat sharbati',
    'Гранат, 1 кг',
  ])('leaves tools, toys and pomegranates alone: %s', (text) => {
    expect(hit(text, 'word')).toBeUndefined();
  });

  it.each([
    ['Ты дебил?', 'дебил'],
    ['Sen haromi', 'haromi'],
  ])('flags a few offensive words: %s', (text, match) => {
    expect(hit(text, 'word')?.match).toBe(match);
    expect(hit(text, 'word')?.detail).toMatch(/^offensive: /);
  });

  it.each([
    'Продаю iPhone 15 Pro, 256 ГБ, состояние отличное',
    "Sotiladi: Nexia 3, 2019 yil, holati a'lo, narxi 12 000 $",
    'Sovutgich Artel, kafolat bilan, yetkazib berish bepul',
    'Сдаётся квартира, залог за месяц',
    'Detskaya kolyaska, ishlatilgan, toza',
    'Karavot 180x200, matras bilan',
    'Ремонт холодильников на дому, выезд мастера',
    'Uy sotiladi, hujjatlari joyida, kelishamiz',
    'Good condition, pick up in Chilonzor',
    'Книга "Идиот" Достоевского',
    'Щенки немецкой овчарки, отличная родословная',
    'Avtomat korobka, konditsioner, 2020 yil',
  ])('leaves ordinary listings alone: %s', (text) => {
    expect(ruleHits(text)).toEqual([]);
  });
});

describe('rule hits together', () => {
  it('returns the first hit of each rule, in the order phone, telegram, link, word', () => {
    const text = 'Предоплата 50%! Sayt: www.pay.uz, tg @seller_uz, tel +998 90 123 45 67 yoki +998 91 234 56 78';
    expect(ruleHits(text)).toEqual([
      { rule: 'phone', match: '+998 90 123 45 67', detail: '+998901234567' },
      { rule: 'telegram', match: '@seller_uz', detail: '@seller_uz' },
      { rule: 'link', match: 'www.pay.uz', detail: 'pay.uz' },
      { rule: 'word', match: 'Предоплата', detail: 'scam: prepayment' },
    ]);
  });

  it('returns [] for empty and ordinary text', () => {
    expect(ruleHits('')).toEqual([]);
    expect(ruleHits('Salom! Telefon hali sotuvdami?')).toEqual([]);
  });

  it.each([
    'a',
    '1',
    '1 ',
    '1-',
    '1.',
    'a.',
    '@',
    'a@',
    '@abcde',
    'a.b@',
    'telegram ',
    'tg: ',
    'http://',
    'www.',
    'O',
    '1O',
    '1 O ',
    '+9',
    '(9)',
    'predoplata ',
    'olx.',
    't.me/',
    'ab . ',
    "o'",
    'без ',
    '0 ',
  ])('returns on 100 KB of adversarial input made of %j', (unit) => {
    const text = unit.repeat(Math.ceil(100_000 / unit.length));
    expect(Array.isArray(ruleHits(text))).toBe(true);
  });
});

describe('describeHits', () => {
  it('names the hits on one line for a moderator', () => {
    const hits = ruleHits('9O 123 45 67, предоплата');
    expect(describeHits(hits)).toBe('phone: 9O 123 45 67 (+998901234567); word: предоплата (scam: prepayment)');
  });

  it('leaves out a detail that says no more than the match, and shortens long matches', () => {
    expect(describeHits(ruleHits('+998 90 123 45 67, prepayment'))).toBe('phone: +998 90 123 45 67; word: prepayment (scam: prepayment)');
    expect(describeHits([{ rule: 'telegram', match: '@Seller_UZ', detail: '@seller_uz' }])).toBe('telegram: @Seller_UZ');
    expect(describeHits([{ rule: 'link', match: 'OLX.UZ', detail: 'olx.uz' }])).toBe('link: OLX.UZ');
    const long = describeHits([{ rule: 'link', match: `https://example.com/${'a'.repeat(200)}` }]);
    expect(long.length).toBeLessThan(80);
    expect(long.endsWith('…')).toBe(true);
  });

  it('is empty without hits', () => {
    expect(describeHits([])).toBe('');
  });
});

describe('the reviewed word list', () => {
  it('keeps between 40 and 120 entries, each with terms, languages, a category and a gloss', () => {
    expect(MODERATION_WORDS.length).toBeGreaterThanOrEqual(40);
    expect(MODERATION_WORDS.length).toBeLessThanOrEqual(120);
    for (const entry of MODERATION_WORDS) {
      expect(entry.terms.length, entry.gloss).toBeGreaterThan(0);
      expect(entry.langs.length, entry.gloss).toBeGreaterThan(0);
      expect(['scam', 'prohibited', 'offensive']).toContain(entry.category);
      expect(entry.gloss.length).toBeGreaterThan(2);
    }
  });

  it('names its source and says who reviewed it', () => {
    const source = readFileSync(new URL('../../src/lib/moderation-words.ts', import.meta.url), 'utf8');
    expect(source).toMatch(/Source: compiled for Bozor/);
    expect(source).toMatch(/market-practices\.md section \(c\)/);
    expect(source).toMatch(/Reviewed by:/);
  });

  it('has stems of three letters or more, and no term that folds to nothing', () => {
    for (const entry of MODERATION_WORDS) {
      for (const term of [...entry.terms, ...(entry.unless ?? [])]) {
        for (const token of term.split(/\s+/)) {
          const stem = searchKey(token.replace(/[*+]$/, ''));
          expect(stem, term).not.toBe('');
          if (/[*+]$/.test(token)) expect(stem.length, term).toBeGreaterThanOrEqual(3);
        }
      }
    }
  });

  it('hits on every term of the list written out plainly', () => {
    for (const entry of MODERATION_WORDS) {
      for (const term of entry.terms) {
        const text = term.replace(/[*+](?=\s|$)/g, '');
        expect(hit(text, 'word'), term).toBeDefined();
      }
    }
  });

  it('folds Uzbek Latin and Cyrillic, and Russian in either alphabet, to the same entry', () => {
    expect(hit('oldindan toʻlov', 'word')?.detail).toBe(hit('ОЛДИНДАН ТЎЛОВ', 'word')?.detail);
    expect(hit('predoplata', 'word')?.detail).toBe(hit('предоплата', 'word')?.detail);
    expect(hit('qalbaki pul', 'word')?.detail).toBe(hit('қалбаки пул', 'word')?.detail);
  });
});

describe('the module', () => {
  it('is pure: it imports only the word list and the text folding', () => {
    const source = readFileSync(new URL('../../src/lib/moderation-rules.ts', import.meta.url), 'utf8');
    const imports = [...source.matchAll(/from '([^']+)'/g)].map((m) => m[1]);
    expect(imports.sort()).toEqual(['./moderation-words.ts', './text.ts']);
  });

  it('flags a request to send money to a card, not a seller offering card payment as one way to pay', () => {
    for (const text of [
      'Kartaga oʻtkazing, keyin yuboraman',
      'Oldindan kartaga oʻtkazib bering',
      'Переведите на карту предоплату',
      'Нужно перевести на карту 50%',
    ])
      expect(
        ruleHits(text).map((hit) => hit.rule),
        text,
      ).toContain('word');
    for (const text of ['Ha, kartaga oʻtkazsangiz ham boʻladi.', 'Да, можно и переводом на карту.']) expect(ruleHits(text), text).toEqual([]);
  });
});
