import { describe, expect, it } from 'vitest';
import {
  acceptableStages,
  allocatePayout,
  booksDifferences,
  csv,
  csvField,
  expectedReceiptState,
  previousDay,
  receiptAgrees,
  somOfTiyin,
  stageOf,
  tashkentDay,
} from '../../src/lib/books.ts';
import { balance, LEDGER_ACCOUNTS, postings, type LedgerAccount, type Movement } from '../../src/lib/ledger.ts';

const amounts = { priceTiyin: 150_000_000, feeTiyin: 1_500_000 };

/** A deal's accounts after these movements, as the books would sum them. */
function accountsAfter(movements: Movement[], payout = amounts.priceTiyin): Record<LedgerAccount, bigint> {
  const entries = movements.flatMap((movement, index) =>
    (movement === 'payout' ? postings('payout', { priceTiyin: payout, feeTiyin: 0 }) : postings(movement, amounts)).map((posting) => ({
      ...posting,
      movementId: index,
    })),
  );
  return balance(entries).accounts;
}

describe('what a deal’s books must hold in its state', () => {
  it('finds nothing to say of a completed deal captured and split, paid out or not, in part or whole', () => {
    for (const payout of [0, 50_000_000, amounts.priceTiyin]) {
      const movements: Movement[] = ['hold', 'capture', 'fee', 'due_to_seller', ...(payout > 0 ? (['payout'] as const) : [])];
      expect(booksDifferences('captured', amounts, accountsAfter(movements, payout))).toEqual([]);
    }
  });

  it('finds a completed deal whose capture was not split, and a refunded one still held', () => {
    expect(booksDifferences('captured', amounts, accountsAfter(['hold', 'capture'])).map((each) => each.account)).toEqual([
      'provider_captured',
      'fee_income',
      'seller_due+seller_paid',
    ]);
    expect(booksDifferences('released', amounts, accountsAfter(['hold']))).toEqual([
      { account: 'buyer_card', has: '-151500000', wants: '0' },
      { account: 'provider_hold', has: '151500000', wants: '0' },
    ]);
  });

  it('wants a paid deal held for the price and fee, a refunded one back to nothing, an unpaid one untouched', () => {
    expect(booksDifferences('held', amounts, accountsAfter(['hold']))).toEqual([]);
    expect(booksDifferences('released', amounts, accountsAfter(['hold', 'release']))).toEqual([]);
    expect(booksDifferences('none', amounts, accountsAfter([]))).toEqual([]);
    expect(booksDifferences('none', amounts, accountsAfter(['hold'])).length).toBeGreaterThan(0);
  });

  it('reads the stage from the state, and lets a deal that closed within the hour still be held', () => {
    expect(['requested', 'accepted', 'cancelled'].map((state) => stageOf(state as 'requested'))).toEqual(['none', 'none', 'none']);
    expect(stageOf('disputed')).toBe('held');
    const now = new Date('2026-12-01T12:00:00.000Z');
    expect(acceptableStages('completed', '2026-12-01T11:30:00.000Z', now)).toEqual(['captured', 'held']);
    expect(acceptableStages('completed', '2026-12-01T10:59:59.999Z', now)).toEqual(['captured']);
    expect(acceptableStages('refunded', '2026-12-01T11:59:00.000Z', now)).toEqual(['released', 'held']);
    expect(acceptableStages('paid', null, now)).toEqual(['held']);
  });

  it('leaves no account unchecked', () => {
    const wrong = Object.fromEntries(LEDGER_ACCOUNTS.map((account) => [account, 1n])) as Record<LedgerAccount, bigint>;
    expect(booksDifferences('none', amounts, wrong)).toHaveLength(LEDGER_ACCOUNTS.length);
  });
});

describe('what the provider’s receipt must say', () => {
  it('expects held, paid or cancelled by our last movement of it, and allows a release still queued', () => {
    expect(expectedReceiptState(['hold'])).toBe('held');
    expect(expectedReceiptState(['hold', 'capture', 'fee', 'due_to_seller'])).toBe('paid');
    expect(expectedReceiptState(['hold', 'release'])).toBe('cancelled');
    expect(expectedReceiptState([])).toBeNull();
    expect(receiptAgrees('cancelled', 'pending_cancel')).toBe(true);
    expect(receiptAgrees('held', 'paid')).toBe(false);
    expect(receiptAgrees(null, 'created')).toBe(true);
    expect(receiptAgrees(null, 'held')).toBe(false);
  });
});

describe('the day the daily check compares', () => {
  it('is yesterday in Tashkent, from its midnight to the millisecond before the next', () => {
    // 04:00 Tashkent on 2 December is 23:00 UTC on 1 December.
    expect(previousDay(new Date('2026-12-01T23:00:00.000Z'))).toEqual({
      day: '2026-12-01',
      from: new Date('2026-11-30T19:00:00.000Z'),
      to: new Date('2026-12-01T18:59:59.999Z'),
    });
    // 23:30 Tashkent on 1 December (18:30 UTC): yesterday is 30 November.
    expect(previousDay(new Date('2026-12-01T18:30:00.000Z')).day).toBe('2026-11-30');
    expect(tashkentDay(new Date('2026-12-01T19:00:00.000Z'))).toBe('2026-12-02');
  });
});

describe('the payout list’s money and CSV', () => {
  it('writes tiyin as so’m with two decimals, exactly past 2^53', () => {
    expect(somOfTiyin(150_000_005)).toBe('1500000.05');
    expect(somOfTiyin(7)).toBe('0.07');
    expect(somOfTiyin(0n)).toBe('0.00');
    expect(somOfTiyin(2n ** 60n + 1n)).toBe('11529215046068469.77');
  });

  it('quotes what needs it and keeps a spreadsheet from running a name as a formula, but not a phone number', () => {
    expect(csvField('Ali, Vali')).toBe('"Ali, Vali"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('@cmd')).toBe("'@cmd");
    expect(csvField('+998901234567')).toBe('+998901234567');
    expect(
      csv([
        ['a', 1],
        ['b', 2n],
      ]),
    ).toBe('a,1\r\nb,2\r\n');
  });

  it('pays a payout over the oldest deals first, the last in part, and refuses more than they are due', () => {
    const dues = [
      { dealId: 1, dueTiyin: 100 },
      { dealId: 2, dueTiyin: 300 },
      { dealId: 3, dueTiyin: 50 },
    ];
    expect(allocatePayout(250, dues)).toEqual([
      { dealId: 1, amountTiyin: 100 },
      { dealId: 2, amountTiyin: 150 },
    ]);
    expect(allocatePayout(450, dues)).toHaveLength(3);
    expect(allocatePayout(451, dues)).toBeNull();
  });
});
