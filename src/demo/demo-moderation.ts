import type { ModerationService } from '../server/moderation/moderation.service.ts';
import type { RolesService } from '../server/roles/roles.service.ts';
import type { DemoPlan } from './demo-plan.ts';
import { demoPhone } from './sellers.ts';

/** The demo account that moderates (README "Demo data"): the second demo seller. */
export const DEMO_MODERATOR = 1;

/**
 * The demo's moderation (issue 23, item 6): a moderator, and a few open cases beside those the
 * screen held back from the demo's own texts: two sellers report one product as a scam, one
 * reports a service as spam. Deterministic: the first listings of sellers that are not the
 * reporters' or the moderator's. Returns how many cases are open.
 */
export async function addModeration(
  services: { moderation: Pick<ModerationService, 'report'>; roles: Pick<RolesService, 'grant'> },
  plan: DemoPlan,
  ids: { listings: number[]; sellers: number[] },
  openCases: () => Promise<number>,
): Promise<number> {
  const { moderation, roles } = services;
  await roles.grant(demoPhone(DEMO_MODERATOR), 'moderator');
  // Two reports: a third from an account older than three days would hide it (and the listings' planned states would not hold).
  const reporters = [2, 3];
  const blameless = new Set([DEMO_MODERATOR, 0, ...reporters]);
  const pick = (kind: 'product' | 'service', skip = 0) =>
    plan.listings.flatMap((listing, index) =>
      listing.kind === kind && !blameless.has(listing.seller) && plan.life.lives[index]?.status === 'active' ? [index] : [],
    )[skip]!;
  const scam = ids.listings[pick('product', 5)]!;
  for (const reporter of reporters)
    await moderation.report(ids.sellers[reporter]!, {
      target_type: 'listing',
      target_id: scam,
      reason: 'scam',
      note: reporter === 2 ? 'Oldindan kartaga pul soʻradi, keyin javob bermay qoʻydi.' : undefined,
    });
  await moderation.report(ids.sellers[reporters[0]!]!, { target_type: 'listing', target_id: ids.listings[pick('service', 3)]!, reason: 'spam' });
  return openCases();
}
