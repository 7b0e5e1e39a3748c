import { describe, expect, it } from 'vitest';
import { higher, SendLayers } from './send-layers';

describe('SendLayers (decision 0058)', () => {
  it('tells all three first, pauses a layer above the highest wanted only after it was unwanted for the whole delay', () => {
    const layers = new SendLayers(3000);
    expect(layers.update('h', 0)).toEqual(['q', 'h', 'f']);
    expect(layers.update('h', 2999)).toBeNull();
    expect(layers.update('h', 3000)).toEqual(['q', 'h']);
    expect(layers.update('h', 9000)).toBeNull();
  });

  it('resumes at once when a layer is wanted again, and a tile flicking between sizes does not toggle the encoder', () => {
    const layers = new SendLayers(3000);
    layers.update('q', 0);
    expect(layers.update('q', 3000)).toEqual(['q']);
    expect(layers.update('f', 3001)).toEqual(['q', 'h', 'f']);
    // Thumbnail, enlarged, thumbnail again within the delay: f stays on throughout.
    expect(layers.update('h', 3100)).toBeNull();
    expect(layers.update('f', 4000)).toBeNull();
    expect(layers.update('h', 4100)).toBeNull();
    expect(layers.update('h', 7099)).toBeNull();
    // Unwanted for the whole delay since the last time it was wanted: paused.
    expect(layers.update('h', 7100)).toEqual(['q', 'h']);
  });

  it('keeps the lowest layer on when nobody watches', () => {
    const layers = new SendLayers(3000);
    layers.update(null, 0);
    expect(layers.update(null, 3000)).toEqual(['q']);
  });

  it('higher picks the larger layer', () => {
    expect(higher(null, 'q')).toBe('q');
    expect(higher('h', null)).toBe('h');
    expect(higher('f', 'h')).toBe('f');
    expect(higher('q', 'h')).toBe('h');
    expect(higher(null, null)).toBeNull();
  });
});
