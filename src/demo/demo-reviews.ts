import type { ListingKind } from '../lib/listing-kinds.ts';
import { REVIEW_RULES, SCORE, type ReviewReason, type ReviewRole } from '../lib/review-rules.ts';
import { tashkentMidnight, type PlannedChat, type PlannedChatMessage } from './chat-plan.ts';
import { sayLine } from './chat-phrases.ts';
import { addChats } from './demo-chats.ts';
import type { DemoDeps } from './demo-deps.ts';
import { DEMO_MODERATOR } from './demo-moderation.ts';
import { DEMO_SEED, type DemoPlan } from './demo-plan.ts';
import { languageOf, type DemoLanguage } from './phrases.ts';
import { inDaytime } from './placement.ts';
import { seededRandom, type Random } from './random.ts';
import {
  GOOD_REVIEWS,
  HIDDEN_REVIEWS,
  LOW_REVIEWS,
  servedLocally,
  talkScriptFor,
  THANKS_ANSWERS,
  type HiddenReview,
  type LowReview,
} from './review-phrases.ts';
import { MINUTE } from '../lib/time-units.ts';

const HOUR_MS = 60 * MINUTE;
const DAY_MS = 24 * HOUR_MS;
/** Its own seed: the reviews are drawn after the rest of the plan and change nothing of it. */
const REVIEW_SEED = DEMO_SEED + 24;
/** The first demo account (README): reviews received, and a deal of theirs still waiting for their review. */
const FIRST_SELLER = 0;
/** Masters besides the first seller whom past customers reviewed, so that they show a score. */
const MASTERS = 5;
/** Past customers' conversations happened within these days before now. */
const TALKS_FROM_DAYS = 40;
const TALKS_TO_DAYS = 5;
/** Of the plan's deals (sales and conversations), about this share were reviewed by both sides. */
const BOTH_SHARE = 0.7;
/** Of the rest, this share by one side only, long enough ago to show after its 14 days. */
const LONE_SHARE = 0.5;
const FIVE_STARS_SHARE = 0.7;
const GOOD_TEXT_SHARE = 0.55;
/** Reviews of 3 stars or fewer that show (besides the hidden ones), by the author's side. */
const LOW_BY: ReviewRole[] = ['buyer', 'buyer', 'buyer', 'seller'];
/** Good reviews their target thanked for; most low ones got an answer too. */
const THANKED = 2;
const LOW_ANSWERED_SHARE = 0.75;

/** One review of the demo, by a side of a deal about the other. Indices into the plan's sellers and listings. */
export interface PlannedReview {
  listing: number;
  kind: ListingKind;
  author: number;
  target: number;
  role: ReviewRole;
  language: DemoLanguage;
  at: Date;
  stars: number;
  reasons: ReviewReason[];
  text: string | null;
  /** When it shows: with the other side's review, or at the hourly job's run 14 days on; null while it waits. */
  shownAt: Date | null;
  /** Whether the other side's review was written before it (it shows at once), or only its author wrote (the job shows it 14 days on). */
  second: boolean;
  lone: boolean;
  answer: { text: string; at: Date } | null;
  /** Reported by its target and hidden by the demo's moderator. */
  hidden: { report: HiddenReview['report']; reportedAt: Date; decision: string; decidedAt: Date } | null;
}

export interface ReviewPlan {
  /** Conversations of past customers with the masters (new rooms, after the plan's), which the reviews are about too. */
  talks: PlannedChat[];
  /** In time order. */
  reviews: PlannedReview[];
  /** The hourly job's runs that show lone reviews 14 days on; the last at now. */
  jobRuns: Date[];
}

/** What the fill says of the reviews. */
export interface ReviewCounts {
  written: number;
  shown: number;
  hidden: number;
  answered: number;
  waiting: number;
  /** People with 3 reviews or more that count, so a score. */
  scored: number;
  /** New rooms of past customers, and their messages. */
  talks: number;
  talkMessages: number;
}

interface Deal {
  listing: number;
  seller: number;
  buyer: number;
  language: DemoLanguage;
  /** From when a review makes sense (after the sale, or the conversation a day on), and when the window closes (30 days). */
  opens: number;
  closes: number;
}

