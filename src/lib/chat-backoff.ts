/**
 * When a chat socket tries again (SPEC.md §4 "Chat connection", DESIGN.md "Realtime chat"):
 * 1 s doubling, capped at 30 s, with jitter, at most 5 tries; never after a normal close (1000)
 * or a refusal of who the user is (4401 bad token, 4403 not a participant), which trying again
 * cannot change. The counter starts again at every successful open. Pure: the header's script
 * and the chat island use it alike.
 */
export const RECONNECT_MAX_ATTEMPTS = 5;
export const RECONNECT_BASE_MS = 1_000;
export const RECONNECT_CAP_MS = 30_000;
/** Up to this share of a delay is taken off at random, so clients dropped together do not return together. */
export const RECONNECT_JITTER = 0.25;

const FINAL_CLOSE_CODES = new Set([1000, 4401, 4403]);

/** The wait before try number `attempt` (1 for the first try after a drop); `random` in [0, 1). */
export function reconnectDelay(attempt: number, random: number = Math.random()): number {
  const exponent = Math.max(0, attempt - 1);
  const base = Math.min(RECONNECT_CAP_MS, RECONNECT_BASE_MS * 2 ** exponent);
  const jitter = Math.min(Math.max(random, 0), 1) * RECONNECT_JITTER;
  return Math.round(base * (1 - jitter));
}

/** Whether a socket closed with `code` should be opened again, `attemptsSoFar` tries after its last open. */
export function shouldReconnect(code: number, attemptsSoFar: number): boolean {
  return !FINAL_CLOSE_CODES.has(code) && attemptsSoFar < RECONNECT_MAX_ATTEMPTS;
}
