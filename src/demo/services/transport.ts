import type { ServiceCategoryPlan } from '../catalog-types.ts';

/** Freight, passengers and cars. Routes name real cities, so those items belong to a seller who lives there. */
export const transportServices: ServiceCategoryPlan[] = [
  {
    slug: 'moving-freight',
    items: [
      {
        name: 'Yuk tashish: Isuzu va Gazel, yukchilar bilan',
        label: 'Yuk tashish',
        about: 'Shahar ichida va viloyatlarga: koʻchish, mebel, qurilish mollari. Yukchilar va qadoqlash bor.',
      },
      {
        name: 'Koʻchish xizmati: yigʻamiz, tashiymiz, oʻrnatamiz',
        label: 'Koʻchish',
        about: 'Mebelni qismlarga ajratamiz, qadoqlaymiz, olib borib yana yigʻib beramiz. Kvartira va ofislar uchun.',
      },
      {
        name: 'Damas bilan kichik yuklar',
        label: 'Damas',
        about: 'Kichik yuklar, maishiy texnika, doʻkon mollari. Tez va arzon, shahar ichida 100 000 soʻmdan.',
      },
      {
        name: 'Грузоперевозки по Узбекистану, фура 20 тонн',
        label: 'Фура 20 т',
        about: 'Междугородние перевозки, тент и рефрижератор. Документы, страхование груза, отслеживание.',
      },
      {
        name: 'Qurilish chiqindilarini olib ketish',
        label: 'Chiqindi olib ketish',
        about: 'KamAZ va traktor bilan. Qoplarni yukchilarimiz oʻzlari ortadi.',
      },
    ],
  },
  {
    slug: 'passenger-transport',
    items: [
      {
        name: 'Samarqand – Toshkent taksi, har kuni',
        label: 'Samarqand–Toshkent',
        about: 'Cobalt va Gentra, konditsionerli. Uyingizdan olib ketamiz, joyni oldindan band qiling.',
        by: 'sardor_avto',
      },
      {
        name: 'Toshkent aeroportiga transfer, kechayu kunduz',
        label: 'Aeroport transfer',
        about: 'Aeroport va vokzallarga Malibu va Captiva bilan. Ismingiz yozilgan lavha bilan kutib olamiz.',
        by: 'umid_motors',
      },
      {
        name: 'Toʻy korteji uchun oq mashinalar',
        label: 'Toʻy korteji',
        about: 'Oq Malibu va Gentra, lenta va gullar bilan bezatilgan. Haydovchilar kostyumda.',
      },
      {
        name: 'Пассажирские перевозки на микроавтобусе, 16 мест',
        label: 'Микроавтобус',
        about: 'Экскурсии, корпоративы, трансфер на свадьбы и в горы. Опытный водитель, чистый салон.',
      },
      {
        name: 'Xiva va Urganch boʻylab ekskursiya transporti',
        label: 'Xiva ekskursiya',
        about: 'Mehmonlarni vokzaldan kutib olamiz, Ichan qalʼa va Urganch boʻylab olib yuramiz. Gid bilan kelishib beramiz.',
        by: 'xiva_trans',
      },
    ],
  },
  {
    slug: 'auto-service',
    items: [
      {
        name: 'Avtoelektrik, kompyuter diagnostikasi',
        label: 'Avtoelektrik',
        about: 'Chevrolet, Kia, Hyundai. Xato kodlarini oʻqish, signalizatsiya va magnitola oʻrnatish.',
      },
      {
        name: 'Motor va yurish qismi taʼmiri',
        label: 'Motor taʼmiri',
        about: 'Kapital taʼmir, GRM, amortizatorlar va tormoz tizimi. Ehtiyot qismlarni arzon topib beramiz.',
      },
      {
        name: 'Avtomobilga metan va propan ballon oʻrnatish',
        label: 'Gaz ballon',
        about: 'Sertifikatlangan ballonlar, hujjatlarini rasmiylashtirib beramiz. Nexia, Cobalt, Lacetti, Damas.',
      },
      {
        name: 'Кузовной ремонт и покраска автомобилей',
        label: 'Покраска авто',
        about: 'Рихтовка, покраска в камере, полировка. Подбор краски по коду, гарантия на работу.',
      },
      {
        name: 'Avtomobil salonini kimyoviy tozalash',
        label: 'Salon tozalash',
        about: 'Oʻrindiqlar, shift va gilamchalar, noxush hidni ketkazish. Uch-toʻrt soatda tayyor.',
      },
    ],
  },
];
