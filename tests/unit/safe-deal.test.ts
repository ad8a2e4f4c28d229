import { describe, expect, it } from 'vitest';
import {
  allowed,
  codeFromBytes,
  DEAL_MOVE_NAMES,
  DEAL_STATES,
  deadlineFrom,
  deadlineOf,
  isCodeShaped,
  isOpen,
  moneyOf,
  nextStep,
  refusal,
  stampOf,
  type DealActor,
  type DealLife,
  type DealMove,
  type DealState,
} from '../../src/lib/safe-deal.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ACTORS: DealActor[] = ['buyer', 'seller', 'moderator', 'clock', 'provider'];
const start = Date.parse('2026-12-01T09:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();

/** A deal that entered `state` at `start` (its earlier steps an hour apart before it). */
function dealIn(state: DealState, overrides: Partial<DealLife> = {}): DealLife {
  const order: DealState[] = ['requested', 'accepted', 'paid', 'handed_over', 'disputed'];
  const reached = Math.max(0, order.indexOf(state === 'cancelled' ? 'accepted' : state === 'refunded' || state === 'completed' ? 'handed_over' : state));
  const stamp = (step: DealState) => (order.indexOf(step) <= reached ? iso(start - (reached - order.indexOf(step)) * HOUR) : null);
  return {
    state,
    requestedAt: stamp('requested')!,
    acceptedAt: stamp('accepted'),
    paidAt: stamp('paid'),
    handedOverAt: stamp('handed_over'),
    disputedAt: stamp('disputed'),
    overdueAt: null,
    codeAttempts: 0,
    ...overrides,
  };
}

/** The moves people and the provider may make an hour into each state (the table of issue 39, written out by hand). */
const BEFORE_DEADLINE: Record<DealState, string[]> = {
  requested: ['accept/seller', 'decline/seller', 'cancel/buyer', 'cancel/seller'],
  accepted: ['cancel/buyer', 'cancel/seller', 'pay/buyer', 'pay/provider'],
  paid: ['refuse/seller', 'hand_over/buyer', 'hand_over/seller', 'lock_code/seller'],
  handed_over: ['complete/buyer', 'dispute/buyer'],
  disputed: ['decide_release/moderator', 'decide_refund/moderator'],
  completed: [],
  cancelled: [],
  refunded: [],
};
/** And at the deadline: only the clock's move, and the moderators'. */
const AT_DEADLINE: Record<DealState, string[]> = {
  requested: ['expire_request/clock'],
  accepted: ['expire_payment/clock'],
  paid: ['expire_handover/clock'],
  handed_over: ['complete/clock'],
  disputed: ['decide_release/moderator', 'decide_refund/moderator', 'escalate/clock'],
  completed: [],
  cancelled: [],
  refunded: [],
};
const DEADLINE_AFTER: Partial<Record<DealState, number>> = {
  requested: 48 * HOUR,
  accepted: 12 * HOUR,
  paid: 3 * DAY,
  handed_over: 24 * HOUR,
  disputed: 14 * DAY,
};

const allowedAt = (deal: DealLife, now: Date) =>
  DEAL_MOVE_NAMES.flatMap((move) => ACTORS.filter((actor) => allowed(deal, move, actor, now)).map((actor) => `${move}/${actor}`)).sort();

describe('the moves of a safe deal', () => {
  for (const state of DEAL_STATES) {
    it(`allows in ${state}, an hour in, exactly: ${BEFORE_DEADLINE[state].join(', ') || 'nothing'}`, () => {
      expect(allowedAt(dealIn(state), new Date(start + HOUR))).toEqual([...BEFORE_DEADLINE[state]].sort());
    });
    it(`allows in ${state}, at its deadline, exactly: ${AT_DEADLINE[state].join(', ') || 'nothing'}`, () => {
      const after = DEADLINE_AFTER[state] ?? 365 * DAY;
      expect(allowedAt(dealIn(state), new Date(start + after))).toEqual([...AT_DEADLINE[state]].sort());
    });
  }

  it('keeps deals open until completed, cancelled or refunded', () => {
    expect(DEAL_STATES.filter(isOpen)).toEqual(['requested', 'accepted', 'paid', 'handed_over', 'disputed']);
  });

  it('holds the money on pay, captures it on completion or a release decision, releases it on every refund, and touches it on nothing else', () => {
    const money = Object.fromEntries(DEAL_MOVE_NAMES.map((move) => [move, moneyOf(move)]).filter(([, step]) => step !== null));
    expect(money).toEqual({
      pay: 'hold',
      refuse: 'release',
      expire_handover: 'release',
      complete: 'capture',
      decide_release: 'capture',
      decide_refund: 'release',
    });
  });
});

describe('the deadlines of a safe deal', () => {
  const cases: Array<[DealState, DealMove, number, DealMove]> = [
    ['requested', 'expire_request', 48 * HOUR, 'accept'],
    ['accepted', 'expire_payment', 12 * HOUR, 'pay'],
    ['paid', 'expire_handover', 3 * DAY, 'hand_over'],
    ['handed_over', 'complete', 24 * HOUR, 'dispute'],
  ];
  for (const [state, clockMove, after, userMove] of cases) {
    it(`${state}: ${userMove} until 1 ms before ${after / HOUR} h, ${clockMove} by the clock from then on`, () => {
      const deal = dealIn(state);
      const actor: DealActor = userMove === 'dispute' ? 'buyer' : userMove === 'pay' ? 'buyer' : 'seller';
      expect(deadlineOf(deal)).toEqual({ at: iso(start + after), move: clockMove });
      const before = new Date(start + after - 1);
      const atIt = new Date(start + after);
      const past = new Date(start + after + 1);
      expect([allowed(deal, userMove, actor, before), allowed(deal, clockMove, 'clock', before)]).toEqual([true, false]);
      expect([allowed(deal, userMove, actor, atIt), allowed(deal, clockMove, 'clock', atIt)]).toEqual([false, true]);
      expect([allowed(deal, userMove, actor, past), allowed(deal, clockMove, 'clock', past)]).toEqual([false, true]);
      expect(refusal(deal, userMove, actor, past)).toBe('deal_deadline_passed');
      expect(refusal(deal, clockMove, 'clock', before)).toBe('deal_not_due');
    });
  }

  it('flags a dispute overdue after 14 days and never decides it by itself; moderators decide it any time', () => {
    const deal = dealIn('disputed');
    expect(deadlineOf(deal)).toEqual({ at: iso(start + 14 * DAY), move: 'escalate' });
    expect(allowed(deal, 'escalate', 'clock', new Date(start + 14 * DAY - 1))).toBe(false);
    expect(allowed(deal, 'escalate', 'clock', new Date(start + 14 * DAY))).toBe(true);
    const overdue = { ...deal, overdueAt: iso(start + 14 * DAY) };
    expect(deadlineOf(overdue)).toBeNull();
    expect(allowed(overdue, 'escalate', 'clock', new Date(start + 100 * DAY))).toBe(false);
    expect(allowed(overdue, 'decide_refund', 'moderator', new Date(start + 100 * DAY))).toBe(true);
  });

  it('gives a deal entering each state the deadline deadlineOf later reads, and none to final states', () => {
    const now = new Date(start);
    for (const state of ['requested', 'accepted', 'paid', 'handed_over', 'disputed'] as const)
      expect(deadlineFrom(state, now)).toEqual(deadlineOf(dealIn(state)));
    for (const state of ['completed', 'cancelled', 'refunded'] as const) {
      expect(deadlineFrom(state, now)).toBeNull();
      expect(deadlineOf(dealIn(state))).toBeNull();
    }
  });
});

describe('refusals and the next step', () => {
  const now = new Date(start + HOUR);

  it('says why: a move that is not the actor’s, the wrong state, a locked code', () => {
    expect(refusal(dealIn('requested'), 'accept', 'buyer', now)).toBe('deal_not_yours');
    expect(refusal(dealIn('accepted'), 'accept', 'seller', now)).toBe('deal_wrong_state');
    expect(refusal(dealIn('paid', { codeAttempts: 5 }), 'hand_over', 'seller', now)).toBe('deal_code_locked');
  });

  it('locks code entry after five wrong codes but still lets the buyer say "I have it" and the seller refuse', () => {
    const four = dealIn('paid', { codeAttempts: 4 });
    const five = dealIn('paid', { codeAttempts: 5 });
    expect([allowed(four, 'hand_over', 'seller', now), allowed(four, 'lock_code', 'seller', now)]).toEqual([true, true]);
    expect([allowed(five, 'hand_over', 'seller', now), allowed(five, 'lock_code', 'seller', now)]).toEqual([false, false]);
    expect([allowed(five, 'hand_over', 'buyer', now), allowed(five, 'refuse', 'seller', now)]).toEqual([true, true]);
  });

  it('tells each side what they can do, whom the deal waits for and until when', () => {
    expect(nextStep(dealIn('requested'), 'seller', now)).toEqual({
      moves: ['accept', 'decline', 'cancel'],
      waitingFor: 'seller',
      deadline: { at: iso(start + 48 * HOUR), move: 'expire_request' },
    });
    expect(nextStep(dealIn('requested'), 'buyer', now).moves).toEqual(['cancel']);
    expect(nextStep(dealIn('accepted'), 'buyer', now).moves).toEqual(['pay', 'cancel']);
    expect(nextStep(dealIn('paid'), 'seller', now).moves).toEqual(['hand_over', 'refuse']);
    expect(nextStep(dealIn('handed_over'), 'buyer', now)).toMatchObject({ moves: ['complete', 'dispute'], waitingFor: 'buyer' });
    expect(nextStep(dealIn('disputed'), 'moderator', now)).toMatchObject({ moves: ['decide_release', 'decide_refund'], waitingFor: 'moderator' });
    expect(nextStep(dealIn('completed'), 'buyer', now)).toEqual({ moves: [], waitingFor: null, deadline: null });
  });
});

describe('the handover code', () => {
  const bytes = (...values: number[]) => new Uint8Array(values);

  it('is six digits, zero-padded, from a 32-bit draw modulo a million', () => {
    expect(codeFromBytes(bytes(0, 0, 0, 42))).toBe('000042');
    expect(codeFromBytes(bytes(0x00, 0x0f, 0x42, 0x3f))).toBe('999999');
    expect(codeFromBytes(bytes(0x00, 0x0f, 0x42, 0x40))).toBe('000000');
  });

  it('skips draws at or above the last whole multiple of a million (no digit favoured) and says when the bytes run out', () => {
    // 2^32 = 4 294 967 296; the last multiple of 10^6 below it is 4 294 000 000 (0xFFF13D80).
    expect(codeFromBytes(bytes(0xff, 0xf1, 0x3d, 0x80, 0, 0, 0, 7))).toBe('000007');
    expect(codeFromBytes(bytes(0xff, 0xf1, 0x3d, 0x7f))).toBe('999999');
    expect(codeFromBytes(bytes(0xff, 0xff, 0xff, 0xff))).toBeNull();
    expect(codeFromBytes(bytes(1, 2, 3))).toBeNull();
  });

  it('accepts only six ASCII digits as a typed code', () => {
    expect(['123456', '12345', '1234567', '12345a', '١٢٣٤٥٦', ' 123456'].map(isCodeShaped)).toEqual([true, false, false, false, false, false]);
  });
});

describe('what a move writes', () => {
  const now = new Date(start);
  const at = iso(start);

  it('stamps the time the new state was entered and its deadline, and closes a deal that ends', () => {
    expect(stampOf('accept', now)).toEqual({ acceptedAt: at, dueAt: iso(start + 12 * HOUR), dueMove: 'expire_payment' });
    expect(stampOf('pay', now)).toEqual({ paidAt: at, dueAt: iso(start + 3 * DAY), dueMove: 'expire_handover' });
    expect(stampOf('hand_over', now)).toEqual({ handedOverAt: at, dueAt: iso(start + DAY), dueMove: 'complete' });
    expect(stampOf('dispute', now)).toEqual({ disputedAt: at, dueAt: iso(start + 14 * DAY), dueMove: 'escalate' });
    expect(stampOf('complete', now)).toEqual({ completedAt: at, closedAt: at, dueAt: null, dueMove: null });
    expect(stampOf('decide_refund', now)).toEqual({ closedAt: at, dueAt: null, dueMove: null });
    expect(stampOf('expire_request', now)).toEqual({ closedAt: at, dueAt: null, dueMove: null });
  });

  it('marks an escalated dispute overdue and leaves it without a deadline; a code lock writes no stamp', () => {
    expect(stampOf('escalate', now)).toEqual({ overdueAt: at, dueAt: null, dueMove: null });
    expect(() => stampOf('lock_code', now)).toThrow(RangeError);
  });
});
