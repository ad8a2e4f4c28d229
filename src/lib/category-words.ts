import { normalizeSearchText, searchKey } from './text.ts';

/**
 * The words people search a category by (issue 21): beside its three names, a short list per
 * category in Uzbek Latin, Uzbek Cyrillic, Russian and English, so that `telefon` finds every
 * phone, titled "iPhone 15 Pro Max" or "Galaxy A55", and `машина` every car.
 *
 * Source: compiled for Bozor from the category names (db/seed/categories.json, from
 * ../shared/data/categories.json) and the everyday words sellers and buyers use for them on
 * Uzbek classifieds; checked against the demo catalogue's titles (demo/products/, demo/services/).
 * Rules: words of three letters or more (shorter ones match inside too many words); no word that
 * belongs to another category's meaning (`kir yuvish mashinasi` and `стиральная машина` are
 * washing machines, so the appliances list says `kir yuvish` and `стиральная`, and `mashina` stays
 * the cars'); no brand names (a title has those). A listing matched only through these words ranks
 * below one whose title matches (listings.repository.ts searchPage).
 */
export const CATEGORY_WORDS: Readonly<Record<string, readonly string[]>> = {
  // Products
  phones: ['telefon', 'smartfon', 'mobil', 'sotka', 'quloqchin', 'zaryadlovchi', 'gʻilof', 'chexol', 'смартфон', 'мобильный', 'сотовый', 'қулоқчин', 'наушники', 'зарядка', 'чехол', 'phone', 'smartphone', 'mobile', 'cellphone', 'charger', 'earphones'],
  computers: ['kompyuter', 'noutbuk', 'planshet', 'monitor', 'printer', 'klaviatura', 'sichqoncha', 'компьютер', 'ноутбук', 'планшет', 'принтер', 'клавиатура', 'мышь', 'computer', 'laptop', 'notebook', 'tablet', 'keyboard', 'mouse'],
  electronics: ['elektronika', 'televizor', 'kolonka', 'fotoapparat', 'kamera', 'pristavka', 'электроника', 'телевизор', 'колонка', 'фотоаппарат', 'камера', 'приставка', 'electronics', 'television', 'speaker', 'camera', 'console', 'headphones'],
  'home-appliances': ['maishiy texnika', 'muzlatgich', 'kir yuvish', 'konditsioner', 'changyutgich', 'gaz plita', 'mikrotoʻlqinli', 'dazmol', 'музлатгич', 'чангютгич', 'холодильник', 'стиральная', 'кондиционер', 'пылесос', 'плита', 'микроволновка', 'утюг', 'appliance', 'fridge', 'refrigerator', 'washing', 'air conditioner', 'vacuum cleaner', 'stove', 'microwave'],
  furniture: ['mebel', 'divan', 'stol', 'stul', 'shkaf', 'karavot', 'kreslo', 'мебель', 'диван', 'стол', 'стул', 'шкаф', 'кровать', 'кресло', 'furniture', 'sofa', 'couch', 'table', 'chair', 'wardrobe', 'armchair'],
  'home-garden': ['bogʻ', 'hovli', 'idish', 'gilam', 'parda', 'asbob', 'дача', 'сад', 'посуда', 'ковёр', 'шторы', 'инструменты', 'garden', 'kitchenware', 'carpet', 'curtains', 'tools'],
  'building-materials': ['qurilish', 'sement', 'gʻisht', 'armatura', 'boʻyoq', 'kafel', 'laminat', 'стройматериалы', 'цемент', 'кирпич', 'арматура', 'краска', 'плитка', 'ламинат', 'building materials', 'cement', 'brick', 'rebar', 'paint', 'tiles', 'laminate'],
  'clothing-shoes': ['kiyim', 'poyabzal', 'koʻylak', 'kurtka', 'shim', 'krossovka', 'tufli', 'одежда', 'обувь', 'платье', 'куртка', 'брюки', 'кроссовки', 'туфли', 'clothes', 'clothing', 'shoes', 'dress', 'jacket', 'trousers', 'sneakers'],
  'watches-jewellery': ['soat', 'zargarlik', 'uzuk', 'sirgʻa', 'bilaguzuk', 'tilla', 'oltin', 'kumush', 'часы', 'украшения', 'ювелирные', 'кольцо', 'серьги', 'браслет', 'золото', 'серебро', 'watch', 'jewellery', 'jewelry', 'ring', 'earrings', 'bracelet', 'gold', 'silver'],
  kids: ['bolalar', 'chaqaloq', 'oʻyinchoq', 'aravacha', 'kolyaska', 'детские', 'ребенок', 'игрушки', 'коляска', 'малыш', 'kids', 'children', 'baby', 'toys', 'stroller', 'pram'],
  cars: ['avtomobil', 'mashina', 'moshina', 'avto', 'автомобиль', 'машина', 'мошина', 'авто', 'легковой', 'car', 'auto', 'automobile', 'vehicle'],
  'auto-parts': ['ehtiyot qism', 'zapchast', 'shina', 'gʻildirak', 'akkumulyator', 'disk', 'запчасти', 'шины', 'колёса', 'аккумулятор', 'диски', 'auto parts', 'spare parts', 'tyres', 'tires', 'wheels', 'battery'],
  motorcycles: ['mototsikl', 'moto', 'skuter', 'moped', 'мотоцикл', 'мото', 'скутер', 'мопед', 'motorcycle', 'motorbike', 'scooter', 'moped'],
  'sports-leisure': ['sport', 'trenajyor', 'velosiped', 'futbol', 'baliq ovi', 'chodir', 'спорт', 'тренажер', 'велосипед', 'футбол', 'мяч', 'рыбалка', 'палатка', 'sports', 'fitness', 'bicycle', 'bike', 'football', 'ball', 'fishing', 'tent'],
  'hobbies-books': ['kitob', 'xobbi', 'musiqa', 'gitara', 'kolleksiya', 'darslik', 'книги', 'книга', 'хобби', 'гитара', 'музыкальные', 'коллекция', 'учебник', 'books', 'book', 'hobby', 'guitar', 'musical', 'collection', 'textbook'],
  animals: ['hayvon', 'mushuk', 'kuchuk', 'qush', 'baliq', 'qoʻy', 'sigir', 'животные', 'кошка', 'котенок', 'собака', 'щенок', 'птица', 'попугай', 'корова', 'лошадь', 'animals', 'pets', 'cat', 'kitten', 'dog', 'puppy', 'bird', 'parrot', 'cow', 'horse'],
  'beauty-health': ['goʻzallik', 'salomatlik', 'kosmetika', 'parfyum', 'atir', 'красота', 'здоровье', 'косметика', 'парфюм', 'духи', 'beauty', 'health', 'cosmetics', 'perfume', 'skincare'],
  agriculture: ['qishloq xoʻjaligi', 'traktor', 'urugʻ', 'koʻchat', 'oʻgʻit', 'chorva', 'yem', 'сельское хозяйство', 'трактор', 'семена', 'саженцы', 'удобрения', 'корм', 'agriculture', 'farming', 'tractor', 'seeds', 'seedlings', 'fertilizer', 'feed'],
  'business-equipment': ['uskuna', 'jihoz', 'stanok', 'kassa', 'vitrina', 'оборудование', 'станок', 'касса', 'витрина', 'equipment', 'business', 'machinery', 'cash register', 'showcase'],
  other: ['boshqa', 'turli', 'разное', 'другое', 'other', 'misc'],
  // Services
  'appliance-repair': ['taʼmir', 'usta', 'muzlatgich', 'konditsioner', 'ремонт', 'мастер', 'холодильник', 'стиральн', 'repair', 'technician', 'appliance'],
  'phone-computer-repair': ['taʼmir', 'usta', 'telefon', 'kompyuter', 'noutbuk', 'ekran', 'ремонт', 'телефон', 'компьютер', 'ноутбук', 'экран', 'repair', 'phone', 'computer', 'laptop', 'screen'],
  'construction-renovation': ['qurilish', 'taʼmir', 'remont', 'usta', 'kafel', 'suvoq', 'строительство', 'ремонт', 'отделка', 'плиточник', 'construction', 'renovation', 'builder', 'handyman', 'tiling'],
  'plumbing-electrical': ['santexnik', 'elektrik', 'santexnika', 'elektr', 'сантехник', 'электрик', 'сантехника', 'электрика', 'plumber', 'plumbing', 'electrician', 'electrical'],
  cleaning: ['tozalash', 'gilam yuvish', 'klining', 'уборка', 'клининг', 'химчистка', 'ковров', 'cleaning', 'cleaner', 'housekeeping', 'carpet'],
  tutoring: ['repetitor', 'oʻqituvchi', 'dars', 'kurs', 'ingliz tili', 'matematika', 'репетитор', 'учитель', 'уроки', 'курсы', 'английский', 'tutor', 'tutoring', 'teacher', 'lessons', 'courses', 'english'],
  beauty: ['sartarosh', 'manikyur', 'kosmetolog', 'vizajist', 'soch', 'парикмахер', 'маникюр', 'косметолог', 'визажист', 'стрижка', 'hairdresser', 'barber', 'manicure', 'beautician', 'makeup'],
  health: ['tibbiyot', 'shifokor', 'massaj', 'hamshira', 'stomatolog', 'медицина', 'врач', 'массаж', 'медсестра', 'стоматолог', 'doctor', 'medical', 'massage', 'nurse', 'dentist'],
  'moving-freight': ['yuk tashish', 'koʻchish', 'gruzchik', 'labo', 'damas', 'грузоперевозки', 'переезд', 'грузчики', 'доставка', 'moving', 'freight', 'movers', 'delivery', 'truck'],
  'passenger-transport': ['taksi', 'yoʻlovchi', 'transfer', 'haydovchi', 'такси', 'пассажирские', 'трансфер', 'водитель', 'taxi', 'driver', 'passenger'],
  'auto-service': ['avtoservis', 'usta', 'vulkanizatsiya', 'avtomoyka', 'автосервис', 'шиномонтаж', 'автомойка', 'car service', 'auto repair', 'mechanic', 'tire service', 'car wash'],
  'it-development': ['dasturlash', 'sayt', 'dasturchi', 'программирование', 'разработка', 'сайт', 'программист', 'programming', 'web development', 'website', 'developer', 'software'],
  'design-printing': ['dizayn', 'bosma', 'poligrafiya', 'logotip', 'banner', 'дизайн', 'печать', 'полиграфия', 'логотип', 'баннер', 'design', 'printing', 'logo'],
  'photo-video': ['fotograf', 'videograf', 'suratga olish', 'video', 'фотограф', 'видеограф', 'фотосъемка', 'видеосъемка', 'photographer', 'videographer', 'photo'],
  'weddings-events': ['toʻy', 'marosim', 'tadbir', 'toʻyxona', 'tamada', 'bezak', 'свадьба', 'мероприятия', 'тамада', 'оформление', 'праздник', 'wedding', 'events', 'party', 'decoration'],
  'legal-accounting': ['yurist', 'advokat', 'buxgalter', 'hisobchi', 'notarius', 'soliq', 'юрист', 'адвокат', 'бухгалтер', 'нотариус', 'налоги', 'lawyer', 'legal', 'accountant', 'accounting', 'tax'],
  tailoring: ['tikuvchi', 'tikish', 'atele', 'швея', 'пошив', 'ателье', 'портной', 'tailor', 'tailoring', 'sewing', 'alterations'],
  'nannies-caregivers': ['enaga', 'bola qarash', 'parvarish', 'няня', 'сиделка', 'уход', 'nanny', 'babysitter', 'caregiver'],
  'pet-services': ['veterinar', 'grooming', 'ветеринар', 'груминг', 'передержка', 'pet', 'vet', 'veterinarian'],
  'other-services': ['boshqa', 'xizmat', 'другие', 'услуги', 'other', 'services'],
};

