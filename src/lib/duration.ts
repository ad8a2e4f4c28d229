/**
 * A wait as people say it: under a minute in seconds, under an hour in whole minutes, else in
 * whole hours, always rounded up ("2423 s" is "41 min"). The unit names are translations:
 * `duration_seconds`, `duration_minutes`, `duration_hours` of the errors namespace.
 */
export type DurationUnit = 'seconds' | 'minutes' | 'hours';

export function roundDuration(totalSeconds: number): { unit: DurationUnit; count: number } {
  const seconds = Math.max(1, Math.ceil(totalSeconds));
  if (seconds < 60) return { unit: 'seconds', count: seconds };
  if (seconds < 3600) return { unit: 'minutes', count: Math.ceil(seconds / 60) };
  return { unit: 'hours', count: Math.ceil(seconds / 3600) };
}
