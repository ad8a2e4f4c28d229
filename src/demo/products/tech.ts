import type { ProductCategoryPlan } from '../catalog-types.ts';

/** Phones, computers, electronics and home appliances (prices in so'm, 2026). */
export const techProducts: ProductCategoryPlan[] = [
  {
    slug: 'phones',
    newShare: 0.35,
    describeCondition: true,
    items: [
      {
        title: 'iPhone 13, 128 GB, koʻk rang',
        label: 'iPhone 13',
        price: [6_500_000, 8_500_000],
        about: 'Batareya sigʻimi 86%, ekrani va orqa qopqogʻi chiziqsiz. Qutisi va kabeli bor.',
      },
      {
        title: 'Samsung Galaxy A55, 8/256 GB',
        label: 'Galaxy A55',
        price: [4_200_000, 5_600_000],
        about: 'Ikki SIM-kartali, 50 Mp kamera, NFC bor. Chexol va himoya oynasi sovgʻa.',
      },
      {
        title: 'Redmi Note 13 Pro, 8/256 GB',
        label: 'Redmi Note 13',
        price: [2_600_000, 3_600_000],
        about: 'AMOLED ekran, 200 Mp kamera, 67 W tez quvvatlash. Hujjatlari bilan.',
      },
      {
        title: 'Смартфон Samsung Galaxy S23 Ultra, 256 ГБ',
        label: 'Galaxy S23 Ultra',
        price: [9_500_000, 13_500_000],
        about: 'Полный комплект, коробка и чек. Экран без царапин, всегда был в чехле.',
      },
      {
        title: 'iPhone 15 Pro Max, 256 GB',
        label: 'iPhone 15 Pro Max',
        price: [12_500_000, 15_000_000],
        about: 'Natural Titanium rangi, eSIM va SIM. Apple kafolati yana besh oy amal qiladi.',
      },
      { title: 'Honor X9b, 12/256 GB', label: 'Honor X9b', price: [3_000_000, 4_000_000], about: 'Zarbaga chidamli ekran, quvvati ikki kunga yetadi.' },
      {
        title: 'Google Pixel 7, 128 GB',
        label: 'Pixel 7',
        price: [3_800_000, 5_200_000],
        about: 'Juda yaxshi suratga oladi, Android 15 ga yangilangan. Yaponiyadan olib kelingan.',
      },
      {
        title: 'Tecno Spark 20, 8/128 GB',
        label: 'Tecno Spark 20',
        price: [1_200_000, 1_700_000],
        about: 'Maktab oʻquvchisi yoki buvijonlar uchun qulay: katta ekran, baland ovoz.',
      },
      {
        title: 'Телефон Xiaomi 14T, 12/512 ГБ',
        label: 'Xiaomi 14T',
        price: [5_500_000, 7_000_000],
        about: 'Куплен в Ташкенте, ещё на гарантии. Камера Leica, зарядка 67 Вт.',
      },
      {
        title: 'AirPods Pro 2, original',
        label: 'AirPods Pro 2',
        price: [1_900_000, 2_800_000],
        about: 'Shovqinni yoʻqotish rejimi ishlaydi, qutichasi MagSafe bilan quvvatlanadi.',
      },
    ],
  },
  {
    slug: 'computers',
    newShare: 0.3,
    describeCondition: true,
    items: [
      {
        title: 'MacBook Air M2, 13 dyuym, 8/256 GB',
        label: 'MacBook Air M2',
        price: [10_000_000, 13_500_000],
        about: 'Batareya sikli 120 ta, korpusida hech qanday iz yoʻq. Zaryadlovchisi bilan.',
      },
      {
        title: 'Lenovo IdeaPad 3, Core i5, 16 GB',
        label: 'IdeaPad 3',
        price: [5_500_000, 7_500_000],
        about: 'Oʻqish va ofis ishlari uchun. SSD 512 GB, Windows 11 oʻrnatilgan.',
      },
      {
        title: 'Oʻyin kompyuteri: RTX 4060, Ryzen 5 7500F',
        label: 'RTX 4060 PC',
        price: [12_000_000, 16_500_000],
        about: '32 GB DDR5, 1 TB NVMe. Yangi oʻyinlar yuqori sozlamalarda yuradi.',
      },
      {
        title: 'Ноутбук HP Pavilion 15, Core i7',
        label: 'HP Pavilion 15',
        price: [6_500_000, 9_000_000],
        about: '16 ГБ ОЗУ, SSD 512 ГБ, подсветка клавиатуры. Подойдёт для работы и учёбы.',
      },
      {
        title: 'Монитор Samsung 27", 165 Гц',
        label: 'Samsung 27"',
        price: [2_400_000, 3_400_000],
        about: 'IPS, разрешение 2K, битых пикселей нет. В родной коробке.',
      },
      {
        title: 'ASUS TUF Gaming A15 noutbuki',
        label: 'ASUS TUF A15',
        price: [9_000_000, 12_500_000],
        about: 'RTX 3050, 144 Hz ekran. Sovutish tizimi tozalangan, termopastasi yangilangan.',
      },
      {
        title: 'iPad 10 (2022), 64 GB, Wi-Fi',
        label: 'iPad 10',
        price: [4_000_000, 5_200_000],
        about: 'Bolalar multfilm koʻrishi uchun olingan edi, chexoli bilan beriladi.',
      },
      {
        title: 'Canon PIXMA G3420 rangli printer',
        label: 'Canon G3420',
        price: [1_900_000, 2_600_000],
        about: 'Siyoh tizimi bilan, Wi-Fi orqali telefondan chop etadi.',
      },
    ],
  },
  {
    slug: 'electronics',
    newShare: 0.35,
    describeCondition: true,
    items: [
      {
        title: 'Samsung 55 dyuymli 4K Smart TV',
        label: 'Smart TV 55"',
        price: [5_500_000, 8_500_000],
        about: 'YouTube va Netflix ishlaydi. Pulti va devorga osish kronshteyni bilan.',
      },
      {
        title: 'Artel 43 dyuymli Android televizor',
        label: 'Artel 43"',
        price: [2_600_000, 3_600_000],
        about: 'Oʻzbekistonda ishlab chiqarilgan, kafolati bor.',
      },
      {
        title: 'PlayStation 5 Slim va 2 ta joystik',
        label: 'PlayStation 5',
        price: [6_000_000, 7_800_000],
        about: 'FIFA 25 va Mortal Kombat 1 disklari bilan. Hech qachon taʼmirlanmagan.',
      },
      { title: 'Колонка JBL Charge 5', label: 'JBL Charge 5', price: [1_300_000, 1_900_000], about: 'Оригинал, держит заряд до 20 часов, не боится воды.' },
      {
        title: 'Canon EOS 250D fotoapparati, 18–55 obyektiv',
        label: 'Canon 250D',
        price: [5_000_000, 7_000_000],
        about: 'Atigi 8 ming kadr olingan. Sumkasi va 64 GB xotira kartasi bilan.',
      },
      {
        title: 'Apple Watch Series 9, 45 mm',
        label: 'Apple Watch 9',
        price: [3_500_000, 4_800_000],
        about: 'Yurak urishi va uyquni kuzatadi, tasmasi almashtirilgan.',
      },
      {
        title: 'ТВ-приставка Xiaomi Mi Box S',
        label: 'Mi Box S',
        price: [550_000, 800_000],
        about: 'Превращает старый телевизор в Smart TV. 4K, голосовой поиск.',
      },
      {
        title: 'DJI Mini 3 dron',
        label: 'DJI Mini 3',
        price: [5_500_000, 8_000_000],
        about: 'Uchta batareya, ekranli pult. Toʻy va tabiat suratlari uchun ajoyib.',
      },
    ],
  },
  {
    slug: 'home-appliances',
    newShare: 0.4,
    describeCondition: true,
    items: [
      {
        title: 'Artel No Frost muzlatkichi, 2 kamerali',
        label: 'Artel No Frost',
        price: [4_500_000, 6_500_000],
        about: 'Balandligi 180 sm, juda ovozsiz ishlaydi.',
      },
      {
        title: 'LG kir yuvish mashinasi, 7 kg',
        label: 'LG 7 kg',
        price: [3_800_000, 5_800_000],
        about: 'Invertor motor, 1200 aylanish, bugʻ bilan yuvish rejimi bor.',
      },
      {
        title: 'Midea 12 inverter konditsioneri',
        label: 'Midea 12',
        price: [3_500_000, 5_200_000],
        about: 'Isitadi va sovutadi, 35 m² xonaga yetadi. Oʻrnatib berish kelishiladi.',
      },
      { title: 'Мультиварка Redmond, 5 л', label: 'Redmond', price: [450_000, 800_000], about: 'Плов, каша, выпечка: 40 программ. Чаша без царапин.' },
      {
        title: 'Samsung changyutgichi, konteynerli',
        label: 'Changyutgich',
        price: [900_000, 1_600_000],
        about: 'Quvvati 2000 W, filtri yangi. Gilam va parket uchun choʻtkalari bor.',
      },
      {
        title: 'Artel gaz plitasi, 4 konforkali',
        label: 'Artel plita',
        price: [2_200_000, 3_400_000],
        about: 'Duxovkasi bor, olovni elektr bilan yoqadi. Duxovkasida somsa juda yaxshi pishadi.',
      },
      { title: 'Samsung mikrotoʻlqinli pechi, 23 l', label: 'Samsung 23 l', price: [850_000, 1_300_000], about: 'Gril funksiyasi bilan, ichi toza va hidsiz.' },
      {
        title: 'Водонагреватель Ariston, 80 л',
        label: 'Ariston 80 l',
        price: [1_600_000, 2_600_000],
        about: 'Бойлер, накипь почищена. Можно посмотреть в работе.',
      },
    ],
  },
];
