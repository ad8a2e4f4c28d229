// Words for synthetic listing titles (scripts/bench/seed-listings.mjs): Uzbek Latin and Russian
// Cyrillic, as people write them, per product category. Words are drawn with skewed weights
// (earlier words more often), so that a search finds common words in thousands of listings and
// rare ones (the tail, model codes) in tens, as on a real marketplace.

/** Category slug → share of listings (weights), Latin nouns, Cyrillic nouns, brands. */
export const CATEGORY_WORDS = {
  phones: {
    weight: 14,
    uz: ['telefon', 'smartfon', 'gʻilof', 'zaryadlovchi', 'naushnik', 'quloqchin', 'ekran oyna', 'planshet', 'powerbank', 'sim karta'],
    ru: ['телефон', 'смартфон', 'чехол', 'зарядка', 'наушники', 'планшет', 'защитное стекло', 'аккумулятор'],
    brands: [
      'Samsung',
      'iPhone',
      'Redmi',
      'Xiaomi',
      'Honor',
      'Huawei',
      'Realme',
      'Tecno',
      'Infinix',
      'Vivo',
      'Oppo',
      'Nokia',
      'Poco',
      'OnePlus',
      'Google Pixel',
    ],
  },
  computers: {
    weight: 6,
    uz: ['noutbuk', 'kompyuter', 'monitor', 'klaviatura', 'sichqoncha', 'printer', 'videokarta', 'protsessor', 'qattiq disk', 'operativ xotira'],
    ru: ['ноутбук', 'компьютер', 'монитор', 'клавиатура', 'мышка', 'принтер', 'видеокарта', 'процессор', 'системный блок'],
    brands: ['Lenovo', 'HP', 'Acer', 'Asus', 'Dell', 'MacBook', 'MSI', 'Intel', 'Ryzen', 'Kingston', 'Canon', 'Epson'],
  },
  electronics: {
    weight: 6,
    uz: ['televizor', 'kolonka', 'fotoapparat', 'kamera', 'pristavka', 'proyektor', 'mikrofon', 'radio'],
    ru: ['телевизор', 'колонка', 'фотоаппарат', 'камера', 'приставка', 'проектор', 'микрофон', 'видеорегистратор'],
    brands: ['Samsung', 'LG', 'Sony', 'Artel', 'Shivaki', 'Hofmann', 'PlayStation', 'JBL', 'Canon', 'Nikon', 'Xbox'],
  },
  'home-appliances': {
    weight: 7,
    uz: [
      'muzlatgich',
      'xolodilnik',
      'kir yuvish mashinasi',
      'konditsioner',
      'changyutgich',
      'gaz plita',
      'mikrotoʻlqinli pech',
      'dazmol',
      'isitgich',
      'suv isitgich',
    ],
    ru: [
      'холодильник',
      'стиральная машина',
      'кондиционер',
      'пылесос',
      'газовая плита',
      'микроволновка',
      'утюг',
      'обогреватель',
      'водонагреватель',
      'мультиварка',
    ],
    brands: ['Artel', 'Samsung', 'LG', 'Shivaki', 'Beko', 'Indesit', 'Bosch', 'Midea', 'Avalon', 'Hofmann', 'Premier'],
  },
  furniture: {
    weight: 6,
    uz: ['divan', 'stol', 'stul', 'shkaf', 'karavot', 'kreslo', 'komod', 'oshxona mebeli', 'yotoqxona mebeli', 'javon'],
    ru: ['диван', 'стол', 'стул', 'шкаф', 'кровать', 'кресло', 'комод', 'кухонный гарнитур', 'спальный гарнитур', 'стенка'],
    brands: ['Ikea', 'Turkiya', 'Malayziya', 'Xitoy', 'Rossiya'],
  },
  'home-garden': {
    weight: 5,
    uz: ['gilam', 'parda', 'idish tovoq', 'qozon', 'koʻrpa', 'yostiq', 'gul', 'koʻchat', 'hovli stoli', 'choynak'],
    ru: ['ковёр', 'шторы', 'посуда', 'казан', 'одеяло', 'подушка', 'цветы', 'саженцы', 'люстра', 'сервиз'],
    brands: ['Turkiya', 'Eron', 'Xitoy', 'Tefal', 'Zepter'],
  },
  'building-materials': {
    weight: 5,
    uz: ['gʻisht', 'sement', 'armatura', 'laminat', 'kafel', 'boʻyoq', 'drel', 'perforator', 'bolgarka', 'eshik', 'deraza', 'truba'],
    ru: ['кирпич', 'цемент', 'арматура', 'ламинат', 'кафель', 'краска', 'дрель', 'перфоратор', 'болгарка', 'двери', 'окна', 'профнастил'],
    brands: ['Makita', 'Bosch', 'DeWalt', 'Knauf', 'Ceresit', 'Akfa', 'Bekaert'],
  },
  'clothing-shoes': {
    weight: 9,
    uz: ['koʻylak', 'shim', 'kurtka', 'palto', 'krossovka', 'tufli', 'etik', 'futbolka', 'sviter', 'atlas koʻylak', 'doʻppi', 'chopon'],
    ru: ['платье', 'брюки', 'куртка', 'пальто', 'кроссовки', 'туфли', 'сапоги', 'футболка', 'свитер', 'костюм', 'джинсы'],
    brands: ['Nike', 'Adidas', 'Puma', 'Zara', 'LC Waikiki', 'Mango', 'Reebok', 'New Balance', 'Gucci'],
  },
  'watches-jewellery': {
    weight: 3,
    uz: ['soat', 'uzuk', 'sirgʻa', 'bilaguzuk', 'zanjir', 'oltin uzuk', 'kumush zanjir'],
    ru: ['часы', 'кольцо', 'серьги', 'браслет', 'цепочка', 'золото', 'серебро'],
    brands: ['Casio', 'Rolex', 'Apple Watch', 'Tissot', 'Swatch', 'Orient', 'Pandora'],
  },
  kids: {
    weight: 5,
    uz: ['bolalar aravachasi', 'beshik', 'oʻyinchoq', 'bolalar velosipedi', 'avtokreslo', 'bolalar kiyimi', 'manej', 'bolalar uchun oʻrindiq'],
    ru: ['коляска', 'кроватка', 'игрушки', 'детский велосипед', 'автокресло', 'детская одежда', 'манеж', 'конструктор'],
    brands: ['Lego', 'Chicco', 'Peg Perego', 'Barbie', 'Hot Wheels'],
  },
  cars: {
    weight: 8,
    uz: ['mashina', 'avtomobil', 'sotiladi', 'kredit', 'yangi mashina', 'probeg'],
    ru: ['машина', 'автомобиль', 'продаю', 'в кредит', 'пробег', 'срочно'],
    brands: [
      'Chevrolet',
      'Cobalt',
      'Gentra',
      'Nexia',
      'Spark',
      'Malibu',
      'Damas',
      'Lacetti',
      'Tracker',
      'Captiva',
      'Matiz',
      'BYD',
      'Kia',
      'Hyundai',
      'Toyota',
      'Lada',
    ],
  },
  'auto-parts': {
    weight: 5,
    uz: ['shina', 'disk', 'akkumulyator', 'fara', 'bamper', 'moy', 'avtomobil uchun oʻrindiq', 'magnitola', 'kapot'],
    ru: ['шины', 'диски', 'аккумулятор', 'фара', 'бампер', 'масло', 'чехлы на сиденья', 'магнитола', 'капот'],
    brands: ['Michelin', 'Bridgestone', 'Continental', 'Nexen', 'Castrol', 'Mobil', 'Bosch', 'Cobalt', 'Nexia', 'Gentra'],
  },
  motorcycles: {
    weight: 2,
    uz: ['mototsikl', 'skuter', 'moped', 'kvadrotsikl', 'elektrosamokat', 'velosiped'],
    ru: ['мотоцикл', 'скутер', 'мопед', 'квадроцикл', 'электросамокат', 'велосипед'],
    brands: ['Honda', 'Yamaha', 'Suzuki', 'Ninebot', 'Stels', 'Forward'],
  },
  'sports-leisure': {
    weight: 3,
    uz: ['trenajyor', 'gantel', 'velosiped', 'futbol toʻpi', 'chodir', 'baliq ovlash qarmogʻi', 'yugurish yoʻlakchasi'],
    ru: ['тренажёр', 'гантели', 'велосипед', 'мяч', 'палатка', 'удочка', 'беговая дорожка', 'боксёрская груша'],
    brands: ['Adidas', 'Nike', 'Stels', 'Kettler', 'Torneo'],
  },
  'hobbies-books': {
    weight: 2,
    uz: ['kitob', 'darslik', 'gitara', 'pianino', 'rubob', 'dutor', 'rasm', 'kolleksiya tangalari'],
    ru: ['книга', 'учебник', 'гитара', 'пианино', 'синтезатор', 'картина', 'монеты', 'марки'],
    brands: ['Yamaha', 'Casio', 'Fender', 'Oxford'],
  },
  animals: {
    weight: 3,
    uz: ['mushuk', 'kuchukcha', 'it', 'toʻti', 'baliq', 'quyon', 'qoʻy', 'sigir', 'tovuq', 'ot'],
    ru: ['котёнок', 'щенок', 'собака', 'попугай', 'аквариум', 'кролик', 'корм', 'клетка'],
    brands: ['British', 'Alabay', 'Husky', 'Royal Canin', 'Whiskas'],
  },
  'beauty-health': {
    weight: 3,
    uz: ['atir', 'krem', 'fen', 'soch mashinkasi', 'tarozi', 'massajyor', 'kosmetika'],
    ru: ['духи', 'крем', 'фен', 'машинка для стрижки', 'весы', 'массажёр', 'косметика', 'тонометр'],
    brands: ['Philips', 'Braun', 'Rowenta', 'Chanel', 'Dior', 'Loreal', 'Omron'],
  },
  agriculture: {
    weight: 3,
    uz: ['traktor', 'urugʻ', 'oʻgʻit', 'motoblok', 'nasos', 'issiqxona', 'don', 'pichan', 'asalari'],
    ru: ['трактор', 'семена', 'удобрения', 'мотоблок', 'насос', 'теплица', 'зерно', 'сено', 'пчёлы'],
    brands: ['MTZ', 'Belarus', 'John Deere', 'Kubota', 'Case'],
  },
  'business-equipment': {
    weight: 3,
    uz: ['kassa apparati', 'savdo vitrinasi', 'tikuv mashinasi', 'non pechi', 'tandir', 'sovutgich vitrina', 'kofe apparati'],
    ru: ['кассовый аппарат', 'витрина', 'швейная машина', 'печь', 'холодильная витрина', 'кофемашина', 'стеллаж', 'весы торговые'],
    brands: ['Janome', 'Juki', 'Brother', 'Atlas', 'Saeco'],
  },
  other: {
    weight: 3,
    uz: ['sotiladi', 'boshqa narsalar', 'sovgʻa', 'antikvar', 'chamadon', 'sumka'],
    ru: ['продаю', 'разное', 'подарок', 'антиквариат', 'чемодан', 'сумка'],
    brands: ['Samsonite', 'Xitoy', 'Turkiya'],
  },
};

