import type { ListingKind } from '../lib/listing-kinds.ts';
import type { ReviewReason, ReviewRole } from '../lib/review-rules.ts';
import { sameRegion, type Line, type Side } from './chat-phrases.ts';
import type { TalkContext } from './comment-phrases.ts';
import type { DemoLanguage } from './phrases.ts';

/**
 * What the demo's reviews say (demo-reviews.ts, issue 24): short, as people write them after a
 * deal, in Uzbek Latin (with ʻ) or Russian, the deal's language; and the conversations of a
 * master's past customers who came back to review the work.
 */

type Words = Record<DemoLanguage, string[]>;

/**
 * A past customer's conversation with a master: `after` is the first line written once the work
 * was done, `later` days after the first line, between those hours of the day in Uzbekistan.
 */
export interface TalkScript {
  lines: Array<readonly [Side, Line]>;
  after: number;
  later: { days: readonly [number, number]; hours: readonly [number, number] };
}

/** The master comes to the customer (in the same region). */
const VISIT = ['appliance-repair', 'construction-renovation', 'plumbing-electrical', 'cleaning', 'moving-freight', 'other-services', 'nannies-caregivers'];
/** The customer comes for a booked hour. */
const BOOKED = ['beauty', 'health', 'tutoring', 'tailoring', 'auto-service', 'phone-computer-repair', 'pet-services'];
/** A job ordered and handed over: paid when done. */
const ORDER = ['it-development', 'design-printing', 'legal-accounting', 'photo-video', 'weddings-events'];
/** A ride in the same region. */
const TRIP = ['passenger-transport'];

const TALKS: Array<{ categories: string[]; local: boolean; scripts: Record<DemoLanguage, TalkScript> }> = [
  {
    categories: VISIT,
    local: true,
    scripts: {
      uz: {
        lines: [
          ['buyer', 'Assalomu alaykum! Shu hafta uyga kela olasizmi?'],
          ['seller', 'Vaalaykum assalom, ha, ertaga tushdan keyin boʻshman.'],
          ['buyer', (c) => `Boʻpti, ${c.asker.district}. Manzilni hozir yozaman.`],
          ['seller', 'Kelishdik, borishdan oldin qoʻngʻiroq qilaman.'],
          ['buyer', 'Rahmat, hammasi joyida, ishingiz yoqdi!'],
          ['seller', 'Arzimaydi, yana kerak boʻlsa yozing.'],
        ],
        after: 4,
        later: { days: [1, 1], hours: [15, 19] },
      },
      ru: {
        lines: [
          ['buyer', 'Здравствуйте! Сможете на этой неделе приехать?'],
          ['seller', 'Здравствуйте, да, завтра после обеда.'],
          ['buyer', (c) => `Хорошо, ${c.asker.district_ru}. Адрес сейчас напишу.`],
          ['seller', 'Договорились, перед выездом позвоню.'],
          ['buyer', 'Спасибо, всё отлично!'],
          ['seller', 'Обращайтесь, если что.'],
        ],
        after: 4,
        later: { days: [1, 1], hours: [15, 19] },
      },
    },
  },
  {
    categories: BOOKED,
    local: false,
    scripts: {
      uz: {
        lines: [
          ['buyer', 'Assalomu alaykum, ertaga yozilsa boʻladimi?'],
          ['seller', 'Vaalaykum assalom, soat 11:00 va 15:00 boʻsh.'],
          ['buyer', '11:00 ga yozib qoʻying, iltimos.'],
          ['seller', 'Yozib qoʻydim, kutamiz.'],
          ['buyer', 'Bugun uchun rahmat, hammasi yoqdi!'],
          ['seller', 'Sizga ham rahmat, yana keling!'],
        ],
        after: 4,
        later: { days: [1, 1], hours: [12, 18] },
      },
      ru: {
        lines: [
          ['buyer', 'Добрый день, можно записаться на завтра?'],
          ['seller', 'Здравствуйте, свободно 11:00 и 15:00.'],
          ['buyer', 'Запишите на 11:00, пожалуйста.'],
          ['seller', 'Записали, ждём вас.'],
          ['buyer', 'Спасибо за сегодня, всё понравилось!'],
          ['seller', 'Вам спасибо, приходите ещё!'],
        ],
        after: 4,
        later: { days: [1, 1], hours: [12, 18] },
      },
    },
  },
  {
    categories: ORDER,
    local: false,
    scripts: {
      uz: {
        lines: [
          ['buyer', 'Assalomu alaykum, sizga ish bor edi. Narxi qancha boʻladi?'],
          ['seller', 'Vaalaykum assalom, nima kerakligini yozing, aniq aytaman.'],
          ['buyer', 'Hozir batafsil yozaman. Shu hafta qila olasizmi?'],
          ['seller', 'Ha, kelishilgan kunga hammasi tayyor boʻladi.'],
          ['buyer', 'Hammasi zoʻr chiqdi, rahmat! Pulni Click orqali tashladim.'],
          ['seller', 'Keldi, rahmat! Yana murojaat qiling.'],
        ],
        after: 4,
        later: { days: [2, 4], hours: [10, 19] },
      },
      ru: {
        lines: [
          ['buyer', 'Здравствуйте, есть для вас работа. Сколько будет стоить?'],
          ['seller', 'Здравствуйте, напишите подробнее, скажу точно.'],
          ['buyer', 'Сейчас напишу подробно. Успеете на этой неделе?'],
          ['seller', 'Да, к оговорённому дню всё будет готово.'],
          ['buyer', 'Всё получилось отлично, спасибо! Перевёл через Click.'],
          ['seller', 'Пришло, спасибо! Обращайтесь.'],
        ],
        after: 4,
        later: { days: [2, 4], hours: [10, 19] },
      },
    },
  },
  {
    categories: TRIP,
    local: true,
    scripts: {
      uz: {
        lines: [
          ['buyer', 'Assalomu alaykum! Ertaga ertalab soat 6 da vokzalga olib borasizmi?'],
          ['seller', 'Vaalaykum assalom, ha, olib boraman.'],
          ['buyer', (c) => `${c.asker.district}dan olasiz, manzilni yozaman.`],
          ['seller', 'Kelishdik, 5:50 da eshik oldida boʻlaman.'],
          ['buyer', 'Vaqtida yetkazdingiz, rahmat!'],
          ['seller', 'Oq yoʻl!'],
        ],
        after: 4,
        later: { days: [1, 1], hours: [7, 10] },
      },
      ru: {
        lines: [
          ['buyer', 'Здравствуйте! Завтра в 6 утра до вокзала довезёте?'],
          ['seller', 'Здравствуйте, да, довезу.'],
          ['buyer', 'Адрес сейчас скину.'],
          ['seller', 'Договорились, в 5:50 буду у подъезда.'],
          ['buyer', 'Довезли вовремя, спасибо!'],
          ['seller', 'Счастливого пути!'],
        ],
        after: 4,
        later: { days: [1, 1], hours: [7, 10] },
      },
    },
  },
];

