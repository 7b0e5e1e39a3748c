import { describe, expect, it } from 'vitest';
import { catalogueLocales } from '@foyer/contracts';
import { catalogueFor } from './index';
import { catalogues } from './all-catalogues';

function keys(obj: unknown, prefix = ''): string[] {
  if (obj === null || typeof obj !== 'object') return [prefix];
  return Object.entries(obj as Record<string, unknown>).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

function values(obj: unknown): unknown[] {
  if (obj === null || typeof obj !== 'object') return [obj];
  return Object.values(obj as Record<string, unknown>).flatMap(values);
}

function lookup(obj: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], obj);
}

describe('catalogues', () => {
  const all = catalogues();
  const source = keys(all['en-US']).sort();

  // Plural forms differ by language (Vietnamese has only `_other`), so they are compared by their base key.
  const base = (list: string[]) => [...new Set(list.map((k) => k.replace(/_(zero|one|two|few|many|other)$/, '')))].sort();

  it.each(catalogueLocales.filter((l) => l !== 'en-US'))('%s has every key of en-US and no other', (locale) => {
    expect(base(keys(all[locale]))).toEqual(base(source));
  });

  it.each(catalogueLocales)('%s has no empty texts', (locale) => {
    for (const v of values(all[locale])) expect(typeof v === 'string' && v.trim().length > 0).toBe(true);
  });

  it.each(catalogueLocales.filter((l) => l !== 'en-US'))('%s is really translated (most texts differ from English)', (locale) => {
    const same = source.filter((k) => lookup(all[locale], k) === lookup(all['en-US'], k));
    expect(same.length / source.length).toBeLessThan(0.25);
  });

  it('maps the spec locales to catalogues', () => {
    expect(catalogueFor('en')).toBe('en-US');
    expect(catalogueFor('nl-NL')).toBe('nl');
    expect(catalogueFor('de-DE')).toBe('de');
    expect(catalogueFor('vi-VN')).toBe('vi-VN');
    expect(catalogueFor('fr')).toBe('en-US');
    expect(catalogueFor(null)).toBe('en-US');
  });
});
