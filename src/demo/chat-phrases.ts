import type { ListingKind } from '../lib/listing-kinds.ts';
import { MINOR_PER_MAJOR } from '../lib/money.ts';
import type { TalkContext } from './comment-phrases.ts';
import type { DemoLanguage } from './phrases.ts';

/** What a conversation is about: the core's kinds, and real estate's (issue 38) until the core has it. */
export type TalkKind = ListingKind;

/** Who says a line of a private conversation: the one who wrote to the owner, or the owner. */
export type Side = 'buyer' | 'seller';
export type Line = string | ((context: TalkContext) => string);

/**
 * A private conversation about one listing, as it goes when nobody drops out: the sides take
 * turns, the buyer first. A conversation may stop after any buyer's line (the owner has not
 * read it yet), never before both have spoken.
 */
export interface ChatScript {
  lines: Array<readonly [Side, Line]>;
  /** Only where it makes sense: a parcel to another region, a visit in the same one. */
  fits?: (context: TalkContext) => boolean;
}

export const sameRegion = (context: TalkContext) => context.asker.region === context.place.region;
/** Services whose master comes to the customer. */
const COMES_HOME = [
  'appliance-repair',
  'construction-renovation',
  'plumbing-electrical',
  'cleaning',
  'moving-freight',
  'pet-services',
  'other-services',
  'nannies-caregivers',
];
/** Services the customer comes to, booked for an hour. */
const BOOKED = ['beauty', 'health', 'tutoring', 'tailoring', 'photo-video', 'auto-service', 'pet-services'];
const among = (slugs: string[]) => (context: TalkContext) => slugs.includes(context.listing.categorySlug);

/** So'm as people write them: 1 250 000. */
export const formatPrice = (price: number) => String(price).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
export const priceOf = (context: TalkContext) => formatPrice(context.listing.price ?? 0);
const isNew = (context: TalkContext) => context.listing.condition === 'new';
/** Russian needs the accusative after «в»: «Самаркандскую область», «Республику Каракалпакстан». */
export const toRussianAccusative = (place: string) => place.replace(/ая область$/, 'ую область').replace(/^Республика /, 'Республику ');

const PRODUCT_CHATS: Record<DemoLanguage, ChatScript[]> = {
  uz: [
    {
      lines: [
        ['buyer', 'Assalomu alaykum! Hali sotilmadimi?'],
        ['seller', 'Vaalaykum assalom, hali bor.'],
        ['buyer', (c) => `${priceOf(c)} soʻm oxirgi narxmi? Ozgina tushasizmi?`],
        ['seller', 'Koʻrganingizda ozgina kelishamiz.'],
        ['buyer', 'Qayerda koʻrsa boʻladi?'],
        ['seller', (c) => `${c.place.district}da, bozor oldida uchrashsak boʻladi. Soat 18:00 dan keyin qulay.`],
        ['buyer', 'Mayli, ertaga kechqurun boraman.'],
        ['seller', 'Kelishdik, kelishdan oldin yozing.'],
      ],
    },
    {
      lines: [
        ['buyer', (c) => `Salom! ${c.asker.region}ga joʻnata olasizmi?`],
        ['seller', 'Ha, BTS orqali joʻnataman, yoʻl haqi sizdan.'],
        ['buyer', 'Necha kunda yetib boradi?'],
        ['seller', 'Odatda ikki-uch kunda.'],
        ['buyer', 'Posilkani olganimda toʻlasam boʻladimi? Oldindan toʻlamoqchi emasman.'],
        ['seller', 'Ha, pochtada olganingizda toʻlaysiz.'],
        ['buyer', 'Yaxshi, manzilimni yozaman.'],
      ],
      fits: (c) => !sameRegion(c),
    },
    {
      lines: [
        ['buyer', 'Assalomu alaykum, holati qanaqa? Biror nuqsoni bormi?'],
        [
          'seller',
          (c) => (isNew(c) ? 'Vaalaykum assalom, yangi, qadogʻi ham ochilmagan.' : 'Vaalaykum assalom, ishlatilgan, lekin hammasi joyida, nuqsoni yoʻq.'),
        ],
        ['buyer', 'Bugun koʻrsam boʻladimi?'],
        ['seller', 'Bugun bandman, ertaga tushdan keyin yozing.'],
        ['buyer', 'Xoʻp, ertaga yozaman.'],
      ],
    },
    {
      lines: [
        ['buyer', (c) => `Assalomu alaykum! ${c.asker.district}ga olib kelib bera olasizmi?`],
        ['seller', 'Vaalaykum assalom, ha, kechqurun olib borishim mumkin.'],
        ['buyer', 'Yetkazish qancha boʻladi?'],
        ['seller', 'Taksi narxida, 20–30 ming atrofida.'],
        ['buyer', 'Boʻpti, ertaga kechqurunga kelishamiz.'],
      ],
      fits: sameRegion,
    },
  ],
  ru: [
    {
      lines: [
        ['buyer', 'Здравствуйте! Ещё продаёте?'],
        ['seller', 'Здравствуйте, да, актуально.'],
        ['buyer', (c) => `${priceOf(c)} сум — окончательная цена? Торг есть?`],
        ['seller', 'Небольшой, при осмотре.'],
        ['buyer', 'Где можно посмотреть?'],
        ['seller', (c) => `Смотреть здесь: ${c.place.district_ru}, возле рынка. После 18:00 удобно?`],
        ['buyer', 'Да, завтра вечером подъеду.'],
      ],
    },
    {
      lines: [
        ['buyer', (c) => `Добрый день. Отправите в ${toRussianAccusative(c.asker.region_ru)}?`],
        ['seller', 'Да, через BTS, доставка за ваш счёт.'],
        ['buyer', 'Сколько идёт посылка?'],
        ['seller', 'Обычно два-три дня.'],
        ['buyer', 'Оплата при получении?'],
        ['seller', 'Да, при получении.'],
        ['buyer', 'Отлично, тогда беру. Сейчас напишу адрес.'],
      ],
      fits: (c) => !sameRegion(c),
    },
    {
      lines: [
        ['buyer', 'Здравствуйте, в каком состоянии?'],
        ['seller', (c) => (isNew(c) ? 'Здравствуйте, новый, даже не распакован.' : 'Здравствуйте, б/у, но всё работает, дефектов нет.')],
        ['buyer', 'Чек или документы есть?'],
        ['seller', (c) => (isNew(c) ? 'Да, чек и гарантийный талон.' : 'Чека уже нет, но можно проверить при встрече.')],
        ['buyer', 'Понял, спасибо. Подумаю до вечера.'],
      ],
    },
  ],
};

