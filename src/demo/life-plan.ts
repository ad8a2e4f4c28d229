import { termDays } from '../lib/listing-kinds.ts';
import {
  allows,
  expiryFrom,
  guardOf,
  LIFECYCLE,
  meets,
  MOVE_TARGET,
  reminderDue,
  reservedUntilFrom,
  type JobMove,
  type ListingLife,
  type ListingStatus,
  type OwnerMove,
} from '../lib/listing-states.ts';
import type { Location } from '../server/locations/locations.service.ts';
import { sayLine } from './chat-phrases.ts';
import { tashkentMidnight, type PlannedChat, type PlannedChatMessage } from './chat-plan.ts';
import type { TalkContext } from './comment-phrases.ts';
import { dealScriptsFor, type Deal, type DealStep } from './deal-phrases.ts';
import { PAST_ITEMS, type PastFate, type PastItem } from './past-catalog.ts';
import { describeProduct, describeService, languageOf, type DemoLanguage } from './phrases.ts';
import { inDaytime, placeFor } from './placement.ts';
import type { PlannedListing, PlannedSeller } from './plan-types.ts';
import { PRODUCT_CATALOG } from './product-catalog.ts';
import { ownOf } from './real-estate-catalog.ts';
import { placeOf } from './real-estate-plan.ts';
import { priceFor } from './product-plan.ts';
import type { Random } from './random.ts';
import { MINUTE } from '../lib/time-units.ts';

const HOUR_MS = 60 * MINUTE;
const DAY_MS = 24 * HOUR_MS;
/** The first demo account (README): one listing of theirs in every state. */
const FIRST_SELLER = 0;
/** Of the market's listings up over a week, about this share was raised by its seller lately. */
const RAISED_SHARE = 0.12;
/** Of those whose renewing is open but not pressing (expiry in 3–7 days), this share was renewed already. */
const EARLY_RENEWAL_SHARE = 0.4;
/** Market listings reserved after a conversation, besides the first seller's product, service and property. */
const OTHER_RESERVATIONS: Array<PlannedListing['kind']> = ['product', 'product', 'service'];

/** A seller's move on one of their listings, at its moment, through the lifecycle service. */
export interface PlannedMove {
  type: 'move';
  at: Date;
  /** Index into `DemoPlan.listings`. */
  listing: number;
  move: OwnerMove;
  /** Index into `DemoPlan.sellers` of whom a reservation or sale is for (one who wrote about it); null: sold elsewhere. */
  buyer?: number | null;
}

/** A run of the hourly job (lapse, expire, archive, remind) and what it does at that moment. */
export interface PlannedJobRun {
  type: 'job';
  at: Date;
  lapsed: number;
  expired: number;
  archived: number;
  /** Reminder notices written (3 days and 1 day before expiry, each once). */
  reminded: number;
}

export type LifeEvent = PlannedMove | PlannedJobRun;

/** A listing as its moves and the job runs leave it at the fill's now (buyers as seller indices). */
export interface PlannedLife extends ListingLife {
  reservedFor: number | null;
  soldTo: number | null;
}

export interface LifePlan {
  /** The sellers' past listings (past-catalog.ts), after the market's. */
  listings: PlannedListing[];
  /** The conversations that led to a reservation or a sale. */
  chats: PlannedChat[];
  /** The moves and the job's runs in time order, the last a run at now. */
  events: LifeEvent[];
  /** Every listing of the plan (the market's, then the past ones) at now. */
  lives: PlannedLife[];
}

interface LifeContext {
  sellers: PlannedSeller[];
  /** The market's listings, oldest first. */
  listings: PlannedListing[];
  /** The conversations planned before (chat-plan.ts): one room per pair of people. */
  chats: PlannedChat[];
  locations: Location[];
  now: Date;
}

