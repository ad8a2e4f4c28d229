import type { ListingKind } from '../lib/listing-kinds.ts';
import type { Location } from '../server/locations/locations.service.ts';
import type { PlannedListing } from './plan-types.ts';
import type { DemoLanguage } from './phrases.ts';

/** What a line may depend on: the listing, where it is, and where the one asking lives. */
export interface TalkContext {
  listing: PlannedListing;
  place: Location;
  asker: Location;
}

type Line = string | ((context: TalkContext) => string);

/** A question (or a word of praise) and the owner's possible answers, which all fit it. */
export interface Exchange {
  ask: Line;
  answers: Line[];
  /** Only where it makes sense: a visit for masters who come home, a parcel to another region. */
  fits?: (context: TalkContext) => boolean;
  /** Praise from a past customer: the owner thanks, and nobody thanks back. */
  praise?: true;
}

export const say = (line: Line, context: TalkContext) => (typeof line === 'string' ? line : line(context));

const sameRegion = (context: TalkContext) => context.asker.region === context.place.region;
const among = (slugs: string[]) => (context: TalkContext) => slugs.includes(context.listing.categorySlug);
const REPAIRS = ['appliance-repair', 'phone-computer-repair', 'construction-renovation', 'plumbing-electrical', 'auto-service'];
const COMES_HOME = [
  'appliance-repair',
  'construction-renovation',
  'plumbing-electrical',
  'cleaning',
  'beauty',
  'health',
  'nannies-caregivers',
  'pet-services',
  'other-services',
  'moving-freight',
];
const URGENT = [...REPAIRS, 'cleaning', 'moving-freight', 'passenger-transport', 'pet-services', 'other-services'];
/** Work priced after a look at it. */
const MEASURED = [...REPAIRS, 'cleaning', 'moving-freight', 'tailoring', 'design-printing', 'it-development'];
/** Booked in advance, often with a deposit. */
const DEPOSIT = [...MEASURED, 'weddings-events', 'photo-video'];
const SHOWS_WORK = ['construction-renovation', 'design-printing', 'photo-video', 'weddings-events', 'beauty', 'tailoring', 'it-development'];
const GADGETS = ['phones', 'computers', 'electronics', 'home-appliances'];

/** Russian needs the accusative after «в»: «Самаркандскую область», «Республику Каракалпакстан» (districts and cities do not change). */
const toRussianAccusative = (place: string) => place.replace(/ая область$/, 'ую область').replace(/^Республика /, 'Республику ');