interface Draft {
  deal: Deal;
  author: number;
  at: number;
  second: boolean;
  lone: boolean;
  shownAt: number | null;
}

const pairKey = (a: number, b: number) => `${Math.min(a, b)}:${Math.max(a, b)}`;
const between = (random: Random, from: number, to: number) => Math.floor((from + random.next() * (to - from)) / 1_000) * 1_000;
/** The hourly job's first run after a moment. */
const nextJobRun = (at: number) => (Math.floor(at / HOUR_MS) + 1) * HOUR_MS + 30_000;
/** A night-time moment moved to the evening before, unless that is before `floor`. */
const daytime = (at: number, floor: number) => {
  const moved = inDaytime(new Date(at)).getTime();
  return moved >= floor ? moved : at;
};

/**
 * The demo's reviews (issue 24, item 6), decided from the plan (pure: its seed, its now): both
 * sides of most of the plan's sales and conversations review each other, some only one side long
 * enough ago to show after 14 days; masters get past customers (conversations of their own, 5
 * to 40 days back) until they and the first seller have 3 to 6 reviews, so they show a score,
 * while others stay new with one or two. Mostly 4 and 5 stars, a few of 3 or fewer with their reason
 * tags and words, some answered by the person reviewed; two are reported by it and hidden by the
 * moderator; one, of a deal of the first seller, waits for their review. Checked as it is
 * planned: the rules (a window of 30 days, no run of low reviews) and these promises hold.
 */
