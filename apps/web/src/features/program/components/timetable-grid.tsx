import { Anchor, Text, Tooltip } from '@mantine/core';
import { IconLock, IconStarFilled } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useLayoutEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TimetableItem, TimetableSpace } from '@foyer/contracts';
import { dateIn, dayMinutes, isLive, minutesIntoDay, spacePath, timetableLayout, type ZoomLevel } from '@foyer/domain';
import { favouriteEntriesQuery } from '@/features/goodiebag/api';
import { useIsMobile } from '@/shared/ui/layout';
import { UserText } from '@/shared/ui/user-text';
import type { ProgramClock } from '../clock';
import { useNow } from '../use-now';
import classes from './timetable.module.css';

const axisHeight = 28;
/** Until the grid is measured (and where nothing is: tests), it is taken as a common window's size. */
const initialRect = { width: 1200, height: 400 };
const { rowHeight, columnWidth } = timetableLayout;
/** Phones keep more of their width for the times: the space names get 120 px instead of 240. */
const phoneHeaderWidth = 120;

interface Placed {
  item: TimetableItem;
  start: number;
  end: number;
  /** '10:00–11:00', formatted once per day shown. */
  time: string;
}
interface Row {
  space: TimetableSpace;
  items: Placed[];
  containers: Placed[];
}

/** Labels every this many columns, so they never crowd: half hours at 30 and 15, quarters at 5, 5 minutes at 1. */
const labelEvery: Record<number, number> = { 30: 1, 15: 2, 5: 3, 1: 5 };

function place(entries: TimetableItem[], minuteOf: (instant: string) => number, clock: ProgramClock): Placed[] {
  return entries
    .map((item) => ({ item, start: minuteOf(item.start_date), end: minuteOf(item.end_date), time: clock.range(item.start_date, item.end_date) }))
    .filter((p) => p.end > p.start)
    .sort((a, b) => a.start - b.start);
}

