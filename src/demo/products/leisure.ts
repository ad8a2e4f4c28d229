import type { ProductCategoryPlan } from '../catalog-types.ts';

/** Sports, hobbies, books and music, animals (prices in so'm, 2026). */
export const leisureProducts: ProductCategoryPlan[] = [
  {
    slug: 'sports-leisure',
    newShare: 0.4,
    describeCondition: true,
    items: [
      { title: 'Велосипед Stels, 26", 21 скорость', label: 'Stels 26"', price: [1_300_000, 3_200_000], about: 'Алюминиевая рама, дисковые тормоза.' },
      { title: 'Elektr yugurish yoʻlakchasi', label: 'Yugurish yoʻlakchasi', price: [4_000_000, 11_000_000], about: 'Soatiga 16 km gacha tezlik, yigʻiladi.' },
      { title: 'Gantellar toʻplami, 2×20 kg', label: 'Gantel 2×20', price: [400_000, 1_100_000], about: 'Disklari almashtiriladi, uyda shugʻullanish uchun.' },
      { title: 'Turistik chodir, 4 kishilik', label: 'Chodir', price: [550_000, 1_800_000], about: 'Chimyon va Zomin sayohatlari uchun, yomgʻir oʻtkazmaydi.' },
      { title: 'Adidas futbol toʻpi, 5-oʻlcham', label: 'Futbol toʻpi', price: [150_000, 450_000], about: 'Original, maydon va zal uchun.' },
      { title: 'Боксёрские перчатки, 12 oz', label: 'Перчатки 12 oz', price: [220_000, 600_000], about: 'Натуральная кожа, почти новые.' },
      { title: 'Spinning qarmoq, gʻaltagi bilan', label: 'Spinning', price: [250_000, 1_200_000], about: 'Chorvoq suv omborida sinab koʻrilgan.' },
      { title: 'Yigʻiladigan tennis stoli', label: 'Tennis stoli', price: [1_600_000, 3_800_000], about: 'Raketkalari va toʻplari bilan.' },
    ],
  },
  {
    slug: 'hobbies-books',
    newShare: 0.5,
    describeCondition: true,
    items: [
      { title: 'Abdulla Qodiriy, «Oʻtkan kunlar»', label: 'Oʻtkan kunlar', price: [60_000, 150_000], about: 'Qattiq muqovali, rasmli sovgʻabop nashr.' },
      { title: 'Yamaha C40 klassik gitarasi', label: 'Yamaha C40', price: [900_000, 1_800_000], about: 'Torlari yangi, gʻilofi bilan.' },
      { title: 'Dutor, usta ishi', label: 'Dutor', price: [1_000_000, 3_500_000], about: 'Tut yogʻochidan, ovozi jarangdor.' },
      { title: 'Qoʻlda yasalgan yogʻoch shaxmat', label: 'Shaxmat', price: [150_000, 600_000], about: 'Taxtasi yigʻiladi, donalari ogʻir.' },
      { title: 'IELTS kitoblari, Cambridge 1–19', label: 'IELTS', price: [180_000, 450_000], about: 'Audio fayllari bilan, ichida yozuvlar yoʻq.' },
      { title: 'Цифровое пианино Casio CDP-S110', label: 'Casio CDP-S110', price: [4_500_000, 6_500_000], about: '88 взвешенных клавиш, педаль в комплекте.' },
      { title: 'Akvarel va moʻyqalamlar toʻplami', label: 'Akvarel', price: [120_000, 400_000], about: 'Professional, 48 rang.' },
      { title: 'Charm doira', label: 'Doira', price: [300_000, 900_000], about: 'Ovozi toza, halqachalari bilan.' },
      { title: 'Книги «Гарри Поттер», 7 томов', label: 'Гарри Поттер', price: [350_000, 700_000], about: 'Полная серия на русском языке.' },
    ],
  },
  {
    slug: 'animals',
    newShare: 1,
    describeCondition: false,
    items: [
      { title: 'Britaniya mushuk bolasi, 2 oylik', label: 'Mushukcha', price: [500_000, 1_800_000], about: 'Emlangan, lotokka oʻrgatilgan, hujjatlari bor.' },
      {
        title: 'Alabay kuchugi, 3 oylik',
        label: 'Alabay',
        price: [1_000_000, 4_500_000],
        about: 'Ota-onasi koʻrgazmalarda qatnashgan. Birinchi emlashlari qilingan.',
      },
      { title: 'Toʻlqinsimon toʻtiqushlar, qafasi bilan', label: 'Toʻtiqush', price: [150_000, 450_000], about: 'Ikki dona, qafasi va yemi bilan.' },
      { title: 'Hisori qoʻy, 1 yoshli', label: 'Hisori qoʻy', price: [3_500_000, 7_500_000], about: 'Semiz, yaylovda boqilgan. Qurbonlik uchun ham mos.' },
      {
        title: 'Sogʻin sigir, uchinchi tugʻimi',
        label: 'Sogʻin sigir',
        price: [14_000_000, 25_000_000],
        about: 'Kuniga 15 litr sut beradi, veterinar koʻrigidan oʻtgan.',
      },
      { title: 'Tuxum qiladigan tovuqlar, 10 dona', label: 'Tovuqlar', price: [600_000, 1_300_000], about: 'Loman Braun zoti, har kuni tuxum qiladi.' },
      { title: 'Кролики породы Фландр', label: 'Кролики', price: [150_000, 400_000], about: 'Крольчата по два месяца, цена за одного.' },
      { title: 'Qorabayir toy, 2 yoshli', label: 'Qorabayir', price: [25_000_000, 60_000_000], about: 'Chavandozlik va koʻpkariga tayyorlanmoqda.' },
    ],
  },
];
