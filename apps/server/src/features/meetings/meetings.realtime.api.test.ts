import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import { addRole, makeEvent, makeSpace, mintToken, person, type Person } from '../../../test/event-factories';
import { ask, next, silence, socketPool } from '../../../test/socket-client';
import type { EventRow, SpaceRow } from '../identity';
import { type MeetingRow } from '.';

let t: TestServer;
let event: EventRow;
let rooms: SpaceRow;
let closed: SpaceRow;
let host: Person;
let alice: Person;
let bob: Person;
let m: MeetingRow;
const slug = 'meet-live';
const sockets = socketPool();
const start = new Date('2026-06-01T09:00:00Z');

const register = async (who: Person, body: Record<string, unknown>) =>
  t.api('POST', `/api/events/${slug}/meetings/rooms/meetings/${m.slug}/register/`, { token: await mintToken(t, who.user.id), body });
const join = async (who: Person) =>
  t.api('POST', `/api/events/${slug}/videocalls/join/`, { token: await mintToken(t, who.user.id), body: { room: m.videocallId } });

beforeAll(async () => {
  t = await startTestServer();
  event = await makeEvent(t, { slug });
  host = await person(t);
  alice = await person(t);
  bob = await person(t);
  for (const p of [host, alice, bob]) await addRole(t, event, p, 'attendee');
  rooms = await makeSpace(t, event, 'meeting', { slug: 'rooms' });
  closed = await makeSpace(t, event, 'meeting', { slug: 'shut', published: false });
  m = await t.server.services.meetings.create(event.id, rooms.id, {
    slug: 'live', title: 'Live', capacity: 5, startsAt: new Date(start.getTime() + 5 * 60_000), endsAt: new Date(start.getTime() + 65 * 60_000), hostIds: [host.user.id],
  });
});

afterAll(async () => {
  sockets.closeAll();
  await t?.close();
});

describe('meeting space and room rooms', () => {
  it('lets a person join and leave an open meeting space and room, and keeps them out of a closed one', async () => {
    const socket = await sockets.login(t, alice.token, slug);
    expect(await ask(socket, 'join_meeting_space', { space_id: rooms.id })).toEqual({ ok: true });
    expect(await ask(socket, 'leave_meeting_space', { space_id: rooms.id })).toEqual({ ok: true });
    expect(await ask(socket, 'join_meeting_room', { space_id: rooms.id })).toEqual({ ok: true });
    expect(await ask(socket, 'leave_meeting_room', { space_id: rooms.id })).toEqual({ ok: true });
    expect(await ask(socket, 'join_meeting_space', { space_id: closed.id })).toMatchObject({ ok: false, code: 'space_closed' });
    expect(await ask(socket, 'join_meeting_room', { space_id: 999_999 })).toMatchObject({ ok: false, code: 'not_found' });
  });
});

describe('live updates', () => {
  it('sends meeting_capacity_updated to the space and the room when registrations change', async () => {
    const watcher = await sockets.login(t, bob.token, slug);
    const inRoom = await sockets.login(t, bob.token, slug);
    await ask(watcher, 'join_meeting_space', { space_id: rooms.id });
    await ask(inRoom, 'join_meeting_room', { space_id: rooms.id });
    const heard = next(watcher, 'meeting_capacity_updated');
    const heardInRoom = next(inRoom, 'meeting_capacity_updated');
    expect((await register(alice, { register: true })).status).toBe(200);
    const update = { meeting_id: m.id, capacity_left: 4, participating_users: [alice.user.id], waitlist_count: 0 };
    expect(await heard).toEqual(update);
    expect(await heardInRoom).toEqual(update);
    const again = next(watcher, 'meeting_capacity_updated');
    await register(alice, { register: false });
    expect(await again).toMatchObject({ meeting_id: m.id, capacity_left: 5, participating_users: [] });
    await register(alice, { register: true });
  });

  it('sends updated_meeting_videocall when the call changes, and host_joined_meeting when a host comes in', async () => {
    const watcher = await sockets.login(t, bob.token, slug);
    await ask(watcher, 'join_meeting_space', { space_id: rooms.id });
    const quiet = silence(watcher, 'host_joined_meeting', 600);
    t.clock.set(new Date(start.getTime() + 5 * 60_000));
    const updated = next(watcher, 'updated_meeting_videocall');
    expect((await join(alice)).status).toBe(200);
    expect(await updated).toMatchObject({
      meeting: m.id, users: [expect.objectContaining({ id: alice.user.id })], participating_users: [alice.user.id], capacity_left: 4, is_host_in_meeting: false,
    });
    await quiet;
    const hostIn = next(watcher, 'host_joined_meeting');
    const withHost = next(watcher, 'updated_meeting_videocall');
    expect((await join(host)).status).toBe(200);
    expect(await hostIn).toEqual({ meeting_id: m.id });
    expect(await withHost).toMatchObject({ meeting: m.id, is_host_in_meeting: true });
    const left = next(watcher, 'updated_meeting_videocall');
    await t.server.services.videocalls.leave(slug, host.user.id);
    expect(await left).toMatchObject({ meeting: m.id, is_host_in_meeting: false, users: [expect.objectContaining({ id: alice.user.id })] });
    await t.server.services.videocalls.leave(slug, alice.user.id);
  });

  it('tells nobody outside the space', async () => {
    const outside = await sockets.login(t, bob.token, slug);
    const quiet = silence(outside, 'meeting_capacity_updated', 500);
    await register(bob, { register: true });
    await quiet;
  });
});