const termMs = (listing: PlannedListing) => termDays(listing.kind, listing.categorySlug) * DAY_MS;
const expiryOf = (listing: PlannedListing) => listing.createdAt.getTime() + termMs(listing);
const pairKey = (a: number, b: number) => `${Math.min(a, b)}:${Math.max(a, b)}`;
/** The hourly job's first run after a moment. */
const nextJobRun = (at: number) => (Math.floor(at / HOUR_MS) + 1) * HOUR_MS + 30_000;
/** A moment in [from, to), whole seconds. */
const between = (random: Random, from: number, to: number) => Math.floor((from + random.next() * (to - from)) / 1_000) * 1_000;

/**
 * The life of every listing (issue 22), decided like the rest of the plan and after it (the
 * market stays as it was drawn): the market's listings stay up — a product past its 30 days was
 * renewed by its seller in the days before expiry (some renewed early), some were raised lately
 * (weekly at most) — and a few were reserved after a conversation with a buyer; the sellers'
 * past listings (past-catalog.ts) were sold to one who wrote (after a conversation planned here),
 * sold elsewhere, left to expire, or archived long ago. The hourly job runs after each expiry and
 * archive moment and at now. The moves are checked against lib/listing-states.ts as they are
 * planned, in time order, so the fill makes exactly these, and the result is checked too: the
 * market all listed, each past listing in the state its fate says.
 */
