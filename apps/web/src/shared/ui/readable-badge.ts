import { DEFAULT_THEME } from '@mantine/core';
import { contrastRatio } from '@/shared/theme/shades';

/** Whether a theme colour's shade 9 reads on its shade 0 (orange and yellow do not: 3.9:1 and 2.8:1). */
function shade9Reads(color: string): boolean {
  const shades = DEFAULT_THEME.colors[color];
  return !shades || contrastRatio(shades[9], shades[0]) >= 4.5;
}

/**
 * A light badge whose words stay above WCAG AA (4.5:1): Mantine's light variant draws shade 9 of a colour on
 * shade 1, which is 4.3:1 for teal; shade 9 on shade 0 reads for the theme's colours except orange and
 * yellow, whose words are drawn dark on their tint.
 */
export const readableLight = (color: string) => ({ variant: 'light' as const, c: shade9Reads(color) ? `${color}.9` : 'dark.7', bg: `${color}.0` });

/** An alert's title in the text's colour: Mantine draws a yellow alert's title in yellow 9 on yellow 1 (2.7:1). */
export const readableTitle = { title: { color: 'var(--mantine-color-text)' } };
