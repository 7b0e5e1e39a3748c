import { useEffect, useState } from 'react';
import { timetableLayout } from '@foyer/domain';

/** The current time, refreshed every 60 s (the 'now' marker and the live indicators). */
export function useNow(every = timetableLayout.nowRefreshMs): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), every);
    return () => clearInterval(timer);
  }, [every]);
  return now;
}
