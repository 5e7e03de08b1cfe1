import { useEffect, useState } from 'react';

/** The current time, re-read every `everyMs` (for "updated N s ago" and the STALE badge). */
export function useNow(everyMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(id);
  }, [everyMs]);
  return now;
}
