import { useEffect, useState } from 'react';

/**
 * The device's time, read again every `everyMs`, so what depends on the time of
 * day (an arrival window opening) changes on a screen left open at the host stand.
 */
export function useNow(everyMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
