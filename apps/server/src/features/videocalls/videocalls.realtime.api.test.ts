import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../../../test/harness';
import { addRole, makeEvent, makeSpace, person, type Person } from '../../../test/event-factories';
import { ask, next, silence, socketPool } from '../../../test/socket-client';
import { videocallAccessRequestTtlMs } from '@foyer/contracts';
import { users } from '../identity/accounts.schema';
import type { EventRow } from '../identity';
import { expireAccessRequests } from '.';

let t: TestServer;
/** A second server process on the same database. */
let t2: TestServer;
let event: EventRow;
let alice: Person;
let bob: Person;
let carol: Person;
let dave: Person;
let olga: Person;
const sockets = socketPool();
const slug = 'live-calls';
const login = (p: Person, server = t) => sockets.login(server, p.token, slug);
const onArea = async (who: Person, body: Record<string, unknown> = {}) => {
  const res = await t.api('POST', `/api/events/${slug}/videocalls/create/`, { token: who.token, body: { x_position: 1, y_position: 2, networking_page: 'lounge', ...body } });
  expect(res.status).toBe(201);
  return res.body as { id: number };
};
const join = (who: Person, room: number) => t.api('POST', `/api/events/${slug}/videocalls/join/`, { token: who.token, body: { room } });
const update = (who: Person, id: number, body: unknown) => t.api('PUT', `/api/events/${slug}/videocalls/${id}/`, { token: who.token, body });
const ids = (call: { users: { id: number }[] }) => call.users.map((u) => u.id);

beforeAll(async () => {
  t = await startTestServer();
  t2 = await startTestServer({ databaseUrl: t.databaseUrl });
  event = await makeEvent(t, { slug });
  alice = await person(t, { firstName: 'Alice' });
  bob = await person(t, { firstName: 'Bob' });
  carol = await person(t, { firstName: 'Carol' });
  dave = await person(t, { firstName: 'Dave' });
  olga = await person(t, { firstName: 'Olga' });
  for (const p of [alice, bob, carol, dave]) await addRole(t, event, p, 'attendee');
  await addRole(t, event, olga, 'moderator');
  await makeSpace(t, event, 'networking', { slug: 'lounge' });
});

afterAll(async () => {
  sockets.closeAll();
  await t2?.close();
  await t?.close();
});

describe('networking areas and call updates', () => {
  it('tells people in the area (on any process) of calls, participants of updated_videocall; leaving the area stops it', async () => {
    const watcher = await login(carol, t2);
    expect(await ask(watcher, 'join_networking_area', { networking_page: 'lounge' })).toEqual({ ok: true });
    const aliceSocket = await login(alice);
    const placed = next<{ id: number; display_name: string }>(watcher, 'updated_networking_videocall');
    const call = await onArea(alice, { display_name: 'Corner' });
    expect(await placed).toMatchObject({ id: call.id, display_name: 'Corner' });
    const joined = next<{ users: { id: number }[] }>(watcher, 'updated_networking_videocall');
    const own = next<{ users: { id: number }[] }>(aliceSocket, 'updated_videocall');
    await join(alice, call.id);
    expect(ids(await joined)).toEqual([alice.user.id]);
    expect(ids(await own)).toEqual([alice.user.id]);
    const renamed = next<{ display_name: string }>(aliceSocket, 'updated_videocall');
    await update(alice, call.id, { display_name: 'Corner table' });
    expect((await renamed).display_name).toBe('Corner table');
    expect(await ask(watcher, 'leave_networking_area', { networking_page: 'lounge' })).toEqual({ ok: true });
    const quiet = silence(watcher, 'updated_networking_videocall', 400);
    await update(alice, call.id, { display_name: 'Corner again' });
    await quiet;
    expect(await ask(watcher, 'join_networking_area', { networking_page: 'nowhere' })).toMatchObject({ ok: false });
    const left = next<{ users: { id: number }[] }>(aliceSocket, 'updated_videocall');
    expect(await ask(aliceSocket, 'exit_videocalls', {})).toEqual({ ok: true });
    expect(ids(await left)).toEqual([]);
  });
});

