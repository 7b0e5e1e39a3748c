import { useEffect } from 'react';
import { layout } from '@/shared/ui/layout';

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
