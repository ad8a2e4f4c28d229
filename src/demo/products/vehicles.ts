import type { ProductCategoryPlan } from '../catalog-types.ts';

/** Cars, car parts and motorcycles (prices in so'm, 2026). */
export const vehicleProducts: ProductCategoryPlan[] = [
  {
    slug: 'cars',
    newShare: 0,
    describeCondition: false,
    items: [
      {
        title: 'Chevrolet Cobalt, 2022, avtomat',
        label: 'Chevrolet Cobalt',
        price: [140_000_000, 175_000_000],
        about: 'Probegi 38 ming km, bitta egasi boʻlgan. Boʻyoqlari toza, avariyada boʻlmagan.',
      },
      { title: 'Chevrolet Nexia 3, 2019', label: 'Nexia 3', price: [95_000_000, 120_000_000], about: 'Probegi 90 ming km, gaz-benzin. Hujjatlari tayyor.' },
      {
        title: 'Срочно! Chevrolet Spark, 2021',
        label: 'Spark',
        price: [85_000_000, 105_000_000],
        about: 'Экономичная, кондиционер работает. Переоформление в день покупки.',
      },
      {
        title: 'Chevrolet Damas, 2018, metan',
        label: 'Damas',
        price: [60_000_000, 78_000_000],
        about: 'Yuk va yoʻlovchi uchun. Motori yaqinda kapital taʼmirdan chiqqan.',
      },
      {
        title: 'Chevrolet Malibu 2, 2020, Premier',
        label: 'Malibu 2',
        price: [250_000_000, 320_000_000],
        about: 'Toʻliq komplektatsiya, panorama lyuk. Servis kitobi bilan.',
      },
      {
        title: 'Chevrolet Tracker, 2025, salondan',
        label: 'Tracker',
        price: [230_000_000, 270_000_000],
        about: 'Probegi 0 km. Hisob-raqam orqali toʻlov ham mumkin.',
        condition: 'new',
      },
      {
        title: 'BYD Song Plus DM-i, 2025',
        label: 'BYD Song Plus',
        price: [340_000_000, 400_000_000],
        about: 'Gibrid, 100 km ga 4,5 litr. Bojxonadan rasmiylashtirilgan.',
        condition: 'new',
      },
      { title: 'Kia K5, 2021, GT-Line', label: 'Kia K5', price: [290_000_000, 350_000_000], about: 'Koreyadan kelgan, probegi 45 ming km.' },
      {
        title: 'Продаю Chevrolet Gentra, 2022',
        label: 'Gentra',
        price: [140_000_000, 170_000_000],
        about: 'Пробег 52 тыс. км, один хозяин, не битая, не крашеная. Торг у машины.',
      },
      {
        title: 'Chevrolet Lacetti, 2013, oq rang',
        label: 'Lacetti',
        price: [75_000_000, 92_000_000],
        about: '1.8 motor, konditsioner va elektr oynalar ishlaydi.',
      },
    ],
  },
  {
    slug: 'auto-parts',
    newShare: 0.5,
    describeCondition: true,
    items: [
      {
        title: 'Qishki shinalar R15, 4 dona',
        label: 'Shinalar R15',
        price: [1_800_000, 3_600_000],
        about: 'Michelin, protektori 80%. Cobalt va Gentra ga mos.',
      },
      {
        title: 'Аккумулятор 60 Ач',
        label: 'Аккумулятор',
        price: [850_000, 1_600_000],
        about: 'Гарантия один год, старый аккумулятор принимаем в зачёт.',
        condition: 'new',
      },
      { title: 'Cobalt uchun old faralar, juft', label: 'Cobalt fara', price: [450_000, 1_100_000], about: 'LED linzali, oʻrnatish oson.' },
      { title: 'Quyma disklar R16, 4 dona', label: 'Disk R16', price: [2_200_000, 4_800_000], about: '5×105, Gentra va Lacetti ga toʻgʻri keladi.' },
      {
        title: 'Mobil 1 motor moyi, 5W-30, 4 l',
        label: 'Mobil 1 5W-30',
        price: [330_000, 520_000],
        about: 'Original, partiya raqamini tekshirib olishingiz mumkin.',
        condition: 'new',
      },
      { title: 'Видеорегистратор 70mai', label: '70mai', price: [450_000, 950_000], about: 'Запись 2K, ночная съёмка, карта памяти 64 ГБ в комплекте.' },
      { title: 'Nexia 3 uchun salon chexollari', label: 'Chexol', price: [550_000, 1_400_000], about: 'Ekokojadan, tikuvi mustahkam.' },
      {
        title: 'Malibu uchun tormoz kolodkalari',
        label: 'Kolodka',
        price: [180_000, 450_000],
        about: 'Koreyada ishlab chiqarilgan, old va orqa toʻplam.',
        condition: 'new',
      },
    ],
  },
  {
    slug: 'motorcycles',
    newShare: 0.3,
    describeCondition: true,
    items: [
      {
        title: 'Yamaha Jog skuteri, 50 kub',
        label: 'Yamaha Jog',
        price: [5_500_000, 9_000_000],
        about: 'Yaponiyadan, tejamkor. Haydovchilik guvohnomasi shart emas.',
      },
      {
        title: 'Xiaomi Pro 2 elektr samokati',
        label: 'Xiaomi Pro 2',
        price: [2_800_000, 4_500_000],
        about: 'Bir quvvatlashda 40 km yuradi, gʻildiraklari yangi.',
      },
      { title: 'Honda CB 150 mototsikli, 2020', label: 'Honda CB150', price: [16_000_000, 26_000_000], about: 'Probegi 12 ming km, hujjatlari joyida.' },
      {
        title: 'Uch gʻildirakli yuk mototsikli (Muravey)',
        label: 'Muravey',
        price: [14_000_000, 28_000_000],
        about: 'Kuzovi 1,5 m, 300 kg gacha yuk oladi. Bozorga qatnash uchun ideal.',
      },
      { title: 'Мопед Alpha 110', label: 'Alpha 110', price: [6_000_000, 9_500_000], about: 'Сел и поехал, всё работает, резина новая.' },
      { title: 'Kvadrotsikl, 200 kub', label: 'Kvadrotsikl', price: [20_000_000, 35_000_000], about: 'Togʻ va qum yoʻllari uchun, avtomat uzatmali.' },
      { title: 'Elektr velosiped, 48 V', label: 'Elektr velosiped', price: [4_500_000, 8_000_000], about: 'Pedal va elektr rejimi, bir quvvatlashda 50 km.' },
      { title: 'LS2 moto shlemi, M oʻlcham', label: 'LS2 shlem', price: [600_000, 1_500_000], about: 'Sertifikatlangan, oynasi tiniq.' },
    ],
  },
];
