import { useCallback, useEffect, useRef } from 'react';
import type { CallMedia } from '../media/call-media';
import type { TileSize } from '../media/tiles';

type TileKey = `${number}:${'camera' | 'screen'}`;

/**
 * One ResizeObserver for every remote tile: whenever a tile's size changes (layout, enlarging, a window
 * resize) the sizes of all tiles go to the media client, which tells the server which layer each needs.
 */
export function useTileSizes(media: CallMedia | null): (userId: number, source: 'camera' | 'screen') => (el: HTMLElement | null) => void {
  const elements = useRef(new Map<TileKey, HTMLElement>());
  const observer = useRef<ResizeObserver | null>(null);
  const refs = useRef(new Map<TileKey, (el: HTMLElement | null) => void>());

  const report = useCallback(() => {
    if (!media) return;
    const tiles: TileSize[] = [];
    for (const [key, el] of elements.current) {
      const [id, source] = key.split(':') as [string, 'camera' | 'screen'];
      tiles.push({ userId: Number(id), source, width: el.clientWidth, height: el.clientHeight });
    }
    media.reportTiles(tiles);
  }, [media]);

  const reportNow = useRef(report);
  useEffect(() => {
    reportNow.current = report;
  }, [report]);

  useEffect(() => {
    if (typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(report);
    observer.current = ro;
    for (const el of elements.current.values()) ro.observe(el);
    report();
    return () => {
      ro.disconnect();
      observer.current = null;
    };
  }, [report]);

  return useCallback(
    (userId: number, source: 'camera' | 'screen') => {
      const key: TileKey = `${userId}:${source}`;
      let ref = refs.current.get(key);
      if (!ref) {
        ref = (el: HTMLElement | null) => {
          const before = elements.current.get(key);
          if (before) observer.current?.unobserve(before);
          if (el) {
            elements.current.set(key, el);
            observer.current?.observe(el);
          } else {
            elements.current.delete(key);
          }
          reportNow.current();
        };
        refs.current.set(key, ref);
      }
      return ref;
    },
    [],
  );
}
