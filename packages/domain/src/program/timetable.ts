/**
 * The timetable's rules (spec 2 §4 "Timetable", §9): zoom levels, the date it opens on, the program filter
 * and the day parts. Pure, shared by the web app's footer, calendar panel and their tests.
 */

/** Layout constants of the timetable (spec 2 §9), in CSS pixels. */
export const timetableLayout = {
  rowHeight: 65,
  tabHeight: 44,
  navigationHeight: 40,
  headerColumnWidth: 240,
  minutesPerDay: 1440,
  /** One column of the time axis, whatever the minutes it stands for. */
  columnWidth: 40,
  /** Tooltips (closed spaces) wait this long before they show. */
  tooltipDelayMs: 1000,
  /** The 'now' marker moves this often. */
  nowRefreshMs: 60_000,
} as const;

/** Minutes per column, from the widest view to the closest. */
export const zoomLevels = [30, 15, 5, 1] as const;
export type ZoomMinutes = (typeof zoomLevels)[number];
/** The timetable opens at the 5-minute level. */
export const initialZoomIndex = 2;

/** A zoom level (spec 2 §3 "Zoom level: level, columns, widthPerMinute"). */
export interface ZoomLevel {
  /** Index into `zoomLevels`. */
  level: number;
  minutesPerColumn: ZoomMinutes;
  /** Columns across one day. */
  columns: number;
  widthPerMinute: number;
}

/** The zoom level at an index, clamped to the four levels. */
export function zoomLevel(index: number): ZoomLevel {
  const level = Math.min(zoomLevels.length - 1, Math.max(0, Math.round(index)));
  const minutesPerColumn = zoomLevels[level] as ZoomMinutes;
  return {
    level,
    minutesPerColumn,
    columns: timetableLayout.minutesPerDay / minutesPerColumn,
    widthPerMinute: timetableLayout.columnWidth / minutesPerColumn,
  };
}

/** Zooming in shows fewer minutes per column; both ends clamp (no wrap, no error). */
export const zoomIn = (current: ZoomLevel): ZoomLevel => zoomLevel(current.level + 1);
export const zoomOut = (current: ZoomLevel): ZoomLevel => zoomLevel(current.level - 1);
export const canZoomIn = (current: ZoomLevel): boolean => current.level < zoomLevels.length - 1;
export const canZoomOut = (current: ZoomLevel): boolean => current.level > 0;

/**
 * The day the timetable opens on (dates as `YYYY-MM-DD` in the event's timezone): today when it lies within
 * the event's dates, else the first program day, else today.
 */
export function defaultProgramDate(today: string, event: { start_date: string; end_date: string; first_day_of_program: string | null }): string {
  const start = event.start_date.slice(0, 10);
  const end = event.end_date.slice(0, 10);
  if (start && end && today >= start && today <= end) return today;
  return event.first_day_of_program ? event.first_day_of_program.slice(0, 10) : today;
}

/** The next or previous calendar day of a `YYYY-MM-DD` date. */
export function shiftDate(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The first date with a program after `date` (dates sorted or not), or null. */
export function firstUpcomingDate(date: string, datesWithProgram: readonly string[]): string | null {
  let best: string | null = null;
  for (const d of datesWithProgram) if (d > date && (best === null || d < best)) best = d;
  return best;
}

/** The select-all value of a multi-select (spec 2 §4). */
export const selectAll = '*';

/** Whether a multi-select's value shows as "all": `*` chosen, or every option chosen. */
export function isAllSelected(selected: readonly string[], options: readonly string[]): boolean {
  return selected.includes(selectAll) || (options.length > 0 && options.every((o) => selected.includes(o)));
}

/**
 * The next value of a multi-select with a select-all option after the person changed it to `next`:
 * picking `*` selects every option; un-picking `*` (while all were chosen) clears them; anything else keeps
 * the options, with `*` shown when all are chosen.
 */
export function nextMultiSelect(previous: readonly string[], next: readonly string[], options: readonly string[]): string[] {
  const hadAll = isAllSelected(previous, options);
  const pickedAll = next.includes(selectAll) && !previous.includes(selectAll);
  const droppedAll = !next.includes(selectAll) && previous.includes(selectAll);
  if (pickedAll) return [selectAll, ...options];
  if (droppedAll && hadAll) return [];
  const chosen = next.filter((v) => v !== selectAll);
  return options.length > 0 && options.every((o) => chosen.includes(o)) ? [selectAll, ...options] : chosen;
}

/** The options chosen, `*` left out. */
export const chosenOptions = (selected: readonly string[]): string[] => selected.filter((v) => v !== selectAll);

/** A program filter: location types and tags chosen, each tag in its group. */
export interface ProgramFilter {
  /** Chosen location types; none chosen lets every type pass. */
  locationTypes: readonly string[];
  /** Chosen tag ids. */
  tagIds: readonly number[];
}

/**
 * Whether an item passes the tag filter (spec 2 §4): for every tag group with selections, the item has at
 * least one selected tag of that group. Groups without selections do not filter.
 */
export function passesTagFilter(itemTagIds: readonly number[], selectedTagIds: readonly number[], groupOf: (tagId: number) => string | number | null | undefined): boolean {
  if (selectedTagIds.length === 0) return true;
  const byGroup = new Map<string, Set<number>>();
  for (const id of selectedTagIds) {
    const group = String(groupOf(id) ?? '');
    let set = byGroup.get(group);
    if (!set) byGroup.set(group, (set = new Set()));
    set.add(id);
  }
  for (const wanted of byGroup.values()) if (!itemTagIds.some((id) => wanted.has(id))) return false;
  return true;
}

/** Whether an item (its space's location type and its tags) passes the whole program filter. */
export function passesProgramFilter(
  item: { locationType: string; tagIds: readonly number[] },
  filter: ProgramFilter,
  groupOf: (tagId: number) => string | number | null | undefined,
): boolean {
  const types = filter.locationTypes.filter((t) => t !== selectAll);
  if (types.length > 0 && !types.includes(item.locationType)) return false;
  return passesTagFilter(item.tagIds, filter.tagIds, groupOf);
}

/** Whether `now` lies within an item (the live indicator). */
export const isLive = (item: { start_date: string; end_date: string }, now: number): boolean =>
  Date.parse(item.start_date) <= now && now < Date.parse(item.end_date);
