import { MODERATION_WORDS, type ModerationWord } from './moderation-words.ts';
import { searchKey } from './text.ts';

/**
 * Held back before anyone reports (issue 23, item 4): the rules a new listing's or comment's text
 * breaks. A text that breaks one is still published, and queued for a moderator with its hits.
 * Scam sellers hide contacts and words from filters, and honest text must pass, so each rule is a
 * little more than a pattern (below). Pure and linear in the text's length: no I/O, no server
 * imports, no regular expression that can backtrack over its input more than a bounded amount.
 *
 * The text is prepared once: invisible characters (zero-width spaces, soft hyphens) removed,
 * NFKC (full-width `９０`, `ｏｌｘ．ｕｚ`, mathematical digits become plain), combining marks
 * removed. Phones, handles and links are looked for in that text, so matches keep their case;
 * handles and links also in a copy with Cyrillic and Greek look-alike letters made Latin
 * (`t.mе/…` with a Cyrillic е). Words are looked for in its `searchKey` fold (lib/text.ts).
 */
export type RuleHit = { rule: 'phone' | 'telegram' | 'link' | 'word'; match: string; detail?: string };

/** The rules a text breaks, first hit of each rule, in the order above; [] when none. */
export function ruleHits(text: string): RuleHit[] {
  const plain = text
    .replace(/\p{Cf}/gu, '')
    .normalize('NFKC')
    .replace(/\p{M}/gu, '');
  const latin = latinLookalikes(plain);
  const hits = [phoneHit(plain), telegramHit(plain, latin), linkHit(plain, latin), wordHit(plain)];
  return hits.filter((hit): hit is RuleHit => hit !== null);
}

/** One line naming the hits for a moderator: e.g. "phone: +998 90 123 45 67; word: prepayment". */
export function describeHits(hits: RuleHit[]): string {
  return hits
    .map((hit) => {
      const match = shorten(hit.match.replace(/\s+/g, ' ').trim(), 60);
      const detail = hit.detail && bare(hit.detail) !== bare(hit.match) ? ` (${hit.detail})` : '';
      return `${hit.rule}: ${match}${detail}`;
    })
    .join('; ');
}

/** Letters and digits only, lower-case: a detail that says no more than its match is left out. */
const bare = (text: string) => text.replace(/[^\p{L}\p{N}]/gu, '').toLowerCase();
const shorten = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** Matches are cut to this many characters (a URL may be a whole page long). */
const MAX_MATCH = 200;

// ---- look-alike letters ------------------------------------------------------------------------

/** Cyrillic and Greek letters drawn like Latin ones, one character for one (positions stay). */
const LOOKALIKES: Record<string, string> = {
  а: 'a',
  е: 'e',
  о: 'o',
  р: 'p',
  с: 'c',
  у: 'y',
  х: 'x',
  і: 'i',
  ј: 'j',
  ѕ: 's',
  ԛ: 'q',
  ԝ: 'w',
  һ: 'h',
  А: 'A',
  В: 'B',
  Е: 'E',
  К: 'K',
  М: 'M',
  Н: 'H',
  О: 'O',
  Р: 'P',
  С: 'C',
  Т: 'T',
  Х: 'X',
  У: 'Y',
  І: 'I',
  Ј: 'J',
  Ѕ: 'S',
  Ԛ: 'Q',
  Ԝ: 'W',
  ο: 'o',
  α: 'a',
  ε: 'e',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  Α: 'A',
  Β: 'B',
  Ε: 'E',
  Ζ: 'Z',
  Η: 'H',
  Ι: 'I',
  Κ: 'K',
  Μ: 'M',
  Ν: 'N',
  Ο: 'O',
  Ρ: 'P',
  Τ: 'T',
  Υ: 'Y',
  Χ: 'X',
};
const LOOKALIKE_CHARS = new RegExp(`[${Object.keys(LOOKALIKES).join('')}]`, 'g');

function latinLookalikes(text: string): string {
  return text.replace(LOOKALIKE_CHARS, (char) => LOOKALIKES[char] ?? char);
}

// ---- phone ---------------------------------------------------------------------------------------

