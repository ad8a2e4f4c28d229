import type { RouteConfig } from '@hono/zod-openapi';
import { z } from 'zod';
import { errorAnswers, IdParam, jsonAnswer, jsonBody, onlyRole, SIGNED_IN } from './contract.ts';

/**
 * Paying sellers and the safe deal's books in the API (issue 39, item 3), for moderators (the
 * operators of payouts until a payout API is configured). Anyone else gets 404.
 */
const tags = ['Payouts'];
const MODERATORS_ONLY = 'Moderators only: 404 `route_not_found` to everyone else, signed in or not, whatever the rest of the request.';
const timestamp = z.string().meta({ description: 'ISO 8601, UTC.', example: '2026-11-25T07:30:00.000Z' });
const tiyin = z.number().int().meta({ description: 'Tiyin (1 so’m = 100 tiyin).' });
const som = z.string().meta({ description: 'The same amount in so’m with two decimals.', example: '1500000.00' });

export const PayoutDue = z
  .object({
    seller: z.object({ id: z.number().int(), username: z.string(), phone: z.string() }).meta({ id: 'PayoutSeller' }),
    due_tiyin: tiyin,
    due_som: som,
    deals: z.number().int().meta({ description: 'How many completed deals the amount is due for.' }),
    since: timestamp.nullable().meta({ description: 'When the oldest of them completed.' }),
  })
  .meta({ id: 'PayoutDue', description: 'A seller’s money due: the seller_due of completed safe deals not paid out yet.' });

export const PayoutEntry = z
  .object({
    id: z.number().int(),
    seller_id: z.number().int(),
    operator_id: z.number().int().meta({ description: 'Who marked it paid.' }),
    amount_tiyin: tiyin,
    amount_som: som,
    reference: z.string().meta({ description: 'The bank transfer’s reference the operator gave.' }),
    at: timestamp,
  })
  .meta({ id: 'PayoutEntry', description: 'A payout marked paid: a row of the audit log.' });

export const LedgerFinding = z
  .object({
    id: z.number().int(),
    kind: z.enum(['unbalanced_movement', 'deal_books', 'receipt_unknown', 'receipt_state', 'receipt_amount', 'hold_missing']).meta({
      description:
        '`unbalanced_movement`: a movement whose entries do not sum to zero; `deal_books`: a deal’s accounts are not what its state says; `receipt_unknown`: the provider holds or took money on a receipt no deal of ours knows; `receipt_state`, `receipt_amount`: the provider’s receipt differs from our movements; `hold_missing`: a hold we posted that the provider does not have.',
    }),
    subject: z.string().meta({ description: '`receipt:<id>`, `deal:<id>` or `movement:<id>`.' }),
    deal_id: z.number().int().nullable(),
    receipt_id: z.string().nullable(),
    detail: z.record(z.string(), z.unknown()).meta({ description: 'What was found against what was expected.' }),
    found_at: timestamp,
    resolved_at: timestamp.nullable(),
    resolved_by: z.number().int().nullable(),
  })
  .meta({ id: 'LedgerFinding', description: 'A difference the daily books check (`deal-books` job) found, once per kind and subject.' });

export const PayoutPaidBody = z.object({
  amount_tiyin: z
    .number({ error: 'payout_amount_invalid' })
    .int('payout_amount_invalid')
    .positive('payout_amount_invalid')
    .max(Number.MAX_SAFE_INTEGER, 'payout_amount_invalid')
    .meta({ description: 'What was transferred, in tiyin: at most what the seller is due.' }),
  reference: z
    .string({ error: 'payout_reference_invalid' })
    .trim()
    .min(1, 'payout_reference_invalid')
    .max(64, 'payout_reference_invalid')
    .meta({ description: 'The bank transfer’s reference: the same seller and reference again is the same payout.' }),
});

export const FindingsQuery = z.object({
  open: z
    .enum(['true', 'false'], { error: 'field_invalid' })
    .default('true')
    .transform((value) => value === 'true')
    .meta({ description: '`true` (default): only those not resolved; `false`: all, the open first.' }),
});

