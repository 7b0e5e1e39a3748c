import { limits } from '@foyer/contracts/constants';
import { useCallback, useEffect, useState } from 'react';
import { storage } from '@/shared/storage';

const ENTERED = 'entered';


/**
 * Intro video state (spec 1 §4): it starts by itself when the event asks for it and this browser has not
 * entered the event before; five seconds after arrival the event counts as entered (`localStorage[slug]`).
 */
export function useIntroVideo(event: { slug: string; intro_video: string | null; autostart_intro_video: boolean }) {
  const available = Boolean(event.intro_video);
  const [open, setOpen] = useState(() => available && event.autostart_intro_video && storage.get(event.slug) !== ENTERED);

  useEffect(() => {
    const timer = window.setTimeout(() => storage.set(event.slug, ENTERED), limits.introSeenAfterMs);
    return () => window.clearTimeout(timer);
  }, [event.slug]);

  const play = useCallback(() => setOpen(true), []);
  const close = useCallback(() => setOpen(false), []);
  return { available, open: available && open, play, close };
}
