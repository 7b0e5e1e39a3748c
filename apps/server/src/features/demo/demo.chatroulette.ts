import { and, eq, inArray } from 'drizzle-orm';
import type { Platform } from '../../platform/context';
import { events, spaces } from '../identity/events.schema';

/**
 * The demo's chat roulette "Speed networking" opens (issue 13 "Demo"): it is on the Meet people menu and the
 * venue map already; people who open it are paired on our own calls.
 */
export async function seedDemoChatRoulette(platform: Platform): Promise<void> {
  const demo = platform.db.select({ id: events.id }).from(events).where(eq(events.slug, 'demo'));
  await platform.db
    .update(spaces)
    .set({ published: true })
    .where(and(inArray(spaces.eventId, demo), eq(spaces.type, 'chat_roulette'), eq(spaces.slug, 'speed-networking')));
}
