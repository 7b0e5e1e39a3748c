import crypto from 'node:crypto';
import type { SpaceType } from '@foyer/contracts';
import { authSessions, users } from '../src/features/identity/accounts.schema';
import type { CreateEventInput } from '../src/features/events';
import type { EventRole, EventRow, SpaceRow } from '../src/features/identity';
import type { TestServer } from './harness';

/**
 * Factories for the events, spaces and realtime tests: rows go into the real database through the
 * features' own services where one exists (so reserved slugs are refused here too).
 */

export type UserRow = typeof users.$inferSelect;
export interface Person {
  user: UserRow;
  token: string;
}

const unique = () => crypto.randomBytes(4).toString('hex');

/** A person with a sign-in and an access token minted for it (no auth routes involved). */
export async function person(t: TestServer, fields: Partial<typeof users.$inferInsert> = {}): Promise<Person> {
  const db = t.server.platform.db;
  const [user] = await db
    .insert(users)
    .values({ email: `p-${unique()}@example.com`, firstName: 'Test', lastName: 'Person', termsAgreed: true, ...fields })
    .returning();
  if (!user) throw new Error('user insert returned nothing');
  return { user, token: await mintToken(t, user.id) };
}

/** An access token for a fresh sign-in of the user. */
export async function mintToken(t: TestServer, userId: number): Promise<string> {
  const now = t.clock.now();
  const [session] = await t.server.platform.db
    .insert(authSessions)
    .values({
      userId,
      currentRefreshId: crypto.randomUUID(),
      createdAt: now,
      lastRefreshedAt: now,
      expiresAt: new Date(now.getTime() + 30 * 24 * 3600_000),
    })
    .returning({ id: authSessions.id });
  if (!session) throw new Error('session insert returned nothing');
  return t.server.platform.tokens.signAccess({ userId, sessionId: session.id });
}

const events = (t: TestServer) => t.server.services.events;

export async function makeEvent(t: TestServer, fields: Partial<CreateEventInput> = {}): Promise<EventRow> {
  const slug = fields.slug ?? `ev-${unique()}`;
  return events(t).createEvent({ slug, name: `Event ${slug}`, published: true, startDate: '2026-06-01', endDate: '2026-06-03', ...fields });
}

export async function addRole(t: TestServer, event: Pick<EventRow, 'id'>, p: Person, role: EventRole): Promise<void> {
  await events(t).setMember(event.id, p.user.id, role);
}

export async function makeSpace(
  t: TestServer,
  event: Pick<EventRow, 'id'>,
  type: SpaceType,
  fields: { slug?: string; name?: string; published?: boolean; image?: string | null; locationType?: SpaceRow['locationType'] } = {},
): Promise<SpaceRow> {
  const slug = fields.slug ?? `${type.replace('_', '-')}-${unique()}`;
  return t.server.services.spaces.create(event.id, {
    type,
    slug,
    name: fields.name ?? `Space ${slug}`,
    published: fields.published ?? true,
    image: fields.image ?? null,
    locationType: fields.locationType ?? 'virtual',
  });
}

export async function setHome(t: TestServer, event: Pick<EventRow, 'id'>, space: Pick<SpaceRow, 'id'>): Promise<void> {
  await events(t).setHomeSpace(event.id, space.id);
}

export { events as eventsService };
