import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import { addRole, makeEvent, person, type Person } from '../../../test/event-factories';
import { makeBooth } from '../../../test/booth-factories';
import { socketPool } from '../../../test/socket-client';
import type { EventRow } from '../identity';

/**
 * Decision 0031: `current_user`, the directory and booth staff answer real `is_online`, tags and
 * `videocall_status` (the person's call from video_call_participants), each inside its own statement.
 */

let t: TestServer;
let event: EventRow;
let other: EventRow;
let ada: Person;
let ben: Person;
let staff: Person;
const sockets = socketPool();
const slug = 'status';

const currentUser = (who: Person, eventSlug: string | null = slug) =>
  t.api('GET', `/api/auth/current_user/${eventSlug ? `?event_slug=${eventSlug}` : ''}`, { token: who.token });
const boothDetail = (who: Person) => t.api('GET', `/api/events/${slug}/booths/stand/`, { token: who.token });
const staffOf = async (who: Person) => {
  const res = await boothDetail(who);
  expect(res.status).toBe(200);
  return (res.body as { staff: { id: number; is_online: boolean; videocall_status: unknown }[] }).staff[0]!;
};
/** Waits for a change that reaches this process as a database notice (presence, calls). */
const eventually = (check: () => Promise<unknown>) => expect.poll(check, { timeout: 5000, interval: 50 });

async function member(fields: Parameters<typeof person>[1], role: 'attendee' | 'staff' = 'attendee', ev: EventRow = event): Promise<Person> {
  const p = await person(t, fields);
  await addRole(t, ev, p, role);
  // The first request in the event marks the person as entered.
  expect((await t.api('GET', `/api/events/${ev.slug}/attendee_tags/`, { token: p.token })).status).toBe(200);
  return p;
}

async function callWith(admin: Person, ...others: Person[]): Promise<number> {
  const created = await t.api('POST', `/api/events/${slug}/videocalls/create/`, { token: admin.token, body: { admin: admin.user.id } });
  expect(created.status).toBe(201);
  const id = (created.body as { id: number }).id;
  for (const p of [admin, ...others]) expect((await t.api('POST', `/api/events/${slug}/videocalls/join/`, { token: p.token, body: { room: id } })).status).toBe(200);
  return id;
}

beforeAll(async () => {
  t = await startTestServer();
  event = await makeEvent(t, { slug });
  other = await makeEvent(t, { slug: 'status-other' });
  ada = await member({ firstName: 'Ada', lastName: 'Online' });
  ben = await member({ firstName: 'Ben', lastName: 'Caller' });
  staff = await member({ firstName: 'Stella', lastName: 'Staff' }, 'staff');
  await addRole(t, other, ada, 'attendee');
  await makeBooth(t, event, { slug: 'stand', name: 'Stand', staffIds: [staff.user.id] });
});

afterAll(async () => {
  sockets.closeAll();
  await t?.close();
});

