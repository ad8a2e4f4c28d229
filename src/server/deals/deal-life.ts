import type { DealLife } from '../../lib/safe-deal.ts';
import type { DealRow } from './deals.repository.ts';

/** A deal's row as lib/safe-deal.ts reads it. */
export const dealLifeOf = (row: DealRow): DealLife => ({
  state: row.state,
  requestedAt: row.requested_at,
  acceptedAt: row.accepted_at,
  paidAt: row.paid_at,
  handedOverAt: row.handed_over_at,
  disputedAt: row.disputed_at,
  overdueAt: row.overdue_at,
  codeAttempts: row.code_attempts,
});
