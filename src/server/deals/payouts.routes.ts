import type { MiddlewareHandler } from 'hono';
import { PayoutPaidBody, payoutsRoutes } from '../../lib/schemas/payouts.ts';
import { somOfTiyin } from '../../lib/books.ts';
import { AppError } from '../errors.ts';
import type { ApiEnv } from '../http/context.ts';
import { apiRouter } from '../http/openapi.ts';
import { requireUser } from '../http/session.ts';
import { parseJson } from '../http/validation.ts';
import type { RolesService } from '../roles/roles.service.ts';
import type { BooksService } from './books.service.ts';
import type { LedgerFindingRow } from './books.repository.ts';
import type { PayoutLogRow } from './payouts.repository.ts';
import type { PayoutsService } from './payouts.service.ts';

/**
 * Route middleware of every payout and books endpoint: first (before the declaration reads the
 * path, query or body), a 404 `route_not_found` to anyone but a moderator, signed out included,
 * as the marketers' studio does (roles/marketers-only.ts).
 */
function moderatorsOnly(roles: Pick<RolesService, 'isModerator'>): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const auth = c.get('auth');
    if (!auth || !(await roles.isModerator(auth.user.id))) throw new AppError('route_not_found');
    await next();
  };
}

const entryOf = (row: PayoutLogRow) => ({
  id: row.id,
  seller_id: row.seller_id,
  operator_id: row.operator_id,
  amount_tiyin: Number(row.amount_tiyin),
  amount_som: somOfTiyin(row.amount_tiyin),
  reference: row.reference,
  at: row.at,
});

const findingOf = (row: LedgerFindingRow) => ({
  id: row.id,
  kind: row.kind,
  subject: row.subject,
  deal_id: row.deal_id,
  receipt_id: row.receipt_id,
  detail: JSON.parse(row.detail) as Record<string, unknown>,
  found_at: row.found_at,
  resolved_at: row.resolved_at,
  resolved_by: row.resolved_by,
});

/** /api/payouts/… and /api/books/… (issue 39, item 3): the operator's payout list, its CSV, marking paid, the audit log, the books' findings. */
export function payoutsApi(deps: { payouts: PayoutsService; books: BooksService; roles: Pick<RolesService, 'isModerator'> }) {
  const { payouts, books } = deps;
  const moderators = moderatorsOnly(deps.roles);
  return apiRouter()
    .openapi({ ...payoutsRoutes.due, middleware: moderators }, async (c) => {
      const { sellers, totalTiyin } = await payouts.due();
      return c.json(
        {
          results: sellers.map((seller) => ({
            seller: { id: seller.sellerId, username: seller.username, phone: seller.phone },
            due_tiyin: Number(seller.dueTiyin),
            due_som: somOfTiyin(seller.dueTiyin),
            deals: seller.deals,
            since: seller.since,
          })),
          total_tiyin: Number(totalTiyin),
          total_som: somOfTiyin(totalTiyin),
        },
        200,
      );
    })
    .openapi({ ...payoutsRoutes.csv, middleware: moderators }, async (c) => {
      const { day, text } = await payouts.csv();
      return c.body(text, 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="bozor-payouts-${day}.csv"`,
      });
    })
    .openapi({ ...payoutsRoutes.markPaid, middleware: moderators }, async (c) => {
      const { user } = requireUser(c);
      const body = await parseJson(c, PayoutPaidBody);
      const { payout, repeated } = await payouts.markPaid(user.id, c.req.valid('param').sellerId, {
        amountTiyin: body.amount_tiyin,
        reference: body.reference,
      });
      return repeated ? c.json({ payout: entryOf(payout), repeated: true as const }, 200) : c.json({ payout: entryOf(payout), repeated: false as const }, 201);
    })
    .openapi({ ...payoutsRoutes.log, middleware: moderators }, async (c) => c.json({ results: (await payouts.log()).map(entryOf) }, 200))
    .openapi({ ...payoutsRoutes.findings, middleware: moderators }, async (c) => {
      const rows = await books.findings({ open: c.req.valid('query').open, limit: 200 });
      return c.json({ results: rows.map(findingOf) }, 200);
    })
    .openapi({ ...payoutsRoutes.resolve, middleware: moderators }, async (c) => {
      const { user } = requireUser(c);
      return c.json({ finding: findingOf(await books.resolve(user.id, c.req.valid('param').id)) }, 200);
    });
}
