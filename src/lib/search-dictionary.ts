import type { SearchDictionary } from './listing-words.ts';
import { searchKey } from './text.ts';

/**
 * The search dictionary (issue 36, item 2): the spellings and the words in other languages that
 * stand for the same thing, applied when a listing is indexed (`indexWords`) and when a query is
 * read (`queryTerms`), from this one module, so that `шевроле`, `shevrolet` and `Chevrolet` meet,
 * `kobalt` finds a Cobalt, `айфон` an iPhone, `мёд` and `honey` a jar of `asal`, and `usta` the
 * plumbers and electricians.
 *
 * Source: compiled for Bozor from how buyers and sellers write on Uzbek classifieds: brands and
 * models of the cars sold in Uzbekistan (GM Uzbekistan's and the imported ones) and of phones,
 * computers and appliances, each in Latin, Cyrillic and as it sounds in the other script;
 * everyday goods in Uzbek (Latin; Cyrillic folds to the same key), Russian and English; trades.
 * Checked against the demo catalogue (demo/products/, demo/services/) and the category words
 * (lib/category-words.ts), which stay the way to find a whole category.
 *
 * Method: every variant is folded once, at load, by lib/text.ts `searchKey` (case, apostrophes,
 * both Cyrillic alphabets to Uzbek Latin, q→k, h→x, accents), so `Хюндай`, `xyundai` and `Hyundai`
 * are compared as the words of a folded title are. A variant is one word or consecutive words; a
 * word ending in `*` is a stem, matching every word that starts with it (`aravacha*` is
 * `aravachasi`, `aravachalar`; `коляск*` is `коляска`, `коляски`), for Uzbek suffixes and Russian
 * endings. Where Uzbek changes a stem's last consonant (`kuchuk` → `kuchugi`, `ryukzak` →
 * `ryukzagi`) both stems are listed. A listing is indexed with every entry a variant of its words
 * matches, but not with one whose variant lies inside a longer variant's words (`nogironlar
 * aravachasi` is a wheelchair, not also a stroller); at a query position the longest variant wins
 * (`детская коляска` is one term, a stroller; `инвалидная коляска` a wheelchair).
 *
 * Families: `brand` (its `narrower` are its models: `apple` finds an iPhone titled without the
 * brand), `model`, `goods` and `trade` (a generic trade's `narrower` are the specific trades:
 * `usta` finds a `santexnik`, but `santexnik` does not find every `usta`). The narrower relation is
 * one-way and applied at query time only, so a listing is indexed with the keys its own words
 * stand for.
 *
 * Rules: no variant word of one or two letters (they match inside too many words), but a brand
 * whose own name is two letters (LG, HP: no Uzbek, Russian or English word is spelt so); no stem
 * shorter than four letters; no variant that is an everyday word with another meaning (Uzbek
 * `soni` is "number", not Sony; `bosh` is "head", so Bosch keeps its Latin name only and is left
 * out; `soat` is also "hour"; Russian `трекер`, `пиксель`, `галактика`, `пума`, `техно` are
 * ordinary words; `shina*` would take `shinam`, "cozy", so tyres list their forms); a model name
 * two brands share (Spark: Chevrolet and Tecno) is not one of a brand's models; no folded variant
 * in two entries (tests/unit/search-dictionary.test.ts). Changing an entry changes
 * `dictionaryFingerprint()`, which re-keys the indexed listings; bump `DICTIONARY_VERSION` with a
 * change of the rules themselves.
 */
export const DICTIONARY_VERSION = 1;

export type DictionaryFamily = 'brand' | 'model' | 'goods' | 'trade';

export interface DictionaryEntry {
  /** The canonical key without its `~`: lower-case Latin, unique in the dictionary. */
  key: string;
  family: DictionaryFamily;
  /** How people write it: words, or consecutive words; a word ending in `*` is a stem. */
  variants: readonly string[];
  /** One-way: a query for this entry also searches these entries' keys (a brand's models, a generic trade's specific trades). */
  narrower?: readonly string[];
}

export interface QueryTerm {
  /** The first word position of the query the variant covers. */
  from: number;
  /** One past the last word position it covers. */
  to: number;
  /** The canonical keys to search for instead of those words. */
  keys: string[];
}

export interface Dictionary {
  entries: readonly DictionaryEntry[];
  indexWords(words: readonly string[]): string[];
  queryTerms(words: readonly string[]): QueryTerm[];
  dictionaryFingerprint(): string;
}

const brand = (key: string, variants: readonly string[], narrower?: readonly string[]): DictionaryEntry =>
  narrower ? { key, family: 'brand', variants, narrower } : { key, family: 'brand', variants };
const model = (key: string, variants: readonly string[]): DictionaryEntry => ({ key, family: 'model', variants });
const goods = (key: string, variants: readonly string[]): DictionaryEntry => ({ key, family: 'goods', variants });
const trade = (key: string, variants: readonly string[], narrower?: readonly string[]): DictionaryEntry =>
  narrower ? { key, family: 'trade', variants, narrower } : { key, family: 'trade', variants };

