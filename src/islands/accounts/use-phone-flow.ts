import { useEffect, useEffectEvent, useLayoutEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { FLOW_COOKIE_MAX_AGE_S, serializeFlow, type PhoneFlow } from '../../lib/phone-flow.ts';
import { writeCookie } from '../shared/cookies.ts';

/**
 * Time as the server counts it: the page was rendered at `serverNow`, so the countdowns the
 * server rendered and the ones the island runs agree, whatever the phone's clock says.
 */
export function useServerClock(serverNow: number): () => number {
  const offset = useRef<number | null>(null);
  return () => {
    offset.current ??= serverNow - Date.now();
    return Date.now() + offset.current;
  };
}

/**
 * The flow, kept in its cookie at every change: a reload or a plain form post resumes it. Written
 * before the browser paints the new step (a layout effect), so that a reload as soon as the step
 * shows never finds the cookie a step behind.
 */
export function usePersistedFlow(cookieName: string, initial: PhoneFlow): [PhoneFlow, Dispatch<SetStateAction<PhoneFlow>>] {
  const [flow, setFlow] = useState(initial);
  useLayoutEffect(() => writeCookie(cookieName, serializeFlow(flow), FLOW_COOKIE_MAX_AGE_S), [cookieName, flow]);
  return [flow, setFlow];
}

/** Seconds left on a countdown that ends at `endsAt`, ticking once a second. */
export function useSecondsUntil(endsAt: number | null, now: () => number): number {
  const left = () => (endsAt === null ? 0 : Math.max(0, Math.ceil((endsAt - now()) / 1000)));
  const [seconds, setSeconds] = useState(left);
  // The countdown restarts only when its end moves; `left` reads the clock (`now` is a new function each render), not state.
  const readLeft = useEffectEvent(left);
  useEffect(() => {
    setSeconds(readLeft());
    if (endsAt === null) return;
    const timer = setInterval(() => {
      const next = readLeft();
      setSeconds(next);
      if (next <= 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [endsAt]);
  return seconds;
}
