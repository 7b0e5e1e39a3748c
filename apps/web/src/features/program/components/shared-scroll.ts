import type { Virtualizer } from '@tanstack/react-virtual';
import { flushSync } from 'react-dom';

type Subscriber = (left: number, top: number) => void;
const scrollers = new WeakMap<Element, { subscribers: Set<Subscriber>; stop: () => void }>();

/**
 * `observeElementOffset` for the virtualisers of one scroller (the timetable's rows down and its day's chunks
 * across), given with `useFlushSync: false`. Each virtualiser's own listener would read its offset after the
 * other's re-render (a forced layout) and re-render apart; here one listener reads both offsets before
 * anything is written and updates every virtualiser inside one `flushSync`: one render, one layout a frame.
 * Offsets come with `isScrolling` false: the grid does not use it, and it would cost a re-render as each
 * scroll starts and ends and a read of the scroll size (another layout) per event.
 */
export function observeSharedOffset(instance: Virtualizer<HTMLDivElement, Element>, cb: (offset: number, isScrolling: boolean) => void): (() => void) | undefined {
  const el = instance.scrollElement;
  if (!el) return undefined;
  let entry = scrollers.get(el);
  if (!entry) {
    const subscribers = new Set<Subscriber>();
    const onScroll = () => {
      const { scrollLeft, scrollTop } = el;
      flushSync(() => subscribers.forEach((s) => s(scrollLeft, scrollTop)));
    };
    el.addEventListener('scroll', onScroll, { passive: true });
    entry = { subscribers, stop: () => el.removeEventListener('scroll', onScroll) };
    scrollers.set(el, entry);
  }
  const own = entry;
  const subscriber: Subscriber = (left, top) => cb(instance.options.horizontal ? left : top, false);
  own.subscribers.add(subscriber);
  return () => {
    own.subscribers.delete(subscriber);
    if (own.subscribers.size === 0) {
      own.stop();
      scrollers.delete(el);
    }
  };
}
