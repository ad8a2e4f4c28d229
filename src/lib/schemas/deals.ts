import type { RouteConfig } from '@hono/zod-openapi';
import { z } from 'zod';
import { LISTING_KIND_NAMES } from '../listing-kinds.ts';
import { DEAL_MOVE_NAMES, DEAL_STATES, DEAL_TIMES, HANDOVER_CODE } from '../safe-deal.ts';
import { cleanUserText } from '../user-text.ts';
import { errorAnswers, IdParam, jsonAnswer, jsonBody, SIGNED_IN } from './contract.ts';
import { id } from './listings.ts';
import { UserRef } from './shapes.ts';

/**
 * The safe deal in the API (issue 39): a buyer asks for one on a listing that offers it, the
 * seller accepts, the buyer pays (the price and the fee are held on their card by the payment
 * provider), they meet and the seller enters the buyer's code (or the buyer confirms), and the
 * deal completes (the hold is captured) unless the buyer reports a problem within 24 hours; a
 * moderator decides disputes. The rules and deadlines are lib/safe-deal.ts; amounts are whole
 * tiyin (1 so'm = 100 tiyin). Messages are keys of the errors namespace.
 */
const timestamp = z.string().meta({ description: 'ISO 8601, UTC.', example: '2026-12-01T09:00:00.000Z' });
const HOURS = (ms: number) => ms / 3_600_000;

/** The most a dispute's reason may say. */
export const DISPUTE_REASON_MAX = 1000;
/** The most a moderator's note may say. */
export const DECISION_NOTE_MAX = 1000;

export const DealRequestBody = z.object({
  listing_kind: z.enum(LISTING_KIND_NAMES, { error: 'field_required' }).meta({ description: 'The listing’s kind: `product` (the kind that offers it).' }),
  listing_id: id('field_required').meta({ description: 'The listing.' }),
});
export type DealRequestInput = z.output<typeof DealRequestBody>;

export const PayBody = z.object({
  card_token: z
    .string({ error: 'deal_card_token_required' })
    .trim()
    .min(1, 'deal_card_token_required')
    .max(400, 'field_invalid')
    .meta({ description: 'The card’s token from the provider (`GET /api/deals/card-form` says where the browser gets it); verified by SMS there.' }),
});

export const HandoverBody = z.object({
  code: z
    .string()
    .trim()
    .max(20, 'deal_code_wrong')
    .optional()
    .meta({ description: `The seller: the buyer’s ${HANDOVER_CODE.digits}-digit code. The buyer sends none (“I have it”).` }),
});

export const DisputeBody = z.object({
  reason: z
    .string({ error: 'deal_reason_required' })
    .overwrite(cleanUserText)
    .min(1, 'deal_reason_required')
    .max(DISPUTE_REASON_MAX)
    .meta({ description: `What is wrong, at most ${DISPUTE_REASON_MAX} characters (both sides and the moderators see it).` }),
});

export const DecisionBody = z.object({
  outcome: z
    .enum(['release', 'refund'], { error: 'field_required' })
    .meta({ description: '`release`: the hold is captured for the seller; `refund`: it is released to the buyer.' }),
  note: z
    .string()
    .overwrite(cleanUserText)
    .max(DECISION_NOTE_MAX)
    .optional()
    .meta({ description: `Why, shown to both sides on the timeline; at most ${DECISION_NOTE_MAX} characters.` }),
});

const DealListing = z
  .object({
    kind: z.enum(LISTING_KIND_NAMES),
    id: z.number().int().nullable().meta({ description: 'Null once the listing was deleted (the deal keeps its title).' }),
    title: z.string(),
    image: z.string().nullable().meta({ description: 'The listing’s first picture (a thumbnail), while the listing exists.' }),
  })
  .meta({ id: 'DealListing' });

const Deadline = z.object({ at: timestamp, move: z.enum(DEAL_MOVE_NAMES).meta({ description: 'What happens then by itself.' }) }).meta({ id: 'DealDeadline' });

const DealEvent = z
  .object({
    at: timestamp,
    move: z.enum(['request', ...DEAL_MOVE_NAMES]),
    actor: z.enum(['buyer', 'seller', 'moderator', 'system']).meta({ description: '`system`: the deadline or the payment provider’s answer.' }),
    from: z.enum(DEAL_STATES).nullable(),
    to: z.enum(DEAL_STATES),
    note: z.string().nullable().meta({ description: 'The buyer’s reason for a dispute, the moderator’s note on a decision.' }),
  })
  .meta({ id: 'DealEvent' });

