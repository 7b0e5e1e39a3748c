import { describe, expect, it } from 'vitest';
import {
  boothPath,
  loadedIndices,
  placeholderReplacement,
  showsBoothSidebar,
  staffSliderCounts,
  swipeStep,
  videoSliderCounts,
  wrapIndex,
} from './browser-logic';
import { boothListQueryParams } from './api';

describe('carousel wrap', () => {
  it('goes to the next and previous booth, wrapping at both ends', () => {
    expect(wrapIndex(0, 1, 5)).toBe(1);
    expect(wrapIndex(4, 1, 5)).toBe(0);
    expect(wrapIndex(0, -1, 5)).toBe(4);
    expect(wrapIndex(2, -1, 5)).toBe(1);
    expect(wrapIndex(0, 1, 1)).toBe(0);
    expect(wrapIndex(0, 1, 0)).toBe(0);
  });
});

describe('neighbour loading', () => {
  it('renders every booth up to three', () => {
    expect([...loadedIndices(0, 3)].sort()).toEqual([0, 1, 2]);
    expect([...loadedIndices(1, 2)].sort()).toEqual([0, 1]);
  });
  it('renders only the current booth and its neighbours above three, wrapping', () => {
    expect([...loadedIndices(5, 13)].sort((a, b) => a - b)).toEqual([4, 5, 6]);
    expect([...loadedIndices(0, 13)].sort((a, b) => a - b)).toEqual([0, 1, 12]);
    expect([...loadedIndices(12, 13)].sort((a, b) => a - b)).toEqual([0, 11, 12]);
    expect(loadedIndices(3, 4).size).toBe(3);
  });
});

describe('swipe', () => {
  it('needs 150 px: left goes to the next booth, right to the previous', () => {
    expect(swipeStep(-150)).toBe(1);
    expect(swipeStep(-149)).toBe(0);
    expect(swipeStep(150)).toBe(-1);
    expect(swipeStep(20)).toBe(0);
  });
});

describe('sidebar visibility', () => {
  it('shows only with a map in the address and the booth sidebar on', () => {
    expect(showsBoothSidebar('venue', true)).toBe(true);
    expect(showsBoothSidebar('venue', false)).toBe(false);
    expect(showsBoothSidebar(undefined, true)).toBe(false);
    expect(showsBoothSidebar('', true)).toBe(false);
    expect(showsBoothSidebar('venue', undefined)).toBe(false);
  });
});

describe('addresses', () => {
  it('builds a booth address on its map or alone', () => {
    expect(boothPath('demo', 'aurora', 'venue')).toBe('/demo/map/venue/booth/aurora');
    expect(boothPath('demo', 'aurora', null)).toBe('/demo/booths/aurora');
  });
  it('replaces a placeholder map slug by the booth’s real map', () => {
    const base = { eventSlug: 'demo', boothSlug: 'aurora', mapSlugs: ['venue', 'roof'] };
    expect(placeholderReplacement({ ...base, addressMapSlug: '-', boothMapSlug: 'venue' })).toBe('/demo/map/venue/booth/aurora');
    expect(placeholderReplacement({ ...base, addressMapSlug: 'expo', boothMapSlug: 'roof' })).toBe('/demo/map/roof/booth/aurora');
    expect(placeholderReplacement({ ...base, addressMapSlug: '-', boothMapSlug: null })).toBe('/demo/booths/aurora');
  });
  it('keeps a real map, and waits while maps or the booth are unknown', () => {
    const base = { eventSlug: 'demo', boothSlug: 'aurora' };
    expect(placeholderReplacement({ ...base, mapSlugs: ['venue'], addressMapSlug: 'venue', boothMapSlug: 'roof' })).toBeNull();
    expect(placeholderReplacement({ ...base, mapSlugs: undefined, addressMapSlug: '-', boothMapSlug: 'venue' })).toBeNull();
    expect(placeholderReplacement({ ...base, mapSlugs: ['venue'], addressMapSlug: '-', boothMapSlug: undefined })).toBeNull();
    expect(placeholderReplacement({ ...base, mapSlugs: ['venue'], addressMapSlug: undefined, boothMapSlug: 'venue' })).toBeNull();
  });
  it('keeps the booth’s own map when it is closed (not among the listed maps) instead of replacing the address by itself', () => {
    const base = { eventSlug: 'demo', boothSlug: 'aurora' };
    expect(placeholderReplacement({ ...base, mapSlugs: ['venue'], addressMapSlug: 'roof', boothMapSlug: 'roof' })).toBeNull();
  });
});

describe('slider counts', () => {
  it('video slider: 4 and 4 on desktop, width/230 and 2 on mobile', () => {
    expect(videoSliderCounts(1440, false)).toEqual({ shown: 4, scroll: 4 });
    expect(videoSliderCounts(390, true)).toEqual({ shown: 1, scroll: 2 });
    expect(videoSliderCounts(700, true)).toEqual({ shown: 3, scroll: 2 });
    expect(videoSliderCounts(200, true)).toEqual({ shown: 1, scroll: 2 });
  });
  it('staff slider: 10 and 5 on desktop, width/110 and 3 on mobile', () => {
    expect(staffSliderCounts(1440, false)).toEqual({ shown: 10, scroll: 5 });
    expect(staffSliderCounts(390, true)).toEqual({ shown: 3, scroll: 3 });
    expect(staffSliderCounts(900, true)).toEqual({ shown: 8, scroll: 3 });
  });
});

describe('booth list query', () => {
  it('sends limit always, category and search only when set', () => {
    expect(boothListQueryParams({ limit: 10 })).toEqual({ limit: 10 });
    expect(boothListQueryParams({ limit: 20, categoryId: 3, search: '  café ' })).toEqual({ limit: 20, category_id: 3, search: 'café' });
    expect(boothListQueryParams({ limit: 999, categoryId: null, search: '   ' })).toEqual({ limit: 999 });
  });
});
