import { describe, expect, it } from 'vitest';
import { needsSafetyWarning, safetyRisks, safetyWarning } from '../../src/lib/chat-safety.ts';

describe('chat safety warning', () => {
  it.each([
    ['Salom, telefon hali sotuvdami?'],
    ['Narxi 1 500 000 soʻm, kelishamiz'],
    ['Mashina 150 000 000 soʻm'],
    ['Ertaga soat 18:30 da Chilonzorda uchrashamiz'],
    ['2 dona, 3 yil kafolat'],
    ['Цена 1.250.000 сум'],
    ['22.11.2026 18:30 da Chorsuda uchrashamiz'],
    ['Встретимся 05/12/2026 в 10:00'],
  ])('says nothing about an ordinary message: %s', (text) => {
    expect(safetyRisks(text)).toEqual([]);
    expect(needsSafetyWarning(text)).toBe(false);
  });

  it.each([
    ['Toʻlov shu yerda: https://pay-click.example/abc', 'link'],
    ['www.olx-uz.top ga kiring', 'link'],
    ['Telegramga yozing: t.me/seller_1', 'link'],
    ['Saytimiz bozor-deal.uz', 'link'],
  ])('finds a link: %s', (text, risk) => {
    expect(safetyRisks(text)).toContain(risk);
  });

  it.each([['Qoʻngʻiroq qiling +998 90 123 45 67'], ['Мой номер 90-123-45-67'], ['901234567'], ['(90) 123-45-67 ga yozing'], ['+998901234567']])(
    'finds a phone number: %s',
    (text) => {
      expect(safetyRisks(text)).toEqual(['phone']);
    },
  );

  it.each([['Oldindan toʻlov: 8600 1234 5678 9012'], ['Kartam 8600-1234-5678-9012'], ['9860123456789012'], ['4111 1111 1111 1'], ['6262 1234 5678 9012 345']])(
    'finds a card-like number (13–19 digits, spaces or dashes): %s',
    (text) => {
      expect(safetyRisks(text)).toEqual(['card']);
    },
  );

  it('names every kind a message has', () => {
    expect(safetyRisks('Karta 8600 1234 5678 9012, tel +998 90 123 45 67, www.bozor-deal.uz')).toEqual(['link', 'phone', 'card']);
    expect(safetyRisks('Karta 8600 1234 5678 9012, tel +998 90 123 45 67, www.pay.uz')).toEqual(['link', 'phone', 'card', 'payment']);
  });
});

describe('the warning about payments outside the safe deal (issue 39)', () => {
  it.each([
    ['OLX dostavka orqali yuboraman, toʻlov: https://olx-uz.delivery-safe.top/p/8812'],
    ['Оплатите по ссылке olx-pay.site/order/5521'],
    ['Pay here: https://safe-pay-uz.online/checkout?id=77'],
    ['Bu yerdan toʻlang: checkout.paycom.uz/63b1c2d3e4'],
    ['Click orqali: https://my.click.uz/services/pay?service_id=1&amount=500000'],
    ['https://payme.uz/fallback/merchant/?id=5f1'],
    ['Escrow link: escrow-market.com/deal/1'],
    ['www.bozor-xavfsiz-tolov.top ga kiring'],
  ])('finds a payment link: %s', (text) => {
    expect(safetyRisks(text)).toEqual(['link', 'payment']);
    expect(safetyWarning(text)).toBe('payment');
  });

  it.each([
    ['Xavfsiz toʻlov orqali toʻlasangiz, pulni kuryerga beraman'],
    ["Xavfsiz to'lov qilamiz"],
    ['Давайте через безопасную оплату, я пришлю форму'],
    ['We can use escrow, I will send you the form'],
    ['Отправлю через OLX доставку, это надёжно'],
    ['Let us do it with safe pay'],
  ])('finds payment words without a link: %s', (text) => {
    expect(safetyRisks(text)).toContain('payment');
    expect(safetyWarning(text)).toBe('payment');
  });

  it.each([
    ['Oldindan 8600 1234 5678 9012 kartaga oʻtkazing'],
    ['Переведите предоплату на 8600 1234 5678 9012'],
    ['Send the deposit to 4111 1111 1111 1111 please'],
    ['Kartamga tashlang: 9860123456789012'],
  ])('finds a card number with a request to send money to it: %s', (text) => {
    expect(safetyRisks(text)).toEqual(['card', 'payment']);
    expect(safetyWarning(text)).toBe('payment');
  });

  it.each([
    ['Mening kartam 8600 1234 5678 9012', ['card']],
    ['Eʼlonni koʻring: bozor-deal.uz/product/12', ['link']],
    ['Bu display.uz dagi narxdan arzon', ['link']],
    ['OLX da ham eʼlon bor', []],
    ['Xavfsiz bitim tugmasini bosing, pul ushlab turiladi', []],
    ['Переведу деньги при встрече', []],
  ] as const)('gives only the general warning, or none, without a payment request: %s', (text, risks) => {
    expect(safetyRisks(text)).toEqual(risks);
    expect(safetyWarning(text)).toBe(risks.length > 0 ? 'general' : null);
  });
});
