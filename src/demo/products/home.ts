import type { ProductCategoryPlan } from '../catalog-types.ts';

/** Furniture, home and garden, building materials and tools (prices in so'm, 2026). */
export const homeProducts: ProductCategoryPlan[] = [
  {
    slug: 'furniture',
    newShare: 0.35,
    describeCondition: true,
    items: [
      {
        title: 'Burchakli yumshoq divan, yoyiladigan',
        label: 'Burchak divan',
        price: [3_500_000, 8_500_000],
        about: 'Uzunligi 2,8 m, yotoqqa aylanadi. Matosi dogʻ yuqtirmaydi.',
      },
      {
        title: 'Shkaf-kupe, 3 eshikli, koʻzguli',
        label: 'Shkaf-kupe',
        price: [2_800_000, 6_500_000],
        about: 'Eni 2 m, balandligi 2,4 m. Buyurtma asosida MDF dan yasalgan.',
      },
      {
        title: 'Oshxona stoli va 6 ta stul',
        label: 'Stol va 6 stul',
        price: [2_200_000, 5_200_000],
        about: 'Yogʻochdan, lak bilan qoplangan. Katta oila uchun qulay.',
      },
      {
        title: 'Ikki kishilik karavot, matrasi bilan',
        label: 'Karavot 160×200',
        price: [2_500_000, 6_000_000],
        about: 'Ortopedik matras, karavot ostida choyshab uchun yashik bor.',
      },
      {
        title: 'Кухонный гарнитур, 3 метра',
        label: 'Кухня 3 м',
        price: [9_000_000, 18_000_000],
        about: 'С мойкой и вытяжкой, фасады глянец. Самовывоз, разберём сами.',
      },
      { title: 'Офисное кресло, ортопедическое', label: 'Кресло', price: [900_000, 2_400_000], about: 'Регулируется поясница и высота, колёса новые.' },
      {
        title: 'Bolalar yozuv stoli, balandligi rostlanadi',
        label: 'Yozuv stoli',
        price: [850_000, 1_900_000],
        about: '1–11-sinf oʻquvchilari uchun, kitob javoni bilan.',
      },
      {
        title: 'Koʻrpacha toʻplami, 6 dona, atlas',
        label: 'Koʻrpacha',
        price: [700_000, 1_600_000],
        about: 'Paxtadan, qoʻlda tikilgan. Mehmonxona uchun chiroyli.',
      },
    ],
  },
  {
    slug: 'home-garden',
    newShare: 0.5,
    describeCondition: false,
    items: [
      {
        title: 'Qoʻlda toʻqilgan gilam, 3×4 m',
        label: 'Gilam 3×4',
        price: [2_500_000, 7_500_000],
        about: 'Samarqand ustalari ishi, sof jundan. Rangi oʻchmagan.',
      },
      {
        title: 'Rishton lagani va 6 ta kosa',
        label: 'Rishton lagan',
        price: [350_000, 1_200_000],
        about: 'Qoʻlda chizilgan anʼanaviy naqsh, ishqor sirli.',
        condition: 'new',
      },
      { title: 'Zal uchun pardalar toʻplami', label: 'Parda', price: [450_000, 1_500_000], about: 'Tyul va qalin parda, kornizi bilan. Uzunligi 2,7 m.' },
      {
        title: 'Uzum koʻchati, Husayni navi',
        label: 'Uzum koʻchati',
        price: [25_000, 60_000],
        about: 'Ikki yillik, ildizi baquvvat. Koʻp olsangiz chegirma qilamiz.',
        condition: 'new',
      },
      { title: 'Bogʻ shlangi, 50 m, purkagichi bilan', label: 'Shlang 50 m', price: [250_000, 550_000], about: 'Qishda yorilmaydi, quyoshga chidamli.' },
      {
        title: 'Сервиз чайный на 12 персон',
        label: 'Сервиз',
        price: [400_000, 1_100_000],
        about: 'Фарфор, ни одной трещины. Подарок, ни разу не пользовались.',
        condition: 'new',
      },
      { title: 'Choʻyan qozon, 20 litr', label: 'Choʻyan qozon', price: [450_000, 1_100_000], about: 'Toʻy va bayramlarda osh damlash uchun, qopqogʻi bilan.' },
      {
        title: 'Xonaki gul: fikus, 1,2 m',
        label: 'Fikus',
        price: [150_000, 400_000],
        about: 'Tuvagi bilan, parvarishi oson. Koʻchib ketayotganimiz uchun sotiladi.',
      },
    ],
  },
  {
    slug: 'building-materials',
    newShare: 0.6,
    describeCondition: true,
    items: [
      {
        title: 'Sement M400, 50 kg qop',
        label: 'Sement M400',
        price: [58_000, 75_000],
        about: 'Quvasoy sementi. 20 qopdan ortiq olsangiz yetkazib beramiz.',
        condition: 'new',
      },
      {
        title: 'Pishgan gʻisht, 1000 dona',
        label: 'Gʻisht',
        price: [1_300_000, 1_900_000],
        about: 'Sifatli, shakli toʻgʻri. Narx 1000 dona uchun.',
        condition: 'new',
      },
      { title: 'Bosch GBH 2-26 perforatori', label: 'Bosch GBH', price: [1_200_000, 2_600_000], about: 'Uchta burgʻu va keysi bilan.' },
      {
        title: 'Laminat, 33-klass, 1 m²',
        label: 'Laminat',
        price: [75_000, 160_000],
        about: 'Suvga chidamli, Germaniyada ishlab chiqarilgan. Qolgan 40 m² sotiladi.',
      },
      { title: 'Resanta 250 payvandlash apparati', label: 'Resanta 250', price: [1_100_000, 2_300_000], about: 'Invertorli, 220 V tarmoqda yaxshi ishlaydi.' },
      {
        title: 'Плитка керамическая 60×60, 1 м²',
        label: 'Плитка 60×60',
        price: [85_000, 180_000],
        about: 'Остаток после ремонта, 25 м². Матовая, серого цвета.',
      },
      {
        title: 'Plastik deraza, ikki kamerali oyna',
        label: 'Plastik deraza',
        price: [1_500_000, 3_800_000],
        about: 'Oʻlchami 1,4×1,6 m. Buyurtma boʻyicha yasab, oʻrnatib beramiz.',
      },
      { title: 'Suv emulsiyali boʻyoq, 20 l', label: 'Boʻyoq 20 l', price: [320_000, 750_000], about: 'Oq rang, devor va shiftga. Rangini tanlab beramiz.' },
      { title: 'Makita bolgarkasi, 125 mm', label: 'Makita 125', price: [650_000, 1_500_000], about: 'Disklari bilan, kabeli yangi.' },
    ],
  },
];
