import { describe, expect, it } from 'vitest';
import { needsSafetyWarning, safetyRisks } from '../../src/lib/chat-safety.ts';

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
    expect(safetyRisks('Karta 8600 1234 5678 9012, tel +998 90 123 45 67, www.pay.uz')).toEqual(['link', 'phone', 'card']);
  });
});
