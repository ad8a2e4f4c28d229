import type { ListingKind } from '../lib/listing-kinds.ts';
import { forSale, priceOf, propertyPrice, sameRegion, toRussianAccusative, type Line, type Side } from './chat-phrases.ts';
import type { TalkContext } from './comment-phrases.ts';
import type { DemoLanguage } from './phrases.ts';

/**
 * One step of a conversation that ends in a deal: a line (the sides take turns, the buyer
 * first), the seller's move on the listing some minutes after the line before it (the move comes
 * before the line that says so), or the night before the next day's lines.
 */
export type DealStep = readonly [Side, Line] | { readonly move: 'reserve' | 'sell'; readonly minutes: readonly [number, number] } | { readonly nextDay: true };

export interface DealScript {
  steps: DealStep[];
  /** Only where it makes sense: a meeting in the same region, a parcel to another. */
  fits?: (context: TalkContext) => boolean;
}

/**
 * What the conversation leads to: the listing reserved for the buyer, sold to them, reserved
 * and sold the next day, or sold to this buyer while it was reserved for another who went quiet.
 */
export type Deal = 'reserve' | 'sell' | 'reserve-then-sell' | 'sell-while-reserved';

const otherRegion = (context: TalkContext) => !sameRegion(context);
/** Reserving is done in a minute or two, after the buyer's words. */
const RESERVE = { move: 'reserve', minutes: [1, 4] } as const;
/** A sale in person comes after the meeting, a sale by parcel once the money is there. */
const SOLD_AT_MEETING = { move: 'sell', minutes: [90, 240] } as const;
const SOLD_ON_PAYMENT = { move: 'sell', minutes: [3, 30] } as const;
const NEXT_DAY = { nextDay: true } as const;

