import { describe, expect, it } from 'vitest';
import { areaCentre } from './maps.presenter';

describe('areaCentre', () => {
  it('takes the middle of a rect, the centre of a circle and the mean of a polygon', () => {
    expect(areaCentre('rect', [10, 20, 30, 60])).toEqual({ x: 20, y: 40 });
    expect(areaCentre('circle', [5, 7, 3])).toEqual({ x: 5, y: 7 });
    expect(areaCentre('poly', [0, 0, 10, 0, 10, 10, 0, 10])).toEqual({ x: 5, y: 5 });
  });

  it('copes with missing numbers', () => {
    expect(areaCentre('poly', [])).toEqual({ x: 0, y: 0 });
    expect(areaCentre('rect', [4])).toEqual({ x: 2, y: 0 });
  });
});
