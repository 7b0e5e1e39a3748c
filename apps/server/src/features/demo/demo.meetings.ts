import { and, eq, inArray } from 'drizzle-orm';
import type { Platform } from '../../platform/context';
import { users } from '../identity/accounts.schema';
import { events, spaces } from '../identity/events.schema';
import type { MeetingsService } from '../meetings';
import { meetings } from '../meetings/meetings.schema';
import { isPgError, pgErrorCodes } from '../../platform/db/errors';

const hour = 3_600_000;
const minute = 60_000;

/**
 * hana's meetings in the demo's "Meeting rooms" (issue 12 "Demo"): upcoming, live and walk-in ones, timed
 * from the seed's clock as the demo program is, and one that finished (the demo recording's). alice is
 * registered for one. Idempotent: a space that has meetings keeps them.
 */
export async function seedDemoMeetings(platform: Platform, service: MeetingsService): Promise<void> {
  const { db, clock } = platform;
  const [space] = await db
    .select({ id: spaces.id, eventId: spaces.eventId })
    .from(spaces)
    .innerJoin(events, eq(events.id, spaces.eventId))
    .where(and(eq(events.slug, 'demo'), eq(spaces.type, 'meeting'), eq(spaces.slug, 'meeting-rooms')));
  if (!space) return;
  const [existing] = await db.select({ id: meetings.id }).from(meetings).where(eq(meetings.spaceId, space.id)).limit(1);
  if (existing) return;
  const people = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, ['hana@example.com', 'alice@example.com']));
  const hana = people.find((p) => p.email === 'hana@example.com')?.id;
  const alice = people.find((p) => p.email === 'alice@example.com')?.id;
  if (hana === undefined) return;
  // The space opens with its meetings (the seed made every space but the venue closed).
  await db.update(spaces).set({ published: true }).where(eq(spaces.id, space.id));
  const now = clock.now().getTime();
  const at = (ms: number) => new Date(now + ms);
  const make = (slug: string, title: string, description: string, from: number, to: number, extra: { capacity?: number; isWalkIn?: boolean; enableHostChat?: boolean } = {}) =>
    service.create(space.eventId, space.id, {
      slug, title, description, capacity: extra.capacity ?? 12, startsAt: at(from), endsAt: at(to), hostIds: [hana],
      isWalkIn: extra.isWalkIn, enableHostChat: extra.enableHostChat,
    });
  try {
    await make('opening-retro', 'Opening keynote retro', '<p>What we heard in the opening keynote, and what we make of it.</p>', -3 * hour, -2 * hour);
    await make('ask-the-optics-team', 'Ask the optics team', '<p>Bring your questions about <strong>lens design</strong>; hana answers live.</p>', -10 * minute, 50 * minute, { enableHostChat: true });
    await make('open-coffee-corner', 'Open coffee corner', '<p>Walk in for a chat with hana, no registration needed.</p>', -5 * minute, 2 * hour, { isWalkIn: true, capacity: 20 });
    const clinic = await make('portfolio-clinic', 'Portfolio clinic', '<p>Five minutes each: hana looks at your portfolio and tells you what stands out.</p>', 2 * hour, 3 * hour, { capacity: 6 });
    await make('roundtable-hybrid-events', 'Roundtable: hybrid events', '<p>How do hybrid audiences mix? A roundtable for organisers.</p>', 26 * hour, 27 * hour);
    await make('evening-walk-in', 'Evening walk-in', '<p>Drop by at the end of the day.</p>', 30 * hour, 31 * hour, { isWalkIn: true });
    if (alice !== undefined) await service.repo.register(db, clinic.id, alice, clock.now());
  } catch (err) {
    // Another server process seeding at the same moment got there first (a meeting slug is unique per space).
    if (!isPgError(err, pgErrorCodes.uniqueViolation)) throw err;
  }
}
