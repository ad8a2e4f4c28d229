import type { ProductCategoryPlan } from '../catalog-types.ts';

/** Agriculture, business equipment and everything else (prices in so'm, 2026). */
export const workProducts: ProductCategoryPlan[] = [
  {
    slug: 'agriculture',
    newShare: 0.5,
    describeCondition: false,
    items: [
      {
        title: 'Mini traktor, 24 ot kuchi',
        label: 'Mini traktor',
        price: [45_000_000, 95_000_000],
        about: 'Plugi, frezasi va tirkamasi bilan, 2023-yilda ishlab chiqarilgan.',
      },
      {
        title: 'Motoblok, 9 ot kuchi, dizel',
        label: 'Motoblok',
        price: [8_000_000, 16_000_000],
        about: 'Yer haydash va yuk tashish uchun, ishlatilgan, holati yaxshi.',
        condition: 'used',
      },
      {
        title: 'Tomchilatib sugʻorish tizimi, 20 sotixga',
        label: 'Tomchilatib sugʻorish',
        price: [1_500_000, 4_500_000],
        about: 'Shlang, filtr va ulagichlari toʻliq, yangi.',
        condition: 'new',
      },
      {
        title: 'Ammiakli selitra, 50 kg',
        label: 'Selitra 50 kg',
        price: [220_000, 420_000],
        about: 'Navoiyazot mahsuloti, omborda quruq saqlangan.',
        condition: 'new',
      },
      {
        title: 'Tabiiy togʻ asali, 1 kg',
        label: 'Togʻ asali',
        price: [90_000, 160_000],
        about: 'Zomin togʻlaridan, oʻz asalarilarimizniki.',
        condition: 'new',
      },
      { title: 'Kartoshka urugʻi, 1 qop (50 kg)', label: 'Kartoshka urugʻi', price: [220_000, 450_000], about: 'Gollandiya navi, hosildor.', condition: 'new' },
      {
        title: 'Теплица из поликарбоната, 3×6 м',
        label: 'Теплица 3×6',
        price: [4_000_000, 8_500_000],
        about: 'Оцинкованный каркас, установим за один день.',
        condition: 'new',
      },
      { title: 'Suv nasosi, 1,5 kVt', label: 'Suv nasosi', price: [900_000, 2_800_000], about: 'Quduqdan 40 m chuqurlikkacha suv tortadi.' },
    ],
  },
  {
    slug: 'business-equipment',
    newShare: 0.35,
    describeCondition: true,
    items: [
      {
        title: 'Savdo vitrinasi-muzlatkich, 2 m',
        label: 'Vitrina',
        price: [6_500_000, 14_000_000],
        about: 'Doʻkon yopilgani uchun sotiladi, yaxshi sovutadi.',
      },
      { title: 'Jack sanoat tikuv mashinasi', label: 'Jack tikuv', price: [3_500_000, 8_500_000], about: 'Servomotorli, ovozsiz ishlaydi.' },
      {
        title: 'Professional kofe mashinasi, 2 guruhli',
        label: 'Kofe mashinasi',
        price: [12_000_000, 28_000_000],
        about: 'Kofexona uchun, kofe tegirmoni bilan.',
      },
      { title: 'Весы электронные торговые, 30 кг', label: 'Весы 30 кг', price: [350_000, 900_000], about: 'Считают сумму, аккумулятор держит неделю.' },
      { title: 'Onlayn kassa apparati', label: 'Onlayn kassa', price: [1_800_000, 4_000_000], about: 'Soliq tizimiga ulangan, chek printeri bilan.' },
      { title: 'Стеллажи металлические, 5 полок', label: 'Стеллаж', price: [450_000, 1_200_000], about: 'Для склада или магазина, до 200 кг на полку.' },
      { title: 'Somsa uchun elektr tandir', label: 'Elektr tandir', price: [3_500_000, 7_500_000], about: 'Kuniga 500 ta somsa yopish mumkin.' },
      { title: 'Shtrix-kod skaneri, USB', label: 'Skaner', price: [300_000, 900_000], about: 'Barcha savdo dasturlari bilan ishlaydi.' },
    ],
  },
  {
    slug: 'other',
    newShare: 0.4,
    describeCondition: true,
    items: [
      { title: 'Oʻrta oʻlchamli chamadon', label: 'Chamadon', price: [400_000, 1_300_000], about: 'Gʻildiraklari 360° aylanadi, qulfi bor.' },
      { title: 'Mis samovar, 7 litr', label: 'Samovar', price: [600_000, 2_500_000], about: 'Koʻmirda ishlaydi, antiqa.' },
      { title: 'Eski tangalar toʻplami', label: 'Tangalar', price: [300_000, 2_000_000], about: 'Buxoro amirligi va sovet davri tangalari.' },
      { title: 'Термос, 2 литра', label: 'Термос', price: [120_000, 350_000], about: 'Держит чай горячим сутки.' },
      { title: 'Qoʻlda toʻqilgan savat', label: 'Savat', price: [80_000, 250_000], about: 'Tol novdalaridan, bozorga borish uchun.' },
      {
        title: 'Подарочный набор: чай и сладости',
        label: 'Подарок',
        price: [200_000, 600_000],
        about: 'Красиво упакуем, доставка по городу.',
        condition: 'new',
      },
      { title: 'Yogʻoch oʻymakor devor soati', label: 'Devor soati', price: [400_000, 1_500_000], about: 'Xiva ustalari ishi.' },
      { title: 'Bezakli yogʻoch sandiq', label: 'Sandiq', price: [700_000, 2_500_000], about: 'Sep uchun, ichi mato bilan qoplangan.' },
    ],
  },
];
