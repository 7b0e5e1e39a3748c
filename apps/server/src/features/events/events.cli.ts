import { eq } from 'drizzle-orm';
import type { CliCommand } from '../../platform/cli';
import type { Executor } from '../../platform/db/database';
import { events } from '../identity/events.schema';

type EventColumn = keyof typeof events.$inferInsert;

/**
 * The event's switches an operator may flip from the command line (there is no settings screen yet), by
 * the names the current event carries them under (spec 1 §3).
 */
export const eventFlags = {
  accreditation_active: 'accreditationActive',
  enable_group_sessions: 'enableGroupSessions',
  enable_meeting_scheduling: 'enableMeetingScheduling',
  enable_performers: 'enablePerformers',
  enable_calendar: 'enableCalendar',
  enable_attendees: 'enableAttendees',
  enable_mobile_warning: 'enableMobileWarning',
  is_lite: 'isLite',
} as const satisfies Record<string, EventColumn>;
export type EventFlag = keyof typeof eventFlags;

const isEventFlag = (name: string): name is EventFlag => Object.hasOwn(eventFlags, name);

/**
 * Sets one switch of an event; false when there is no such event. Every server process hears of it through
 * the events table's change notices (decisions 0012, 0017), so open pages get it on their next load.
 */
export async function setEventFlag(db: Executor, eventSlug: string, flag: EventFlag, value: boolean): Promise<boolean> {
  const rows = await db.update(events).set({ [eventFlags[flag]]: value }).where(eq(events.slug, eventSlug)).returning({ id: events.id });
  return rows.length > 0;
}

export const eventFlagCommand: CliCommand = {
  name: 'event set',
  usage: 'event set EVENT FLAG on|off',
  summary: `Switch an event's feature on or off (${Object.keys(eventFlags).join(', ')})`,
  async run(args, ctx) {
    const [eventSlug, flag, state, ...rest] = args;
    if (!eventSlug || !flag || (state !== 'on' && state !== 'off') || rest.length > 0) {
      ctx.err(`Usage: npm run foyer -- ${this.usage}`);
      return 64;
    }
    if (!isEventFlag(flag)) {
      ctx.err(`Unknown flag "${flag}". Flags: ${Object.keys(eventFlags).join(', ')}.`);
      return 64;
    }
    if (!(await setEventFlag(await ctx.db(), eventSlug, flag, state === 'on'))) {
      ctx.err(`No event "${eventSlug}".`);
      return 65;
    }
    ctx.out(`${eventSlug}: ${flag} ${state}`);
    return 0;
  },
};