export const Deal = z
  .object({
    id: z.number().int(),
    state: z.enum(DEAL_STATES),
    role: z.enum(['buyer', 'seller', 'moderator']).meta({ description: 'The caller’s side.' }),
    listing: DealListing,
    buyer: UserRef,
    seller: UserRef,
    price_tiyin: z.number().int().meta({ description: 'The listing’s price when the deal was asked for, in tiyin.' }),
    fee_tiyin: z.number().int().meta({ description: 'Bozor’s fee, paid by the buyer on top (0 by default).' }),
    total_tiyin: z.number().int().meta({ description: 'What the buyer’s card is held for: price and fee.' }),
    requested_at: timestamp,
    accepted_at: timestamp.nullable(),
    paid_at: timestamp.nullable(),
    handed_over_at: timestamp.nullable(),
    disputed_at: timestamp.nullable(),
    overdue_at: timestamp.nullable().meta({ description: 'When an undecided dispute passed its 14 days.' }),
    completed_at: timestamp.nullable(),
    closed_at: timestamp.nullable(),
    due_at: timestamp.nullable().meta({ description: 'The next deadline, if the deal has one.' }),
    next: z
      .object({
        moves: z.array(z.enum(DEAL_MOVE_NAMES)).meta({ description: 'What the caller can do now (`hand_over` is POST …/handover).' }),
        waiting_for: z.enum(['buyer', 'seller', 'moderator']).nullable(),
        deadline: z.union([Deadline, z.null()]),
      })
      .meta({ id: 'DealNext' }),
    handover_code: z
      .string()
      .nullable()
      .meta({
        description: `The buyer only, while paid: the ${HANDOVER_CODE.digits} digits (or their QR) the buyer shows the seller at the handover; null otherwise.`,
      }),
    code_attempts_left: z
      .number()
      .int()
      .meta({ description: `Wrong codes the seller may still enter (${HANDOVER_CODE.maxAttempts} in all).` }),
    card_masked: z.string().nullable().meta({ description: 'The held card as the provider shows it: 860049******6478.' }),
    timeline: z.array(DealEvent).meta({ description: 'Every step, oldest first.' }),
  })
  .meta({ id: 'Deal', description: 'A safe deal as one of its sides (or a moderator) sees it.' });
export type Deal = z.infer<typeof Deal>;

export const DealsQuery = z.object({
  role: z.enum(['buying', 'selling'], { error: 'field_invalid' }).optional().meta({ description: 'Only the caller’s purchases or sales; both by default.' }),
  open: z
    .enum(['true', 'false'], { error: 'field_invalid' })
    .optional()
    .transform((value) => value === 'true')
    .meta({ description: '`true`: only deals still running.' }),
});

export const ModerationDealsQuery = z.object({
  state: z.enum(DEAL_STATES, { error: 'field_invalid' }).default('disputed').meta({ description: 'Default `disputed`.' }),
});

const Deals = z.object({ results: z.array(Deal) }).meta({ id: 'Deals' });
const CardForm = z
  .object({
    endpoint: z
      .string()
      .meta({ description: 'Where the browser tokenises a card (Payme’s Subscribe API: cards.create, cards.get_verify_code, cards.verify).' }),
    merchant_id: z.string().meta({ description: 'The `X-Auth` the browser sends there.' }),
  })
  .meta({ id: 'DealCardForm' });

const params = z.object({ id: IdParam });
const TAGS = ['Safe deals'];
const PARTIES = 'The buyer, the seller or a moderator; 404 to anyone else.';

const move = (path: string, summary: string, description: string, statuses: Parameters<typeof errorAnswers> = [401, 403, 404, 409]) =>
  ({
    method: 'post',
    path: `/deals/{id}/${path}`,
    tags: TAGS,
    summary,
    description,
    security: SIGNED_IN,
    request: { params },
    responses: { 200: jsonAnswer(Deal, 'The deal after the move.'), ...errorAnswers(...statuses) },
  }) as const;

const REFUSALS =
  '403 `deal_not_yours` when the caller’s side does not make this move; 409 `deal_wrong_state` at another step, `deal_deadline_passed` once its time is up (the deadline job moves it).';

