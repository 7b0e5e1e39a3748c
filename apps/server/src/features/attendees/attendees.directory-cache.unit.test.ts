import { describe, expect, it } from 'vitest';
import { pageWithout } from './attendees.directory-cache';

describe('pageWithout', () => {
  const ids = [5, 3, 9, 1, 7];

  it('cuts pages of a list without the viewer, who may stand anywhere in it', () => {
    expect(pageWithout(ids, 9, 0, 2)).toEqual({ page: [5, 3], count: 4 });
    expect(pageWithout(ids, 9, 2, 2)).toEqual({ page: [1, 7], count: 4 });
    expect(pageWithout(ids, 5, 0, 3)).toEqual({ page: [3, 9, 1], count: 4 });
    expect(pageWithout(ids, 7, 3, 5)).toEqual({ page: [1], count: 4 });
  });

  it('answers the whole list to someone not in it, and nothing past its end', () => {
    expect(pageWithout(ids, 42, 0, 10)).toEqual({ page: ids, count: 5 });
    expect(pageWithout(ids, 42, 5, 10)).toEqual({ page: [], count: 5 });
    expect(pageWithout([], 1, 0, 25)).toEqual({ page: [], count: 0 });
  });
});
