/**
 * Typos in a search (issue 21): the word of the listings' vocabulary nearest to one that matches
 * nothing. Words are search keys (lib/text.ts `searchKey`), so `holodilnik` and `холодильник`
 * already meet; what is left are letters missed, doubled, swapped or mistyped (`samsng`).
 */

/** How many edits a word may be from its correction: one for short words, two from five letters. */
export const maxTypos = (word: string): number => (word.length <= 4 ? 1 : 2);

/**
 * The edit distance between `a` and `b` (insertions, deletions, substitutions, and two
 * neighbouring letters swapped, each 1), or `limit + 1` as soon as it must exceed `limit`.
 */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, at) => at);
  for (let i = 1; i <= a.length; i += 1) {
    const current = new Array<number>(b.length + 1).fill(0);
    current[0] = i;
    let smallest = current[0];
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2]! + 1);
      current[j] = value;
      smallest = Math.min(smallest, value);
    }
    if (smallest > limit) return limit + 1;
    before = previous;
    previous = current;
  }
  return Math.min(previous[b.length]!, limit + 1);
}

/**
 * The correction of `word` among `candidates` (words of the vocabulary with how many listings
 * hold them): the nearest within `maxTypos`, the commonest of the nearest; null when none is
 * near enough.
 */
export function closestWord(word: string, candidates: ReadonlyArray<{ word: string; count: number }>): string | null {
  const limit = maxTypos(word);
  let best: { word: string; distance: number; count: number } | null = null;
  for (const candidate of candidates) {
    if (candidate.word === word || candidate.count <= 0) continue;
    const distance = editDistance(word, candidate.word, limit);
    if (distance > limit) continue;
    if (!best || distance < best.distance || (distance === best.distance && candidate.count > best.count))
      best = { word: candidate.word, distance, count: candidate.count };
  }
  return best?.word ?? null;
}