/**
 * Uzbek numbers: the operator or area code that begins the nine national digits (mobile 20, 33,
 * 50, 55, 77, 88, 90–99; landlines 61–79). Knowing them is what keeps sizes, years and model
 * numbers that happen to have nine digits from reading as phones.
 */
const UZ_CODES = new Set([
  '20',
  '33',
  '50',
  '55',
  '61',
  '62',
  '65',
  '66',
  '67',
  '69',
  '70',
  '71',
  '72',
  '73',
  '74',
  '75',
  '76',
  '77',
  '78',
  '79',
  '88',
  '90',
  '91',
  '93',
  '94',
  '95',
  '97',
  '98',
  '99',
]);

/** Letters written for digits between digits (`9O 123 45 67`, `12З`, `9l`): O → 0, l/I → 1, З → 3. */
const DIGIT_LOOKALIKES: Record<string, string> = { O: '0', o: '0', О: '0', о: '0', Ο: '0', ο: '0', l: '1', I: '1', З: '3', з: '3' };
const DIGIT_LOOKALIKE_RUN = /[OoОоΟοlIЗз]{1,3}/g;

const isDigit = (char: string | undefined) => char !== undefined && char >= '0' && char <= '9';
const isWordChar = (char: string | undefined) => char !== undefined && /[\p{L}\p{N}'’ʻʼ‘`]/u.test(char);
/** What people put between the digits of one number. Not commas or slashes: lists, sizes, dates. */
const isSeparator = (char: string | undefined) => char !== undefined && /[\s.\-‐‑‒–—()_]/.test(char);
/** A digit, or a separator with a digit behind it, looking from `index` in `step`'s direction. */
const digitNear = (text: string, index: number, step: 1 | -1) => isDigit(text[index]) || (isSeparator(text[index]) && isDigit(text[index + step]));

/**
 * The text with look-alike letters between digits made digits, one character for one. A letter
 * counts only standing alone (no letter next to it) with digits on both sides, right next to it or
 * past one separator: `9O 123`, `90 12З 45`; never the o of `5 o'rin` or the I of `Core I7 CPU`.
 */
function digitsOfLookalikes(text: string): string {
  return text.replace(DIGIT_LOOKALIKE_RUN, (run: string, offset: number) => {
    const before = offset - 1;
    const after = offset + run.length;
    if (isWordChar(text[before]) && !isDigit(text[before])) return run;
    if (isWordChar(text[after]) && !isDigit(text[after])) return run;
    if (!digitNear(text, before, -1) || !digitNear(text, after, 1)) return run;
    if (!isDigit(text[before]) && !isDigit(text[after])) return run;
    let out = '';
    for (const char of run) out += DIGIT_LOOKALIKES[char] ?? char;
    return out;
  });
}

/** A run of digit groups with separators between them, as typed. */
interface NumberRun {
  groups: { digits: string; start: number; end: number }[];
  /** The separators between groups (`seps[k]` between group k and k + 1). */
  seps: string[];
  /** Where the run's match starts: its first digit, or a `+` / `(` written before it. */
  start: number;
  plus: boolean;
}

/** The runs of the text, in order: digits, and between them at most three separator characters. */
function numberRuns(text: string): NumberRun[] {
  const runs: NumberRun[] = [];
  let i = 0;
  while (i < text.length) {
    if (!isDigit(text[i])) {
      i++;
      continue;
    }
    let start = i;
    let plus = false;
    for (let back = i - 1; back >= 0 && back >= i - 3; back--) {
      if (text[back] === '+') {
        plus = true;
        start = back;
        break;
      }
      if (text[back] === '(') start = back;
      else if (text[back] !== ' ') break;
    }
    const run: NumberRun = { groups: [], seps: [], start, plus };
    for (;;) {
      const groupStart = i;
      while (isDigit(text[i])) i++;
      run.groups.push({ digits: text.slice(groupStart, i), start: groupStart, end: i });
      let j = i;
      while (j < text.length && j - i < 3 && isSeparator(text[j])) j++;
      if (j > i && isDigit(text[j])) {
        run.seps.push(text.slice(i, j));
        i = j;
      } else break;
    }
    runs.push(run);
  }
  return runs;
}

/** A currency or unit after a number: it is a price or a measure, not a phone. */
const AFTER_PRICE =
  /^\s{0,3}(?:so['‘’ʻʼ`]?m|сўм|сум|сом|sum\b|uzs|usd|\$|€|₽|у\.?\s?е|y\.?\s?e\b|dollar|доллар|долл|евро|eur|rub|руб|mln|млн|million|миллион|mlrd|млрд|ming|минг|тыс|k\b|kg|кг|km|км|gb|гб|tb|тб|mah|mm|мм|sm\b|см|cm|m2|м2|kv|кв|dona|шт)/i;
const BEFORE_PRICE = /(?:\$|€|₽|narx(?:i)?|цена|price)\s{0,3}:?\s{0,3}$/i;

/**
 * Thousands grouping: 1–3 digits, then groups of exactly 3, one separator kind throughout
 * (`1 500 000`, `12.500.000`). Phones are grouped otherwise (`90 123 45 67`), except the 3-3-3 of
 * `901 234 567`, which is why a thousands-grouped number is a price only when it is also round or
 * says its currency.
 */
function thousandsGrouped(run: NumberRun, from: number, to: number): boolean {
  if (to === from) return false;
  const first = run.groups[from]!.digits.length;
  if (first > 3) return false;
  const sep = run.seps[from]!;
  if (!/^[ .\u00a0\u2009\u202f]$/.test(sep)) return false;
  for (let k = from + 1; k <= to; k++) {
    if (run.groups[k]!.digits.length !== 3 || run.seps[k - 1] !== sep) return false;
  }
  return true;
}

/** The number a window of digits stands for (E.164), or null when it is no phone. */
function phoneNumber(digits: string, plus: boolean): string | null {
  const uz = (national: string) => (national.length === 9 && UZ_CODES.has(national.slice(0, 2)) ? `+998${national}` : null);
  if (digits.startsWith('998')) return digits.length === 12 ? uz(digits.slice(3)) : null;
  if (digits.startsWith('00998')) return digits.length === 14 ? uz(digits.slice(5)) : null;
  if (plus) {
    if (digits.startsWith('7')) return digits.length === 11 ? `+${digits}` : null;
    return digits.length >= 10 && digits.length <= 15 ? `+${digits}` : null;
  }
  if (digits.length === 9) return uz(digits);
  // The old trunk prefix (8 90 123 45 67), and Russian and Kazakh mobiles (8 916…, 7 701…).
  if (digits.length === 10 && digits.startsWith('8')) return uz(digits.slice(1));
  if (digits.length === 11 && /^[78][79]/.test(digits)) return `+7${digits.slice(1)}`;
  return null;
}

/**
 * The first phone: in each run of digit groups, windows of whole groups from each group on, the
 * longest one that is a phone (so `+998 90 123 45 67` is one number, not its first ten digits).
 * Not a phone: a whole run that is a price (thousands-grouped and round or with a currency, or one
 * group with a currency), a window that is thousands-grouped and round, a window of digits ending
 * in five zeros. Seven-digit city numbers without their code are not looked for (too many prices
 * and article numbers have seven digits).
 */
function phoneHit(plain: string): RuleHit | null {
  const text = digitsOfLookalikes(plain);
  for (const run of numberRuns(text)) {
    const last = run.groups.length - 1;
    const runEnd = run.groups[last]!.end;
    const priced = AFTER_PRICE.test(text.slice(runEnd, runEnd + 12)) || BEFORE_PRICE.test(text.slice(Math.max(0, run.start - 12), run.start));
    const roundRun = run.groups[last]!.digits === '000';
    if ((thousandsGrouped(run, 0, last) && (roundRun || priced)) || (last === 0 && priced)) continue;
    for (let from = 0; from <= last; from++) {
      const plus = from === 0 && run.plus;
      let digits = '';
      let found: { to: number; number: string } | null = null;
      for (let to = from; to <= last; to++) {
        digits += run.groups[to]!.digits;
        if (digits.length > 15) break;
        if (/0{5}$/.test(digits)) continue;
        if (thousandsGrouped(run, from, to) && run.groups[to]!.digits === '000') continue;
        if (to >= from + 3 && thousandsGrouped(run, from, to - 1) && run.groups[to - 1]!.digits === '000') break;
        const number = phoneNumber(digits, plus);
        if (number) found = { to, number };
      }
      if (found) {
        const start = from === 0 ? run.start : run.groups[from]!.start;
        return { rule: 'phone', match: plain.slice(start, run.groups[found.to]!.end), detail: found.number };
      }
    }
  }
  return null;
}

// ---- telegram ------------------------------------------------------------------------------------

/** `@seller_uz`: 5–32 of [A-Za-z0-9_], not the `@` of an e-mail address (a letter before it) or inside a link. */
const HANDLE = /(?<![\p{L}\p{N}_.@/])@([A-Za-z0-9_]{5,32})(?![A-Za-z0-9_])/gu;
/** `t.me/…`, `telegram.me/…`, `telegram.dog/…`, spaces around the dot and slash allowed. */
const TME = /(?<![\p{L}\p{N}_.-])(?:t|telegram)\s?\.\s?(?:me|dog)\s?\/\s?(\+?[A-Za-z0-9_]{2,64})/giu;
/** The word Telegram (and `tg`, `телега`), Uzbek and Russian endings allowed, then a handle. */
const TELEGRAM_WORD = /(?<![\p{L}\p{N}_])(?:telegramm?(?:da|ga|dan|im|imiz|ingiz)?|telega|tg|телеграмм?(?:е|а|да|га|дан|им)?|телега|тг)(?![\p{L}\p{N}_])/giu;
const HANDLE_AFTER_WORD = /\s{0,3}(?:([:\-–—=])\s{0,3})?([A-Za-z][A-Za-z0-9_]{4,31})(?![A-Za-z0-9_@]|\.[A-Za-z])/y;
/** Latin words that follow "telegram" in a sentence and are no handle ("telegram orqali yozing"). */
const NOT_A_HANDLE =
  /^(?:orqali|mavjud|kanal|guruh|yoz|aloqa|bilan|yoki|bor|ham|manzil|channel|group|chat|premium|pishi|svyaz|pisat|kontakt|contact|write|message)/i;

function telegramHit(plain: string, latin: string): RuleHit | null {
  const found: { index: number; match: string; handle: string }[] = [];
  const handle = firstMatch(HANDLE, latin);
  if (handle) found.push({ index: handle.index, match: plain.slice(handle.index, handle.index + handle[0].length), handle: handle[1]! });
  const link = firstMatch(TME, latin);
  if (link) found.push({ index: link.index, match: plain.slice(link.index, link.index + link[0].length), handle: link[1]! });
  for (const word of plain.matchAll(TELEGRAM_WORD)) {
    HANDLE_AFTER_WORD.lastIndex = word.index + word[0].length;
    const after = HANDLE_AFTER_WORD.exec(latin);
    if (!after) continue;
    const name = after[2]!;
    const handleLike = /[\d_]/.test(name) || /[A-Z]/.test(name.slice(1)) || (after[1] !== undefined && !NOT_A_HANDLE.test(name));
    if (!handleLike) continue;
    found.push({ index: word.index, match: plain.slice(word.index, after.index + after[0].length), handle: name });
    break;
  }
  const first = earliest(found);
  return first ? { rule: 'telegram', match: first.match.slice(0, MAX_MATCH), detail: inviteOrHandle(first.handle) } : null;
}

/** `@seller_uz` for a handle; a `t.me/+…` invitation names no one. */
function inviteOrHandle(name: string): string {
  return name.startsWith('+') ? 'invite link' : `@${name.toLowerCase()}`;
}

// ---- link ----------------------------------------------------------------------------------------

const TLDS =
  'uz|ru|com|net|org|info|biz|io|me|co|su|kz|kg|tj|ua|ly|gl|gg|tv|cc|xyz|top|site|online|shop|store|app|link|click|live|club|dev|page|icu|fun|space|website';
const URL = /(?<![\p{L}\p{N}_])(?:https?|ftp):\/\/[^\s<>"']{1,2000}/giu;
const WWW = /(?<![\p{L}\p{N}_./-])www\.[\p{L}\p{N}-][^\s<>"']{0,2000}/giu;
const EMAIL = /(?<![\p{L}\p{N}._%+-])[\p{L}\p{N}._%+-]{1,64}@[\p{L}\p{N}-]{1,63}(?:\.[\p{L}\p{N}-]{1,63}){1,8}/gu;
/** `olx.uz`, `bit.ly/xyz`, `instagram.com/x`: labels, a known top-level domain, maybe a path. */
const DOMAIN = new RegExp(
  `(?<![\\p{L}\\p{N}_.@\\/'’ʻʼ‘\\x60-])((?:[\\p{L}\\p{N}][\\p{L}\\p{N}-]{0,62}\\.){1,5})(${TLDS})(?![\\p{L}\\p{N}_-])(\\/[^\\s<>"']{0,500})?`,
  'giu',
);
/** Cyrillic top-level domains (`сайт.рф`, `олх.уз`), looked for in the text as typed. */
const CYRILLIC_DOMAIN = /(?<![\p{L}\p{N}_.@/'’ʻʼ‘`-])((?:[\p{L}\p{N}][\p{L}\p{N}-]{0,62}\.){1,5})(уз|ру|рф|ком)(?![\p{L}\p{N}_-])(\/[^\s<>"']{0,500})?/giu;
/** The dot written out or spaced out: `olx . uz`, `olx [dot] uz`, `olx точка uz`. */
const SPACED_DOMAIN =
  /(?<![\p{L}\p{N}_.@/'’ʻʼ‘`-])[\p{L}\p{N}][\p{L}\p{N}-]{1,62}(?:\s{1,2}\.\s{0,2}|\.\s{1,2}|\s{0,2}[([](?:dot|точка|nuqta)[)\]]\s{0,2}|\s(?:dot|точка|nuqta)\s)(?:uz|ru|com|уз|ру|ком)(?![\p{L}\p{N}_-])/giu;

const TELEGRAM_HOST = /^(?:[a-z]+:\/\/)?(?:www\.)?(?:t|telegram)\.(?:me|dog)(?:\/|$)/i;

/**
 * The first link. A bare domain needs a label with a letter before its top-level domain (not
 * `5.5 kg`, `v2.0`, `10.Pro`) and of two characters or more unless a path follows (`x.com/a` yes,
 * a stray `a.uz` no). Telegram's own addresses are the telegram rule's, not links.
 */
function linkHit(plain: string, latin: string): RuleHit | null {
  const found: { index: number; match: string; detail: string }[] = [];
  /** `source`: the text the match was found in (the look-alike copy or the text itself). */
  const add = (match: RegExpExecArray | null, source: string, detail: (link: string) => string) => {
    if (match === null) return;
    // A sentence's full stop, comma or closing bracket after a link is not part of it.
    const length = match[0].replace(/[.,;:!?)\]}»"']+$/u, '').length;
    const link = source.slice(match.index, match.index + length);
    if (TELEGRAM_HOST.test(link)) return;
    found.push({ index: match.index, match: plain.slice(match.index, match.index + length), detail: detail(link) });
  };
  add(firstMatch(URL, latin), latin, hostOf);
  add(firstMatch(WWW, latin), latin, hostOf);
  add(
    firstMatch(EMAIL, latin, (m) => /\.\p{L}{2,}$/u.test(m[0])),
    latin,
    () => 'e-mail',
  );
  for (const [pattern, source] of [
    [DOMAIN, latin],
    [CYRILLIC_DOMAIN, plain],
  ] as const) {
    const domain = firstMatch(pattern, source, (m) => {
      const labels = m[1]!.slice(0, -1).split('.');
      const label = labels[labels.length - 1]!;
      return /\p{L}/u.test(label) && (label.length >= 2 || m[3] !== undefined);
    });
    add(domain, source, hostOf);
  }
  add(firstMatch(SPACED_DOMAIN, plain), plain, (link) =>
    link.replace(/\s*(?:[([](?:dot|точка|nuqta)[)\]]|\s(?:dot|точка|nuqta)\s|\.)\s*/iu, '.').toLowerCase(),
  );
  const first = earliest(found);
  return first ? { rule: 'link', match: first.match.slice(0, MAX_MATCH), detail: first.detail } : null;
}

function hostOf(link: string): string {
  return link
    .replace(/^[a-z]+:\/\//i, '')
    .replace(/^www\./i, '')
    .split(/[/?#]/)[0]!
    .toLowerCase()
    .slice(0, 100);
}

/** The first match of a global pattern that `accept` takes, from the start of `text`. */
function firstMatch(pattern: RegExp, text: string, accept: (match: RegExpExecArray) => boolean = () => true): RegExpExecArray | null {
  pattern.lastIndex = 0;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    if (accept(match)) return match;
    if (match[0].length === 0) pattern.lastIndex++;
  }
  return null;
}

function earliest<T extends { index: number }>(found: T[]): T | undefined {
  return found.reduce<T | undefined>((best, item) => (best === undefined || item.index < best.index ? item : best), undefined);
}

// ---- word ----------------------------------------------------------------------------------------

/** Whole words (folded) that may follow a word of a `+` term: short Uzbek and Russian endings. */
const ENDING = /^(?:(?:lar)?(?:i|si|im|ing|imiz|ingiz)?(?:ni|ga|da|ta|dan|tan|ning|mi|dek)?|a|u|e|y|om|oy|ov|ami|ax|am|ye)$/;
/** An Uzbek negative verb: `tashlamang`, `qilmayman`, `olinmaydi`, `to'lamaslik`. */
const NEGATIVE_VERB = /ma(?:ng|nglar|yman|ymiz|ydi|ysiz|ydilar|slik|s)$/;

type WordTest = (word: string) => boolean;

function compileWord(stem: string, marker: string): WordTest {
  if (marker === '*')
    return (word) => word.startsWith(stem) && !word.slice(stem.length).startsWith('ma') && !(word.length > stem.length && word.endsWith('siz'));
  if (marker === '+') return (word) => word.startsWith(stem) && ENDING.test(word.slice(stem.length));
  return (word) => word === stem;
}

/** A term's words as tests, in order; `''` on a term that folds to nothing. */
function compileTerm(term: string): { first: string; tests: WordTest[] } {
  const tests: WordTest[] = [];
  let first = '';
  for (const token of term.trim().split(/\s+/)) {
    const marker = /[*+]$/.test(token) ? token.slice(-1) : '';
    const words = searchKey(marker ? token.slice(0, -1) : token)
      .split(' ')
      .filter(Boolean);
    words.forEach((word, index) => {
      if (!first) first = word;
      tests.push(compileWord(word, index === words.length - 1 ? marker : ''));
    });
  }
  return { first, tests };
}

interface CompiledTerm {
  entry: ModerationWord;
  tests: WordTest[];
  unless: WordTest[][];
}

/** Negations in front of a scam phrase ("без предоплаты", "hech qanday oldindan to'lov"), folded below. */
const NEGATION_BEFORE = new Set(
  ['bez', 'без', 'не', 'нет', 'никакой', 'никаких', 'никакую', 'никогда', 'hech', 'without', 'never', "don't", 'not', 'avoid'].map(searchKey),
);
/** Negations after it ("oldindan to'lov yo'q", "предоплата не нужна"), folded below, as word lists. */
const NEGATION_AFTER = [
  'emas',
  'kerak emas',
  'kerakmas',
  'shart emas',
  'shartmas',
  "yo'q",
  'hech kimga',
  'hech qachon',
  'не нужна',
  'не нужно',
  'не нужен',
  'не надо',
  'не требуется',
  'не беру',
  'не берём',
  'не берем',
  'не прошу',
  'никому',
  'нет',
  'not required',
  'not needed',
].map((phrase) => searchKey(phrase).split(' '));

/** Terms by the first two letters of their first word: a text word looks only at its own bucket. */
const BUCKETS = new Map<string, CompiledTerm[]>();
for (const entry of MODERATION_WORDS) {
  const unless = (entry.unless ?? []).map((term) => compileTerm(term).tests);
  for (const term of entry.terms) {
    const { first, tests } = compileTerm(term);
    if (!first) continue;
    const key = first.slice(0, 2);
    const bucket = BUCKETS.get(key) ?? [];
    bucket.push({ entry, tests, unless });
    BUCKETS.set(key, bucket);
  }
}

function matchesAt(words: string[], at: number, tests: WordTest[]): boolean {
  if (at < 0 || at + tests.length > words.length) return false;
  return tests.every((test, k) => test(words[at + k]!));
}

function negated(words: string[], at: number, length: number): boolean {
  for (let k = Math.max(0, at - 2); k < at; k++) if (NEGATION_BEFORE.has(words[k]!)) return true;
  const next = words[at + length];
  if (next !== undefined && (NEGATIVE_VERB.test(next) || next.startsWith('emas'))) return true;
  return NEGATION_AFTER.some((phrase) => phrase.every((word, k) => words[at + length + k] === word));
}

/** An Uzbek question right after a scam phrase: "Oldindan to'lov kerakmi" (a buyer asking). */
const QUESTION_WORD = /^(?:kerak|shart|bor|majburiy)mi$/;

function harmless(words: string[], at: number, length: number, unless: WordTest[][]): boolean {
  for (let k = Math.max(0, at - 2); k < Math.min(words.length, at + length + 2); k++) {
    if (k >= at && k < at + length) continue;
    if (unless.some((tests) => matchesAt(words, k, tests))) return true;
  }
  return false;
}

/**
 * The first hit in a list of folded words, among the `latinOnly` terms or the others. A scam
 * phrase in a question is a buyer asking ("Предоплата нужна?"), not a seller demanding: `asked`
 * says whether the words from `at` on stand in a sentence that ends with a question mark soon.
 */
function firstWordHit(
  words: string[],
  latinOnly: boolean,
  asked: (at: number, length: number) => boolean,
): { at: number; length: number; term: CompiledTerm } | null {
  for (let at = 0; at < words.length; at++) {
    for (const term of BUCKETS.get(words[at]!.slice(0, 2)) ?? []) {
      if ((term.entry.latinOnly === true) !== latinOnly) continue;
      if (!matchesAt(words, at, term.tests)) continue;
      const length = term.tests.length;
      if (term.entry.category === 'scam') {
        if (negated(words, at, length)) continue;
        if (QUESTION_WORD.test(words[at + length] ?? '') || asked(at, length)) continue;
      }
      if (harmless(words, at, length, term.unless)) continue;
      return { at, length, term };
    }
  }
  return null;
}

/** The words of the text as typed, one for each word of its `searchKey` (when they line up). */
const TOKEN = /[\p{L}\p{N}'`‘’ʻʼ]+/gu;
/** A token that folds to something: not only apostrophes and hard or soft signs. */
const KEYED = /[^'`‘’ʻʼьЬъЪ]/u;
const LATIN = /\p{Script=Latin}/u;
/** Stands in for a word with no Latin letter when `latinOnly` terms are matched. */
const NOT_LATIN = 'ʘ';
/** How far after a phrase its sentence may end in a question mark for it to count as asked. */
const QUESTION_REACH = 30;

function wordHit(plain: string): RuleHit | null {
  const words = searchKey(plain).split(' ').filter(Boolean);
  const tokens = [...plain.matchAll(TOKEN)].filter((token) => KEYED.test(token[0]));
  const aligned = tokens.length === words.length;
  const latinWords = aligned
    ? words.map((word, k) => (LATIN.test(tokens[k]![0]) ? word : NOT_LATIN))
    : searchKey(plain.replace(TOKEN, (token) => (LATIN.test(token) ? token : NOT_LATIN)))
        .split(' ')
        .filter(Boolean);
  const asked = (at: number, length: number) => {
    if (!aligned) return false;
    const last = tokens[at + length - 1]!;
    const end = last.index + last[0].length;
    const rest = /[.!?\n]/.exec(plain.slice(end, end + QUESTION_REACH + 1));
    return rest?.[0] === '?';
  };
  const anyScript = firstWordHit(words, false, asked);
  const latinOnly = firstWordHit(latinWords, true, asked);
  const first = anyScript && latinOnly ? (latinOnly.at < anyScript.at ? latinOnly : anyScript) : (anyScript ?? latinOnly);
  if (!first) return null;
  const span = aligned ? tokens.map((token) => token[0]) : first === latinOnly ? latinWords : words;
  const match = span.slice(first.at, first.at + first.length).join(' ');
  return { rule: 'word', match: match.slice(0, MAX_MATCH), detail: `${first.term.entry.category}: ${first.term.entry.gloss}` };
}