export const ADJECTIVES = {
  uz: [
    'yangi',
    'ishlatilgan',
    'arzon',
    'sifatli',
    'original',
    'holati yaxshi',
    'zoʻr',
    'srochno',
    'kafolat bilan',
    'yetkazib berish bor',
    'optom',
    'chegirma',
    'ideal holatda',
    'qora',
    'oq',
    'kulrang',
    'koʻk',
    'qizil',
  ],
  ru: [
    'новый',
    'б/у',
    'недорого',
    'срочно',
    'оригинал',
    'отличное состояние',
    'с гарантией',
    'доставка',
    'оптом',
    'скидка',
    'идеальное состояние',
    'чёрный',
    'белый',
    'серый',
    'синий',
    'красный',
  ],
};

/** City words that sellers put in titles now and then. */
export const PLACES = {
  uz: ['Toshkent', 'Samarqand', 'Buxoro', 'Andijon', 'Fargʻona', 'Namangan', 'Qarshi', 'Nukus', 'Urganch', 'Chilonzor', 'Yunusobod'],
  ru: ['Ташкент', 'Самарканд', 'Бухара', 'Андижан', 'Фергана', 'Наманган', 'Карши', 'Нукус', 'Ургенч', 'Чиланзар', 'Юнусабад'],
};

