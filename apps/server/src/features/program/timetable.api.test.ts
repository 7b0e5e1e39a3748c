import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import { startTestServer, type TestServer } from '../../../test/harness';
import { addRole, makeEvent, makeSpace, mintToken, person, type Person } from '../../../test/event-factories';
import { loggedIn, next } from '../../../test/socket-client';
import type { EventRow, SpaceRow } from '../identity';
import type { ProgramService } from './program.service';

let t: TestServer;
let event: EventRow;
let program: ProgramService;
let organiser: Person;
let attendee: Person;
let stage: SpaceRow;
let hall: SpaceRow;
let booth: SpaceRow;
let closed: SpaceRow;
const ids = { ai: 0, web: 0, talk: 0, ada: 0, grace: 0, keynote: 0, panel: 0, film: 0, demo: 0, secret: 0, late: 0, session: 0 };

const at = (day: number, h: number, m = 0) => new Date(Date.UTC(2026, 5, day, h, m));
const q = (s: string) => encodeURIComponent(s);
const day1 = `from_datetime=${q('2026-06-01T00:00:00+02:00')}&until_datetime=${q('2026-06-02T00:00:00+02:00')}`;
const get = (who: Person | null, path: string) => t.api('GET', `/api/events/tt/${path}`, who ? { token: who.token } : {});
const names = (list: { name: string }[]) => list.map((i) => i.name);

beforeAll(async () => {
  t = await startTestServer();
  event = await makeEvent(t, { slug: 'tt', timezone: 'Europe/Brussels', enableGroupSessions: true });
  organiser = await person(t);
  attendee = await person(t);
  await addRole(t, event, organiser, 'owner');
  program = t.server.services.program;
  stage = await makeSpace(t, event, 'presentation', { name: 'Main stage', locationType: 'hybrid' });
  hall = await makeSpace(t, event, 'cinema', { name: 'Hall', locationType: 'in_person' });
  booth = await makeSpace(t, event, 'booth', { name: 'Acme booth', locationType: 'virtual' });
  closed = await makeSpace(t, event, 'cinema', { name: 'Secret room', published: false, locationType: 'virtual' });
  await makeSpace(t, event, 'presentation', { name: 'Empty stage' });

  const ai = await program.addTag(event.id, 'AI', '#ff0000', 0, 'Track', 0);
  const web = await program.addTag(event.id, 'Web', '#00ff00', 1, 'Track', 0);
  const talk = await program.addTag(event.id, 'Talk', '#0000ff', 0, 'Format', 1);
  ids.ai = ai.id;
  ids.web = web.id;
  ids.talk = talk.id;
  const ada = await program.addPerformer({ eventId: event.id, name: 'Ada Lovelace', locationType: 'in_person', descriptiveLine: 'Analyst', about: '<p>Wrote <b>notes</b></p><script>x()</script>', attachments: [{ name: 'Slides', url: 'https://example.org/slides.pdf' }] });
  const grace = await program.addPerformer({ eventId: event.id, name: 'Grace Hopper', locationType: 'virtual', descriptiveLine: 'Compiler pioneer' });
  ids.ada = ada.id;
  ids.grace = grace.id;
  for (let i = 0; i < 23; i += 1) {
    await program.addPerformer({ eventId: event.id, name: `Speaker ${String(i).padStart(2, '0')}`, locationType: i % 2 ? 'hybrid' : 'virtual', descriptiveLine: 'Guest' });
  }
  // Brussels is UTC+2 in June: 07:00 UTC is 09:00 there.
  const morning = await program.addEntry({ eventId: event.id, spaceId: stage.id, type: 'container', name: 'Morning block', startDate: at(1, 7), endDate: at(1, 10) });
  ids.keynote = (await program.addEntry({ eventId: event.id, spaceId: stage.id, parentId: morning.id, name: 'Keynote on machines', description: 'Engines <img src=x onerror=alert(1)>', startDate: at(1, 7), endDate: at(1, 8), color: '#112233', sponsorSpaceId: booth.id }, [ai.id, talk.id], [ada.id])).id;
  ids.panel = (await program.addEntry({ eventId: event.id, spaceId: stage.id, name: 'Web panel', startDate: at(1, 8), endDate: at(1, 9) }, [web.id], [ada.id, grace.id])).id;
  ids.film = (await program.addEntry({ eventId: event.id, spaceId: hall.id, name: 'Film about Ada', startDate: at(1, 12), endDate: at(1, 14) }, [], [ada.id])).id;
  ids.demo = (await program.addEntry({ eventId: event.id, spaceId: booth.id, name: 'Booth demo', startDate: at(1, 13), endDate: at(1, 13, 30) })).id;
  ids.secret = (await program.addEntry({ eventId: event.id, spaceId: closed.id, name: 'Secret screening of Ada', startDate: at(2, 9), endDate: at(2, 10) }, [], [ada.id])).id;
  // 23:30 UTC on the 2nd is 01:30 on the 3rd in Brussels.
  ids.late = (await program.addEntry({ eventId: event.id, spaceId: hall.id, name: 'Late show', startDate: at(2, 23, 30), endDate: at(3, 0, 30) }, [], [ada.id])).id;
  ids.session = (await program.addGroupSession({ eventId: event.id, hostId: organiser.user.id, title: 'Open questions', startsAt: at(1, 15), endsAt: at(1, 16), description: '<p>Bring <em>yours</em></p>', enableHostChat: true })).id;
});

