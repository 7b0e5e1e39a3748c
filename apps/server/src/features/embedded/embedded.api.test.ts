import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embeddedMessages, spaceSettingsMessages } from '@foyer/contracts';
import { startTestServer, type TestServer } from '../../../test/harness';
import { addRole, makeEvent, makeSpace, person, type Person } from '../../../test/event-factories';
import type { EventRow, SpaceRow } from '../identity';

let t: TestServer;
let event: EventRow;
let organiser: Person;
let staff: Person;
let attendee: Person;
let showcase: SpaceRow;
let closed: SpaceRow;
let blank: SpaceRow;

beforeAll(async () => {
  t = await startTestServer();
  event = await makeEvent(t, { slug: 'embeds' });
  [organiser, staff, attendee] = await Promise.all([person(t), person(t), person(t)]);
  await addRole(t, event, organiser, 'moderator');
  await addRole(t, event, staff, 'staff');
  await addRole(t, event, attendee, 'attendee');
  const spaces = t.server.services.spaces;
  showcase = await makeSpace(t, event, 'embedded', { slug: 'showcase', name: 'Showcase', image: '/files/showcase.svg' });
  showcase = await spaces.configure(showcase, { embed_url: 'https://www.openstreetmap.org/export/embed.html?bbox=4.88,52.36,4.92,52.38' });
  closed = await spaces.configure(await makeSpace(t, event, 'embedded', { slug: 'backstage', published: false }), { embed_url: 'https://backstage.example.org/' });
  blank = await makeSpace(t, event, 'embedded', { slug: 'blank' });
});

afterAll(async () => {
  await t?.close();
});

const get = (who: Person | null, path: string) => t.api('GET', `/api/events/embeds${path}`, who ? { token: who.token } : {});
const patch = (who: Person, spaceId: number, body: unknown) => t.api('PATCH', `/api/events/embeds/spaces/${spaceId}/settings/`, { token: who.token, body });

describe('GET /api/events/{slug}/embedded/{embeddedSlug}/', () => {
  it('answers the meta and the embed URL of a published space to everyone in the event', async () => {
    const res = await get(attendee, '/embedded/showcase/');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      meta: { id: showcase.id, slug: 'showcase', name: 'Showcase', published: true, image: '/files/showcase.svg' },
      embed_url: 'https://www.openstreetmap.org/export/embed.html?bbox=4.88,52.36,4.92,52.38',
    });
  });

  it('answers a null embed URL while none is set', async () => {
    expect((await get(attendee, '/embedded/blank/')).body).toMatchObject({ meta: { slug: 'blank' }, embed_url: null });
  });

  it('keeps an unpublished space to organisers, and answers 404 for unknown ones and 401 signed out', async () => {
    for (const who of [attendee, staff]) {
      const res = await get(who, '/embedded/backstage/');
      expect([res.status, res.body.code]).toEqual([403, 'space_closed']);
      expect(JSON.stringify(res.body)).not.toContain('backstage.example.org');
    }
    const seen = await get(organiser, '/embedded/backstage/');
    expect([seen.status, seen.body.embed_url, seen.body.meta.published]).toEqual([200, 'https://backstage.example.org/', false]);
    expect((await get(attendee, '/embedded/nowhere/')).status).toBe(404);
    // Another type's slug is not an embedded space.
    await makeSpace(t, event, 'cinema', { slug: 'films' });
    expect((await get(attendee, '/embedded/films/')).status).toBe(404);
    expect((await get(null, '/embedded/showcase/')).status).toBe(401);
    const stranger = await person(t);
    expect((await get(stranger, '/embedded/showcase/')).status).toBe(200);
  });
});

describe('PATCH /api/events/{slug}/spaces/{spaceId}/settings/ (the embed URL)', () => {
  it('lets organisers set an https URL, which the space then answers', async () => {
    const res = await patch(organiser, blank.id, { embed_url: '  https://player.example.org/live?room=7  ' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: blank.id, type: 'embedded', slug: 'blank', settings: { embed_url: 'https://player.example.org/live?room=7' } });
    expect((await get(attendee, '/embedded/blank/')).body.embed_url).toBe('https://player.example.org/live?room=7');
  });

  it('refuses anything but an https address with a readable message on the field, and changes nothing', async () => {
    for (const url of ['http://player.example.org/', 'javascript:alert(1)', 'data:text/html,<b>hi</b>', 'ftp://files.example.org/', 'https://localhost/', 'https://user:secret@example.org/', 'player.example.org', '', 42]) {
      const res = await patch(organiser, showcase.id, { embed_url: url });
      expect(res.status, String(url)).toBe(400);
      expect(res.body, String(url)).toEqual({ embed_url: [embeddedMessages.httpsOnly] });
    }
    const long = await patch(organiser, showcase.id, { embed_url: `https://example.org/${'a'.repeat(2000)}` });
    expect([long.status, long.body.embed_url]).toEqual([400, [embeddedMessages.tooLong]]);
    expect((await get(attendee, '/embedded/showcase/')).body.embed_url).toBe(showcase.settings.embed_url);
  });

  it('refuses settings the type does not have, and types without settings', async () => {
    const unknown = await patch(organiser, showcase.id, { embed_url: 'https://example.org/', allow_top_navigation: true });
    expect([unknown.status, unknown.body]).toEqual([400, { allow_top_navigation: [spaceSettingsMessages.unknownSetting] }]);
    const cinema = await makeSpace(t, event, 'cinema');
    const none = await patch(organiser, cinema.id, { embed_url: 'https://example.org/' });
    expect([none.status, none.body.detail]).toEqual([400, spaceSettingsMessages.noSettings]);
    expect((await get(attendee, '/embedded/showcase/')).body.embed_url).toBe(showcase.settings.embed_url);
  });

  it('refuses attendees and staff, spaces of other events and unknown spaces', async () => {
    for (const who of [attendee, staff]) {
      const res = await patch(who, showcase.id, { embed_url: 'https://evil.example.org/' });
      expect([res.status, res.body.detail]).toEqual([403, spaceSettingsMessages.onlyOrganisers]);
    }
    const other = await makeEvent(t, { slug: 'other-embeds' });
    const elsewhere = await makeSpace(t, other, 'embedded');
    expect((await patch(organiser, elsewhere.id, { embed_url: 'https://example.org/' })).status).toBe(404);
    expect((await patch(organiser, 2_000_000_000, { embed_url: 'https://example.org/' })).status).toBe(404);
    expect((await get(attendee, '/embedded/showcase/')).body.embed_url).toBe(showcase.settings.embed_url);
    expect((await get(organiser, '/embedded/backstage/')).body.embed_url).toBe(closed.settings.embed_url);
  });
});