describe('access requests', () => {
  it('request → requested_videocall_access to the admin; the admin\'s reply lets the person in; cancel tells the admin', async () => {
    const call = await onArea(alice, { status: 'request' });
    await join(alice, call.id);
    const admin = await login(alice);
    const asker = await login(bob, t2);
    const requested = next<{ videocall_id: number; user: { id: number; first_name: string } }>(admin, 'requested_videocall_access');
    expect(await ask(asker, 'request_videocall_access', { videocall_id: call.id })).toEqual({ ok: true });
    expect(await requested).toEqual({ videocall_id: call.id, user: expect.objectContaining({ id: bob.user.id, first_name: 'Bob' }) });
    expect((await join(bob, call.id)).status).toBe(403);

    // Nobody but the admin answers.
    const stranger = await login(carol);
    expect(await ask(stranger, 'send_to_user', { user_id: bob.user.id, event: 'replied_videocall_access', data: { accepted: true, videocallId: call.id } })).toMatchObject({
      ok: false, code: 'videocall_not_admin',
    });
    expect((await join(bob, call.id)).status).toBe(403);

    const reply = next(asker, 'replied_videocall_access');
    expect(await ask(admin, 'send_to_user', { user_id: bob.user.id, event: 'replied_videocall_access', data: { accepted: true, videocallId: call.id } })).toEqual({ ok: true });
    expect(await reply).toEqual({ accepted: true, videocallId: call.id });
    expect((await join(bob, call.id)).status).toBe(200);

    // Asking again once let in (a page that reloaded or missed the answer): yes again, and the admin is not asked twice.
    const again = next(asker, 'replied_videocall_access');
    const notAskedTwice = silence(admin, 'requested_videocall_access', 400);
    expect(await ask(asker, 'request_videocall_access', { videocall_id: call.id })).toEqual({ ok: true });
    expect(await again).toEqual({ accepted: true, videocallId: call.id });
    await notAskedTwice;

    const third = await login(dave);
    expect(await ask(third, 'request_videocall_access', { videocall_id: call.id })).toEqual({ ok: true });
    const canceled = next(admin, 'canceled_videocall_accesss');
    expect(await ask(third, 'cancel_videocall_access_request', { videocall_id: call.id })).toEqual({ ok: true });
    expect(await canceled).toEqual({ videocall_id: call.id, user_id: dave.user.id });
    // A withdrawn request cannot be accepted.
    expect(await ask(admin, 'send_to_user', { user_id: dave.user.id, event: 'replied_videocall_access', data: { accepted: true, videocallId: call.id } })).toMatchObject({ ok: false });
    const open = await onArea(carol);
    expect(await ask(third, 'request_videocall_access', { videocall_id: open.id })).toMatchObject({ ok: false });
    await ask(admin, 'exit_videocalls', {});
    await ask(asker, 'exit_videocalls', {});
  });
});

interface Pending {
  results: { videocall_id: number; user: { id: number; first_name: string }; requested_at: string }[];
}
const pending = (who: Person | null, id: number, server = t) =>
  server.api('GET', `/api/events/${slug}/videocalls/${id}/access_requests/`, { token: who?.token });
const pendingIds = async (who: Person, id: number, server = t) => {
  const res = await pending(who, id, server);
  expect(res.status).toBe(200);
  return (res.body as Pending).results.map((r) => r.user.id);
};
async function eventually(check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 200 && !(await check()); i++) await new Promise((r) => setTimeout(r, 25));
  expect(await check()).toBe(true);
}

