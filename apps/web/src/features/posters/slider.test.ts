import { describe, expect, it } from 'vitest';
import { nextStep, previousStep } from './slider';

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
