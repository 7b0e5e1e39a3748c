import { describe, expect, it, vi } from 'vitest';
import type { MapArea } from '@foyer/contracts';
import { areaAction, CLOSED_SPACE_NOTICE_MS } from './area-action';
import { areasFor, boundingBox, fitContain, pointPercent, scaleBox, toSvgShape } from './geometry';
import { mobileHint, mobileHintKey } from './mobile-hint';
import { MAX_POPOVER_ITEMS, popupSize, previewEntries } from './popup-size';
import { placePopup } from './components/area-popup';

const area = (over: Partial<MapArea> = {}): MapArea => ({
  id: 1, shape: 'rect', coords: [10, 20, 110, 70], space: 5, space_type: 'cinema', space_name: 'Cinema', space_slug: 'cinema',
  has_program: true, published: true, for_mobile: true, widget: null, widget_link: null, embedded_url: null, name: 'Cinema', x: 60, y: 45,
  ...over,
});

describe('fitting the map image', () => {
  it('keeps the aspect ratio and letterboxes the rest', () => {
    expect(fitContain(1600, 1000, 800, 800)).toEqual({ scale: 0.5, width: 800, height: 500, left: 0, top: 150 });
    expect(fitContain(1600, 1000, 1600, 500)).toEqual({ scale: 0.5, width: 800, height: 500, left: 400, top: 0 });
  });
  it('draws nothing in an empty box', () => expect(fitContain(1600, 1000, 0, 600).scale).toBe(0));
  it('scales an area box with the image', () => {
    const fit = fitContain(1600, 1000, 800, 800);
    expect(scaleBox({ x: 100, y: 100, width: 200, height: 50 }, fit)).toEqual({ x: 50, y: 200, width: 100, height: 25 });
  });
});

describe('area shapes', () => {
  it('reads rect corners in any order', () => {
    expect(toSvgShape('rect', [110, 70, 10, 20])).toEqual({ kind: 'rect', x: 10, y: 20, width: 100, height: 50 });
  });
  it('reads circles and polygons', () => {
    expect(toSvgShape('circle', [5, 6, 7])).toEqual({ kind: 'circle', cx: 5, cy: 6, r: 7 });
    expect(toSvgShape('poly', [0, 0, 10, 0, 10, 10])).toEqual({ kind: 'polygon', points: '0,0 10,0 10,10' });
  });
  it('refuses coordinates that draw nothing', () => {
    expect(toSvgShape('poly', [0, 0, 1, 1])).toBeNull();
    expect(toSvgShape('circle', [1, 1, 0])).toBeNull();
    expect(toSvgShape('rect', [1, Number.NaN, 2, 2])).toBeNull();
  });
  it('boxes every shape', () => {
    expect(boundingBox('circle', [50, 50, 10])).toEqual({ x: 40, y: 40, width: 20, height: 20 });
    expect(boundingBox('poly', [0, 10, 30, 0, 20, 40])).toEqual({ x: 0, y: 0, width: 30, height: 40 });
  });
  it('keeps only for_mobile areas on mobile, all on desktop', () => {
    const items = [area({ id: 1 }), area({ id: 2, for_mobile: false })];
    expect(areasFor(items, true).map((a) => a.id)).toEqual([1]);
    expect(areasFor(items, false).map((a) => a.id)).toEqual([1, 2]);
  });
  it('places mobile points as a share of the image', () => {
    expect(pointPercent({ x: 800, y: 250 }, 1600, 1000)).toEqual({ left: 50, top: 25 });
    expect(pointPercent({ x: 2000, y: -5 }, 1600, 1000)).toEqual({ left: 100, top: 0 });
  });
});

describe('popup size', () => {
  it('is 350 wide with a program and 38 + 63 per entry, at most five', () => {
    expect(popupSize(area(), 2)).toEqual({ width: 350, height: 38 + 2 * 63 });
    expect(popupSize(area(), 9)).toEqual({ width: 350, height: 38 + MAX_POPOVER_ITEMS * 63 });
  });
  it('is 200 wide without a program and 260 for a widget', () => {
    expect(popupSize(area({ has_program: false }), 0)).toEqual({ width: 200, height: 38 });
    expect(popupSize(area({ widget: 'reception', space: null }), 0)).toEqual({ width: 260, height: 38 });
  });
  it('shows no entries for a closed space', () => {
    expect(popupSize(area({ published: false }), 3)).toEqual({ width: 200, height: 38 });
  });
  it('lists containers and items soonest first, five at most', () => {
    const entry = (id: number, start: string, type: 'item' | 'container' = 'item') => ({
      id, type, space_id: 5, parent_id: null, name: `e${id}`, description: '', start_date: start, end_date: start, color: null, tags: [], sponsor_id: null,
    });
    const preview = {
      id: 5, name: 'Cinema',
      items: [entry(1, '2026-01-01T10:00:00Z'), entry(2, '2026-01-01T08:00:00Z'), entry(3, '2026-01-01T11:00:00Z'), entry(4, '2026-01-01T12:00:00Z'), entry(5, '2026-01-01T13:00:00Z')],
      containers: [entry(9, '2026-01-01T07:00:00Z', 'container')],
    };
    expect(previewEntries(preview).map((e) => e.id)).toEqual([9, 2, 1, 3, 4]);
  });
  it('sits beside the area and inside the stage', () => {
    expect(placePopup({ x: 100, y: 100, width: 50, height: 50 }, { width: 200, height: 100 }, { width: 1000, height: 800 })).toEqual({ left: 162, top: 75 });
    expect(placePopup({ x: 900, y: 0, width: 50, height: 20 }, { width: 200, height: 100 }, { width: 1000, height: 800 })).toEqual({ left: 688, top: 8 });
  });
});

describe('clicking an area', () => {
  it('opens a published space at its address; a booth in the booth browser of this map', () => {
    expect(areaAction('demo', 'venue', area())).toEqual({ kind: 'space', path: '/demo/cinema/cinema/' });
    expect(areaAction('demo', 'venue', area({ space_type: 'booth', space_slug: 'prism-lab' }))).toEqual({
      kind: 'space',
      path: '/demo/map/venue/booth/prism-lab',
    });
  });
  it('only says a closed space is closed, for 2000 ms', () => {
    expect(areaAction('demo', 'venue', area({ published: false }))).toEqual({ kind: 'closed' });
    expect(CLOSED_SPACE_NOTICE_MS).toBe(2000);
  });
  it('runs a widget', () => expect(areaAction('demo', 'venue', area({ space: null, widget: 'reception' }))).toEqual({ kind: 'widget' }));
});

describe('mobile hint flag', () => {
  it('is remembered under {eventSlug}__mobile_hint', () => {
    localStorage.clear();
    expect(mobileHintKey('demo')).toBe('demo__mobile_hint');
    expect(mobileHint.seen('demo')).toBe(false);
    mobileHint.dismiss('demo');
    expect(mobileHint.seen('demo')).toBe(true);
    expect(localStorage.getItem('demo__mobile_hint')).not.toBeNull();
    expect(mobileHint.seen('other')).toBe(false);
  });
  it('survives storage that throws', () => {
    const spy = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    expect(mobileHint.seen('demo')).toBe(false);
    spy.mockRestore();
  });
});
