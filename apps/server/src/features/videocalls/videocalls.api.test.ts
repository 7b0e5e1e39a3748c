import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../../../test/harness';
import { addRole, makeEvent, makeSpace, person, type Person } from '../../../test/event-factories';
import { callsOf } from '../../../test/calls';
import type { EventRow, SpaceRow } from '../identity';
import { callTokenVerifier } from '.';

let t: TestServer;
let event: EventRow;
let lounge: SpaceRow;
let closedArea: SpaceRow;
let organiser: Person;
let alice: Person;
let bob: Person;
let carol: Person;

const slug = 'calls';
const { create, join, update, detail, onArea, leave, attendee } = callsOf(() => t, () => event);
const area = (who: Person, networking = 'lounge') => t.api('GET', `/api/events/${slug}/networking/${networking}/`, { token: who.token });

beforeAll(async () => {
  t = await startTestServer();
  event = await makeEvent(t, { slug });
  organiser = await person(t);
  alice = await person(t, { firstName: 'Alice', lastName: 'Able' });
  bob = await person(t, { firstName: 'Bob', lastName: 'Baker' });
  carol = await person(t);
  await addRole(t, event, organiser, 'moderator');
  for (const p of [alice, bob, carol]) await addRole(t, event, p, 'attendee');
  lounge = await makeSpace(t, event, 'networking', { slug: 'lounge', name: 'Lounge', image: '/files/lounge.png' });
  closedArea = await makeSpace(t, event, 'networking', { slug: 'backroom', name: 'Back room', published: false });
});

afterAll(async () => {
  await t?.close();
});

describe('POST /api/events/{slug}/videocalls/create/', () => {
  it('places a call on a networking area with its creator as admin', async () => {
    const res = await create(alice, { x_position: 120.5, y_position: 80, networking_page: 'lounge' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      display_name: 'Video call', status: 'open', admin_id: alice.user.id, admin: alice.user.id, speaker: null, users: [], mugshots: [],
      x_position: 120.5, y_position: 80, networking_page: 'lounge', capacity: 10, permanent: false, ended: false,
    });
  });

  it('makes a call of no area with `admin` only for oneself', async () => {
    const own = await create(bob, { admin: bob.user.id });
    expect(own.status).toBe(201);
    expect(own.body).toMatchObject({ admin_id: bob.user.id, networking_page: null, x_position: null });
    const other = await create(bob, { admin: alice.user.id });
    expect(other.status).toBe(403);
  });

  it('lets only organisers place permanent calls, refuses closed areas and bad bodies', async () => {
    expect((await create(alice, { x_position: 1, y_position: 1, networking_page: 'lounge', permanent: true })).status).toBe(403);
    expect((await create(organiser, { x_position: 1, y_position: 1, networking_page: 'lounge', permanent: true })).body.permanent).toBe(true);
    expect((await create(alice, { x_position: 1, y_position: 1, networking_page: 'backroom' })).status).toBe(403);
    expect((await create(alice, { x_position: 1, y_position: 1, networking_page: 'nowhere' })).status).toBe(404);
    expect((await create(alice, { x_position: 'left', networking_page: 'lounge' })).status).toBe(400);
    expect((await t.api('POST', `/api/events/${slug}/videocalls/create/`, { body: { admin: 1 } })).status).toBe(401);
  });

  it('answers the spec\'s capacity text when the area holds its maximum of calls, and creates nothing', async () => {
    const small = await makeSpace(t, event, 'networking', { slug: 'nook' });
    await t.server.platform.db.execute(sql`UPDATE spaces SET settings = '{"max_calls": 2}'::jsonb WHERE id = ${small.id}`);
    const body = { x_position: 5, y_position: 5, networking_page: 'nook' };
    const results = await Promise.all([create(alice, body), create(bob, body), create(carol, body), create(organiser, body)]);
    expect(results.filter((r) => r.status === 201)).toHaveLength(2);
    for (const refused of results.filter((r) => r.status !== 201)) {
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual({ detail: 'Networking calls have reached its capacity', code: 'networking_full' });
    }
    expect((await area(alice, 'nook')).body.videocalls).toHaveLength(2);
  });
});

