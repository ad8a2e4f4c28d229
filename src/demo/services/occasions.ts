import type { ServiceCategoryPlan } from '../catalog-types.ts';

/** Weddings and events, paperwork, pets and everything else. */
export const occasionServices: ServiceCategoryPlan[] = [
  {
    slug: 'weddings-events',
    items: [
      {
        name: 'Toʻy va tadbirlar uchun boshlovchi',
        label: 'Boshlovchi',
        about: 'Oʻzbek va rus tillarida olib boraman. Ssenariy, oʻyinlar, musiqachilar bilan kelishib ishlayman.',
      },
      {
        name: 'Toʻyxona bezatish, jonli gullar',
        label: 'Toʻy bezagi',
        about: 'Kelin-kuyov stoli, zal bezagi, jonli gullar va sharlar. Eskizni oldindan tayyorlab koʻrsatamiz.',
      },
      {
        name: 'Karnay-surnay va doira, milliy ansambl',
        label: 'Karnay-surnay',
        about: 'Kelin salom, nahorgi osh va toʻylar uchun. Besh kishilik ansambl, milliy liboslarda.',
      },
      {
        name: 'Детские праздники с аниматорами',
        label: 'Аниматоры',
        about: 'Аниматоры в костюмах, шоу мыльных пузырей, аквагрим. Приедем домой, в кафе или в детский сад.',
      },
      {
        name: 'Nahorgi osh va toʻy oshi, 100 kishidan',
        label: 'Toʻy oshi',
        about: 'Tajribali oshpaz oʻz qozoni bilan keladi. Masalliqlarni oʻzimiz olamiz yoki siznikida pishiramiz.',
      },
    ],
  },
  {
    slug: 'legal-accounting',
    items: [
      {
        name: 'Buxgalteriya xizmati: hisobotlar va soliqlar',
        label: 'Buxgalteriya',
        about: 'MChJ va YaTT uchun buxgalteriya hisobi, soliq hisobotlari, 1C. Oylik narx kompaniya hajmiga qarab.',
      },
      {
        name: 'Yuridik maslahat va sudda vakillik',
        label: 'Yurist',
        about: 'Fuqarolik, oilaviy va mehnat nizolari. Birinchi maslahat bepul, hujjatlarni oʻzimiz tayyorlaymiz.',
      },
      {
        name: 'Firma ochish va litsenziya olishda yordam',
        label: 'Firma ochish',
        about: 'MChJ va YaTTni roʻyxatdan oʻtkazish, bankda hisob raqami, elektron raqamli imzo. Uch ish kunida.',
      },
      {
        name: 'Налоговая отчётность для ИП и малого бизнеса',
        label: 'Отчётность',
        about: 'Подготовка и сдача отчётов через my.soliq.uz, консультации по налогам, восстановление учёта.',
      },
    ],
  },
  {
    slug: 'pet-services',
    items: [
      {
        name: 'Veterinar uyga keladi',
        label: 'Veterinar',
        about: 'Emlash, koʻrik, ukol, kastratsiya. Mushuk va itlar uchun, shahar boʻylab chiqamiz.',
        by: 'zilola_vet',
      },
      {
        name: 'Itlar va mushuklar uchun gruming',
        label: 'Gruming',
        about: 'Yuvish, jun qirqish, tirnoq olish. Barcha zotlar uchun, salonda yoki uyingizda.',
      },
      {
        name: 'Itlarni oʻrgatish, kinolog xizmati',
        label: 'Kinolog',
        about: 'Asosiy buyruqlar kursi, qoʻriqchi itlarni tayyorlash. Kinolog oʻn yillik tajribaga ega.',
      },
      {
        name: 'Передержка кошек и собак на время отпуска',
        label: 'Передержка',
        about: 'Домашние условия, прогулки дважды в день, фотоотчёт каждый день. Только привитые животные.',
      },
    ],
  },
  {
    slug: 'other-services',
    items: [
      {
        name: 'Rieltor: kvartira topish va hujjatlarni tekshirish',
        label: 'Rieltor',
        about: 'Ijara va oldi-sotdi, hujjatlarni tekshirish, notarius bilan kelishish. Xizmat haqi kelishiladi.',
        by: 'lola.yurist',
      },
      {
        name: 'Mebel yigʻish va oʻrnatish',
        label: 'Mebel yigʻish',
        about: 'Shkaf, oshxona garnituri, yotoqxona mebeli. Yangisini yigʻamiz, eskisini qismlarga ajratamiz.',
      },
      {
        name: 'Eshik qulfini ochish va qulf almashtirish',
        label: 'Qulf ochish',
        about: 'Qulflarni buzmasdan ochish, almashtirish, domofon kalitlari. Shahar ichida yarim soatda yetib boramiz.',
      },
      {
        name: 'Перевод документов с нотариальным заверением',
        label: 'Перевод документов',
        about: 'Узбекский, русский, английский, турецкий. Паспорта, дипломы, справки, срок от одного дня.',
        by: 'lola.yurist',
      },
      {
        name: 'Bogʻbon: daraxt butash va hovli parvarishi',
        label: 'Bogʻbon',
        about: 'Mevali daraxtlarni butash, maysa oʻrish, dorilash. Mavsumiy shartnoma tuzish mumkin.',
        by: 'otabek_dehqon',
      },
    ],
  },
];
