import { calendarStepMinutes, overlapsAny, slotsBetween, type TimeRange } from './ranges';
import { zonedParts, zonedTime } from './zones';

/** The parts of a day (spec 2 §3), one set for the program calendar and the appointment picker alike. */
export const dayParts = ['NIGHT', 'MORNING', 'AFTERNOON', 'EVENING'] as const;
export type DayPart = (typeof dayParts)[number];
/** Spec 2 §3: NIGHT 00–06, MORNING 06–12, AFTERNOON 12–18, EVENING 18–24 (wall-clock hours). */
export const dayPartHours: Record<DayPart, { from: number; to: number }> = {
  NIGHT: { from: 0, to: 6 },
  MORNING: { from: 6, to: 12 },
  AFTERNOON: { from: 12, to: 18 },
  EVENING: { from: 18, to: 24 },
};

/** The day part a wall-clock hour (0–23) falls in. */
export function dayPartOfHour(hour: number): DayPart {
  return dayParts.find((part) => hour >= dayPartHours[part].from && hour < dayPartHours[part].to) ?? 'EVENING';
}

/** The day part an instant falls in, in a time zone. */
export function dayPartOf(instant: Date, timeZone: string): DayPart {
  return dayPartOfHour(zonedParts(instant, timeZone).hour);
}

/** The day part of a day as instants: `[start, end)`. */
export function dayPartRange(day: string, part: DayPart, timeZone: string): { start_date: Date; end_date: Date } {
  const hours = dayPartHours[part];
  return { start_date: zonedTime(day, hours.from, 0, timeZone), end_date: zonedTime(day, hours.to, 0, timeZone) };
}

/** The slots of a day part; with `busy`, only those overlapping none of them (the other person's free slots). */
export function dayPartSlots(day: string, part: DayPart, timeZone: string, busy: readonly TimeRange[] = [], stepMinutes = calendarStepMinutes) {
  const range = dayPartRange(day, part, timeZone);
  return slotsBetween(range.start_date, range.end_date, stepMinutes).filter((slot) => !overlapsAny(slot, busy));
}