/** Rare words (a few tens of listings at 100k): the long tail people also search for. */
export const RARE = {
  uz: [
    'antiqa',
    'kolleksion',
    'qoʻlbola',
    'eksklyuziv',
    'vintaj',
    'noyob',
    'zardoʻzi',
    'kashta',
    'suzani',
    'ganch',
    'naqshinkor',
    'chinni',
    'misgarlik',
    'pichoqchi',
    'zargarona',
  ],
  ru: ['коллекционный', 'эксклюзив', 'винтаж', 'ручной работы', 'раритет', 'антикварный', 'уникальный', 'сюзане', 'чеканка', 'фарфор'],
};

/** Regions' shares of listings (by name_uz; the capital and the Fergana valley sell most). */
export const REGION_WEIGHTS = {
  'Toshkent shahri': 28,
  'Toshkent viloyati': 9,
  'Samarqand viloyati': 8,
  'Fargʻona viloyati': 8,
  'Andijon viloyati': 7,
  'Namangan viloyati': 6,
  'Qashqadaryo viloyati': 6,
  'Buxoro viloyati': 5,
  'Surxondaryo viloyati': 5,
  'Xorazm viloyati': 4,
  'Qoraqalpogʻiston Respublikasi': 4,
  'Jizzax viloyati': 3,
  'Navoiy viloyati': 3,
  'Sirdaryo viloyati': 2,
};

