import { Tooltip } from '@mantine/core';
import { IconLock, IconStarFilled } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TimetableItem, TimetableSpace } from '@foyer/contracts';
import { dateIn, dayMinutes, minutesIntoDay, spacePath, timetableLayout, type ZoomLevel } from '@foyer/domain';
import { favouriteEntriesQuery } from '@/features/goodiebag';
import { useIsMobile } from '@/shared/ui/layout';
import { UserText } from '@/shared/ui/user-text';
import type { ProgramClock } from '../clock';
import { useNow } from '../use-now';
import { sameWindow, whenIdle, windowAhead, windowToDraw, type IndexWindow, type Motion } from './drawn-window';
import { observeSharedOffset } from './shared-scroll';
import classes from './timetable.module.css';

const axisHeight = 28;
const { rowHeight, columnWidth } = timetableLayout;
/** Phones keep more of their width for the times: the space names get 120 px instead of 240. */
const phoneHeaderWidth = 120;
/**
 * Across, the day is virtualised in chunks of 6 columns (240 px): the grid re-renders when a chunk enters or
 * leaves the window, not at every column, and a row's items are those of the chunks in the window.
 */
const chunkColumns = 6;
const chunkWidth = chunkColumns * columnWidth;
const estimateRow = () => rowHeight;
const estimateChunk = () => chunkWidth;
/** Rows and chunks drawn beyond those in view: on each side, and in the direction of the scroll. */
const overscan = 1;
const ahead = 2;

/** An item placed on the day: minutes into the day (clamped to it) and its instants, computed once per day shown. */
interface Placed {
  item: TimetableItem;
  start: number;
  end: number;
  startMs: number;
  endMs: number;
}
interface Row {
  space: TimetableSpace;
  items: Placed[];
  containers: Placed[];
}
interface Labels {
  closed: string;
  live: string;
}

/** Labels every this many columns, so they never crowd: half hours at 30 and 15, quarters at 5, 5 minutes at 1. */
const labelEvery: Record<number, number> = { 30: 1, 15: 2, 5: 3, 1: 5 };

function place(entries: TimetableItem[], minuteOf: (instant: number) => number): Placed[] {
  return entries
    .map((item) => {
      const startMs = Date.parse(item.start_date);
      const endMs = Date.parse(item.end_date);
      return { item, startMs, endMs, start: minuteOf(startMs), end: minuteOf(endMs) };
    })
    .filter((p) => p.end > p.start)
    .sort((a, b) => a.start - b.start);
}

/** A function of a number that computes each key's value once (Intl formatting is slow). */
function oncePerKey(compute: (key: number) => string): (key: number) => string {
  const cache = new Map<number, string>();
  return (key) => {
    let value = cache.get(key);
    if (value === undefined) cache.set(key, (value = compute(key)));
    return value;
  };
}

const indexesOf = (w: IndexWindow | null) => (w ? Array.from({ length: w.end - w.start + 1 }, (_, i) => w.start + i) : []);

/** Where a day opens: one hour before its first item; a phone, which shows less than two hours, a third of its width. */
function openingScrollLeft(firstMinute: number, viewportWidth: number, headerWidth: number, wpm: number): number {
  const visibleMinutes = (viewportWidth - headerWidth) / wpm;
  const lead = visibleMinutes >= 120 ? 60 : Math.max(0, visibleMinutes / 3);
  return Math.max(0, (firstMinute - lead) * wpm);
}

/**
 * The timetable's grid: a row of 65 px per space under a sticky time axis, the space names in a sticky
 * 240 px column. Rows and the day's width (in chunks) are virtualised, and only the items inside the
 * chunks in the window of a visible row are drawn, so a day of 2,000 items in 60 spaces scrolls smoothly.
 * This part prepares the day once per data load; `GridBody` re-renders as the grid scrolls.
 */
