import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import type { EventArchiveManifest } from '@foyer/contracts';
import { startTestServer, type TestServer } from '../../../test/harness';
import { addRole, mintToken, person } from '../../../test/event-factories';
import { runCli } from '../../../test/cli';
import { Administrators } from '../identity';
import { users } from '../identity/accounts.schema';
import { eventMembers, events, spaces } from '../identity/events.schema';

let t: TestServer;
/** An instance administrator (imports), and the demo's owner (reads the demo as its owner). */
let admin: { id: number; token: string };
let demoOwner: string;

beforeAll(async () => {
  t = await startTestServer({ seedDemo: true });
  const db = t.server.platform.db;
  const made = await new Administrators(db).add('archivist@example.com');
  admin = { id: made.userId, token: await mintToken(t, made.userId) };
  const [owner] = await db.select({ id: eventMembers.userId }).from(eventMembers).innerJoin(events, eq(events.id, eventMembers.eventId))
    .where(and(eq(events.slug, 'demo'), eq(eventMembers.role, 'owner'))).limit(1);
  demoOwner = await mintToken(t, owner!.id);
}, 240_000);
afterAll(async () => {
  await t?.close();
});

const db = () => t.server.platform.db;

async function download(slug: string, token: string, query = ''): Promise<Buffer> {
  const res = await fetch(`${t.url}/api/events/${slug}/organizer/export/${query}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/zip');
  expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${slug}.foyer.zip"`);
  return Buffer.from(await res.arrayBuffer());
}