/** The default dictionary. */
export const ENTRIES: readonly DictionaryEntry[] = [
  // Cars and their models
  brand(
    'chevrolet',
    ['chevrolet', 'шевроле', 'шевролет', 'shevrolet', 'shevrole', 'chevrole', 'chevy', 'шеви'],
    ['cobalt', 'nexia', 'lacetti', 'malibu', 'damas', 'matiz', 'captiva', 'onix', 'equinox', 'labo'],
  ),
  model('cobalt', ['cobalt', 'кобальт', 'kobalt', 'kobolt', 'кобольт']),
  model('nexia', ['nexia', 'нексия', 'нексиа', 'neksiya', 'neksia', 'neksya', 'nexiya']),
  model('lacetti', ['lacetti', 'ласетти', 'ласети', 'лачетти', 'lasetti', 'laseti', 'lacetty', 'gentra', 'джентра', 'жентра', 'jentra']),
  model('malibu', ['malibu', 'малибу', 'maliby']),
  model('damas', ['damas', 'дамас', 'damaz']),
  model('matiz', ['matiz', 'матиз', 'matis']),
  model('captiva', ['captiva', 'каптива', 'kaptiva']),
  model('onix', ['onix', 'oniks']),
  model('equinox', ['equinox', 'эквинокс', 'ekvinoks']),
  model('labo', ['labo', 'лабо']),
  model('spark', ['spark', 'спарк']),
  brand('daewoo', ['daewoo', 'дэу', 'деу', 'daevoo', 'deu']),
  brand('ravon', ['ravon', 'равон']),
  brand('kia', ['kia', 'киа', 'кия', 'kiya'], ['sportage']),
  model('sportage', ['sportage', 'спортейдж', 'спортаж', 'sporteyj', 'sportaj']),
  brand(
    'hyundai',
    ['hyundai', 'хендай', 'хюндай', 'хундай', 'хёндэ', 'хендэ', 'xyundai', 'xyunday', 'xenday', 'hundai', 'xundai'],
    ['sonata', 'elantra', 'tucson'],
  ),
  model('sonata', ['sonata', 'соната']),
  model('elantra', ['elantra', 'элантра']),
  model('tucson', ['tucson', 'туссан', 'тусон', 'tusson']),
  brand('toyota', ['toyota', 'тойота', 'тоёта', 'tayota', 'toyeta'], ['camry', 'corolla', 'landcruiser', 'prado']),
  model('camry', ['camry', 'камри', 'kamri']),
  model('corolla', ['corolla', 'королла', 'korolla']),
  model('landcruiser', ['land cruiser', 'ленд крузер', 'лэнд крузер', 'landcruiser', 'крузак']),
  model('prado', ['prado', 'прадо']),
  brand('byd', ['byd', 'бйд'], ['song']),
  model('song', ['byd song', 'бйд сонг']),
  brand('lada', ['lada', 'лада', 'жигули', 'jiguli', 'zhiguli', 'vaz', 'ваз'], ['niva', 'vesta']),
  model('niva', ['niva', 'нива']),
  model('vesta', ['vesta', 'веста']),
  brand('chery', ['chery', 'чери', 'cheri']),
  brand('haval', ['haval', 'хавал', 'хавейл', 'xaval']),
  brand('geely', ['geely', 'джили', 'jili', 'djili']),
  brand('mercedes', ['mercedes', 'мерседес', 'mersedes', 'мерс', 'benz', 'бенц']),
  brand('bmw', ['bmw', 'бмв', 'бэха', 'бумер']),
  brand('lexus', ['lexus', 'лексус', 'leksus']),
  brand('volkswagen', ['volkswagen', 'фольксваген', 'folksvagen', 'volksvagen']),
  brand('nissan', ['nissan', 'ниссан', 'нисан', 'nisan']),
  brand('mitsubishi', ['mitsubishi', 'мицубиси', 'митсубиси', 'мицубиши', 'mitsubisi']),
  brand('isuzu', ['isuzu', 'исузу']),
  brand('honda', ['honda', 'хонда']),
  brand('yamaha', ['yamaha', 'ямаха']),
  // Phones, computers, electronics and appliances
  brand('apple', ['apple', 'эппл', 'эпл', 'эппле', 'epl', 'eppl'], ['iphone', 'ipad', 'macbook', 'airpods', 'applewatch']),
  model('iphone', ['iphone', 'айфон', 'ayfon', 'aifon', 'ayphone', 'iphon', 'ифон']),
  model('ipad', ['ipad', 'айпад', 'aypad']),
  model('macbook', ['macbook', 'макбук', 'makbuk', 'macbok']),
  model('airpods', ['airpods', 'airpod', 'эйрподс', 'аирподс', 'eyrpods']),
  model('applewatch', ['apple watch', 'эппл вотч', 'эпл вотч', 'applewatch', 'iwatch']),
  brand('samsung', ['samsung', 'самсунг', 'samsug', 'samsng', 'самсуг'], ['galaxy']),
  model('galaxy', ['galaxy', 'галакси', 'galaksi']),
  brand('xiaomi', ['xiaomi', 'сяоми', 'ксиоми', 'ксяоми', 'шаоми', 'shiaomi', 'ksiomi', 'syaomi', 'xiomi', 'xaomi'], ['redmi', 'poco']),
  model('redmi', ['redmi', 'редми', 'redmy']),
  model('poco', ['poco', 'поко']),
  brand('huawei', ['huawei', 'хуавей', 'хуавэй', 'хуавеи', 'huavey', 'xuavey', 'xuawei']),
  brand('honor', ['honor', 'хонор']),
  brand('nokia', ['nokia', 'нокиа', 'нокия', 'nokiya']),
  brand('vivo', ['vivo', 'виво']),
  brand('realme', ['realme', 'реалми', 'rialmi']),
  brand('tecno', ['tecno', 'tekno']),
  brand('artel', ['artel', 'артель', 'артел']),
  brand('lg', ['lg', 'элджи', 'элжи', 'eldji']),
  brand('sony', ['sony'], ['playstation']),
  model('playstation', ['playstation', 'плейстейшн', 'плейстейшен', 'плэйстейшн', 'pleysteyshn', 'ps5', 'ps4', 'ps3', 'пс5', 'пс4', 'sony playstation']),
  brand('lenovo', ['lenovo', 'леново', 'lenova']),
  brand('hp', ['hp', 'hewlett packard', 'хьюлетт паккард']),
  brand('asus', ['asus', 'асус', 'эйсус']),
  brand('acer', ['acer', 'асер', 'эйсер', 'aser']),
  brand('dell', ['dell', 'делл']),
  brand('philips', ['philips', 'филипс', 'filips', 'fillips']),
  brand('beko', ['beko', 'беко']),
  brand('indesit', ['indesit', 'индезит', 'indezit']),
  brand('midea', ['midea', 'мидеа', 'мидея', 'mideya']),
  brand('ariston', ['ariston', 'аристон']),
  brand('redmond', ['redmond', 'редмонд']),
  brand('canon', ['canon', 'кэнон', 'kenon']),
  brand('jbl', ['jbl', 'джибиэль', 'жбл']),
  brand('dyson', ['dyson', 'дайсон', 'dayson']),
  brand('casio', ['casio', 'касио', 'kasio']),
  brand('seiko', ['seiko', 'сейко', 'seyko']),
  brand('tissot', ['tissot', 'тиссо', 'тиссот', 'tisso']),
  brand('nike', ['nike', 'найк', 'найки', 'nayk', 'nayki']),
  brand('adidas', ['adidas', 'адидас']),
  brand('lego', ['lego', 'лего']),
  brand('makita', ['makita', 'макита']),
  brand('chanel', ['chanel', 'шанель', 'shanel']),
  // Everyday goods: Uzbek, Russian, English
  goods('honey', ['asal*', 'мёд', 'мед', 'меда', 'медок', 'honey']),
  goods('stroller', ['aravacha*', 'bolalar aravacha*', 'коляск*', 'детск* коляск*', 'stroller*', 'pram*', 'baby carriage']),
  goods('wheelchair', ['nogironlar aravacha*', 'инвалидн* коляск*', 'wheelchair*']),
  goods('washer', ['kir yuvish mashina*', 'kir yuvadigan mashina*', 'стиральн* машин*', 'стиралк*', 'washing machine*', 'washer']),
  goods('fridge', ['muzlatgich*', 'muzlatkich*', 'холодильник*', 'fridge*', 'refrigerator*']),
  goods('freezer', ['morozilnik*', 'морозильн*', 'freezer*']),
  goods('vacuum', ['changyutgich*', 'пылесос*', 'vacuum cleaner*', 'hoover']),
  goods('microwave', ['mikrotolkinli pech*', 'микроволновк*', 'микроволнов* печ*', 'microwave*']),
  goods('stove', ['gaz plita*', 'газов* плит*', 'плита', 'плиты', 'plita*', 'stove*', 'cooker']),
  goods('oven', ['duxovka*', 'духовк*', 'oven*']),
  goods('aircon', ['konditsioner*', 'kondisioner*', 'кондиционер*', 'kondey', 'кондей', 'air conditioner*', 'aircon']),
  goods('waterheater', ['suv isitgich*', 'gaz kolonka*', 'водонагревател*', 'boyler*', 'бойлер*', 'water heater*']),
  goods('multicooker', ['multivarka*', 'мультиварк*', 'multicooker*']),
  goods('kettle', ['choynak*', 'чайник*', 'kettle*']),
  goods('iron', ['dazmol*', 'утюг*', 'flat iron']),
  goods('hairdryer', ['soch fyen*', 'fyen*', 'фен', 'фены', 'hair dryer*', 'hairdryer*']),
  goods('straightener', ['soch togrilagich*', 'выпрямител*', 'утюжок', 'hair straightener*']),
  goods('shaver', ['soqol olish mashina*', 'электробритв*', 'бритв*', 'shaver*', 'razor*']),
  goods('tv', ['televizor*', 'телевизор*', 'телик', 'television*']),
  goods('phone', ['telefon*', 'телефон*', 'smartfon*', 'смартфон*', 'phone', 'phones', 'smartphone*', 'mobile phone*', 'cellphone*']),
  goods('laptop', ['noutbuk*', 'ноутбук*', 'laptop*', 'notebook*']),
  goods('computer', ['kompyuter*', 'компьютер*', 'computer*', 'sistemnik', 'системник*']),
  goods('tablet', ['planshet*', 'планшет*', 'tablet*']),
  goods('monitor', ['monitor*', 'монитор*']),
  goods('printer', ['printer*', 'принтер*']),
  goods('headphones', ['quloqchin*', 'наушник*', 'headphone*', 'earphone*', 'earbud*']),
  goods('speaker', ['kolonka*', 'колонк*', 'speaker*']),
  goods('camera', ['fotoapparat*', 'фотоаппарат*', 'kamera', 'камеры', 'camera', 'cameras']),
  goods('drone', ['dron', 'dronlar', 'дрон', 'дроны', 'квадрокоптер*', 'kvadrokopter*', 'drone*']),
  goods('console', ['pristavka*', 'игров* приставк*', 'game console*', 'console*']),
  goods('watch', ['qol soat*', 'наручн* часы', 'часы', 'часов', 'watch', 'watches', 'wristwatch*']),
  goods('ring', ['uzuk*', 'кольцо', 'кольца', 'колечко', 'ring', 'rings']),
  goods('earrings', ['sirga*', 'серьг*', 'серёжк*', 'сережк*', 'earring*']),
  goods('bracelet', ['bilaguzuk*', 'браслет*', 'bracelet*']),
  goods('necklace', ['marjon*', 'ожерель*', 'бусы', 'necklace*', 'beads']),
  goods('gold', ['oltin', 'oltindan', 'золот*', 'gold', 'golden']),
  goods('silver', ['kumush*', 'серебр*', 'silver']),
  goods('perfume', ['atir', 'atiri', 'atirlar', 'духи', 'духов', 'парфюм*', 'perfume*', 'fragrance*']),
  goods('cosmetics', ['kosmetika*', 'косметик*', 'cosmetic*', 'makeup']),
  goods('bloodpressure', ['qon bosim*', 'тонометр*', 'blood pressure']),
  goods('massager', ['massajyor*', 'massajer*', 'массажер*', 'массажёр*', 'massager*']),
  goods('sofa', ['divan*', 'диван*', 'sofa*', 'couch*']),
  goods('bed', ['karavot*', 'кроват*', 'bed', 'beds']),
  goods('mattress', ['matras*', 'матрас*', 'матрац*', 'mattress*']),
  goods('wardrobe', ['shkaf*', 'шкаф*', 'wardrobe*', 'closet*']),
  goods('table', ['stol', 'stoli', 'stollar', 'стол', 'стола', 'столы', 'table', 'tables', 'desk', 'desks']),
  goods('chair', ['stul', 'stullar', 'стул', 'стулья', 'chair', 'chairs']),
  goods('armchair', ['kreslo*', 'кресл*', 'armchair*']),
  goods('kitchenset', ['oshxona garnitur*', 'кухонн* гарнитур*', 'kitchen set', 'kitchen sets', 'kitchen cabinet*']),
  goods('carpet', ['gilam*', 'ковёр', 'ковер', 'ковр*', 'палас', 'carpet*', 'rug', 'rugs']),
  goods('curtains', ['parda*', 'штор*', 'тюль', 'curtain*']),
  goods('blanket', ['korpa*', 'одеял*', 'blanket*', 'quilt*']),
  goods('dishes', ['idish*', 'посуд*', 'сервиз*', 'dishes', 'tableware', 'dinnerware', 'tea set']),
  goods('cauldron', ['qozon*', 'казан', 'казаны', 'казанок', 'cauldron*', 'kazan']),
  goods('samovar', ['samovar*', 'самовар*']),
  goods('thermos', ['termos*', 'термос*', 'thermos*']),
  goods('suitcase', ['chamadon*', 'чемодан*', 'suitcase*', 'luggage']),
  goods('basket', ['savat*', 'корзин*', 'basket*']),
  goods('chest', ['sandiq*', 'сундук*', 'wooden chest']),
  goods('coins', ['tanga*', 'монет*', 'coin', 'coins']),
  goods('flower', ['gul', 'gullar', 'цветы', 'цветок', 'комнатн* растени*', 'houseplant*', 'flower*']),
  goods('seedling', ['kochat*', 'саженц*', 'саженец', 'seedling*', 'sapling*']),
  goods('grapes', ['uzum kochat*', 'виноград*', 'grape*']),
  goods('potato', ['kartoshka*', 'картошк*', 'картофел*', 'potato*']),
  goods('hose', ['shlang*', 'шланг*', 'hose', 'hoses', 'garden hose*']),
  goods('pump', ['nasos*', 'насос*', 'pump', 'pumps', 'water pump*']),
  goods('greenhouse', ['issiqxona*', 'теплиц*', 'парник*', 'greenhouse*']),
  goods('fertilizer', ['ogit*', 'удобрени*', 'селитр*', 'selitra*', 'fertiliser*', 'fertilizer*']),
  goods('tractor', ['traktor*', 'трактор*', 'tractor*', 'motoblok*', 'мотоблок*']),
  goods('cement', ['sement*', 'цемент*', 'cement']),
  goods('brick', ['gisht*', 'кирпич*', 'brick*']),
  goods('tile', ['kafel', 'kafellar', 'кафель', 'кафеля', 'плитк*', 'keramogranit*', 'керамогранит*', 'tiles', 'ceramic tile*']),
  goods('laminate', ['laminat*', 'ламинат*', 'laminate*']),
  goods('paint', ['boyok', 'boyoklar', 'boyogi', 'краск*', 'paint', 'paints']),
  goods('window', ['deraza*', 'окно', 'окна', 'окон', 'window', 'windows']),
  goods('drill', ['perforator*', 'перфоратор*', 'drel*', 'дрел*', 'hammer drill*', 'drill', 'drills']),
  goods('grinder', ['bolgarka*', 'болгарк*', 'angle grinder*']),
  goods('welder', ['payvandlash apparat*', 'сварочн* аппарат*', 'svarka*', 'сварк*', 'welding machine*']),
  goods('bicycle', ['velosiped*', 'велосипед*', 'bicycle*', 'bike', 'bikes']),
  goods('ebike', ['elektr velosiped*', 'электровелосипед*', 'ebike*', 'electric bike*']),
  goods('scooter', ['samokat*', 'самокат*', 'kick scooter*', 'electric scooter*']),
  goods('motorbike', ['mototsikl*', 'мотоцикл*', 'motorcycle*', 'motorbike*']),
  goods('moped', ['skuter*', 'скутер*', 'moped*', 'мопед*']),
  goods('atv', ['kvadrotsikl*', 'квадроцикл*', 'quad bike*']),
  goods('helmet', ['shlem*', 'шлем*', 'helmet*']),
  goods('tyres', ['shina', 'shinalar', 'shinalari', 'шина', 'шины', 'шин', 'резина', 'rezina', 'tyre', 'tyres', 'tire', 'tires']),
  goods('rims', ['quyma disk*', 'литы* диск*', 'rims', 'alloy wheel*']),
  goods('headlights', ['fara', 'faralar*', 'фары', 'фара', 'headlight*', 'headlamp*']),
  goods('covers', ['chexol*', 'чехл*', 'seat cover*', 'phone case*']),
  goods('brakepads', ['tormoz kolodka*', 'kolodka*', 'колодк*', 'brake pads']),
  goods('motoroil', ['motor moyi', 'моторн* масл*', 'motor oil', 'engine oil']),
  goods('battery', ['akkumulyator*', 'аккумулятор*', 'batareya*', 'battery', 'batteries']),
  goods('dashcam', ['videoregistrator*', 'видеорегистратор*', 'регистратор*', 'dashcam*', 'dash cam']),
  goods('tent', ['chodir*', 'палатк*', 'tent', 'tents']),
  goods('fishingrod', ['qarmok*', 'удочк*', 'спиннинг*', 'spinning*', 'fishing rod']),
  goods('dumbbells', ['gantel*', 'гантел*', 'dumbbell*']),
  goods('treadmill', ['yugurish yolakcha*', 'беговая дорожка', 'беговую дорожку', 'treadmill*']),
  goods('ball', ['futbol topi', 'koptok*', 'мяч', 'мячи', 'мяча', 'ball', 'balls', 'football']),
  goods('chess', ['shaxmat*', 'шахмат*', 'chess']),
  goods('guitar', ['gitara*', 'гитар*', 'guitar*']),
  goods('piano', ['pianino*', 'пианино', 'фортепиано', 'синтезатор*', 'piano*']),
  goods('book', ['kitob*', 'книг*', 'book', 'books']),
  goods('toy', ['oyinchok*', 'игрушк*', 'toy', 'toys', 'teddy bear*']),
  goods('cradle', ['beshik*', 'колыбел*', 'люльк*', 'cradle*']),
  goods('backpack', ['ryukzak*', 'ryukzag*', 'рюкзак*', 'backpack*', 'school bag']),
  goods('babyclothes', ['chakalok kiyim*', 'детск* одежд*', 'baby clothes']),
  goods('sneakers', ['krossovka*', 'кроссовк*', 'кросовк*', 'sneaker*', 'trainers']),
  goods('boots', ['etik', 'etiklar', 'etigi', 'сапог*', 'boots']),
  goods('coat', ['palto*', 'пальто', 'coat', 'coats', 'overcoat*']),
  goods('jacket', ['kurtka*', 'куртк*', 'jacket*']),
  goods('dress', ['koylak*', 'платье', 'платья', 'dress', 'dresses']),
  goods('suit', ['kostyum*', 'костюм*', 'suit', 'suits']),
  goods('skullcap', ['doppi*', 'тюбетейк*', 'skullcap*', 'doppa']),
  goods('robe', ['chopon*', 'чапан*', 'халат*', 'robe', 'robes']),
  goods('cat', ['mushuk*', 'кошк*', 'кот', 'коты', 'котёнок', 'котенок', 'котят*', 'cat', 'cats', 'kitten*']),
  goods('dog', ['kuchuk*', 'kuchug*', 'itlar*', 'собак*', 'щенок', 'щенки', 'щенка', 'щенков', 'dog', 'dogs', 'puppy', 'puppies']),
  goods('parrot', ['totikush*', 'попуга*', 'parrot*', 'budgie*']),
  goods('sheep', ['hisori koy', 'koylar', 'kozi*', 'овц*', 'баран*', 'ягнён*', 'sheep', 'lamb', 'lambs']),
  goods('cow', ['sigir*', 'коров*', 'cow', 'cows']),
  goods('chicken', ['tovuk*', 'курица', 'куры', 'несушк*', 'chicken*', 'hen', 'hens']),
  goods('rabbit', ['kuyon*', 'кролик*', 'крольчат*', 'rabbit*', 'bunny']),
  goods('horse', ['лошад*', 'конь', 'кони', 'жеребён*', 'horse*', 'foal*']),
  goods('sewingmachine', ['tikuv mashina*', 'швейн* машин*', 'sewing machine*']),
  goods('coffeemachine', ['kofe mashina*', 'кофемашин*', 'coffee machine*', 'espresso machine*']),
  goods('scales', ['tarozi*', 'весы', 'scales']),
  goods('cashregister', ['kassa apparat*', 'кассов* аппарат*', 'онлайн касс*', 'cash register*']),
  goods('tandoor', ['tandir*', 'тандыр*', 'tandoor*']),
  goods('shelves', ['stellaj*', 'стеллаж*', 'shelving', 'shelves']),
  goods('showcase', ['vitrina*', 'витрин*', 'showcase*', 'display fridge']),
  // Trades and services
  trade(
    'usta',
    ['usta', 'ustalar', 'ustasi', 'ustalari', 'мастер', 'мастера', 'мастеров', 'master', 'handyman', 'craftsman', 'craftsmen'],
    ['santexnik', 'elektrik', 'avtoelektrik', 'kafelchi', 'suvokchi', 'duradgor', 'payvandchi', 'boyokchi', 'tomyopuvchi', 'mebelchi', 'qulfchi', 'mexanik'],
  ),
  trade('santexnik', ['santexnik*', 'сантехник*', 'plumber*', 'plumbing']),
  trade('elektrik', ['elektrik', 'elektriklar', 'elektrigi', 'электрик', 'электрики', 'электрика', 'elektromontaj*', 'электромонтаж*', 'electrician*']),
  trade('avtoelektrik', ['avtoelektrik*', 'автоэлектрик*', 'auto electrician*', 'car electrician*']),
  trade('kafelchi', ['kafelchi*', 'плиточник*', 'tiler', 'tilers']),
  trade('suvokchi', ['suvokchi*', 'штукатур*', 'plasterer*']),
  trade('duradgor', ['duradgor*', 'плотник*', 'столяр*', 'carpenter*', 'joiner']),
  trade('payvandchi', ['payvandchi*', 'svarshik*', 'сварщик*', 'welder', 'welders']),
  trade('boyokchi', ['boyokchi*', 'маляр*', 'house painter*']),
  trade('tomyopuvchi', ['tom yopuvchi*', 'кровельщик*', 'кровельн* работ*', 'roofer*', 'roofing']),
  trade('mebelchi', ['mebelchi*', 'мебельщик*', 'сборщик мебели', 'furniture maker*', 'furniture assembly']),
  trade('qulfchi', ['kulfchi*', 'вскрыт* замк*', 'вскрыт* двер*', 'locksmith*']),
  trade('mexanik', ['mexanik*', 'avtomexanik*', 'механик*', 'автомеханик*', 'моторист*', 'mechanic*']),
  trade('repair', ['tamir*', 'ремонт*', 'remont*', 'repair*', 'fixing']),
  trade('cook', ['oshpaz*', 'повар*', 'cook', 'cooks', 'chef', 'chefs']),
  trade('hairdresser', ['sartarosh*', 'парикмахер*', 'барбер*', 'barber*', 'hairdresser*']),
  trade('nurse', ['xamshira*', 'медсестр*', 'медбрат*', 'сиделк*', 'nurse', 'nurses', 'nursing']),
  trade('masseur', ['massajchi*', 'массажист*', 'masseur*', 'masseuse*', 'massage therapist*']),
  trade('nanny', ['enaga*', 'няня', 'няни', 'нянечк*', 'nanny', 'nannies', 'babysitter*']),
  trade('tutor', ['repetitor*', 'репетитор*', 'tutor', 'tutors', 'tutoring']),
  trade('driver', ['xaydovchi*', 'водител*', 'шофёр*', 'шофер*', 'driver', 'drivers', 'chauffeur*']),
  trade('mover', ['yukchi*', 'gruzchik*', 'грузчик*', 'movers', 'loaders']),
  trade('photographer', ['fotograf*', 'фотограф*', 'photographer*']),
  trade('tailor', ['tikuvchi*', 'швея', 'швеи', 'портн*', 'tailor', 'tailors', 'seamstress*', 'dressmaker*']),
  trade('lawyer', ['yurist*', 'advokat*', 'юрист*', 'адвокат*', 'lawyer*', 'attorney*']),
  trade('accountant', ['buxgalter*', 'xisobchi*', 'бухгалтер*', 'accountant*', 'bookkeeper*']),
  trade('vet', ['veterinar*', 'ветеринар*', 'vet', 'vets', 'veterinarian*']),
  trade('dogtrainer', ['kinolog*', 'кинолог*', 'dog trainer*', 'dog training']),
  trade('programmer', ['dasturchi*', 'программист*', 'programmer*', 'developer*']),
  trade('designer', ['dizayner*', 'дизайнер*', 'designer*']),
  trade('realtor', ['rieltor*', 'риелтор*', 'риэлтор*', 'realtor*', 'estate agent*']),
  trade('translator', ['tarjimon*', 'переводчик*', 'translator*', 'interpreter*']),
  trade('gardener', ['bogbon*', 'садовник*', 'gardener*']),
  trade('dentist', ['stomatolog*', 'стоматолог*', 'dentist*', 'tish doktor*']),
  trade('cleaner', ['farrosh*', 'уборщиц*', 'cleaner', 'cleaners', 'cleaning lady']),
];

