import type { Location } from '../server/locations/locations.service.ts';
import type { TalkKind } from './chat-phrases.ts';
import { exchangesFor, say, THANKS, type TalkContext } from './comment-phrases.ts';
import type { PlannedComment, PlannedCommentLike, PlannedListing, PlannedSeller } from './plan-types.ts';
import { languageOf, type DemoLanguage } from './phrases.ts';
import { localHour } from './placement.ts';
import type { Random } from './random.ts';
import { MINUTE } from '../lib/time-units.ts';

const HOUR_MS = 60 * MINUTE;
/** A listing younger than this has had no time for talk. */
const QUIET_AFTER_LISTING_MS = 12 * HOUR_MS;
/**
 * People ask about services more than about things; a good share of each has a conversation.
 * Properties are asked about in private chats in the demo (chat-plan.ts), not under the listing.
 */
const TALK_SHARE: Record<TalkKind, number> = { service: 0.6, product: 0.2, real_estate: 0 };
/** Comments under one listing: one mostly, at times two or three, each from someone else. */
const ASKERS = [1, 1, 1, 2, 2, 3] as const;
const LIKES_PER_COMMENT = [0, 0, 0, 1, 1, 1, 2, 3] as const;

/** A comment while planning: its parent by reference, as the index is known only once all are sorted. */
interface Draft extends Omit<PlannedComment, 'parent'> {
  parent: Draft | null;
}

/**
 * Some time after `from`: about `typical`, a random part of the time left when that is short
 * (never at or after `now`). Night-time messages move to the morning if there is room for it.
 */
function later(random: Random, from: number, now: number, typical: number): number {
  const room = now - from;
  const delay = typical * (0.2 + 1.6 * random.next());
  let at = from + Math.max(MINUTE, delay < room * 0.5 ? delay : room * (0.1 + 0.4 * random.next()));
  const hour = localHour(new Date(at));
  if (hour < 7 && at + (8 - hour) * HOUR_MS < from + room * 0.6) at += (8 - hour) * HOUR_MS;
  return Math.min(at, now - 1_000);
}

/** Locals ask about a service first (a plumber from another region is of no use); anyone asks about things. */
function chooseAskers(random: Random, sellers: PlannedSeller[], listing: PlannedListing, place: Location): number[] {
  const others = sellers.flatMap((_, index) => (index === listing.seller ? [] : [index]));
  const locals = others.filter((index) => sellers[index]!.home.region === place.region);
  const askers: number[] = [];
  for (let wanted = random.pick(ASKERS); askers.length < wanted;) {
    const free = (pool: number[]) => pool.filter((index) => !askers.includes(index));
    const near = listing.kind === 'service' ? free(locals) : [];
    askers.push(random.pick(near.length > 0 && random.chance(0.6) ? near : free(others)));
  }
  return askers;
}

/** Mostly the listing's own language; Russian speakers ask under Uzbek listings too, and the other way round. */
const languageFor = (random: Random, listing: PlannedListing): DemoLanguage =>
  languageOf(listing.title) === 'ru' ? (random.chance(0.75) ? 'ru' : 'uz') : random.chance(0.2) ? 'ru' : 'uz';

/** One listing's conversation: each asker's comment, often the owner's answer, sometimes a thanks. */
function planThreads(random: Random, sellers: PlannedSeller[], listings: PlannedListing[], index: number, places: Map<number, Location>, now: number): Draft[] {
  const listing = listings[index]!;
  const place = places.get(listing.locationId)!;
  const listed = listing.createdAt.getTime();
  const drafts: Draft[] = [];
  const asked = new Set<string>();
  // Each asker comes after the one before (answers may come in between).
  let lastAsked = listed;
  for (const asker of chooseAskers(random, sellers, listing, place)) {
    const language = languageFor(random, listing);
    const context: TalkContext = { listing, place, asker: sellers[asker]!.home };
    const fresh = exchangesFor(listing.kind, language, context).filter((exchange) => !asked.has(say(exchange.ask, context)));
    if (fresh.length === 0) continue;
    const exchange = random.pick(fresh);
    asked.add(say(exchange.ask, context));
    lastAsked = later(random, lastAsked, now, 30 * HOUR_MS);
    const question: Draft = { listing: index, author: asker, parent: null, text: say(exchange.ask, context), at: new Date(lastAsked) };
    drafts.push(question);
    if (!random.chance(0.75)) continue;
    const answerAt = later(random, question.at.getTime(), now, 3 * HOUR_MS);
    drafts.push({ listing: index, author: listing.seller, parent: question, text: say(random.pick(exchange.answers), context), at: new Date(answerAt) });
    if (exchange.praise || !random.chance(0.5)) continue;
    drafts.push({ listing: index, author: asker, parent: question, text: random.pick(THANKS[language]), at: new Date(later(random, answerAt, now, HOUR_MS)) });
  }
  return drafts;
}

/** Likes on comments and replies from other sellers, some time after each was written. */
function planCommentLikes(random: Random, sellerCount: number, comments: PlannedComment[], now: number): PlannedCommentLike[] {
  const likes: PlannedCommentLike[] = [];
  comments.forEach((comment, index) => {
    const written = comment.at.getTime();
    if (now - written < 2 * MINUTE) return;
    const others = Array.from({ length: sellerCount }, (_, seller) => seller).filter((seller) => seller !== comment.author);
    for (const seller of random.sample(others, random.pick(LIKES_PER_COMMENT))) {
      likes.push({ comment: index, seller, at: new Date(written + MINUTE + Math.floor((now - written - MINUTE) * random.next())) });
    }
  });
  return likes;
}

/**
 * Conversations under a good share of services and some products, oldest first (a reply
 * always after its comment), and the likes they got. Nobody opens a conversation on their own
 * listing; the owner answers.
 */
export function planComments(
  random: Random,
  context: { sellers: PlannedSeller[]; listings: PlannedListing[]; locations: Location[]; now: Date },
): { comments: PlannedComment[]; commentLikes: PlannedCommentLike[] } {
  const { sellers, listings, now } = context;
  const places = new Map(context.locations.map((location) => [location.id, location]));
  const drafts: Draft[] = [];
  listings.forEach((listing, index) => {
    if (now.getTime() - listing.createdAt.getTime() < QUIET_AFTER_LISTING_MS || !random.chance(TALK_SHARE[listing.kind])) return;
    drafts.push(...planThreads(random, sellers, listings, index, places, now.getTime()));
  });
  drafts.sort((a, b) => a.at.getTime() - b.at.getTime());
  const position = new Map(drafts.map((draft, index) => [draft, index]));
  const comments = drafts.map((draft) => ({ ...draft, parent: draft.parent === null ? null : position.get(draft.parent)! }));
  return { comments, commentLikes: planCommentLikes(random, sellers.length, comments, now.getTime()) };
}