/** A category as the search needs it: its slug and three names. */
export interface CategoryNames {
  slug: string;
  name_uz: string;
  name_ru: string;
  name_en: string;
}

const keys = new Map<string, string>();

/** A category's names and words as one search key (lib/text.ts `searchKey`), each word once. */
export function categorySearchKey(category: CategoryNames): string {
  const cacheKey = `${category.slug}\u0000${category.name_uz}\u0000${category.name_ru}\u0000${category.name_en}`;
  let key = keys.get(cacheKey);
  if (key === undefined) {
    const words = searchKey([category.name_uz, category.name_ru, category.name_en, ...(CATEGORY_WORDS[category.slug] ?? [])].join(' ')).split(' ');
    key = [...new Set(words.filter((word) => word.length >= 3))].join(' ');
    keys.set(cacheKey, key);
  }
  return key;
}

/**
 * A listing's search key: its title's words, then its category's (names and words), so that every
 * word of a query may be found in either; the title's come first, and only the title is the
 * search's "exact" text (`search_text`), which ranks above a match through the category.
 */
export function listingSearchKey(title: string, category: CategoryNames): string {
  const categoryKey = categorySearchKey(category);
  return categoryKey ? `${searchKey(title)} ${categoryKey}`.trim() : searchKey(title);
}

/**
 * A listing title's search key with a space either side (` iphone 15 pro `), so that a word is
 * found whole (` pro `) or as a word's start (` pro`) as well as anywhere (`pro`): the title tiers
 * of a relevance-sorted search (listings.repository.ts `relevancePage`).
 */
export function titleSearchKey(title: string): string {
  return ` ${searchKey(title)} `;
}

/** Every search column of a listing, from its title and category: one place for the app and the bench seed. */
export function listingSearchFields(title: string, category: CategoryNames): { searchText: string; wordsText: string; searchKey: string; titleKey: string } {
  const searchText = normalizeSearchText(title);
  return { searchText, wordsText: `${searchText} ${categoryText(category)}`, searchKey: listingSearchKey(title, category), titleKey: titleSearchKey(title) };
}

/** A category's names and words as a person writes them (for showing a corrected word: lib/search-words.ts `vocabularyEntries`). */
export function categoryText(category: CategoryNames): string {
  return normalizeSearchText([category.name_uz, category.name_ru, category.name_en, ...(CATEGORY_WORDS[category.slug] ?? [])].join(' '));
}