export function TimetableGrid({ eventSlug, date, spaces, zoom, clock, onOpen }: {
  eventSlug: string;
  date: string;
  spaces: TimetableSpace[];
  zoom: ZoomLevel;
  clock: ProgramClock;
  onOpen: (itemId: number) => void;
}) {
  const { t } = useTranslation();
  const labels = useMemo<Labels>(() => ({ closed: t('program.space_closed'), live: t('program.live_now') }), [t]);
  const now = useNow();
  const headerColumnWidth = useIsMobile() ? phoneHeaderWidth : timetableLayout.headerColumnWidth;
  const rows = useMemo<Row[]>(() => {
    const minuteOf = dayMinutes(date, clock.timeZone);
    return spaces.map((space) => ({ space, items: place(space.items, minuteOf), containers: place(space.containers, minuteOf) }));
  }, [spaces, date, clock]);
  const firstMinute = useMemo(() => {
    const first = Math.min(...rows.map((r) => Math.min(r.items[0]?.start ?? Infinity, r.containers[0]?.start ?? Infinity)));
    return Number.isFinite(first) ? first : null;
  }, [rows]);
  const entries = useQuery(favouriteEntriesQuery(eventSlug)).data;
  const favourites = useMemo(() => new Set(entries?.filter((e) => e.item_type === 'show').map((e) => e.item_id)), [entries]);
  const nowMinute = useMemo(() => (dateIn(now, clock.timeZone) === date ? minutesIntoDay(now, date, clock.timeZone) : null), [now, date, clock]);
  // The axis' labels and the items' times, each minute formatted once (items share their starts and ends).
  const minuteLabel = useMemo(() => oncePerKey((minute) => clock.minuteOfDay(minute)), [clock]);
  const itemTime = useMemo(() => {
    const timeAt = oncePerKey((minute) => clock.time(minute * 60_000));
    return (p: Placed) => `${timeAt(Math.floor(p.startMs / 60_000))}–${timeAt(Math.floor(p.endMs / 60_000))}`;
  }, [clock]);

  return (
    <GridBody
      eventSlug={eventSlug}
      date={date}
      rows={rows}
      firstMinute={firstMinute}
      zoom={zoom}
      headerColumnWidth={headerColumnWidth}
      now={now}
      nowMinute={nowMinute}
      favourites={favourites}
      labels={labels}
      minuteLabel={minuteLabel}
      itemTime={itemTime}
      onOpen={onOpen}
    />
  );
}

