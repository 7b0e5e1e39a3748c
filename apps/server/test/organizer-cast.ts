import { expect } from 'vitest';
import type { EventRow } from '../src/features/identity';
import { addRole, makeEvent, person, type Person } from './event-factories';
import type { ApiResponse, TestServer } from './harness';

/** Everyone an organiser route meets: who may pass (an owner, an administrator) and who may not. */
export interface OrganizerCast {
  owner: Person;
  administrator: Person;
  moderator: Person;
  staff: Person;
  attendee: Person;
  /** An owner of another event. */
  otherOwner: Person;
}

/**
 * The people of an event's console, each with a token and, but the administrator, on its list and entered
 * (no longer an invitation); the administrator is one of the instance.
 */
export async function organizerCast(t: TestServer, event: Pick<EventRow, 'id' | 'slug'>): Promise<OrganizerCast> {
  const [owner, administrator, moderator, staff, attendee, otherOwner] = await Promise.all([1, 2, 3, 4, 5, 6].map(() => person(t)));
  await addRole(t, event, owner!, 'owner');
  await addRole(t, event, moderator!, 'moderator');
  await addRole(t, event, staff!, 'staff');
  await addRole(t, event, attendee!, 'attendee');
  for (const p of [owner!, moderator!, staff!, attendee!]) await t.server.services.identity.access.require(event.slug, p.user.id);
  await t.server.services.identity.administrators.add(administrator!.user.email);
  const other = await makeEvent(t);
  await addRole(t, other, otherOwner!, 'owner');
  return { owner: owner!, administrator: administrator!, moderator: moderator!, staff: staff!, attendee: attendee!, otherOwner: otherOwner! };
}

/**
 * Calls an owner-only route as a visitor (401) and as everyone but the owners and administrators (403
 * `{detail, code}`); `call` gets the token (null: none) and answers the reply.
 */
export async function expectOwnersOnly(cast: OrganizerCast, call: (token: string | null) => Promise<ApiResponse>): Promise<void> {
  const visitor = await call(null);
  expect(visitor.status, 'a visitor').toBe(401);
  for (const who of ['moderator', 'staff', 'attendee', 'otherOwner'] as const) {
    const res = await call(cast[who].token);
    expect([who, res.status], `${who} is refused`).toEqual([who, 403]);
    expect(res.body).toMatchObject({ detail: expect.any(String), code: expect.any(String) });
  }
}

/** A request with a raw body (a file, CSV) through the test server, its error texts recorded like `api`'s. */
export async function sendRaw(
  t: TestServer,
  method: string,
  path: string,
  opts: { token?: string | null; body: Blob | FormData | string | Buffer; contentType?: string },
): Promise<ApiResponse> {
  const headers: Record<string, string> = {};
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.contentType) headers['content-type'] = opts.contentType;
  const res = await fetch(`${t.url}${path}`, { method, headers, body: opts.body as RequestInit['body'] });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: keep the text
  }
  t.texts.record(res.status, body);
  return { status: res.status, headers: res.headers, body };
}

/**
 * Runs `write` while the change log refuses every entry: a write that records its entry in its own
 * transaction must then fail whole (500) and leave nothing behind.
 */
export async function withFailingChangeLog<T>(t: TestServer, write: () => Promise<T>): Promise<T> {
  const log = t.server.services.identity.changeLog;
  const record = log.record.bind(log);
  log.record = () => Promise.reject(new Error('the change log refuses this entry'));
  try {
    return await write();
  } finally {
    log.record = record;
  }
}