/** The conversation a past customer had with the master about this service, or none that fits (a visit needs a customer of the same region). */
export function talkScriptFor(language: DemoLanguage, context: TalkContext): TalkScript | undefined {
  const talk = TALKS.find((each) => each.categories.includes(context.listing.categorySlug));
  if (!talk || (talk.local && !sameRegion(context))) return undefined;
  return talk.scripts[language];
}

/** Whether a customer must live in the master's region for this service. */
export const servedLocally = (categorySlug: string): boolean => TALKS.some((each) => each.local && each.categories.includes(categorySlug));

/** A good deal in a few words (4 or 5 stars), by who writes it (the buyer or customer, or the seller of the buyer) and what the listing was. */
export const GOOD_REVIEWS: Record<ReviewRole, Record<ListingKind, Words>> = {
  buyer: {
    product: {
      uz: [
        'Hammasi aytilganidek, rahmat!',
        'Sotuvchi xushmuomala, buyum rasmdagidek.',
        'Tez kelishib oldik, vaqtida keldi.',
        'Narxi kelishilganidek boʻldi, hech qanday muammo yoʻq.',
        'Yaxshi sotuvchi, tavsiya qilaman.',
        'Holati zoʻr ekan, rahmat.',
      ],
      ru: [
        'Всё как в описании, спасибо!',
        'Приятный продавец, вещь как на фото.',
        'Быстро договорились, пришёл вовремя.',
        'Цена как договаривались, без сюрпризов.',
        'Рекомендую продавца.',
      ],
    },
    service: {
      uz: [
        'Ishini puxta qildi, rahmat!',
        'Vaqtida keldi, hammasini tushuntirib berdi.',
        'Narxi kelishilganidek, ish sifatli.',
        'Juda mamnunman, yana murojaat qilaman.',
        'Tez va toza ishladi.',
        'Oʻz ishining ustasi, tavsiya qilaman.',
      ],
      ru: [
        'Сделали аккуратно, спасибо!',
        'Всё вовремя, всё объяснили.',
        'Цена как договаривались, качество хорошее.',
        'Всё понравилось, обращусь ещё.',
        'Быстро и чисто.',
        'Мастер своего дела, рекомендую.',
      ],
    },
    real_estate: {
      uz: [
        'Kvartira rasmdagidek, hujjatlari joyida, rahmat!',
        'Koʻrsatishga vaqtida keldi, hamma savolga javob berdi.',
        'Narxi kelishilganidek boʻldi, notariusda tez rasmiylashtirdik.',
        'Halol uy egasi, tavsiya qilaman.',
      ],
      ru: [
        'Квартира как на фото, документы в порядке, спасибо!',
        'Показал вовремя, ответил на все вопросы.',
        'Цена как договаривались, у нотариуса оформили быстро.',
        'Честный хозяин, рекомендую.',
      ],
    },
  },
  seller: {
    product: {
      uz: ['Oʻz vaqtida keldi, hisob-kitob joyida.', 'Yaxshi xaridor, tez kelishdik.', 'Xushmuomala inson, rahmat.', 'Hammasi kelishilganidek boʻldi.'],
      ru: ['Пришёл вовремя, расчёт без проблем.', 'Хороший покупатель, быстро договорились.', 'Вежливый человек, спасибо.', 'Всё по договорённости.'],
    },
    service: {
      uz: ['Kelishilgan vaqtda kutib oldi, hisob-kitob joyida.', 'Yoqimli mijoz, rahmat.', 'Hammasi aniq tushuntirildi, ishlash oson boʻldi.'],
      ru: ['Встретили вовремя, оплата сразу.', 'Приятный клиент, спасибо.', 'Всё чётко объяснили, работать было легко.'],
    },
    real_estate: {
      uz: ['Kelishilgan vaqtda keldi, hisob-kitob joyida.', 'Jiddiy xaridor, tez kelishdik.', 'Hujjatlarni birga tayyorladik, rahmat.'],
      ru: ['Пришли вовремя, расчёт без проблем.', 'Серьёзный покупатель, быстро договорились.', 'Вместе подготовили документы, спасибо.'],
    },
  },
};

