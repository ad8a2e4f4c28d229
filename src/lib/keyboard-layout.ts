/**
 * Text typed on the wrong keyboard layout (issue 21): a buyer meaning `mashina` with the Russian
 * ЙЦУКЕН layout still on types `ьфырштф`; meaning `телефон` with the Latin layout on, `ntktajy`.
 * The keys are the same, so the letters map one to one: a standard PC keyboard's Latin (QWERTY)
 * and Russian (ЙЦУКЕН) layouts, lower and upper case, the Russian letters on the Latin
 * punctuation keys included (х ъ ж э б ю ё: `'` is the Uzbek Latin apostrophe of oʻ and gʻ).
 */
const LATIN = "qwertyuiop[]asdfghjkl;'zxcvbnm,.`";
const CYRILLIC = 'йцукенгшщзхъфывапролджэячсмитьбюё';

const toCyrillic = new Map<string, string>();
const toLatin = new Map<string, string>();
for (let at = 0; at < LATIN.length; at += 1) {
  const latin = LATIN[at]!;
  const cyrillic = CYRILLIC[at]!;
  toCyrillic.set(latin, cyrillic);
  toLatin.set(cyrillic, latin);
  // Upper case: the same key with Shift (the punctuation keys' shifted signs are not letters: only the letters map).
  if (latin.toUpperCase() !== latin) toCyrillic.set(latin.toUpperCase(), cyrillic.toUpperCase());
  toLatin.set(cyrillic.toUpperCase(), latin.toUpperCase() === latin ? latin : latin.toUpperCase());
}

const CYRILLIC_LETTER = /\p{Script=Cyrillic}/u;
const LATIN_LETTER = /\p{Script=Latin}/u;

/** Which layout a text was typed in, by its letters: the one script they are all in, or null (none, or both). */
function scriptOf(text: string): 'latin' | 'cyrillic' | null {
  let latin = false;
  let cyrillic = false;
  for (const char of text) {
    if (CYRILLIC_LETTER.test(char)) cyrillic = true;
    else if (LATIN_LETTER.test(char)) latin = true;
  }
  if (latin === cyrillic) return null;
  return latin ? 'latin' : 'cyrillic';
}

/**
 * The same keys pressed on the other layout: a Cyrillic text as the Latin layout would have
 * typed it, a Latin text as the Russian one would; null when the text has no letters, letters of
 * both scripts, or a letter that has no key on the Russian layout (Uzbek ў қ ғ ҳ were typed on
 * purpose), or when nothing would change. Whether the result means more is for the caller to
 * find out (the search tries it when the text as typed finds little).
 */
export function switchLayout(text: string): { text: string; to: 'latin' | 'cyrillic' } | null {
  const script = scriptOf(text);
  if (!script) return null;
  const map = script === 'cyrillic' ? toLatin : toCyrillic;
  let switched = '';
  for (const char of text) {
    const mapped = map.get(char);
    if (mapped !== undefined) switched += mapped;
    else if ((script === 'cyrillic' ? CYRILLIC_LETTER : LATIN_LETTER).test(char)) return null;
    else switched += char;
  }
  return switched === text ? null : { text: switched, to: script === 'cyrillic' ? 'latin' : 'cyrillic' };
}