/** Price range in so'm per category: [low, high], drawn log-uniformly, rounded to thousands. */
export const PRICE_RANGES = {
  phones: [50_000, 18_000_000],
  computers: [100_000, 30_000_000],
  electronics: [100_000, 25_000_000],
  'home-appliances': [200_000, 15_000_000],
  furniture: [100_000, 20_000_000],
  'home-garden': [10_000, 5_000_000],
  'building-materials': [5_000, 10_000_000],
  'clothing-shoes': [20_000, 3_000_000],
  'watches-jewellery': [50_000, 50_000_000],
  kids: [20_000, 5_000_000],
  cars: [20_000_000, 600_000_000],
  'auto-parts': [20_000, 10_000_000],
  motorcycles: [1_000_000, 60_000_000],
  'sports-leisure': [20_000, 15_000_000],
  'hobbies-books': [10_000, 10_000_000],
  animals: [10_000, 30_000_000],
  'beauty-health': [20_000, 5_000_000],
  agriculture: [50_000, 300_000_000],
  'business-equipment': [500_000, 80_000_000],
  other: [5_000, 5_000_000],
};

export const DESCRIPTIONS = {
  uz: [
    'Holati yaxshi, hech qanday muammosi yoʻq. Narxi kelishiladi.',
    'Yangi, qutisi va hujjatlari bilan. Faqat jiddiy xaridorlar qoʻngʻiroq qilsin.',
    'Shahar boʻylab yetkazib berish bor. Batafsil maʻlumot telefon orqali.',
    'Koʻp ishlatilmagan, tozaligi aʻlo. Almashtirish ham mumkin.',
    'Sifatiga kafolat beraman. Koʻrib keting, yoqsa olasiz.',
  ],
  ru: [
    'Состояние отличное, без дефектов. Торг уместен.',
    'Новый, в коробке, с документами. Звоните только серьёзным покупателям.',
    'Доставка по городу. Подробности по телефону.',
    'Пользовались мало, всё работает. Возможен обмен.',
    'Гарантия качества. Приезжайте, смотрите, берите.',
  ],
};

/**
 * Service category slug → share of services (weights), Latin and Cyrillic phrases. `usta`
 * (master) and `ремонт` (repair) recur across categories, as on a real board: the service
 * search scenarios look for them.
 */