const GridBody = memo(function GridBody({ eventSlug, date, rows, firstMinute, zoom, headerColumnWidth, now, nowMinute, favourites, labels, minuteLabel, itemTime, onOpen }: {
  eventSlug: string;
  date: string;
  rows: Row[];
  firstMinute: number | null;
  zoom: ZoomLevel;
  headerColumnWidth: number;
  now: number;
  nowMinute: number | null;
  favourites: Set<number>;
  labels: Labels;
  minuteLabel: (minute: number) => string;
  itemTime: (p: Placed) => string;
  onOpen: (itemId: number) => void;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const wpm = zoom.widthPerMinute;
  const width = headerColumnWidth + timetableLayout.minutesPerDay * wpm;
  // Until the grid is measured it is taken as the footer's box in this window (full width, 42 % of the
  // height), and a day is drawn where it opens: the first frame already shows the right rows and items.
  const [initial] = useState(() => {
    const rect = { width: window.innerWidth, height: Math.round(window.innerHeight * 0.42) };
    return { rect, left: firstMinute === null ? 0 : openingScrollLeft(firstMinute, rect.width, headerColumnWidth, wpm) };
  });

  const chunkCount = zoom.columns / chunkColumns;
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualiser's functions are read during render on purpose
  const rowV = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: estimateRow,
    overscan: 0,
    paddingStart: axisHeight,
    initialRect: initial.rect,
    observeElementOffset: observeSharedOffset,
    useFlushSync: false,
  });
  const chunkV = useVirtualizer({
    horizontal: true,
    observeElementOffset: observeSharedOffset,
    useFlushSync: false,
    count: chunkCount,
    getScrollElement: () => scroller.current,
    estimateSize: estimateChunk,
    overscan: 0,
    paddingStart: headerColumnWidth,
    initialRect: initial.rect,
    initialOffset: initial.left,
  });
  // The rows and chunks drawn: those in view and `overscan` more on each side. A scroll draws at once only
  // what it brings into view undrawn; a scroll into the overscan changes nothing in its frame, and the
  // window moves on when the main thread is next idle, between frames: the new row's or chunk's items
  // mount and are laid out there, not in a scroll frame (decision 0057).
  const [drawn, setDrawn] = useState<{ rows: IndexWindow | null; chunks: IndexWindow | null; chunkCount: number }>({ rows: null, chunks: null, chunkCount });
  const rowWindow = windowToDraw(drawn.rows, rowV.calculateRange(), overscan, rows.length);
  const chunkWindow = windowToDraw(drawn.chunkCount === chunkCount ? drawn.chunks : null, chunkV.calculateRange(), overscan, chunkCount);
  const motion = useRef<{ rows: Motion; chunks: Motion }>({ rows: { visible: null, direction: 0 }, chunks: { visible: null, direction: 0 } });
  // One request at a time, kept across renders: re-requesting at each commit would restart its timeout,
  // and on a page with no idle moment the window would never move on. It reads the latest render's state.
  const latest = useRef({ drawn, rowCount: rows.length, chunkCount });
  const idleRequest = useRef<(() => void) | null>(null);
  useEffect(() => {
    latest.current = { drawn, rowCount: rows.length, chunkCount };
    idleRequest.current ??= whenIdle(() => {
      idleRequest.current = null;
      const { drawn: before, rowCount, chunkCount: chunksNow } = latest.current;
      const next = {
        rows: windowAhead(rowV.calculateRange(), motion.current.rows, overscan, ahead, rowCount),
        chunks: windowAhead(chunkV.calculateRange(), motion.current.chunks, overscan, ahead, chunksNow),
        chunkCount: chunksNow,
      };
      const rowsMove = !sameWindow(next.rows, before.rows);
      const chunksMove = !sameWindow(next.chunks, before.chunks) || next.chunkCount !== before.chunkCount;
      if (!rowsMove && !chunksMove) return;
      // One axis at a time: what mounts is painted in the next frame, and that frame paints half as much.
      flushSync(() => setDrawn(rowsMove && chunksMove ? { ...next, chunks: before.chunks, chunkCount: before.chunkCount } : next));
      // Style and layout of what mounted, now rather than in the next frame.
      scroller.current?.getBoundingClientRect();
    });
  });
  useEffect(
    () => () => {
      idleRequest.current?.();
      idleRequest.current = null;
    },
    [],
  );
  const rowIndexes = indexesOf(rowWindow);
  const chunkIndexes = indexesOf(chunkWindow);
  const minutesPerChunk = chunkColumns * zoom.minutesPerColumn;

  // A new day opens one hour before its first item.
  const scrolledFor = useRef<string | null>(null);
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el || scrolledFor.current === date || firstMinute === null) return;
    scrolledFor.current = date;
    el.scrollLeft = openingScrollLeft(firstMinute, el.clientWidth, headerColumnWidth, wpm);
  }, [date, firstMinute, wpm, headerColumnWidth]);

  // Zooming keeps the minute at the left edge in place.
  const previousWpm = useRef(wpm);
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el || previousWpm.current === wpm) return;
    el.scrollLeft = (el.scrollLeft / previousWpm.current) * wpm;
    previousWpm.current = wpm;
  }, [wpm]);

  // One tooltip for the closed spaces' names, shown after the pointer rests on one (or it has the focus).
  const [closedTarget, setClosedTarget] = useState<HTMLElement | null>(null);
  const tooltipTimer = useRef<number | undefined>(undefined);
  const onClosedHover = useCallback((el: HTMLElement | null) => {
    window.clearTimeout(tooltipTimer.current);
    if (el) tooltipTimer.current = window.setTimeout(() => setClosedTarget(el), timetableLayout.tooltipDelayMs);
    else setClosedTarget(null);
  }, []);
  useEffect(() => () => window.clearTimeout(tooltipTimer.current), []);

  const every = labelEvery[zoom.minutesPerColumn] ?? 1;
  const totalHeight = rowV.getTotalSize();

  return (
    <div ref={scroller} className={classes.grid} style={{ height: Math.min(axisHeight + rows.length * rowHeight + 12, 9999) }} data-testid="timetable-grid" data-zoom={zoom.minutesPerColumn}>
      <div style={{ width, height: totalHeight, position: 'relative' }}>
        {/* The columns' lines are the axis' one background, starting at the day's first column. */}
        <div className={classes.axis} style={{ width, height: axisHeight, backgroundPositionX: headerColumnWidth, backgroundSize: `${columnWidth}px 100%` }} aria-hidden>
          <div className={classes.corner} style={{ width: headerColumnWidth }} />
          {chunkIndexes.map((index) => (
            <AxisChunk key={index} index={index} left={headerColumnWidth + index * chunkWidth} minutesPerColumn={zoom.minutesPerColumn} every={every} minuteLabel={minuteLabel} />
          ))}
        </div>
        {/* The space names: one sticky column (one layer) holding the names of the rows drawn. */}
        <div className={classes.names} style={{ width: headerColumnWidth, height: totalHeight - axisHeight }} data-testid="timetable-names">
          {rowIndexes.map((index) => {
            const row = rows[index];
            return row ? <SpaceHeader key={row.space.id} space={row.space} top={index * rowHeight} eventSlug={eventSlug} closedLabel={labels.closed} onClosedHover={onClosedHover} /> : null;
          })}
        </div>
        {rowIndexes.map((index) => {
          const row = rows[index];
          if (!row) return null;
          return (
            <SpaceRow
              key={row.space.id}
              row={row}
              top={axisHeight + index * rowHeight}
              width={width}
              wpm={wpm}
              firstChunk={chunkWindow?.start ?? 0}
              lastChunk={chunkWindow?.end ?? -1}
              minutesPerChunk={minutesPerChunk}
              headerWidth={headerColumnWidth}
              now={now}
              favourites={favourites}
              labels={labels}
              itemTime={itemTime}
              onOpen={onOpen}
            />
          );
        })}
        {closedTarget ? <Tooltip label={labels.closed} target={closedTarget} opened withArrow /> : null}
        {nowMinute !== null ? (
          <div className={classes.now} style={{ left: headerColumnWidth + nowMinute * wpm, top: axisHeight - 6, height: totalHeight - axisHeight + 6 }} data-testid="timetable-now" aria-hidden />
        ) : null}
      </div>
    </div>
  );
});