const SERVICE_CHATS: Record<DemoLanguage, ChatScript[]> = {
  uz: [
    {
      lines: [
        ['buyer', 'Assalomu alaykum! Ertaga boʻshmisiz?'],
        ['seller', 'Vaalaykum assalom, ertaga tushdan keyin boʻshman.'],
        ['buyer', 'Narxi taxminan qancha boʻladi?'],
        ['seller', 'Koʻrib chiqib aniq aytaman, kelish bepul.'],
        ['buyer', (c) => `Yaxshi, ${c.asker.district}, manzilni hozir yozaman.`],
        ['seller', 'Kelishdik, soat 14:00 da boraman.'],
      ],
      fits: (c) => sameRegion(c) && among(COMES_HOME)(c),
    },
    {
      lines: [
        ['buyer', 'Assalomu alaykum, shanba kuni ishlaysizmi?'],
        ['seller', 'Vaalaykum assalom, ha, shanba kuni ishlaymiz.'],
        ['buyer', 'Shanbaga soat 11:00 ga yozib qoʻysangiz boʻladimi?'],
        ['seller', 'Boʻladi, yozib qoʻydim.'],
        ['buyer', 'Rahmat, vaqtida boraman.'],
      ],
      fits: among(BOOKED),
    },
    {
      lines: [
        ['buyer', 'Salom, Click orqali toʻlasa boʻladimi?'],
        ['seller', 'Ha, boʻladi, ish tugagandan keyin.'],
        ['buyer', 'Qachon boshlay olasiz?'],
        ['seller', 'Shu hafta ichida boshlaymiz.'],
        ['buyer', 'Yaxshi, unda kelishamiz.'],
      ],
    },
  ],
  ru: [
    {
      lines: [
        ['buyer', 'Здравствуйте! Завтра сможете?'],
        ['seller', 'Здравствуйте, завтра после обеда.'],
        ['buyer', 'Сколько примерно будет стоить?'],
        ['seller', 'Точно скажу на месте, выезд бесплатный.'],
        ['buyer', 'Хорошо, адрес напишу вечером.'],
        ['seller', 'Жду.'],
      ],
      fits: (c) => sameRegion(c) && among(COMES_HOME)(c),
    },
    {
      lines: [
        ['buyer', 'Добрый день, на субботу записаться можно?'],
        ['seller', 'Да, есть 11:00 и 15:00.'],
        ['buyer', 'Давайте на 11:00.'],
        ['seller', 'Готово, записали вас на 11:00.'],
        ['buyer', 'Спасибо!'],
      ],
      fits: among(BOOKED),
    },
    {
      lines: [
        ['buyer', 'Здравствуйте, можно оплатить через Payme?'],
        ['seller', 'Да, можно, после работы.'],
        ['buyer', 'Когда сможете начать?'],
        ['seller', 'На этой неделе.'],
        ['buyer', 'Хорошо, договорились.'],
      ],
    },
  ],
};

