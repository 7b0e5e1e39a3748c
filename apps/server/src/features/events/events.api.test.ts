import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import { addRole, makeEvent, makeSpace, person, setHome, type Person } from '../../../test/event-factories';
import type { EventRow } from '../identity';

let t: TestServer;
let open: EventRow;
let draft: EventRow;
let invite: EventRow;
let organiser: Person;
let staff: Person;
let attendee: Person;
let guest: Person;

beforeAll(async () => {
  t = await startTestServer();
  organiser = await person(t, { firstName: 'Olivia' });
  staff = await person(t, { firstName: 'Bob' });
  attendee = await person(t, { firstName: 'Alice' });
  guest = await person(t, { firstName: 'Gus' });
  open = await makeEvent(t, {
    slug: 'open-event',
    name: 'Open Event',
    language: 'de',
    primaryColor: '#0e7c86',
    logo: '/files/logo.svg',
    introText: 'Welcome!',
    helpContent: '<p>Help</p>',
    terms: 'Terms',
    privacyStatement: 'Privacy',
    loginFormAddendum: 'Addendum',
    twitterSearch: '#foyer',
    enableMeetingScheduling: true,
  });
  const home = await makeSpace(t, open, 'map', { slug: 'hall', name: 'Main hall', image: '/files/hall.svg' });
  await setHome(t, open, home);
  draft = await makeEvent(t, { slug: 'draft-event', published: false, introText: 'Opens soon.' });
  invite = await makeEvent(t, { slug: 'invite-event', inviteOnly: true });
  for (const ev of [open, draft, invite]) {
    await addRole(t, ev, organiser, 'owner');
    await addRole(t, ev, staff, 'staff');
  }
  await addRole(t, invite, guest, 'attendee');
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/events/{slug}/preview/', () => {
  it('answers the entry fields to anyone', async () => {
    const res = await t.api('GET', '/api/events/open-event/preview/?from_vep=true');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      slug: 'open-event',
      name: 'Open Event',
      language: 'de',
      primary_color: '#0e7c86',
      logo: '/files/logo.svg',
      intro_text: 'Welcome!',
      help_content: '<p>Help</p>',
      terms: 'Terms',
      privacy_statement: 'Privacy',
      login_form_addendum: 'Addendum',
      start_with_login_tab: false,
      published: true,
      invite_only: false,
      twitter_search: '#foyer',
      show_booth_sidebar: true,
      autostart_intro_video: false,
      intro_video: null,
      home_space: { type: 'map', slug: 'hall', name: 'Main hall', image: '/files/hall.svg' },
    });
  });

  it('answers unpublished events too, with their intro text', async () => {
    const res = await t.api('GET', '/api/events/draft-event/preview/?from_vep=true');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ published: false, intro_text: 'Opens soon.', home_space: null });
  });

  it('answers 404 {detail: "Not found."} for an unknown slug', async () => {
    const res = await t.api('GET', '/api/events/nope/preview/?from_vep=true');
    expect(res.status).toBe(404);
    expect(res.body.detail).toBe('Not found.');
  });
});

describe('GET /api/events/{slug}/', () => {
  it('refuses without a token (401)', async () => {
    const res = await t.api('GET', '/api/events/open-event/');
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('not_authenticated');
  });

  it('refuses a bad token (401)', async () => {
    const res = await t.api('GET', '/api/events/open-event/', { token: 'not-a-token' });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('token_not_valid');
  });

  it('answers the current event with its flags to a signed-in person', async () => {
    const res = await t.api('GET', '/api/events/open-event/', { token: attendee.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: open.id,
      slug: 'open-event',
      language: 'de',
      goodiebag_name: 'Favorites',
      enable_meeting_scheduling: true,
      enable_group_sessions: false,
      enable_performers: true,
      enable_calendar: true,
      enable_attendees: true,
      is_lite: false,
      start_date: '2026-06-01',
      end_date: '2026-06-03',
      current_user_is_public: true,
      program_tags: [],
      home_space: { slug: 'hall' },
    });
    expect(res.body.preview_config).toEqual({
      time_format: '24h',
      show_attendees_outside_event: false,
      show_jobs_inside_booths: true,
      show_speaker_icon: true,
      show_calendar_icon: true,
      show_booth_sidebar: true,
      enable_meeting_scheduling: true,
    });
  });

  it('answers 404 for an unknown event', async () => {
    const res = await t.api('GET', '/api/events/nope/', { token: attendee.token });
    expect(res.status).toBe(404);
    expect(res.body.detail).toBe('Not found.');
  });

  it('refuses non-staff in an unpublished event (403 not_published) and lets staff and owners in', async () => {
    const refused = await t.api('GET', '/api/events/draft-event/', { token: attendee.token });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('not_published');
    for (const p of [staff, organiser]) {
      const res = await t.api('GET', '/api/events/draft-event/', { token: p.token });
      expect(res.status).toBe(200);
      expect(res.body.published).toBe(false);
    }
  });

  it('refuses people not on an invite-only event\'s list (403 inviteonly)', async () => {
    const refused = await t.api('GET', '/api/events/invite-event/', { token: attendee.token });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ detail: "You don't have access to this event", code: 'inviteonly' });
    const allowed = await t.api('GET', '/api/events/invite-event/', { token: guest.token });
    expect(allowed.status).toBe(200);
    expect(allowed.body.invite_only).toBe(true);
  });
});

describe('GET /api/events/{slug}/access/', () => {
  it('answers the role of a person allowed in', async () => {
    expect((await t.api('GET', '/api/events/open-event/access/', { token: organiser.token })).body).toEqual({ access: true, role: 'owner' });
    expect((await t.api('GET', '/api/events/invite-event/access/', { token: guest.token })).body).toEqual({ access: true, role: 'attendee' });
  });

  it('makes a signed-in person an attendee of an open event on first visit', async () => {
    const newcomer = await person(t);
    const res = await t.api('GET', '/api/events/open-event/access/', { token: newcomer.token });
    expect(res.body).toEqual({ access: true, role: 'attendee' });
  });

  it('refuses like the event itself does', async () => {
    expect((await t.api('GET', '/api/events/open-event/access/')).status).toBe(401);
    expect((await t.api('GET', '/api/events/nope/access/', { token: attendee.token })).status).toBe(404);
    const inv = await t.api('GET', '/api/events/invite-event/access/', { token: attendee.token });
    expect([inv.status, inv.body.code]).toEqual([403, 'inviteonly']);
    const dr = await t.api('GET', '/api/events/draft-event/access/', { token: attendee.token });
    expect([dr.status, dr.body.code]).toEqual([403, 'not_published']);
  });
});

describe('EventsService.createEvent', () => {
  it('refuses reserved and malformed slugs, and taken ones', async () => {
    for (const slug of ['api', 'login', 'files', 'Demo', 'a']) {
      await expect(makeEvent(t, { slug })).rejects.toMatchObject({ fields: { slug: [expect.any(String)] } });
    }
    await expect(makeEvent(t, { slug: 'open-event' })).rejects.toMatchObject({ fields: { slug: ['An event with this name exists already.'] } });
  });
});

describe('current event: program tags', () => {
  it('lists the tags the program feature keeps for the event', async () => {
    const program = t.server.services.program;
    const tag = await program.addTag(open.id, 'Keynote', '#aa3355');
    const res = await t.api('GET', '/api/events/open-event/', { token: attendee.token });
    expect(res.status).toBe(200);
    expect(res.body.program_tags).toEqual([{ id: tag.id, text: 'Keynote', color: '#aa3355', category: null }]);
  });
});