const SERVICE_TALK: Record<DemoLanguage, Exchange[]> = {
  uz: [
    {
      ask: 'Assalomu alaykum, narxi qancha boʻladi?',
      answers: [
        'Vaalaykum assalom! Narxi ishning hajmiga qarab, koʻrib chiqib aniq aytaman.',
        'Vaalaykum assalom, raqamingizni qoldiring, qoʻngʻiroq qilib tushuntiraman.',
      ],
      fits: among(MEASURED),
    },
    {
      ask: 'Assalomu alaykum, narxi qancha boʻladi?',
      answers: ['Vaalaykum assalom! Chatga yozing, batafsil aytaman.', 'Vaalaykum assalom, raqamingizni qoldiring, qoʻngʻiroq qilib tushuntiraman.'],
      fits: (c) => !among(MEASURED)(c),
    },
    {
      ask: 'Dam olish kunlari ham ishlaysizmi?',
      answers: ['Ha, yakshanbadan tashqari har kuni ishlaymiz.', 'Shanba kuni ishlaymiz, yakshanba kelishuv asosida.'],
    },
    {
      ask: 'Ertaga ertalab boʻshmisiz? Shoshilinch edi.',
      answers: ['Ertaga soat 10 dan keyin boʻshman, manzilni yozing.', 'Ertalab band, tushdan keyin bora olaman.'],
      fits: among(URGENT),
    },
    {
      ask: (c) => `${c.asker.district}ga ham chiqasizmi?`,
      answers: ['Ha, chiqamiz, yoʻl haqi olinmaydi.', 'Ha, faqat bir kun oldin kelishib olamiz.'],
      fits: (c) => sameRegion(c) && among(COMES_HOME)(c),
    },
    { ask: 'Kafolat berasizmi?', answers: ['Albatta, hamma ishga kafolat beramiz.', 'Ha, olti oy kafolat, chek bilan.'], fits: among(REPAIRS) },
    {
      ask: 'Oldingi ishlaringizdan namunalar bormi?',
      answers: ['Ha, Telegramga yozing, rasmlarini yuboraman.', 'Bor, chatga yozing, koʻrsataman.'],
      fits: among(SHOWS_WORK),
    },
    { ask: 'Oldindan toʻlov kerakmi?', answers: ['Yoʻq, toʻlov ish tugagandan keyin.', 'Ozgina oldindan, qolgani ishdan keyin.'], fits: among(DEPOSIT) },
    { ask: 'Click yoki Payme orqali toʻlasa boʻladimi?', answers: ['Ha, boʻladi.', 'Ha, kartaga oʻtkazsangiz ham boʻladi.'] },
    { ask: 'Onlayn darslar ham bormi?', answers: ['Ha, Zoom orqali ham oʻtamiz.', 'Ha, onlayn guruh kechqurun soat 19:00 da.'], fits: among(['tutoring']) },
    {
      ask: 'Xizmatidan foydalandik, hammasi vaqtida va sifatli qilindi. Tavsiya qilaman!',
      answers: ['Rahmat, yana xizmatingizdamiz!', 'Iliq soʻzlaringiz uchun rahmat!'],
      fits: sameRegion,
      praise: true,
    },
  ],
  ru: [
    {
      ask: 'Здравствуйте, сколько стоит?',
      answers: ['Здравствуйте! Цена зависит от объёма работы, после осмотра скажу точно.', 'Здравствуйте, оставьте номер, перезвоню и всё расскажу.'],
      fits: among(MEASURED),
    },
    {
      ask: 'Здравствуйте, сколько стоит?',
      answers: ['Здравствуйте! Напишите в чат, всё подробно расскажу.', 'Здравствуйте, оставьте номер, перезвоню и всё расскажу.'],
      fits: (c) => !among(MEASURED)(c),
    },
    { ask: 'В выходные работаете?', answers: ['Да, каждый день, кроме воскресенья.', 'В субботу да, в воскресенье по договорённости.'] },
    {
      ask: 'Завтра утром сможете? Срочно нужно.',
      answers: ['Завтра после 10 можно, пишите адрес.', 'Утром всё занято, после обеда получится.'],
      fits: among(URGENT),
    },
    {
      ask: (c) => `Выезжаете в ${c.asker.district_ru}?`,
      answers: ['Да, выезд бесплатный.', 'Да, только договоримся заранее.'],
      fits: (c) => sameRegion(c) && among(COMES_HOME)(c),
    },
    { ask: 'Гарантию даёте?', answers: ['Конечно, на все работы гарантия.', 'Да, шесть месяцев, с чеком.'], fits: among(REPAIRS) },
    { ask: 'Есть примеры работ?', answers: ['Да, напишите в чат, пришлю фото.', 'Конечно, скину в чат.'], fits: among(SHOWS_WORK) },
    { ask: 'Предоплата нужна?', answers: ['Нет, оплата после работы.', 'Небольшая, остальное после работы.'], fits: among(DEPOSIT) },
    { ask: 'Можно оплатить через Click или Payme?', answers: ['Да, можно.', 'Да, можно и переводом на карту.'] },
    { ask: 'Онлайн занятия тоже есть?', answers: ['Да, по Zoom.', 'Да, онлайн-группа вечером в 19:00.'], fits: among(['tutoring']) },
    {
      ask: 'Пользовались услугой, всё сделали быстро и аккуратно. Рекомендую!',
      answers: ['Спасибо за отзыв, обращайтесь!', 'Спасибо, рады помочь!'],
      fits: sameRegion,
      praise: true,
    },
  ],
};

