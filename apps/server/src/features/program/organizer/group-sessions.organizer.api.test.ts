import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../../../../test/harness';
import { addRole, makeEvent, person, type Person } from '../../../../test/event-factories';
import { expectOwnersOnly, organizerCast, withFailingChangeLog, type OrganizerCast } from '../../../../test/organizer-cast';
import { next, socketPool } from '../../../../test/socket-client';
import type { EventRow } from '../../identity';

let t: TestServer;
let event: EventRow;
let cast: OrganizerCast;
let stranger: Person;
const sockets = socketPool();

beforeAll(async () => {
  t = await startTestServer();
  event = await makeEvent(t, { slug: 'gs', enableGroupSessions: true });
  cast = await organizerCast(t, event);
  stranger = await person(t);
  await addRole(t, await makeEvent(t, { slug: 'gs-other' }), stranger, 'attendee');
});
afterAll(async () => {
  sockets.closeAll();
  await t?.close();
});

const base = '/api/events/gs/organizer/group-sessions';
const as = (who: Person = cast.owner) => ({ token: who.token });
const session = (fields: Record<string, unknown> = {}) => ({
  display_name: 'Open questions', starts_at: '2026-06-01T15:00:00Z', ends_at: '2026-06-01T16:00:00Z', ...fields,
});
const attendeeList = async () => (await t.api('GET', '/api/events/gs/groupsessions/', as(cast.attendee))).body as { id: number; videocall: { display_name: string; admin_id: number | null } }[];
const changes = async () => (await t.api('GET', '/api/events/gs/organizer/changes/', as())).body as { results: { area: string; action: string; target: string }[] };
const count = async () => Number((await t.server.platform.db.execute<{ n: number }>(sql`select count(*)::int as n from group_sessions where event_id = ${event.id}`)).rows[0]!.n);

