import { useEffect, useState } from 'react';
import { MINUTE } from '../../lib/time-units.ts';

/**
 * "5 minutes ago" against the server's clock for the server-rendered HTML and the hydrating
 * render (so both say the same), then against the browser's, refreshed every minute.
 */
export function useNow(serverNow: number): number {
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), MINUTE);
    return () => clearInterval(timer);
  }, []);
  return now;
}
