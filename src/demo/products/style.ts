import type { ProductCategoryPlan } from '../catalog-types.ts';

/** Clothing, watches and jewellery, kids' things, beauty and health (prices in so'm, 2026). */
export const styleProducts: ProductCategoryPlan[] = [
  {
    slug: 'clothing-shoes',
    newShare: 0.45,
    describeCondition: true,
    items: [
      { title: 'Erkaklar paltosi, jun, 50-oʻlcham', label: 'Erkaklar paltosi', price: [800_000, 2_500_000], about: 'Turkiyada tikilgan, bir mavsum kiyilgan.' },
      {
        title: 'Margʻilon atlasidan koʻylak',
        label: 'Atlas koʻylak',
        price: [450_000, 1_500_000],
        about: 'Qoʻlda tikilgan, 46-oʻlcham. Toʻy va bayramlar uchun.',
      },
      { title: 'Nike Air Max krossovkalari, 42-oʻlcham', label: 'Nike Air Max', price: [650_000, 1_800_000], about: 'Original, qutisi bor.' },
      {
        title: 'Chust doʻppisi',
        label: 'Chust doʻppisi',
        price: [120_000, 400_000],
        about: 'Qoʻlda tikilgan, anʼanaviy naqsh. Sovgʻa uchun zoʻr.',
        condition: 'new',
      },
      { title: 'Zarbof toʻn, baxmal', label: 'Zarbof toʻn', price: [1_200_000, 3_500_000], about: 'Kuyov sarposi uchun, Buxoro zardoʻzlari ishi.' },
      { title: 'Женские сапоги, кожа, 38 размер', label: 'Сапоги 38', price: [600_000, 1_500_000], about: 'Натуральная кожа, тёплые, на зиму.' },
      { title: 'Erkaklar kostyumi, uch qismli', label: 'Kostyum', price: [1_200_000, 3_200_000], about: 'Bitiruv kechasida bir marta kiyilgan, 48-oʻlcham.' },
      { title: 'Детская зимняя куртка, на 8 лет', label: 'Куртка', price: [250_000, 650_000], about: 'Тёплая, не промокает, капюшон отстёгивается.' },
    ],
  },
  {
    slug: 'watches-jewellery',
    newShare: 0.55,
    describeCondition: true,
    items: [
      { title: 'Oltin uzuk, 585 proba, 3,5 g', label: 'Oltin uzuk', price: [3_200_000, 6_500_000], about: 'Fianit toshli, 17-oʻlcham. Sertifikati bor.' },
      { title: 'Casio G-Shock GA-2100 soati', label: 'G-Shock', price: [900_000, 1_800_000], about: 'Original, suvga chidamli, tasmasi yangi.' },
      { title: 'Kumush sirgʻalar, 925 proba', label: 'Kumush sirgʻa', price: [200_000, 650_000], about: 'Qoʻlda yasalgan, milliy uslubda.' },
      { title: 'Feruza toshli oltin sirgʻalar, 585', label: 'Oltin sirgʻa', price: [4_500_000, 9_500_000], about: 'Kelinlik sarposi uchun, qutisi bilan.' },
      {
        title: 'Часы Seiko 5 Sports, автоматические',
        label: 'Seiko 5',
        price: [2_800_000, 4_800_000],
        about: 'Оригинал, Япония. Полный комплект, все документы.',
      },
      { title: 'Marjon va bilaguzuk toʻplami', label: 'Marjon', price: [150_000, 500_000], about: 'Tabiiy toshlardan. Sovgʻaga qadoqlab beramiz.' },
      { title: 'Tissot PRX qoʻl soati', label: 'Tissot PRX', price: [4_500_000, 7_500_000], about: 'Shveytsariya soati, kafolat kartasi bilan.' },
      { title: 'Erkaklar uchun kumush bilaguzuk', label: 'Bilaguzuk', price: [350_000, 900_000], about: 'Ogʻir, 925 proba.' },
    ],
  },
  {
    slug: 'kids',
    newShare: 0.45,
    describeCondition: true,
    items: [
      {
        title: 'Bolalar aravachasi, 3 tasi 1 da',
        label: 'Aravacha',
        price: [350_000, 500_000],
        about: 'Beshik, sayr bloki va avtokreslo bilan. Yigʻish oson.',
        condition: 'used',
      },
      { title: 'LEGO Classic, 900 detal', label: 'LEGO Classic', price: [250_000, 480_000], about: 'Toʻliq toʻplam, barcha detallari joyida.' },
      {
        title: 'Bolalar velosipedi, 16 dyuym',
        label: 'Velosiped 16"',
        price: [300_000, 500_000],
        about: '4–7 yoshli bolalar uchun, yordamchi gʻildiraklari bor.',
      },
      { title: 'Ortopedik maktab ryukzagi', label: 'Ryukzak', price: [120_000, 350_000], about: '1–4-sinf uchun, yengil va suv oʻtkazmaydi.' },
      { title: 'Магнитный конструктор, 64 детали', label: 'Конструктор', price: [150_000, 320_000], about: 'Развивает фантазию, подходит детям от 3 лет.' },
      { title: 'Yumshoq oʻyinchoq ayiq, 1 m', label: 'Ayiqcha', price: [120_000, 280_000], about: 'Katta va yumshoq, sovgʻa uchun.' },
      {
        title: 'Chaqaloq kiyimlari toʻplami, 0–6 oy',
        label: 'Chaqaloq kiyimi',
        price: [80_000, 250_000],
        about: 'Paxtadan, 12 dona. Tugʻruqxonaga olib borish uchun.',
      },
      { title: 'Yogʻoch beshik, milliy', label: 'Beshik', price: [350_000, 500_000], about: 'Usta qoʻlida yasalgan, bezakli, anjomlari bilan.' },
    ],
  },
  {
    slug: 'beauty-health',
    newShare: 0.6,
    describeCondition: true,
    items: [
      { title: 'Chanel Coco Mademoiselle atiri, 100 ml', label: 'Chanel', price: [1_200_000, 2_500_000], about: 'Original, Dubaydan olib kelingan.' },
      { title: 'Dyson Supersonic soch fyeni', label: 'Dyson', price: [4_500_000, 6_500_000], about: 'Barcha nasadkalari bilan, kafolati bor.' },
      { title: 'Omron qon bosimini oʻlchagich', label: 'Omron', price: [350_000, 800_000], about: 'Avtomatik, xotirasi bor. Keksalar uchun qulay.' },
      { title: 'Boʻyin va yelka uchun massajyor', label: 'Massajyor', price: [300_000, 1_200_000], about: 'Isitish funksiyasi bor, mashinada ham ishlaydi.' },
      { title: 'Электробритва Philips', label: 'Philips', price: [450_000, 1_300_000], about: 'Можно брить под водой, батарея держит 60 минут.' },
      {
        title: 'Набор корейской косметики',
        label: 'K-beauty',
        price: [200_000, 700_000],
        about: 'Крем, тонер и маски, срок годности до 2027 года.',
        condition: 'new',
      },
      { title: 'Keramik soch toʻgʻrilagich', label: 'Soch utyugi', price: [250_000, 700_000], about: 'Harorati sozlanadi, tez qiziydi.' },
      { title: 'Yigʻiladigan nogironlar aravachasi', label: 'Nogironlar aravachasi', price: [1_200_000, 3_000_000], about: 'Yengil, gʻildiraklari pnevmatik.' },
    ],
  },
];