export function planLives(random: Random, context: LifeContext): LifePlan {
  const { sellers, now } = context;
  const nowMs = now.getTime();
  const places = new Map(context.locations.map((location) => [location.id, location]));
  const market = context.listings;
  const past = PAST_ITEMS.map((item) => ({ item, listing: pastListing(random, item, context) }));
  const listings = [...market, ...past.map(({ listing }) => listing)];
  const moves: PlannedMove[] = [];
  const jobRuns = new Set<number>([nowMs]);
  const deals = createDeals(random, { sellers, listings, places, now, chats: context.chats, moves });

  // Properties sold or let (real estate: real-estate-plan.ts) left the lists at their moment, to nobody of the demo.
  const gone = new Set<number>();
  market.forEach((listing, index) => {
    if (!listing.soldAt) return;
    gone.add(index);
    moves.push({ type: 'move', at: listing.soldAt, listing: index, move: 'sell', buyer: null });
  });

  // Products past their 30 days (60 for cars and services) were renewed after the reminder.
  market.forEach((listing, index) => {
    if (gone.has(index)) return;
    const expiry = expiryOf(listing);
    if (expiry <= nowMs + HOUR_MS) {
      moves.push({ type: 'move', at: inDaytime(new Date(expiry - random.int(2 * 60, 3 * 24 * 60) * MINUTE)), listing: index, move: 'renew' });
    } else if (
      expiry > nowMs + LIFECYCLE.reminderDays[0] * DAY_MS &&
      expiry <= nowMs + LIFECYCLE.renewWindowDays * DAY_MS &&
      random.chance(EARLY_RENEWAL_SHARE)
    ) {
      const from = expiry - LIFECYCLE.renewWindowDays * DAY_MS + 30 * MINUTE;
      const to = nowMs - 30 * MINUTE;
      if (to <= from) return;
      const at = inDaytime(new Date(between(random, from, to)));
      if (at.getTime() >= from) moves.push({ type: 'move', at, listing: index, move: 'renew' });
    }
  });

  // The past listings' ends.
  past.forEach(({ item, listing }, offset) => {
    const index = market.length + offset;
    const created = listing.createdAt.getTime();
    switch (item.fate) {
      case 'sold':
        deals.make(index, 'sell', { earliest: created + 3 * HOUR_MS, latest: nowMs - 10 * MINUTE });
        break;
      case 'reserved-then-sold':
        deals.make(index, 'reserve-then-sell', { earliest: created + 3 * HOUR_MS, latest: nowMs - 10 * MINUTE });
        break;
      case 'sold-to-another': {
        const [reserved] = deals.make(index, 'reserve', { earliest: created + 3 * HOUR_MS, latest: nowMs - 3 * DAY_MS });
        deals.make(index, 'sell-while-reserved', {
          earliest: reserved! + DAY_MS,
          latest: Math.min(reserved! + (LIFECYCLE.reserveDays - 1) * DAY_MS, nowMs - 10 * MINUTE),
        });
        break;
      }
      case 'sold-elsewhere': {
        const at = inDaytime(new Date(between(random, created + 2 * DAY_MS, nowMs - 12 * HOUR_MS)));
        moves.push({ type: 'move', at, listing: index, move: 'sell', buyer: null });
        break;
      }
      case 'expired':
        jobRuns.add(nextJobRun(expiryOf(listing)));
        break;
      case 'archived':
        jobRuns.add(nextJobRun(expiryOf(listing)));
        jobRuns.add(nextJobRun(expiryOf(listing) + LIFECYCLE.renewableDays * DAY_MS));
        break;
      case 'paused': {
        // Paused by the seller a while after it went up, while its term still runs (issue 34).
        const at = inDaytime(new Date(between(random, created + DAY_MS, nowMs - 6 * HOUR_MS)));
        moves.push({ type: 'move', at, listing: index, move: 'pause' });
        break;
      }
      case 'expiring':
        break;
    }
  });

  // A few of the market's listings are reserved for a buyer who asked in a chat this week.
  const reserved = new Set<number>();
  const talkedAbout = new Set(context.chats.map((chat) => chat.listing));
  const reserveOne = (kind: PlannedListing['kind'], ofFirstSeller: boolean) => {
    const candidates = market.flatMap((listing, index) =>
      listing.kind === kind &&
      (listing.seller === FIRST_SELLER) === ofFirstSeller &&
      !talkedAbout.has(index) &&
      !reserved.has(index) &&
      !gone.has(index) &&
      // Up well past the reservation's week, so no renewal falls inside it.
      expiryOf(listing) > nowMs + (LIFECYCLE.reserveDays + 1) * DAY_MS &&
      listing.createdAt.getTime() < nowMs - 2 * DAY_MS
        ? [index]
        : [],
    );
    if (candidates.length === 0) throw new Error(`demo life plan: no ${kind} to reserve`);
    const index = random.pick(candidates);
    reserved.add(index);
    deals.make(index, 'reserve', {
      earliest: Math.max(market[index]!.createdAt.getTime() + 3 * HOUR_MS, nowMs - (LIFECYCLE.reserveDays - 1) * DAY_MS),
      latest: nowMs - 5 * MINUTE,
    });
  };
  reserveOne('product', true);
  reserveOne('service', true);
  // One of the first account's properties (the flat they let long-term), held by a deposit until the contract.
  reserveOne('real_estate', true);
  for (const kind of OTHER_RESERVATIONS) reserveOne(kind, false);

  // Some sellers raise a listing up a while back to the top, weekly at most; the first seller has one raised.
  const raisable = market.flatMap((listing, index) =>
    !reserved.has(index) && !gone.has(index) && listing.createdAt.getTime() <= nowMs - 8 * DAY_MS ? [index] : [],
  );
  const raised = random.sample(raisable, Math.round(raisable.length * RAISED_SHARE));
  if (!raised.some((index) => market[index]!.seller === FIRST_SELLER))
    raised.push(random.pick(raisable.filter((index) => market[index]!.seller === FIRST_SELLER)));
  const raiseEvery = LIFECYCLE.raiseEveryDays * DAY_MS;
  for (const index of raised) {
    const created = market[index]!.createdAt.getTime();
    const from = Math.max(created + raiseEvery + 10 * MINUTE, nowMs - 6.5 * DAY_MS);
    const to = nowMs - 20 * MINUTE;
    if (to <= from) continue;
    let at = inDaytime(new Date(between(random, from, to))).getTime();
    if (at < from) at = from;
    const times = [at];
    // Now and then the same seller raised it a week or so before, too.
    while (times.length < 3 && random.chance(0.4)) {
      const earlier = inDaytime(new Date(times[0]! - raiseEvery - random.int(0, 3 * 24 * 60) * MINUTE)).getTime();
      if (earlier < created + raiseEvery + 10 * MINUTE) break;
      times.unshift(earlier);
    }
    for (const time of times) moves.push({ type: 'move', at: new Date(time), listing: index, move: 'raise' });
  }

  const { events, lives } = simulate(listings, [...context.chats, ...deals.chats], moves, [...jobRuns], now);
  check(lives, past, gone, market.length, now);
  return { listings: past.map(({ listing }) => listing), chats: deals.chats, events, lives };
}