export const SERVICE_WORDS = {
  'appliance-repair': {
    weight: 8,
    uz: ['muzlatgich ustasi', 'kir yuvish mashinasi taʼmiri', 'konditsioner oʻrnatish', 'maishiy texnika ustasi', 'gaz plita taʼmiri'],
    ru: ['ремонт холодильников', 'ремонт стиральных машин', 'установка кондиционеров', 'мастер бытовой техники', 'ремонт газовых плит'],
  },
  'phone-computer-repair': {
    weight: 7,
    uz: ['telefon ustasi', 'kompyuter taʼmiri', 'noutbuk ustasi', 'ekran almashtirish', 'Windows oʻrnatish'],
    ru: ['ремонт телефонов', 'ремонт компьютеров', 'ремонт ноутбуков', 'замена экрана', 'установка Windows'],
  },
  'construction-renovation': {
    weight: 10,
    uz: ['qurilish ustasi', 'uy taʼmirlash', 'kafel ustasi', 'suvoqchi', 'gipsokarton ustasi', 'oboy yopishtirish'],
    ru: ['ремонт квартир', 'строительная бригада', 'укладка кафеля', 'штукатурка', 'гипсокартон', 'поклейка обоев'],
  },
  'plumbing-electrical': {
    weight: 8,
    uz: ['santexnik', 'elektrik', 'santexnika ustasi', 'elektr montaj', 'kanalizatsiya tozalash'],
    ru: ['сантехник', 'электрик', 'ремонт сантехники', 'электромонтаж', 'прочистка канализации'],
  },
  cleaning: {
    weight: 5,
    uz: ['uy tozalash', 'gilam yuvish', 'ofis tozalash', 'deraza yuvish', 'taʼmirdan keyin tozalash'],
    ru: ['уборка квартир', 'стирка ковров', 'уборка офисов', 'мойка окон', 'уборка после ремонта'],
  },
  tutoring: {
    weight: 7,
    uz: ['ingliz tili repetitor', 'matematika repetitor', 'rus tili kurslari', 'IELTS tayyorlov', 'abituriyentlar uchun darslar'],
    ru: ['репетитор английского', 'репетитор по математике', 'курсы русского языка', 'подготовка к IELTS', 'подготовка абитуриентов'],
  },
  beauty: {
    weight: 6,
    uz: ['sartarosh', 'manikyur', 'vizajist', 'kelin pardozi', 'soch turmaklash'],
    ru: ['парикмахер', 'маникюр', 'визажист', 'свадебный макияж', 'наращивание ресниц'],
  },
  health: { weight: 3, uz: ['massaj', 'hamshira uyga', 'fizioterapiya', 'logoped'], ru: ['массаж', 'медсестра на дом', 'физиотерапия', 'логопед'] },
  'moving-freight': {
    weight: 6,
    uz: ['yuk tashish', 'Damas yuk tashish', 'koʻchish xizmati', 'yuk ortish', 'Labo xizmati'],
    ru: ['грузоперевозки', 'грузчики', 'переезд квартир', 'Портер услуги', 'вывоз мусора'],
  },
  'passenger-transport': {
    weight: 4,
    uz: ['taksi', 'aeroportga transfer', 'viloyatlarga qatnov', 'mikroavtobus ijarasi'],
    ru: ['такси', 'трансфер в аэропорт', 'междугороднее такси', 'аренда микроавтобуса'],
  },
  'auto-service': {
    weight: 7,
    uz: ['avtoservis', 'avto elektrik', 'kuzov ustasi', 'motor ustasi', 'moy almashtirish', 'shinomontaj'],
    ru: ['автосервис', 'автоэлектрик', 'кузовной ремонт', 'ремонт двигателя', 'замена масла', 'шиномонтаж'],
  },
  'it-development': {
    weight: 4,
    uz: ['sayt yaratish', 'dasturchi', 'Telegram bot', 'mobil ilova', 'SMM xizmati'],
    ru: ['создание сайтов', 'программист', 'Telegram бот', 'мобильные приложения', 'SMM продвижение'],
  },
  'design-printing': {
    weight: 3,
    uz: ['logotip dizayn', 'banner chop etish', 'vizitka', 'poligrafiya xizmatlari'],
    ru: ['дизайн логотипа', 'печать баннеров', 'визитки', 'полиграфия'],
  },
  'photo-video': {
    weight: 4,
    uz: ['toʻy fotograf', 'videograf', 'fotosessiya', 'dron bilan suratga olish'],
    ru: ['свадебный фотограф', 'видеограф', 'фотосессия', 'съёмка с дрона'],
  },
  'weddings-events': {
    weight: 5,
    uz: ['toʻyxona', 'tamada', 'karnay surnay', 'toʻy bezatish', 'DJ xizmati'],
    ru: ['ведущий на свадьбу', 'оформление свадеб', 'DJ на праздник', 'организация мероприятий'],
  },
  'legal-accounting': {
    weight: 3,
    uz: ['buxgalter', 'yurist maslahati', 'soliq hisoboti', 'firma ochish'],
    ru: ['бухгалтер', 'юрист консультация', 'налоговая отчётность', 'регистрация фирмы'],
  },
  tailoring: { weight: 4, uz: ['tikuvchi', 'koʻylak tikish', 'kiyim taʼmiri', 'parda tikish'], ru: ['швея', 'пошив платьев', 'ремонт одежды', 'пошив штор'] },
  'nannies-caregivers': { weight: 2, uz: ['enaga', 'qarovchi', 'bola qarash'], ru: ['няня', 'сиделка', 'присмотр за детьми'] },
  'pet-services': { weight: 1, uz: ['veterinar', 'it oʻrgatish', 'mushuk parvarishi'], ru: ['ветеринар', 'дрессировка собак', 'груминг'] },
  'other-services': {
    weight: 3,
    uz: ['usta xizmati', 'mebel yigʻish', 'kalit yasash', 'har xil ishlar'],
    ru: ['мастер на час', 'сборка мебели', 'изготовление ключей', 'разные услуги'],
  },
};

