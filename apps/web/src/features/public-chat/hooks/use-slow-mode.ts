import { useCallback, useEffect, useState } from 'react';

/**
 * The composer's side of a chat's slow mode (decision 0094): after a message went (or the server said when
 * the next one may), the seconds left, counted down each second; 0 when one may send.
 */
export function useSlowModeWait() {
  const [until, setUntil] = useState(0);
  /** The server named this wait (a refusal): it holds even if this page has not heard slow mode is on. */
  const [named, setNamed] = useState(false);
  const [now, setNow] = useState(() => Date.now());
  const left = Math.max(0, Math.ceil((until - now) / 1000));

  useEffect(() => {
    if (until <= Date.now()) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= until) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);

  const wait = useCallback((seconds: number, byServer = false) => {
    const start = Date.now();
    setNow(start);
    setUntil(seconds > 0 ? start + seconds * 1000 : 0);
    setNamed(byServer);
  }, []);

  return { left, wait, named };
}
