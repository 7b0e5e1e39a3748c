import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import { addRole, makeEvent, person, type Person } from '../../../test/event-factories';
import { makeBooth } from '../../../test/booth-factories';
import type { EventRow } from '../identity';

let t: TestServer;
let event: EventRow;
let owner: Person;
let organiser: Person;
let bob: Person;
let carol: Person;
let dave: Person;
let alice: Person;
let ghost: Person;

beforeAll(async () => {
  t = await startTestServer();
  event = await makeEvent(t, { slug: 'cards' });
  [owner, organiser, bob, carol, dave] = await Promise.all([person(t), person(t), person(t), person(t), person(t)]);
  alice = await person(t, { firstName: 'Alice', lastName: 'Visitor', email: 'alice-cards@example.com', mugshot: '/files/alice.jpg' });
  ghost = await person(t, { firstName: 'Real', lastName: 'Name', email: 'ghost-cards@example.com', incognitoMode: true, aliasName: 'Mystery Guest' });
  await addRole(t, event, owner, 'owner');
  await addRole(t, event, organiser, 'moderator');
  for (const p of [bob, carol, dave]) await addRole(t, event, p, 'staff');
  await makeBooth(t, event, { slug: 'optics', name: 'Optics', staffIds: [bob.user.id, carol.user.id] });
  await makeBooth(t, event, { slug: 'robots', name: 'Robots', staffIds: [dave.user.id] });
  await makeBooth(t, event, { slug: 'closed', name: 'Closed', published: false, staffIds: [dave.user.id] });
});
afterAll(async () => {
  await t?.close();
});

const detail = (who: Person, booth = 'optics') => t.api('GET', `/api/events/cards/booths/${booth}/`, { token: who.token });
const give = (who: Person, body: Record<string, unknown>, booth = 'optics') =>
  t.api('POST', `/api/events/cards/booths/${booth}/give-business-card/`, { token: who.token, body });
const cards = (who: Person, query = '', booth = 'optics') =>
  t.api('GET', `/api/events/cards/organizer/booths/${booth}/business-cards/?limit=999${query}`, { token: who.token });
const put = (who: Person, id: number, body: Record<string, unknown>, booth = 'optics') =>
  t.api('PUT', `/api/events/cards/organizer/booths/${booth}/business-cards/${id}/`, { token: who.token, body });

describe('give-business-card', () => {
  it('leaves a card, shows it in the booth detail and lists it for the staff', async () => {
    expect((await detail(alice)).body).toMatchObject({ left_business_card: false, my_business_card: null });
    const res = await give(alice, { include_email: true, message: 'Call me', staff: bob.user.id, is_auto: false, ignore_incognito_mode: false });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ include_email: true, message: 'Call me', staff: bob.user.id, assigned_to: bob.user.id, is_auto: false });
    const mine = await detail(alice);
    expect(mine.body.left_business_card).toBe(true);
    // The same card the give answered: the modal locks from it in any browser.
    expect(mine.body.my_business_card).toEqual(res.body);
    expect((await detail(alice, 'robots')).body).toMatchObject({ left_business_card: false, my_business_card: null });

    const list = await cards(bob);
    expect(list.status).toBe(200);
    expect(list.body.count).toBe(1);
    expect(list.body.results[0]).toEqual({
      id: res.body.id,
      user: alice.user.id,
      user_email: 'alice-cards@example.com',
      first_name: 'Alice',
      last_name: 'Visitor',
      mugshot: '/files/alice.jpg',
      include_email: true,
      message: 'Call me',
      staff: bob.user.id,
      assigned_to: bob.user.id,
      is_auto: false,
      ignore_incognito_mode: false,
      done: false,
      created: res.body.created,
      updated: res.body.updated,
    });
  });

  it('updates the first card on a second one, keeping the e-mail and the assignee (the locks)', async () => {
    const first = await give(alice, { include_email: false, message: 'Changed my mind', staff: carol.user.id });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ include_email: true, message: 'Changed my mind', staff: bob.user.id, assigned_to: bob.user.id });
    // Staff still receive the e-mail, and the booth detail (another browser) still says it was included.
    expect((await cards(bob)).body.results[0]).toMatchObject({ user_email: 'alice-cards@example.com', assigned_to: bob.user.id });
    expect((await detail(alice)).body.my_business_card).toMatchObject({ include_email: true, staff: bob.user.id, assigned_to: bob.user.id, message: 'Changed my mind' });
    // An automatic card after one left by hand changes nothing.
    expect((await give(alice, { is_auto: true })).body).toMatchObject({ message: 'Changed my mind', is_auto: false });
    expect((await cards(bob)).body.count).toBe(1);
  });

  it('refuses the booth\'s own staff, staff of another booth as addressee, and closed booths', async () => {
    const own = await give(bob, { message: 'me' });
    expect(own.status).toBe(403);
    const wrongStaff = await give(alice, { staff: dave.user.id }, 'optics');
    expect(wrongStaff.status).toBe(400);
    expect(wrongStaff.body).toEqual({ staff: ['Not a staff member of this booth.'] });
    // Staff of another booth are visitors here.
    expect((await give(dave, { message: 'from robots' })).status).toBe(200);
    expect((await give(alice, {}, 'closed')).status).toBe(403);
    expect((await give(alice, {}, 'nowhere')).status).toBe(404);
    expect((await give(alice, { message: 'x'.repeat(2001) })).status).toBe(400);
  });

  it('hides the e-mail unless included, and incognito visitors unless they show themselves', async () => {
    const hidden = await give(ghost, { include_email: false, message: 'psst' }, 'robots');
    expect(hidden.status).toBe(200);
    let card = (await cards(dave, '', 'robots')).body.results.find((c: { user: number }) => c.user === ghost.user.id);
    expect(card).toMatchObject({ user_email: null, first_name: 'Mystery Guest', last_name: '', mugshot: null });
    await give(ghost, { ignore_incognito_mode: true, include_email: true }, 'robots');
    card = (await cards(dave, '', 'robots')).body.results.find((c: { user: number }) => c.user === ghost.user.id);
    expect(card).toMatchObject({ user_email: 'ghost-cards@example.com', first_name: 'Real', last_name: 'Name', ignore_incognito_mode: true });
  });
});

