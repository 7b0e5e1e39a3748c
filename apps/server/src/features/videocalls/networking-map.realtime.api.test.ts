import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import { addRole, makeEvent, makeSpace, person, type Person } from '../../../test/event-factories';
import { ask, next, silence, socketPool } from '../../../test/socket-client';
import type { EventRow } from '../identity';

let t: TestServer;
/** A second server process on the same database. */
let t2: TestServer;
let event: EventRow;
let alice: Person;
let bob: Person;
let carol: Person;
const sockets = socketPool();
const slug = 'map-avatars';
const login = (p: Person, server = t) => sockets.login(server, p.token, slug);
const lounge = { networking_page: 'lounge' };
const move = (x: number, y: number, page = 'lounge') => ({ networking_page: page, x_position: x, y_position: y });

interface Moved {
  networking_page: string;
  user: { id: number; first_name: string };
  x_position: number;
  y_position: number;
}

beforeAll(async () => {
  t = await startTestServer();
  t2 = await startTestServer({ databaseUrl: t.databaseUrl });
  event = await makeEvent(t, { slug });
  alice = await person(t, { firstName: 'Alice' });
  bob = await person(t, { firstName: 'Bob' });
  carol = await person(t, { firstName: 'Carol' });
  for (const p of [alice, bob, carol]) await addRole(t, event, p, 'attendee');
  await makeSpace(t, event, 'networking', { slug: 'lounge' });
  await makeSpace(t, event, 'networking', { slug: 'garden' });
  await makeSpace(t, event, 'networking', { slug: 'backstage', published: false });
});

afterAll(async () => {
  sockets.closeAll();
  await t2?.close();
  await t?.close();
});

describe('avatars on a networking map', () => {
  it('relays moves to everyone in the area on any process; a newcomer gets the avatars already there; leaving takes the avatar away', async () => {
    const a = await login(alice);
    const b = await login(bob, t2);
    const firstList = next<{ avatars: unknown[] }>(a, 'networking_avatars');
    expect(await ask(a, 'join_networking_area', lounge)).toEqual({ ok: true });
    expect((await firstList).avatars).toEqual([]);
    expect(await ask(b, 'join_networking_area', lounge)).toEqual({ ok: true });

    const seen = next<Moved>(a, 'networking_avatar_moved');
    const ownEcho = silence(b, 'networking_avatar_moved', 300);
    expect(await ask(b, 'move_networking_avatar', move(640, 320))).toEqual({ ok: true });
    expect(await seen).toEqual({ networking_page: 'lounge', user: expect.objectContaining({ id: bob.user.id, first_name: 'Bob' }), x_position: 640, y_position: 320 });
    await ownEcho;

    // Carol arrives later, on the other process: she is told where bob stands (alice has not moved yet).
    const c = await login(carol, t2);
    const list = next<{ networking_page: string; avatars: Array<{ user: { id: number }; x_position: number }> }>(c, 'networking_avatars');
    expect(await ask(c, 'join_networking_area', lounge)).toEqual({ ok: true });
    const { avatars } = await list;
    expect(avatars.map((av) => [av.user.id, av.x_position])).toEqual([[bob.user.id, 640]]);

    const left = next<{ networking_page: string; user_id: number }>(a, 'networking_avatar_left');
    expect(await ask(b, 'leave_networking_area', lounge)).toEqual({ ok: true });
    expect(await left).toEqual({ networking_page: 'lounge', user_id: bob.user.id });
    // Out of the area: his moves are refused and reach nobody.
    const quiet = silence(a, 'networking_avatar_moved', 300);
    expect(await ask(b, 'move_networking_avatar', move(10, 10))).toMatchObject({ ok: false, code: 'not_in_area' });
    await quiet;

    // A lost connection takes the avatar away too.
    expect(await ask(c, 'move_networking_avatar', move(100, 200))).toEqual({ ok: true });
    const gone = next<{ user_id: number }>(a, 'networking_avatar_left');
    c.disconnect();
    expect((await gone).user_id).toBe(carol.user.id);
  });

  it('refuses moves from a socket that never joined the area, joined another one, or sends a bad position', async () => {
    const a = await login(alice);
    const b = await login(bob);
    expect(await ask(a, 'join_networking_area', lounge)).toEqual({ ok: true });
    const quiet = silence(a, 'networking_avatar_moved', 400);
    expect(await ask(b, 'move_networking_avatar', move(1, 1))).toMatchObject({ ok: false, code: 'not_in_area' });
    expect(await ask(b, 'join_networking_area', { networking_page: 'garden' })).toEqual({ ok: true });
    expect(await ask(b, 'move_networking_avatar', move(1, 1))).toMatchObject({ ok: false, code: 'not_in_area' });
    expect(await ask(b, 'move_networking_avatar', move(1, 1, 'garden'))).toEqual({ ok: true });
    for (const bad of [
      { networking_page: 'lounge', x_position: -1, y_position: 5 },
      { networking_page: 'lounge', x_position: 'left', y_position: 5 },
      { networking_page: 'lounge', x_position: 5 },
      { networking_page: '', x_position: 5, y_position: 5 },
      { networking_page: 'lounge', x_position: Number.MAX_SAFE_INTEGER, y_position: 5 },
    ]) {
      expect(await ask(b, 'move_networking_avatar', bad)).toMatchObject({ ok: false, code: 'invalid_payload' });
    }
    await quiet;
  });

  it('refuses an area the person may not enter, so nothing of it is heard', async () => {
    const b = await login(bob);
    expect(await ask(b, 'join_networking_area', { networking_page: 'backstage' })).toMatchObject({ ok: false });
    expect(await ask(b, 'move_networking_avatar', move(5, 5, 'backstage'))).toMatchObject({ ok: false, code: 'not_in_area' });
  });
});