describe('pending access requests kept on the server', () => {
  it("an admin's page that opens later (a reload, a second tab, another process) reads them; answered or withdrawn ones leave every page of the admin", async () => {
    const erin = await person(t, { firstName: 'Erin' });
    await addRole(t, event, erin, 'attendee');
    const call = await onArea(alice, { status: 'request' });
    expect((await join(alice, call.id)).status).toBe(200);
    const firstTab = await login(alice);
    const asker = await login(bob, t2);
    const carolPage = await login(carol);
    const erinPage = await login(erin, t2);
    for (const page of [asker, carolPage, erinPage]) {
      const told = next(firstTab, 'requested_videocall_access');
      expect(await ask(page, 'request_videocall_access', { videocall_id: call.id })).toEqual({ ok: true });
      await told;
    }

    // A second tab (or the first after a reload), on the other process: the pending list, oldest first.
    const secondTab = await login(alice, t2);
    const listed = await pending(alice, call.id, t2);
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual({
      results: [bob, carol, erin].map((p) => ({ videocall_id: call.id, user: expect.objectContaining({ id: p.user.id, first_name: p.user.firstName }), requested_at: expect.any(String) })),
    });

    // Only the admin reads them.
    expect(await pending(bob, call.id)).toMatchObject({ status: 403, body: { code: 'videocall_not_admin' } });
    expect((await pending(null, call.id)).status).toBe(401);
    expect((await pending(alice, 999_999)).status).toBe(404);

    // Answered on one tab: gone from both.
    const goneHere = next(firstTab, 'canceled_videocall_accesss');
    const goneThere = next(secondTab, 'canceled_videocall_accesss');
    expect(await ask(firstTab, 'send_to_user', { user_id: bob.user.id, event: 'replied_videocall_access', data: { accepted: true, videocallId: call.id } })).toEqual({ ok: true });
    expect(await goneHere).toEqual({ videocall_id: call.id, user_id: bob.user.id });
    expect(await goneThere).toEqual({ videocall_id: call.id, user_id: bob.user.id });
    expect(await pendingIds(alice, call.id)).toEqual([carol.user.id, erin.user.id]);

    // Declined: gone too.
    const declined = next(firstTab, 'canceled_videocall_accesss');
    expect(await ask(secondTab, 'send_to_user', { user_id: carol.user.id, event: 'replied_videocall_access', data: { accepted: false, videocallId: call.id } })).toEqual({ ok: true });
    expect(await declined).toEqual({ videocall_id: call.id, user_id: carol.user.id });
    expect(await pendingIds(alice, call.id)).toEqual([erin.user.id]);

    // Someone whose page closed while waiting is not listed (their page asks again when it comes back).
    erinPage.disconnect();
    await eventually(async () => (await pendingIds(alice, call.id)).length === 0);
    const back = await login(erin, t2);
    expect(await ask(back, 'request_videocall_access', { videocall_id: call.id })).toEqual({ ok: true });
    expect(await pendingIds(alice, call.id)).toEqual([erin.user.id]);

    // Withdrawn: gone from both tabs.
    const withdrawnHere = next(firstTab, 'canceled_videocall_accesss');
    const withdrawnThere = next(secondTab, 'canceled_videocall_accesss');
    expect(await ask(back, 'cancel_videocall_access_request', { videocall_id: call.id })).toEqual({ ok: true });
    expect(await withdrawnHere).toEqual({ videocall_id: call.id, user_id: erin.user.id });
    expect(await withdrawnThere).toEqual({ videocall_id: call.id, user_id: erin.user.id });
    expect(await pendingIds(alice, call.id)).toEqual([]);

    // The admin leaves: the call and its waiting list pass to the longest-present participant.
    expect((await join(bob, call.id)).status).toBe(200);
    expect(await ask(carolPage, 'request_videocall_access', { videocall_id: call.id })).toEqual({ ok: true });
    expect(await ask(firstTab, 'exit_videocalls', {})).toEqual({ ok: true });
    expect(await pendingIds(bob, call.id)).toEqual([carol.user.id]);
    expect((await pending(alice, call.id)).status).toBe(403);
    await ask(carolPage, 'cancel_videocall_access_request', { videocall_id: call.id });
    await ask(asker, 'exit_videocalls', {});
  });
});