export function planDemoReviews(plan: DemoPlan): ReviewPlan {
  const random = seededRandom(REVIEW_SEED);
  const now = plan.life.now.getTime();
  const { sellers, listings } = plan;
  const pairs = new Set(plan.chats.map((chat) => pairKey(chat.buyer, listings[chat.listing]!.seller)));
  const drafts: Draft[] = [];
  const other = (deal: Deal, author: number) => (author === deal.seller ? deal.buyer : deal.seller);
  const limitOf = (deal: Deal) => Math.min(deal.closes, now) - 10 * MINUTE;

  /** Both sides write, the second within days of the first: both show at the second. */
  function both(deal: Deal, firstAuthor: number): boolean {
    const limit = limitOf(deal);
    if (limit - deal.opens < 40 * MINUTE) return false;
    const first = daytime(between(random, deal.opens, Math.min(deal.opens + 3 * DAY_MS, limit - 30 * MINUTE)), deal.opens);
    const second = daytime(between(random, first + 20 * MINUTE, Math.min(first + 4 * DAY_MS, limit)), first + 20 * MINUTE);
    drafts.push({ deal, author: firstAuthor, at: first, second: false, lone: false, shownAt: second });
    drafts.push({ deal, author: other(deal, firstAuthor), at: second, second: true, lone: false, shownAt: second });
    return true;
  }
  /** One side writes, over 14 days before now: the hourly job shows it. */
  function lone(deal: Deal, author: number): boolean {
    const latest = Math.min(limitOf(deal), now - REVIEW_RULES.blindMs - 2 * HOUR_MS);
    if (latest - deal.opens < 30 * MINUTE) return false;
    const at = daytime(between(random, deal.opens, Math.min(deal.opens + 2 * DAY_MS, latest)), deal.opens);
    drafts.push({ deal, author, at, second: false, lone: true, shownAt: null });
    return true;
  }

  // The plan's deals. The first seller's newest one still open waits for their review: the other side wrote lately.
  const deals = dealsOf(plan);
  const mine = deals.filter((deal) => (deal.seller === FIRST_SELLER || deal.buyer === FIRST_SELLER) && deal.closes > now + DAY_MS);
  const waiting = mine.sort((a, b) => b.opens - a.opens)[0];
  if (!waiting) throw new Error('demo reviews: the first seller has no deal to review');
  const from = Math.max(waiting.opens, now - 4 * DAY_MS);
  drafts.push({
    deal: waiting,
    author: other(waiting, FIRST_SELLER),
    at: daytime(between(random, from, now - 20 * MINUTE), from),
    second: false,
    lone: false,
    shownAt: null,
  });
  for (const deal of deals) {
    if (deal === waiting) continue;
    const firstAuthor = random.chance(0.6) ? deal.buyer : deal.seller;
    if (random.chance(BOTH_SHARE)) both(deal, firstAuthor);
    else if (random.chance(LONE_SHARE)) lone(deal, firstAuthor);
  }

  // Masters with past customers: the first seller and those who have most reviews already, until each has 3 to 6.
  const received = () => {
    const counts = new Map<number, number>();
    for (const draft of drafts) {
      const target = other(draft.deal, draft.author);
      if (draft.lone || draft.shownAt !== null) counts.set(target, (counts.get(target) ?? 0) + 1);
    }
    return counts;
  };
  const served = (seller: number) =>
    listings.flatMap((listing, index) =>
      listing.kind === 'service' && listing.seller === seller && plan.life.lives[index]!.status === 'active' && listing.createdAt.getTime() <= now - 10 * DAY_MS
        ? [index]
        : [],
    );
  /** A past customer's conversation with the master about a service of theirs, and the reviews after the work. */
  function pastCustomer(master: number): boolean {
    const offered = served(master);
    if (offered.length === 0) return false;
    for (let attempt = 0; attempt < 30; attempt += 1) {
      const index = random.pick(offered);
      const listing = listings[index]!;
      // The master's home stands for the listing's place: a listing is always in its seller's region, and the lines name the customer's district only.
      const place = sellers[master]!.home;
      const others = sellers.flatMap((_, seller) => (seller === master || pairs.has(pairKey(seller, master)) ? [] : [seller]));
      const locals = others.filter((seller) => sellers[seller]!.home.region === place.region);
      const pool = servedLocally(listing.categorySlug) || (locals.length > 0 && random.chance(0.6)) ? locals : others;
      if (pool.length === 0) continue;
      const buyer = random.pick(pool);
      const language: DemoLanguage = languageOf(listing.title) === 'ru' || random.chance(0.3) ? 'ru' : 'uz';
      const talk = { listing, place, asker: sellers[buyer]!.home };
      const script = talkScriptFor(language, talk);
      if (!script) continue;
      const earliest = Math.max(listing.createdAt.getTime() + 6 * HOUR_MS, now - TALKS_FROM_DAYS * DAY_MS);
      const latest = now - TALKS_TO_DAYS * DAY_MS;
      if (latest <= earliest) continue;
      const start = tashkentMidnight(between(random, earliest, latest)) + random.int(9, 18) * HOUR_MS + random.int(0, 59) * MINUTE + random.int(0, 59) * 1_000;
      const times: number[] = [];
      script.lines.forEach((_, position) => {
        const last = times.at(-1);
        const { days, hours } = script.later;
        if (last === undefined) times.push(start);
        else if (position === script.after)
          times.push(tashkentMidnight(start) + random.int(days[0], days[1]) * DAY_MS + random.int(hours[0], hours[1]) * HOUR_MS + random.int(0, 59) * MINUTE);
        else times.push(last + random.int(1, 40) * MINUTE + random.int(0, 59) * 1_000);
      });
      if (
        start - 2 * HOUR_MS <= listing.createdAt.getTime() ||
        times.at(-1)! > now - 12 * HOUR_MS ||
        times.some((at, position) => position > 0 && at <= times[position - 1]!)
      )
        continue;
      const messages: PlannedChatMessage[] = script.lines.map(([from, line], position) => ({
        from,
        text: sayLine(line, talk),
        at: new Date(times[position]!),
      }));
      const deal: Deal = {
        listing: index,
        seller: master,
        buyer,
        language,
        opens: Math.max(times[0]! + REVIEW_RULES.conversationWaitMs, times.at(-1)! + 30 * MINUTE),
        closes: times[0]! + REVIEW_RULES.windowMs,
      };
      // The customer writes first, as a rule; now and then only they did, long enough ago to show.
      if (!(random.chance(0.3) && lone(deal, buyer)) && !both(deal, random.chance(0.75) ? buyer : master)) continue;
      pairs.add(pairKey(buyer, master));
      talks.push({ listing: index, buyer, language, openedAt: new Date(start - random.int(5, 60) * 1_000), messages, unreadForSeller: false });
      return true;
    }
    return false;
  }
  const talks: PlannedChat[] = [];
  const scored = new Set<number>();
  const counts = received();
  const candidates = random
    .sample(
      sellers.map((_, seller) => seller).filter((seller) => seller !== FIRST_SELLER && served(seller).length > 0),
      sellers.length,
    )
    .sort((a, b) => (counts.get(b) ?? 0) - (counts.get(a) ?? 0));
  for (const master of [FIRST_SELLER, ...candidates]) {
    if (scored.size > MASTERS) break;
    const target = master === FIRST_SELLER ? random.int(4, 6) : random.int(3, 5);
    let have = received().get(master) ?? 0;
    while (have < target && pastCustomer(master)) have += 1;
    if (have >= SCORE.newUnder) scored.add(master);
  }

  // The hourly job shows the lone reviews 14 days on.
  const jobRuns = [...new Set([...drafts.filter((draft) => draft.lone).map((draft) => nextJobRun(draft.at + REVIEW_RULES.blindMs)), now])].sort(
    (a, b) => a - b,
  );
  for (const draft of drafts) if (draft.lone) draft.shownAt = jobRuns.find((run) => run >= draft.at + REVIEW_RULES.blindMs)!;

  // Words and stars: two hidden after a report, a few low ones, the rest good.
  const reviews: PlannedReview[] = drafts
    .sort((a, b) => a.at - b.at)
    .map((draft) => {
      const listing = listings[draft.deal.listing]!;
      const role: ReviewRole = draft.author === draft.deal.seller ? 'seller' : 'buyer';
      return {
        listing: draft.deal.listing,
        kind: listing.kind,
        author: draft.author,
        target: other(draft.deal, draft.author),
        role,
        language: draft.deal.language,
        at: new Date(draft.at),
        stars: random.chance(FIVE_STARS_SHARE) ? 5 : 4,
        reasons: [],
        text: random.chance(GOOD_TEXT_SHARE) ? random.pick(GOOD_REVIEWS[role][listing.kind][draft.deal.language]) : null,
        shownAt: draft.shownAt === null ? null : new Date(draft.shownAt),
        second: draft.second,
        lone: draft.lone,
        answer: null,
        hidden: null,
      };
    });
  const shownCount = (target: number) => reviews.filter((review) => review.target === target && review.shownAt !== null && review.hidden === null).length;
  const touched = new Set<number>();

  for (const hidden of HIDDEN_REVIEWS) {
    const pool = reviews.filter(
      (review) =>
        review.shownAt !== null &&
        review.shownAt.getTime() < now - DAY_MS &&
        ![review.author, review.target].includes(DEMO_MODERATOR) &&
        review.target !== FIRST_SELLER &&
        !touched.has(review.target) &&
        (!scored.has(review.target) || shownCount(review.target) > SCORE.newUnder),
    );
    if (pool.length === 0) throw new Error('demo reviews: no review to hide');
    const review = random.pick(pool);
    touched.add(review.target);
    const shown = review.shownAt!.getTime();
    const reportedAt = daytime(between(random, shown + 2 * HOUR_MS, Math.min(shown + 3 * DAY_MS, now - 3 * HOUR_MS)), shown + 2 * HOUR_MS);
    const decidedAt = daytime(between(random, reportedAt + HOUR_MS, Math.min(reportedAt + 20 * HOUR_MS, now - 20 * MINUTE)), reportedAt + HOUR_MS);
    Object.assign(review, {
      stars: hidden.stars,
      reasons: hidden.reasons,
      text: hidden.text[review.language],
      hidden: { report: hidden.report, reportedAt: new Date(reportedAt), decision: hidden.decision, decidedAt: new Date(decidedAt) },
    });
  }

  const used = new Set<LowReview>();
  for (const role of LOW_BY) {
    const pool = reviews.filter(
      (review) => review.role === role && review.shownAt !== null && review.hidden === null && review.stars > 3 && !touched.has(review.target),
    );
    if (pool.length === 0) continue;
    const review = random.pick(pool);
    const words = LOW_REVIEWS[role][review.kind].filter((each) => !used.has(each));
    const low = random.pick(words.length > 0 ? words : LOW_REVIEWS[role][review.kind]);
    used.add(low);
    touched.add(review.target);
    Object.assign(review, { stars: low.stars, reasons: low.reasons, text: low.text[review.language] });
    if (random.chance(LOW_ANSWERED_SHARE)) answer(review, low.answer[review.language]);
  }
  const thankable = reviews.filter((review) => review.stars >= 4 && review.text !== null && review.shownAt !== null && review.hidden === null);
  for (const review of random.sample(thankable, THANKED)) answer(review, random.pick(THANKS_ANSWERS[review.language]));

  function answer(review: PlannedReview, text: string): void {
    const shown = review.shownAt!.getTime();
    if (shown > now - 30 * MINUTE) return;
    const at = daytime(between(random, shown + 20 * MINUTE, Math.min(shown + 2 * DAY_MS, now - 5 * MINUTE)), shown + 20 * MINUTE);
    review.answer = { text, at: new Date(at) };
  }

  const result = { talks, reviews, jobRuns: jobRuns.map((at) => new Date(at)) };
  checkReviews(result, now);
  return result;
}

