import { describe, expect, it } from 'vitest';
import { serverTextAreas } from '@/shared/api/server-texts';
import { catalogues } from './all-catalogues';

/**
 * The keys the code names against the keys en-US defines (i18n.test.ts holds every other locale to en-US's
 * keys). A key is read from the source as a quoted `area.rest` whose area is a catalogue file; a template
 * `area.rest.${…}` uses every key under that prefix. A key named but not defined would show its raw name to
 * a person; a key defined but named nowhere is a text translators keep up for nothing. The server's texts
 * (`server_entry`, `server`) are keyed by what the server answers, not named in the code (decision 0073).
 */
const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../test/**'], {
  eager: true,
  query: '?raw',
  import: 'default',
});

const plural = /_(zero|one|two|few|many|other)$/;

function leaves(obj: unknown, prefix = ''): string[] {
  if (obj === null || typeof obj !== 'object') return [prefix];
  return Object.entries(obj as Record<string, unknown>).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
}

describe('catalogue keys in use', () => {
  const english = catalogues()['en-US'];
  const areas = new Set(Object.keys(english));
  const defined = Object.keys(english)
    .filter((area) => !(serverTextAreas as readonly string[]).includes(area))
    .flatMap((area) => leaves(english[area], area));
  const code = Object.values(sources).join('\n');
  const inArea = (key: string) => areas.has(key.split('.')[0]!);
  const named = new Set([...code.matchAll(/['"`]([a-z_]+(?:\.\w+)+)['"`]/g)].map((m) => m[1]!).filter(inArea));
  const prefixes = [...new Set([...code.matchAll(/`([a-z_]+(?:\.\w+)*\.?)\$\{/g)].map((m) => m[1]!).filter(inArea))];

  it('reads keys and prefixes from the source', () => {
    expect(named.has('common.anonymous')).toBe(true);
    expect(prefixes).toContain('appointments.status.');
  });

  it('defines every key the code names (a plural by its base, a parent for its children)', () => {
    const missing = [...named].filter(
      (key) => !defined.some((d) => d === key || d.replace(plural, '') === key || d.startsWith(`${key}.`)),
    );
    expect(missing).toEqual([]);
  });

  it('names every key it defines', () => {
    const unused = defined.filter((key) => {
      const used = [key, key.replace(plural, '')].some(
        (k) => named.has(k) || [...named].some((n) => k.startsWith(`${n}.`)) || prefixes.some((p) => k.startsWith(p)),
      );
      return !used;
    });
    expect(unused).toEqual([]);
  });
});
