import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { boxToMap, clampToMap, entrancePoint, fitContain, mapToBox, mapToPercent } from './map-coordinates';
import { throttle } from './throttle';

describe('map coordinates', () => {
  const map = { width: 1920, height: 1080 };

  it('fits the picture whole and centred: bands left and right in a tall box, above and below in a wide one', () => {
    expect(fitContain(map, { width: 960, height: 1000 })).toEqual({ scale: 0.5, left: 0, top: 230 });
    expect(fitContain(map, { width: 1000, height: 270 })).toEqual({ scale: 0.25, left: 260, top: 0 });
    expect(fitContain(map, { width: 0, height: 0 })).toEqual({ scale: 1, left: 0, top: 0 });
  });

  it('turns a pointer in the box into image pixels and back', () => {
    const fit = fitContain(map, { width: 960, height: 1000 });
    expect(boxToMap({ x: 210, y: 410 }, fit, map)).toEqual({ x: 420, y: 360 });
    expect(mapToBox({ x: 420, y: 360 }, fit)).toEqual({ x: 210, y: 410 });
  });

  it('keeps points on the picture (a click in the band lands on its edge)', () => {
    const fit = fitContain(map, { width: 960, height: 1000 });
    expect(boxToMap({ x: 100, y: 10 }, fit, map)).toEqual({ x: 200, y: 0 });
    expect(boxToMap({ x: 2000, y: 990 }, fit, map)).toEqual({ x: 1920, y: 1080 });
    expect(clampToMap({ x: -5, y: 5000 }, map)).toEqual({ x: 0, y: 1080 });
  });

  it('places markers in percent of the picture', () => {
    expect(mapToPercent({ x: 960, y: 270 }, map)).toEqual({ left: '50%', top: '25%' });
  });

  it('lets newcomers in along the bottom edge, spread by id', () => {
    const points = [1, 2, 3].map((id) => entrancePoint(id, map));
    for (const p of points) {
      expect(p.y).toBe(972);
      expect(p.x).toBeGreaterThanOrEqual(576);
      expect(p.x).toBeLessThanOrEqual(1344);
    }
    expect(new Set(points.map((p) => p.x)).size).toBe(3);
  });
});

describe('throttle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends the first at once, at most one per interval, and always the latest last', () => {
    const sent: number[] = [];
    const t = throttle((n: number) => sent.push(n), 100);
    t.call(1);
    t.call(2);
    t.call(3);
    expect(sent).toEqual([1]);
    vi.advanceTimersByTime(99);
    expect(sent).toEqual([1]);
    vi.advanceTimersByTime(1);
    expect(sent).toEqual([1, 3]);
    for (let i = 4; i <= 13; i += 1) {
      t.call(i);
      vi.advanceTimersByTime(10);
    }
    // 100 ms of calls every 10 ms: one more went, the latest.
    expect(sent).toEqual([1, 3, 13]);
    vi.advanceTimersByTime(500);
    expect(sent).toEqual([1, 3, 13]);
  });

  it('flushes the held one at once (drag end) and cancels it (page closed)', () => {
    const sent: number[] = [];
    const t = throttle((n: number) => sent.push(n), 100);
    t.call(1);
    t.call(2);
    t.flush();
    expect(sent).toEqual([1, 2]);
    t.call(3);
    t.cancel();
    vi.advanceTimersByTime(1000);
    expect(sent).toEqual([1, 2]);
    t.flush();
    expect(sent).toEqual([1, 2]);
  });
});