const PRODUCT_TALK: Record<DemoLanguage, Exchange[]> = {
  uz: [
    { ask: 'Hali sotilmadimi?', answers: ['Yoʻq, hali bor.', 'Hali bor, kelib koʻrishingiz mumkin.'] },
    { ask: 'Oxirgi narxi qancha?', answers: ['Koʻrganingizda ozgina kelishamiz.', 'Narxi oxirgi, shundoq ham arzon.'] },
    {
      ask: (c) => `${c.asker.region}ga joʻnata olasizmi?`,
      answers: ['Ha, pochta yoki BTS orqali, yoʻl haqi sizdan.', 'Afsuski, faqat oʻzi olib ketish.'],
      fits: (c) => !sameRegion(c),
    },
    {
      ask: (c) => `${c.asker.district}ga olib kelib bera olasizmi?`,
      answers: ['Ha, kechqurun olib borishim mumkin.', 'Taksi bilan joʻnataman, yoʻl haqi sizdan.'],
      fits: sameRegion,
    },
    { ask: 'Qachon kelib koʻrsa boʻladi?', answers: ['Har kuni soat 18:00 dan keyin.', 'Ertaga kun boʻyi uydaman, yozing.'] },
    { ask: 'Almashtirish varianti bormi?', answers: ['Yoʻq, faqat sotiladi.', 'Faqat pulga, uzr.'] },
    {
      ask: 'Kafolati bormi?',
      answers: ['Ha, doʻkon kafolati, taloni bilan.', 'Bor, bir yil.'],
      fits: (c) => c.listing.condition === 'new' && GADGETS.includes(c.listing.categorySlug),
    },
  ],
  ru: [
    { ask: 'Ещё актуально?', answers: ['Да, актуально.', 'Да, можно посмотреть в любое время.'] },
    { ask: 'Какая окончательная цена?', answers: ['Небольшой торг при осмотре.', 'Цена окончательная, и так недорого.'] },
    {
      ask: (c) => `Отправите в ${toRussianAccusative(c.asker.region_ru)}?`,
      answers: ['Да, почтой или BTS, доставка за ваш счёт.', 'К сожалению, только самовывоз.'],
      fits: (c) => !sameRegion(c),
    },
    {
      ask: (c) => `Сможете привезти в ${c.asker.district_ru}?`,
      answers: ['Да, вечером могу подвезти.', 'Отправлю на такси, доставка за ваш счёт.'],
      fits: sameRegion,
    },
    { ask: 'Когда можно посмотреть?', answers: ['Каждый день после 18:00.', 'Завтра весь день дома, пишите.'] },
    { ask: 'Обмен интересует?', answers: ['Нет, только продажа.', 'Нет, извините, только продажа.'] },
    {
      ask: 'Гарантия есть?',
      answers: ['Да, магазинная, с талоном.', 'Да, год.'],
      fits: (c) => c.listing.condition === 'new' && GADGETS.includes(c.listing.categorySlug),
    },
  ],
};

/** The asker's last word after an answer; these fit a yes as well as a no. */
export const THANKS: Record<DemoLanguage, string[]> = {
  uz: ['Rahmat!', 'Tushunarli, rahmat.', 'Rahmat, qoʻngʻiroq qilaman.', 'Mayli, rahmat.', 'Rahmat, yozaman.'],
  ru: ['Спасибо!', 'Ясно, спасибо.', 'Спасибо, позвоню.', 'Хорошо, спасибо.', 'Спасибо, напишу.'],
};

/** What one may ask about this listing in this language. */
export function exchangesFor(kind: ListingKind, language: DemoLanguage, context: TalkContext): Exchange[] {
  return (kind === 'service' ? SERVICE_TALK : PRODUCT_TALK)[language].filter((exchange) => !exchange.fits || exchange.fits(context));
}
