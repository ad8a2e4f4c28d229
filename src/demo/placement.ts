import type { Location } from '../server/locations/locations.service.ts';
import type { PlannedSeller } from './plan-types.ts';
import type { Random } from './random.ts';
import { DAY, HOUR, MINUTE } from '../lib/time-units.ts';

/** Listings reach back this far; more of them are recent, as on a site people use. */
const AGE_SPAN_MS = 42 * DAY;
const MIN_AGE_MS = 20 * MINUTE;
/** Tashkent is UTC+5 all year; nobody lists a sofa (or a plumber) at four in the morning. */
const TASHKENT_OFFSET_HOURS = 5;

/** The hour of the day in Uzbekistan. */
export const localHour = (at: Date) => (at.getUTCHours() + TASHKENT_OFFSET_HOURS) % 24;

/** A moment of the night (before 8 in Uzbekistan) moved to the evening before; a daytime one as it is. */
export const inDaytime = (at: Date): Date => (localHour(at) < 8 ? new Date(at.getTime() - 9 * HOUR) : at);

/** When a listing went up: within the past six weeks, more often lately, never at night. */
export function listedAt(random: Random, now: Date): Date {
  // Night-time listings move to the evening before (still in the past).
  return inDaytime(new Date(now.getTime() - Math.max(MIN_AGE_MS, AGE_SPAN_MS * random.next() ** 1.6)));
}

/** Mostly the seller's own district, now and then another district of the same region. */
export function placeFor(random: Random, seller: PlannedSeller, locations: Location[]): Location {
  if (random.chance(0.8)) return seller.home;
  return random.pick(locations.filter((location) => location.region === seller.home.region));
}