describe('POST /api/events/{slug}/videocalls/join/', () => {
  it('answers {jwt, videocall}: the token opens that call only, and expires', async () => {
    const call = await onArea(alice);
    const res = await join(alice, call.id);
    expect(res.status).toBe(200);
    expect(res.body.videocall).toMatchObject({ id: call.id, users: [expect.objectContaining({ id: alice.user.id, first_name: 'Alice' })] });
    const verifier = callTokenVerifier(t.server.platform);
    expect(await verifier.verify(res.body.jwt, call.id)).toEqual({ userId: alice.user.id, callId: call.id, eventSlug: slug });
    const other = await onArea(bob);
    expect(await verifier.verify(res.body.jwt, other.id)).toBeNull();
    // Neither an access token nor a garbled one is a call token, nor is a call token an access token.
    expect(await verifier.verify(alice.token, call.id)).toBeNull();
    expect(await verifier.verify(`${res.body.jwt}x`, call.id)).toBeNull();
    expect((await t.api('GET', `/api/events/${slug}/videocalls/${call.id}/`, { token: res.body.jwt })).status).toBe(401);
    t.clock.advance(121_000);
    try {
      expect(await verifier.verify(res.body.jwt, call.id)).toBeNull();
    } finally {
      t.clock.advance(-121_000);
    }
    await leave(alice);
  });

  it('takes the room id as text too, and counts a person in two tabs once', async () => {
    const call = await onArea(bob);
    const first = await join(carol, String(call.id));
    const second = await join(carol, call.id);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body.videocall.users.map((u: { id: number }) => u.id)).toEqual([carol.user.id]);
    await leave(carol);
  });

  it('lets exactly 10 of 12 people joining at once in: the 11th and 12th get the capacity text and jwt ""', async () => {
    const call = await onArea(organiser);
    const people = await Promise.all(Array.from({ length: 12 }, attendee));
    const results = await Promise.all(people.map((p) => join(p, call.id)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(10);
    const refused = results.filter((r) => r.status !== 200);
    expect(refused).toHaveLength(2);
    for (const r of refused) expect(r.body).toEqual({ jwt: '', detail: 'videocall reached max participant capacity', code: 'videocall_full' });
    expect((await detail(organiser, call.id)).body.users).toHaveLength(10);
    for (const p of people) await leave(p);
  });

  it('refuses a closed call to all but its admin, and a request call without the admin\'s acceptance', async () => {
    const call = await onArea(alice);
    expect((await join(alice, call.id)).status).toBe(200);
    expect((await update(alice, call.id, { status: 'closed' })).body.status).toBe('closed');
    const closed = await join(bob, call.id);
    expect(closed.status).toBe(403);
    expect(closed.body).toMatchObject({ jwt: '', code: 'videocall_closed' });
    expect((await update(alice, call.id, { status: 'request' })).body.status).toBe('request');
    const asked = await join(bob, call.id);
    expect(asked.status).toBe(403);
    expect(asked.body).toMatchObject({ jwt: '', code: 'videocall_access_required' });
    expect((await detail(bob, call.id)).body.users.map((u: { id: number }) => u.id)).toEqual([alice.user.id]);
    await leave(alice);
  });

  it('refuses unknown calls, calls of another event and calls in a closed area', async () => {
    expect((await join(alice, 999_999)).status).toBe(404);
    expect((await join(alice, 999_999)).body.jwt).toBe('');
    const hidden = await create(organiser, { x_position: 1, y_position: 1, networking_page: 'backroom' });
    expect(hidden.status).toBe(201);
    expect((await join(alice, hidden.body.id)).status).toBe(404);
    const other = await makeEvent(t, { slug: 'calls-other' });
    await addRole(t, other, bob, 'attendee');
    const foreign = await t.api('POST', '/api/events/calls-other/videocalls/create/', { token: bob.token, body: { admin: bob.user.id } });
    expect((await join(alice, foreign.body.id)).status).toBe(404);
    expect((await join(alice, 0)).status).toBe(400);
  });

  it('moves a person who joins another call out of the first one', async () => {
    const first = await onArea(alice);
    const second = await onArea(bob);
    await join(carol, first.id);
    await join(carol, second.id);
    expect((await detail(carol, first.id)).body.users).toEqual([]);
    expect((await detail(carol, second.id)).body.users.map((u: { id: number }) => u.id)).toEqual([carol.user.id]);
    await leave(carol);
  });
});

describe('PUT /api/events/{slug}/videocalls/{roomId}/', () => {
  it('lets the admin rename, set the status and the speaker; 403 for everyone else, changing nothing', async () => {
    const call = await onArea(alice);
    await join(alice, call.id);
    await join(bob, call.id);
    expect((await update(alice, call.id, { display_name: 'Lighting chat' })).body.display_name).toBe('Lighting chat');
    expect((await update(alice, call.id, { speaker: bob.user.id })).body.speaker).toBe(bob.user.id);
    for (const body of [{ display_name: 'Mine now' }, { status: 'closed' }, { speaker: bob.user.id }]) {
      const res = await update(bob, call.id, body);
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('videocall_not_admin');
    }
    // Nobody but organisers moves a call, not even its admin.
    expect((await update(alice, call.id, { x_position: 5, y_position: 5 })).status).toBe(403);
    expect((await detail(alice, call.id)).body).toMatchObject({ display_name: 'Lighting chat', status: 'open', speaker: bob.user.id, x_position: 100, y_position: 200 });
    expect((await update(alice, call.id, { speaker: carol.user.id })).status).toBe(400);
    expect((await update(alice, call.id, {})).status).toBe(400);
    expect((await update(alice, call.id, { status: 'gone' })).status).toBe(400);
    await leave(alice);
    await leave(bob);
  });

  it("lets organisers move, rename and close any call on an area; a table they placed to stay is theirs alone to rename, close or move", async () => {
    // An attendee's call on the area: the organiser moves and closes it without being in it.
    const spot = await onArea(alice);
    await join(alice, spot.id);
    const moved = await update(organiser, spot.id, { x_position: 640, y_position: 360 });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ x_position: 640, y_position: 360, admin_id: alice.user.id });
    expect((await update(organiser, spot.id, { display_name: 'Quiet corner' })).body.display_name).toBe('Quiet corner');
    expect((await update(organiser, spot.id, { status: 'closed' })).body.status).toBe('closed');
    expect((await area(bob)).body.videocalls.map((c: { id: number }) => c.id)).not.toContain(spot.id);
    expect((await update(organiser, spot.id, { status: 'open' })).body.status).toBe('open');
    // The speaker stays the admin's to choose.
    expect((await update(organiser, spot.id, { speaker: alice.user.id })).status).toBe(403);
    await leave(alice);

    // A table the organiser placed: whoever it passes to hosts it, but neither renames, closes nor moves it.
    const table = await onArea(organiser, { permanent: true, display_name: 'Table 9' });
    await join(organiser, table.id);
    await join(bob, table.id);
    await leave(organiser);
    expect((await detail(bob, table.id)).body.admin_id).toBe(bob.user.id);
    for (const body of [{ display_name: 'Bob’s now' }, { status: 'closed' }, { x_position: 1, y_position: 1 }]) {
      const res = await update(bob, table.id, body);
      expect(res.status, JSON.stringify(body)).toBe(403);
      expect(res.body.code).toBe('videocall_not_admin');
    }
    // A stranger neither; the admin still hosts: on request and back.
    expect((await update(carol, table.id, { status: 'closed' })).status).toBe(403);
    expect((await update(bob, table.id, { status: 'request' })).body.status).toBe('request');
    expect((await update(bob, table.id, { status: 'open' })).body.status).toBe('open');
    expect((await detail(bob, table.id)).body).toMatchObject({ display_name: 'Table 9', status: 'open', x_position: 100, y_position: 200 });
    // The organisers close it, out of the call or in it.
    expect((await update(organiser, table.id, { x_position: 10, y_position: 20 })).body).toMatchObject({ x_position: 10, y_position: 20 });
    expect((await update(organiser, table.id, { status: 'closed' })).body.status).toBe('closed');
    await leave(bob);

    // Half a position is no move; a call of no area is not the organisers' to arrange.
    expect((await update(organiser, table.id, { x_position: 1 })).status).toBe(400);
    const invite = await create(alice, { admin: alice.user.id });
    expect((await update(organiser, invite.body.id, { status: 'closed' })).status).toBe(403);
    expect((await update(organiser, invite.body.id, { x_position: 1, y_position: 1 })).status).toBe(403);
  });
});