/** A deal that went less well (3 stars or fewer): its reason tags, the words, and the reviewed person's answer. */
export interface LowReview {
  stars: 1 | 2 | 3;
  reasons: ReviewReason[];
  text: Record<DemoLanguage, string>;
  answer: Record<DemoLanguage, string>;
}

export const LOW_REVIEWS: Record<ReviewRole, Record<ListingKind, LowReview[]>> = {
  buyer: {
    product: [
      {
        stars: 3,
        reasons: ['not_as_described'],
        text: { uz: 'Rasmdagidek emas, tirnalgan joylari bor ekan.', ru: 'Не совсем как на фото, есть царапины.' },
        answer: {
          uz: 'Tirnalgan joyini uchrashganda koʻrsatgandim, narxini shunga tushirgandik.',
          ru: 'Царапину я показал при встрече, за неё и уступил в цене.',
        },
      },
      {
        stars: 2,
        reasons: ['price_changed'],
        text: { uz: 'Uchrashganda narxni oshirdi.', ru: 'При встрече поднял цену.' },
        answer: { uz: 'Eʼlondagi narx oʻzgarmagan, yetkazib berish alohida edi.', ru: 'Цена в объявлении та же, доставка оплачивалась отдельно.' },
      },
      {
        stars: 3,
        reasons: ['no_show'],
        text: { uz: 'Bir soat kechikdi, kutib qoldim.', ru: 'Опоздал на час, пришлось ждать.' },
        answer: { uz: 'Kechirasiz, yoʻlda tirbandlik boʻldi, oldindan yozgandim.', ru: 'Извините, была пробка, я предупреждал.' },
      },
    ],
    service: [
      {
        stars: 2,
        reasons: ['no_show'],
        text: { uz: 'Aytgan vaqtida kelmadi, ertasiga keldi.', ru: 'Не пришёл в назначенное время, перенёс на следующий день.' },
        answer: {
          uz: 'Oldingi buyurtma choʻzilib ketdi, kechirasiz. Ishni bepul tekshirib beraman.',
          ru: 'Задержался на прошлом заказе, извините. Проверю работу бесплатно.',
        },
      },
      {
        stars: 3,
        reasons: ['price_changed'],
        text: { uz: 'Ish yaxshi, lekin narx kelishilganidan qimmat chiqdi.', ru: 'Работа нормальная, но вышло дороже, чем договаривались.' },
        answer: { uz: 'Qoʻshimcha material kerak boʻldi, buni joyida aytgandim.', ru: 'Понадобились дополнительные материалы, я сказал об этом на месте.' },
      },
      {
        stars: 1,
        reasons: ['not_as_described', 'other'],
        text: { uz: 'Ish chala qoldi, boshqa ustani chaqirishga toʻgʻri keldi.', ru: 'Работу не доделал, пришлось звать другого мастера.' },
        answer: { uz: 'Kamchilikni bepul tuzatib berishga tayyorman, yozing.', ru: 'Готов бесплатно всё исправить, напишите мне.' },
      },
    ],
    real_estate: [
      {
        stars: 3,
        reasons: ['not_as_described'],
        text: { uz: 'Taʼmiri rasmdagidan eskiroq ekan.', ru: 'Ремонт оказался старее, чем на фото.' },
        answer: { uz: 'Rasmlar bir yil oldin olingan edi, koʻrishda buni aytgandim.', ru: 'Фото были годовой давности, я сказал об этом на показе.' },
      },
      {
        stars: 2,
        reasons: ['price_changed'],
        text: { uz: 'Koʻrishga borganda narxni oshirdi.', ru: 'На показе поднял цену.' },
        answer: { uz: 'Dollar kursi oʻzgargandi, soʻmdagi narxni yangiladik.', ru: 'Изменился курс доллара, пересчитали цену в сумах.' },
      },
    ],
  },
  seller: {
    product: [
      {
        stars: 3,
        reasons: ['no_show'],
        text: { uz: 'Kelishilgan vaqtdan ancha kech keldi.', ru: 'Пришёл намного позже, чем договорились.' },
        answer: { uz: 'Kechirasiz, ishdan chiqolmay qoldim.', ru: 'Извините, задержали на работе.' },
      },
    ],
    service: [
      {
        stars: 3,
        reasons: ['price_changed'],
        text: { uz: 'Ish tugagach narxni tushirishni soʻradi.', ru: 'После работы стал просить скидку.' },
        answer: { uz: 'Kelishilgan narx boshqacha edi, lekin baribir rahmat.', ru: 'Договаривались о другой цене, но всё равно спасибо.' },
      },
    ],
    real_estate: [
      {
        stars: 3,
        reasons: ['no_show'],
        text: { uz: 'Koʻrishga ikki marta kelmay qoldi.', ru: 'Дважды не пришёл на показ.' },
        answer: { uz: 'Kechirasiz, ishdan chiqolmay qoldim, oldindan yozdim.', ru: 'Извините, не смог уйти с работы, предупреждал.' },
      },
    ],
  },
};