interface Variant {
  /** The variant's folded words. */
  words: string[];
  /** For each word, whether it is a stem (matches every word that starts with it). */
  stems: boolean[];
  entry: number;
}

/** A variant as written (`bolalar aravacha*`) to its folded words and stem marks. */
export function foldVariant(text: string): { words: string[]; stems: boolean[] } {
  const words: string[] = [];
  const stems: boolean[] = [];
  for (const raw of text.split(/\s+/)) {
    const stem = raw.endsWith('*');
    const folded = searchKey(stem ? raw.slice(0, -1) : raw)
      .split(' ')
      .filter(Boolean);
    folded.forEach((word, index) => {
      words.push(word);
      stems.push(stem && index === folded.length - 1);
    });
  }
  return { words, stems };
}

/** A short stable hash (FNV-1a, two 32-bit lanes) as 16 hex digits. */
function hash(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ 0x5bd1e995;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    a = Math.imul(a ^ code, 0x01000193) >>> 0;
    b = Math.imul(b ^ code, 0x01000193 + 2 * index + 1) >>> 0;
  }
  return a.toString(16).padStart(8, '0') + b.toString(16).padStart(8, '0');
}

/** The prefix of every canonical key: a folded word never holds it, so a key never meets a word. */
export const KEY_PREFIX = '~';

