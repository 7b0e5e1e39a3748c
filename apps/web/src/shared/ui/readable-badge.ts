/**
 * A light badge whose words stay above WCAG AA (4.5:1): Mantine's light variant draws shade 9 of a colour on
 * shade 1, which is 4.3:1 for teal; shade 9 on shade 0 is above 4.6 for every colour of the theme.
 */
export const readableLight = (color: string) => ({ variant: 'light' as const, c: `${color}.9`, bg: `${color}.0` });

/** An alert's title in the text's colour: Mantine draws a yellow alert's title in yellow 9 on yellow 1 (2.7:1). */
export const readableTitle = { title: { color: 'var(--mantine-color-text)' } };