async function upload(zip: Uint8Array, slug: string, token = admin.token): Promise<{ status: number; body: { slug?: string; detail?: string; code?: string } }> {
  const form = new FormData();
  form.set('archive', new Blob([zip], { type: 'application/zip' }), 'event.foyer.zip');
  const res = await fetch(`${t.url}/api/organizer/events/import/?slug=${slug}`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  return { status: res.status, body: (await res.json()) as { slug?: string; detail?: string } };
}

const manifestOf = (zip: Uint8Array) => JSON.parse(strFromU8(unzipSync(zip)['manifest.json']!)) as EventArchiveManifest;

/** The manifest without what differs between two exports of equal events: when, and the event's address. */
const comparable = (m: EventArchiveManifest) => ({ ...m, exported_at: null, event: { ...m.event, slug: null } });

/** An archive like `zip` with its manifest changed, and files left out or added. */
function rezip(zip: Uint8Array, change: (m: EventArchiveManifest) => void, files: { drop?: string; add?: Record<string, Uint8Array> } = {}): Uint8Array {
  const entries = unzipSync(zip);
  const manifest = manifestOf(zip);
  change(manifest);
  entries['manifest.json'] = strToU8(JSON.stringify(manifest));
  if (files.drop) delete entries[files.drop];
  return zipSync({ ...entries, ...files.add });
}

async function state() {
  const [e] = await db().select({ n: count() }).from(events);
  const [s] = await db().select({ n: count() }).from(spaces);
  const [u] = await db().select({ n: count() }).from(users);
  const dir = path.join(t.server.platform.config.dataDir, 'files');
  const files = fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((f) => f.isFile()).length;
  return { events: e!.n, spaces: s!.n, users: u!.n, files };
}

/** What people did in the event (registrations, hosts' confirmations): its history, which an archive leaves out. */
const history = ['capacity_left', 'participating_users', 'is_host_confirmed'];

/**
 * A read's answer with what must differ between two copies of one event set aside: ids (of the rows
 * themselves or of rows they name) and the event's address.
 */
function normalised(body: unknown, slug: string): unknown {
  const text = JSON.stringify(body).replaceAll(slug, 'demo');
  const isId = (key: string) => key === 'id' || key.endsWith('_id') || key.endsWith('_ids') || ['space', 'booth', 'map', 'category', 'parent', 'item', 'chat', 'tags', 'performers'].includes(key);
  return JSON.parse(text, (key, value: unknown) => {
    if (history.includes(key)) return null;
    // A cinema's entries are keyed `video-<id>`.
    if (key === 'key' && typeof value === 'string') return value.replace(/\d+$/, '#');
    // A group session's call is named by its id.
    if (key === 'twilio_name') return '#';
    if (!isId(key)) return value;
    if (typeof value === 'number') return 0;
    // Lists of ids (an item's tags and performers) keep their length.
    return Array.isArray(value) && value.every((v) => typeof v === 'number') ? value.length : value;
  });
}

let demoZip: Buffer;

describe('an event as one archive', { timeout: 240_000 }, () => {
  it('round trip: the demo exported, imported under a new slug and exported again gives the same manifest', async () => {
    demoZip = await download('demo', demoOwner);
    const first = manifestOf(demoZip);
    expect(first).toMatchObject({ format: 'foyer-event', version: 1, with_people: false, people: [] });
    expect(first.spaces.length).toBeGreaterThan(5);
    expect(first.booths.booths.length).toBeGreaterThan(0);
    expect(first.program.entries.length).toBeGreaterThan(0);
    // Group sessions come without their hosts when the people stay behind.
    expect(first.program.group_sessions.length).toBeGreaterThan(0);
    expect(first.program.group_sessions.every((g) => g.admin === null)).toBe(true);
    expect(first.recordings).toEqual({ keep_days: null });
    expect(first.files.length).toBeGreaterThan(0);
    // Each file once, under the hash of its bytes.
    const entries = unzipSync(demoZip);
    expect(Object.keys(entries).sort()).toEqual(['manifest.json', ...first.files.map((f) => f.path)].sort());

    const imported = await upload(demoZip, 'demo-copy');
    expect(imported).toEqual({ status: 201, body: { slug: 'demo-copy', name: first.event.name } });
    const second = manifestOf(await download('demo-copy', admin.token));
    expect(comparable(second)).toEqual(comparable(first));
  });

  it('keeps how each film plays (a stream and an embedded page come back as they left, not as files) and a stage\'s order', async () => {
    const stream = 'https://streams.example.org/opening/index.m3u8';
    const page = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
    const films = rezip(demoZip, (m) => {
      m.cinema = [
        { ...m.cinema[0]!, kind: 'hls', url: stream, title: 'Streamed' },
        { ...m.cinema[0]!, kind: 'embed', url: page, title: 'Embedded', order: m.cinema[0]!.order + 1 },
      ];
      m.stage.presentations[0]!.position = 7;
    });
    // Another administrator: the imports of this file share one person's rate limit otherwise.
    const other = await new Administrators(db()).add('projectionist@example.com');
    const token = await mintToken(t, other.userId);
    expect((await upload(films, 'demo-films', token)).status).toBe(201);
    // What an export reads is what was stored.
    const again = manifestOf(await download('demo-films', token));
    expect(again.cinema.map((f) => [f.title, f.kind, f.url])).toEqual([['Streamed', 'hls', stream], ['Embedded', 'embed', page]]);
    expect(again.stage.presentations[0]!.position).toBe(7);
  });

  it('carries group sessions and how long recordings are kept; an archive made before them imports with none and "until deleted"', async () => {
    const other = await new Administrators(db()).add('keeper@example.com');
    const token = await mintToken(t, other.userId);
    expect((await t.api('PUT', '/api/events/demo-copy/organizer/recordings/retention/', { token, body: { keep_days: 14 } })).status).toBe(200);
    const kept = manifestOf(await download('demo-copy', token));
    expect(kept.recordings).toEqual({ keep_days: 14 });
    expect((await upload(await download('demo-copy', token), 'demo-kept', token)).status).toBe(201);
    expect((await t.api('GET', '/api/events/demo-kept/organizer/recordings/retention/', { token })).body).toEqual({ keep_days: 14 });
    const sessions = (slug: string) => t.api('GET', `/api/events/${slug}/organizer/group-sessions/`, { token });
    const names = (body: { results: { videocall: { display_name: string } }[] }) => body.results.map((g) => g.videocall.display_name);
    expect(names((await sessions('demo-kept')).body)).toEqual(kept.program.group_sessions.map((g) => g.display_name));

    const older = rezip(demoZip, (m) => {
      delete (m.program as Partial<typeof m.program>).group_sessions;
      delete (m as Partial<typeof m>).recordings;
    });
    expect((await upload(older, 'demo-older', token)).status).toBe(201);
    expect((await sessions('demo-older')).body.results).toEqual([]);
    expect((await t.api('GET', '/api/events/demo-older/organizer/recordings/retention/', { token })).body).toEqual({ keep_days: null });
  });

  it('carries the chat rules: the word list and each space chat\'s slow mode, through export, import and clone; an older archive has none', async () => {
    const other = await new Administrators(db()).add('rules-keeper@example.com');
    const token = await mintToken(t, other.userId);
    const rules = (slug: string) => `/api/events/${slug}/organizer/moderation`;
    expect((await t.api('PUT', `${rules('demo-copy')}/word-list/`, { token, body: { words: ['Spam', 'scam link'] } })).status).toBe(200);
    const chats = (await t.api('GET', `${rules('demo-copy')}/chats/`, { token })).body.results as { id: number; space: { slug: string } | null }[];
    const ruled = chats.find((c) => c.space !== null)!;
    expect((await t.api('PUT', `${rules('demo-copy')}/chats/${ruled.id}/slow-mode/`, { token, body: { seconds: 45 } })).status).toBe(200);

    const manifest = manifestOf(await download('demo-copy', token));
    expect(manifest.chat_rules).toEqual({ words: ['scam link', 'spam'], slow_mode: [{ space: expect.any(Number), seconds: 45 }] });
    const slowOf = async (slug: string) =>
      ((await t.api('GET', `${rules(slug)}/chats/`, { token })).body.results as { slow_mode_seconds: number; space: { slug: string } | null }[])
        .filter((c) => c.slow_mode_seconds > 0)
        .map((c) => [c.space?.slug, c.slow_mode_seconds]);
    expect((await upload(await download('demo-copy', token), 'demo-ruled', token)).status).toBe(201);
    expect((await t.api('GET', `${rules('demo-ruled')}/word-list/`, { token })).body.words).toEqual(['scam link', 'spam']);
    expect(await slowOf('demo-ruled')).toEqual([[ruled.space!.slug, 45]]);
    // Exported again: the same rules.
    expect(manifestOf(await download('demo-ruled', token)).chat_rules).toEqual(manifest.chat_rules);

    const clone = await t.api('POST', '/api/events/demo-copy/organizer/clone/', { token, body: { slug: 'demo-ruled-clone', name: 'Clone', parts: ['spaces'] } });
    expect(clone.status).toBe(201);
    expect((await t.api('GET', `${rules('demo-ruled-clone')}/word-list/`, { token })).body.words).toEqual(['scam link', 'spam']);
    expect(await slowOf('demo-ruled-clone')).toEqual([[ruled.space!.slug, 45]]);

    const older = rezip(await download('demo-copy', token), (m) => {
      delete (m as Partial<typeof m>).chat_rules;
    });
    expect((await upload(older, 'demo-unruled', token)).status).toBe(201);
    expect((await t.api('GET', `${rules('demo-unruled')}/word-list/`, { token })).body.words).toEqual([]);
    expect(await slowOf('demo-unruled')).toEqual([]);
  });

  it('answers every spec read the same for the demo and its copy with its people', async () => {
    // With the people, the copy's staff, hosts, speakers and authors are the same people.
    const withPeople = await download('demo', demoOwner, '?with_people=true');
    expect((await upload(withPeople, 'demo-twin')).status).toBe(201);
    const m = manifestOf(demoZip);
    const slugOf = (type: string) => m.spaces.find((s) => s.type === type)?.slug;
    const day = m.program.entries[0]!.start_date.slice(0, 10);
    const dayRange = `from_datetime=${day}T00:00:00Z&until_datetime=${day}T23:59:59Z`;
    const boothSlug = slugOf('booth');
    const reads = [
      '/preview/?from_vep=true', '/', '/navigation/', '/spaces/', `/maps/${slugOf('map')}/`, '/booths/?limit=100', `/booths/${boothSlug}/`,
      `/maps/${slugOf('map')}/booths/categories/`, `/virtualprogram/programs-by-location-type/?${dayRange}`, `/virtualprogram/spaces/?${dayRange}`,
      '/virtualprogram/all-dates-has-program/',
      '/performers/?limit=100', `/meetings/${slugOf('meeting')}/`, `/meetings/${slugOf('meeting')}/list/`, `/cinema/${slugOf('cinema')}/`,
      `/cinema/${slugOf('cinema')}/movies/`, `/posters/${slugOf('posters')}/`, `/posters/${slugOf('posters')}/list/`, '/groupsessions/',
    ];
    const differ: string[] = [];
    for (const read of reads) {
      const demo = await t.api('GET', `/api/events/demo${read}`, { token: demoOwner });
      const copy = await t.api('GET', `/api/events/demo-twin${read}`, { token: demoOwner });
      expect(demo.status, read).toBe(200);
      expect(copy.status, read).toBe(200);
      if (JSON.stringify(normalised(copy.body, 'demo-twin')) !== JSON.stringify(normalised(demo.body, 'demo'))) differ.push(read);
      expect(normalised(copy.body, 'demo-twin'), read).toEqual(normalised(demo.body, 'demo'));
    }
    expect(differ).toEqual([]);
  });

  it('refuses a taken slug (409) unless told to replace, and a replace keeps the people', async () => {
    const before = await state();
    const taken = await upload(demoZip, 'demo-copy');
    expect(taken).toMatchObject({ status: 409, body: { code: 'slug_taken' } });
    expect(await state()).toEqual(before);

    const [copy] = await db().select().from(events).where(eq(events.slug, 'demo-copy'));
    const membersBefore = await db().select().from(eventMembers).where(eq(eventMembers.eventId, copy!.id));
    const smaller = rezip(demoZip, (m) => {
      m.event.name = 'Replaced';
      m.cinema = [];
    });
    const form = new FormData();
    form.set('archive', new Blob([smaller]), 'event.foyer.zip');
    const res = await fetch(`${t.url}/api/events/demo-copy/organizer/import/`, { method: 'PUT', headers: { authorization: `Bearer ${admin.token}` }, body: form });
    expect(res.status).toBe(200);
    const after = manifestOf(await download('demo-copy', admin.token));
    expect(after.event.name).toBe('Replaced');
    expect(after.cinema).toEqual([]);
    expect(after.spaces.length).toBe(manifestOf(demoZip).spaces.length);
    expect(await db().select().from(eventMembers).where(eq(eventMembers.eventId, copy!.id))).toEqual(membersBefore);
  });

  describe('a damaged archive changes nothing and names the fault', () => {
    const cases: [string, () => Uint8Array, RegExp][] = [
      ['bad JSON', () => zipSync({ 'manifest.json': strToU8('{"format": "foyer-event",') }), /^manifest\.json: not valid JSON/],
      ['not a zip', () => strToU8('hello'), /not a Foyer event archive/],
      ['an unknown space type', () => rezip(demoZip, (m) => void (m.spaces[3]!.type = 'stag' as never)), /^spaces\[3\]\.type: unknown space type "stag"$/],
      ['a missing file', () => rezip(demoZip, () => undefined, { drop: manifestOf(demoZip).files[0]!.path }), /^files\[0\]: files\/[0-9a-f]{64} is missing from the archive$/],
      ['a file whose bytes are not its kind', () => rezip(demoZip, (m) => {
        const i = m.files.findIndex((f) => f.content_type === 'image/png' || f.content_type === 'image/webp');
        m.files[i]!.content_type = 'application/pdf';
      }), /^files\[\d+\]: files\/[0-9a-f]{64} is not application\/pdf/],
      ['a file named by no entry of the list', () => rezip(demoZip, (m) => void (m.spaces[0]!.image = `files/${'0'.repeat(64)}`)), /^spaces\[0\]\.image: names files\/0{64}, which the archive does not list$/],
    ];
    for (const [what, make, fault] of cases) {
      it(what, async () => {
        const before = await state();
        const res = await upload(make(), 'damaged');
        expect(res.status).toBe(400);
        expect(res.body.code).toBe('invalid_archive');
        expect(res.body.detail).toMatch(fault);
        expect(await state()).toEqual(before);
      });
    }

    it('a fault found while writing (a booth on a space the archive lacks) leaves neither rows nor the files it stored', async () => {
      const before = await state();
      const png = Buffer.from(await (await import('sharp')).default({ create: { width: 9, height: 9, channels: 3, background: '#123456' } }).png().toBuffer());
      const hash = (await import('node:crypto')).createHash('sha256').update(png).digest('hex');
      const zip = rezip(demoZip, (m) => {
        m.files.push({ path: `files/${hash}`, content_type: 'image/png', name: 'events/fresh/picture', size: png.length });
        m.spaces[0]!.image = `files/${hash}`;
        m.booths.booths[0]!.space = 9999;
      }, { add: { [`files/${hash}`]: png } });
      const res = await upload(zip, 'damaged');
      expect(res).toMatchObject({ status: 400, body: { detail: 'booths.booths[0].space: no space has the key 9999' } });
      expect(await state()).toEqual(before);
    });
  });

  it('refuses an import to anyone but an administrator, and an export to anyone but an owner', async () => {
    const someone = await person(t);
    await addRole(t, (await db().select().from(events).where(eq(events.slug, 'demo-copy')))[0]!, someone, 'moderator');
    expect((await upload(demoZip, 'not-mine', someone.token)).body).toMatchObject({ code: 'not_administrator' });
    const res = await fetch(`${t.url}/api/events/demo-copy/organizer/export/`, { headers: { authorization: `Bearer ${someone.token}` } });
    expect(res.status).toBe(403);
  });

  it('npm run --silent foyer -- event export writes the archive alone to standard output; event import prints the new slug', async () => {
    const env = { DATABASE_URL: t.databaseUrl, DATA_DIR: t.server.platform.config.dataDir };
    const exported = await runCli(['event', 'export', 'demo'], env);
    expect(exported.stderr).toBe('');
    expect(exported.code).toBe(0);
    const manifest = manifestOf(exported.stdoutBytes);
    expect(comparable(manifest)).toEqual(comparable(manifestOf(demoZip)));
    const file = path.join(t.server.platform.config.dataDir, 'demo.foyer.zip');
    fs.writeFileSync(file, exported.stdoutBytes);
    const imported = await runCli(['event', 'import', file, '--slug', 'demo-cli', '--name', 'From the command line'], env);
    expect(imported.stderr).toBe('');
    expect(imported).toMatchObject({ code: 0, stdout: 'demo-cli\n' });
    const [made] = await db().select().from(events).where(eq(events.slug, 'demo-cli'));
    expect(made?.name).toBe('From the command line');
    // Owned by the instance's administrators, since the people were not exported.
    const owners = await db().select({ userId: eventMembers.userId }).from(eventMembers).where(and(eq(eventMembers.eventId, made!.id), eq(eventMembers.role, 'owner')));
    const administrators = (await new Administrators(db()).list()).map((a) => a.userId);
    expect(owners.map((o) => o.userId).sort()).toEqual(administrators.sort());
    expect(administrators).toContain(admin.id);
    const again = await runCli(['event', 'import', file, '--slug', 'demo-cli'], env);
    expect(again.code).toBe(73);
    expect(again.stdout).toBe('');
  });

  it('exports the invite list and roles only with --with-people, and imports them with the owners they name', async () => {
    const zip = await download('demo', demoOwner, '?with_people=true');
    const m = manifestOf(zip);
    expect(m.with_people).toBe(true);
    expect(m.people.some((p) => p.role === 'owner')).toBe(true);
    expect(Object.keys(m.people[0]!).sort()).toEqual(['email', 'first_name', 'key', 'last_name', 'role']);
    const again = manifestOf(await download('demo-twin', admin.token, '?with_people=true'));
    expect(comparable(again)).toEqual(comparable(m));
  });

  it('publishes the manifest\'s JSON Schema, the one kept in docs/', async () => {
    const res = await t.api('GET', '/api/schemas/event-export.json');
    expect(res.status).toBe(200);
    const docs = path.resolve(import.meta.dirname, '../../../../../docs/event-export.schema.json');
    expect(res.body).toEqual(JSON.parse(fs.readFileSync(docs, 'utf8')));
  });

  it('clones an event with what the picker chose and none of its people, owned by who cloned it', async () => {
    const res = await t.api('POST', '/api/events/demo/organizer/clone/', { token: demoOwner, body: { slug: 'demo-clone', name: 'Lumen again', parts: ['spaces', 'program'] } });
    expect(res).toMatchObject({ status: 201, body: { slug: 'demo-clone', name: 'Lumen again' } });
    const clone = manifestOf(await download('demo-clone', demoOwner, '?with_people=true'));
    const source = manifestOf(demoZip);
    expect(clone.event).toMatchObject({ name: 'Lumen again', published: false, intro_text: '', start_date: source.event.start_date });
    expect(clone.spaces).toEqual(source.spaces);
    expect(clone.maps).toEqual(source.maps);
    expect(clone.program.entries.length).toBe(source.program.entries.length);
    expect(clone.program.entries.every((e) => e.sponsor === null)).toBe(true);
    expect(clone.booths.booths).toEqual([]);
    expect(clone.meetings).toEqual([]);
    const [owner] = await db().select({ id: eventMembers.userId }).from(eventMembers).innerJoin(events, eq(events.id, eventMembers.eventId))
      .where(and(eq(events.slug, 'demo'), eq(eventMembers.role, 'owner'))).limit(1);
    expect(clone.people.map((p) => p.role)).toEqual(['owner']);
    expect(clone.people[0]!.email).toBe((await db().select().from(users).where(eq(users.id, owner!.id)))[0]!.email);

    const whole = await t.api('POST', '/api/events/demo/organizer/clone/', {
      token: demoOwner, body: { slug: 'demo-whole', name: source.event.name, parts: ['settings', 'spaces', 'booths', 'program', 'meetings'] },
    });
    expect(whole.status).toBe(201);
    const copied = manifestOf(await download('demo-whole', demoOwner));
    expect({ ...comparable(copied), event: { ...comparable(copied).event, published: null } })
      .toEqual({ ...comparable(source), event: { ...comparable(source).event, published: null } });
    expect((await t.api('POST', '/api/events/demo/organizer/clone/', { token: demoOwner, body: { slug: 'demo-whole', name: 'Again', parts: ['spaces'] } })).status).toBe(409);
  });

  it('starts events from the templates shipped with the server, owned by the administrator who chose one', async () => {
    const expected: Record<string, string[]> = {
      conference: ['presentation', 'meeting', 'networking', 'posters'],
      'trade-fair': ['map', 'booth', 'booth', 'booth', 'jobs'],
      'online-meetup': ['presentation', 'networking'],
    };
    for (const [template, types] of Object.entries(expected)) {
      const slug = `from-${template}`;
      const res = await t.api('POST', '/api/organizer/events/from-template/', { token: admin.token, body: { slug, name: `Our ${template}`, template } });
      expect(res, template).toMatchObject({ status: 201, body: { slug, name: `Our ${template}` } });
      const m = manifestOf(await download(slug, admin.token, '?with_people=true'));
      expect(m.spaces.map((s) => s.type), template).toEqual(types);
      expect(m.people).toEqual([expect.objectContaining({ email: 'archivist@example.com', role: 'owner' })]);
      expect(m.event.logo, template).toMatch(/^files\//);
    }
    const fair = manifestOf(await download('from-trade-fair', admin.token));
    expect(fair.booths.booths).toHaveLength(3);
    expect(fair.jobs).toHaveLength(2);
    expect(fair.maps.areas.map((a) => a.space)).toEqual([2, 3, 4]);
    const conference = manifestOf(await download('from-conference', admin.token));
    expect(conference.program.entries.length).toBeGreaterThan(0);
    expect(conference.meetings.length).toBeGreaterThan(0);
    expect(conference.posters.every((p) => p.pdf?.startsWith('files/'))).toBe(true);
    expect((await t.api('POST', '/api/organizer/events/from-template/', { token: demoOwner, body: { slug: 'from-conference', name: 'Again', template: 'conference' } })).status).toBe(409);
  });
});
