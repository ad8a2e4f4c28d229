import { DAY } from './time-units.ts';
/**
 * A listing's life (issue 22), decided here and nowhere else: its states, the moves between
 * them and when each is allowed. A move's guard is plain data (`guardOf`): the repository writes
 * it as the WHERE of the move's one conditional UPDATE, and `allows` checks it on a listing in
 * hand (which moves a card offers, why a refused move was refused), so the two cannot disagree.
 *
 *   active ──reserve──▶ reserved ──sell──▶ sold (final)
 *     ▲  ◀──release/lapse──┘                ▲
 *     │  └────────────sell─────────────────┘
 *     ├──expire──▶ expired ──archive──▶ archived (final)
 *     ├──renew─────┘   ▲
 *     │                └──expire (at its term's end)──┐
 *     └──pause──▶ paused ──resume (while its term runs)──▶ active, the same expiry
 *
 *   any of those ──hide──▶ hidden ──restore──▶ the state it had (a moderator's moves, issue 23)
 *
 * Raising keeps an active listing active and moves its sort date to now. Deleting is allowed
 * in every state and is not a move.
 */
/** The states of a listing's own life (issue 22). */
export const LIFE_STATUSES = ['active', 'reserved', 'sold', 'expired', 'archived', 'paused'] as const;
/** Every state: its life's, and `hidden` by a moderator (issue 23). */
export const LISTING_STATUSES = [...LIFE_STATUSES, 'hidden'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

/** The states lists, search, recommendations and the sitemap show. */
export const LISTED_STATUSES = ['active', 'reserved'] as const satisfies readonly ListingStatus[];
export const isListed = (status: ListingStatus): boolean => (LISTED_STATUSES as readonly ListingStatus[]).includes(status);

/** The tabs of an owner's listings and the states each shows (expired and archived share one). */
export const OWNER_TABS = {
  active: ['active'],
  reserved: ['reserved'],
  sold: ['sold'],
  expired: ['expired', 'archived'],
  paused: ['paused'],
  hidden: ['hidden'],
} as const satisfies Record<string, readonly ListingStatus[]>;
export type OwnerTab = keyof typeof OWNER_TABS;
export const OWNER_TAB_NAMES = Object.keys(OWNER_TABS) as OwnerTab[];

/** The moves a seller makes (`reserve` … `resume`) and the ones the hourly job makes (`expire`, `lapse`, `archive`). */
export const OWNER_MOVES = ['reserve', 'release', 'sell', 'renew', 'raise', 'pause', 'resume'] as const;
export type OwnerMove = (typeof OWNER_MOVES)[number];
export type JobMove = 'expire' | 'lapse' | 'archive';
/** A moderator's: `restore` returns a hidden listing to the state it had (kept beside it), so its target is that state. */
export type ModeratorMove = 'hide' | 'restore';
export type ListingMove = OwnerMove | JobMove | ModeratorMove;

/** The timings of a listing's life (research/market-practices.md "Expiry"). */
export const LIFECYCLE = {
  /** A reservation lapses back to active after this many days. */
  reserveDays: 7,
  /** A listing is raised at most once in this many days (its sort date must be this old). */
  raiseEveryDays: 7,
  /** Renewing opens this many days before expiry. */
  renewWindowDays: 7,
  /** An expired listing is renewable this many days, then archived. */
  renewableDays: 90,
  /** The owner is reminded this many days before expiry (recorded as notices). */
  reminderDays: [3, 1],
} as const;

/** What a move needs of a listing: its state, and bounds on its dates (ISO instants; `before` is inclusive, `after` exclusive). */
export interface MoveGuard {
  from: readonly ListingStatus[];
  expiresBefore?: string;
  expiresAfter?: string;
  /** The sort date (the last raise, else creation). */
  listedBefore?: string;
  reservedUntilBefore?: string;
}

/** A listing as a guard reads it. */
export interface ListingLife {
  status: ListingStatus;
  expiresAt: string;
  listedAt: string;
  reservedUntil: string | null;
}

const shift = (now: Date, days: number) => new Date(now.getTime() + days * DAY).toISOString();

/** The guard of `move` at `now`. */
export function guardOf(move: ListingMove, now: Date): MoveGuard {
  const at = now.toISOString();
  switch (move) {
    case 'reserve':
      return { from: ['active'], expiresAfter: at };
    case 'release':
      return { from: ['reserved'] };
    case 'sell':
      return { from: ['active', 'reserved'] };
    case 'renew':
      // From a week before expiry, and for 90 days after it (an expired listing's expiry is past).
      return { from: ['active', 'expired'], expiresBefore: shift(now, LIFECYCLE.renewWindowDays), expiresAfter: shift(now, -LIFECYCLE.renewableDays) };
    case 'raise':
      return { from: ['active'], expiresAfter: at, listedBefore: shift(now, -LIFECYCLE.raiseEveryDays) };
    case 'pause':
      // While its term runs: the listing leaves the lists and keeps its expiry.
      return { from: ['active'], expiresAfter: at };
    case 'resume':
      return { from: ['paused'], expiresAfter: at };
    case 'expire':
      // A paused listing's term runs on: it expires at the same date as an active one.
      return { from: ['active', 'paused'], expiresBefore: at };
    case 'lapse':
      return { from: ['reserved'], reservedUntilBefore: at };
    case 'archive':
      return { from: ['expired'], expiresBefore: shift(now, -LIFECYCLE.renewableDays) };
    case 'hide':
      return { from: LIFE_STATUSES };
    case 'restore':
      return { from: ['hidden'] };
  }
}

/** The state a move leaves the listing in. */
export const MOVE_TARGET: Record<Exclude<ListingMove, 'restore'>, ListingStatus> = {
  reserve: 'reserved',
  release: 'active',
  lapse: 'active',
  sell: 'sold',
  renew: 'active',
  raise: 'active',
  pause: 'paused',
  resume: 'active',
  expire: 'expired',
  archive: 'archived',
  hide: 'hidden',
  // `restore` leaves the state the listing had before it was hidden (`hidden_from`).
};

/** Whether a listing meets a guard: the same test the conditional UPDATE makes. */
export function meets(life: ListingLife, guard: MoveGuard): boolean {
  if (!guard.from.includes(life.status)) return false;
  const time = (iso: string) => Date.parse(iso);
  if (guard.expiresBefore !== undefined && time(life.expiresAt) > time(guard.expiresBefore)) return false;
  if (guard.expiresAfter !== undefined && time(life.expiresAt) <= time(guard.expiresAfter)) return false;
  if (guard.listedBefore !== undefined && time(life.listedAt) > time(guard.listedBefore)) return false;
  if (guard.reservedUntilBefore !== undefined && (life.reservedUntil === null || time(life.reservedUntil) > time(guard.reservedUntilBefore))) return false;
  return true;
}

export const allows = (life: ListingLife, move: ListingMove, now: Date): boolean => meets(life, guardOf(move, now));

/** The seller's moves a listing allows now, in the order the owner's views offer them. */
export const ownerMoves = (life: ListingLife, now: Date): OwnerMove[] => OWNER_MOVES.filter((move) => allows(life, move, now));

/**
 * Why a seller's move is refused (an error code of locales/errors.json): too soon to raise or
 * renew, else not in this state.
 */
export function refusal(
  life: ListingLife,
  move: OwnerMove,
  now: Date,
): 'raise_too_soon' | 'renew_too_early' | 'renew_too_late' | 'already_paused' | 'not_paused' | 'move_not_allowed' {
  const guard = guardOf(move, now);
  if (move === 'pause' && life.status === 'paused') return 'already_paused';
  if (move === 'resume' && life.status !== 'paused') return 'not_paused';
  if (guard.from.includes(life.status)) {
    if (move === 'raise' && guard.listedBefore !== undefined && Date.parse(life.listedAt) > Date.parse(guard.listedBefore)) return 'raise_too_soon';
    if (move === 'renew' && Date.parse(life.expiresAt) > Date.parse(guard.expiresBefore!)) return 'renew_too_early';
    if (move === 'renew') return 'renew_too_late';
  }
  return 'move_not_allowed';
}

/** The tab of an owner's listings a listing in `status` is under. */
export const ownerTabOf = (status: ListingStatus): OwnerTab =>
  OWNER_TAB_NAMES.find((tab) => (OWNER_TABS[tab] as readonly ListingStatus[]).includes(status)) ?? 'active';

/** When a listing may be raised next: its sort date plus the raise interval. */
export const nextRaiseAt = (life: ListingLife): string => new Date(Date.parse(life.listedAt) + LIFECYCLE.raiseEveryDays * DAY).toISOString();

/** When renewing opens: a week before expiry. */
export const renewableFrom = (life: ListingLife): string => new Date(Date.parse(life.expiresAt) - LIFECYCLE.renewWindowDays * DAY).toISOString();

/** The expiry a listing gets when it is put up or renewed at `now`: its term (30 or 60 days, the kind's description) from now. */
export const expiryFrom = (now: Date, termDays: number): string => shift(now, termDays);

/** The reservation's end when reserved at `now`. */
export const reservedUntilFrom = (now: Date): string => shift(now, LIFECYCLE.reserveDays);

/** Days left before expiry, a part day counted whole (1 on its last day; 0 once past), as cards show it. */
export const daysLeft = (expiresAt: string, now: Date): number => Math.max(0, Math.ceil((Date.parse(expiresAt) - now.getTime()) / DAY));

/**
 * The reminders due at `now` for a listing expiring at `expiresAt`: the 3-day one while more
 * than a day is left, the 1-day one in the last day; none once it is past.
 */
export function reminderDue(expiresAt: string, now: Date): 3 | 1 | null {
  const left = Date.parse(expiresAt) - now.getTime();
  if (left <= 0) return null;
  if (left <= LIFECYCLE.reminderDays[1] * DAY) return 1;
  if (left <= LIFECYCLE.reminderDays[0] * DAY) return 3;
  return null;
}