describe('who administers a call (issue 24, decision 0067)', () => {
  it('keeps the creator as admin when someone else joins first: the other renames, sets status and speaker of nothing (403)', async () => {
    const [maker, early] = [await attendee(), await attendee()];
    const call = await onArea(maker);
    expect((await join(early, call.id)).body.videocall.admin_id).toBe(maker.user.id);
    for (const body of [{ display_name: 'Mine now' }, { status: 'closed' }, { status: 'request' }, { speaker: early.user.id }]) {
      const res = await update(early, call.id, body);
      expect(res.status, JSON.stringify(body)).toBe(403);
      expect(res.body.code).toBe('videocall_not_admin');
    }
    expect((await detail(maker, call.id)).body).toMatchObject({ admin_id: maker.user.id, display_name: 'Video call', status: 'open', speaker: null });
    // The creator comes, names the speaker and renames it; leaving after having joined hands it over.
    expect((await join(maker, call.id)).body.videocall.admin_id).toBe(maker.user.id);
    expect((await update(maker, call.id, { speaker: early.user.id, display_name: 'Ours' })).status).toBe(200);
    await leave(maker);
    expect((await detail(early, call.id)).body.admin_id).toBe(early.user.id);
    await leave(early);
  });

  it('gives no call token for a request call while its admin is away: requests wait, however empty the call', async () => {
    const table = await onArea(organiser, { permanent: true, status: 'request', display_name: 'Ask first' });
    const [first, second] = [await attendee(), await attendee()];
    for (const who of [first, second]) {
      const res = await join(who, table.id);
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ jwt: '', code: 'videocall_access_required' });
    }
    expect((await detail(first, table.id)).body).toMatchObject({ admin_id: organiser.user.id, users: [] });
    // The admin came and went, alone: the empty call stays theirs, and still takes nobody unasked.
    expect((await join(organiser, table.id)).status).toBe(200);
    await leave(organiser);
    expect((await detail(first, table.id)).body.admin_id).toBe(organiser.user.id);
    expect((await join(first, table.id)).body).toMatchObject({ jwt: '', code: 'videocall_access_required' });
  });

  it('hands the call over only when its admin, having joined, leaves: to the longest-present participant', async () => {
    const [maker, one, two] = [await attendee(), await attendee(), await attendee()];
    const call = await onArea(maker);
    await join(one, call.id);
    t.clock.advance(1000);
    await join(two, call.id);
    // Others coming and going change nothing while the admin is away.
    await leave(one);
    expect((await detail(two, call.id)).body.admin_id).toBe(maker.user.id);
    t.clock.advance(1000);
    await join(one, call.id);
    t.clock.advance(1000);
    await join(maker, call.id);
    await leave(maker);
    expect((await detail(two, call.id)).body.admin_id).toBe(two.user.id);
    await leave(two);
    await leave(one);
  });
});