/** A property's price as its owner wrote it: 89 000 $, 4 500 000 soʻm (сум in Russian). */
export const propertyPrice = (context: TalkContext, language: DemoLanguage) => {
  const own = context.listing.own;
  if (!own) return '';
  const amount = formatPrice(Math.round(own.priceMinor / MINOR_PER_MAJOR));
  return own.currency === 'USD' ? `${amount} $` : `${amount} ${language === 'ru' ? 'сум' : 'soʻm'}`;
};
export const forSale = (context: TalkContext) => context.listing.own?.deal === 'sale';
/** Where to meet: the landmark the owner gave, else the district. */
const meetingPlace = (context: TalkContext, language: DemoLanguage) =>
  context.listing.own?.landmark ?? (language === 'ru' ? context.place.district_ru : context.place.district);

/** Questions about a flat, a house, a plot or premises (issue 38): is it still there, the documents, a viewing, the price. */
const REAL_ESTATE_CHATS: Record<DemoLanguage, ChatScript[]> = {
  uz: [
    {
      lines: [
        ['buyer', (c) => (forSale(c) ? 'Assalomu alaykum! Hali sotilmadimi?' : 'Assalomu alaykum! Hali boʻshmi?')],
        ['seller', 'Vaalaykum assalom, ha, hali bor.'],
        ['buyer', (c) => (forSale(c) ? 'Hujjatlari joyidami? Kadastr bormi?' : 'Kommunal toʻlovlar narxga kirganmi?')],
        ['seller', (c) => (forSale(c) ? 'Ha, hammasi joyida, kadastr ham bor.' : 'Yoʻq, kommunal alohida, qishda 400–500 ming atrofida.')],
        ['buyer', 'Koʻrishga qachon borsa boʻladi?'],
        ['seller', (c) => `Ertaga soat 17:00 dan keyin. Moʻljal: ${meetingPlace(c, 'uz')}.`],
        ['buyer', 'Mayli, ertaga boraman, kelishdan oldin yozaman.'],
      ],
    },
    {
      lines: [
        ['buyer', (c) => `Assalomu alaykum, ${propertyPrice(c, 'uz')} oxirgi narxmi? Torg bormi?`],
        ['seller', 'Koʻrganingizdan keyin ozgina kelishamiz.'],
        ['buyer', 'Rasmdagidek holatdami? Taʼmir yangimi?'],
        ['seller', 'Ha, rasmlar yaqinda olingan, hammasi shunday.'],
        ['buyer', 'Tushunarli, oilam bilan maslahatlashib yozaman.'],
      ],
    },
  ],
  ru: [
    {
      lines: [
        ['buyer', 'Здравствуйте! Ещё актуально?'],
        ['seller', 'Здравствуйте, да, актуально.'],
        ['buyer', (c) => `${propertyPrice(c, 'ru')} — окончательная цена? Торг будет?`],
        ['seller', 'Небольшой, при осмотре.'],
        ['buyer', 'Когда можно посмотреть?'],
        ['seller', (c) => `Сегодня после 18:00. Ориентир: ${meetingPlace(c, 'ru')}.`],
        ['buyer', 'Хорошо, подъеду.'],
      ],
    },
    {
      lines: [
        ['buyer', (c) => (forSale(c) ? 'Добрый день, документы в порядке? Кадастр есть?' : 'Добрый день, коммунальные входят в цену?')],
        ['seller', (c) => (forSale(c) ? 'Да, кадастр на руках, всё чисто.' : 'Нет, отдельно, зимой около 400–500 тысяч.')],
        ['buyer', 'Соседи спокойные? Парковка есть?'],
        ['seller', 'Соседи хорошие, машину можно ставить во дворе.'],
        ['buyer', 'Понял, спасибо, подумаю до вечера.'],
      ],
    },
  ],
};

const CHATS: Record<TalkKind, Record<DemoLanguage, ChatScript[]>> = { product: PRODUCT_CHATS, service: SERVICE_CHATS, real_estate: REAL_ESTATE_CHATS };

/** The conversations one may have about this listing in this language. */
export function chatScriptsFor(kind: TalkKind, language: DemoLanguage, context: TalkContext): ChatScript[] {
  return CHATS[kind][language].filter((script) => !script.fits || script.fits(context));
}

export const sayLine = (line: Line, context: TalkContext) => (typeof line === 'string' ? line : line(context));