afterAll(async () => {
  await t?.close();
});

describe('GET /api/events/{slug}/virtualprogram/spaces/', () => {
  it('answers the spaces with program and their items and containers of the range', async () => {
    const res = await get(attendee, `virtualprogram/spaces/?${day1}`);
    expect(res.status).toBe(200);
    const spaces = res.body.results as { id: number; name: string; location_type: string; published: boolean; items: { name: string }[]; containers: { name: string }[] }[];
    expect(names(spaces)).toEqual(['Acme booth', 'Hall', 'Main stage', 'Secret room']);
    const main = spaces.find((s) => s.id === stage.id)!;
    expect(main).toMatchObject({ type: 'presentation', location_type: 'hybrid', published: true, slug: stage.slug });
    expect(names(main.containers)).toEqual(['Morning block']);
    expect(names(main.items)).toEqual(['Keynote on machines', 'Web panel']);
    expect(main.items[0]).toEqual({
      id: ids.keynote, name: 'Keynote on machines', start_date: '2026-06-01T07:00:00.000Z', end_date: '2026-06-01T08:00:00.000Z',
      color: '#112233', sponsor: { id: booth.id, slug: booth.slug, name: 'Acme booth' }, tags: [ids.ai, ids.talk], isContainer: false,
      parent_id: main.containers.length ? (main.containers[0] as unknown as { id: number }).id : null, space_id: stage.id, performer_ids: [ids.ada],
    });
  });

  it('lists a closed space as closed and without items to attendees, with them to organisers', async () => {
    const range = `from_datetime=${q('2026-06-02T00:00:00+02:00')}&until_datetime=${q('2026-06-03T00:00:00+02:00')}`;
    const mine = (await get(attendee, `virtualprogram/spaces/?${range}`)).body.results.find((s: { id: number }) => s.id === closed.id);
    expect(mine).toMatchObject({ published: false, items: [], containers: [] });
    const theirs = (await get(organiser, `virtualprogram/spaces/?${range}`)).body.results.find((s: { id: number }) => s.id === closed.id);
    expect(names(theirs.items)).toEqual(['Secret screening of Ada']);
  });

  it('refuses a missing, reversed or too long range (400) and callers without a token (401)', async () => {
    expect((await get(attendee, 'virtualprogram/spaces/')).status).toBe(400);
    expect((await get(attendee, `virtualprogram/spaces/?from_datetime=${q('2026-06-02T00:00:00Z')}&until_datetime=${q('2026-06-01T00:00:00Z')}`)).status).toBe(400);
    expect((await get(attendee, `virtualprogram/spaces/?from_datetime=${q('2026-06-01T00:00:00Z')}&until_datetime=${q('2026-07-01T00:00:00Z')}`)).status).toBe(400);
    expect((await get(null, `virtualprogram/spaces/?${day1}`)).status).toBe(401);
    expect((await t.api('GET', `/api/events/nope/virtualprogram/spaces/?${day1}`, { token: attendee.token })).status).toBe(404);
  });
});

