import { useRef } from 'react';
import { swipeStep } from '../browser-logic';

export interface SwipeHandlers {
  onPointerDown: (event: React.PointerEvent<HTMLElement>) => void;
  onPointerUp: (event: React.PointerEvent<HTMLElement>) => void;
  onPointerCancel: () => void;
}

/**
 * A horizontal swipe of at least 150 px on an element (spec 3 §9): `onStep(1)` for a swipe to the left
 * (next), `onStep(-1)` to the right (previous). The pointer is captured, so a release outside the element
 * still ends the swipe and a later click never pairs with a stale start.
 */
export function useSwipe(onStep: (step: -1 | 1) => void): SwipeHandlers {
  const startX = useRef<number | null>(null);
  return {
    onPointerDown: (event) => {
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      startX.current = event.clientX;
      // Not every element can capture (e.g. one already gone); the swipe still works within it.
      try {
        event.currentTarget.setPointerCapture(event.pointerId);
      } catch {
        /* nothing to capture */
      }
    },
    onPointerUp: (event) => {
      if (startX.current === null) return;
      const step = swipeStep(event.clientX - startX.current);
      startX.current = null;
      if (step !== 0) onStep(step);
    },
    onPointerCancel: () => {
      startX.current = null;
    },
  };
}
