import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as constants from './constants';
import * as contracts from './index';

describe('the plain values of the contracts (constants.ts)', () => {
  it('import nothing at run time, so the web app can load them without zod', () => {
    const source = fs.readFileSync(new URL('./constants.ts', import.meta.url), 'utf8');
    const imports = source.split('\n').filter((line) => /^\s*(import|export .* from)\b/.test(line));
    expect(imports.every((line) => line.startsWith('import type '))).toBe(true);
  });

  it('are the same values the package exports', () => {
    for (const [name, value] of Object.entries(constants)) expect(contracts[name as keyof typeof contracts], name).toBe(value);
  });
});
