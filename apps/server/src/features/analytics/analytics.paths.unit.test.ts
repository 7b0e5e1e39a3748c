import { describe, expect, it } from 'vitest';
import { analyticsPathMaxLength } from '@foyer/contracts';
import { normalisePath, normaliseReferrer } from './analytics.paths';

describe('normalisePath', () => {
  it('keeps the path alone: no query, fragment, dot segments, doubled or trailing slashes', () => {
    expect(normalisePath('/demo/map/venue/')).toBe('/demo/map/venue');
    expect(normalisePath('/demo//map/./hall/../venue?x=1#top')).toBe('/demo/map/venue');
    expect(normalisePath('//evil.example/path')).toBe('/evil.example/path');
    expect(normalisePath('demo')).toBe('/demo');
    expect(normalisePath('/')).toBe('/');
    expect(normalisePath('///')).toBe('/');
  });

  it('escapes what is not a path character and cuts to the stored length without splitting an escape', () => {
    expect(normalisePath('/demo/café lumière')).toBe('/demo/caf%C3%A9%20lumi%C3%A8re');
    const long = normalisePath(`/${'é'.repeat(200)}`);
    expect(long.length).toBeLessThanOrEqual(analyticsPathMaxLength);
    expect(long).toMatch(/^(\/|%C3%A9)+$/);
  });
});

describe('normaliseReferrer', () => {
  it('keeps our paths normalised and other sites as origin and path; drops the rest', () => {
    expect(normaliseReferrer('/demo/?q=1')).toBe('/demo');
    expect(normaliseReferrer('https://elsewhere.example/a/b?token=secret#x')).toBe('https://elsewhere.example/a/b');
    expect(normaliseReferrer('javascript:alert(1)')).toBeNull();
    expect(normaliseReferrer('not a url')).toBeNull();
    expect(normaliseReferrer(undefined)).toBeNull();
  });
});
