import { DAY, HOUR } from './time-units.ts';
/**
 * A safe deal's life (issue 39), decided here and nowhere else: its states, the moves between
 * them, who may make each, and the deadlines. Like lib/listing-states.ts, a move's guard is plain
 * data (`guardOf`): the repository writes it as the WHERE of the move's one conditional UPDATE
 * (deals.repository.ts), and `allowed` checks it on a deal in hand, so the two cannot disagree.
 *
 *   requested ──accept──▶ accepted ──pay──▶ paid ──hand_over──▶ handed_over ──complete──▶ completed
 *      │ decline, cancel,    │ cancel,         │ refuse,             │ dispute
 *      │ expire_request      │ expire_payment  │ expire_handover     ▼
 *      ▼                     ▼                 ▼                  disputed ──decide_release──▶ completed
 *   cancelled             cancelled         refunded                 └──────decide_refund───▶ refunded
 *
 * Two moves keep the state and only leave a mark on the timeline: `lock_code` (the fifth wrong
 * handover code: the seller can no longer enter one; the buyer can still say "I have it") and
 * `escalate` (a dispute no moderator decided within 14 days).
 *
 * Deadlines: while a deal is in a state with one, the people's moves are allowed strictly before
 * it and the clock's move at or after it (`due` below), so that a click and the deadline job
 * racing give one result. Moderators' moves ignore it.
 */
export const DEAL_STATES = ['requested', 'accepted', 'paid', 'handed_over', 'disputed', 'completed', 'cancelled', 'refunded'] as const;
export type DealState = (typeof DEAL_STATES)[number];
/** The states of a deal still running: one of them per buyer and listing (the tables' partial unique index). */
export const OPEN_DEAL_STATES = ['requested', 'accepted', 'paid', 'handed_over', 'disputed'] as const satisfies readonly DealState[];
export const isOpen = (state: DealState): boolean => (OPEN_DEAL_STATES as readonly DealState[]).includes(state);

/** Who makes a move: the two sides, a moderator, the deadline job, or the payment provider's answer (a job resolving a call). */
export type DealActor = 'buyer' | 'seller' | 'moderator' | 'clock' | 'provider';
/** What happens to the buyer's money on a move, at the provider: held, captured or released. */
export type MoneyStep = 'hold' | 'capture' | 'release';

/** The timings of a deal (research/wave4.md §1: OLX.ua, OLX.pl, Kleinanzeigen). */
export const DEAL_TIMES = {
  /** The seller accepts within this of the request, else it is cancelled. */
  acceptWithin: 48 * HOUR,
  /** The buyer pays within this of acceptance, else it is cancelled (Payme's own transaction timeout is 12 h too). */
  payWithin: 12 * HOUR,
  /** The item is handed over within this of payment, else the hold is released. */
  handOverWithin: 3 * DAY,
  /** The buyer may report a problem within this of handover; then the deal completes by itself. */
  disputeWithin: 24 * HOUR,
  /** A moderator decides a dispute within this; after it the dispute is flagged overdue (`escalate`). */
  decideWithin: 14 * DAY,
} as const;

const ANY_USER: readonly DealActor[] = ['buyer', 'seller'];

/** Every move: the states it leaves, the state it enters, who makes it, and what it does with the money. */
export const DEAL_MOVES = {
  accept: { from: ['requested'], to: 'accepted', by: ['seller'], money: null },
  decline: { from: ['requested'], to: 'cancelled', by: ['seller'], money: null },
  cancel: { from: ['requested', 'accepted'], to: 'cancelled', by: ANY_USER, money: null },
  expire_request: { from: ['requested'], to: 'cancelled', by: ['clock'], money: null },
  // The buyer's card was held by the provider first (payment_calls); `provider` is a job resolving a call whose answer was lost.
  pay: { from: ['accepted'], to: 'paid', by: ['buyer', 'provider'], money: 'hold' },
  expire_payment: { from: ['accepted'], to: 'cancelled', by: ['clock'], money: null },
  refuse: { from: ['paid'], to: 'refunded', by: ['seller'], money: 'release' },
  // The seller with the buyer's code (guarded by the attempts left), or the buyer: "I have it".
  hand_over: { from: ['paid'], to: 'handed_over', by: ANY_USER, money: null },
  lock_code: { from: ['paid'], to: 'paid', by: ['seller'], money: null },
  expire_handover: { from: ['paid'], to: 'refunded', by: ['clock'], money: 'release' },
  // The buyer: "all is fine"; or the clock when the dispute window closes.
  complete: { from: ['handed_over'], to: 'completed', by: ['buyer', 'clock'], money: 'capture' },
  dispute: { from: ['handed_over'], to: 'disputed', by: ['buyer'], money: null },
  decide_release: { from: ['disputed'], to: 'completed', by: ['moderator'], money: 'capture' },
  decide_refund: { from: ['disputed'], to: 'refunded', by: ['moderator'], money: 'release' },
  escalate: { from: ['disputed'], to: 'disputed', by: ['clock'], money: null },
} as const satisfies Record<string, { from: readonly DealState[]; to: DealState; by: readonly DealActor[]; money: MoneyStep | null }>;
export type DealMove = keyof typeof DEAL_MOVES;
export const DEAL_MOVE_NAMES = Object.keys(DEAL_MOVES) as DealMove[];
/** Creating a deal is not a move (an insert), but the timeline names it. */
export type DealEventName = DealMove | 'request';