describe('a request call whose admin is away (issue 24, decision 0067)', () => {
  const reply = (from: Awaited<ReturnType<typeof login>>, to: Person, callId: number, accepted: boolean) =>
    ask(from, 'send_to_user', { user_id: to.user.id, event: 'replied_videocall_access', data: { accepted, videocallId: callId } });

  it('keeps the request waiting; the admin and the event\'s organisers hear it (under both names) and may answer it, nobody else', async () => {
    const call = await onArea(alice, { status: 'request' });
    const adminElsewhere = await login(alice);
    const organiserPage = await login(olga, t2);
    const asker = await login(bob);
    const refused = await join(bob, call.id);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ jwt: '', code: 'videocall_access_required' });

    const heard = [
      next(adminElsewhere, 'requested_videocall_access'), next(adminElsewhere, 'accessRequested'),
      next(organiserPage, 'requested_videocall_access'), next(organiserPage, 'accessRequested'),
    ];
    expect(await ask(asker, 'request_videocall_access', { videocall_id: call.id })).toEqual({ ok: true });
    for (const payload of await Promise.all(heard)) expect(payload).toEqual({ videocall_id: call.id, user: expect.objectContaining({ id: bob.user.id, first_name: 'Bob' }) });
    expect((await join(bob, call.id)).body).toMatchObject({ jwt: '', code: 'videocall_access_required' });

    // Another attendee neither answers nor reads the waiting list.
    expect(await reply(await login(carol), bob, call.id, true)).toMatchObject({ ok: false, code: 'videocall_not_admin' });
    expect(await pending(carol, call.id)).toMatchObject({ status: 403, body: { code: 'videocall_not_admin' } });
    expect(await pendingIds(olga, call.id)).toEqual([bob.user.id]);

    // An organiser answers: the asker is let in, every page that was asked drops the request (both names).
    const answered = next(asker, 'replied_videocall_access');
    const dropped = [next(adminElsewhere, 'canceled_videocall_accesss'), next(adminElsewhere, 'accessRequestCanceled'), next(organiserPage, 'canceled_videocall_accesss'), next(organiserPage, 'accessRequestCanceled')];
    expect(await reply(organiserPage, bob, call.id, true)).toEqual({ ok: true });
    expect(await answered).toEqual({ accepted: true, videocallId: call.id });
    for (const payload of await Promise.all(dropped)) expect(payload).toEqual({ videocall_id: call.id, user_id: bob.user.id });
    const joined = await join(bob, call.id);
    expect(joined.status).toBe(200);
    expect(joined.body.videocall.admin_id).toBe(alice.user.id);
    await ask(asker, 'exit_videocalls', {});
  });

  it('asks only the admin while the admin is in the call', async () => {
    const call = await onArea(alice, { status: 'request' });
    expect((await join(alice, call.id)).status).toBe(200);
    const admin = await login(alice);
    const organiserPage = await login(olga);
    const asked = next(admin, 'requested_videocall_access');
    const notAsked = silence(organiserPage, 'requested_videocall_access', 400);
    expect(await ask(await login(dave), 'request_videocall_access', { videocall_id: call.id })).toEqual({ ok: true });
    await asked;
    await notAsked;
    await ask(await login(dave), 'cancel_videocall_access_request', { videocall_id: call.id });
    await ask(admin, 'exit_videocalls', {});
  });

  it(`lets a request nobody answers expire after ${videocallAccessRequestTtlMs / 60_000} minutes: the asker is told, pages drop it, joining stays refused`, async () => {
    // A table placed to stay, so it is still there when the request expires.
    const call = await onArea(olga, { status: 'request', permanent: true });
    const admin = await login(olga);
    const asker = await login(dave, t2);
    expect(await ask(asker, 'request_videocall_access', { videocall_id: call.id })).toEqual({ ok: true });
    try {
      t.clock.advance(videocallAccessRequestTtlMs - 1000);
      const early = silence(asker, 'replied_videocall_access', 400);
      expect(await expireAccessRequests(t.server.platform, t.server.services.videocalls)).toBe(0);
      await early;
      t.clock.advance(1000);
      const told = next(asker, 'replied_videocall_access');
      const dropped = next(admin, 'canceled_videocall_accesss');
      expect(await expireAccessRequests(t.server.platform, t.server.services.videocalls)).toBe(1);
      expect(await told).toEqual({ accepted: false, videocallId: call.id, expired: true });
      expect(await dropped).toEqual({ videocall_id: call.id, user_id: dave.user.id });
      expect(await pendingIds(olga, call.id)).toEqual([]);
      expect((await join(dave, call.id)).body).toMatchObject({ jwt: '', code: 'videocall_access_required' });
    } finally {
      t.clock.advance(-videocallAccessRequestTtlMs);
    }
  });

  it('expires a request by itself: the calls\' periodic sweep (VIDEOCALL_SWEEP_MS) tells the asker, with nobody calling it', async () => {
    // A server of its own: a sweep every 100 ms would let seats and calls of the other tests go.
    const swept = await startTestServer({ env: { VIDEOCALL_SWEEP_MS: '100' } });
    try {
      const own = await makeEvent(swept, { slug });
      const [host, guest] = [await person(swept, { firstName: 'Hanna' }), await person(swept, { firstName: 'Gus' })];
      await addRole(swept, own, host, 'moderator');
      await addRole(swept, own, guest, 'attendee');
      await makeSpace(swept, own, 'networking', { slug: 'lounge' });
      const placed = await swept.api('POST', `/api/events/${slug}/videocalls/create/`, {
        token: host.token,
        body: { x_position: 1, y_position: 2, networking_page: 'lounge', status: 'request', permanent: true },
      });
      expect(placed.status).toBe(201);
      const asker = await login(guest, swept);
      expect(await ask(asker, 'request_videocall_access', { videocall_id: placed.body.id })).toEqual({ ok: true });
      // Several sweeps pass before the request's time is up.
      await silence(asker, 'replied_videocall_access', 400);
      swept.clock.advance(videocallAccessRequestTtlMs);
      expect(await next(asker, 'replied_videocall_access')).toEqual({ accepted: false, videocallId: placed.body.id, expired: true });
    } finally {
      await swept.close();
    }
  });
});

