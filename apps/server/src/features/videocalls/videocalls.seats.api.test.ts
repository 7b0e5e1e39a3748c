import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import { addRole, makeEvent, makeSpace, person, type Person } from '../../../test/event-factories';
import { callsOf } from '../../../test/calls';
import { ask, nextMatching, socketPool } from '../../../test/socket-client';
import type { EventRow } from '../identity';
import { sweepCallSeats } from '.';

/**
 * Issue 24, decision 0068: a seat in a call is held by a media session (or for the reconnect grace after one);
 * a REST join that opens none lets its seat go. The media side (a session holding the seat, a socket that dies)
 * is in media/media.api.test.ts.
 */

let t: TestServer;
let event: EventRow;
let organiser: Person;
let alice: Person;
let bob: Person;
const sockets = socketPool();
const slug = 'call-seats';
/** A seat taken over REST lapses this long (the platform clock) after the join unless a media session holds it. */
const mediaWaitMs = 2000;

const { join, detail, onArea, leave, attendee } = callsOf(() => t, () => event);

beforeAll(async () => {
  t = await startTestServer({ env: { VIDEOCALL_MEDIA_WAIT_MS: String(mediaWaitMs) } });
  event = await makeEvent(t, { slug });
  organiser = await person(t);
  alice = await person(t, { firstName: 'Alice' });
  bob = await person(t, { firstName: 'Bob' });
  await addRole(t, event, organiser, 'moderator');
  for (const p of [alice, bob]) await addRole(t, event, p, 'attendee');
  await makeSpace(t, event, 'networking', { slug: 'lounge' });
});

afterAll(async () => {
  sockets.closeAll();
  await t?.close();
});