const PRODUCT_DEALS: Record<Deal, Record<DemoLanguage, DealScript[]>> = {
  reserve: {
    uz: [
      {
        steps: [
          ['buyer', 'Assalomu alaykum! Hali sotilmadimi?'],
          ['seller', 'Vaalaykum assalom, hali bor.'],
          ['buyer', (c) => `Olaman. ${priceOf(c)} soʻmni ertaga olib kelsam boʻladimi? Ungacha boshqaga bermay turing.`],
          RESERVE,
          ['seller', 'Mayli, ertagacha sizga band qilib qoʻydim.'],
          ['buyer', 'Rahmat, kelishdan oldin yozaman.'],
        ],
        fits: sameRegion,
      },
      {
        steps: [
          ['buyer', (c) => `Salom! ${c.asker.region}ga joʻnata olasizmi?`],
          ['seller', 'Ha, BTS orqali joʻnataman, yoʻl haqi sizdan.'],
          ['buyer', 'Unda olaman. Juma kuni pulni tashlayman, ungacha menga olib qoʻying.'],
          RESERVE,
          ['seller', 'Xoʻp, jumagacha siz uchun band qildim.'],
          ['buyer', 'Katta rahmat!'],
        ],
        fits: otherRegion,
      },
    ],
    ru: [
      {
        steps: [
          ['buyer', 'Здравствуйте! Ещё продаёте?'],
          ['seller', 'Здравствуйте, да, актуально.'],
          ['buyer', 'Беру. Отложите до завтра? Вечером привезу деньги.'],
          RESERVE,
          ['seller', 'Хорошо, отложил для вас до завтра.'],
          ['buyer', 'Спасибо, перед выездом напишу.'],
        ],
        fits: sameRegion,
      },
      {
        steps: [
          ['buyer', (c) => `Добрый день. Отправите в ${toRussianAccusative(c.asker.region_ru)}?`],
          ['seller', 'Да, через BTS, доставка за ваш счёт.'],
          ['buyer', 'Тогда беру. Оплачу в пятницу, отложите для меня?'],
          RESERVE,
          ['seller', 'Договорились, до пятницы за вами.'],
          ['buyer', 'Спасибо!'],
        ],
        fits: otherRegion,
      },
    ],
  },
  sell: {
    uz: [
      {
        steps: [
          ['buyer', 'Assalomu alaykum, hali bormi? Bugun olib ketmoqchiman.'],
          ['seller', 'Bor, kelavering.'],
          ['buyer', (c) => `${priceOf(c)} soʻm naqd olib boraman, soat 18:00 da boʻladimi?`],
          ['seller', 'Boʻladi, kutaman.'],
          SOLD_AT_MEETING,
          ['buyer', 'Rahmat, hammasi joyida ekan!'],
          ['seller', 'Yaxshi ishlating!'],
        ],
        fits: sameRegion,
      },
      {
        steps: [
          ['buyer', (c) => `Salom! ${c.asker.region}ga joʻnata olasizmi?`],
          ['seller', 'Ha, BTS orqali, yoʻl haqi sizdan.'],
          ['buyer', 'Olaman. Pulni hozir Click orqali tashlayman.'],
          ['seller', 'Pul keldi, bugun joʻnataman.'],
          SOLD_ON_PAYMENT,
          ['buyer', 'Rahmat, kutaman.'],
        ],
        fits: otherRegion,
      },
    ],
    ru: [
      {
        steps: [
          ['buyer', 'Здравствуйте, ещё продаёте? Хочу забрать сегодня.'],
          ['seller', 'Да, приезжайте.'],
          ['buyer', 'Буду в 18:00, оплата наличными.'],
          ['seller', 'Договорились, жду.'],
          SOLD_AT_MEETING,
          ['buyer', 'Спасибо, всё отлично!'],
          ['seller', 'Пользуйтесь на здоровье!'],
        ],
        fits: sameRegion,
      },
      {
        steps: [
          ['buyer', (c) => `Добрый день. Отправите в ${toRussianAccusative(c.asker.region_ru)}?`],
          ['seller', 'Да, через BTS, доставка за ваш счёт.'],
          ['buyer', 'Беру. Сейчас переведу через Click.'],
          ['seller', 'Деньги пришли, сегодня отправлю.'],
          SOLD_ON_PAYMENT,
          ['buyer', 'Спасибо, жду посылку.'],
        ],
        fits: otherRegion,
      },
    ],
  },
  'reserve-then-sell': {
    uz: [
      {
        steps: [
          ['buyer', 'Assalomu alaykum! Hali sotilmadimi?'],
          ['seller', 'Vaalaykum assalom, hali bor.'],
          ['buyer', 'Olaman, ertaga pul bilan kelaman. Ungacha boshqaga bermay turing.'],
          RESERVE,
          ['seller', 'Mayli, ertagacha sizga band qildim.'],
          NEXT_DAY,
          ['buyer', 'Yoʻldaman, 20 daqiqada yetaman.'],
          ['seller', 'Kutaman, doʻkon oldidaman.'],
          { move: 'sell', minutes: [25, 60] },
        ],
        fits: sameRegion,
      },
      {
        steps: [
          ['buyer', (c) => `Salom! ${c.asker.region}ga joʻnata olasizmi?`],
          ['seller', 'Ha, BTS orqali joʻnataman.'],
          ['buyer', 'Olaman, ertaga pulni tashlayman. Menga band qilib turing.'],
          RESERVE,
          ['seller', 'Xoʻp, siz uchun band qildim.'],
          NEXT_DAY,
          ['buyer', 'Pulni Click orqali tashladim.'],
          ['seller', 'Keldi, bugun joʻnataman. Rahmat!'],
          SOLD_ON_PAYMENT,
        ],
        fits: otherRegion,
      },
    ],
    ru: [
      {
        steps: [
          ['buyer', 'Здравствуйте! Ещё продаёте?'],
          ['seller', 'Здравствуйте, да.'],
          ['buyer', 'Беру, завтра приеду с деньгами. Отложите?'],
          RESERVE,
          ['seller', 'Хорошо, до завтра отложил для вас.'],
          NEXT_DAY,
          ['buyer', 'Выехал, буду через 20 минут.'],
          ['seller', 'Жду у входа.'],
          { move: 'sell', minutes: [25, 60] },
        ],
        fits: sameRegion,
      },
      {
        steps: [
          ['buyer', (c) => `Добрый день. Отправите в ${toRussianAccusative(c.asker.region_ru)}?`],
          ['seller', 'Да, через BTS.'],
          ['buyer', 'Беру, завтра переведу деньги. Отложите для меня?'],
          RESERVE,
          ['seller', 'Хорошо, отложил.'],
          NEXT_DAY,
          ['buyer', 'Перевёл через Click.'],
          ['seller', 'Получил, сегодня отправлю. Спасибо!'],
          SOLD_ON_PAYMENT,
        ],
        fits: otherRegion,
      },
    ],
  },
  'sell-while-reserved': {
    uz: [
      {
        steps: [
          ['buyer', 'Assalomu alaykum, hali sotilmadimi?'],
          ['seller', 'Bir kishiga band qilingan edi, lekin u javob bermayapti. Bugun toʻlasangiz, sizniki.'],
          ['buyer', 'Hozir Click orqali toʻlayman.'],
          ['seller', 'Pul keldi, rahmat!'],
          SOLD_ON_PAYMENT,
        ],
      },
    ],
    ru: [
      {
        steps: [
          ['buyer', 'Здравствуйте, ещё актуально?'],
          ['seller', 'Отложено для одного покупателя, но он пропал. Оплатите сегодня — ваше.'],
          ['buyer', 'Сейчас оплачу через Click.'],
          ['seller', 'Деньги пришли, спасибо!'],
          SOLD_ON_PAYMENT,
        ],
      },
    ],
  },
};