/** The handover code: six digits, locked for the deal after this many wrong entries. */
export const HANDOVER_CODE = { digits: 6, maxAttempts: 5 } as const;

/** A deal as the rules read it (times as ISO instants). */
export interface DealLife {
  state: DealState;
  requestedAt: string;
  acceptedAt: string | null;
  paidAt: string | null;
  handedOverAt: string | null;
  disputedAt: string | null;
  /** When an undecided dispute was flagged overdue (it then has no deadline left). */
  overdueAt: string | null;
  codeAttempts: number;
}

/** The deadline of each state that has one: the clock's move and the time the state was entered. */
const DEADLINES: Partial<Record<DealState, { move: DealMove; after: number; since: (deal: DealLife) => string | null }>> = {
  requested: { move: 'expire_request', after: DEAL_TIMES.acceptWithin, since: (deal) => deal.requestedAt },
  accepted: { move: 'expire_payment', after: DEAL_TIMES.payWithin, since: (deal) => deal.acceptedAt },
  paid: { move: 'expire_handover', after: DEAL_TIMES.handOverWithin, since: (deal) => deal.paidAt },
  handed_over: { move: 'complete', after: DEAL_TIMES.disputeWithin, since: (deal) => deal.handedOverAt },
  /*
   * A dispute never resolves by itself: refunding would reward a buyer who disputes falsely and
   * keeps the item, releasing would punish one who was cheated, and either is a decision only a
   * person who read the chat can take. Past 14 days it is flagged overdue to every moderator (and
   * the sides are told it is late); the money stays held. If the provider's hold has a lifetime
   * (not documented for Payme), a job must see to disputes nearing it: the open question is the
   * lead's (README).
   */
  disputed: { move: 'escalate', after: DEAL_TIMES.decideWithin, since: (deal) => (deal.overdueAt === null ? deal.disputedAt : null) },
};

/** The deal's next deadline: when, and the clock's move then; null in a final state (and once a dispute is overdue). */
export function deadlineOf(deal: DealLife): { at: string; move: DealMove } | null {
  const rule = DEADLINES[deal.state];
  const since = rule?.since(deal);
  if (!rule || !since) return null;
  return { at: new Date(Date.parse(since) + rule.after).toISOString(), move: rule.move };
}

/** The deadline a deal gets on entering `state` at `now` (what a move writes as `due_at`, `due_move`). */
export function deadlineFrom(state: DealState, now: Date): { at: string; move: DealMove } | null {
  const rule = DEADLINES[state];
  return rule ? { at: new Date(now.getTime() + rule.after).toISOString(), move: rule.move } : null;
}

/** What a move writes besides the state: the time it entered its new state, and its new deadline (the job's `due_at`, `due_move`). */
export interface MoveStamp {
  acceptedAt?: string;
  paidAt?: string;
  handedOverAt?: string;
  disputedAt?: string;
  overdueAt?: string;
  completedAt?: string;
  closedAt?: string;
  dueAt: string | null;
  dueMove: DealMove | null;
}

const ENTERED: Partial<Record<DealState, keyof MoveStamp>> = {
  accepted: 'acceptedAt',
  paid: 'paidAt',
  handed_over: 'handedOverAt',
  disputed: 'disputedAt',
  completed: 'completedAt',
};

/** The stamp of `move` made at `now`: the new state's time (and `closedAt` on a final state), its deadline; `escalate` marks the dispute overdue and leaves it without one. */
export function stampOf(move: DealMove, now: Date): MoveStamp {
  const at = now.toISOString();
  if (move === 'escalate') return { overdueAt: at, dueAt: null, dueMove: null };
  const to = DEAL_MOVES[move].to;
  // A move that keeps the state (lock_code) keeps its deadline: nothing to write but the mark on the timeline.
  if ((DEAL_MOVES[move].from as readonly DealState[]).includes(to)) throw new RangeError(`${move} keeps the state: no stamp`);
  const due = deadlineFrom(to, now);
  const entered = ENTERED[to];
  return {
    ...(entered && { [entered]: at }),
    ...(!isOpen(to) && { closedAt: at }),
    dueAt: due?.at ?? null,
    dueMove: due?.move ?? null,
  };
}

/** What a move needs of a deal (the conditional UPDATE's WHERE): its state, its side, its deadline, the code attempts left. */
export interface DealGuard {
  from: readonly DealState[];
  /** The side the actor must be (`buyer_id` or `seller_id` = the actor); none for moderators, the clock and the provider. */
  side: 'buyer' | 'seller' | null;
  /** The deadline must be after this instant (people's moves; a state without a deadline passes). */
  dueAfter?: string;
  /** The deadline must be at or before this instant (the clock's moves). */
  dueBy?: string;
  /** Fewer wrong codes than this (the seller handing over with the code, or locking it). */
  attemptsBelow?: number;
}