/** The plan's sales and conversations that someone may review by now: a sale to one who wrote, or a conversation of 2 lines a side. */
function dealsOf(plan: DemoPlan): Deal[] {
  const now = plan.life.now.getTime();
  const sales = new Map<string, number>();
  for (const event of plan.life.events)
    if (event.type === 'move' && event.move === 'sell' && typeof event.buyer === 'number') sales.set(`${event.listing}:${event.buyer}`, event.at.getTime());
  return plan.chats.flatMap((chat): Deal[] => {
    // A conversation whose last line the owner has not read yet is still going on.
    if (chat.unreadForSeller) return [];
    const first = chat.messages[0]!.at.getTime();
    const last = chat.messages.at(-1)!.at.getTime();
    const soldAt = sales.get(`${chat.listing}:${chat.buyer}`);
    const talked = (['buyer', 'seller'] as const).every(
      (side) => chat.messages.filter((message) => message.from === side).length >= REVIEW_RULES.conversationMessages,
    );
    let window: { opens: number; closes: number };
    if (soldAt !== undefined) window = { opens: Math.max(soldAt, last) + 30 * MINUTE, closes: soldAt + REVIEW_RULES.windowMs };
    else if (talked) window = { opens: Math.max(first + REVIEW_RULES.conversationWaitMs, last + 30 * MINUTE), closes: first + REVIEW_RULES.windowMs };
    else return [];
    if (window.opens > now - HOUR_MS) return [];
    return [{ listing: chat.listing, seller: plan.listings[chat.listing]!.seller, buyer: chat.buyer, language: chat.language, ...window }];
  });
}

