import { createTheme, type CSSVariablesResolver, type MantineThemeOverride } from '@mantine/core';
import { brandShades, accessibleShade, parseHex, DEFAULT_BRAND } from './shades';

export interface BrandInput {
  /** The event's brand colour (`primary_color`); Foyer's own when absent or malformed. */
  primaryColor?: string | null;
}

const fontFamily =
  "'Inter Variable', Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

/** Modal fade of the spec: 200 ms in, 250 ms out. */
export const modalTransition = { transition: 'fade', duration: 200, exitDuration: 250 } as const;

/**
 * The Mantine theme of an event: its brand colour as the primary colour (ten shades), Inter, AA contrast
 * for text on the brand colour, and no motion for people who ask for less.
 */
export function buildTheme({ primaryColor }: BrandInput = {}): MantineThemeOverride {
  const brand = primaryColor && parseHex(primaryColor) ? primaryColor : DEFAULT_BRAND;
  const shades = brandShades(brand);
  return createTheme({
    primaryColor: 'brand',
    primaryShade: accessibleShade(shades),
    colors: { brand: shades },
    autoContrast: true,
    luminanceThreshold: 0.4,
    fontFamily,
    headings: { fontFamily, fontWeight: '650' },
    defaultRadius: 'md',
    cursorType: 'pointer',
    respectReducedMotion: true,
    focusRing: 'auto',
    components: {
      Modal: { defaultProps: { transitionProps: modalTransition, centered: true, radius: 'lg' } },
      Drawer: { defaultProps: { transitionProps: { duration: 200, exitDuration: 250 } } },
      // A menu or tooltip the person just opened goes above notifications (z-index 1000).
      Tooltip: { defaultProps: { withArrow: true, openDelay: 150, zIndex: 1200 } },
      Menu: { defaultProps: { shadow: 'md', radius: 'md', zIndex: 1100, transitionProps: { transition: 'pop-top-right', duration: 150 } } },
      // Mantine draws a notification's text and close button in gray 6, below AA on white.
      Notification: { styles: { description: { color: 'var(--mantine-color-gray-7)' }, closeButton: { color: 'var(--mantine-color-gray-7)' } } },
    },
  });
}

/**
 * Mantine's dimmed text (gray 6), placeholders (gray 5) and error text (red 6, 3.3:1) fall below WCAG AA on
 * white and on gray 0; ours stay above 4.5:1 on both.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#5c636b', '--mantine-color-placeholder': '#6b7280', '--mantine-color-error': 'var(--mantine-color-red-9)' },
  dark: {},
});