describe('…/organizer/group-sessions/', () => {
  it('adds a session with every field and a host; attendees see it and open pages hear of it after the commit', async () => {
    const socket = await sockets.login(t, cast.attendee.token, 'gs');
    const heard = next<{ id: number; removed: boolean; group_session: { videocall: { display_name: string } } | null }>(socket, 'group_session_updated');
    const res = await t.api('POST', `${base}/`, {
      ...as(), body: session({ description: '<p>Bring <em>yours</em><script>x()</script></p>', enable_host_chat: true, admin_id: cast.moderator.user.id }),
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      host: { id: cast.moderator.user.id, first_name: cast.moderator.user.firstName, email: cast.moderator.user.email },
      starts_at: '2026-06-01T15:00:00.000Z', ends_at: '2026-06-01T16:00:00.000Z', description: '<p>Bring <em>yours</em></p>', enable_host_chat: true,
      videocall: { admin_id: cast.moderator.user.id, display_name: 'Open questions', twilio_name: expect.stringMatching(/^\d+$/) },
    });
    expect(await heard).toMatchObject({ id: res.body.id, removed: false, group_session: { videocall: { display_name: 'Open questions' } } });
    const { host: _host, ...asAttendeesSee } = res.body;
    expect(await attendeeList()).toEqual([asAttendeesSee]);
    expect((await changes()).results[0]).toMatchObject({ area: 'program', action: 'group_session_created', target: 'Open questions' });
    expect((await t.api('GET', `${base}/`, as())).body.results).toEqual([res.body]);
  });

  it('changes a session: a field left out keeps its value, the host and title change on its call', async () => {
    const made = await t.api('POST', `${base}/`, { ...as(), body: session({ display_name: 'Before', description: '<p>Kept</p>', admin_id: cast.owner.user.id }) });
    const socket = await sockets.login(t, cast.attendee.token, 'gs');
    const heard = next<{ id: number; group_session: { videocall: { display_name: string } } }>(socket, 'group_session_updated');
    const res = await t.api('PATCH', `${base}/${made.body.id}/`, { ...as(), body: { display_name: 'After', admin_id: cast.staff.user.id, ends_at: '2026-06-01T17:30:00Z' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ description: '<p>Kept</p>', ends_at: '2026-06-01T17:30:00.000Z', videocall: { display_name: 'After', admin_id: cast.staff.user.id } });
    expect((await heard).group_session.videocall.display_name).toBe('After');
    expect((await attendeeList()).find((s) => s.id === made.body.id)?.videocall).toMatchObject({ display_name: 'After', admin_id: cast.staff.user.id });
    expect((await changes()).results[0]).toMatchObject({ action: 'group_session_updated', target: 'After' });
    // No host at all.
    expect((await t.api('PATCH', `${base}/${made.body.id}/`, { ...as(), body: { admin_id: null } })).body.videocall.admin_id).toBeNull();
  });

  it('refuses times that end before they start and a host from outside the event, with readable field errors, changing nothing', async () => {
    const before = await count();
    const backwards = await t.api('POST', `${base}/`, { ...as(), body: session({ ends_at: '2026-06-01T14:00:00Z' }) });
    expect(backwards.status).toBe(400);
    expect(backwards.body).toEqual({ ends_at: ['The end must come after the start.'] });
    const outsider = await t.api('POST', `${base}/`, { ...as(), body: session({ admin_id: stranger.user.id }) });
    expect(outsider.status).toBe(400);
    expect(outsider.body).toEqual({ admin_id: ['The host must be a person of this event.'] });
    expect((await t.api('POST', `${base}/`, { ...as(), body: session({ display_name: ' ' }) })).body).toEqual({ display_name: ['Give the session a title.'] });
    expect(await count()).toBe(before);

    const made = await t.api('POST', `${base}/`, { ...as(), body: session({ display_name: 'Fixed' }) });
    // Only the start, moved past the stored end: checked as the session ends up.
    const late = await t.api('PATCH', `${base}/${made.body.id}/`, { ...as(), body: { starts_at: '2026-06-01T18:00:00Z' } });
    expect(late.status).toBe(400);
    expect(late.body).toEqual({ ends_at: ['The end must come after the start.'] });
    expect((await t.api('PATCH', `${base}/${made.body.id}/`, { ...as(), body: { admin_id: stranger.user.id } })).body).toEqual({ admin_id: ['The host must be a person of this event.'] });
    expect((await t.api('GET', `${base}/`, as())).body.results.find((s: { id: number }) => s.id === made.body.id)).toEqual(made.body);
  });

  it('removes a session: attendees no longer see it, its call ends, open pages hear it is gone', async () => {
    const made = await t.api('POST', `${base}/`, { ...as(), body: session({ display_name: 'Gone soon' }) });
    const socket = await sockets.login(t, cast.attendee.token, 'gs');
    const heard = next<{ id: number; removed: boolean }>(socket, 'group_session_updated');
    expect((await t.api('DELETE', `${base}/${made.body.id}/`, as())).status).toBe(204);
    expect(await heard).toMatchObject({ id: made.body.id, removed: true });
    expect((await attendeeList()).some((s) => s.id === made.body.id)).toBe(false);
    const call = await t.server.platform.db.execute<{ ended: boolean }>(sql`select ended_at is not null as ended from video_calls where id = ${Number(made.body.videocall.twilio_name)}`);
    expect(call.rows[0]!.ended).toBe(true);
    expect((await changes()).results[0]).toMatchObject({ action: 'group_session_deleted', target: 'Gone soon' });
    expect((await t.api('DELETE', `${base}/${made.body.id}/`, as())).status).toBe(404);
  });

  it('leaves nothing behind when the change log refuses the entry', async () => {
    const before = await count();
    const res = await withFailingChangeLog(t, () => t.api('POST', `${base}/`, { ...as(), body: session({ display_name: 'Lost' }) }));
    expect(res.status).toBe(500);
    expect(await count()).toBe(before);
    const calls = await t.server.platform.db.execute<{ n: number }>(sql`select count(*)::int as n from video_calls where display_name = 'Lost'`);
    expect(calls.rows[0]!.n).toBe(0);
  });

  it('is for owners and administrators; a session of another event is not found', async () => {
    await expectOwnersOnly(cast, (token) => t.api('POST', `${base}/`, { token: token ?? undefined, body: session() }));
    expect((await t.api('GET', `${base}/`, as(cast.administrator))).status).toBe(200);
    const other = await t.server.services.program.addGroupSession({
      eventId: (await makeEvent(t, { slug: 'gs-foreign' })).id, hostId: null, title: 'Foreign', startsAt: new Date('2026-06-01T10:00:00Z'), endsAt: new Date('2026-06-01T11:00:00Z'),
    });
    expect((await t.api('PATCH', `${base}/${other.id}/`, { ...as(), body: { display_name: 'Taken' } })).status).toBe(404);
  });
});