/** What the demo promises of its reviews, and the rules they keep: a plan that breaks one is a bug here. */
function checkReviews(result: ReviewPlan, now: number): void {
  const shown = new Map<number, number>();
  const low = new Map<number, number>();
  for (const review of result.reviews) {
    const what = `demo reviews: the review of ${review.author} about ${review.target} (listing ${review.listing})`;
    if (review.at.getTime() >= now) throw new Error(`${what} is written after now`);
    if (review.stars <= REVIEW_RULES.reasonsAtOrBelow && review.reasons.length === 0) throw new Error(`${what} has no reason`);
    if (review.answer && (review.shownAt === null || review.answer.at <= review.shownAt || review.answer.at.getTime() >= now))
      throw new Error(`${what} is answered before it shows`);
    if (
      review.hidden &&
      (review.shownAt === null ||
        review.hidden.reportedAt <= review.shownAt ||
        review.hidden.decidedAt <= review.hidden.reportedAt ||
        review.hidden.decidedAt.getTime() >= now)
    )
      throw new Error(`${what} is hidden out of order`);
    if (review.shownAt !== null && review.hidden === null) shown.set(review.target, (shown.get(review.target) ?? 0) + 1);
    if (review.stars <= REVIEW_RULES.lowStars) low.set(review.target, (low.get(review.target) ?? 0) + 1);
  }
  if ([...low.values()].some((n) => n >= REVIEW_RULES.lowReviews))
    throw new Error('demo reviews: a run of low reviews would put someone on the moderation queue');
  const scored = [...shown.values()].filter((n) => n >= SCORE.newUnder).length;
  if (scored < 4 || (shown.get(FIRST_SELLER) ?? 0) < SCORE.newUnder)
    throw new Error(`demo reviews: ${scored} people with a score, the first seller ${shown.get(FIRST_SELLER) ?? 0} reviews`);
  if (![...shown.values()].some((n) => n < SCORE.newUnder)) throw new Error('demo reviews: nobody is new with one or two reviews');
  const waiting = result.reviews.filter((review) => review.shownAt === null);
  if (waiting.length !== 1 || waiting[0]!.target !== FIRST_SELLER) throw new Error('demo reviews: not one review waiting for the first seller');
  if (result.reviews.filter((review) => review.hidden).length !== HIDDEN_REVIEWS.length) throw new Error('demo reviews: the hidden reviews are missing');
  if (!result.reviews.some((review) => review.answer)) throw new Error('demo reviews: no review was answered');
}

