import type { ProductCondition } from '../db/schema.ts';
import type { Location } from '../locations/locations.service.ts';
import type { Random } from './random.ts';

export type DemoLanguage = 'uz' | 'ru';

/** Russian titles are written in Cyrillic; everything else is Uzbek Latin. */
export const languageOf = (text: string): DemoLanguage => (/\p{Script=Cyrillic}/u.test(text) ? 'ru' : 'uz');

/** The stock sentences sellers add to what they say about the item itself. */
const CONDITION: Record<DemoLanguage, Record<ProductCondition, string[]>> = {
  uz: {
    new: ['Yangi, qadogʻi ochilmagan.', 'Yangi, kafolat taloni bilan.', 'Mutlaqo yangi, chekini ham beraman.'],
    used: ['Ishlatilgan, holati yaxshi.', 'Ehtiyotkorlik bilan ishlatilgan, hech qanday nuqsoni yoʻq.', 'Ozgina ishlatilgan, hammasi joyida.'],
  },
  ru: {
    new: ['Новый, в упаковке.', 'Новый, с гарантией.', 'Совсем новый, отдам с чеком.'],
    used: ['Б/у, в хорошем состоянии.', 'Пользовались аккуратно, дефектов нет.', 'Немного б/у, всё работает.'],
  },
};

const CLOSING: Record<DemoLanguage, Array<(place: Location) => string>> = {
  uz: [
    () => 'Narxi kelishiladi.',
    () => 'Yetkazib berish mumkin.',
    (place) => `${place.district}dan olib ketish mumkin.`,
    () => 'Savollar boʻlsa, chatga yozing.',
    () => 'Almashtirish taklif qilmang.',
    () => 'Faqat jiddiy xaridorlar yozsin.',
  ],
  ru: [
    () => 'Торг уместен.',
    () => 'Возможна доставка.',
    (place) => `Самовывоз: ${place.district_ru}.`,
    () => 'Вопросы пишите в чат.',
    () => 'Обмен не предлагать.',
  ],
};

/** What the seller says about the item, then (where it fits) its condition, then one or two stock lines. */
export function describeProduct(
  random: Random,
  input: { about: string; condition: ProductCondition; describeCondition: boolean; place: Location },
): string {
  const language = languageOf(input.about);
  const parts = [input.about];
  if (input.describeCondition) parts.push(random.pick(CONDITION[language][input.condition]));
  const closings = random.sample(CLOSING[language], random.int(1, 2));
  parts.push(...closings.map((closing) => closing(input.place)));
  return parts.join(' ');
}