/** The guard of `move` made by `actor` at `now`; null when that actor never makes this move. */
export function guardOf(move: DealMove, actor: DealActor, now: Date): DealGuard | null {
  const rule = DEAL_MOVES[move];
  if (!(rule.by as readonly DealActor[]).includes(actor)) return null;
  const at = now.toISOString();
  const side = actor === 'buyer' || actor === 'seller' ? actor : null;
  const guard: DealGuard = { from: rule.from, side };
  if (actor === 'clock') guard.dueBy = at;
  else if (actor !== 'moderator') guard.dueAfter = at;
  if (actor === 'seller' && (move === 'hand_over' || move === 'lock_code')) guard.attemptsBelow = HANDOVER_CODE.maxAttempts;
  return guard;
}

/** Whether a deal meets a guard: the same test as the conditional UPDATE (the actor's side is the repository's to check). */
export function meets(deal: DealLife, guard: DealGuard): boolean {
  if (!guard.from.includes(deal.state)) return false;
  const due = deadlineOf(deal);
  if (guard.dueAfter !== undefined && due !== null && Date.parse(due.at) <= Date.parse(guard.dueAfter)) return false;
  if (guard.dueBy !== undefined && (due === null || Date.parse(due.at) > Date.parse(guard.dueBy))) return false;
  if (guard.attemptsBelow !== undefined && deal.codeAttempts >= guard.attemptsBelow) return false;
  return true;
}

/** Whether `actor` may make `move` on the deal at `now` (that they are this deal's buyer or seller is checked by id elsewhere). */
export function allowed(deal: DealLife, move: DealMove, actor: DealActor, now: Date): boolean {
  const guard = guardOf(move, actor, now);
  return guard !== null && meets(deal, guard);
}

/** Why a move is refused (an error code for locales/errors.json). */
export function refusal(
  deal: DealLife,
  move: DealMove,
  actor: DealActor,
  now: Date,
): 'deal_not_yours' | 'deal_wrong_state' | 'deal_deadline_passed' | 'deal_not_due' | 'deal_code_locked' {
  const guard = guardOf(move, actor, now);
  if (guard === null) return 'deal_not_yours';
  if (!guard.from.includes(deal.state)) return 'deal_wrong_state';
  if (guard.attemptsBelow !== undefined && deal.codeAttempts >= guard.attemptsBelow) return 'deal_code_locked';
  return guard.dueBy !== undefined ? 'deal_not_due' : 'deal_deadline_passed';
}

/** The two sides' moves, in the order a deal page offers them. */
const PAGE_ORDER: readonly DealMove[] = ['accept', 'pay', 'hand_over', 'complete', 'dispute', 'decline', 'refuse', 'cancel'];

/** What the deal's page tells a viewer: the moves they can make now, whom the deal waits for, and until when. */
export interface NextStep {
  moves: DealMove[];
  /** Who must act next (null when the deal is over). */
  waitingFor: 'buyer' | 'seller' | 'moderator' | null;
  /** The deadline and what happens then; null without one. */
  deadline: { at: string; move: DealMove } | null;
}

const WAITING_FOR: Record<DealState, NextStep['waitingFor']> = {
  requested: 'seller',
  accepted: 'buyer',
  paid: 'seller',
  handed_over: 'buyer',
  disputed: 'moderator',
  completed: null,
  cancelled: null,
  refunded: null,
};

export function nextStep(deal: DealLife, role: 'buyer' | 'seller' | 'moderator', now: Date): NextStep {
  const order = role === 'moderator' ? (['decide_release', 'decide_refund'] as const) : PAGE_ORDER;
  return {
    moves: order.filter((move) => allowed(deal, move, role, now)),
    waitingFor: WAITING_FOR[deal.state],
    deadline: deadlineOf(deal),
  };
}

/** What a move does with the buyer's money at the provider. */
export const moneyOf = (move: DealMove): MoneyStep | null => DEAL_MOVES[move].money;

/**
 * A handover code from random bytes (at least 4 per try): each 32-bit draw at or above the
 * largest multiple of 10^6 below 2^32 is skipped (rejection sampling), so that every code is
 * equally likely; null when the bytes ran out (ask for more).
 */
export function codeFromBytes(bytes: Uint8Array): string | null {
  const range = 10 ** HANDOVER_CODE.digits;
  const limit = Math.floor(2 ** 32 / range) * range;
  for (let i = 0; i + 4 <= bytes.length; i += 4) {
    const draw = ((bytes[i]! << 24) >>> 0) + (bytes[i + 1]! << 16) + (bytes[i + 2]! << 8) + bytes[i + 3]!;
    if (draw < limit) return String(draw % range).padStart(HANDOVER_CODE.digits, '0');
  }
  return null;
}

/** Whether a typed code has the code's shape (six ASCII digits), before it is compared. */
export const isCodeShaped = (text: string): boolean => new RegExp(`^[0-9]{${HANDOVER_CODE.digits}}$`).test(text);
