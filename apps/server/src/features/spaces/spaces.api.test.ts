import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import { addRole, makeEvent, makeSpace, person, type Person } from '../../../test/event-factories';
import type { EventRow, SpaceRow } from '../identity';

let t: TestServer;
let event: EventRow;
let hall: SpaceRow;
let stage: SpaceRow;
let owner: Person;
let organiser: Person;
let staff: Person;
let attendee: Person;

beforeAll(async () => {
  t = await startTestServer();
  event = await makeEvent(t, { slug: 'spaces' });
  owner = await person(t);
  organiser = await person(t);
  staff = await person(t);
  attendee = await person(t);
  await addRole(t, event, owner, 'owner');
  await addRole(t, event, organiser, 'moderator');
  await addRole(t, event, staff, 'staff');
  hall = await makeSpace(t, event, 'map', { slug: 'hall', name: 'Hall' });
  stage = await makeSpace(t, event, 'presentation', { slug: 'stage', name: 'Stage', published: false });
  const other = await makeEvent(t, { slug: 'other' });
  await makeSpace(t, other, 'map', { slug: 'elsewhere' });
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/events/{slug}/spaces/', () => {
  it('lists every space of the event with its published state to owners and organisers', async () => {
    for (const p of [owner, organiser]) {
      const res = await t.api('GET', '/api/events/spaces/spaces/', { token: p.token });
      expect(res.status).toBe(200);
      expect(res.body.count).toBe(2);
      expect(res.body.results).toEqual([
        { id: hall.id, type: 'map', slug: 'hall', name: 'Hall', published: true },
        { id: stage.id, type: 'presentation', slug: 'stage', name: 'Stage', published: false },
      ]);
    }
  });

  it('lists only the open spaces to attendees and staff: a closed space\'s name is not given away', async () => {
    for (const p of [attendee, staff]) {
      const res = await t.api('GET', '/api/events/spaces/spaces/', { token: p.token });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ count: 1, results: [{ id: hall.id, type: 'map', slug: 'hall', name: 'Hall', published: true }] });
      expect(JSON.stringify(res.body)).not.toContain('Stage');
    }
  });

  it('refuses without a token and for unknown events', async () => {
    expect((await t.api('GET', '/api/events/spaces/spaces/')).status).toBe(401);
    expect((await t.api('GET', '/api/events/nope/spaces/', { token: attendee.token })).status).toBe(404);
  });
});

describe('PATCH /api/events/{slug}/spaces/{spaceId}/', () => {
  it('lets owners and organisers open and close a space', async () => {
    const opened = await t.api('PATCH', `/api/events/spaces/spaces/${stage.id}/`, { token: organiser.token, body: { published: true } });
    expect(opened.status).toBe(200);
    expect(opened.body).toEqual({ id: stage.id, type: 'presentation', slug: 'stage', name: 'Stage', published: true });
    const closed = await t.api('PATCH', `/api/events/spaces/spaces/${stage.id}/`, { token: owner.token, body: { published: false } });
    expect(closed.body.published).toBe(false);
  });

  it('refuses attendees and staff (403) and leaves the space as it was', async () => {
    for (const p of [attendee, staff]) {
      const res = await t.api('PATCH', `/api/events/spaces/spaces/${stage.id}/`, { token: p.token, body: { published: true } });
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('permission_denied');
    }
    const list = await t.api('GET', '/api/events/spaces/spaces/', { token: organiser.token });
    expect(list.body.results.find((s: { id: number }) => s.id === stage.id).published).toBe(false);
  });

  it('refuses without a token (401), a space of another event (404) and a bad body (400)', async () => {
    expect((await t.api('PATCH', `/api/events/spaces/spaces/${stage.id}/`, { body: { published: true } })).status).toBe(401);
    const elsewhere = await t.api('GET', '/api/events/other/spaces/', { token: owner.token });
    const foreignId = elsewhere.body.results[0].id;
    const foreign = await t.api('PATCH', `/api/events/spaces/spaces/${foreignId}/`, { token: owner.token, body: { published: false } });
    expect(foreign.status).toBe(404);
    const bad = await t.api('PATCH', `/api/events/spaces/spaces/${stage.id}/`, { token: owner.token, body: { published: 'yes' } });
    expect(bad.status).toBe(400);
    expect(bad.body.published).toEqual([expect.any(String)]);
  });
});

describe('SpacesService.requireEnterable', () => {
  it('lets everyone in the event into an open space and only organisers into a closed one', async () => {
    const spaces = t.server.services.spaces;
    await expect(spaces.requireEnterable('spaces', attendee.user.id, 'map', 'hall')).resolves.toMatchObject({ space: { id: hall.id } });
    await expect(spaces.requireEnterable('spaces', attendee.user.id, 'presentation', 'stage')).rejects.toMatchObject({
      status: 403,
      code: 'space_closed',
    });
    await expect(spaces.requireEnterable('spaces', staff.user.id, 'presentation', 'stage')).rejects.toMatchObject({ status: 403 });
    await expect(spaces.requireEnterable('spaces', organiser.user.id, 'presentation', 'stage')).resolves.toMatchObject({
      space: { id: stage.id },
    });
    await expect(spaces.requireEnterable('spaces', attendee.user.id, 'map', 'nope')).rejects.toMatchObject({ status: 404 });
  });
});
