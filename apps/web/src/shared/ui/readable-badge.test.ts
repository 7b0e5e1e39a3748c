import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from '@/shared/theme/shades';
import { readableLight } from './readable-badge';

/** A theme reference such as `orange.9` as the hex Mantine draws. */
const hex = (ref: string) => {
  const [color, shade] = ref.split('.');
  return DEFAULT_THEME.colors[color!]![Number(shade)]!;
};

describe('readableLight', () => {
  it.each(Object.keys(DEFAULT_THEME.colors))('keeps the words of a %s badge above 4.5:1', (color) => {
    const { c, bg } = readableLight(color);
    expect(contrastRatio(hex(c), hex(bg))).toBeGreaterThanOrEqual(4.5);
  });
});