/** What service titles add now and then (Latin `usta` and Cyrillic `ремонт` among them). */
export const SERVICE_EXTRAS = {
  uz: ['tajribali usta', 'arzon', 'sifatli', 'tez va sifatli', 'kafolat bilan', 'uyga chiqib', '24/7', 'chegirma', 'tajriba 10 yil', 'malakali usta'],
  ru: ['опытный мастер', 'недорого', 'качественно', 'быстро', 'с гарантией', 'выезд на дом', 'круглосуточно', 'скидки', 'опыт 10 лет', 'любой ремонт'],
};

export const SERVICE_DESCRIPTIONS = {
  uz: [
    'Tajribam 8 yil. Ishga kafolat beraman, narxi kelishiladi.',
    'Shahar boʻylab uyga chiqib xizmat koʻrsatamiz. Qoʻngʻiroq qiling.',
    'Sifatli va oʻz vaqtida. Oldindan yozilish kerak.',
    'Dam olish kunlari ham ishlaymiz. Birinchi mijozlarga chegirma.',
  ],
  ru: [
    'Опыт 8 лет. Гарантия на работу, цена договорная.',
    'Выезд по городу. Звоните в любое время.',
    'Качественно и в срок. Запись заранее.',
    'Работаем без выходных. Первым клиентам скидка.',
  ],
};

/** Comments under listings: questions from people and the owner's answers (replies). */
export const COMMENTS = {
  uz: {
    ask: [
      'Narxi qancha?',
      'Hali bormi?',
      'Qayerdan olib ketsa boʻladi?',
      'Chegirma qilasizmi?',
      'Yetkazib berish bormi?',
      'Kafolat bormi?',
      'Bugun koʻrsa boʻladimi?',
      'Rahmat, hammasi zoʻr!',
      'Qaysi tumanga chiqasiz?',
      'Telefon raqamingizni yozing',
    ],
    answer: [
      'Ha, bor. Yozing.',
      'Narxi eʼlonda yozilgan.',
      'Ozgina chegirma boʻladi.',
      'Ha, yetkazib beramiz.',
      'Bugun soat 18 gacha mumkin.',
      'Rahmat!',
      'Shaxsiy xabarga yozdim.',
    ],
  },
  ru: {
    ask: [
      'Сколько стоит?',
      'Ещё актуально?',
      'Где можно забрать?',
      'Торг уместен?',
      'Доставка есть?',
      'Гарантия есть?',
      'Можно посмотреть сегодня?',
      'Спасибо, всё отлично!',
      'В какой район выезжаете?',
      'Напишите номер телефона',
    ],
    answer: [
      'Да, актуально. Пишите.',
      'Цена в объявлении.',
      'Небольшой торг возможен.',
      'Да, доставим.',
      'Сегодня до 18:00 можно.',
      'Спасибо!',
      'Написал вам в личку.',
    ],
  },
};

