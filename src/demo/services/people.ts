import type { ServiceCategoryPlan } from '../catalog-types.ts';

/** Teaching, beauty, health, care and tailoring: people who work with people. */
export const peopleServices: ServiceCategoryPlan[] = [
  {
    slug: 'tutoring',
    items: [
      {
        name: 'Ingliz tili: IELTS 7+ ga tayyorlash',
        label: 'IELTS',
        about: 'IELTS 8.0 sertifikatli ustoz. Kichik guruhlar va yakka darslar, haftada uch marta. Birinchi dars bepul.',
      },
      {
        name: 'Matematika repetitori, DTM testlariga tayyorlash',
        label: 'Matematika',
        about: '5–11-sinf oʻquvchilari va abituriyentlar uchun. Oʻtgan yili oʻquvchilarimning koʻpchiligi grantga kirdi.',
      },
      {
        name: 'Rus tili kurslari bolalar va kattalar uchun',
        label: 'Rus tili',
        about: 'Soʻzlashuvdan grammatikagacha. Darslar onlayn yoki oʻquv markazimizda, guruhlar ertalab va kechqurun.',
      },
      {
        name: 'Подготовка к школе: чтение, письмо, счёт',
        label: 'Подготовка к школе',
        about: 'Занятия для детей 5–7 лет: чтение, счёт, прописи, логика. Мини-группы до шести человек.',
      },
      {
        name: 'Dasturlash kursi: Python noldan',
        label: 'Python kursi',
        about: 'Uch oylik kurs, amaliy loyihalar bilan. Noutbukingiz boʻlsa kifoya, darslar kechqurun.',
      },
    ],
  },
  {
    slug: 'beauty',
    items: [
      {
        name: 'Uyga chiqib manikyur va pedikyur',
        label: 'Manikyur',
        about: 'Gel-lak, dizayn, apparat manikyuri. Asboblar sterilizatsiya qilinadi. Gel-lak bilan manikyur 120 000 soʻm.',
      },
      {
        name: 'Kelinlar uchun soch turmagi va makiyaj',
        label: 'Kelin makiyaji',
        about: 'Toʻy va nikoh kunlari uchun. Sinov makiyaji oldindan, toʻy kuni uyingizga boramiz. Professional kosmetika.',
      },
      {
        name: 'Erkaklar sartaroshxonasi: soch va soqol',
        label: 'Barbershop',
        about: 'Zamonaviy soch turmaklari, soqolga shakl berish. Navbatsiz kelish yoki oldindan yozilish mumkin.',
      },
      {
        name: 'Наращивание и ламинирование ресниц',
        label: 'Ресницы',
        about: 'Классика, 2D, 3D. Гипоаллергенный клей, мастер с сертификатом. Коррекция через три недели.',
      },
      {
        name: 'Soch kesish va boʻyash, ayollar uchun',
        label: 'Soch boʻyash',
        about: 'Ombre, balayaj, sochni tiklash. Sifatli boʻyoqlar, narxi soch uzunligiga qarab.',
      },
    ],
  },
  {
    slug: 'health',
    items: [
      {
        name: 'Uyda hamshira xizmati: ukol va tomchilatish',
        label: 'Hamshira',
        about: 'Tajribali hamshira ukol qilish, tomchilatib dori yuborish va bogʻlam uchun uyga keladi. Kechayu kunduz.',
      },
      {
        name: 'Davolovchi massaj: bel, boʻyin va boʻgʻimlar',
        label: 'Davolovchi massaj',
        about: 'Tibbiy maʼlumotli massajchi. Osteoxondroz, bel ogʻrigʻi, jarohatdan keyin tiklanish. Kurs oʻn seans.',
      },
      {
        name: 'Stomatolog: tish davolash va tozalash',
        label: 'Stomatolog',
        about: 'Tish plombalash, ultratovush bilan tozalash, oqartirish. Zamonaviy uskunalar, ogʻriqsiz davolash.',
      },
      {
        name: 'Логопед для детей и взрослых',
        label: 'Логопед',
        about: 'Постановка звуков, развитие речи, занятия после инсульта. Приём в кабинете или онлайн.',
      },
      {
        name: 'Ovqatlanish boʻyicha maslahat, dietolog',
        label: 'Dietolog',
        about: 'Vazn tashlash yoki ortirish uchun shaxsiy ovqatlanish rejasi. Onlayn maslahat, bir oy kuzatib boramiz.',
      },
    ],
  },
  {
    slug: 'nannies-caregivers',
    items: [
      {
        name: 'Tajribali enaga, bir yoshdan katta bolalar uchun',
        label: 'Enaga',
        about: 'Pedagogik maʼlumotli, sakkiz yillik tajriba. Kunduzi, haftada besh kun. Tavsiyanomalarim bor.',
      },
      {
        name: 'Keksalarga qarash, uyda yordamchi',
        label: 'Keksalarga qarash',
        about: 'Yotib qolgan bemor va keksalarga parvarish: ovqatlantirish, gigiyena, dorilarni vaqtida berish. Kunduzi yoki sutkalik.',
      },
      {
        name: 'Провожу ребёнка в школу и заберу после уроков',
        label: 'Няня на час',
        about: 'Отведу в школу, заберу, помогу с домашним заданием до прихода родителей. Студентка педагогического вуза.',
      },
      {
        name: 'Soatbay enaga, kechqurun ham',
        label: 'Soatbay enaga',
        about: 'Ota-onalar toʻy yoki tadbirga borganda bolalarga qarab turaman. Soatiga 40 000 soʻm.',
      },
    ],
  },
  {
    slug: 'tailoring',
    items: [
      {
        name: 'Kiyimlarni taʼmirlash va oʻlchamga moslash',
        label: 'Kiyim taʼmiri',
        about: 'Shim va yengni qisqartirish, zamok almashtirish, oʻlchamga moslash. Koʻp ishlar shu kuni tayyor.',
      },
      {
        name: 'Atlas va adrasdan milliy koʻylaklar tikish',
        label: 'Atlas koʻylak',
        about: 'Margʻilon atlasi va adrasidan zamonaviy bichimda koʻylaklar. Oʻlchov olib, 7–10 kunda tikib beramiz.',
        by: 'nilufar_beauty',
      },
      {
        name: 'Erkaklar kostyumini buyurtma asosida tikish',
        label: 'Kostyum tikish',
        about: 'Kuyov kostyumi, klassik va zamonaviy bichim. Mato tanlashda yordam beramiz, ikki marta primerka.',
      },
      {
        name: 'Пошив штор и текстиля для дома',
        label: 'Пошив штор',
        about: 'Шторы, тюль, покрывала, чехлы на мебель. Замер на дому, ткани из каталога или ваши.',
      },
    ],
  },
];
