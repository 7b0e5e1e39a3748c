import { useEffect } from 'react';
import { layout } from './layout';

/**
 * While a top bar is on screen, notifications start below it. Entry pages have no top bar, so there the
 * offset is gone (spec 1 §2: the top bar hides the notifications offset on enterevent pages).
 */
export function useNotificationsOffset(): void {
  useEffect(() => {
    const root = document.documentElement;
    root.style.setProperty('--foyer-notifications-top', `${layout.topBarHeight}px`);
    return () => {
      root.style.removeProperty('--foyer-notifications-top');
    };
  }, []);
}

/** Widths of the panels along the right edge on screen now (a page's side panel, a shell sidebar). */
const rightPanels = new Map<symbol, number>();

function applyRightOffset(): void {
  const widest = Math.max(0, ...rightPanels.values());
  const root = document.documentElement;
  if (widest > 0) root.style.setProperty('--foyer-notifications-right', `${widest}px`);
  else root.style.removeProperty('--foyer-notifications-right');
}

/**
 * While a panel of this width sits along the right edge below the top bar, notifications (top right)
 * start left of it, so they never cover its tabs, search or list. `null` when the panel is not beside
 * the page (closed, or stacked below it on phones).
 */
export function useNotificationsBesidePanel(width: number | null): void {
  useEffect(() => {
    if (!width) return;
    const panel = Symbol('right panel');
    rightPanels.set(panel, width);
    applyRightOffset();
    return () => {
      rightPanels.delete(panel);
      applyRightOffset();
    };
  }, [width]);
}
