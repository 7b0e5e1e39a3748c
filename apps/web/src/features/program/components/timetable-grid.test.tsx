import { act, fireEvent, screen, within } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TimetableItem, TimetableSpace } from '@foyer/contracts';
import { defaultPreviewConfig } from '@foyer/contracts';
import { initialZoomIndex, timetableLayout, zoomLevel } from '@foyer/domain';
import { renderUi, stubFetch } from '@/app/test-utils';
import { programClock } from '../clock';
import { TimetableGrid } from './timetable-grid';

/**
 * The timetable grid's rendering work (issue 11, decision 0047): a day of many items in many spaces opens
 * drawn where it opens, a scroll renders once, and only the items near the visible minutes are drawn.
 */

const gridWidth = 1200;
const gridHeight = 400;
beforeAll(() => {
  // jsdom lays nothing out: the grid measures as a 1200 × 400 box, as in a window.
  const size = (axis: 'clientWidth' | 'clientHeight', value: number) => {
    const original = Object.getOwnPropertyDescriptor(Element.prototype, axis);
    Object.defineProperty(HTMLElement.prototype, axis, {
      configurable: true,
      get(this: HTMLElement) {
        return this.dataset.testid === 'timetable-grid' ? value : (original?.get?.call(this) ?? 0);
      },
    });
  };
  size('clientWidth', gridWidth);
  size('clientHeight', gridHeight);
});

const date = '2026-05-12';
/** 60 spaces, each with an item every 30 minutes from 10:00 to 22:00 in Amsterdam (08:00–20:00 UTC). */
function day(): TimetableSpace[] {
  let id = 1;
  return Array.from({ length: 60 }, (_, s) => {
    const items: TimetableItem[] = Array.from({ length: 24 }, (_, i) => ({
      id: id++,
      name: `Session ${s + 1}.${i + 1}`,
      start_date: new Date(Date.UTC(2026, 4, 12, 8, i * 30)).toISOString(),
      end_date: new Date(Date.UTC(2026, 4, 12, 8, i * 30 + 25)).toISOString(),
      color: null,
      sponsor: null,
      tags: [],
      isContainer: false,
      parent_id: null,
      space_id: s + 1,
      performer_ids: [],
    }));
    return { id: s + 1, name: `Room ${s + 1}`, slug: `room-${s + 1}`, type: 'presentation', location_type: 'virtual', published: true, items, containers: [] };
  });
}

const clock = programClock({ timezone: 'Europe/Amsterdam', preview_config: { ...defaultPreviewConfig } }, 'en-US', 'Europe/Amsterdam');
const zoom = zoomLevel(initialZoomIndex);
const wpm = zoom.widthPerMinute;
const header = timetableLayout.headerColumnWidth;
/** A chunk of the day across: the grid draws the items of the chunks around the visible ones. */
const chunk = 6 * timetableLayout.columnWidth;

function renderGrid(onCommit: () => void = () => undefined) {
  stubFetch((_method, path) => (path.startsWith('/api/events/demo/goodiebag/') ? { body: [] } : undefined));
  const spaces = day();
  renderUi(
    <Profiler id="grid" onRender={onCommit}>
      <TimetableGrid eventSlug="demo" date={date} spaces={spaces} zoom={zoom} clock={clock} onOpen={() => undefined} />
    </Profiler>,
  );
  return screen.getByTestId('timetable-grid');
}

/** Idle callbacks, run by the test when it says the main thread is idle (between frames). */
let idle: (IdleRequestCallback | null)[] = [];
function stubIdle() {
  idle = [];
  window.requestIdleCallback = (cb) => idle.push(cb);
  window.cancelIdleCallback = (id) => void (idle[id - 1] = null);
}
function runIdle() {
  // Each commit asks for another idle moment; a settled grid asks nothing more of it.
  for (let i = 0; i < 10 && idle.some(Boolean); i++) {
    const pending = idle;
    idle = [];
    act(() => pending.forEach((cb) => cb?.({ didTimeout: false, timeRemaining: () => 10 })));
  }
}
afterEach(() => {
  // @ts-expect-error -- jsdom has none; the grid then waits a task instead.
  delete window.requestIdleCallback;
  // @ts-expect-error -- as above
  delete window.cancelIdleCallback;
});

