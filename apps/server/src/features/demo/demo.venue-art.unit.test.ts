import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { boothStands, stageFan, stairsPoly, venuePlaces, venueSize } from './demo.venue-art';
import { venueArtSources } from './demo.venue-render';

describe('demo venue art', () => {
  it('has a committed render of the current drawing (run demo.venue-render.ts after changing it)', () => {
    for (const s of venueArtSources()) {
      expect(fs.existsSync(path.join(import.meta.dirname, 'assets', s.file)), s.file).toBe(true);
    }
  });

  it('is deterministic and well-formed SVG', () => {
    const [a, b] = [venueArtSources(), venueArtSources()];
    expect(a.map((s) => s.file)).toEqual(b.map((s) => s.file));
    for (const s of a) {
      expect(s.svg.startsWith('<svg')).toBe(true);
      expect(s.svg).not.toContain('NaN');
      expect(s.svg).not.toContain('undefined');
    }
  });

  it('keeps every place and booth stand inside the image, stands without overlap', () => {
    const inside = (x: number, y: number) => x >= 0 && y >= 0 && x <= venueSize.width && y <= venueSize.height;
    for (const b of [...Object.values(venuePlaces), ...boothStands]) expect(inside(b.x, b.y) && inside(b.x + b.w, b.y + b.h)).toBe(true);
    for (const poly of [stageFan, stairsPoly]) for (let i = 0; i < poly.length; i += 2) expect(inside(poly[i] ?? -1, poly[i + 1] ?? -1)).toBe(true);
    for (const [i, s] of boothStands.entries()) {
      for (const o of boothStands.slice(i + 1)) expect(s.x + s.w <= o.x || o.x + o.w <= s.x || s.y + s.h <= o.y || o.y + o.h <= s.y).toBe(true);
    }
  });
});