/** A past item as a listing: its seller's, at a place of theirs, dated by its fate. */
function pastListing(random: Random, item: PastItem, context: LifeContext): PlannedListing {
  const { sellers, locations, now } = context;
  const seller = sellers.findIndex((each) => each.profile.username === item.by);
  const profile = sellers[seller]?.profile;
  // Anyone may own a property; goods and services are the seller's trade.
  if (!profile || (!item.property && !(item.kind === 'product' ? profile.sells : profile.serves).includes(item.slug)))
    throw new Error(`demo past listing "${item.title}": ${item.by} does not offer ${item.slug}`);
  const place = item.property ? placeOf(item.property, locations) : placeFor(random, sellers[seller]!, locations);
  const term = termDays(item.kind, item.slug);
  const createdAt = inDaytime(new Date(now.getTime() - Math.round(ageDays(random, item.fate, term) * DAY_MS)));
  if (createdAt.getTime() < sellers[seller]!.joinedAt.getTime() + DAY_MS) throw new Error(`demo past listing "${item.title}": older than its seller's account`);
  const pictures = [{ slug: item.slug, label: item.label, variant: 0 }];
  if (item.property) {
    return {
      kind: item.kind,
      seller,
      categorySlug: item.slug,
      locationId: place.id,
      title: item.title,
      description: item.about,
      price: null,
      condition: null,
      inStock: true,
      createdAt,
      pictures,
      own: ownOf(item.property),
    };
  }
  if (item.kind === 'service') {
    return {
      kind: 'service',
      seller,
      categorySlug: item.slug,
      locationId: place.id,
      title: item.title,
      description: describeService(random, { about: item.about, place }),
      price: null,
      condition: null,
      inStock: true,
      createdAt,
      pictures,
    };
  }
  const category = PRODUCT_CATALOG.find((each) => each.slug === item.slug)!;
  const condition = item.condition ?? (random.chance(category.newShare) ? 'new' : 'used');
  return {
    kind: 'product',
    seller,
    categorySlug: item.slug,
    locationId: place.id,
    title: item.title,
    description: describeProduct(random, { about: item.about, condition, describeCondition: category.describeCondition, place }),
    price: priceFor(random, item.price!, condition),
    condition,
    inStock: true,
    createdAt,
    pictures,
  };
}

/** How long ago a past listing went up: sold ones within the last weeks, before their expiry; the rest by their term. */
function ageDays(random: Random, fate: PastFate, term: number): number {
  switch (fate) {
    case 'expiring':
      // Expires in a day and a half to two and a half days (a night moves it back at most 9 hours).
      return term - (1.5 + random.next());
    case 'expired':
      return term + 2 + 16 * random.next();
    case 'archived':
      return term + LIFECYCLE.renewableDays + 3 + 22 * random.next();
    default:
      return 8 + 18 * random.next();
  }
}

