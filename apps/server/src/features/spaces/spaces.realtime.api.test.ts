import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rooms } from '@foyer/contracts';
import { startTestServer, type TestServer } from '../../../test/harness';
import { addRole, makeEvent, makeSpace, person, type Person } from '../../../test/event-factories';
import { ask, next, nextMatching, silence, socketPool } from '../../../test/socket-client';
import type { EventRow, SpaceRow } from '../identity';

let t: TestServer;
/** A second server process on the same database. */
let t2: TestServer;
let event: EventRow;
let hall: SpaceRow;
let stage: SpaceRow;
let organiser: Person;
let attendee: Person;
const sockets = socketPool();
const login = (server: TestServer, p: Person, slug = 'live') => sockets.login(server, p.token, slug);

beforeAll(async () => {
  t = await startTestServer();
  t2 = await startTestServer({ databaseUrl: t.databaseUrl });
  event = await makeEvent(t, { slug: 'live' });
  organiser = await person(t);
  attendee = await person(t);
  await addRole(t, event, organiser, 'moderator');
  hall = await makeSpace(t, event, 'map', { slug: 'hall' });
  stage = await makeSpace(t, event, 'presentation', { slug: 'stage', published: false });
  const other = await makeEvent(t, { slug: 'other-live' });
  await makeSpace(t, other, 'map', { slug: 'elsewhere' });
});
afterAll(async () => {
  sockets.closeAll();
  await t2?.close();
  await t?.close();
});

const setPublished = (server: TestServer, who: Person, space: SpaceRow, published: boolean) =>
  server.api('PATCH', `/api/events/live/spaces/${space.id}/`, { token: who.token, body: { published } });

describe('subscribe_to_space', () => {
  it('lets a person subscribe to the event and to an open space', async () => {
    const socket = await login(t, attendee);
    expect(await ask(socket, 'subscribe_to_space', { event_slug: 'live' })).toEqual({ ok: true });
    expect(await ask(socket, 'subscribe_to_space', { event_slug: 'live', space_id: hall.id })).toEqual({ ok: true });
    expect(await ask(socket, 'unsubscribe_from_space', { event_slug: 'live', space_id: hall.id })).toEqual({ ok: true });
  });

  it('keeps attendees out of a closed space and lets organisers in', async () => {
    const socket = await login(t, attendee);
    const refused = next(socket, 'event_error');
    expect(await ask(socket, 'subscribe_to_space', { event_slug: 'live', space_id: stage.id })).toMatchObject({ ok: false, code: 'space_closed' });
    expect(await refused).toMatchObject({ event: 'subscribe_to_space', code: 'space_closed' });
    const org = await login(t, organiser);
    expect(await ask(org, 'subscribe_to_space', { event_slug: 'live', space_id: stage.id })).toEqual({ ok: true });
  });

  it('refuses spaces of another event and another event slug', async () => {
    const socket = await login(t, attendee);
    const elsewhere = await t.api('GET', '/api/events/other-live/spaces/', { token: attendee.token });
    const foreign = elsewhere.body.results[0].id as number;
    expect(await ask(socket, 'subscribe_to_space', { event_slug: 'live', space_id: foreign })).toMatchObject({ ok: false, code: 'not_found' });
    expect(await ask(socket, 'subscribe_to_space', { event_slug: 'other-live', space_id: foreign })).toMatchObject({
      ok: false,
      code: 'wrong_event',
    });
  });
});

describe('updated_published_space', () => {
  it('comes once a read of the space answers the new state, not a reply cached before the change', async () => {
    const socket = await login(t, attendee);
    await ask(socket, 'subscribe_to_space', { event_slug: 'live' });
    const readMap = () => t.api('GET', '/api/events/live/maps/hall/', { token: attendee.token });
    expect((await readMap()).status).toBe(200); // cached now (decision 0017)
    // As a page does: on the event, read the map again at once.
    const readOnChange = new Promise<number>((resolve) => {
      socket.once('updated_published_space', () => void readMap().then((r) => resolve(r.status)));
    });
    // Change notices take their time (a busy database, another process): the event must wait for them.
    const notifications = t.server.platform.notifications;
    const deliver = notifications.deliver.bind(notifications);
    notifications.deliver = (notice) => void setTimeout(() => deliver(notice), 150);
    try {
      expect((await setPublished(t, organiser, hall, false)).status).toBe(200);
      expect(await readOnChange).toBe(403);
    } finally {
      notifications.deliver = deliver;
      await setPublished(t, organiser, hall, true);
    }
  });

  it('reaches a subscribed client when an organiser opens or closes a space', async () => {
    const socket = await login(t, attendee);
    await ask(socket, 'subscribe_to_space', { event_slug: 'live' });
    let update = next(socket, 'updated_published_space');
    expect((await setPublished(t, organiser, stage, true)).status).toBe(200);
    expect(await update).toEqual({ id: stage.id, type: 'presentation', slug: 'stage', published: true });
    update = next(socket, 'updated_published_space');
    await setPublished(t, organiser, stage, false);
    expect(await update).toEqual({ id: stage.id, type: 'presentation', slug: 'stage', published: false });
  });

  it('does not reach sockets of other events', async () => {
    const socket = await login(t, attendee, 'other-live');
    const quiet = silence(socket, 'updated_published_space', 500);
    await setPublished(t, organiser, hall, false);
    await setPublished(t, organiser, hall, true);
    await quiet;
  });

  it('empties a closed space of everyone but its organisers', async () => {
    await setPublished(t, organiser, stage, true);
    const visitor = await login(t, attendee);
    const org = await login(t, organiser);
    expect(await ask(visitor, 'subscribe_to_space', { event_slug: 'live', space_id: stage.id })).toEqual({ ok: true });
    expect(await ask(org, 'subscribe_to_space', { event_slug: 'live', space_id: stage.id })).toEqual({ ok: true });
    // The opening's notice may still be on its way (it waits for the write to settle): only the closing counts.
    const closed = nextMatching<{ published: boolean }>(visitor, 'updated_published_space', (change) => !change.published);
    await setPublished(t, organiser, stage, false);
    await closed;
    // A message to the space's room now reaches the organiser only.
    const quiet = silence(visitor, 'updated_published_space', 400);
    const heard = next(org, 'updated_published_space');
    t.server.platform.realtime.emitToRoom(rooms.space(stage.id), 'updated_published_space', {
      id: stage.id, type: 'presentation', slug: 'stage', published: false,
    });
    await heard;
    await quiet;
  });
});

describe('two server processes on one database', () => {
  it('carries a published-space change from one process to a client of the other', async () => {
    const onFirst = await login(t, attendee);
    const onSecond = await login(t2, attendee);
    const first = next(onFirst, 'updated_published_space');
    const second = next(onSecond, 'updated_published_space');
    // The change is made through the second process; the first process's client hears of it too.
    expect((await setPublished(t2, organiser, stage, true)).status).toBe(200);
    expect(await first).toEqual({ id: stage.id, type: 'presentation', slug: 'stage', published: true });
    expect(await second).toMatchObject({ id: stage.id, published: true });
    const back = next(onSecond, 'updated_published_space');
    await setPublished(t, organiser, stage, false);
    expect(await back).toMatchObject({ id: stage.id, published: false });
  });

  it('delivers to a person\'s room across processes', async () => {
    const onSecond = await login(t2, attendee);
    const heard = next(onSecond, 'updated_published_space');
    t.server.platform.realtime.emitToUser(attendee.user.id, 'updated_published_space', { id: hall.id, type: 'map', slug: 'hall', published: true });
    expect(await heard).toMatchObject({ id: hall.id });
  });
});
