import type { ServiceCategoryPlan } from '../catalog-types.ts';

/** Repairs, building, plumbing and cleaning: the masters people call home (prices in so'm, 2026). */
export const homeServices: ServiceCategoryPlan[] = [
  {
    slug: 'appliance-repair',
    items: [
      {
        name: 'Kir yuvish mashinalarini uyda taʼmirlash',
        label: 'Kir yuvish mashinasi',
        about: 'Samsung, LG, Artel va boshqa brendlar. Nosozlikni joyida aniqlaymiz, ehtiyot qismlar oʻzimizda bor. Diagnostika bepul, ishga 6 oy kafolat.',
      },
      {
        name: 'Muzlatkich taʼmiri va freon quyish',
        label: 'Muzlatkich taʼmiri',
        about: 'Muzlatkich sovutmasa, shovqin qilsa yoki muz bossa, bir kunda tuzatamiz: kompressor, termostat, freon quyish.',
      },
      {
        name: 'Konditsioner oʻrnatish, tozalash va zapravka',
        label: 'Konditsioner',
        about: 'Split-tizimlarni oʻrnatamiz va yechib beramiz. Mavsumdan oldin tozalash 150 000 soʻmdan, freon R410 va R32.',
      },
      {
        name: 'Ремонт микроволновок, духовок и газовых плит',
        label: 'Ремонт плит',
        about: 'Замена конфорок, термостатов и магнетронов. Мастер приедет в день обращения, запчасти оригинальные.',
      },
      {
        name: 'Televizor taʼmiri: ekran yoritgichi va platalar',
        label: 'Televizor taʼmiri',
        about: 'LED va Smart televizorlar: yoritish lentalari, taʼminot bloki, dasturiy taʼminot. Katta televizorlarni uyda koʻrib chiqamiz.',
      },
    ],
  },
  {
    slug: 'construction-renovation',
    items: [
      {
        name: 'Kvartira taʼmiri kalit topshirish bilan',
        label: 'Kvartira taʼmiri',
        about: 'Suvoq, shpaklyovka, kafel, laminat, gipsokarton. Smetani bepul tuzamiz, ishni shartnoma asosida bajaramiz. 12 yillik tajriba.',
      },
      {
        name: 'Kafel va keramogranit yotqizish',
        label: 'Kafel yotqizish',
        about: 'Hammom, oshxona va pollar uchun. Kvadrat metri 80 000 soʻmdan, materialni tanlashda yordam beramiz.',
      },
      {
        name: 'Gipsokarton shiftlar va devorlar',
        label: 'Gipsokarton',
        about: 'Koʻp pogʻonali shiftlar, chiroqlar uchun nishalar, devorlarni tekislash. Oʻz asboblarimiz bilan, toza ishlaymiz.',
      },
      {
        name: 'Натяжные потолки под ключ за один день',
        label: 'Натяжные потолки',
        about: 'Матовые, глянцевые, с подсветкой. Замер бесплатно, полотна из Германии, гарантия 10 лет.',
      },
      {
        name: 'Tom yopish va tom taʼmiri',
        label: 'Tom yopish',
        about: 'Metallocherepitsa, profnastil, shifer. Eski tomni olib tashlaymiz, suv oqishini bartaraf etamiz. Hovli uylar uchun.',
      },
    ],
  },
  {
    slug: 'plumbing-electrical',
    items: [
      {
        name: 'Santexnik: quvur, unitaz, kran oʻrnatish',
        label: 'Santexnik',
        about: 'Quvurlarni almashtirish, unitaz va rakovina oʻrnatish, oqishlarni tuzatish. Shahar ichida bir soatda yetib boramiz.',
      },
      {
        name: 'Elektrik: simlarni almashtirish, rozetka va avtomatlar',
        label: 'Elektrik',
        about: 'Uy va kvartiralarda elektr simlarini toʻliq almashtirish, hisoblagich va avtomatlar oʻrnatish. Xavfsizlik qoidalariga rioya qilamiz.',
      },
      {
        name: 'Suv isitgich va gaz kolonkasini oʻrnatish',
        label: 'Suv isitgich',
        about: 'Ariston, Thermex va boshqa bakli suv isitgichlar, gaz kolonkalari: oʻrnatish, tozalash va taʼmirlash.',
      },
      {
        name: 'Сантехник без выходных, устранение засоров',
        label: 'Сантехник',
        about: 'Прочистка канализации тросом, замена смесителей, установка счётчиков воды. Работаем без выходных.',
      },
      {
        name: 'Isitish tizimi va issiq pol oʻrnatish',
        label: 'Issiq pol',
        about: 'Suvli va elektr issiq pol, radiatorlar, qozon ulash. Qishdan oldin buyurtma bering: keyin navbat katta boʻladi.',
      },
    ],
  },
  {
    slug: 'cleaning',
    items: [
      {
        name: 'Kvartira va hovli uylarni tozalash',
        label: 'Uy tozalash',
        about: 'Umumiy tozalash va taʼmirdan keyingi tozalash. Oʻz vositalarimiz va jihozlarimiz bilan kelamiz. Kvadrat metri 8 000 soʻmdan.',
      },
      {
        name: 'Gilam yuvish, olib ketish va olib kelish bepul',
        label: 'Gilam yuvish',
        about: 'Gilamlarni sexda maxsus vositalar bilan yuvamiz va quritamiz. Uch kunda tayyor, kvadrat metri 15 000 soʻm.',
      },
      {
        name: 'Yumshoq mebel va matraslarni kimyoviy tozalash',
        label: 'Divan tozalash',
        about: 'Divan, kreslo, matras va avtomobil oʻrindiqlari. Dogʻ va hidlarni ketkazamiz, ishni uyingizda bajaramiz.',
      },
      {
        name: 'Уборка офисов и коммерческих помещений',
        label: 'Уборка офисов',
        about: 'Ежедневная и генеральная уборка, мытьё окон и витрин. Работаем по договору, можно ночью или в выходные.',
      },
      {
        name: 'Deraza va vitrinalarni yuvish',
        label: 'Deraza yuvish',
        about: 'Koʻp qavatli uylarning derazalarini alpinistlar yuvadi. Xususiy uylar, doʻkonlar va ofislar uchun ham.',
      },
    ],
  },
];