/** The conversations that end in a reservation or a sale, with the moves they lead to. */
function createDeals(
  random: Random,
  context: { sellers: PlannedSeller[]; listings: PlannedListing[]; places: Map<number, Location>; now: Date; chats: PlannedChat[]; moves: PlannedMove[] },
) {
  const { sellers, listings, places, moves } = context;
  const pairs = new Set(context.chats.map((chat) => pairKey(chat.buyer, listings[chat.listing]!.seller)));
  const chats: PlannedChat[] = [];

  /** When each line and move happens, starting at `start`: lines minutes apart, a night before the next day's. */
  function timesOf(steps: DealStep[], start: number): number[] {
    const times: number[] = [];
    let at = start;
    let fresh = true;
    for (const step of steps) {
      if ('nextDay' in step) {
        at = tashkentMidnight(at) + DAY_MS + random.int(9, 12) * HOUR_MS + random.int(0, 59) * MINUTE;
        fresh = true;
        times.push(at);
      } else if ('move' in step) {
        at += random.int(step.minutes[0], step.minutes[1]) * MINUTE + random.int(0, 59) * 1_000;
        times.push(at);
      } else {
        if (!fresh) at += random.int(1, 25) * MINUTE + random.int(0, 59) * 1_000;
        fresh = false;
        times.push(at);
      }
    }
    return times;
  }

  return {
    chats,
    /**
     * A buyer who has no room with the seller yet (one per pair) writes about the listing within
     * [earliest, latest], and the seller moves: the moments of the moves, in order.
     */
    make(index: number, deal: Deal, window: { earliest: number; latest: number }): number[] {
      const listing = listings[index]!;
      const place = places.get(listing.locationId)!;
      for (let attempt = 0; attempt < 50; attempt += 1) {
        const others = sellers.flatMap((_, seller) => (seller === listing.seller || pairs.has(pairKey(seller, listing.seller)) ? [] : [seller]));
        const locals = others.filter((seller) => sellers[seller]!.home.region === place.region);
        const buyer = random.pick(locals.length > 0 && random.chance(0.6) ? locals : others);
        const language: DemoLanguage = languageOf(listing.title) === 'ru' || random.chance(0.25) ? 'ru' : 'uz';
        const talk: TalkContext = { listing, place, asker: sellers[buyer]!.home };
        const scripts = dealScriptsFor(listing.kind, deal, language, talk);
        if (scripts.length === 0) continue;
        const { steps } = random.pick(scripts);
        const day = tashkentMidnight(between(random, window.earliest, window.latest));
        let times = timesOf(steps, day + random.int(9, 17) * HOUR_MS + random.int(0, 59) * MINUTE + random.int(0, 59) * 1_000);
        // A conversation that would run past its window happened earlier that day.
        const overshoot = times.at(-1)! - window.latest;
        if (overshoot > 0) {
          const shift = overshoot + random.int(10, 90) * MINUTE;
          times = times.map((at) => at - shift);
        }
        if (times[0]! < window.earliest) continue;
        pairs.add(pairKey(buyer, listing.seller));
        const messages: PlannedChatMessage[] = [];
        const moments: number[] = [];
        steps.forEach((step, position) => {
          const at = times[position]!;
          if ('nextDay' in step) return;
          if ('move' in step) {
            moves.push({ type: 'move', at: new Date(at), listing: index, move: step.move, buyer });
            moments.push(at);
          } else {
            messages.push({ from: step[0], text: sayLine(step[1], talk), at: new Date(at) });
          }
        });
        chats.push({
          listing: index,
          buyer,
          language,
          openedAt: new Date(messages[0]!.at.getTime() - random.int(5, 60) * 1_000),
          messages,
          unreadForSeller: false,
        });
        return moments;
      }
      throw new Error(`demo life plan: no conversation fits for "${listing.title}"`);
    },
  };
}

/**
 * Plays the moves and the job's runs in time order on every listing, each checked by the state
 * machine the service uses (a move it would refuse is a bug of this plan), and counts what each
 * run does, for the fill to compare with what the job did.
 */