/** The reviewed person's thanks under a good review. */
export const THANKS_ANSWERS: Words = {
  uz: ['Rahmat! Yana kutib qolamiz.', 'Oʻzingizga rahmat, doim xizmatingizdamiz.', 'Rahmat, yaxshi ishlating!'],
  ru: ['Спасибо, обращайтесь!', 'Рад был помочь!', 'Спасибо, пользуйтесь на здоровье!'],
};

/** Reviews a moderator hid after the reviewed person reported them: their stars, words, the report and the decision's reason. */
export interface HiddenReview {
  stars: number;
  reasons: ReviewReason[];
  text: Record<DemoLanguage, string>;
  report: { reason: 'offensive' | 'spam'; note: string };
  decision: string;
}

export const HIDDEN_REVIEWS: HiddenReview[] = [
  {
    stars: 1,
    reasons: ['rude'],
    text: { uz: 'Aldamchi va qoʻpol odam!!! Hech kim bundan hech narsa olmasin!', ru: 'Мошенник и хам!!! Никому не советую с ним связываться!' },
    report: { reason: 'offensive', note: 'Haqorat qilingan, bitim joyida oʻtgan edi.' },
    decision: 'Haqoratli soʻzlar',
  },
  {
    stars: 5,
    reasons: [],
    text: {
      uz: 'Zoʻr! Arzon narxlar kerak boʻlsa Telegramdagi @chegirma_bozor_uz kanalimizga obuna boʻling!',
      ru: 'Отлично! Дешевле только у нас — подписывайтесь на Telegram @skidki_bozor_uz!',
    },
    report: { reason: 'spam', note: 'Sharh emas, boshqa kanal reklamasi.' },
    decision: 'Reklama, bitimga aloqasi yoʻq',
  },
];
