import { describe, expect, it } from 'vitest';
import { balance, EXTERNAL_ACCOUNTS, IN_FLIGHT_ACCOUNTS, MOVEMENTS, postings, type LedgerEntry, type Movement } from '../../src/lib/ledger.ts';
import { amountProblem, feeOf, holdOf, MAX_DEAL_TIYIN, tiyinOfSom } from '../../src/lib/safe-deal-money.ts';

describe('amounts of a safe deal', () => {
  it('counts in tiyin: a price in so’m times 100', () => {
    expect(tiyinOfSom(1_250_000)).toBe(125_000_000);
  });

  it('refuses fractions, zero, negatives, NaN and anything above 10^15 tiyin', () => {
    expect([1, MAX_DEAL_TIYIN, 1.5, 0, -1, -0.5, Number.NaN, MAX_DEAL_TIYIN + 1, 1e20, Infinity, -Infinity].map(amountProblem)).toEqual([
      null,
      null,
      'amount_not_integer',
      'amount_not_positive',
      'amount_not_positive',
      'amount_not_positive',
      'amount_not_integer',
      'amount_too_large',
      'amount_too_large',
      'amount_too_large',
      'amount_not_positive',
    ]);
    expect(() => tiyinOfSom(0.001)).toThrow(RangeError);
  });

  it('takes no fee by default, and rounds a fee down to the tiyin', () => {
    expect(feeOf(125_000_000, 0)).toBe(0);
    expect(feeOf(125_000_000, 150)).toBe(1_875_000);
    expect(feeOf(199, 100)).toBe(1);
    expect(feeOf(99, 100)).toBe(0);
    // Exact where a double would lose digits: 10^15 × 1999 / 10^4.
    expect(feeOf(MAX_DEAL_TIYIN, 1999)).toBe(199_900_000_000_000);
  });

  it('refuses a fee that is fractional, negative or above 20 %', () => {
    expect(() => feeOf(100, 1.5)).toThrow(RangeError);
    expect(() => feeOf(100, -1)).toThrow(RangeError);
    expect(() => feeOf(100, 2001)).toThrow(RangeError);
    expect(() => feeOf(-100, 10)).toThrow(RangeError);
  });

  it('holds the price and the fee on the buyer’s card', () => {
    expect(holdOf({ priceTiyin: 100_000, feeTiyin: 1_500 })).toBe(101_500);
  });
});

describe('the ledger', () => {
  const amounts = { priceTiyin: 100_000_00, feeTiyin: 1_500_00 };
  let id = 0;
  const entries = (...movements: Movement[]): LedgerEntry[] =>
    movements.flatMap((movement) => {
      const movementId = ++id;
      return postings(movement, amounts).map((posting) => ({ ...posting, movementId }));
    });
  const nonZero = (accounts: Record<string, bigint>) => Object.fromEntries(Object.entries(accounts).filter(([, sum]) => sum !== 0n));

  it('posts every movement as one debit and one credit of the same amount', () => {
    for (const movement of MOVEMENTS) {
      const [debit, credit] = postings(movement, amounts);
      expect(postings(movement, amounts)).toHaveLength(2);
      expect([debit!.direction, credit!.direction]).toEqual(['debit', 'credit']);
      expect(debit!.amountTiyin).toBe(credit!.amountTiyin);
      expect(debit!.account).not.toBe(credit!.account);
      expect(balance(postings(movement, amounts).map((posting) => ({ ...posting, movementId: movement }))).unbalanced).toEqual([]);
    }
  });

  it('posts nothing for a fee of 0 %', () => {
    expect(postings('fee', { priceTiyin: 100, feeTiyin: 0 })).toEqual([]);
  });

  it('leaves only the fee with Bozor after a completed deal is paid out: the buyer paid price and fee, the seller got the price', () => {
    const books = balance(entries('hold', 'capture', 'fee', 'due_to_seller', 'payout'));
    expect(books.unbalanced).toEqual([]);
    expect(nonZero(books.accounts)).toEqual({ buyer_card: -10_150_000n, fee_income: 150_000n, seller_paid: 10_000_000n });
    for (const account of IN_FLIGHT_ACCOUNTS) expect(books.accounts[account]).toBe(0n);
  });

  it('shows the seller’s money as due until it is paid out', () => {
    expect(nonZero(balance(entries('hold', 'capture', 'fee', 'due_to_seller')).accounts)).toEqual({
      buyer_card: -10_150_000n,
      fee_income: 150_000n,
      seller_due: 10_000_000n,
    });
  });

  it('leaves every account at zero after a hold is released', () => {
    expect(nonZero(balance(entries('hold', 'release')).accounts)).toEqual({});
  });

  it('finds a movement whose entries do not sum to zero', () => {
    const broken: LedgerEntry[] = [
      ...entries('hold'),
      { movementId: 'x', account: 'provider_hold', direction: 'credit', amountTiyin: 5 },
      { movementId: 'x', account: 'buyer_card', direction: 'debit', amountTiyin: 4 },
    ];
    expect(balance(broken).unbalanced).toEqual(['x']);
  });

  it('sums beyond 2^53 without losing a tiyin', () => {
    const big = { priceTiyin: MAX_DEAL_TIYIN, feeTiyin: 0 };
    const many = Array.from({ length: 20 }, (_, i) => postings('hold', big).map((posting) => ({ ...posting, movementId: i }))).flat();
    expect(balance(many).accounts.provider_hold).toBe(20n * 10n ** 15n);
    expect(EXTERNAL_ACCOUNTS).toEqual(['buyer_card', 'seller_paid']);
  });
});