/** A dictionary of these entries: its variants folded once, here. Throws on a duplicate key or a narrower entry that is not there. */
export function createDictionary(entries: readonly DictionaryEntry[]): Dictionary {
  const byKey = new Map<string, number>();
  entries.forEach((entry, index) => {
    if (byKey.has(entry.key)) throw new Error(`search dictionary: key ${entry.key} twice`);
    byKey.set(entry.key, index);
  });
  for (const entry of entries)
    for (const key of entry.narrower ?? []) if (!byKey.has(key)) throw new Error(`search dictionary: ${entry.key} names ${key}, which is not an entry`);

  const variants: Variant[] = [];
  const seen = new Set<string>();
  entries.forEach((entry, index) => {
    for (const text of entry.variants) {
      const { words, stems } = foldVariant(text);
      const id = `${index}\u0000${words.map((word, at) => (stems[at] ? `${word}*` : word)).join(' ')}`;
      if (words.length === 0 || seen.has(id)) continue;
      seen.add(id);
      variants.push({ words, stems, entry: index });
    }
  });
  const exactFirst = new Map<string, Variant[]>();
  const stemFirst = new Map<string, Variant[]>();
  for (const variant of variants) {
    const map = variant.stems[0] ? stemFirst : exactFirst;
    const list = map.get(variant.words[0]!) ?? [];
    list.push(variant);
    map.set(variant.words[0]!, list);
  }
  const shortestStem = Math.min(...[...stemFirst.keys()].map((stem) => stem.length), Infinity);

  const keyOf = (index: number) => KEY_PREFIX + entries[index]!.key;

  /** The variants that match at position `at` of `words`, as [entry, length]. */
  function matchesAt(words: readonly string[], at: number): Array<{ entry: number; length: number }> {
    const word = words[at];
    if (!word) return [];
    const candidates = [...(exactFirst.get(word) ?? [])];
    for (let end = shortestStem; end <= word.length; end++) candidates.push(...(stemFirst.get(word.slice(0, end)) ?? []));
    const found: Array<{ entry: number; length: number }> = [];
    for (const variant of candidates) {
      if (at + variant.words.length > words.length) continue;
      const fits = variant.words.every((part, offset) => {
        const actual = words[at + offset]!;
        return variant.stems[offset] ? actual.startsWith(part) : actual === part;
      });
      if (fits) found.push({ entry: variant.entry, length: variant.words.length });
    }
    return found;
  }

  function indexWords(words: readonly string[]): string[] {
    const present = words.filter(Boolean);
    const spans: Array<{ from: number; to: number; entry: number }> = [];
    for (let at = 0; at < present.length; at++) for (const match of matchesAt(present, at)) spans.push({ from: at, to: at + match.length, entry: match.entry });
    // A variant inside a longer one is not said on its own: "nogironlar aravachasi" is a wheelchair, not also a stroller.
    const inside = (span: (typeof spans)[number]) =>
      spans.some((other) => other.to - other.from > span.to - span.from && other.from <= span.from && other.to >= span.to);
    const keys = spans.filter((span) => !inside(span)).map((span) => keyOf(span.entry));
    return [...new Set([...present, ...keys])];
  }

  function withNarrower(index: number, into: Set<string>): void {
    const key = keyOf(index);
    if (into.has(key)) return;
    into.add(key);
    for (const narrower of entries[index]!.narrower ?? []) withNarrower(byKey.get(narrower)!, into);
  }

  function queryTerms(words: readonly string[]): QueryTerm[] {
    const terms: QueryTerm[] = [];
    for (let at = 0; at < words.length;) {
      const matches = matchesAt(words, at);
      if (matches.length === 0) {
        at++;
        continue;
      }
      const length = Math.max(...matches.map((match) => match.length));
      const keys = new Set<string>();
      const longest = matches.filter((match) => match.length === length);
      for (const match of longest) keys.add(keyOf(match.entry));
      for (const match of longest) for (const narrower of entries[match.entry]!.narrower ?? []) withNarrower(byKey.get(narrower)!, keys);
      terms.push({ from: at, to: at + length, keys: [...keys] });
      at += length;
    }
    return terms;
  }

  const fingerprint = hash(
    JSON.stringify(
      entries
        .map((entry) => [
          entry.key,
          entry.family,
          [
            ...new Set(
              entry.variants.map((text) => foldVariant(text)).map(({ words, stems }) => words.map((word, at) => (stems[at] ? `${word}*` : word)).join(' ')),
            ),
          ].sort(),
          [...(entry.narrower ?? [])].sort(),
        ])
        .sort((a, b) => (a[0]! < b[0]! ? -1 : 1)),
    ),
  );

  return { entries, indexWords, queryTerms, dictionaryFingerprint: () => fingerprint };
}

const dictionary = createDictionary(ENTRIES);

/**
 * Words to index for a text's words (already folded by lib/text.ts `searchKey`, split on ' '): the
 * given words (each once) plus the canonical key of every entry whose variant occurs (a multi-word
 * variant as consecutive words). Each key once; the input words first.
 */
export const indexWords: (words: readonly string[]) => string[] = dictionary.indexWords;

/**
 * The alternatives a query's words stand for: one group per run of query words the dictionary
 * knows (the longest variant at each position, left to right), `{ from, to, keys }`: the word
 * positions [from, to) and the canonical keys to search for instead, with a brand's models and a
 * generic trade's specific trades. Words it does not know are absent.
 */
export const queryTerms: (words: readonly string[]) => QueryTerm[] = dictionary.queryTerms;

/** A short stable hash of the folded entries: stored beside an index, a change says to re-key it. */
export const dictionaryFingerprint: () => string = dictionary.dictionaryFingerprint;

/** The dictionary as the word index takes it (lib/listing-words.ts): the app's, with its version. */
export const SEARCH_DICTIONARY: SearchDictionary = { version: DICTIONARY_VERSION, indexWords, queryTerms };