describe('current_user', () => {
  it('is online only with a live logged-in socket in the event asked for', async () => {
    expect((await currentUser(ada)).body.is_online).toBe(false);
    await sockets.login(t, ada.token, slug);
    expect((await currentUser(ada)).body.is_online).toBe(true);
    // Online somewhere is online without an event; not in another event.
    expect((await currentUser(ada, null)).body.is_online).toBe(true);
    expect((await currentUser(ada, 'status-other')).body.is_online).toBe(false);
    sockets.closeAll();
    await eventually(async () => (await currentUser(ada)).body.is_online).toBe(false);
  });

  it('carries the person\'s tags in the event asked for, none without one', async () => {
    const repo = t.server.services.attendees.repo;
    const category = await repo.insertCategory(event.id, 'Role', 1);
    const tag = await repo.insertTag(event.id, { text: 'Speaker', color: '#112233', categoryId: category.id });
    const foreign = await repo.insertTag(other.id, { text: 'Elsewhere' });
    await repo.tagMember(event.id, ada.user.id, [tag.id]);
    await repo.tagMember(other.id, ada.user.id, [foreign.id]);
    expect((await currentUser(ada)).body.tags).toEqual([{ id: tag.id, text: 'Speaker', color: '#112233', category: { text: 'Role', order: 1 } }]);
    expect((await currentUser(ada, 'status-other')).body.tags).toEqual([{ id: foreign.id, text: 'Elsewhere', color: '#5b3cc4', category: null }]);
    expect((await currentUser(ada, null)).body.tags).toEqual([]);
  });

  it('carries the person\'s call in the event: id, status and how many are in it', async () => {
    expect((await currentUser(ben)).body.videocall_status).toBeNull();
    const call = await callWith(ben, ada);
    expect((await currentUser(ben)).body.videocall_status).toEqual({ id: call, status: 'open', amount_of_users: 2 });
    // Not in another event's view.
    expect((await currentUser(ada, 'status-other')).body.videocall_status).toBeNull();
    await t.server.services.videocalls.leave(slug, ada.user.id);
    expect((await currentUser(ben)).body.videocall_status).toEqual({ id: call, status: 'open', amount_of_users: 1 });
    await t.server.services.videocalls.leave(slug, ben.user.id);
    expect((await currentUser(ben)).body.videocall_status).toBeNull();
  });

  it('answers the same from the profile routes', async () => {
    const call = await callWith(ben);
    const res = await t.api('PATCH', `/api/profiles/${ben.user.id}/?event_slug=${slug}`, { token: ben.token, body: { jobtitle: 'Host' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ jobtitle: 'Host', videocall_status: { id: call, amount_of_users: 1 }, is_online: false });
    await t.server.services.videocalls.leave(slug, ben.user.id);
  });
});

describe('the directory', () => {
  it('shows each attendee\'s call', async () => {
    const call = await callWith(ben);
    const list = await t.api('GET', `/api/events/${slug}/virtual_attendees/`, { token: ada.token });
    expect(list.status).toBe(200);
    const row = (list.body as { results: { id: number; videocall_status: unknown }[] }).results.find((r) => r.id === ben.user.id);
    expect(row?.videocall_status).toEqual({ id: call, status: 'open', amount_of_users: 1 });
    const single = await t.api('GET', `/api/events/${slug}/virtual_attendees/${ben.user.id}/`, { token: ada.token });
    expect(single.body.videocall_status).toEqual({ id: call, status: 'open', amount_of_users: 1 });
    await t.server.services.videocalls.leave(slug, ben.user.id);
    const after = await t.api('GET', `/api/events/${slug}/virtual_attendees/${ben.user.id}/`, { token: ada.token });
    expect(after.body.videocall_status).toBeNull();
  });
});

describe('booth staff', () => {
  it('show whether they are online and their call, live through the cached detail', async () => {
    expect(await staffOf(ada)).toMatchObject({ id: staff.user.id, is_online: false, videocall_status: null });
    // The detail is cached now; the staff member's socket drops it.
    await sockets.login(t, staff.token, slug);
    await eventually(async () => (await staffOf(ada)).is_online).toBe(true);
    const call = await callWith(staff, ben);
    await eventually(async () => (await staffOf(ada)).videocall_status).toEqual({ id: call, status: 'open', amount_of_users: 2 });
    // Another member of the call leaving changes its count.
    await t.server.services.videocalls.leave(slug, ben.user.id);
    await eventually(async () => (await staffOf(ada)).videocall_status).toEqual({ id: call, status: 'open', amount_of_users: 1 });
    sockets.closeAll();
    await eventually(async () => (await staffOf(ada)).is_online).toBe(false);
  });

  it('keep other booths\' cached details when someone who is no staff comes online', async () => {
    await staffOf(ada);
    const stats = () => t.server.platform.sharedReplies.stats().find((s) => s.name === 'booth detail')!;
    const before = stats();
    const attendee = await member({ firstName: 'Walk', lastName: 'In' });
    await sockets.login(t, attendee.token, slug);
    await t.server.platform.sharedReplies.settle();
    await staffOf(ada);
    expect(stats().hits).toBe(before.hits + 1);
    sockets.closeAll();
  });
});
