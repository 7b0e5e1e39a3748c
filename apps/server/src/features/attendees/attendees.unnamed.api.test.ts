import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import { addRole, makeEvent, makeSpace, person, type Person } from '../../../test/event-factories';
import { makeBooth } from '../../../test/booth-factories';
import { signInAndAgree } from '../../../test/factories';
import { ask, next, silence, socketPool } from '../../../test/socket-client';
import type { EventRow, SpaceRow } from '../identity';

/**
 * Decision 0070: someone who signed in and never gave a first and last name is listed, counted and
 * suggested nowhere until they do. They sign in here the way the entry page does (mailed code, terms
 * agreed), then leave the profile dialog: a company but no name.
 */
let t: TestServer;
let event: EventRow;
let owner: Person;
let ada: Person;
let staff: Person;
let stage: SpaceRow;
let roulette: SpaceRow;
let boothId: number;
let unnamed: { id: number; token: string };
const slug = 'names';
const sockets = socketPool();
/** Longer than the stage's announcement interval (set below). */
const quietMs = 600;

const get = (path: string, token: string) => t.api('GET', `/api/events/${slug}/${path}`, { token });
const ids = (body: { results: { id: number }[] }) => body.results.map((r) => r.id);
const login = (token: string) => sockets.login(t, token, slug);

beforeAll(async () => {
  t = await startTestServer({ env: { STAGE_ATTENDANCE_ANNOUNCE_MS: '200' } });
  event = await makeEvent(t, { slug });
  owner = await person(t, { firstName: 'Olga', lastName: 'Owner' });
  ada = await person(t, { firstName: 'Ada', lastName: 'Lovelace' });
  staff = await person(t, { firstName: 'Stefan', lastName: 'Staff' });
  await addRole(t, event, owner, 'owner');
  await addRole(t, event, ada, 'attendee');
  await addRole(t, event, staff, 'staff');
  stage = await makeSpace(t, event, 'presentation', { slug: 'stage' });
  roulette = await makeSpace(t, event, 'chat_roulette', { slug: 'spin' });
  boothId = (await makeBooth(t, event, { slug: 'cafe', name: 'Café', enableVisitorList: true, staffIds: [staff.user.id] })).id;

  const { access } = await signInAndAgree(t, 'no.name@example.com', slug);
  const me = await t.api('GET', `/api/auth/current_user/?event_slug=${slug}`, { token: access });
  expect(me.body).toMatchObject({ first_name: '', last_name: '' });
  unnamed = { id: me.body.id as number, token: access };
  const company = await t.api('PATCH', `/api/profiles/${unnamed.id}/?event_slug=${slug}`, { token: access, body: { company: 'Quietly Unnamed Ltd' } });
  expect(company.status).toBe(200);
  // Everyone has entered the event (their first request there).
  for (const token of [owner.token, ada.token, staff.token, unnamed.token]) expect((await get('attendee_tags/', token)).status).toBe(200);
});

afterEach(() => sockets.closeAll());
afterAll(async () => {
  await t?.close();
});

/** Puts the person without a name at the booth and on the stage, from a socket of their own. */
async function visitEverything(): Promise<void> {
  const socket = await login(unnamed.token);
  expect(await ask(socket, 'join_booth_space', { booth_id: boothId })).toEqual({ ok: true });
  expect(await ask(socket, 'join_presentation_space', { space_id: stage.id })).toEqual({ ok: true });
}

describe('a person without a name', () => {
  it('is not in the directory, its count or its search', async () => {
    const list = await get('virtual_attendees/?limit=50', ada.token);
    expect(list.status).toBe(200);
    expect(ids(list.body)).not.toContain(unnamed.id);
    expect(list.body.count).toBe(ids(list.body).length);
    expect((await get('virtual_attendees/?search=quietly', ada.token)).body.count).toBe(0);
  });

  it('is not counted in a broadcast\'s audience', async () => {
    const count = await get('attendees/count/', owner.token);
    expect(count.status).toBe(200);
    // Ada and the staff member; not the sender, not the person without a name.
    expect(count.body.count).toBe(2);
  });

  it('is neither listed nor announced at a booth or on a stage', async () => {
    const staffSocket = await login(staff.token);
    const announcedAtBooth = silence(staffSocket, 'joined_booth_space', quietMs);
    expect(await ask(staffSocket, 'subscribe_to_booth_vistors', { booth_id: boothId })).toEqual({ ok: true });
    const watcher = await login(ada.token);
    const ownArrival = next(watcher, 'joined_presentation_space');
    expect(await ask(watcher, 'join_presentation_space', { space_id: stage.id })).toEqual({ ok: true });
    await ownArrival;
    const announcedOnStage = silence(watcher, 'joined_presentation_space', quietMs);

    await visitEverything();
    await announcedAtBooth;
    await announcedOnStage;
    expect(ids((await get('virtual_attendees/?booth_slug=cafe', staff.token)).body)).toEqual([]);
    const visitors = next<{ users: { id: number }[] }>(staffSocket, 'booth_visitors');
    expect(await ask(staffSocket, 'subscribe_to_booth_vistors', { booth_id: boothId })).toEqual({ ok: true });
    expect((await visitors).users).toEqual([]);
    expect(ids((await get('virtual_attendees/?presentation_slug=stage', owner.token)).body)).toEqual([ada.user.id]);
  });

  it('is paired with nobody in the roulette and not counted as waiting', async () => {
    const socket = await login(unnamed.token);
    expect(await ask(socket, 'join_chatroulette', { space_id: roulette.id, roulette_id: 'unnamed-browser' })).toMatchObject({
      ok: false,
      code: 'name_required',
    });
    expect((await get('chatroulette/spin/', ada.token)).body.waiting).toBe(0);
  });

  it('appears everywhere once they give a first and last name', async () => {
    await visitEverything();
    const named = await t.api('PATCH', `/api/profiles/${unnamed.id}/?event_slug=${slug}`, { token: unnamed.token, body: { first_name: 'Nora', last_name: 'Named' } });
    expect(named.status).toBe(200);

    await expect.poll(async () => ids((await get('virtual_attendees/?limit=50', ada.token)).body)).toContain(unnamed.id);
    expect((await get('virtual_attendees/?search=quietly', ada.token)).body.results).toMatchObject([{ id: unnamed.id, first_name: 'Nora' }]);
    expect((await get('attendees/count/', owner.token)).body.count).toBe(3);
    expect(ids((await get('virtual_attendees/?booth_slug=cafe', staff.token)).body)).toEqual([unnamed.id]);
    expect(ids((await get('virtual_attendees/?presentation_slug=stage', owner.token)).body)).toEqual([unnamed.id]);

    const socket = await login(unnamed.token);
    expect(await ask(socket, 'join_chatroulette', { space_id: roulette.id, roulette_id: 'named-browser' })).toMatchObject({ ok: true, state: 'waiting' });
    expect((await get('chatroulette/spin/', ada.token)).body.waiting).toBe(1);
  });
});
