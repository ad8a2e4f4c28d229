/**
 * Text normalization for search and name matching. Users type Uzbek with any of ' ` ‘ ’ ʻ ʼ,
 * and in Latin or Cyrillic; everything is folded to lower-case Uzbek Latin with ASCII `'`.
 */
const APOSTROPHES = /['`‘’ʻʼ]/g;

const CYRILLIC_TO_LATIN: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'yo',
  ж: 'j',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'x',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'sh',
  ъ: "'",
  ы: 'i',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
  ў: "o'",
  қ: 'q',
  ғ: "g'",
  ҳ: 'h',
};

export function foldApostrophes(text: string): string {
  return text.replace(APOSTROPHES, "'");
}

export function transliterateCyrillic(text: string): string {
  let out = '';
  for (const char of text) out += CYRILLIC_TO_LATIN[char] ?? char;
  return out;
}

/** `Farg‘ona`, `FARGʻONA`, `Фарғона` → `farg'ona`. Whitespace collapsed, trimmed. */
export function normalizeSearchText(text: string): string {
  return foldApostrophes(transliterateCyrillic(text.normalize('NFC').toLowerCase()))
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The search key: the search text folded further, so that keyboards and spellings meet. A
 * Russian keyboard lacks ў, қ, ғ, ҳ, so `ориндик` must find `oʻrindiq`: apostrophes go (oʻ → o,
 * gʻ → g), q → k, h → x, accents go, and anything but letters and digits separates words.
 */
export function searchKey(text: string): string {
  return normalizeSearchText(text)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/'/g, '')
    .replace(/q/g, 'k')
    .replace(/h/g, 'x')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The words of a query, as search keys: every one must match, in any order. */
export function searchWords(query: string): string[] {
  return [...new Set(searchKey(query).split(' ').filter(Boolean))];
}
