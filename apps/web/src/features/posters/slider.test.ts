import { describe, expect, it } from 'vitest';
import { deepLinkStep, nextStep, previousStep } from './slider';

describe('the poster slider', () => {
  it('moves to the next loaded poster', () => {
    expect(nextStep(3, 10, 12)).toEqual({ index: 4, loadMore: false });
  });

  it('loads more at the end of the loaded posters when the list has more', () => {
    expect(nextStep(9, 10, 12)).toEqual({ index: 10, loadMore: true });
  });

  it('wraps to the first at the very end', () => {
    expect(nextStep(11, 12, 12)).toEqual({ index: 0, loadMore: false });
  });

  it('goes back, and from the first to the last loaded', () => {
    expect(previousStep(4, 10)).toBe(3);
    expect(previousStep(0, 10)).toBe(9);
  });
});

describe('a deep link to a poster', () => {
  it('is found among the loaded posters', () => {
    expect(deepLinkStep(3, [1, 2, 3], 12)).toBe('found');
  });

  it('loads the next page while the list has more, beyond the first ten', () => {
    const firstTen = Array.from({ length: 10 }, (_, i) => i + 1);
    expect(deepLinkStep(12, firstTen, 12)).toBe('load_more');
    expect(deepLinkStep(12, [...firstTen, 11, 12], 12)).toBe('found');
  });

  it('is missing when every poster is loaded without it, or when none is named', () => {
    expect(deepLinkStep(99, [1, 2, 3], 3)).toBe('missing');
    expect(deepLinkStep(null, [1, 2, 3], 12)).toBe('missing');
  });
});
