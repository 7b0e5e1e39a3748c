import { useEffect, useState, type RefObject } from 'react';

/** The browser plays HLS itself (Safari): then hls.js is not loaded at all. */
export function playsHlsNatively(video: Pick<HTMLVideoElement, 'canPlayType'>): boolean {
  return video.canPlayType('application/vnd.apple.mpegurl') !== '';
}

/**
 * Plays an HLS stream in the video element: the browser's own player where it has one (Safari), otherwise
 * hls.js, fetched only now (a chunk of its own: nobody who never watches a stream downloads it). Answers
 * whether the stream failed for good.
 */
export function useHlsStream(ref: RefObject<HTMLVideoElement | null>, url: string): boolean {
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    setFailed(false);
    if (playsHlsNatively(video)) {
      video.src = url;
      return () => video.removeAttribute('src');
    }
    let destroyed = false;
    let destroy: (() => void) | null = null;
    void import('hls.js/light').then(({ default: Hls }) => {
      if (destroyed) return;
      if (!Hls.isSupported()) {
        setFailed(true);
        return;
      }
      const hls = new Hls();
      hls.on(Hls.Events.ERROR, (_event, data) => {
        if (data.fatal) setFailed(true);
      });
      hls.loadSource(url);
      hls.attachMedia(video);
      destroy = () => hls.destroy();
    }, () => setFailed(true));
    return () => {
      destroyed = true;
      destroy?.();
    };
  }, [ref, url]);
  return failed;
}
