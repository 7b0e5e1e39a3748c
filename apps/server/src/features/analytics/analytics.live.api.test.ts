import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { LiveFigures } from '@foyer/contracts';
import type { Socket } from 'socket.io-client';
import { startTestServer, type TestServer } from '../../../test/harness';
import { addRole, makeEvent, makeSpace, person, type Person } from '../../../test/event-factories';
import { ask, nextMatching, socketPool } from '../../../test/socket-client';
import { signIn } from '../../../test/factories';
import { analyticsSignIns } from './analytics.schema';
import type { EventRow, SpaceRow } from '../identity';

/** The console's live figures: counted from presence, heartbeats, call seats and stage attendance; pushed to organisers. */
let t: TestServer;
let event: EventRow;
let stage: SpaceRow;
let owner: Person;
let moderator: Person;
let ann: Person;
let ben: Person;
let ownerSocket: Socket;
const sockets = socketPool();

beforeAll(async () => {
  t = await startTestServer();
  event = await makeEvent(t, { slug: 'live-figures', timezone: 'Europe/Amsterdam' });
  [owner, moderator, ann, ben] = await Promise.all([person(t), person(t), person(t, { firstName: 'Ann' }), person(t, { firstName: 'Ben' })]);
  await addRole(t, event, owner, 'owner');
  await addRole(t, event, moderator, 'moderator');
  for (const p of [ann, ben]) await addRole(t, event, p, 'attendee');
  stage = await makeSpace(t, event, 'presentation', { slug: 'main', name: 'Main stage' });
  await makeSpace(t, event, 'cinema', { slug: 'films', name: 'Films' });
  ownerSocket = await sockets.login(t, owner.token, 'live-figures');
  expect(await ask(ownerSocket, 'watch_live_figures', {})).toEqual({ ok: true });
});
afterAll(async () => {
  sockets.closeAll();
  await t?.close();
});

const live = async (who: Person = owner) => t.api('GET', '/api/events/live-figures/organizer/analytics/live/', { token: who.token });
/** The next figures pushed to the owner's console that pass `check`. */
const pushed = (check: (f: LiveFigures) => boolean) => nextMatching<LiveFigures>(ownerSocket, 'updated_live_figures', check, 10_000);
const peopleIn = (f: LiveFigures, slug: string) => f.spaces.find((s) => s.slug === slug)?.people;

describe('GET …/organizer/analytics/live/', () => {
  it('counts the people connected now, every space and stage, nobody on them yet', async () => {
    const res = await live();
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ online: 1, in_calls: 0 });
    expect(res.body.spaces).toEqual(expect.arrayContaining([
      { id: stage.id, type: 'presentation', slug: 'main', name: 'Main stage', people: 0 }, expect.objectContaining({ slug: 'films', people: 0 }),
    ]));
    expect(res.body.stages).toEqual([{ id: stage.id, slug: 'main', name: 'Main stage', watching: 0, current_presentation: null }]);
  });

  it('counts a person on the space whose page they opened last, a booth opened on its map at the booth', async () => {
    const carol = await person(t);
    await addRole(t, event, carol, 'attendee');
    await makeSpace(t, event, 'booth', { slug: 'acme', name: 'Acme' });
    const view = (path: string) => t.api('POST', '/api/events/live-figures/analytics/page-views/', { token: carol.token, body: { path } });
    expect((await view('/live-figures/cinema/films')).status).toBe(201);
    t.clock.advance(1000);
    expect((await view('/live-figures/map/hall/booth/acme')).status).toBe(201);
    const { spaces } = (await live()).body as LiveFigures;
    expect([peopleIn({ spaces } as LiveFigures, 'acme'), peopleIn({ spaces } as LiveFigures, 'films')]).toEqual([1, 0]);
    expect(spaces[0]).toMatchObject({ slug: 'acme', type: 'booth', people: 1 });
    // Gone from the page once the window is over: nobody anywhere.
    t.clock.advance(60_000);
    expect(peopleIn((await live()).body, 'acme')).toBe(0);
  });

  it('is for owners and the event\'s moderators, to read and to watch', async () => {
    expect((await live(moderator)).status).toBe(200);
    expect((await live(ann)).status).toBe(403);
    const annSocket = await sockets.login(t, ann.token, 'live-figures');
    expect(await ask(annSocket, 'watch_live_figures', {})).toMatchObject({ ok: false, code: 'not_event_moderator' });
    annSocket.disconnect();
  });

  it('counts the sign-ins for the event today, in the event\'s time zone', async () => {
    const db = t.server.platform.db;
    const now = t.clock.now().toISOString();
    // The sign-ins counted before: the hour just before midnight in Amsterdam is yesterday, the one from midnight today.
    const [midnight] = (await db.execute<{ at: string }>(sql`
      SELECT ((${now}::timestamptz AT TIME ZONE 'Europe/Amsterdam')::date::timestamp AT TIME ZONE 'Europe/Amsterdam') AS at`)).rows;
    const midnightAt = new Date(midnight!.at);
    await db.insert(analyticsSignIns).values([
      { eventId: event.id, hour: new Date(midnightAt.getTime() - 3 * 24 * 3600_000), n: 7 },
      { eventId: event.id, hour: new Date(midnightAt.getTime() - 3600_000), n: 5 },
      { eventId: event.id, hour: midnightAt, n: 1 },
    ]).onConflictDoNothing();
    expect((await live()).body.sign_ins_today).toBe(1);
    // Ann signs in for the event with a mailed code: one more today.
    await signIn(t, ann.user.email, 'live-figures');
    expect((await live()).body.sign_ins_today).toBe(2);
  });
});

describe('pushed to the organisers as people come and go', () => {
  it('follows a person connecting, watching the stage, on a page, in a call, and leaving', async () => {
    const connected = pushed((f) => f.online === 2);
    const annSocket = await sockets.login(t, ann.token, 'live-figures');
    await connected;

    const watching = pushed((f) => f.stages[0]?.watching === 1);
    expect(await ask(annSocket, 'join_presentation_space', { space_id: stage.id })).toEqual({ ok: true });
    await watching;

    const onPage = pushed((f) => peopleIn(f, 'films') === 1);
    expect((await t.api('POST', '/api/events/live-figures/analytics/heartbeat/', { token: ben.token, body: { path: '/live-figures/cinema/films' } })).status).toBe(200);
    expect((await onPage).spaces[0]).toMatchObject({ slug: 'films', people: 1 });

    const entry = await t.api('POST', '/api/events/live-figures/organizer/stages/main/presentations/', { token: owner.token, body: { title: 'Talk', kind: 'live', speaker_ids: [ann.user.id] } });
    const inCall = pushed((f) => f.in_calls === 1);
    expect((await t.api('POST', '/api/events/live-figures/videocalls/join/', { token: ann.token, body: { room: entry.body.backstage_videocall_id } })).status).toBe(200);
    await inCall;
    expect((await live()).body).toMatchObject({ online: 2, in_calls: 1 });

    const gone = pushed((f) => f.online === 1 && f.stages[0]?.watching === 0);
    annSocket.disconnect();
    await gone;
    // A page whose heartbeats stopped is left once they are older than the window.
    t.clock.advance(60_000);
    expect(peopleIn((await live()).body, 'films')).toBe(0);
  });
});
