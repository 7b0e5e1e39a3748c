import { useMediaQuery } from '@mantine/hooks';
import { limits } from '@foyer/contracts/constants';

/** Layout constants of the spec (spec 1 §9). */
export const layout = {
  topBarHeight: limits.topBarHeight,
  sidebarWidth: 350,
  sidebarWidthNarrow: 280,
  sidebarWidthExpanded: 600,
  /** Below this window width the sidebar is 280 px wide. */
  narrowDesktopBelow: 1366,
  mobileBreakpoint: limits.mobileBreakpoint,
  drawerWidth: 'min(80vw, 350px)',
} as const;

/** Mobile layout: up to 932 px wide (tablet starts at 933). */
export const mobileQuery = `(max-width: ${layout.mobileBreakpoint}px)`;

/** True on the mobile layout. Reads the query on first render so pages do not flash the desktop layout. */
export function useIsMobile(): boolean {
  return useMediaQuery(mobileQuery, typeof window !== 'undefined' ? window.matchMedia(mobileQuery).matches : false, {
    getInitialValueInEffect: false,
  });
}

/** The width of a right-hand sidebar or side panel on this window: 350, or 280 below 1366 px (spec 1 §9). */
export function useSidebarWidth(): number {
  const narrow = useMediaQuery(`(max-width: ${layout.narrowDesktopBelow - 1}px)`);
  return narrow ? layout.sidebarWidthNarrow : layout.sidebarWidth;
}