const sellerParams = z.object({ sellerId: IdParam });
const findingParams = z.object({ id: IdParam });

export const payoutsRoutes = {
  due: {
    method: 'get',
    path: '/payouts',
    tags,
    summary: 'Each seller’s money due, the longest waiting first',
    description: `${MODERATORS_ONLY} Until a payout API is configured, an operator pays these by bank transfer and marks each paid.`,
    security: SIGNED_IN,
    ...onlyRole('moderator'),
    responses: {
      200: jsonAnswer(
        z.object({ results: z.array(PayoutDue), total_tiyin: tiyin, total_som: som }).meta({ id: 'PayoutsDue' }),
        'The sellers due money, and the total.',
      ),
      ...errorAnswers(404),
    },
  },
  csv: {
    method: 'get',
    path: '/payouts/export.csv',
    tags,
    summary: 'The same list as CSV, for the bank',
    description: `${MODERATORS_ONLY} RFC 4180, UTF-8, CRLF: \`seller_id,name,phone,amount_som,deals,since\`; the amount in so’m with two decimals (tiyin).`,
    security: SIGNED_IN,
    ...onlyRole('moderator'),
    responses: {
      200: { description: 'The CSV file (an attachment).', content: { 'text/csv': { schema: z.string() } } },
      ...errorAnswers(404),
    },
  },
  markPaid: {
    method: 'post',
    path: '/payouts/{sellerId}/paid',
    tags,
    summary: 'Mark an amount paid to a seller',
    description: `${MODERATORS_ONLY} Posts \`payout\` movements (seller_due → seller_paid) for exactly the amount over the seller’s deals, the oldest first, and an audit row, in one transaction that never pays more than is due: 409 \`payout_exceeds_due\` (nothing is marked). The same seller and reference again answers the payout marked (200, \`repeated\`); with another amount, 409 \`payout_reference_taken\`. 404 for no such account.`,
    security: SIGNED_IN,
    ...onlyRole('moderator'),
    request: { params: sellerParams, body: jsonBody(PayoutPaidBody, 'What was transferred and the bank’s reference.') },
    responses: {
      201: jsonAnswer(z.object({ payout: PayoutEntry, repeated: z.literal(false) }).meta({ id: 'PayoutMarked' }), 'Marked now.'),
      200: jsonAnswer(z.object({ payout: PayoutEntry, repeated: z.literal(true) }).meta({ id: 'PayoutRepeated' }), 'Marked before with this reference.'),
      ...errorAnswers(404, 409),
    },
  },
  log: {
    method: 'get',
    path: '/payouts/log',
    tags,
    summary: 'The payouts marked: who, when, how much, the reference',
    description: `${MODERATORS_ONLY} The newest 200.`,
    security: SIGNED_IN,
    ...onlyRole('moderator'),
    responses: { 200: jsonAnswer(z.object({ results: z.array(PayoutEntry) }).meta({ id: 'PayoutLog' }), 'The audit log.'), ...errorAnswers(404) },
  },
  findings: {
    method: 'get',
    path: '/books/findings',
    tags,
    summary: 'What the daily books check found',
    description: `${MODERATORS_ONLY} The newest 200.`,
    security: SIGNED_IN,
    ...onlyRole('moderator'),
    request: { query: FindingsQuery },
    responses: { 200: jsonAnswer(z.object({ results: z.array(LedgerFinding) }).meta({ id: 'LedgerFindings' }), 'The findings.'), ...errorAnswers(404) },
  },
  resolve: {
    method: 'post',
    path: '/books/findings/{id}/resolve',
    tags,
    summary: 'Mark a finding looked at',
    description: `${MODERATORS_ONLY} Once: again answers it as it is.`,
    security: SIGNED_IN,
    ...onlyRole('moderator'),
    request: { params: findingParams },
    responses: { 200: jsonAnswer(z.object({ finding: LedgerFinding }).meta({ id: 'LedgerFindingResolved' }), 'The finding.'), ...errorAnswers(404) },
  },
} as const satisfies Record<string, RouteConfig>;
