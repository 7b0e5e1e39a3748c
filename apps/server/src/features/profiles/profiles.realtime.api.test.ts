import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Attendee } from '@foyer/contracts';
import type { Socket } from 'socket.io-client';
import { startTestServer, type TestServer } from '../../../test/harness';
import { addRole, makeEvent, person, type Person } from '../../../test/event-factories';
import { ask, next, socketPool } from '../../../test/socket-client';

/** The profile routes announce themselves: subscribers hear `attendee_updated` and `privacy_status_updated`. */
let t: TestServer;
let watcher: Person;
let paula: Person;
const sockets = socketPool();

function updateOf(socket: Socket, userId: number, check: (a: Attendee) => boolean, ms = 5000): Promise<Attendee> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off('attendee_updated', on);
      reject(new Error(`no matching attendee_updated for ${userId} within ${ms} ms`));
    }, ms);
    const on = (a: Attendee) => {
      if (a.id !== userId || !check(a)) return;
      clearTimeout(timer);
      socket.off('attendee_updated', on);
      resolve(a);
    };
    socket.on('attendee_updated', on);
  });
}

beforeAll(async () => {
  t = await startTestServer();
  const event = await makeEvent(t, { slug: 'heard' });
  watcher = await person(t, { firstName: 'Walt', lastName: 'Watcher' });
  paula = await person(t, { firstName: 'Paula', lastName: 'Profile' });
  await addRole(t, event, watcher, 'attendee');
  await addRole(t, event, paula, 'attendee');
});

afterAll(async () => {
  sockets.closeAll();
  await t?.close();
});

describe('profile changes reach subscribers', () => {
  it('a profile edit, do-not-disturb and incognito arrive as attendee_updated', async () => {
    const w = await sockets.login(t, watcher.token, 'heard');
    expect(await ask(w, 'subscribe_to_attendees', { user_ids: [paula.user.id] })).toEqual({ ok: true });
    const edited = updateOf(w, paula.user.id, (a) => a.jobtitle === 'Curator' && a.do_not_disturb);
    expect((await t.api('PATCH', `/api/profiles/${paula.user.id}/?event_slug=heard`, { token: paula.token, body: { jobtitle: 'Curator', do_not_disturb: true } })).status).toBe(200);
    expect(await edited).toMatchObject({ first_name: 'Paula', jobtitle: 'Curator', do_not_disturb: true });

    const masked = updateOf(w, paula.user.id, (a) => a.first_name === 'Night Owl');
    await t.api('PATCH', `/api/profiles/${paula.user.id}/`, { token: paula.token, body: { incognito_mode: true, alias_name: 'Night Owl' } });
    expect(await masked).toMatchObject({ first_name: 'Night Owl', mugshot: null, jobtitle: '' });
  });

  it('the privacy toggle arrives as privacy_status_updated', async () => {
    const w = await sockets.login(t, watcher.token, 'heard');
    await ask(w, 'subscribe_to_attendees', { user_ids: [paula.user.id] });
    const heard = next(w, 'privacy_status_updated');
    expect((await t.api('PATCH', '/api/events/heard/update_privacy_status/', { token: paula.token, body: { is_public: false } })).status).toBe(200);
    expect(await heard).toEqual({ user_id: paula.user.id, event_slug: 'heard', is_public: false });
  });
});
