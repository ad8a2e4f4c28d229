/**
 * The reviewed word list behind the `word` rule of `lib/moderation-rules.ts` (issue 23, item 4):
 * words and phrases that hold a new listing or comment back for a moderator's look (it is
 * published, and queued with the entry's category and gloss). Nothing here blocks anything.
 *
 * Source: compiled for Bozor from general knowledge of marketplace moderation, not copied from
 * any list. The basis is ../shared/research/market-practices.md section (c) ("banned words after
 * Cyrillic→Latin folding; phone/link in listing text → review"; the OLX.kz/Osclass report reasons)
 * and the categories OLX and Avito name in their help pages on prohibited goods and on fraud
 * (drugs, weapons and explosives, counterfeit money and documents, organs, gambling; prepayment,
 * card data and SMS codes, fake "safe deal" and delivery pages). Those categories were not
 * re-checked against the pages for this list, and no olx.uz page was found (the research file says
 * so). Reviewed by: nobody yet; it needs a moderator who reads Uzbek and Russian before it is
 * trusted, and each change to it is a reviewed commit. The running app reads only this file.
 *
 * Rules for an entry:
 * - Terms are written as people write them: Uzbek in Latin, Russian in Cyrillic. They are folded
 *   with `searchKey` (lib/text.ts), the text too, so Uzbek Cyrillic, Russian typed in Latin
 *   (`predoplata`), any apostrophe, q/к and h/х meet the same entry without being listed twice.
 * - A term matches whole words, in a row. A word ending in `*` is a stem: it matches any word it
 *   begins (`предоплат*`: предоплата, предоплату, predoplatasi), except the Uzbek negative and
 *   "without" forms (`…ma…`, `…siz`: `tashlamang`, `predoplatasiz`). A word ending in `+` matches
 *   itself or itself with a short Uzbek or Russian ending (`nasha+`: nashani, nashaga, not
 *   nashatir). Any other word matches only itself. Stems are three letters or more.
 * - `scam` entries do not hit when a negation stands next to them ("без предоплаты", "oldindan
 *   to'lov yo'q", "SMS kodni hech kimga aytmang"): honest sellers and the site's own advice say so.
 * - `unless`: words within two words of a hit that make it harmless ("монтажный пистолет").
 * - `latinOnly`: the Cyrillic spelling is a common word of another language (Russian "наша" is
 *   "our"; Uzbek "nasha" is hashish), so only a word written in Latin letters hits.
 * - No brand, no word that names a lawful thing on its own (`avtomat` is a gearbox, `patron` a
 *   lamp socket, `сука` a breeder's female dog, `лирика` poetry): such words stay out, however
 *   often scammers use them too.
 */
export type WordCategory = 'scam' | 'prohibited' | 'offensive';
export type WordLanguage = 'uz' | 'ru' | 'en';

export interface ModerationWord {
  /** Spellings and phrases, in the syntax above. */
  readonly terms: readonly string[];
  readonly langs: readonly WordLanguage[];
  readonly category: WordCategory;
  /** What it is, in English, for the moderator (`describeHits` prints it). */
  readonly gloss: string;
  readonly unless?: readonly string[];
  readonly latinOnly?: true;
}

/** Words next to a toy, tool or sport gun: not a weapon for sale. */
const NOT_A_WEAPON = [
  "o'yinchoq+",
  'игрушечн*',
  'igrush*',
  'suv',
  'водян*',
  'пневмат*',
  'pnevmat*',
  'монтажн*',
  'montaj*',
  'клеев*',
  'клея',
  'kley*',
  'пены',
  'пена',
  'краск*',
  "bo'yoq+",
  'краскопульт*',
  'распыл*',
  'массажн*',
  'massaj*',
  'строительн*',
  'заправочн*',
  'моечн*',
  'мыльн*',
  'pufak*',
  'подводн*',
  'герметик*',
];