describe('GET /api/events/{slug}/virtualprogram/all-dates-has-program/', () => {
  it("answers the days in the event's timezone; a closed space's days only for organisers", async () => {
    const mine = await get(attendee, 'virtualprogram/all-dates-has-program/');
    expect(mine.status).toBe(200);
    // The late show runs 01:30-02:30 on the 3rd in Brussels; the secret screening alone makes no day.
    expect(mine.body).toEqual({ timezone: 'Europe/Brussels', dates: ['2026-06-01', '2026-06-03'] });
    expect((await get(organiser, 'virtualprogram/all-dates-has-program/')).body.dates).toEqual(['2026-06-01', '2026-06-02', '2026-06-03']);
  });

  it('is cached, yet shows a new day at once after the program changes', async () => {
    await get(attendee, 'virtualprogram/all-dates-has-program/');
    const extra = await program.addEntry({ eventId: event.id, spaceId: hall.id, name: 'Extra day', startDate: at(5, 10), endDate: at(5, 11) });
    // The change notice reaches the cache a moment after the commit; a write request would wait for it.
    await expect.poll(async () => (await get(attendee, 'virtualprogram/all-dates-has-program/')).body.dates).toContain('2026-06-05');
    await program.removeEntries(event.id, [extra.id]);
    await expect.poll(async () => (await get(attendee, 'virtualprogram/all-dates-has-program/')).body.dates).not.toContain('2026-06-05');
  });
});

describe('GET /api/events/{slug}/virtualprogram/programs-by-location-type/', () => {
  it('groups one day by location type, booth entries first, each item with its space and performers', async () => {
    const res = await get(attendee, `virtualprogram/programs-by-location-type/?${day1}`);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['hybrid', 'in_person', 'virtual']);
    expect(res.body.virtual.type).toBe('virtual');
    expect(names(res.body.virtual.items)).toEqual(['Booth demo']);
    // The keynote is sponsored by a booth: it comes first although the panel is not earlier.
    expect(names(res.body.hybrid.items)).toEqual(['Keynote on machines', 'Web panel']);
    expect(names(res.body.hybrid.containers)).toEqual(['Morning block']);
    expect(names(res.body.in_person.items)).toEqual(['Film about Ada']);
    const keynote = res.body.hybrid.items[0];
    expect(keynote.space).toMatchObject({ id: stage.id, name: 'Main stage', location_type: 'hybrid' });
    expect(keynote.performers).toEqual([{ id: ids.ada, name: 'Ada Lovelace', mugshot: null, location_type: 'in_person', descriptive_line: 'Analyst' }]);
    expect(keynote.tag_list.map((tg: { text: string; category: { text: string } }) => `${tg.category.text}:${tg.text}`)).toEqual(['Track:AI', 'Format:Talk']);
    // Stored sanitised: the image's handler is gone.
    expect(keynote.description).not.toContain('onerror');
  });
});

describe('GET /api/events/{slug}/virtualprogram/?performer=', () => {
  it("pages a performer's sessions three at a time, closed spaces' only for organisers", async () => {
    const first = await get(attendee, `virtualprogram/?performer=${ids.ada}`);
    expect(first.status).toBe(200);
    expect(first.body.count).toBe(4);
    expect(names(first.body.results)).toEqual(['Keynote on machines', 'Web panel', 'Film about Ada']);
    expect(first.body.next).toContain('offset=3');
    const second = await get(attendee, `virtualprogram/?performer=${ids.ada}&limit=3&offset=3`);
    expect(names(second.body.results)).toEqual(['Late show']);
    expect((await get(organiser, `virtualprogram/?performer=${ids.ada}`)).body.count).toBe(5);
    expect((await get(attendee, 'virtualprogram/?performer=999999')).status).toBe(404);
    expect((await get(attendee, 'virtualprogram/')).status).toBe(400);
  });

  it('answers one item by id; a closed space item is 404 to attendees', async () => {
    const res = await get(attendee, `virtualprogram/items/${ids.panel}/`);
    expect(res.status).toBe(200);
    expect(res.body.performers.map((p: { name: string }) => p.name)).toEqual(['Ada Lovelace', 'Grace Hopper']);
    expect((await get(attendee, `virtualprogram/items/${ids.secret}/`)).status).toBe(404);
    expect((await get(organiser, `virtualprogram/items/${ids.secret}/`)).status).toBe(200);
  });
});

