import type { DemoDeps } from './demo-deps.ts';
import type { DemoPlan } from './demo-plan.ts';

/**
 * The listings' lives after they went up (life-plan.ts), through the lifecycle service as the
 * API and the hourly job use it: each seller's move (renew, raise, reserve, sell) and each run of
 * the job (lapse, expire, archive, the reminders before expiry and the notices of an expiry)
 * with a clock stopped at its planned moment, one after another in time order, after the
 * conversations (a reservation or sale is for someone who wrote about the listing). The last run
 * is at the fill's now, so what expires within three days has its reminder. A move refused, or
 * a run that moves other listings than planned, stops the fill: the plan and the state machine
 * disagree. Returns the reminders written.
 */
export async function addLives(deps: DemoDeps, plan: DemoPlan, ids: { listings: number[]; sellers: number[] }): Promise<number> {
  const lifecycleAt = (at: Date) => deps.servicesAt(at).lifecycle;

  let reminded = 0;
  for (const event of plan.life.events) {
    if (event.type === 'move') {
      const listing = plan.listings[event.listing]!;
      const buyerId = event.buyer === undefined ? undefined : event.buyer === null ? null : ids.sellers[event.buyer]!;
      await lifecycleAt(event.at).move(listing.kind, ids.listings[event.listing]!, ids.sellers[listing.seller]!, event.move, { buyerId });
      continue;
    }
    const run = await lifecycleAt(event.at).runDue();
    const fields = ['lapsed', 'expired', 'archived', 'reminded'] as const;
    if (fields.some((field) => run[field] !== event[field])) {
      const said = (counts: Record<(typeof fields)[number], number>) => fields.map((field) => `${counts[field]} ${field}`).join(', ');
      throw new Error(`demo data: the job at ${event.at.toISOString()} did ${said(run)}; planned ${said(event)}`);
    }
    reminded += run.reminded;
  }
  return reminded;
}
