import { useEffect, useState } from 'react';

/** The current time, re-rendering every `everyMs`; the interval is cleared on unmount (runs for days). */
export function useNow(everyMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(id);
  }, [everyMs]);
  return now;
}
