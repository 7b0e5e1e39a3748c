import { afterEach, describe, expect, it, vi } from 'vitest';
import { reloadOnStaleChunks } from './stale-build';

const chunkMissing = () => {
  const event = new Event('vite:preloadError', { cancelable: true });
  window.dispatchEvent(event);
  return event;
};

afterEach(() => {
  vi.useRealTimers();
});

describe('a page chunk gone after a new release', () => {
  it('loads the new release once, lets a second failure within a minute surface, and reloads again later', () => {
    vi.useFakeTimers({ now: new Date('2026-05-12T10:00:00Z') });
    const reload = vi.fn();
    const stop = reloadOnStaleChunks(reload);
    try {
      expect(chunkMissing().defaultPrevented).toBe(true);
      expect(reload).toHaveBeenCalledTimes(1);

      vi.advanceTimersByTime(30_000);
      expect(chunkMissing().defaultPrevented).toBe(false);
      expect(reload).toHaveBeenCalledTimes(1);

      vi.advanceTimersByTime(31_000);
      expect(chunkMissing().defaultPrevented).toBe(true);
      expect(reload).toHaveBeenCalledTimes(2);
    } finally {
      stop();
    }
  });
});