/**
 * Real estate (issue 38): how Uzbek owners and agents title and describe a property. Titles are
 * built as "3 xonali kvartira, Yunusobod, 78 m²" / "3-комнатная квартира, Юнусабад, 78 м²"
 * (seed-listings.mjs); the words here are the type's noun, the deal's verb and the extras.
 */
export const REAL_ESTATE_WORDS = {
  /** The type's noun, by the listing's script; a flat's Latin title also says `kvartira` as people type it. */
  noun: {
    flat: { uz: ['kvartira', 'xonadon', 'uy'], ru: ['квартира'] },
    house: { uz: ['hovli', 'uy-joy', 'dacha', 'hovli uy'], ru: ['дом', 'частный дом', 'дом с участком'] },
    land: { uz: ['yer uchastka', 'yer', 'uchastka'], ru: ['участок', 'земельный участок'] },
    commercial: { uz: ['doʻkon', 'ofis', 'savdo joyi', 'ombor', 'kafe joyi'], ru: ['магазин', 'офис', 'помещение', 'склад', 'торговая площадь'] },
  },
  /** How a deal is said in a title. */
  deal: {
    sale: { uz: ['sotiladi', 'sotuvda', 'arzon sotiladi'], ru: ['продаётся', 'продам', 'срочно продаётся'] },
    rent: { uz: ['ijaraga beriladi', 'ijaraga', 'uzoq muddatga ijara'], ru: ['сдаётся', 'аренда', 'сдам на длительный срок'] },
    daily: { uz: ['kunlik ijaraga', 'kunlik', 'sutkalik'], ru: ['посуточно', 'сдаётся посуточно', 'на сутки'] },
  },
  /** What a title adds now and then. */
  extras: {
    uz: ['yangi bino', 'evroremont', 'mebeli bilan', 'metro yaqinida', 'kadastr bor', 'gaz, suv bor', 'hujjatlari tayyor', 'oshxona-studiya'],
    ru: ['новостройка', 'евроремонт', 'с мебелью', 'рядом метро', 'кадастр есть', 'газ, вода есть', 'документы готовы', 'кухня-студия'],
  },
  /** A landmark ("mo'ljal"), as Tashkent addresses are given. */
  landmarks: [
    'Metro yaqinida',
    'Korzinka yonida',
    'Maktab roʻparasida',
    'Bozor yaqinida',
    'Makro supermarketi orqasida',
    'Poliklinika yonida',
    'Ориентир: метро',
    'Ориентир: Корзинка',
    'Ориентир: школа',
  ],
  descriptions: {
    uz: [
      'Uy issiq, quyosh tushadi. Atrofida maktab, bogʻcha, doʻkonlar bor. Narxi kelishiladi.',
      'Hujjatlari toza, kadastr bor. Koʻrishga istalgan vaqtda kelishingiz mumkin.',
      'Yangi taʼmirlangan, texnikasi bilan. Faqat oilaga beriladi.',
      'Joylashuvi qulay, transport yaqin. Vositachilar bezovta qilmasin.',
      'Gaz, suv, svet doimiy. Hovlisi keng, mashina qoʻyish joyi bor.',
    ],
    ru: [
      'Тёплая, солнечная сторона. Рядом школа, садик, магазины. Торг уместен.',
      'Документы в порядке, кадастр есть. Показ в любое время.',
      'Свежий ремонт, вся техника остаётся. Сдаётся только семье.',
      'Удобное расположение, транспорт рядом. Посредникам не беспокоить.',
      'Газ, вода, свет постоянно. Большой двор, есть место для машины.',
    ],
  },
};