describe('GET /api/events/{slug}/search/', () => {
  it('finds programs and performers in two categories, never items of closed spaces for attendees', async () => {
    const res = await get(attendee, `search/?search=${q('ada')}`);
    expect(res.status).toBe(200);
    expect(res.body.categories.map((c: { type: string }) => c.type)).toEqual(['programs', 'performers']);
    expect(names(res.body.categories[0].items)).toEqual(['Film about Ada']);
    expect(names(res.body.categories[1].items)).toEqual(['Ada Lovelace']);
    const theirs = await get(organiser, `search/?search=${q('ada')}`);
    expect(names(theirs.body.categories[0].items)).toEqual(['Film about Ada', 'Secret screening of Ada']);
    // Every word must match somewhere; wildcards are plain characters.
    expect(names((await get(attendee, `search/?search=${q('web panel')}`)).body.categories[0].items)).toEqual(['Web panel']);
    expect((await get(attendee, `search/?search=${q('%')}`)).body.categories[0].items).toEqual([]);
    expect((await get(attendee, 'search/?search=')).status).toBe(400);
  });
});

describe('GET /api/events/{slug}/performers/', () => {
  it('pages performers by name, 20 at a time', async () => {
    const first = await get(attendee, 'performers/');
    expect(first.status).toBe(200);
    expect(first.body.count).toBe(25);
    expect(first.body.results).toHaveLength(20);
    expect(first.body.results[0]).toEqual({ id: ids.ada, name: 'Ada Lovelace', mugshot: null, location_type: 'in_person', descriptive_line: 'Analyst' });
    const second = await get(attendee, 'performers/?offset=20&limit=20');
    expect(names(second.body.results)).toEqual(['Speaker 18', 'Speaker 19', 'Speaker 20', 'Speaker 21', 'Speaker 22']);
    expect(second.body.next).toBeNull();
  });

  it('filters by a comma list of location types and searches names and lines', async () => {
    const hybridOrInPerson = await get(attendee, 'performers/?location_types=in_person,hybrid&limit=100');
    expect(hybridOrInPerson.body.count).toBe(12);
    expect(hybridOrInPerson.body.results.every((p: { location_type: string }) => p.location_type !== 'virtual')).toBe(true);
    expect(names((await get(attendee, `performers/?search=${q('compiler')}`)).body.results)).toEqual(['Grace Hopper']);
    expect(names((await get(attendee, `performers/?search=grace&location_types=in_person`)).body.results)).toEqual([]);
    const bad = await get(attendee, 'performers/?location_types=virtual,space');
    expect(bad.status).toBe(400);
  });

  it("answers a performer's detail with about, attachments and sessions", async () => {
    const res = await get(attendee, `performers/${ids.ada}/`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Ada Lovelace', attachments: [{ name: 'Slides', url: 'https://example.org/slides.pdf' }] });
    expect(res.body.about).toBe('<p>Wrote <b>notes</b></p>');
    expect(names(res.body.sessions)).toEqual(['Keynote on machines', 'Web panel', 'Film about Ada', 'Late show']);
    expect((await get(attendee, 'performers/999999/')).status).toBe(404);
  });
});

describe('GET /api/events/{slug}/groupsessions/', () => {
  it('answers the group sessions with their video call', async () => {
    // The host has entered the event (and agreed to the terms): confirmed.
    await get(organiser, '');
    const res = await get(attendee, 'groupsessions/');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      {
        id: ids.session, starts_at: '2026-06-01T15:00:00.000Z', ends_at: '2026-06-01T16:00:00.000Z', description: '<p>Bring <em>yours</em></p>',
        enable_host_chat: true, videocall: { admin_id: organiser.user.id, display_name: 'Open questions', twilio_name: expect.stringMatching(/^\d+$/) },
        is_host_confirmed: true,
      },
    ]);
    // The call is a real video call of the event: its room id answers the call detail.
    const call = await t.api('GET', `/api/events/tt/videocalls/${res.body[0].videocall.twilio_name}/`, { token: attendee.token });
    expect(call.status).toBe(200);
  });

  it("says 'host not confirmed' until the host has entered the event, and never for a session without host", async () => {
    const hana = await person(t, { firstName: 'Hana' });
    await addRole(t, event, hana, 'attendee');
    const hosted = await program.addGroupSession({ eventId: event.id, hostId: hana.user.id, title: 'Hana hosts', startsAt: at(2, 15), endsAt: at(2, 16) });
    const hostless = await program.addGroupSession({ eventId: event.id, hostId: null, title: 'Nobody hosts', startsAt: at(2, 17), endsAt: at(2, 18) });
    const confirmed = async () => new Map(((await get(attendee, 'groupsessions/')).body as { id: number; is_host_confirmed: boolean }[]).map((s) => [s.id, s.is_host_confirmed]));
    expect((await confirmed()).get(hosted.id)).toBe(false);
    expect((await confirmed()).get(hostless.id)).toBe(false);
    // Hana opens the event for the first time.
    expect((await get(hana, '')).status).toBe(200);
    expect((await confirmed()).get(hosted.id)).toBe(true);
    expect((await confirmed()).get(hostless.id)).toBe(false);
    await program.removeGroupSession(event.id, hosted.id);
    await program.removeGroupSession(event.id, hostless.id);
  });

  it('answers an empty list when the event has group sessions off', async () => {
    const other = await makeEvent(t, { slug: 'tt-nogs' });
    await t.server.services.program.addGroupSession({ eventId: other.id, hostId: null, title: 'Hidden', startsAt: at(1, 9), endsAt: at(1, 10) });
    expect((await t.api('GET', '/api/events/tt-nogs/groupsessions/', { token: attendee.token })).body).toEqual([]);
  });
});