describe('invites', () => {
  it('reaches an online person; accept, reject and cancel reach the other side', async () => {
    const caller = await login(alice);
    const callee = await login(bob, t2);
    const invited = next<{ user: { id: number } }>(callee, 'invited_for_new_videocall');
    expect(await ask(caller, 'send_to_user', { user_id: bob.user.id, event: 'invited_for_new_videocall', data: {} })).toEqual({ ok: true });
    expect((await invited).user.id).toBe(alice.user.id);
    const rejected = next<{ user: { id: number } }>(caller, 'invite_rejected');
    expect(await ask(callee, 'send_to_user', { user_id: alice.user.id, event: 'invite_rejected', data: {} })).toEqual({ ok: true });
    expect((await rejected).user.id).toBe(bob.user.id);
    // Answered once only.
    expect(await ask(callee, 'send_to_user', { user_id: alice.user.id, event: 'invite_accepted', data: {} })).toMatchObject({ ok: false });

    const spec1 = next(callee, 'newVideoCallInvited');
    await ask(caller, 'send_to_user', { user_id: bob.user.id, event: 'newVideoCallInvited', data: {} });
    await spec1;
    const cancelled = next<{ user: { id: number } }>(callee, 'inviteCancelled');
    expect(await ask(caller, 'send_to_user', { user_id: bob.user.id, event: 'inviteCancelled', data: {} })).toEqual({ ok: true });
    expect((await cancelled).user.id).toBe(alice.user.id);

    await ask(caller, 'send_to_user', { user_id: bob.user.id, event: 'invited_for_new_videocall', data: {} });
    const made = await t.api('POST', `/api/events/${slug}/videocalls/create/`, { token: bob.token, body: { admin: bob.user.id } });
    await join(bob, made.body.id);
    const accepted = next(caller, 'invite_accepted');
    expect(await ask(callee, 'send_to_user', { user_id: alice.user.id, event: 'invite_accepted', data: { videocall_id: made.body.id } })).toEqual({ ok: true });
    expect(await accepted).toEqual({ user: expect.objectContaining({ id: bob.user.id }), videocall_id: made.body.id });
    expect((await join(alice, made.body.id)).status).toBe(200);

    // Now alice is in a call: she cannot start another; nor can anyone reach her or bob.
    const cs = await login(carol);
    expect(await ask(caller, 'send_to_user', { user_id: carol.user.id, event: 'invited_for_new_videocall', data: {} })).toEqual({
      ok: false, detail: "You're already in a call", code: 'already_in_call',
    });
    expect(await ask(cs, 'send_to_user', { user_id: bob.user.id, event: 'invited_for_new_videocall', data: {} })).toMatchObject({ ok: false, code: 'participant_not_available' });
    await ask(caller, 'exit_videocalls', {});
    await ask(callee, 'exit_videocalls', {});
  });

  it('refuses to call someone offline or on do-not-disturb, and oneself', async () => {
    const caller = await login(carol);
    const offline = await person(t);
    await addRole(t, event, offline, 'attendee');
    expect(await ask(caller, 'send_to_user', { user_id: offline.user.id, event: 'invited_for_new_videocall', data: {} })).toEqual({
      ok: false, detail: 'participant not available', code: 'participant_not_available',
    });
    const busy = await person(t, { doNotDisturb: true });
    await addRole(t, event, busy, 'attendee');
    const busySocket = await login(busy);
    const quiet = silence(busySocket, 'invited_for_new_videocall', 300);
    expect(await ask(caller, 'send_to_user', { user_id: busy.user.id, event: 'invited_for_new_videocall', data: {} })).toMatchObject({ ok: false, code: 'participant_not_available' });
    await quiet;
    await t.server.platform.db.update(users).set({ doNotDisturb: false }).where(eq(users.id, busy.user.id));
    expect(await ask(caller, 'send_to_user', { user_id: busy.user.id, event: 'invited_for_new_videocall', data: {} })).toEqual({ ok: true });
    expect(await ask(caller, 'send_to_user', { user_id: carol.user.id, event: 'invited_for_new_videocall', data: {} })).toMatchObject({ ok: false });
    expect(await ask(caller, 'send_to_user', { user_id: busy.user.id, event: 'something_else', data: {} })).toMatchObject({ ok: false, code: 'invalid_payload' });
  });
});