export const dealRoutes = {
  cardForm: {
    method: 'get',
    path: '/deals/card-form',
    tags: TAGS,
    summary: 'Where the browser adds a card',
    description: 'The provider’s endpoint and the cash desk’s id for the browser: the card is tokenised there, Bozor never sees its number.',
    security: SIGNED_IN,
    responses: { 200: jsonAnswer(CardForm, 'The card form’s endpoint.'), ...errorAnswers(401) },
  },
  request: {
    method: 'post',
    path: '/deals',
    tags: TAGS,
    summary: 'Ask for a safe deal on a listing',
    description: [
      'The buyer asks; the seller accepts or declines within 48 hours. The price is the listing’s (so’m × 100 = tiyin) and the fee is added on top.',
      'The chat about the listing opens between the two with a line saying so.',
      'Refusals: 404 for no such listing; 403 `deal_own_listing`, `chat_blocked`; 409 `deal_not_offered` (not active, no safe deal, no price), `deal_open_exists` (one open deal per buyer and listing; parallel requests give one); 429 `deals_daily_limit` (10 a day).',
    ].join(' '),
    security: SIGNED_IN,
    request: { body: jsonBody(DealRequestBody, 'The listing.') },
    responses: { 201: jsonAnswer(Deal, 'Asked.'), ...errorAnswers(400, 401, 403, 404, 409, 429) },
  },
  list: {
    method: 'get',
    path: '/deals',
    tags: TAGS,
    summary: 'The caller’s safe deals',
    description: 'Newest first, the last 100.',
    security: SIGNED_IN,
    request: { query: DealsQuery },
    responses: { 200: jsonAnswer(Deals, 'The deals.'), ...errorAnswers(400, 401) },
  },
  get: {
    method: 'get',
    path: '/deals/{id}',
    tags: TAGS,
    summary: 'A safe deal: its state, what comes next and when, its timeline',
    description: PARTIES,
    security: SIGNED_IN,
    request: { params },
    responses: { 200: jsonAnswer(Deal, 'The deal.'), ...errorAnswers(401, 404) },
  },
  accept: move('accept', 'The seller accepts', `The seller, within ${HOURS(DEAL_TIMES.acceptWithin)} hours of the request. ${REFUSALS}`),
  decline: move('decline', 'The seller declines', `The seller, while asked. ${REFUSALS}`),
  cancel: move('cancel', 'Either side cancels before payment', `Before the buyer pays. ${REFUSALS}`),
  pay: {
    method: 'post',
    path: '/deals/{id}/pay',
    tags: TAGS,
    summary: 'The buyer pays: the price and the fee are held on the card',
    description: [
      `The buyer, within ${HOURS(DEAL_TIMES.payWithin)} hours of acceptance, with a card verified at the provider.`,
      'The money is held, not taken: captured when the deal completes, released when it is refunded. Repeating it never holds twice (one receipt per deal).',
      `402 \`payment_declined\` (the card was refused: another may do); 503 \`payment_pending\` when the provider’s answer was lost (a job looks it up; the deal shows the outcome), \`payment_unavailable\`; 409 \`deal_listing_unavailable\` when the listing was sold or reserved meanwhile. ${REFUSALS}`,
    ].join(' '),
    security: SIGNED_IN,
    request: { params, body: jsonBody(PayBody, 'The card.') },
    responses: { 200: jsonAnswer(Deal, 'Paid: the money is held.'), ...errorAnswers(400, 401, 402, 403, 404, 409, 503) },
  },
  refuse: move('refuse', 'The seller refuses after payment: the hold is released', `The seller, while paid. ${REFUSALS}`),
  handover: {
    method: 'post',
    path: '/deals/{id}/handover',
    tags: TAGS,
    summary: 'The item changes hands',
    description: [
      `Within ${HOURS(DEAL_TIMES.handOverWithin) / 24} days of payment: the seller with the buyer’s code, or the buyer without one (“I have it”).`,
      `A wrong code is 400 \`deal_code_wrong\` (with the attempts left); after ${HANDOVER_CODE.maxAttempts} the seller is locked out (409 \`deal_code_locked\`) and the buyer confirms. ${REFUSALS}`,
    ].join(' '),
    security: SIGNED_IN,
    request: { params, body: jsonBody(HandoverBody, 'The code (the seller).') },
    responses: { 200: jsonAnswer(Deal, 'Handed over.'), ...errorAnswers(400, 401, 403, 404, 409) },
  },
  complete: move(
    'complete',
    'The buyer confirms all is well: the deal completes',
    `The buyer, after the handover; otherwise it completes by itself ${HOURS(DEAL_TIMES.disputeWithin)} hours after it. The hold is captured and the listing is sold to the buyer. ${REFUSALS}`,
  ),
  dispute: {
    method: 'post',
    path: '/deals/{id}/dispute',
    tags: TAGS,
    summary: 'The buyer reports a problem',
    description: `The buyer, within ${HOURS(DEAL_TIMES.disputeWithin)} hours of the handover; a moderator decides within ${DEAL_TIMES.decideWithin / 86_400_000} days, the money held meanwhile. ${REFUSALS}`,
    security: SIGNED_IN,
    request: { params, body: jsonBody(DisputeBody, 'The reason.') },
    responses: { 200: jsonAnswer(Deal, 'Disputed.'), ...errorAnswers(400, 401, 403, 404, 409) },
  },
  moderationList: {
    method: 'get',
    path: '/moderation/deals',
    tags: TAGS,
    summary: 'Deals in a state, for moderators (disputes by default)',
    description: 'Moderators only: everyone else gets 403 `not_moderator`. The longest waiting first, the first 100.',
    security: SIGNED_IN,
    request: { query: ModerationDealsQuery },
    responses: { 200: jsonAnswer(Deals, 'The deals.'), ...errorAnswers(400, 401, 403) },
  },
  decide: {
    method: 'post',
    path: '/moderation/deals/{id}/decide',
    tags: TAGS,
    summary: 'A moderator decides a dispute',
    description:
      'Moderators only (403 `not_moderator`). `release` captures the hold for the seller and sells the listing to the buyer; `refund` releases it to the buyer. 409 `deal_wrong_state` when not disputed (decided already: parallel decisions give one).',
    security: SIGNED_IN,
    request: { params, body: jsonBody(DecisionBody, 'The outcome and a note.') },
    responses: { 200: jsonAnswer(Deal, 'Decided.'), ...errorAnswers(400, 401, 403, 404, 409) },
  },
} as const satisfies Record<string, RouteConfig>;