describe('goodie bag kinds show, performer and session', () => {
  it('adds program items, performers and group sessions and lists them with their items', async () => {
    const add = (item_type: string, item_id: number, who = attendee) => t.api('POST', '/api/events/tt/goodiebag/', { token: who.token, body: { item_type, item_id } });
    expect((await add('show', ids.keynote)).status).toBe(201);
    expect((await add('performer', ids.grace)).status).toBe(201);
    expect((await add('GroupSession', ids.session)).status).toBe(201);
    const shows = await get(attendee, 'goodiebag/?type=show');
    expect(shows.body.results[0].item).toMatchObject({ id: ids.keynote, name: 'Keynote on machines', space: { id: stage.id } });
    expect((await get(attendee, 'goodiebag/?type=performer')).body.results[0].item).toMatchObject({ name: 'Grace Hopper' });
    expect((await get(attendee, 'goodiebag/?type=session')).body.results[0].item).toMatchObject({ id: ids.session, videocall: { display_name: 'Open questions' } });
  });

  it("refuses an attendee a closed space's item and items of other events (404)", async () => {
    const add = (item_type: string, item_id: number) => t.api('POST', '/api/events/tt/goodiebag/', { token: attendee.token, body: { item_type, item_id } });
    expect((await add('show', ids.secret)).status).toBe(404);
    expect((await add('show', 999999)).status).toBe(404);
    expect((await add('performer', 999999)).status).toBe(404);
    expect((await t.api('POST', '/api/events/tt/goodiebag/', { token: organiser.token, body: { item_type: 'show', item_id: ids.secret } })).status).toBe(201);
  });
});

