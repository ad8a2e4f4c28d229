/**
 * A bank card typed into the safe deal's card form (issue 39), checked before it goes to the
 * payment provider, and the provider's card answers as the form's messages (locales card.json).
 * The number goes from the browser to the provider only (islands/shared/payme-cards.ts): Bozor
 * never sees it.
 */

/** Uzcard, Humo and the international cards Payme takes all have 16 digits. */
export const CARD_DIGITS = 16;

/** The digits of a typed or pasted number (spaces, dashes and anything else dropped), at most 16. */
export function cardDigits(text: string): string {
  return text.replace(/\D/g, '').slice(0, CARD_DIGITS);
}

/** Digits in groups of four, as printed on the card: `8600 4954 7331 6478`. */
export function formatCardNumber(digits: string): string {
  return cardDigits(digits).replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** The expiry as typed (`03/99`, `0399`, `3/99`) as MMYY, the provider's form; null when it is no month and year. */
export function expiryOf(text: string): string | null {
  const match = /^\s*(\d{1,2})\s*\/?\s*(\d{2})\s*$/.exec(text);
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  return `${String(month).padStart(2, '0')}${match[2]}`;
}

/** What the expiry field shows while it is typed: `03/99` once the month is whole. */
export function formatExpiry(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** A card's expiry (MMYY) is before the month of `now`. */
export function expiryPassed(mmyy: string, now: Date): boolean {
  const month = Number(mmyy.slice(0, 2));
  const year = 2000 + Number(mmyy.slice(2));
  return year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1);
}

/** The card form's messages (card.json `error_*`). */
export type CardProblem = 'number' | 'expiry' | 'expired' | 'no_sms' | 'code_wrong' | 'code_expired' | 'code_tries' | 'refused' | 'unavailable';

/**
 * Payme's answers to the browser's card methods (src/server/payments/payme.ts lists the sources):
 * -31300 a number or expiry it refuses, -31301 no SMS service on the card, -31101 the code expired,
 * -31102 too many wrong codes, -31103 a wrong code, -31400 the card is gone (start again); anything
 * else is the provider's trouble, not the buyer's.
 */
export function cardProblemOf(code: number): CardProblem {
  switch (code) {
    case -31300:
      return 'number';
    case -31301:
      return 'no_sms';
    case -31101:
      return 'code_expired';
    case -31102:
      return 'code_tries';
    case -31103:
      return 'code_wrong';
    case -31400:
      return 'refused';
    default:
      return 'unavailable';
  }
}
