/**
 * A safe deal's amounts (issue 39): integers in tiyin (1 so'm = 100 tiyin), as Payme counts them.
 * The buyer pays the price plus Bozor's fee (shown before paying, as Kleinanzeigen's buyer
 * protection is): the hold is their sum, the seller is due the price, Bozor keeps the fee.
 */
export const TIYIN_PER_SOM = 100;

/**
 * The largest amount of one deal, in tiyin: 10^15 tiyin is 10^13 so'm (about 800 million dollars),
 * far above any item sold by hand, and below 2^53, so that it stays exact as a JavaScript number
 * and in a PostgreSQL bigint with room for the fee on top. The books sum beyond it as bigints.
 */
export const MAX_DEAL_TIYIN = 10 ** 15;

/** Basis points: 100 bps is 1 %. The default fee is 0 (issue 39). */
export const BPS = 10_000;
export const MAX_FEE_BPS = 2_000;

export type AmountProblem = 'amount_not_integer' | 'amount_not_positive' | 'amount_too_large';

/** Why an amount in tiyin is refused (null when it is fine): a whole number above 0 and at most MAX_DEAL_TIYIN (∞ is too large, NaN no integer). */
export function amountProblem(tiyin: number): AmountProblem | null {
  if (Number.isNaN(tiyin)) return 'amount_not_integer';
  if (tiyin <= 0) return 'amount_not_positive';
  if (tiyin > MAX_DEAL_TIYIN) return 'amount_too_large';
  return Number.isInteger(tiyin) ? null : 'amount_not_integer';
}

/** Throws on an amount `amountProblem` refuses (inside the rules, where a bad amount is a bug). */
export function checkedTiyin(tiyin: number): number {
  const problem = amountProblem(tiyin);
  if (problem) throw new RangeError(`${problem}: ${tiyin}`);
  return tiyin;
}

/** A price in whole so'm (a listing's `price`) as tiyin. */
export const tiyinOfSom = (som: number): number => checkedTiyin(som * TIYIN_PER_SOM);

/**
 * Bozor's fee on a price: `price × bps / 10 000`, rounded down to the tiyin (the buyer never pays
 * a fraction; at 1 % a price of 199 tiyin costs 1 tiyin, not 1.99). In bigints, so that the
 * product cannot lose digits. 0 bps is no fee.
 */
export function feeOf(priceTiyin: number, feeBasisPoints: number): number {
  checkedTiyin(priceTiyin);
  if (!Number.isInteger(feeBasisPoints) || feeBasisPoints < 0 || feeBasisPoints > MAX_FEE_BPS) throw new RangeError(`fee_bps_invalid: ${feeBasisPoints}`);
  return Number((BigInt(priceTiyin) * BigInt(feeBasisPoints)) / BigInt(BPS));
}

/** What the buyer's card is held for: the price and the fee. */
export const holdOf = (amounts: DealAmounts): number => amounts.priceTiyin + amounts.feeTiyin;

export interface DealAmounts {
  priceTiyin: number;
  feeTiyin: number;
}
