import type { ProductCondition } from '../lib/listing-kinds.ts';
import type { Location } from '../server/locations/locations.service.ts';
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
export function describeProduct(random: Random, input: { about: string; condition: ProductCondition; describeCondition: boolean; place: Location }): string {
  const language = languageOf(input.about);
  const parts = [input.about];
  if (input.describeCondition) parts.push(random.pick(CONDITION[language][input.condition]));
  const closings = random.sample(CLOSING[language], random.int(1, 2));
  parts.push(...closings.map((closing) => closing(input.place)));
  return parts.join(' ');
}

/** What masters add after describing the work; none names hours, which some services state themselves. */
const SERVICE_CLOSING: Record<DemoLanguage, Array<(place: Location) => string>> = {
  uz: [
    (place) => `${place.district} va atrofida ishlaymiz.`,
    () => 'Narxlar kelishiladi, doimiy mijozlarga chegirma bor.',
    () => 'Savollar boʻlsa, chatga yozing.',
    () => 'Naqd pul, Click yoki Payme orqali toʻlash mumkin.',
    () => 'Oldindan yozilsangiz, vaqtingizni band qilib qoʻyamiz.',
  ],
  ru: [
    (place) => `Работаем: ${place.district_ru} и окрестности.`,
    () => 'Цены договорные, постоянным клиентам скидки.',
    () => 'Вопросы пишите в чат.',
    () => 'Оплата наличными, через Click или Payme.',
    () => 'Запишитесь заранее, и мы оставим для вас время.',
  ],
};

/** What the master says about the work, then one or two stock lines in the same language. */
export function describeService(random: Random, input: { about: string; place: Location }): string {
  const closings = random.sample(SERVICE_CLOSING[languageOf(input.about)], random.int(1, 2));
  return [input.about, ...closings.map((closing) => closing(input.place))].join(' ');
}
