/**
 * Prices are whole so'm (DESIGN.md "Data"), shown with dot thousands separators and "so'm"
 * (SPEC.md §5, §9). People write them as `1250000`, `1.250.000`, `1 250 000` or `1,250,000`.
 */
export const MAX_PRICE = 1_000_000_000_000;

/** The so'm a price as typed stands for, or null when it is not a whole number in range. */
export function parsePrice(typed: string | number): number | null {
  if (typeof typed === 'number') return Number.isSafeInteger(typed) && typed >= 0 && typed <= MAX_PRICE ? typed : null;
  const compact = typed.trim().replace(/(\d)[\s\u00a0\u202f](?=\d{3}(\D|$))/g, '$1');
  // Groups of three after one separator used throughout: `1.250.000`, `1,250,000` (`12.5` is no price).
  const grouped = /^\d{1,3}(\.\d{3})+$/.test(compact) || /^\d{1,3}(,\d{3})+$/.test(compact);
  if (!grouped && !/^\d+$/.test(compact)) return null;
  const value = Number(compact.replace(/[.,]/g, ''));
  return Number.isSafeInteger(value) && value <= MAX_PRICE ? value : null;
}

/** `1250000` → `1.250.000` (the separator SPEC.md shows in every language). */
export function groupThousands(value: number): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}
