import { describe, expect, it } from 'vitest';
import { formatDuration, selectedVideo } from './selection';

const list = [{ key: 'video-1' }, { key: 'video-2' }, { key: 'recording-7' }];

describe('the cinema selection rule', () => {
  it('selects the first video when none is current', () => {
    expect(selectedVideo(list, null)).toEqual({ key: 'video-1' });
  });

  it('keeps the current video when it is in the list', () => {
    expect(selectedVideo(list, 'recording-7')).toEqual({ key: 'recording-7' });
  });

  it('selects the first video when the current one is not in the (searched) list', () => {
    expect(selectedVideo(list, 'video-99')).toEqual({ key: 'video-1' });
  });

  it('selects nothing in an empty list', () => {
    expect(selectedVideo([], 'video-1')).toBeNull();
  });
});

describe('formatDuration', () => {
  it('writes minutes and seconds, hours when there are any', () => {
    expect(formatDuration(8)).toBe('0:08');
    expect(formatDuration(125.4)).toBe('2:05');
    expect(formatDuration(3725)).toBe('1:02:05');
    expect(formatDuration(null)).toBeNull();
  });
});
