import type { ServiceCategoryPlan } from '../catalog-types.ts';

/** Gadget repair, software, design and print, photo and video. */
export const techServices: ServiceCategoryPlan[] = [
  {
    slug: 'phone-computer-repair',
    items: [
      {
        name: 'iPhone va Samsung ekranini 30 daqiqada almashtirish',
        label: 'Ekran almashtirish',
        about: 'Original va sifatli analog ekranlar, narxi modelga qarab. Ish paytida kutib turishingiz mumkin, 3 oy kafolat.',
      },
      {
        name: 'Noutbukni changdan tozalash va termopasta almashtirish',
        label: 'Noutbuk tozalash',
        about: 'Noutbuk qizib ketsa yoki shovqin qilsa, changdan tozalaymiz va termopastani almashtiramiz. Bir soatda tayyor, 150 000 soʻm.',
      },
      {
        name: 'Windows oʻrnatish, dasturlar va antivirus',
        label: 'Windows oʻrnatish',
        about: 'Windows 10 va 11, Office, drayverlar. Fayllaringizni saqlab qolamiz. Uyga yoki ofisga chiqib ishlash mumkin.',
      },
      {
        name: 'Ремонт ноутбуков и компьютеров любой сложности',
        label: 'Ремонт ноутбуков',
        about: 'Пайка материнских плат, замена клавиатур и разъёмов зарядки, установка SSD и памяти. Диагностика бесплатно.',
      },
      {
        name: 'Telefon batareyasi va zaryad uyasini almashtirish',
        label: 'Batareya almashtirish',
        about: 'Xiaomi, Redmi, Samsung, iPhone. Batareya tez tugasa yoki telefon zaryad olmasa, bir soatda almashtiramiz.',
      },
    ],
  },
  {
    slug: 'it-development',
    items: [
      {
        name: 'Sayt yaratish: internet-doʻkon va landing sahifa',
        label: 'Sayt yaratish',
        about: 'Click va Payme toʻlovlari, 1C bilan bogʻlash, SEO. Ikki haftadan, uch oy texnik yordam bepul.',
      },
      {
        name: 'Biznes uchun Telegram-bot yaratish',
        label: 'Telegram-bot',
        about: 'Buyurtma qabul qilish, yetkazib berish, CRM bilan bogʻlash. Bot oʻzbek va rus tillarida gapiradi.',
      },
      {
        name: 'Разработка мобильных приложений для iOS и Android',
        label: 'Мобильные приложения',
        about: 'Flutter и нативная разработка, от прототипа до публикации в магазинах приложений. Поддержка после запуска.',
      },
      {
        name: '1C dasturini oʻrnatish va sozlash',
        label: '1C sozlash',
        about: 'Savdo, ombor va buxgalteriya uchun. Xodimlaringizni oʻrgatamiz, keyin masofadan yordam beramiz.',
      },
    ],
  },
  {
    slug: 'design-printing',
    items: [
      {
        name: 'Logotip va firma uslubi dizayni',
        label: 'Logotip',
        about: 'Logotip, vizitka, blank va ijtimoiy tarmoqlar uchun shablonlar. Uchta variant, tuzatishlar bepul.',
      },
      {
        name: 'Banner, vizitka va flayer chop etish',
        label: 'Poligrafiya',
        about: 'Katta formatli bannerlar, vizitkalar 1 000 donadan, flayerlar. Maketni bepul tayyorlaymiz, bir kunda tayyor.',
      },
      {
        name: 'Toʻy taklifnomalari: dizayn va chop etish',
        label: 'Taklifnoma',
        about: 'Klassik va zamonaviy dizayn, oltin folga, konvertlari bilan. Buyurtma 100 donadan.',
      },
      {
        name: 'Печать на футболках, кружках и кепках',
        label: 'Печать на футболках',
        about: 'Термоперенос и DTF, от одной штуки. Корпоративные заказы со скидкой.',
      },
      {
        name: 'SMM: Instagram va Telegram sahifalarini yuritish',
        label: 'SMM',
        about: 'Kontent-reja, dizayn, reels montaji va target reklama. Oylik paketlar, hisobot har hafta.',
      },
    ],
  },
  {
    slug: 'photo-video',
    items: [
      {
        name: 'Toʻy fotografi va videografi',
        label: 'Toʻy videosi',
        about: 'Full HD va 4K, dron bilan suratga olish, Love Story. Montaj uch haftada tayyor boʻladi.',
      },
      {
        name: 'Oilaviy va bolalar fotosessiyasi',
        label: 'Fotosessiya',
        about: 'Studiyada yoki tabiatda, bir soatlik fotosessiya va ishlov berilgan 30 ta surat.',
      },
      {
        name: 'Marketpleyslar uchun mahsulotlarni suratga olish',
        label: 'Mahsulot surati',
        about: 'Uzum Market va Instagram uchun oq fonda va interyerda suratlar. Bitta mahsulot 25 000 soʻmdan.',
      },
      {
        name: 'Видеосъёмка мероприятий и монтаж роликов',
        label: 'Видеосъёмка',
        about: 'Корпоративы, юбилеи, выпускные. Короткий ролик для соцсетей в подарок.',
      },
      {
        name: 'Hujjatlar uchun surat, 10 daqiqada',
        label: 'Hujjat surati',
        about: 'Pasport, viza va guvohnomalar uchun, talab qilingan oʻlchamlarda, chop etish bilan.',
      },
    ],
  },
];
