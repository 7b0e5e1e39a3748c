import { describe, expect, it } from 'vitest';
import { accessibleShade, brandShades, contrastRatio, DEFAULT_BRAND } from './shades';
import { buildTheme } from './build-theme';

describe('brand shades', () => {
  it('keeps the brand colour exact at shade 6, lighter before and darker after', () => {
    const shades = brandShades('#5b3cc4');
    expect(shades).toHaveLength(10);
    expect(shades[6]).toBe('#5b3cc4');
    expect(contrastRatio(shades[0], '#ffffff')).toBeLessThan(contrastRatio(shades[6], '#ffffff'));
    expect(contrastRatio(shades[9], '#ffffff')).toBeGreaterThan(contrastRatio(shades[6], '#ffffff'));
  });

  it('picks a darker shade when white text on the brand colour would fail AA', () => {
    const yellow = brandShades('#f5c518');
    const index = accessibleShade(yellow);
    expect(index).toBeGreaterThan(6);
    expect(contrastRatio(yellow[index], '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(accessibleShade(brandShades('#1d3b8b'))).toBe(6);
  });

  it('falls back to Foyer blue for a malformed colour and turns motion off on request', () => {
    const theme = buildTheme({ primaryColor: 'not a colour' });
    expect(theme.colors?.brand?.[6]).toBe(DEFAULT_BRAND);
    expect(theme.respectReducedMotion).toBe(true);
    expect(theme.primaryColor).toBe('brand');
  });
});