/**
 * The drawn items' boxes, in the grid's content coordinates: an item flows in its chunk's cell, after a
 * margin from the item before it (or the cell's edge).
 */
const drawnItems = () =>
  screen.getAllByTestId('timetable-item').map((el) => {
    let left = parseFloat((el.parentElement as HTMLElement).style.left);
    for (let sibling = el.parentElement?.firstElementChild as HTMLElement | null; sibling; sibling = sibling.nextElementSibling as HTMLElement | null) {
      left += parseFloat(sibling.style.marginLeft);
      if (sibling === el) break;
      left += parseFloat(sibling.style.width);
    }
    return { left, right: left + parseFloat(el.style.width), label: el.getAttribute('aria-label') };
  });

describe('timetable grid', () => {
  it('opens a day with its first items drawn, before any scroll event reaches it', () => {
    renderGrid();
    // One hour before the first item (10:00): the first row shows the 10:00 session without a scroll event.
    const firstRow = screen.getAllByTestId('timetable-row')[0] as HTMLElement;
    expect(within(firstRow).getByRole('button', { name: 'Session 1.1, 10:00–10:25' })).toBeTruthy();
  });

  it('puts the names of the rows drawn in one column beside them, level with their rows', () => {
    const grid = renderGrid();
    act(() => void fireEvent.scroll(grid));
    act(() => {
      grid.scrollTop = 10 * timetableLayout.rowHeight;
      fireEvent.scroll(grid);
    });
    // One column for every name (the browser composites it as one layer, not one per row).
    const column = screen.getByTestId('timetable-names');
    const names = [...column.children] as HTMLElement[];
    const rows = screen.getAllByTestId('timetable-row');
    expect(names.map((n) => n.dataset.space)).toEqual(rows.map((r) => r.dataset.space));
    expect(names.map((n) => n.textContent)).toEqual(rows.map((r) => r.getAttribute('aria-label')));
    // Level with its row: the column starts under the 28 px axis.
    expect(names.map((n) => parseFloat(n.style.top) + 28)).toEqual(rows.map((r) => parseFloat(r.style.top)));
    for (const row of rows) expect(within(row).queryByRole('link')).toBeNull();
  });

  it('draws only the items of the minutes in view and a chunk around them', () => {
    const grid = renderGrid();
    // The browser sends the scroll of the opening position; jsdom does not.
    act(() => void fireEvent.scroll(grid));
    const from = grid.scrollLeft + header;
    const until = grid.scrollLeft + gridWidth;
    const items = drawnItems();
    expect(items.length).toBeGreaterThan(0);
    // Chunks are counted from the header's edge: the window reaches at most two chunks beyond the view.
    for (const item of items) {
      expect(item.right, item.label ?? '').toBeGreaterThan(from - 2 * chunk);
      expect(item.left, item.label ?? '').toBeLessThan(until + 2 * chunk);
    }
  });

  it('renders once for a scroll that moves both the rows and the minutes in view', () => {
    let commits = 0;
    const grid = renderGrid(() => commits++);
    act(() => void fireEvent.scroll(grid));
    const before = drawnItems().map((i) => i.label);
    commits = 0;
    act(() => {
      grid.scrollTop = 20 * timetableLayout.rowHeight;
      grid.scrollLeft += 3 * 60 * wpm;
      fireEvent.scroll(grid);
    });
    expect(commits).toBe(1);
    // Both moved: rooms around 21 are drawn, from 12:00 on.
    expect(screen.getAllByTestId('timetable-row').map((r) => r.getAttribute('aria-label'))).toContain('Room 22');
    expect(drawnItems().map((i) => i.label)).not.toEqual(before);
    expect(screen.getByRole('button', { name: 'Session 22.8, 13:30–13:55' })).toBeTruthy();
  });

  it('draws nothing new in a frame that scrolls into the rows and minutes already drawn; the next idle moment draws ahead', () => {
    stubIdle();
    const grid = renderGrid();
    act(() => {
      grid.scrollTop = 5 * timetableLayout.rowHeight;
      fireEvent.scroll(grid);
    });
    runIdle();
    const rowsBefore = screen.getAllByTestId('timetable-row').map((r) => r.getAttribute('aria-label'));
    const itemsBefore = drawnItems().map((i) => i.label);
    const rightmost = Math.max(...drawnItems().map((i) => i.right));
    // One chunk across and one row down: both come from the overscan, so that frame mounts nothing.
    act(() => {
      grid.scrollLeft += chunk;
      grid.scrollTop += timetableLayout.rowHeight;
      fireEvent.scroll(grid);
    });
    expect(screen.getAllByTestId('timetable-row').map((r) => r.getAttribute('aria-label'))).toEqual(rowsBefore);
    expect(drawnItems().map((i) => i.label)).toEqual(itemsBefore);
    // Between frames the window moves on in the scroll's direction: rows further down, minutes further on.
    runIdle();
    const rowsAfter = screen.getAllByTestId('timetable-row').map((r) => r.getAttribute('aria-label'));
    expect(rowsAfter).not.toContain(rowsBefore[0]);
    expect(rowsAfter.at(-1)).not.toBe(rowsBefore.at(-1));
    expect(rowsAfter.indexOf(rowsBefore.at(-1) ?? '')).toBeLessThan(rowsAfter.length - 1);
    expect(Math.max(...drawnItems().map((i) => i.right))).toBeGreaterThan(rightmost);
    // And the names column follows its rows.
    expect([...screen.getByTestId('timetable-names').children].map((n) => n.textContent)).toEqual(rowsAfter);
  });

  it('puts a row\'s items in one cell per chunk, so a chunk entering adds a cell and leaves the drawn ones as they were', () => {
    stubIdle();
    const grid = renderGrid();
    act(() => void fireEvent.scroll(grid));
    runIdle();
    const row = () => screen.getAllByTestId('timetable-row')[0] as HTMLElement;
    const cells = () => [...row().querySelectorAll<HTMLElement>('[data-testid="timetable-cell"]')];
    const before = cells();
    expect(before.length).toBeGreaterThan(1);
    // Each cell holds the items starting in its chunk: 3 sessions every 30 minutes in 90 minutes (6 columns of 15).
    for (const cell of before.slice(1)) expect(within(cell).getAllByTestId('timetable-item').length).toBe((6 * zoom.minutesPerColumn) / 30);
    act(() => {
      grid.scrollLeft += chunk;
      fireEvent.scroll(grid);
    });
    runIdle();
    const after = cells();
    // The cells of the chunks still drawn are the same elements (not re-created, so not re-painted), and
    // the chunk ahead came in as one new cell.
    const kept = before.filter((cell) => after.includes(cell));
    expect(kept.length).toBeGreaterThanOrEqual(before.length - 2);
    expect(after.filter((cell) => !before.includes(cell)).length).toBeGreaterThanOrEqual(1);
    expect(Math.max(...after.map((c) => parseFloat(c.style.left)))).toBeGreaterThan(Math.max(...before.map((c) => parseFloat(c.style.left))));
  });

  it('draws at once what a scroll brings into view beyond the rows drawn', () => {
    stubIdle();
    const grid = renderGrid();
    act(() => void fireEvent.scroll(grid));
    runIdle();
    const lastDrawn = screen.getAllByTestId('timetable-row').at(-1)?.getAttribute('aria-label');
    // Three rows down before any idle moment: the rows now in view are drawn in that frame.
    act(() => {
      grid.scrollTop += 3 * timetableLayout.rowHeight;
      fireEvent.scroll(grid);
    });
    const rows = screen.getAllByTestId('timetable-row').map((r) => r.getAttribute('aria-label'));
    const lastVisible = Math.ceil((grid.scrollTop + gridHeight - 28) / timetableLayout.rowHeight);
    expect(rows).toContain(`Room ${lastVisible}`);
    expect(rows.indexOf(lastDrawn ?? '')).toBeLessThan(rows.length - 1);
  });
});
