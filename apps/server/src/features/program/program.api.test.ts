import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import { addRole, makeEvent, makeSpace, mintToken, person, type Person } from '../../../test/event-factories';
import type { EventRow, SpaceRow } from '../identity';

let t: TestServer;
let event: EventRow;
let stage: SpaceRow;
let closed: SpaceRow;
let foreign: SpaceRow;
let organiser: Person;
let attendee: Person;

const at = (h: number, m = 0) => new Date(Date.UTC(2026, 5, 1, h, m));

beforeAll(async () => {
  t = await startTestServer();
  event = await makeEvent(t, { slug: 'prog' });
  organiser = await person(t);
  attendee = await person(t);
  await addRole(t, event, organiser, 'owner');
  stage = await makeSpace(t, event, 'presentation', { slug: 'stage', name: 'Stage' });
  closed = await makeSpace(t, event, 'cinema', { slug: 'cinema', name: 'Cinema', published: false });
  const other = await makeEvent(t, { slug: 'prog-other' });
  foreign = await makeSpace(t, other, 'presentation', { slug: 'stage' });
  const program = t.server.services.program;
  const ai = await program.addTag(event.id, 'AI', '#ff0000');
  const design = await program.addTag(event.id, 'Design', '#00ff00', 1);
  const morning = await program.addEntry({ eventId: event.id, spaceId: stage.id, type: 'container', name: 'Morning track', startDate: at(8), endDate: at(12), color: '#123456' });
  await program.addEntry({ eventId: event.id, spaceId: stage.id, name: 'Opening', startDate: at(8), endDate: at(9) });
  await program.addEntry({ eventId: event.id, spaceId: stage.id, parentId: morning.id, name: 'Keynote', description: 'Big ideas', startDate: at(9), endDate: at(10) }, [design.id, ai.id]);
  await program.addEntry({ eventId: event.id, spaceId: stage.id, parentId: morning.id, name: 'Panel', startDate: at(10), endDate: at(11) });
  await program.addEntry({ eventId: event.id, spaceId: stage.id, name: 'Closing', startDate: at(16), endDate: at(17) });
  await program.addEntry({ eventId: event.id, spaceId: closed.id, name: 'Film', startDate: at(9), endDate: at(11) });
});

afterAll(async () => {
  await t?.close();
});

const preview = (who: Person, spaceId: number, query = '') =>
  t.api('GET', `/api/events/prog/virtualprogram/spaces/${spaceId}/${query}`, { token: who.token });

describe('GET /api/events/{slug}/virtualprogram/spaces/{spaceId}/', () => {
  it('answers the entries not ended at from_datetime, soonest first, split into items and containers', async () => {
    const res = await preview(attendee, stage.id, `?from_datetime=${encodeURIComponent('2026-06-01T09:30:00Z')}&limit=5`);
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(stage.id);
    expect(res.body.name).toBe('Stage');
    expect(res.body.containers.map((c: { name: string }) => c.name)).toEqual(['Morning track']);
    expect(res.body.items.map((i: { name: string }) => i.name)).toEqual(['Keynote', 'Panel', 'Closing']);
    expect(res.body.items[0]).toMatchObject({
      type: 'item', space_id: stage.id, parent_id: res.body.containers[0].id, description: 'Big ideas',
      start_date: '2026-06-01T09:00:00.000Z', end_date: '2026-06-01T10:00:00.000Z', color: null, sponsor_id: null,
      tags: [{ id: expect.any(Number), text: 'AI', color: '#ff0000' }, { id: expect.any(Number), text: 'Design', color: '#00ff00' }],
    });
    expect(res.body.containers[0]).toMatchObject({ type: 'container', color: '#123456', parent_id: null });
  });

  it('limits the entries in all and reads offsets written with +', async () => {
    const res = await preview(attendee, stage.id, '?from_datetime=2026-06-01T10:30:00+02:00&limit=2');
    expect(res.status).toBe(200);
    // 08:30 UTC: everything of the morning is still running or to come.
    expect([...res.body.containers, ...res.body.items].map((e: { name: string }) => e.name).sort()).toEqual(['Morning track', 'Opening']);
  });

  it('uses the current time without from_datetime', async () => {
    t.clock.set(at(12, 30));
    // The clock moved past the access token's 15 minutes: a fresh sign-in.
    const later = { ...attendee, token: await mintToken(t, attendee.user.id) };
    const res = await preview(later, stage.id);
    expect(res.body.items.map((i: { name: string }) => i.name)).toEqual(['Closing']);
    expect(res.body.containers).toEqual([]);
  });

  it('refuses a closed space to attendees (403 space_closed) and shows it to organisers', async () => {
    t.clock.set(at(9));
    const refused = await preview(attendee, closed.id, '?from_datetime=2026-06-01T00:00:00Z');
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('space_closed');
    const seen = await preview(organiser, closed.id, '?from_datetime=2026-06-01T00:00:00Z');
    expect(seen.status).toBe(200);
    expect(seen.body.items.map((i: { name: string }) => i.name)).toEqual(['Film']);
  });

  it('answers 404 for unknown spaces and spaces of other events, 400 for bad input, 401 without a token', async () => {
    expect((await preview(attendee, 999999)).status).toBe(404);
    expect((await preview(attendee, foreign.id)).status).toBe(404);
    expect((await preview(attendee, stage.id, '?from_datetime=yesterday')).status).toBe(400);
    expect((await preview(attendee, stage.id, '?limit=0')).status).toBe(400);
    expect((await preview(attendee, stage.id, '?limit=abc')).status).toBe(400);
    expect((await t.api('GET', `/api/events/prog/virtualprogram/spaces/abc/`, { token: attendee.token })).status).toBe(400);
    expect((await t.api('GET', `/api/events/prog/virtualprogram/spaces/${stage.id}/`)).status).toBe(401);
  });
});
