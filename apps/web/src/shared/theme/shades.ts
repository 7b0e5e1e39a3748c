import type { MantineColorsTuple } from '@mantine/core';

type Rgb = [number, number, number];

/** Parses `#rgb` or `#rrggbb`; null for anything else. */
export function parseHex(hex: string): Rgb | null {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m?.[1]) return null;
  const h = m[1].length === 3 ? [...m[1]].map((c) => c + c).join('') : m[1];
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as Rgb;
}

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(Math.min(255, Math.max(0, c))).toString(16).padStart(2, '0')).join('')}`;
}

function mix(a: Rgb, b: Rgb, amountOfB: number): Rgb {
  return [0, 1, 2].map((i) => a[i]! + (b[i]! - a[i]!) * amountOfB) as Rgb;
}

/** WCAG relative luminance. */
export function luminance(hex: string): number {
  const rgb = parseHex(hex);
  if (!rgb) return 0;
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two colours. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];
/** How far each of the ten shades moves towards white (0–5) or black (7–9); shade 6 is the brand colour. */
const towardsWhite = [0.93, 0.84, 0.68, 0.52, 0.36, 0.18];
const towardsBlack = [0.14, 0.28, 0.42];

/** Ten Mantine shades around one brand colour, which stays exact at index 6. */
export function brandShades(hex: string): MantineColorsTuple {
  const base = parseHex(hex) ?? parseHex(DEFAULT_BRAND)!;
  const light = towardsWhite.map((w) => toHex(mix(base, WHITE, w)));
  const dark = towardsBlack.map((k) => toHex(mix(base, BLACK, k)));
  return [...light, toHex(base), ...dark] as unknown as MantineColorsTuple;
}

/**
 * The shade used for filled surfaces and brand-coloured text: the brand colour itself when white text
 * on it reaches WCAG AA (4.5:1), otherwise the first darker shade that does.
 */
export function accessibleShade(shades: MantineColorsTuple): 6 | 7 | 8 | 9 {
  for (const index of [6, 7, 8] as const) {
    if (contrastRatio(shades[index], '#ffffff') >= 4.5) return index;
  }
  return 9;
}

/** Foyer's own colour, used outside an event and when an event has none. */
export const DEFAULT_BRAND = '#4c5fd5';