/** A service reserved is a booked time; a service sold is a one-off offer someone took. */
const SERVICE_DEALS: Partial<Record<Deal, Record<DemoLanguage, DealScript[]>>> = {
  reserve: {
    uz: [
      {
        steps: [
          ['buyer', 'Assalomu alaykum! Shanba kuni vaqtingiz bormi?'],
          ['seller', 'Vaalaykum assalom, soat 11:00 boʻsh.'],
          ['buyer', 'Boʻpti, shu vaqtni menga band qilib qoʻying.'],
          RESERVE,
          ['seller', 'Band qildim, shanba kuni kutaman.'],
          ['buyer', 'Rahmat!'],
        ],
      },
    ],
    ru: [
      {
        steps: [
          ['buyer', 'Добрый день! В субботу есть свободное время?'],
          ['seller', 'Да, в 11:00.'],
          ['buyer', 'Запишите меня, пожалуйста.'],
          RESERVE,
          ['seller', 'Записал, ждём вас в субботу в 11:00.'],
          ['buyer', 'Спасибо!'],
        ],
      },
    ],
  },
  sell: {
    uz: [
      {
        steps: [
          ['buyer', 'Assalomu alaykum, bu taklif hali amaldami?'],
          ['seller', 'Ha, amalda.'],
          ['buyer', 'Men olaman. Ertaga boshlasak boʻladimi?'],
          ['seller', 'Boʻladi, kelishdik. Manzilni yozing.'],
          { move: 'sell', minutes: [2, 10] },
          ['buyer', (c) => `${c.asker.district}, ertaga soat 10:00 da kutaman.`],
        ],
      },
    ],
    ru: [
      {
        steps: [
          ['buyer', 'Здравствуйте, предложение ещё в силе?'],
          ['seller', 'Да, в силе.'],
          ['buyer', 'Беру. Сможете начать завтра?'],
          ['seller', 'Да, договорились. Напишите адрес.'],
          { move: 'sell', minutes: [2, 10] },
          ['buyer', (c) => `${c.asker.district_ru}, завтра жду вас в 10:00.`],
        ],
      },
    ],
  },
};

/**
 * A property reserved is one a buyer or tenant has seen and holds with a deposit ("zaklad") until the
 * contract: for a week, as the reservation lasts. Properties sold or let in the demo went to nobody of it.
 */
const REAL_ESTATE_DEALS: Partial<Record<Deal, Record<DemoLanguage, DealScript[]>>> = {
  reserve: {
    uz: [
      {
        steps: [
          ['buyer', 'Assalomu alaykum! Kecha borib koʻrdik, bizga yoqdi.'],
          ['seller', 'Vaalaykum assalom, xursandman.'],
          [
            'buyer',
            (c) =>
              forSale(c)
                ? `${propertyPrice(c, 'uz')}ga rozimiz. Zaklad bersam, hujjatlar tayyor boʻlguncha boshqaga sotmay turasizmi?`
                : `${propertyPrice(c, 'uz')}ga rozimiz. Zaklad tashlasam, bir haftagacha boshqaga bermay turasizmi? Keyingi hafta koʻchib kiramiz.`,
          ],
          RESERVE,
          ['seller', 'Mayli, bir haftaga sizga band qildim. Shartnomani kelganingizda yozamiz.'],
          ['buyer', 'Rahmat, zakladni bugun kechqurun olib boraman.'],
        ],
      },
    ],
    ru: [
      {
        steps: [
          ['buyer', 'Здравствуйте! Вчера смотрели, нам всё понравилось.'],
          ['seller', 'Здравствуйте, рад слышать.'],
          [
            'buyer',
            (c) =>
              forSale(c)
                ? `Согласны на ${propertyPrice(c, 'ru')}. Если оставим задаток, придержите до сделки?`
                : `Согласны на ${propertyPrice(c, 'ru')}. Оставим задаток — придержите на неделю? Заедем со следующей недели.`,
          ],
          RESERVE,
          ['seller', 'Хорошо, на неделю за вами. Договор оформим, когда приедете.'],
          ['buyer', 'Спасибо, задаток завезу сегодня вечером.'],
        ],
      },
    ],
  },
};

const DEALS: Record<ListingKind, Partial<Record<Deal, Record<DemoLanguage, DealScript[]>>>> = {
  product: PRODUCT_DEALS,
  service: SERVICE_DEALS,
  real_estate: REAL_ESTATE_DEALS,
};

/** The conversations that lead to this deal about this listing, in this language. */
export function dealScriptsFor(kind: ListingKind, deal: Deal, language: DemoLanguage, context: TalkContext): DealScript[] {
  const scripts = DEALS[kind][deal];
  if (!scripts) throw new Error(`demo deals: no ${deal} of a ${kind}`);
  return scripts[language].filter((script) => !script.fits || script.fits(context));
}