describe('the personal calendar feed', () => {
  const feedPath = (url: string) => new URL(url).pathname;

  it('creates an address, serves the favourites as iCalendar with the timezone, follows changes and removals', async () => {
    const fan = await person(t);
    await t.api('POST', '/api/events/tt/goodiebag/', { token: fan.token, body: { item_type: 'show', item_id: ids.panel } });
    await t.api('POST', '/api/events/tt/goodiebag/', { token: fan.token, body: { item_type: 'show', item_id: ids.film } });
    await t.api('POST', '/api/events/tt/goodiebag/', { token: fan.token, body: { item_type: 'session', item_id: ids.session } });
    expect((await get(fan, 'calendar-feed/')).body).toEqual({ url: null, created: null });
    const created = await t.api('POST', '/api/events/tt/calendar-feed/', { token: fan.token });
    expect(created.status).toBe(201);
    expect(created.body.url).toMatch(/\/api\/events\/tt\/calendar\/[A-Za-z0-9_-]{32}\.ics$/);
    expect((await get(fan, 'calendar-feed/')).body.url).toBe(created.body.url);

    const read = async () => {
      const res = await t.api('GET', feedPath(created.body.url));
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
      const cal = new ICAL.Component(ICAL.parse(res.body as string));
      // Times are written in the event's zone (TZID) and resolved through the feed's own VTIMEZONE.
      const zone = cal.getFirstSubcomponent('vtimezone');
      if (zone) ICAL.TimezoneService.register(zone);
      return { text: res.body as string, cal, events: cal.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v)) };
    };
    const before = await read();
    expect(before.cal.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe('Europe/Brussels');
    const panel = before.events.find((e) => e.uid.startsWith(`show-${ids.panel}@`))!;
    expect(panel.summary).toBe('Web panel');
    expect(panel.component.getFirstProperty('dtstart')?.getParameter('tzid')).toBe('Europe/Brussels');
    expect(before.text).toContain('DTSTART;TZID=Europe/Brussels:20260601T100000');
    expect(panel.startDate.toJSDate().toISOString()).toBe('2026-06-01T08:00:00.000Z');
    expect(panel.location).toBe('Main stage');
    expect(before.events.find((e) => e.uid.startsWith(`session-${ids.session}@`))?.summary).toBe('Open questions');
    const panelSequence = panel.sequence;

    await program.updateEntry(event.id, ids.panel, { startDate: at(1, 8, 30), endDate: at(1, 9, 30) });
    await program.removeEntries(event.id, [ids.film]);
    const after = await read();
    const moved = after.events.find((e) => e.uid === panel.uid)!;
    expect(moved.sequence).toBeGreaterThan(panelSequence);
    expect(moved.startDate.toJSDate().toISOString()).toBe('2026-06-01T08:30:00.000Z');
    const film = after.events.find((e) => e.uid.startsWith(`show-${ids.film}@`))!;
    expect(film.component.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(film.summary).toBe('Film about Ada');
  });

  it('is valid RFC 5545: DTSTAMP in UTC, only registered or X- properties, every date-time resolvable', async () => {
    const fan = await person(t);
    await t.api('POST', '/api/events/tt/goodiebag/', { token: fan.token, body: { item_type: 'show', item_id: ids.panel } });
    await t.api('POST', '/api/events/tt/goodiebag/', { token: fan.token, body: { item_type: 'session', item_id: ids.session } });
    const url = (await t.api('POST', '/api/events/tt/calendar-feed/', { token: fan.token })).body.url as string;
    const text = (await t.api('GET', feedPath(url))).body as string;
    const cal = new ICAL.Component(ICAL.parse(text));
    expect(cal.getFirstPropertyValue('version')).toBe('2.0');
    expect(cal.getFirstPropertyValue('prodid')).toEqual(expect.any(String));
    // Registered by RFC 5545 and RFC 7986 for these components; anything else must be an X- property.
    const registered: Record<string, string[]> = {
      vcalendar: ['prodid', 'version', 'calscale', 'method', 'name', 'description', 'uid', 'url', 'last-modified', 'categories', 'refresh-interval', 'source', 'color', 'image'],
      vevent: ['dtstamp', 'uid', 'dtstart', 'class', 'created', 'description', 'geo', 'last-modified', 'location', 'organizer', 'priority', 'sequence',
        'status', 'summary', 'transp', 'url', 'recurrence-id', 'rrule', 'dtend', 'duration', 'attach', 'attendee', 'categories', 'comment', 'contact',
        'exdate', 'rstatus', 'related-to', 'resources', 'rdate', 'color', 'conference', 'image'],
    };
    const strangers = [cal, ...cal.getAllSubcomponents('vevent')].flatMap((c) =>
      c.getAllProperties().map((p) => p.name).filter((name) => !registered[c.name]!.includes(name) && !name.startsWith('x-')).map((name) => `${c.name}: ${name}`),
    );
    expect(strangers).toEqual([]);
    const events = cal.getAllSubcomponents('vevent');
    expect(events.length).toBe(2);
    for (const event of events) {
      // RFC 5545 §3.8.7.2: DTSTAMP is a UTC date-time.
      const stamp = event.getFirstProperty('dtstamp')!;
      expect((stamp.getFirstValue() as ICAL.Time).zone?.tzid, stamp.toICALString()).toBe('UTC');
      expect(stamp.toICALString()).toMatch(/^DTSTAMP:\d{8}T\d{6}Z$/);
      // Every TZID names a VTIMEZONE of the feed.
      for (const name of ['dtstart', 'dtend']) expect(event.getFirstProperty(name)?.getParameter('tzid')).toBe('Europe/Brussels');
    }
    expect(cal.getAllSubcomponents('vtimezone').map((z) => z.getFirstPropertyValue('tzid'))).toEqual(['Europe/Brussels']);
  });

  it('renews (the old address answers 404) and revokes; a wrong token is 404', async () => {
    const fan = await person(t);
    const first = (await t.api('POST', '/api/events/tt/calendar-feed/', { token: fan.token })).body.url as string;
    const second = (await t.api('POST', '/api/events/tt/calendar-feed/', { token: fan.token })).body.url as string;
    expect(second).not.toBe(first);
    expect((await t.api('GET', feedPath(first))).status).toBe(404);
    expect((await t.api('GET', feedPath(second))).status).toBe(200);
    // The address of one event does not open under another event's slug.
    expect((await t.api('GET', feedPath(second).replace('/tt/', '/tt-nogs/'))).status).toBe(404);
    expect((await t.api('DELETE', '/api/events/tt/calendar-feed/', { token: fan.token })).status).toBe(204);
    expect((await t.api('GET', feedPath(second))).status).toBe(404);
    expect((await get(fan, 'calendar-feed/')).body.url).toBeNull();
    expect((await t.api('GET', '/api/events/tt/calendar/not-a-token-at-all-xxxxxx.ics')).status).toBe(404);
    expect((await t.api('GET', '/api/events/tt/calendar/short.ics')).status).toBe(404);
    expect((await t.api('POST', '/api/events/tt/calendar-feed/')).status).toBe(401);
  });

  it('answers 404 while the person may not enter (a ban, until it ends by itself) and for good once the account is removed', async () => {
    const fan = await person(t);
    await addRole(t, event, fan, 'attendee');
    const url = feedPath((await t.api('POST', '/api/events/tt/calendar-feed/', { token: fan.token })).body.url as string);
    const until = new Date(t.clock.now().getTime() + 60 * 60_000).toISOString();
    const banned = await t.api('POST', '/api/events/tt/organizer/moderation/bans/', { token: organiser.token, body: { user_id: fan.user.id, reason: 'Spam links', until } });
    expect(banned.status).toBe(201);
    expect((await t.api('GET', url)).status).toBe(404);
    t.clock.advance(61 * 60_000);
    try {
      expect((await t.api('GET', url)).status).toBe(200);
      const removed = await t.api('POST', '/api/remove-user-account/', { token: await mintToken(t, fan.user.id) });
      expect(removed.status).toBe(200);
      expect((await t.api('GET', url)).status).toBe(404);
    } finally {
      t.clock.advance(-61 * 60_000);
    }
  });
});

describe('timetable_updated and group_session_updated', () => {
  it('reach every open timetable of the event when the program changes', async () => {
    const socket = await loggedIn(t.url, attendee.token, 'tt');
    try {
      const updated = next<{ event_slug: string; space_ids: number[]; dates: string[] }>(socket, 'timetable_updated');
      await program.updateEntry(event.id, ids.keynote, { name: 'Keynote on engines' });
      expect(await updated).toEqual({ event_slug: 'tt', space_ids: [stage.id], dates: ['2026-06-01'] });

      const session = next<{ id: number; removed: boolean; group_session: { description: string } }>(socket, 'group_session_updated');
      await program.updateGroupSession(event.id, ids.session, { description: '<p>Changed</p>' });
      expect(await session).toMatchObject({ event_slug: 'tt', id: ids.session, removed: false, group_session: { description: '<p>Changed</p>' } });
    } finally {
      socket.disconnect();
    }
  });
});