/**
 * A chunk's labels of the time axis, placed in the axis itself (its background draws the columns' lines):
 * no box per chunk, so a chunk entering adds only its labels to paint.
 */
const AxisChunk = memo(function AxisChunk({ index, left, minutesPerColumn, every, minuteLabel }: {
  index: number;
  left: number;
  minutesPerColumn: number;
  every: number;
  minuteLabel: (minute: number) => string;
}) {
  const labels = [];
  for (let column = index * chunkColumns; column < (index + 1) * chunkColumns; column++) {
    if (column % every !== 0) continue;
    // 4 px right of the column's 1 px line.
    labels.push(
      <span key={column} className={classes.tickLabel} style={{ left: left + (column - index * chunkColumns) * columnWidth + 5 }}>
        {minuteLabel(column * minutesPerColumn)}
      </span>,
    );
  }
  return labels;
});

/** A row's items grouped by the chunk they start in, and those running into each chunk from before it (per zoom). */
interface RowChunks {
  starting: Placed[][];
  carried: Placed[][];
}
const rowChunks = new WeakMap<Row, Map<number, RowChunks>>();
const noItems: Placed[] = [];
function chunksOf(row: Row, minutesPerChunk: number): RowChunks {
  let byZoom = rowChunks.get(row);
  if (!byZoom) rowChunks.set(row, (byZoom = new Map()));
  let chunks = byZoom.get(minutesPerChunk);
  if (!chunks) {
    chunks = { starting: [], carried: [] };
    for (const p of row.items) {
      const first = Math.floor(p.start / minutesPerChunk);
      (chunks.starting[first] ??= []).push(p);
      for (let c = first + 1; c * minutesPerChunk < p.end; c++) (chunks.carried[c] ??= []).push(p);
    }
    byZoom.set(minutesPerChunk, chunks);
  }
  return chunks;
}

/** What a row passes on to its cells as it is: the scale, where the day starts, and what every item reads. */
interface ItemsShared {
  wpm: number;
  headerWidth: number;
  now: number;
  favourites: Set<number>;
  labels: Labels;
  itemTime: (p: Placed) => string;
  onOpen: (itemId: number) => void;
}

/**
 * A space's items (its name is in the names column): a group named after the space, its items in one
 * contained cell per chunk of the window (decision 0060).
 */
const SpaceRow = memo(function SpaceRow({ row, top, width, firstChunk, lastChunk, minutesPerChunk, ...shared }: ItemsShared & {
  row: Row;
  top: number;
  width: number;
  firstChunk: number;
  lastChunk: number;
  minutesPerChunk: number;
}) {
  const { space } = row;
  const { wpm, headerWidth } = shared;
  const fromMinute = firstChunk * minutesPerChunk;
  const untilMinute = (lastChunk + 1) * minutesPerChunk;
  const byChunk = chunksOf(row, minutesPerChunk);
  return (
    <div className={classes.row} style={{ top, width, height: rowHeight }} role="group" aria-label={space.name} data-testid="timetable-row" data-space={space.id}>
      {row.containers.filter((p) => p.end > fromMinute && p.start < untilMinute).map((p) => (
        <div key={`c${p.item.id}`} className={classes.container} style={{ left: headerWidth + p.start * wpm, width: (p.end - p.start) * wpm, borderColor: p.item.color ?? undefined }} title={p.item.name}>
          <span className={classes.containerName}><UserText>{p.item.name}</UserText></span>
        </div>
      ))}
      {indexesOf(lastChunk >= firstChunk ? { start: firstChunk, end: lastChunk } : null).map((chunk) => {
        const starting = byChunk.starting[chunk] ?? noItems;
        // The first chunk drawn also holds the items that began before it and run into it.
        const carried = chunk === firstChunk ? (byChunk.carried[chunk] ?? noItems) : noItems;
        if (starting.length === 0 && carried.length === 0) return null;
        return <ChunkCell key={chunk} left={headerWidth + chunk * minutesPerChunk * wpm} carried={carried} starting={starting} {...shared} />;
      })}
    </div>
  );
});