export const MODERATION_WORDS: readonly ModerationWord[] = [
  // ---- scam: money before the goods, card data, codes, fake pages --------------------------
  { category: 'scam', langs: ['uz'], gloss: 'prepayment', terms: ["oldindan to'lov+", "oldindan to'la*", 'oldindan pul+'] },
  { category: 'scam', langs: ['ru', 'uz', 'en'], gloss: 'prepayment', terms: ['предоплат*', 'prepayment', 'pre-payment'] },
  {
    category: 'scam',
    langs: ['ru', 'en'],
    gloss: 'payment in advance',
    terms: ['оплата вперед', 'оплата вперёд', 'оплату вперед', 'оплату вперёд', 'pay in advance', 'payment in advance', 'advance payment'],
  },
  {
    category: 'scam',
    langs: ['uz', 'ru'],
    gloss: 'an advance to pay',
    terms: ["avans to'lang", "avansni to'lang", 'avans tashla*', 'внесите аванс', 'оплатите аванс', 'аванс переведите'],
  },
  { category: 'scam', langs: ['uz'], gloss: 'card number', terms: ['karta raqam+', 'kartaning raqam+', 'karta nomer+', 'kartamning raqam+'] },
  { category: 'scam', langs: ['ru'], gloss: 'card number', terms: ['номер карт*', 'номер моей карт*'] },
  {
    category: 'scam',
    langs: ['uz'],
    gloss: 'money to a card',
    terms: ['kartaga pul+', 'kartaga tashla*', "kartaga o'tkazing", "kartaga o'tkazib+", "kartaga o'tkazasiz", 'kartamga', 'kartamizga', 'kartadan kartaga'],
  },
  {
    category: 'scam',
    langs: ['ru'],
    gloss: 'money to a card',
    terms: [
      'переведи* на карт*',
      'переведёт* на карт*',
      'переведет* на карт*',
      'перевести на карт*',
      'скин* на карт*',
      'перекин* на карт*',
      'киньте на карт*',
      'с карты на карту',
    ],
  },
  { category: 'scam', langs: ['uz'], gloss: 'send money', terms: ['pul tashla*', "pul o'tkazing", "pul o'tkazib yubor*", "pulni o'tkazing"] },
  {
    category: 'scam',
    langs: ['uz', 'ru', 'en'],
    gloss: 'card details (CVV, expiry)',
    terms: ['cvv*', 'cvc*', "karta ma'lumot*", 'karta muddat+', 'данные карт*', 'срок действия карт*', 'card details'],
  },
  {
    category: 'scam',
    langs: ['uz', 'ru', 'en'],
    gloss: 'asks for an SMS code',
    terms: ['sms kod*', 'смс код*', 'код из смс', 'код из sms', 'kodni ayt*', 'kodni yubor*', "kodni jo'nat*", 'sms code'],
  },
  {
    category: 'scam',
    langs: ['uz', 'ru'],
    gloss: 'payment link (a fake payment page)',
    terms: ["to'lov havola+", "to'lov uchun havola+", "to'lov ssilka+", 'ссылк* на оплату', 'ссылк* для оплаты'],
  },
  {
    category: 'scam',
    langs: ['uz', 'ru'],
    gloss: "'safe deal' (a fake delivery or payment page)",
    terms: ['безопасн* сделк*', 'xavfsiz bitim+', 'olx dostavka+', 'olx доставк*', 'доставк* olx'],
  },
  {
    category: 'scam',
    langs: ['uz', 'ru'],
    gloss: 'pay for the delivery first',
    terms: ['оплатите доставку', 'доставку оплатите', "dostavka uchun to'la*", "dostavkani to'la*", "yetkazib berish uchun to'la*"],
  },
  { category: 'scam', langs: ['uz', 'ru', 'en'], gloss: 'prize bait', terms: ['siz yutdingiz', 'вы выиграли', 'you have won', 'you won'] },
  {
    category: 'scam',
    langs: ['uz', 'ru', 'en'],
    gloss: 'easy-money job bait',
    terms: ['oson pul+', 'tez pul ishla*', 'легкие деньги', 'лёгкие деньги', 'быстрый заработок', 'заработок без вложений', 'easy money'],
  },
  {
    category: 'scam',
    langs: ['ru', 'uz', 'en'],
    gloss: 'money-transfer service (paying a stranger)',
    terms: ['western union', 'вестерн юнион', 'золотая корона', 'золотую корону', 'золотой короной'],
  },

  // ---- prohibited: goods no one may sell here -------------------------------------------
  { category: 'prohibited', langs: ['ru', 'uz'], gloss: 'drugs', terms: ['наркотик*', 'narkotik*', 'giyohvand*', 'психотроп*', 'psixotrop*'] },
  {
    category: 'prohibited',
    langs: ['uz'],
    gloss: 'hashish (Uzbek)',
    terms: ['nasha+'],
    latinOnly: true,
    unless: ['kompaniya+', 'firma+', 'magazin+', 'komanda+', 'tsena', 'slujba+', 'produktsiya+', 'organizatsiya+', 'semya+', 'rabota+'],
  },
  { category: 'prohibited', langs: ['uz', 'ru', 'en'], gloss: 'cannabis', terms: ['анаша+', 'гашиш*', 'марихуан*', 'marijuana', 'cannabis', 'каннабис*'] },
  { category: 'prohibited', langs: ['uz', 'ru', 'en'], gloss: 'opiates', terms: ['героин+', 'heroin', "ko'knori", 'кукнар*', 'метадон*', 'methadone'] },
  {
    category: 'prohibited',
    langs: ['ru', 'uz', 'en'],
    gloss: 'stimulants and synthetic drugs',
    terms: ['кокаин+', 'cocaine', 'амфетамин*', 'amphetamine*', 'метамфетамин*', 'мефедрон*', 'экстази', 'ecstasy', 'lsd', 'спайс+'],
  },
  { category: 'prohibited', langs: ['ru', 'uz', 'en'], gloss: 'prescription opioid (tramadol)', terms: ['трамадол+', 'tramadol+'] },
  { category: 'prohibited', langs: ['ru', 'uz'], gloss: 'pistol', terms: ['пистолет+'], unless: NOT_A_WEAPON },
  { category: 'prohibited', langs: ['uz'], gloss: 'pistol (Uzbek)', terms: ["to'pponcha+"], unless: NOT_A_WEAPON },
  { category: 'prohibited', langs: ['uz'], gloss: 'rifle (Uzbek)', terms: ['miltiq+'], unless: NOT_A_WEAPON },
  {
    category: 'prohibited',
    langs: ['ru'],
    gloss: 'shotgun or rifle',
    terms: ['ружьё', 'ружье', 'ружья', 'карабин для охоты', 'охотничий карабин'],
    unless: NOT_A_WEAPON,
  },
  { category: 'prohibited', langs: ['ru', 'uz', 'en'], gloss: 'assault rifle', terms: ['калашников*', 'kalashnikov*', 'автомат калашникова', 'ak-47'] },
  { category: 'prohibited', langs: ['ru', 'uz'], gloss: 'firearms in general', terms: ['огнестрельн*', "o'qotar+", 'оружие', 'оружия'], unless: NOT_A_WEAPON },
  {
    category: 'prohibited',
    langs: ['ru', 'uz'],
    gloss: 'ammunition and explosives',
    terms: ['боеприпас*', 'взрывчат*', 'тротил*', 'граната', 'гранату', 'portlovchi modda+'],
    unless: NOT_A_WEAPON,
  },
  { category: 'prohibited', langs: ['ru', 'uz'], gloss: 'brass knuckles', terms: ['кастет+'] },
  {
    category: 'prohibited',
    langs: ['uz', 'ru', 'en'],
    gloss: 'counterfeit money',
    terms: ['qalbaki pul+', 'фальшив* деньг*', 'фальшив* купюр*', 'fake money', 'counterfeit money'],
  },
  {
    category: 'prohibited',
    langs: ['uz', 'ru'],
    gloss: 'bought documents (diplomas, licences, certificates)',
    terms: [
      'diplom sotiladi',
      'diplom sotaman',
      'купить диплом',
      'продам диплом',
      'диплом без учебы',
      'диплом без учёбы',
      'права без экзамен*',
      'prava bez ekzamen*',
      'guvohnoma sotiladi',
      'spravka sotiladi',
      'купить справку',
    ],
  },
  {
    category: 'prohibited',
    langs: ['uz', 'ru'],
    gloss: "passports and other people's documents",
    terms: ['pasport sotiladi', 'pasport sotaman', 'продам паспорт', 'куплю паспорт', 'чужой паспорт'],
  },
  { category: 'prohibited', langs: ['uz', 'ru'], gloss: 'human organs', terms: ['buyragimni sotaman', 'продам почку', 'продаю почку', 'куплю почку'] },
  {
    category: 'prohibited',
    langs: ['uz', 'ru', 'en'],
    gloss: 'gambling and betting',
    terms: ['1xbet', 'melbet', 'mostbet', 'онлайн казино', 'onlayn kazino', 'online casino', 'ставки на спорт', 'stavkalar sport'],
  },
  {
    category: 'prohibited',
    langs: ['ru', 'uz'],
    gloss: 'account hacking',
    terms: ['взлом аккаунт*', 'взлом страниц*', 'взлом телеграм*', 'взлом инстаграм*', 'akkaunt buzish', 'akkauntni buz*'],
  },

  // ---- offensive: a few insults, for comments ------------------------------------------------
  { category: 'offensive', langs: ['ru', 'uz'], gloss: 'insult (moron)', terms: ['дебил+'] },
  { category: 'offensive', langs: ['ru', 'uz'], gloss: 'insult (freak)', terms: ['урод+'] },
  { category: 'offensive', langs: ['ru'], gloss: 'insult (scum)', terms: ['мразь', 'мрази', 'сволочь', 'сволочи', 'скотина'] },
  { category: 'offensive', langs: ['ru', 'uz'], gloss: 'obscene insult', terms: ['dalbayob+', 'долбаёб+', 'долбоёб+', 'далбаёб+'] },
  { category: 'offensive', langs: ['uz'], gloss: 'insult (bastard)', terms: ['haromi', 'haromilar', 'itvachcha+'] },
  { category: 'offensive', langs: ['uz'], gloss: 'insult (bitch, whore)', terms: ['qanjiq+', 'jalab+'] },
];
