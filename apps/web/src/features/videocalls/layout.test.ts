import { describe, expect, it } from 'vitest';
import { gridLayout } from './layout';

describe('gridLayout', () => {
  it('shows the waiting text with no remote participant', () => {
    expect(gridLayout(0)).toEqual({ name: 'waiting', rows: 0, columns: 0 });
  });

  it('gives 1, 2 and 3 participants a layout each', () => {
    expect(gridLayout(1)).toEqual({ name: 'one', rows: 1, columns: 1 });
    expect(gridLayout(2)).toEqual({ name: 'two', rows: 1, columns: 2 });
    expect(gridLayout(3)).toEqual({ name: 'three', rows: 1, columns: 3 });
  });

  it.each([
    [4, 2],
    [5, 3],
    [6, 3],
  ])('puts %i participants in two rows of %i', (count, columns) => {
    expect(gridLayout(count)).toEqual({ name: 'two-rows', rows: 2, columns });
  });

  it.each([
    [7, 3],
    [9, 3],
    [10, 4],
  ])('puts %i participants in three rows of %i', (count, columns) => {
    expect(gridLayout(count)).toEqual({ name: 'three-rows', rows: 3, columns });
  });

  it('stacks two and three on a portrait screen and keeps the rows of bigger calls', () => {
    expect(gridLayout(2, true)).toEqual({ name: 'two', rows: 2, columns: 1 });
    expect(gridLayout(3, true)).toEqual({ name: 'three', rows: 3, columns: 1 });
    expect(gridLayout(5, true)).toEqual({ name: 'two-rows', rows: 2, columns: 3 });
  });
});