function simulate(
  listings: PlannedListing[],
  chats: PlannedChat[],
  moves: PlannedMove[],
  jobRuns: number[],
  now: Date,
): { events: LifeEvent[]; lives: PlannedLife[] } {
  const lives: PlannedLife[] = listings.map((listing) => ({
    status: 'active',
    expiresAt: new Date(expiryOf(listing)).toISOString(),
    listedAt: listing.createdAt.toISOString(),
    reservedUntil: null,
    reservedFor: null,
    soldTo: null,
  }));
  const events: LifeEvent[] = [
    ...moves,
    ...jobRuns
      .filter((at) => at <= now.getTime())
      .map((at): PlannedJobRun => ({ type: 'job', at: new Date(at), lapsed: 0, expired: 0, archived: 0, reminded: 0 })),
  ].sort((a, b) => a.at.getTime() - b.at.getTime() || (a.type === b.type ? 0 : a.type === 'move' ? -1 : 1));
  const reminded = new Set<string>();
  const wrote = (listing: number, buyer: number, before: Date) =>
    chats.some((chat) => chat.listing === listing && chat.buyer === buyer && chat.messages.some((message) => message.from === 'buyer' && message.at < before));

  for (const event of events) {
    if (event.type === 'move') {
      const life = lives[event.listing]!;
      const listing = listings[event.listing]!;
      const what = `${event.move} of "${listing.title}" at ${event.at.toISOString()}`;
      if (event.at.getTime() > now.getTime() || event.at < listing.createdAt) throw new Error(`demo life plan: ${what} is outside its listing's time`);
      if (!allows(life, event.move, event.at))
        throw new Error(`demo life plan: ${what} is not allowed (${life.status}, expires ${life.expiresAt}, listed ${life.listedAt})`);
      if (typeof event.buyer === 'number' && !wrote(event.listing, event.buyer, event.at))
        throw new Error(`demo life plan: ${what} is for someone who did not write about it`);
      life.status = MOVE_TARGET[event.move];
      if (event.move === 'reserve') Object.assign(life, { reservedFor: event.buyer!, reservedUntil: reservedUntilFrom(event.at) });
      if (event.move === 'sell') Object.assign(life, { soldTo: event.buyer ?? null, reservedFor: null, reservedUntil: null });
      if (event.move === 'renew') life.expiresAt = expiryFrom(event.at, termDays(listing.kind, listing.categorySlug));
      if (event.move === 'raise') life.listedAt = event.at.toISOString();
      continue;
    }
    const counts: Record<JobMove, 'lapsed' | 'expired' | 'archived'> = { lapse: 'lapsed', expire: 'expired', archive: 'archived' };
    for (const move of ['lapse', 'expire', 'archive'] as const) {
      const guard = guardOf(move, event.at);
      for (const life of lives) {
        if (!meets(life, guard)) continue;
        life.status = MOVE_TARGET[move];
        if (move === 'lapse') Object.assign(life, { reservedFor: null, reservedUntil: null });
        event[counts[move]] += 1;
      }
    }
    lives.forEach((life, index) => {
      const days = life.status === 'active' ? reminderDue(life.expiresAt, event.at) : null;
      const key = `${index}:${days}:${life.expiresAt}`;
      if (days === null || reminded.has(key)) return;
      reminded.add(key);
      event.reminded += 1;
    });
  }
  return { events, lives };
}

const FATE_STATES: Record<PastFate, ListingStatus> = {
  sold: 'sold',
  'reserved-then-sold': 'sold',
  'sold-to-another': 'sold',
  'sold-elsewhere': 'sold',
  expired: 'expired',
  archived: 'archived',
  expiring: 'active',
  paused: 'paused',
};

/** The market all listed and up past now (but the properties sold or let), every past listing where its fate leaves it. */
function check(lives: PlannedLife[], past: Array<{ item: PastItem }>, gone: Set<number>, marketCount: number, now: Date): void {
  lives.forEach((life, index) => {
    const fate = index < marketCount ? undefined : past[index - marketCount]!.item.fate;
    const wanted = fate !== undefined ? [FATE_STATES[fate]] : gone.has(index) ? ['sold'] : ['active', 'reserved'];
    if (!wanted.includes(life.status)) throw new Error(`demo life plan: listing ${index} ends ${life.status}, not ${wanted.join(' or ')}`);
    if ((life.status === 'active' || life.status === 'reserved') && Date.parse(life.expiresAt) <= now.getTime())
      throw new Error(`demo life plan: listing ${index} is up past its expiry`);
    const left = Date.parse(life.expiresAt) - now.getTime();
    if (fate === 'expiring' && (left <= DAY_MS || left > LIFECYCLE.reminderDays[0] * DAY_MS))
      throw new Error(`demo life plan: listing ${index} does not expire in one to three days`);
  });
}
