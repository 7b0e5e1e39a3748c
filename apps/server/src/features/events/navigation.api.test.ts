import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import { addRole, eventsService, makeEvent, makeSpace, person, setHome, type Person } from '../../../test/event-factories';

let t: TestServer;
let attendee: Person;

beforeAll(async () => {
  t = await startTestServer();
  attendee = await person(t);
  const owner = await person(t);
  const event = await makeEvent(t, { slug: 'nav' });
  await addRole(t, event, owner, 'owner');
  const hall = await makeSpace(t, event, 'map', { slug: 'hall', name: 'Hall' });
  const expo = await makeSpace(t, event, 'map', { slug: 'expo', name: 'Expo' });
  await setHome(t, event, hall);
  const stage = await makeSpace(t, event, 'presentation', { slug: 'stage', name: 'Stage', published: false });
  const booth = await makeSpace(t, event, 'booth', { slug: 'acme', name: 'Acme' });
  const lonely = await makeSpace(t, event, 'booth', { slug: 'solo', name: 'Solo' });
  const service = eventsService(t);
  // Inserted out of order: the answer sorts by `order`.
  await service.addMenuGroup(event.id, {
    text: 'Program',
    order: 2,
    subMenus: [
      { text: 'Later', order: 2, items: [{ text: 'Stage', order: 1, spaceId: stage.id }] },
      {
        text: 'Booths',
        order: 1,
        items: [
          { text: 'Solo', order: 2, spaceId: lonely.id },
          { text: 'Acme', order: 1, spaceId: booth.id, linkedSpaceId: expo.id },
        ],
      },
    ],
  });
  await service.addMenuGroup(event.id, { text: 'Home', order: 1, spaceId: hall.id });
  await service.addMenuGroup(event.id, { text: 'Website', order: 3, url: 'https://example.com' });
  await makeEvent(t, { slug: 'nav-draft', published: false });
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/events/{slug}/navigation/', () => {
  it('answers grouped menu items in order, with spaces, linked spaces and sub-menus', async () => {
    const res = await t.api('GET', '/api/events/nav/navigation/', { token: attendee.token });
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(3);
    expect(res.body.next).toBeNull();
    const [home, program, website] = res.body.results;
    expect(home).toMatchObject({
      text: 'Home',
      order: 1,
      space: { type: 'map', slug: 'hall', name: 'Hall', published: true },
      linked_space: null,
      url: null,
      sub_menus: [],
    });
    expect(program.space).toBeNull();
    expect(program.sub_menus.map((s: { text: string }) => s.text)).toEqual(['Booths', 'Later']);
    const [acme, solo] = program.sub_menus[0].items;
    expect(acme).toMatchObject({ text: 'Acme', space: { type: 'booth', slug: 'acme' }, linked_space: { slug: 'expo' } });
    // A booth without a linked map opens on the event's home map.
    expect(solo).toMatchObject({ text: 'Solo', linked_space: { slug: 'hall' } });
    // Closed spaces stay in the menu, shown closed.
    expect(program.sub_menus[1].items[0]).toMatchObject({ text: 'Stage', space: { type: 'presentation', published: false } });
    expect(program.sub_menus[1].items[0].space.id).toEqual(expect.any(Number));
    expect(website).toMatchObject({ text: 'Website', url: 'https://example.com', space: null });
  });

  it('refuses without a token, for unknown and for unpublished events', async () => {
    expect((await t.api('GET', '/api/events/nav/navigation/')).status).toBe(401);
    expect((await t.api('GET', '/api/events/nope/navigation/', { token: attendee.token })).status).toBe(404);
    const draft = await t.api('GET', '/api/events/nav-draft/navigation/', { token: attendee.token });
    expect([draft.status, draft.body.code]).toEqual([403, 'not_published']);
  });
});