describe('leaving and ending', () => {
  it('passes the call to the longest-present participant when the admin leaves, and drops a leaving speaker', async () => {
    const call = await onArea(alice);
    await join(alice, call.id);
    t.clock.advance(1000);
    await join(bob, call.id);
    t.clock.advance(1000);
    await join(carol, call.id);
    await update(alice, call.id, { speaker: carol.user.id });
    await leave(alice);
    expect((await detail(bob, call.id)).body).toMatchObject({ admin_id: bob.user.id, speaker: carol.user.id });
    await leave(carol);
    expect((await detail(bob, call.id)).body.speaker).toBeNull();
    expect((await update(bob, call.id, { display_name: 'Bob\'s table' })).status).toBe(200);
    await leave(bob);
  });

  it('ends an on-the-spot call 60 s after the last one left; an organiser\'s call stays', async () => {
    const spot = await onArea(alice);
    const table = await onArea(organiser, { permanent: true, display_name: 'Table 1' });
    await join(alice, spot.id);
    await join(bob, table.id);
    await leave(alice);
    await leave(bob);
    t.clock.advance(59_000);
    expect((await detail(alice, spot.id)).body.ended).toBe(false);
    expect((await join(alice, spot.id)).status).toBe(200);
    await leave(alice);
    t.clock.advance(60_000);
    expect((await detail(alice, spot.id)).body.ended).toBe(true);
    const late = await join(alice, spot.id);
    expect(late.status).toBe(404);
    expect(late.body).toMatchObject({ jwt: '', code: 'videocall_ended' });
    const shown = (await area(alice)).body.videocalls.map((c: { id: number }) => c.id);
    expect(shown).not.toContain(spot.id);
    expect(shown).toContain(table.id);
    expect(await t.server.services.videocalls.endLapsed()).toContain(spot.id);
    expect((await join(carol, table.id)).status).toBe(200);
    await leave(carol);
  });
});