describe('seats without media (issue 24, decision 0068)', () => {
  const userIds = async (id: number) => ((await detail(organiser, id)).body.users as { id: number }[]).map((u) => u.id);

  it('lets a REST join that opens no media go after VIDEOCALL_MEDIA_WAIT_MS: ten racers on an empty table leave it, its admin stays', async () => {
    const table = await onArea(organiser, { permanent: true, display_name: 'Raced' });
    const racers = await Promise.all(Array.from({ length: 10 }, attendee));
    expect((await Promise.all(racers.map((p) => join(p, table.id)))).every((r) => r.status === 200)).toBe(true);
    expect(await userIds(table.id)).toHaveLength(10);
    t.clock.advance(mediaWaitMs - 1);
    await sweepCallSeats(t.server.platform, t.server.services.videocalls);
    expect(await userIds(table.id)).toHaveLength(10);
    // Joining again (a page that reloads before its media is up) gives that join its own wait.
    t.clock.advance(-500);
    expect((await join(racers[0]!, table.id)).status).toBe(200);
    t.clock.advance(501);
    await sweepCallSeats(t.server.platform, t.server.services.videocalls);
    expect(await userIds(table.id)).toEqual([racers[0]!.user.id]);
    t.clock.advance(mediaWaitMs);
    await sweepCallSeats(t.server.platform, t.server.services.videocalls);
    expect(await userIds(table.id)).toEqual([]);
    expect((await detail(organiser, table.id)).body.admin_id).toBe(organiser.user.id);
    // The seats are free again: ten others fit.
    const next = await Promise.all(Array.from({ length: 10 }, attendee));
    expect((await Promise.all(next.map((p) => join(p, table.id)))).every((r) => r.status === 200)).toBe(true);
    for (const p of next) await leave(p);
  });

  it('lets a creator who joined and opened no media go like any admin who leaves: the call passes on', async () => {
    const [maker, guest] = [await attendee(), await attendee()];
    const call = await onArea(maker);
    await join(maker, call.id);
    t.clock.advance(mediaWaitMs / 2);
    await join(guest, call.id);
    t.clock.advance(mediaWaitMs / 2);
    await sweepCallSeats(t.server.platform, t.server.services.videocalls);
    expect(await userIds(call.id)).toEqual([guest.user.id]);
    expect((await detail(guest, call.id)).body.admin_id).toBe(guest.user.id);
    await leave(guest);
  });

  it('announces a lapsed seat as a leave: the others in the call and the area hear it', async () => {
    const call = await onArea(alice, { display_name: 'Announced' });
    const watcher = await sockets.login(t, organiser.token, slug);
    expect(await ask(watcher, 'join_networking_area', { networking_page: 'lounge' })).toEqual({ ok: true });
    const aliceSocket = await sockets.login(t, alice.token, slug);
    await join(alice, call.id);
    const withBob = (await join(bob, call.id)).body.videocall.version as number;
    const withoutBob = (c: { id: number; users: { id: number }[]; version: number }) => c.id === call.id && c.version > withBob && c.users.length === 1;
    const area = nextMatching(watcher, 'updated_networking_videocall', withoutBob);
    const inCall = nextMatching(aliceSocket, 'updated_videocall', withoutBob);
    // Alice joins again (her page's media is up, as far as this test goes); Bob's seat lapses.
    t.clock.advance(mediaWaitMs / 2);
    await join(alice, call.id);
    t.clock.advance(mediaWaitMs / 2);
    await sweepCallSeats(t.server.platform, t.server.services.videocalls);
    expect((await area).users.map((u) => u.id)).toEqual([alice.user.id]);
    expect((await inCall).users.map((u) => u.id)).toEqual([alice.user.id]);
    await leave(alice);
  });

  it('lets a seat go by itself once the wait is over: nobody calls the sweep, the area hears the leave', async () => {
    const call = await onArea(alice, { display_name: 'Unattended' });
    const watcher = await sockets.login(t, organiser.token, slug);
    expect(await ask(watcher, 'join_networking_area', { networking_page: 'lounge' })).toEqual({ ok: true });
    const joined = (await join(bob, call.id)).body.videocall.version as number;
    const left = nextMatching<{ id: number; users: unknown[]; version: number }>(
      watcher,
      'updated_networking_videocall',
      (c) => c.id === call.id && c.version > joined && c.users.length === 0,
      15_000,
    );
    // The join's own timer looks at the seat again once the wait is over (the platform clock says it is).
    t.clock.advance(mediaWaitMs);
    await left;
    expect(await userIds(call.id)).toEqual([]);
  });

  it("writes a seat under its call's lock: a seat released while a join's transaction holds the call waits, no deadlock", async () => {
    const call = await onArea(alice, { display_name: 'Locked' });
    await join(alice, call.id);
    const repo = t.server.services.videocalls.repo;
    await repo.holdSeat(call.id, alice.user.id, 'media-socket-a');
    // A join's order: its call locked first, then the participant's row (whose change raises the call's version).
    const joining = new pg.Client({ connectionString: t.databaseUrl });
    await joining.connect();
    try {
      await joining.query('BEGIN');
      await joining.query('SELECT id FROM video_calls WHERE id = $1 FOR UPDATE', [call.id]);
      const released = repo.releaseSeat(call.id, alice.user.id, 'media-socket-a', new Date(Date.now() + 60_000));
      for (let i = 0; i < 100; i++) {
        const waiting = await joining.query(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`);
        if (waiting.rows[0].n > 0) break;
        await new Promise((r) => setTimeout(r, 50));
      }
      await joining.query('UPDATE video_call_participants SET joined_at = joined_at WHERE call_id = $1 AND user_id = $2', [call.id, alice.user.id]);
      await joining.query('COMMIT');
      await released;
    } finally {
      await joining.end();
    }
    await leave(alice);
  });

  // Last: the second process's adapter stays counted by the first for a while after it closed, so a
  // fetchSockets (joining a networking area) right after it would wait out the adapter's request timeout.
  it('is settled from the database: another process (a restart) lets seats go that the first one handed out', async () => {
    const call = await onArea(alice, { display_name: 'Restarted' });
    await join(bob, call.id);
    const t2 = await startTestServer({ databaseUrl: t.databaseUrl, clock: t.clock, env: { VIDEOCALL_MEDIA_WAIT_MS: String(mediaWaitMs) } });
    try {
      t.clock.advance(mediaWaitMs);
      await sweepCallSeats(t2.server.platform, t2.server.services.videocalls);
      expect(await userIds(call.id)).toEqual([]);
    } finally {
      await t2.close();
    }
  });
});