/**
 * Plays the reviews (planDemoReviews) through the reviews service as the API and the hourly job
 * use it: first the past customers' conversations (through the chats, as demo-chats.ts writes the
 * others), then every review, answer, run of the job, report and decision with a clock stopped
 * at its moment, in time order; the report and the hiding through the moderation service, by the
 * reviewed person and the demo's moderator. A review that does not show when planned, or a run
 * that shows others, stops the fill: the plan and the rules disagree.
 */
export async function addReviews(deps: DemoDeps, plan: DemoPlan, ids: { listings: number[]; sellers: number[] }): Promise<ReviewCounts> {
  const planned = planDemoReviews(plan);
  await addChats(deps, { ...plan, chats: planned.talks }, ids);

  const { servicesAt } = deps;

  const reviewIds = new Map<PlannedReview, number>();
  const steps: Array<{ at: Date; run(): Promise<void> }> = [];
  for (const review of planned.reviews) {
    const [author, target] = [ids.sellers[review.author]!, ids.sellers[review.target]!];
    steps.push({
      at: review.at,
      async run() {
        const input = {
          listing_id: ids.listings[review.listing]!,
          target_id: target,
          stars: review.stars,
          reasons: review.reasons,
          ...(review.text !== null && { text: review.text }),
        };
        const written = await servicesAt(review.at).reviews.write(author, input);
        const expected = review.second ? 'shown' : 'waiting';
        if (written.status !== expected)
          throw new Error(`demo reviews: the review of listing ${review.listing} by ${review.author} is ${written.status}, not ${expected}`);
        reviewIds.set(review, written.id);
      },
    });
    const { answer, hidden } = review;
    if (answer) steps.push({ at: answer.at, run: async () => void (await servicesAt(answer.at).reviews.answer(target, reviewIds.get(review)!, answer.text)) });
    if (hidden) {
      steps.push({
        at: hidden.reportedAt,
        run: async () =>
          void (await servicesAt(hidden.reportedAt).moderation.report(target, {
            target_type: 'review',
            target_id: reviewIds.get(review)!,
            reason: hidden.report.reason,
            note: hidden.report.note,
          })),
      });
      steps.push({
        at: hidden.decidedAt,
        async run() {
          const opened = await deps.repository.openCaseOfReview(reviewIds.get(review)!);
          await servicesAt(hidden.decidedAt).moderation.decide(ids.sellers[DEMO_MODERATOR]!, opened, { decision: 'hide', reason: hidden.decision });
        },
      });
    }
  }
  for (const at of planned.jobRuns) {
    const due = planned.reviews.filter((review) => review.lone && review.shownAt?.getTime() === at.getTime()).length;
    steps.push({
      at,
      async run() {
        const { shown } = await servicesAt(at).reviews.runDue();
        if (shown !== due) throw new Error(`demo reviews: the job at ${at.toISOString()} showed ${shown} reviews; planned ${due}`);
      },
    });
  }
  // In time order; at one moment, a review is written before the job runs.
  steps.sort((a, b) => a.at.getTime() - b.at.getTime());
  for (const step of steps) await step.run();

  return {
    written: planned.reviews.length,
    shown: planned.reviews.filter((review) => review.shownAt !== null && review.hidden === null).length,
    hidden: planned.reviews.filter((review) => review.hidden !== null).length,
    answered: planned.reviews.filter((review) => review.answer !== null).length,
    waiting: planned.reviews.filter((review) => review.shownAt === null).length,
    scored: await deps.repository.scoredUsers(SCORE.newUnder),
    talks: planned.talks.length,
    talkMessages: planned.talks.reduce((sum, talk) => sum + talk.messages.length, 0),
  };
}
