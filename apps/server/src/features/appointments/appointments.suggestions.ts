import { suggestionCount, suggestionHours } from '@foyer/contracts';
import { calendarStepMinutes, dateIn, daysBetween, overlapsAny, zonedTime, type TimeRange } from '@foyer/domain';

export interface SuggestionInput {
  now: Date;
  /** The event's first and last day (`yyyy-MM-dd`) and its time zone. */
  firstDay: string;
  lastDay: string;
  timeZone: string;
  minutes: number;
  /** Both people's blocks, appointments and favourited sessions. */
  busy: readonly TimeRange[];
  count?: number;
}

const step = calendarStepMinutes * 60_000;

/**
 * The earliest slots of `minutes` free for both people: on the event's days from now on, within the
 * suggestion hours of the event's time zone, on the 15-minute grid, overlapping nothing busy (beyond the
 * 1-second margin), and not overlapping one another.
 */
export function suggestSlots(input: SuggestionInput): { start_date: Date; end_date: Date }[] {
  const length = input.minutes * 60_000;
  const wanted = input.count ?? suggestionCount;
  const found: { start_date: Date; end_date: Date }[] = [];
  const today = dateIn(input.now, input.timeZone);
  const first = today > input.firstDay ? today : input.firstDay;
  for (const day of daysBetween(first, input.lastDay)) {
    const opens = zonedTime(day, suggestionHours.from, 0, input.timeZone).getTime();
    const closes = zonedTime(day, suggestionHours.to, 0, input.timeZone).getTime();
    // The next step on the grid from now (a slot starting this very minute is no use).
    const fromNow = Math.floor(input.now.getTime() / step) * step + step;
    let t = Math.max(opens, opens + Math.ceil((fromNow - opens) / step) * step);
    while (t + length <= closes && found.length < wanted) {
      const slot = { start_date: new Date(t), end_date: new Date(t + length) };
      if (overlapsAny(slot, input.busy)) {
        t += step;
      } else {
        found.push(slot);
        t += length;
      }
    }
    if (found.length >= wanted) break;
  }
  return found;
}