/**
 * The timetable's grid: a row of 65 px per space under a sticky time axis, the space names in a sticky
 * 240 px column. Rows and the columns of the axis are virtualised, and only the items inside the visible
 * minutes of a visible row are drawn, so a day of 2,000 items in 60 spaces scrolls smoothly.
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
  const scroller = useRef<HTMLDivElement>(null);
  const now = useNow();
  const headerColumnWidth = useIsMobile() ? phoneHeaderWidth : timetableLayout.headerColumnWidth;
  const rows = useMemo<Row[]>(() => {
    const minuteOf = dayMinutes(date, clock.timeZone);
    return spaces.map((space) => ({ space, items: place(space.items, minuteOf, clock), containers: place(space.containers, minuteOf, clock) }));
  }, [spaces, date, clock]);
  const entries = useQuery(favouriteEntriesQuery(eventSlug)).data;
  const favourites = useMemo(() => new Set(entries?.filter((e) => e.item_type === 'show').map((e) => e.item_id)), [entries]);
  const wpm = zoom.widthPerMinute;
  const width = headerColumnWidth + timetableLayout.minutesPerDay * wpm;

  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualiser's functions are read during render on purpose
  const rowV = useVirtualizer({ count: rows.length, getScrollElement: () => scroller.current, estimateSize: () => rowHeight, overscan: 3, paddingStart: axisHeight, initialRect });
  const colV = useVirtualizer({ horizontal: true, count: zoom.columns, getScrollElement: () => scroller.current, estimateSize: () => columnWidth, overscan: 4, paddingStart: headerColumnWidth, initialRect });
  const cols = colV.getVirtualItems();
  const firstCol = cols[0]?.index ?? 0;
  const lastCol = cols.at(-1)?.index ?? 0;
  // Rows draw the items of a window around the visible minutes, moved in steps of a window's width: while
  // scrolling, rows re-render only when a step is crossed, not on every frame.
  const step = Math.max(60, Math.ceil((lastCol - firstCol + 1) * zoom.minutesPerColumn));
  const fromMinute = Math.floor((firstCol * zoom.minutesPerColumn) / step) * step - step;
  const untilMinute = fromMinute + 3 * step;

  // A new day opens one hour before its first item.
  const scrolledFor = useRef<string | null>(null);
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el || scrolledFor.current === date) return;
    const first = Math.min(...rows.map((r) => r.items[0]?.start ?? Infinity), ...rows.map((r) => r.containers[0]?.start ?? Infinity));
    if (!Number.isFinite(first)) return;
    scrolledFor.current = date;
    // One hour before it; a phone, which shows less than two hours, keeps a third of its width before it.
    const visibleMinutes = (el.clientWidth - headerColumnWidth) / wpm;
    const lead = visibleMinutes >= 120 ? 60 : Math.max(0, visibleMinutes / 3);
    el.scrollLeft = Math.max(0, (first - lead) * wpm);
  }, [date, rows, wpm, headerColumnWidth]);

  // Zooming keeps the minute at the left edge in place.
  const previousWpm = useRef(wpm);
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el || previousWpm.current === wpm) return;
    el.scrollLeft = (el.scrollLeft / previousWpm.current) * wpm;
    previousWpm.current = wpm;
    colV.measure();
  }, [wpm, colV]);

  const today = dateIn(now, clock.timeZone) === date;
  const nowMinute = today ? minutesIntoDay(now, date, clock.timeZone) : null;
  const every = labelEvery[zoom.minutesPerColumn] ?? 1;

  return (
    <div ref={scroller} className={classes.grid} style={{ height: Math.min(axisHeight + rows.length * rowHeight + 12, 9999) }} data-testid="timetable-grid" data-zoom={zoom.minutesPerColumn}>
      <div style={{ width, height: rowV.getTotalSize(), position: 'relative' }}>
        <div className={classes.axis} style={{ width, height: axisHeight }} aria-hidden>
          <div className={classes.corner} style={{ width: headerColumnWidth }} />
          {cols.map((c) => {
            const minute = c.index * zoom.minutesPerColumn;
            return (
              <div key={c.key} className={classes.tick} style={{ left: c.start, width: columnWidth }}>
                {c.index % every === 0 ? <span className={classes.tickLabel}>{clock.minuteOfDay(minute)}</span> : null}
              </div>
            );
          })}
        </div>
        {rowV.getVirtualItems().map((vr) => {
          const row = rows[vr.index];
          if (!row) return null;
          return (
            <SpaceRow
              key={row.space.id}
              row={row}
              top={vr.start}
              width={width}
              wpm={wpm}
              fromMinute={fromMinute}
              untilMinute={untilMinute}
              eventSlug={eventSlug}
              headerWidth={headerColumnWidth}
              now={now}
              favourites={favourites}
              onOpen={onOpen}
              closedLabel={t('program.space_closed')}
              liveLabel={t('program.live_now')}
            />
          );
        })}
        {nowMinute !== null ? (
          <div className={classes.now} style={{ left: headerColumnWidth + nowMinute * wpm, top: axisHeight - 6, height: rowV.getTotalSize() - axisHeight + 6 }} data-testid="timetable-now" aria-hidden />
        ) : null}
      </div>
    </div>
  );
}

const SpaceRow = memo(function SpaceRow({ row, top, width, wpm, fromMinute, untilMinute, eventSlug, headerWidth, now, favourites, onOpen, closedLabel, liveLabel }: {
  row: Row;
  top: number;
  width: number;
  wpm: number;
  fromMinute: number;
  untilMinute: number;
  eventSlug: string;
  headerWidth: number;
  now: number;
  favourites: Set<number> | undefined;
  onOpen: (itemId: number) => void;
  closedLabel: string;
  liveLabel: string;
}) {
  const { space } = row;
  const visible = (p: Placed) => p.end > fromMinute && p.start < untilMinute;
  return (
    <div className={classes.row} style={{ top, width, height: rowHeight }} role="group" aria-label={space.name} data-testid="timetable-row" data-space={space.id}>
      <SpaceHeader space={space} eventSlug={eventSlug} closedLabel={closedLabel} width={headerWidth} />
      {row.containers.filter(visible).map((p) => (
        <div key={`c${p.item.id}`} className={classes.container} style={{ left: headerWidth + p.start * wpm, width: (p.end - p.start) * wpm, borderColor: p.item.color ?? undefined }} title={p.item.name}>
          <span className={classes.containerName}><UserText>{p.item.name}</UserText></span>
        </div>
      ))}
      {row.items.filter(visible).map((p) => {
        const live = isLive(p.item, now);
        const { time } = p;
        return (
          <button
            key={p.item.id}
            type="button"
            className={classes.item}
            style={{ left: headerWidth + p.start * wpm, width: Math.max(4, (p.end - p.start) * wpm - 2), borderLeftColor: p.item.color ?? undefined }}
            onClick={() => onOpen(p.item.id)}
            aria-label={`${p.item.name}, ${time}${live ? `, ${liveLabel}` : ''}`}
            data-testid="timetable-item"
            data-item={p.item.id}
          >
            <span className={classes.itemName}>
              {live ? <span className={classes.live}>{liveLabel}</span> : null}
              {favourites?.has(p.item.id) ? <IconStarFilled size={11} className={classes.star} aria-hidden /> : null}
              <UserText>{p.item.name}</UserText>
            </span>
            <span className={classes.itemTime}>{time}</span>
          </button>
        );
      })}
    </div>
  );
});

/** A row's space name: a link to the space, or (closed) a disabled name with the closed tooltip. */
const SpaceHeader = memo(function SpaceHeader({ space, eventSlug, closedLabel, width }: { space: TimetableSpace; eventSlug: string; closedLabel: string; width: number }) {
  return (
    <div className={classes.header} style={{ width }}>
      {space.published ? (
        <Anchor component={Link} to={spacePath(eventSlug, space)} size="sm" fw={600} lineClamp={2} className={classes.spaceName}>
          <UserText>{space.name}</UserText>
        </Anchor>
      ) : (
        <Tooltip label={closedLabel} openDelay={timetableLayout.tooltipDelayMs} withArrow>
          <Text size="sm" fw={600} c="dimmed" lineClamp={2} className={classes.spaceName} aria-disabled="true" tabIndex={0} data-testid="timetable-closed-space">
            <IconLock size={12} aria-label={closedLabel} /> <UserText>{space.name}</UserText>
          </Text>
        </Tooltip>
      )}
    </div>
  );
});