describe('GET /api/events/{slug}/networking/{networkingSlug}/', () => {
  it('answers meta and the area\'s calls, without closed ones', async () => {
    const open = await onArea(alice, { display_name: 'Open one' });
    const closed = await onArea(alice, { display_name: 'Closed one' });
    await update(alice, closed.id, { status: 'closed' });
    const res = await area(bob);
    expect(res.status).toBe(200);
    expect(res.body.meta).toEqual({ id: lounge.id, slug: 'lounge', name: 'Lounge', published: true, image: '/files/lounge.png', max_calls: 20, chat_id: null });
    const ids = res.body.videocalls.map((c: { id: number }) => c.id);
    expect(ids).toContain(open.id);
    expect(ids).not.toContain(closed.id);
  });

  it("names the area's public chat when it has one (the sidebar's chat)", async () => {
    const chat = await t.server.services.chat.createChat(event.id, lounge.id, 'Lounge chat');
    expect((await area(bob)).body.meta.chat_id).toBe(chat.id);
    await t.server.platform.db.execute(sql`DELETE FROM chats WHERE id = ${chat.id}`);
  });

  it('shows a closed area as unpublished to attendees, in full to organisers; 404 for unknown areas', async () => {
    expect((await create(organiser, { x_position: 9, y_position: 9, networking_page: 'backroom', permanent: true })).status).toBe(201);
    const hidden = await area(alice, 'backroom');
    expect(hidden.status).toBe(200);
    expect(hidden.body).toEqual({ meta: expect.objectContaining({ id: closedArea.id, published: false }), videocalls: [] });
    expect((await area(organiser, 'backroom')).body.videocalls.length).toBeGreaterThan(0);
    expect((await area(alice, 'nowhere')).status).toBe(404);
    expect((await t.api('GET', `/api/events/${slug}/networking/lounge/`)).status).toBe(401);
  });
});

describe('account removal', () => {
  it('takes the removed person out of their call, passes it on and forgets their requests', async () => {
    const leaver = await attendee();
    const call = await onArea(leaver, { status: 'open' });
    await join(leaver, call.id);
    await join(bob, call.id);
    expect((await t.api('POST', '/api/remove-user-account/', { token: leaver.token })).status).toBe(200);
    expect((await detail(bob, call.id)).body).toMatchObject({ admin_id: bob.user.id, users: [expect.objectContaining({ id: bob.user.id })] });
    await leave(bob);
  });
});

describe('a server restart', () => {
  it('keeps calls as records: another process on the same database answers them', async () => {
    const call = await onArea(alice, { display_name: 'Still here' });
    await join(alice, call.id);
    const t2 = await startTestServer({ databaseUrl: t.databaseUrl });
    try {
      const res = await t2.api('GET', `/api/events/${slug}/videocalls/${call.id}/`, { token: bob.token });
      expect(res.body).toMatchObject({ display_name: 'Still here', users: [expect.objectContaining({ id: alice.user.id })] });
    } finally {
      await t2.close();
    }
    await leave(alice);
  });
});

describe('the call version (decision 0061)', () => {
  it('rises with every change of the call, its participants and its hosts, whatever code makes it', async () => {
    const [ann, ben] = [await attendee(), await attendee()];
    const made = await onArea(ann);
    const versions: number[] = [];
    const seen = async () => {
      const res = await detail(organiser, made.id);
      versions.push((res.body as { version: number }).version);
    };
    await seen();
    // Each answer of a change carries the version it made.
    for (const res of [await join(ann, made.id), await join(ben, made.id)]) versions.push((res.body as { videocall: { version: number } }).videocall.version);
    versions.push((((await update(ann, made.id, { display_name: 'Corner' })).body) as { version: number }).version);
    versions.push((((await update(ann, made.id, { speaker: ben.user.id })).body) as { version: number }).version);
    await leave(ben);
    await seen();
    // Hosts and participants written straight into the tables count as well.
    await t.server.platform.db.execute(sql`insert into video_call_hosts (call_id, user_id) values (${made.id}, ${ann.user.id})`);
    await seen();
    await t.server.platform.db.execute(sql`delete from video_call_participants where call_id = ${made.id}`);
    await seen();
    // Reading changes nothing.
    await seen();
    expect(versions.slice(0, -1)).toEqual([...versions.slice(0, -1)].sort((a, b) => a - b));
    expect(new Set(versions.slice(0, -1)).size).toBe(versions.length - 1);
    expect(versions.at(-1)).toBe(versions.at(-2));
  });
});
