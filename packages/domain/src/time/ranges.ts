/**
 * Time ranges (spec 2 §5, §9): overlap with its margin, consecutive slots, the slots of a stretch of time and
 * the days between two dates. Appointments and availability decide with these on both sides.
 */

/** Two ranges sharing at most this much do not overlap (spec 2 §9). */
export const overlapMarginMs = 1000;
/** The calendars' and the slot pickers' step (spec 2 §9). */
export const calendarStepMinutes = 15;

export interface TimeRange {
  start_date: string | Date;
  end_date: string | Date;
}

const ms = (d: string | Date) => (typeof d === 'string' ? Date.parse(d) : d.getTime());

/**
 * Whether two ranges overlap by more than the margin (spec 2 §5): ranges that touch, or share at most
 * one second, do not count as overlapping.
 */
export function overlaps(a: TimeRange, b: TimeRange, marginMs = overlapMarginMs): boolean {
  const shared = Math.min(ms(a.end_date), ms(b.end_date)) - Math.max(ms(a.start_date), ms(b.start_date));
  return shared > marginMs;
}

/** Whether the range overlaps any of `others` (beyond the margin). */
export function overlapsAny(range: TimeRange, others: readonly TimeRange[], marginMs = overlapMarginMs): boolean {
  return others.some((other) => overlaps(range, other, marginMs));
}

/** Whether the picked slots, in any order, follow one another without a gap (spec 2 §5). */
export function areConsecutive(slots: readonly TimeRange[]): boolean {
  const sorted = [...slots].sort((x, y) => ms(x.start_date) - ms(y.start_date));
  return sorted.every((slot, i) => i === 0 || ms(sorted[i - 1]!.end_date) === ms(slot.start_date));
}

/** The picked consecutive slots as one range, or null when none or not consecutive. */
export function mergeSlots(slots: readonly TimeRange[]): { start_date: Date; end_date: Date } | null {
  if (slots.length === 0 || !areConsecutive(slots)) return null;
  const starts = slots.map((s) => ms(s.start_date));
  const ends = slots.map((s) => ms(s.end_date));
  return { start_date: new Date(Math.min(...starts)), end_date: new Date(Math.max(...ends)) };
}

/** The slots of `stepMinutes` within `[from, to)`, aligned to the step from `from`. */
export function slotsBetween(from: Date, to: Date, stepMinutes = calendarStepMinutes): { start_date: Date; end_date: Date }[] {
  const step = stepMinutes * 60_000;
  const slots: { start_date: Date; end_date: Date }[] = [];
  for (let t = from.getTime(); t + step <= to.getTime(); t += step) slots.push({ start_date: new Date(t), end_date: new Date(t + step) });
  return slots;
}

/** Days `yyyy-MM-dd` from `first` to `last`, both included (the date strip's days). */
export function daysBetween(first: string, last: string): string[] {
  const days: string[] = [];
  const [y, m, d] = first.split('-').map(Number) as [number, number, number];
  for (let t = Date.UTC(y, m - 1, d); ; t += 86_400_000) {
    const day = new Date(t).toISOString().slice(0, 10);
    if (day > last) break;
    days.push(day);
  }
  return days;
}
