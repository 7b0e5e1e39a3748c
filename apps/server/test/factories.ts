import crypto from 'node:crypto';
import type { PreviewConfig } from '@foyer/contracts';
import type { Db } from '../src/platform/db/database';
import { users } from '../src/features/identity/accounts.schema';
import { eventMembers, events, type EventRole } from '../src/features/identity/events.schema';
import type { TestServer } from './harness';

/** Small factories for API tests: rows straight into the real database, sensible defaults, unique names. */

export type EventRow = typeof events.$inferSelect;
export type UserRow = typeof users.$inferSelect;

const unique = () => crypto.randomBytes(4).toString('hex');

export const defaultPreviewConfig: PreviewConfig = {
  time_format: '24h',
  show_attendees_outside_event: false,
  show_jobs_inside_booths: true,
  show_speaker_icon: true,
  show_calendar_icon: true,
  show_booth_sidebar: true,
  enable_meeting_scheduling: false,
};

const dbOf = (t: TestServer | Db): Db => ('server' in t ? t.server.platform.db : t);

export async function createEvent(t: TestServer | Db, fields: Partial<typeof events.$inferInsert> = {}): Promise<EventRow> {
  const slug = fields.slug ?? `event-${unique()}`;
  const [row] = await dbOf(t)
    .insert(events)
    .values({
      slug,
      name: `Event ${slug}`,
      published: true,
      previewConfig: defaultPreviewConfig,
      startDate: '2026-06-01',
      endDate: '2026-06-03',
      ...fields,
    })
    .returning();
  if (!row) throw new Error('event insert returned nothing');
  return row;
}

export async function createUser(t: TestServer | Db, fields: Partial<typeof users.$inferInsert> = {}): Promise<UserRow> {
  const [row] = await dbOf(t)
    .insert(users)
    .values({ email: `user-${unique()}@example.com`, firstName: 'Test', lastName: 'Person', termsAgreed: true, ...fields })
    .returning();
  if (!row) throw new Error('user insert returned nothing');
  return row;
}

export async function addMember(
  t: TestServer | Db,
  event: Pick<EventRow, 'id'>,
  user: Pick<UserRow, 'id'>,
  role: EventRole = 'attendee',
): Promise<typeof eventMembers.$inferSelect> {
  const [row] = await dbOf(t).insert(eventMembers).values({ eventId: event.id, userId: user.id, role }).returning();
  if (!row) throw new Error('member insert returned nothing');
  return row;
}

/** The newest dev-outbox mail to `email`, or undefined. */
export async function lastMailTo(t: TestServer, email: string): Promise<{ to: string; subject: string; text: string; html: string } | undefined> {
  const res = await t.api('GET', '/api/dev/outbox');
  if (res.status !== 200) throw new Error(`dev outbox answered ${res.status}`);
  return (res.body as { to: string; subject: string; text: string; html: string }[]).find((m) => m.to === email);
}

/** The six-digit code in a sign-in mail. */
export function codeIn(mail: { text: string } | undefined): string {
  const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code in mail: ${mail?.text ?? '(no mail)'}`);
  return code;
}

/** Asks for a code the way the entry page does and reads it from the dev outbox. */
export async function requestCode(t: TestServer, email: string, eventSlug: string, headers: Record<string, string> = {}): Promise<string> {
  const res = await t.api('POST', '/api/auth/callback/', { body: { email, type: 'code', event_slug: eventSlug }, headers });
  if (res.status !== 200) throw new Error(`code request answered ${res.status}: ${JSON.stringify(res.body)}`);
  return codeIn(await lastMailTo(t, email.toLowerCase()));
}

/** Signs in by mailed code; answers the obtain reply (tokens and maybe an activation key). */
export async function signIn(
  t: TestServer,
  email: string,
  eventSlug: string,
  headers: Record<string, string> = {},
): Promise<{ access: string; refresh: string; activation_key?: string }> {
  const code = await requestCode(t, email, eventSlug, headers);
  const res = await t.api('POST', '/api/auth/obtain/', { body: { email, code, event_slug: eventSlug }, headers });
  if (res.status !== 200) throw new Error(`obtain answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body as { access: string; refresh: string; activation_key?: string };
}

/** A distinct client address per test, so per-IP limits of one test do not spill into another. */
export function fromIp(ip: string): Record<string, string> {
  return { 'x-forwarded-for': ip };
}

/**
 * Signs in by mailed code and, for an account that has not agreed to the terms yet, agrees to them
 * (`PUT /api/profiles/activate/`) as the entry page does: only then do the event's APIs and socket let
 * the person in.
 */
export async function signInAndAgree(
  t: TestServer,
  email: string,
  eventSlug: string,
  headers: Record<string, string> = {},
): Promise<{ access: string; refresh: string }> {
  const { access, refresh, activation_key } = await signIn(t, email, eventSlug, headers);
  if (activation_key) {
    const res = await t.api('PUT', `/api/profiles/activate/?event_slug=${eventSlug}`, {
      body: { activation_key, user: { terms_agreed: true } },
      headers,
    });
    if (res.status !== 200) throw new Error(`activation answered ${res.status}: ${JSON.stringify(res.body)}`);
  }
  return { access, refresh };
}
