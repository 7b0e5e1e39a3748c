import { describe, expect, it } from 'vitest';
import { boothLogoSvg, boothMarks, brochurePdf, type BoothMark } from './demo.booth-art';

describe('demo booth art', () => {
  it('draws a distinct logo per mark and escapes names', () => {
    const logos = (Object.keys(boothMarks) as BoothMark[]).map((m) => boothLogoSvg('A & B', 'A&B', '#123456', m));
    expect(new Set(logos).size).toBe(logos.length);
    expect(logos[0]).toContain('A &amp; B');
    expect(logos[0]).not.toContain('A & B');
  });

  it('makes the same PDF bytes from the same input', async () => {
    const input = { booth: 'Café Solstice', title: 'Menu', color: '#92400e', intro: 'Coffee roasted at dawn.', rows: [['Stand', 'D1']] as [string, string][] };
    const [a, b] = await Promise.all([brochurePdf(input), brochurePdf(input)]);
    expect(a.subarray(0, 5).toString()).toBe('%PDF-');
    expect(a.equals(b)).toBe(true);
    expect(a.length).toBeLessThan(20_000);
  });
});