/** Room kept around a cell's items for their focus ring (2 px, 1 px away) and hover shadow. */
const cellMargin = 4;

/**
 * The items of one row that start in one chunk: one contained box (its own stacking context, as wide as
 * its items), so a chunk mounting in a row is painted alone and the row's other cells are replayed from
 * the paint cache. The items flow in it, each after a margin from the one before (negative where they
 * overlap): they are no stacking contexts or clips of their own, which the browser would walk and
 * layerise in every frame that paints (decision 0060). Pointer events pass its margins to the cell below.
 */
const ChunkCell = memo(function ChunkCell({ left, carried, starting, wpm, headerWidth, now, favourites, labels, itemTime, onOpen }: ItemsShared & {
  left: number;
  carried: Placed[];
  starting: Placed[];
}) {
  const all = carried.length ? [...carried, ...starting] : starting;
  const leftOf = (p: Placed) => headerWidth + p.start * wpm;
  const widthOf = (p: Placed) => Math.max(4, (p.end - p.start) * wpm - 2);
  const from = Math.min(left, ...all.map(leftOf)) - cellMargin;
  const until = Math.max(...all.map((p) => leftOf(p) + widthOf(p))) + cellMargin;
  // Each item flows after the one before it: its margin is the distance from that one's right edge.
  const rightOf = (i: number) => {
    const before = all[i - 1];
    return before ? leftOf(before) + widthOf(before) : from;
  };
  const blocks = all.map((p, i) => (
    <ItemBlock
      key={p.item.id}
      placed={p}
      gap={leftOf(p) - rightOf(i)}
      width={widthOf(p)}
      live={p.startMs <= now && now < p.endMs}
      favourite={favourites.has(p.item.id)}
      time={itemTime(p)}
      liveLabel={labels.live}
      onOpen={onOpen}
    />
  ));
  return (
    <div className={classes.cell} style={{ left: from, width: until - from }} data-testid="timetable-cell">
      {blocks}
    </div>
  );
});

/** One item: a button with its name (live mark, star) and time. Re-renders only when one of these changes. */
const ItemBlock = memo(function ItemBlock({ placed, gap, width, live, favourite, time, liveLabel, onOpen }: {
  placed: Placed;
  /** From the end of the item before it in its cell (or the cell's edge). */
  gap: number;
  width: number;
  live: boolean;
  favourite: boolean;
  time: string;
  liveLabel: string;
  onOpen: (itemId: number) => void;
}) {
  const { item } = placed;
  return (
    <button
      type="button"
      className={classes.item}
      style={{ marginLeft: gap, width, borderLeftColor: item.color ?? undefined }}
      onClick={() => onOpen(item.id)}
      aria-label={`${item.name}, ${time}${live ? `, ${liveLabel}` : ''}`}
      data-testid="timetable-item"
      data-item={item.id}
    >
      <span className={classes.itemName}>
        {live ? <span className={classes.live}>{liveLabel}</span> : null}
        {favourite ? <IconStarFilled size={11} className={classes.star} aria-hidden /> : null}
        <UserText>{item.name}</UserText>
      </span>
      <span className={classes.itemTime}>{time}</span>
    </button>
  );
});

/** A row's space name: a link to the space, or (closed) a disabled name that shows the closed tooltip. */
const SpaceHeader = memo(function SpaceHeader({ space, top, eventSlug, closedLabel, onClosedHover }: {
  space: TimetableSpace;
  top: number;
  eventSlug: string;
  closedLabel: string;
  onClosedHover: (el: HTMLElement | null) => void;
}) {
  return (
    <div className={classes.header} style={{ top, height: rowHeight }} data-space={space.id}>
      {space.published ? (
        <Link to={spacePath(eventSlug, space)} className={`${classes.spaceName} ${classes.spaceLink}`}>
          <UserText>{space.name}</UserText>
        </Link>
      ) : (
        <span
          className={`${classes.spaceName} ${classes.closedName}`}
          aria-disabled="true"
          tabIndex={0}
          data-testid="timetable-closed-space"
          onMouseEnter={(e) => onClosedHover(e.currentTarget)}
          onMouseLeave={() => onClosedHover(null)}
          onFocus={(e) => onClosedHover(e.currentTarget)}
          onBlur={() => onClosedHover(null)}
        >
          <IconLock size={12} aria-label={closedLabel} /> <UserText>{space.name}</UserText>
        </span>
      )}
    </div>
  );
});
