import { describe, expect, it } from 'vitest';
import { backgroundSvg, bannerSvg, logoSvg, palettes } from './demo.art';
import { venueMapSize, venueMapSvg, venueZones } from './demo.map-art';
import { venueLabelsEn } from './demo.content';

describe('demo artwork', () => {
  it('draws the same bytes for the same input, so stored names stay stable', () => {
    expect(backgroundSvg(palettes.violet, 'x')).toBe(backgroundSvg(palettes.violet, 'x'));
    expect(bannerSvg(palettes.teal, 'x')).toBe(bannerSvg(palettes.teal, 'x'));
    expect(backgroundSvg(palettes.violet, 'x')).not.toBe(backgroundSvg(palettes.blue, 'x'));
  });

  it('draws well-formed, labelled SVG', () => {
    for (const svg of [logoSvg(palettes.violet, 'LUMEN', 'Summit & more'), backgroundSvg(palettes.violet, 'A <dusk>'), venueMapSvg(palettes.violet, venueLabelsEn, 'Map')]) {
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      expect(svg.trim().endsWith('</svg>')).toBe(true);
      expect(svg).toMatch(/<title>[^<]+<\/title>/);
      expect(svg).not.toMatch(/NaN|undefined/);
    }
    expect(logoSvg(palettes.violet, 'LUMEN', 'Summit & more')).toContain('SUMMIT &amp; MORE');
  });

  it('refuses a wordmark letter it cannot draw', () => {
    expect(() => logoSvg(palettes.violet, 'LUMENX', 'x')).toThrow(/No stroke letter/);
  });

  it('keeps every hall of the venue map inside the building and apart from the others', () => {
    for (const z of venueZones) {
      expect(z.x).toBeGreaterThanOrEqual(50);
      expect(z.y).toBeGreaterThanOrEqual(50);
      expect(z.x + z.w).toBeLessThanOrEqual(venueMapSize.width - 50);
      expect(z.y + z.h).toBeLessThanOrEqual(venueMapSize.height - 50);
      for (const o of venueZones) {
        if (o === z) continue;
        const overlap = z.x < o.x + o.w && o.x < z.x + z.w && z.y < o.y + o.h && o.y < z.y + z.h;
        expect(overlap, `${z.id} overlaps ${o.id}`).toBe(false);
      }
    }
  });
});
