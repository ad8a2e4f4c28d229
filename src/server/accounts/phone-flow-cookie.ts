import { z } from 'zod';
import { EMPTY_FLOW, pruneFlow, type PhoneFlow } from '../../lib/phone-flow.ts';

const id = z.number().int().positive().max(2_147_483_647).nullable();
const instant = z.number().int().nonnegative().nullable();

/** The flow cookie as the browser sent it: anything malformed starts the flow afresh. */
const FlowCookie = z.object({
  phone: z
    .string()
    .regex(/^\+\d{8,15}$/)
    .nullable(),
  sentAt: instant,
  verifiedAt: instant,
  regionId: id,
  locationId: id,
  step: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
});

/**
 * The flow a request resumes, pruned of what has expired. It only decides what the page shows:
 * every rule (a code, a verification) is checked again by the services when it matters.
 */
export function readFlowCookie(raw: string | undefined, now: number): PhoneFlow {
  if (!raw || raw.length > 1000) return EMPTY_FLOW;
  try {
    // Astro hands cookie values over percent-decoded already.
    const parsed = FlowCookie.safeParse(JSON.parse(raw.startsWith('%') ? decodeURIComponent(raw) : raw));
    return parsed.success ? pruneFlow(parsed.data, now) : EMPTY_FLOW;
  } catch {
    return EMPTY_FLOW;
  }
}
