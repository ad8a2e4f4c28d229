import type { Location } from '../server/locations/locations.service.ts';
import { chatScriptsFor, sayLine, type Side, type TalkKind } from './chat-phrases.ts';
import type { TalkContext } from './comment-phrases.ts';
import type { PlannedListing, PlannedSeller } from './plan-types.ts';
import { languageOf, type DemoLanguage } from './phrases.ts';
import type { Random } from './random.ts';
import { MINUTE } from '../lib/time-units.ts';

const HOUR_MS = 60 * MINUTE;
const DAY_MS = 24 * HOUR_MS;
const TASHKENT_OFFSET_MS = 5 * HOUR_MS;
/** Rooms of the demo: products first, then services, in this order of kinds; then questions about properties, where the demo lists them (issue 38). */
const ROOM_KINDS: TalkKind[] = [
  'product',
  'service',
  'product',
  'product',
  'service',
  'product',
  'service',
  'product',
  'product',
  'service',
  'real_estate',
  'real_estate',
  'real_estate',
];
/** Conversations happened over the last days, about listings that had been up a while by then. */
const DAYS_BACK = 9;
const LISTING_AGE_MS = (DAYS_BACK + 3) * DAY_MS;
/** A share of the rooms end with the buyer's lines that the owner has not read yet. */
const PENDING_SHARE = 0.4;
/** Rooms about one owner's listings, so that the talk is spread over many sellers. */
const MAX_ROOMS_OWNED = 2;

export interface PlannedChatMessage {
  from: Side;
  text: string;
  at: Date;
}

/** A private conversation between a demo account and the owner of one of the listings. */
export interface PlannedChat {
  /** Index into `DemoPlan.listings`: the room remembers it; its owner is the seller. */
  listing: number;
  /** Index into `DemoPlan.sellers` of the one who wrote first (never the owner; one room per pair). */
  buyer: number;
  language: DemoLanguage;
  openedAt: Date;
  /** Oldest first; the sides take turns, the buyer first. Each reads what came before answering. */
  messages: PlannedChatMessage[];
  /** The conversation ends with the buyer's line that waits, unread, for the owner; otherwise the last line was read. */
  unreadForSeller: boolean;
}

/** Midnight in Tashkent of the day `at` falls on, as an instant. */
export const tashkentMidnight = (at: number) => Math.floor((at + TASHKENT_OFFSET_MS) / DAY_MS) * DAY_MS - TASHKENT_OFFSET_MS;

/** When each line was written: a day in the past week or so, in the daytime; answers come within minutes, now and then the next morning. */
function timeline(random: Random, count: number, now: number): number[] {
  const day = tashkentMidnight(now - random.int(0, DAYS_BACK) * DAY_MS);
  const times = [day + random.int(9, 20) * HOUR_MS + random.int(0, 59) * MINUTE + random.int(0, 59) * 1_000];
  let waitedOvernight = false;
  while (times.length < count) {
    const last = times.at(-1)!;
    if (!waitedOvernight && random.chance(0.15)) {
      waitedOvernight = true;
      times.push(tashkentMidnight(last) + DAY_MS + random.int(8, 11) * HOUR_MS + random.int(0, 59) * MINUTE);
    } else {
      times.push(last + random.int(1, 45) * MINUTE + random.int(0, 59) * 1_000);
    }
  }
  // A conversation of today that would run into the future happened earlier in the day.
  const overshoot = times.at(-1)! - (now - 2 * MINUTE);
  if (overshoot <= 0) return times;
  const shift = overshoot + random.int(30, 180) * MINUTE;
  return times.map((at) => at - shift);
}

/**
 * About ten rooms between demo accounts about listings that have been up a while: products and
 * services, in the listing's language or now and then in Russian under an Uzbek one, each a
 * conversation of 3–8 lines from both sides. The first seller of the README (the first demo
 * phone) has a room with a line waiting for them and has written to someone about a service.
 */
export function planChats(random: Random, context: { sellers: PlannedSeller[]; listings: PlannedListing[]; locations: Location[]; now: Date }): PlannedChat[] {
  const { sellers, listings, now } = context;
  const places = new Map(context.locations.map((location) => [location.id, location]));
  const pairs = new Set<string>();
  const usedListings = new Set<number>();
  const roomsOwned = new Map<number, number>();
  const chats: PlannedChat[] = [];
  const old = listings.flatMap((listing, index) => (listing.createdAt.getTime() < now.getTime() - LISTING_AGE_MS ? [index] : []));

  ROOM_KINDS.forEach((kind, room) => {
    const owner = room === 0 ? 0 : undefined;
    const asker = room === 1 ? 0 : undefined;
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const pool = old.filter((index) => {
        const { seller } = listings[index]!;
        // Nobody asks about a property after it was sold or let.
        if (listings[index]!.kind !== kind || usedListings.has(index) || listings[index]!.soldAt) return false;
        return owner === undefined ? seller !== asker && (roomsOwned.get(seller) ?? 0) < MAX_ROOMS_OWNED : seller === owner;
      });
      if (pool.length === 0) break;
      const index = random.pick(pool);
      const listing = listings[index]!;
      const place = places.get(listing.locationId)!;
      const others = sellers.flatMap((_, seller) => (seller === listing.seller || pairs.has(pairKey(seller, listing.seller)) ? [] : [seller]));
      const locals = others.filter((seller) => sellers[seller]!.home.region === place.region);
      const buyer = asker ?? random.pick(kind === 'service' && locals.length > 0 && random.chance(0.6) ? locals : others);
      if (buyer === undefined || pairs.has(pairKey(buyer, listing.seller))) continue;
      const language: DemoLanguage = languageOf(listing.title) === 'ru' || random.chance(0.3) ? 'ru' : 'uz';
      const talk: TalkContext = { listing, place, asker: sellers[buyer]!.home };
      const scripts = chatScriptsFor(kind, language, talk);
      if (scripts.length === 0) continue;
      let lines = random.pick(scripts).lines;
      const unreadForSeller = room === 0 || random.chance(PENDING_SHARE);
      if (unreadForSeller) {
        // Stop after one of the buyer's lines, the third line or later.
        const ends = lines.flatMap(([side], line) => (side === 'buyer' && line >= 2 ? [line] : []));
        lines = lines.slice(0, random.pick(ends) + 1);
      }
      const times = timeline(random, lines.length, now.getTime());
      if (times[0]! - 2 * HOUR_MS <= listing.createdAt.getTime()) continue;
      pairs.add(pairKey(buyer, listing.seller));
      usedListings.add(index);
      roomsOwned.set(listing.seller, (roomsOwned.get(listing.seller) ?? 0) + 1);
      chats.push({
        listing: index,
        buyer,
        language,
        openedAt: new Date(times[0]! - random.int(5, 60) * 1_000),
        messages: lines.map(([from, line], position) => ({ from, text: sayLine(line, talk), at: new Date(times[position]!) })),
        unreadForSeller,
      });
      return;
    }
  });
  return chats;
}

const pairKey = (a: number, b: number) => `${Math.min(a, b)}:${Math.max(a, b)}`;