describe('host controls', () => {
  it('the admin removes and mutes a participant; others may not; the removed one is out', async () => {
    const call = await onArea(alice);
    await join(alice, call.id);
    await join(bob, call.id);
    await join(carol, call.id);
    const host = await login(alice);
    const bobSocket = await login(bob);
    const carolSocket = await login(carol);
    expect(await ask(carolSocket, 'send_to_user', { user_id: bob.user.id, event: 'kicked_from_videocall', data: { videocall_id: call.id } })).toMatchObject({
      ok: false, code: 'videocall_not_host',
    });
    expect(await ask(carolSocket, 'send_to_user', { user_id: bob.user.id, event: 'host_muted_videocall', data: { videocall_id: call.id } })).toMatchObject({
      ok: false, code: 'videocall_not_host',
    });
    const muted = next(bobSocket, 'host_muted_videocall');
    expect(await ask(host, 'send_to_user', { user_id: bob.user.id, event: 'host_muted_videocall', data: { videocall_id: call.id } })).toEqual({ ok: true });
    expect(await muted).toEqual({ videocall_id: call.id });
    const kicked = next(bobSocket, 'kicked_from_videocall');
    const update = next<{ users: { id: number }[] }>(carolSocket, 'updated_videocall');
    expect(await ask(host, 'send_to_user', { user_id: bob.user.id, event: 'kicked_from_videocall', data: { videocall_id: call.id } })).toEqual({ ok: true });
    expect(await kicked).toEqual({ videocall_id: call.id });
    expect(ids(await update)).toEqual([alice.user.id, carol.user.id]);
    for (const s of [host, bobSocket, carolSocket]) await ask(s, 'exit_videocalls', {});
  });
});

describe('the last one out', () => {
  it('ends an on-the-spot call 60 s (the platform clock) after the last person left, and tells the area so maps drop it', async () => {
    const watcher = await login(dave);
    expect(await ask(watcher, 'join_networking_area', { networking_page: 'lounge' })).toEqual({ ok: true });
    const seen: Array<{ id: number; ended: boolean; users: unknown[] }> = [];
    watcher.on('updated_networking_videocall', (call: { id: number; ended: boolean; users: unknown[] }) => seen.push(call));
    const call = await onArea(alice);
    const table = await onArea(alice);
    await join(alice, call.id);
    const aliceSocket = await login(alice);
    expect(await ask(aliceSocket, 'exit_videocalls', {})).toEqual({ ok: true });
    const sweep = () => t.server.services.videocalls.endLapsed();
    const endedOf = (id: number) => seen.filter((c) => c.id === id && c.ended);
    try {
      t.clock.advance(59_000);
      expect(await sweep()).not.toContain(call.id);
      expect((await join(bob, call.id)).status).toBe(200);
      // Someone came and went: the 60 s count from the last one out.
      expect(await ask(await login(bob), 'exit_videocalls', {})).toEqual({ ok: true });
      t.clock.advance(59_000);
      expect(await sweep()).not.toContain(call.id);
      expect(endedOf(call.id)).toEqual([]);
      t.clock.advance(1_000);
      expect(await sweep()).toContain(call.id);
      await expect.poll(() => endedOf(call.id).length).toBe(1);
      expect(endedOf(call.id)[0]).toMatchObject({ id: call.id, ended: true, users: [] });
      // An empty call nobody ever joined ends the same way; an ended one refuses joins.
      expect(endedOf(table.id)).toHaveLength(1);
      expect((await join(alice, call.id)).body).toMatchObject({ jwt: '', code: 'videocall_ended' });
      expect(await sweep()).toEqual([]);
    } finally {
      t.clock.advance(-119_000);
    }
  });
});
