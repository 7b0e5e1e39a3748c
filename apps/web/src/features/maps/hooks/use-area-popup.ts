import { useCallback, useEffect, useRef, useState } from 'react';
import { POPUP_DELAY_MS } from '../popup-size';

/**
 * Which area's popup is open. Hover or focus opens it after 250 ms; leaving closes it after a short
 * grace so the pointer can cross into the popup; focus elsewhere or Escape closes it at once.
 */
export function useAreaPopup(delayMs = POPUP_DELAY_MS) {
  const [openId, setOpenId] = useState<number | null>(null);
  const openTimer = useRef<number | null>(null);
  const closeTimer = useRef<number | null>(null);

  const clear = (ref: React.MutableRefObject<number | null>) => {
    if (ref.current !== null) window.clearTimeout(ref.current);
    ref.current = null;
  };

  const show = useCallback(
    (id: number) => {
      clear(closeTimer);
      clear(openTimer);
      openTimer.current = window.setTimeout(() => setOpenId(id), delayMs);
    },
    [delayMs],
  );

  const hide = useCallback((immediately = false) => {
    clear(openTimer);
    clear(closeTimer);
    if (immediately) setOpenId(null);
    else closeTimer.current = window.setTimeout(() => setOpenId(null), 150);
  }, []);

  /** The pointer reached the popup: keep it open. */
  const keep = useCallback(() => clear(closeTimer), []);

  useEffect(
    () => () => {
      clear(openTimer);
      clear(closeTimer);
    },
    [],
  );

  return { openId, show, hide, keep };
}