describe('my_business_card of the booth detail', () => {
  it('is the asking person\'s own card only, never another visitor\'s, and null for the staff', async () => {
    const stranger = await person(t);
    await addRole(t, event, stranger, 'attendee');
    expect((await detail(stranger)).body).toMatchObject({ left_business_card: false, my_business_card: null });
    expect((await detail(bob)).body).toMatchObject({ left_business_card: false, my_business_card: null });
    const daves = (await detail(dave)).body.my_business_card;
    const alices = (await detail(alice)).body.my_business_card;
    expect(daves).toMatchObject({ message: 'from robots', include_email: false, staff: null, assigned_to: null });
    expect(alices).toMatchObject({ message: 'Changed my mind', include_email: true });
    expect(daves.id).not.toBe(alices.id);
  });
});

describe('business card management', () => {
  it('lets only the booth staff and the event owner read the cards', async () => {
    expect((await cards(carol)).status).toBe(200);
    expect((await cards(owner)).status).toBe(200);
    for (const who of [dave, alice, organiser]) {
      const res = await cards(who);
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('permission_denied');
    }
    expect((await cards(alice, '', 'nowhere')).status).toBe(404);
    // Staff see the cards of their booth even while it is closed.
    expect((await cards(dave, '', 'closed')).status).toBe(200);
  });

  it('filters by assigned to me and not assigned', async () => {
    const all = (await cards(bob)).body.results;
    const dave = all.find((c: { message: string }) => c.message === 'from robots');
    expect(dave.assigned_to).toBeNull();
    expect((await cards(bob, '&assigned_to_me=1')).body.results.map((c: { message: string }) => c.message)).toEqual(['Changed my mind']);
    expect((await cards(carol, '&assigned_to_me=1')).body.count).toBe(0);
    expect((await cards(bob, '&not_assigned=1')).body.results.map((c: { message: string }) => c.message)).toEqual(['from robots']);
    expect((await cards(bob, '&not_assigned=1&assigned_to_me=1')).status).toBe(400);
    expect((await cards(bob, '&not_assigned=maybe')).status).toBe(400);
    expect((await cards(bob, '&limit=0')).status).toBe(400);
  });

  it('marks done and reassigns at once; the assignee must be staff of that booth', async () => {
    const card = (await cards(bob)).body.results.find((c: { message: string }) => c.message === 'from robots');
    const done = await put(carol, card.id, { ...card, done: true, assigned_to: carol.user.id, message: 'ignored' });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ id: card.id, done: true, assigned_to: carol.user.id, message: 'from robots' });
    expect((await cards(carol, '&assigned_to_me=1')).body.results.map((c: { id: number }) => c.id)).toEqual([card.id]);

    const wrong = await put(bob, card.id, { assigned_to: dave.user.id });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ assigned_to: ['Not a staff member of this booth.'] });
    expect((await put(bob, card.id, { assigned_to: null })).body.assigned_to).toBeNull();
    expect((await put(owner, card.id, { done: false })).body.done).toBe(false);

    expect((await put(dave, card.id, { done: true })).status).toBe(403);
    expect((await put(organiser, card.id, { done: true })).status).toBe(403);
    expect((await put(alice, card.id, { done: true })).status).toBe(403);
    // A card of another booth is not found through this one.
    const robotsCard = (await cards(dave, '', 'robots')).body.results[0];
    expect((await put(bob, robotsCard.id, { done: true })).status).toBe(404);
    expect((await put(bob, card.id, { done: 'yes' })).status).toBe(400);
  });
});

describe('a later card from the same visitor', () => {
  it('keeps the assignment staff made, whoever the visitor addresses now', async () => {
    const erin = await person(t);
    await addRole(t, event, erin, 'attendee');
    const first = await give(erin, { message: 'Hello' });
    expect((await put(bob, first.body.id, { assigned_to: carol.user.id })).status).toBe(200);
    const again = await give(erin, { message: 'Ask for Bob', staff: bob.user.id });
    expect(again.body).toMatchObject({ id: first.body.id, staff: bob.user.id, assigned_to: carol.user.id, message: 'Ask for Bob' });
    expect((await detail(erin)).body.my_business_card).toMatchObject({ staff: bob.user.id, assigned_to: carol.user.id });
  });
});
