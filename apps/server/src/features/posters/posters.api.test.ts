import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spaceSettingsMessages } from '@foyer/contracts';
import { startTestServer, type TestServer } from '../../../test/harness';
import { addRole, makeEvent, makeSpace, person, type Person } from '../../../test/event-factories';
import { chats } from '../chat/chat.schema';
import type { EventRow, SpaceRow } from '../identity';

let t: TestServer;
let event: EventRow;
let organiser: Person;
let attendee: Person;
let author: Person;
let hall: SpaceRow;
let chatId: number;
let ids: { own: number; plain: number; hidden: number };
let pdf: Buffer;

async function onePagePdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage([595, 842]);
  return Buffer.from(await doc.save());
}

beforeAll(async () => {
  t = await startTestServer();
  event = await makeEvent(t, { slug: 'science' });
  [organiser, attendee] = await Promise.all([person(t), person(t)]);
  author = await person(t, { firstName: 'Ada', lastName: 'Author', mugshot: '/files/ada.webp' });
  await addRole(t, event, organiser, 'moderator');
  hall = await makeSpace(t, event, 'posters', { slug: 'hall', name: 'Poster hall', image: '/files/hall.svg' });
  const closed = await makeSpace(t, event, 'posters', { slug: 'draft-hall', published: false });
  const [chat] = await t.server.platform.db.insert(chats).values({ eventId: event.id, spaceId: hall.id, name: 'Poster hall' }).returning();
  chatId = chat!.id;
  const service = t.server.services.posters;
  // Organisers set the switches and the help text through the spaces' general settings route.
  const configured = await patchSettings(organiser, hall.id, { enable_messaging: true, enable_video: true, help_content: '<p>Ask the <b>authors</b></p><script>alert(1)</script>' });
  expect(configured.status).toBe(200);
  pdf = await onePagePdf();
  const stored = await t.server.platform.storage.put({ data: pdf, contentType: 'application/pdf', folder: 'events/science/posters', name: 'p' });
  const own = await service.add(event, hall, { title: 'Glacier optics', authorId: author.user.id, authorNames: 'Ada Author, Bo Berg', pdf: stored.url, preview: '/files/prev.png', videoUrl: 'https://video.example/1', order: 0 });
  const plain = await service.add(event, hall, { title: 'Café chemistry', authorNames: 'Chloé Dupont', order: 1 });
  for (let i = 0; i < 11; i++) await service.add(event, hall, { title: `Poster ${i}`, authorNames: `Writer ${i}`, order: 10 + i });
  const hidden = await service.add(event, closed, { title: 'Unfinished' });
  ids = { own: own.id, plain: plain.id, hidden: hidden.id };
});

afterAll(async () => {
  await t?.close();
});

const patchSettings = (who: Person, spaceId: number, body: unknown) => t.api('PATCH', `/api/events/science/spaces/${spaceId}/settings/`, { token: who.token, body });
const get = (who: Person | null, path: string) => t.api('GET', `/api/events/science${path}`, { token: who?.token });
const titles = (body: { results: { title: string }[] }) => body.results.map((p) => p.title);

async function putPdf(who: Person, posterId: number, data: Buffer, type = 'application/pdf', slug = 'hall') {
  const form = new FormData();
  form.set('pdf', new Blob([new Uint8Array(data)], { type }), 'poster.pdf');
  const res = await fetch(`${t.url}/api/events/science/posters/${slug}/item/${posterId}/pdf/`, { method: 'PUT', headers: { authorization: `Bearer ${who.token}` }, body: form });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary reply fields
  return { status: res.status, body: (await res.json()) as any };
}

describe('GET /api/events/{slug}/posters/{posterSlug}/', () => {
  it('answers the meta with its chat, sanitised help and the messaging and video switches', async () => {
    const res = await get(attendee, '/posters/hall/');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      meta: {
        id: hall.id, slug: 'hall', name: 'Poster hall', image: '/files/hall.svg', chat_id: chatId,
        help_content: '<p>Ask the <b>authors</b></p>', published: true, enable_messaging: true, enable_video: true,
      },
    });
  });

  it('keeps an unpublished space to organisers; unknown spaces 404; signed-out 401', async () => {
    const closed = await get(attendee, '/posters/draft-hall/');
    expect(closed.status).toBe(403);
    expect(closed.body.code).toBe('space_closed');
    expect((await get(attendee, '/posters/draft-hall/list/')).status).toBe(403);
    expect((await get(attendee, `/posters/draft-hall/item/${ids.hidden}/`)).status).toBe(403);
    const asOrganiser = await get(organiser, '/posters/draft-hall/');
    expect(asOrganiser.status).toBe(200);
    expect(asOrganiser.body.meta).toMatchObject({ chat_id: null, enable_messaging: false, enable_video: false, help_content: '' });
    expect(titles((await get(organiser, '/posters/draft-hall/list/')).body)).toEqual(['Unfinished']);
    expect((await get(attendee, '/posters/nowhere/')).status).toBe(404);
    expect((await get(null, '/posters/hall/')).status).toBe(401);
  });
});

describe('PATCH /api/events/{slug}/spaces/{spaceId}/settings/ (a poster space)', () => {
  const meta = async () => (await get(attendee, '/posters/hall/')).body.meta;

  it('lets organisers change one switch, keeping the others, and cleans the help text when stored', async () => {
    const off = await patchSettings(organiser, hall.id, { enable_video: false });
    expect(off.status).toBe(200);
    expect(off.body.settings).toEqual({ enable_messaging: true, enable_video: false, help_content: '<p>Ask the <b>authors</b></p>' });
    expect(await meta()).toMatchObject({ enable_messaging: true, enable_video: false });
    const help = await patchSettings(organiser, hall.id, { enable_video: true, help_content: '<p onclick="x()">Find <a href="javascript:alert(1)">us</a></p><img src=x onerror=alert(1)>' });
    expect(help.status).toBe(200);
    expect((await meta()).help_content).not.toMatch(/onclick|javascript|onerror/);
    expect(await meta()).toMatchObject({ enable_video: true, help_content: expect.stringContaining('<p>Find <a') });
    await patchSettings(organiser, hall.id, { help_content: '<p>Ask the <b>authors</b></p>' });
  });

  it('refuses a wrong value or a setting posters do not have with a message on the field, and changes nothing', async () => {
    const before = await meta();
    const wrong = await patchSettings(organiser, hall.id, { enable_messaging: 'yes', help_content: 42 });
    expect(wrong.status).toBe(400);
    expect(Object.keys(wrong.body).sort()).toEqual(['enable_messaging', 'help_content']);
    const unknown = await patchSettings(organiser, hall.id, { enable_video: false, embed_url: 'https://example.org/' });
    expect([unknown.status, unknown.body]).toEqual([400, { embed_url: [spaceSettingsMessages.unknownSetting] }]);
    const long = await patchSettings(organiser, hall.id, { help_content: 'a'.repeat(20_001) });
    expect(long.status).toBe(400);
    expect(await meta()).toEqual(before);
  });

  it('refuses attendees and poster authors, and changes nothing', async () => {
    const before = await meta();
    for (const who of [attendee, author]) {
      const res = await patchSettings(who, hall.id, { enable_messaging: false, help_content: '<p>mine now</p>' });
      expect([res.status, res.body.detail]).toEqual([403, spaceSettingsMessages.onlyOrganisers]);
    }
    expect(await meta()).toEqual(before);
  });
});

describe('GET /api/events/{slug}/posters/{posterSlug}/list/', () => {
  it('starts at 10 and grows by limit, each poster with its author and files', async () => {
    const first = await get(attendee, '/posters/hall/list/');
    expect(first.status).toBe(200);
    expect(first.body.count).toBe(13);
    expect(first.body.results).toHaveLength(10);
    expect(first.body.results[0]).toEqual({
      id: ids.own, title: 'Glacier optics', author: author.user.id, author_names: 'Ada Author, Bo Berg',
      author_user: { id: author.user.id, first_name: 'Ada', last_name: 'Author', mugshot: '/files/ada.webp' },
      pdf: expect.stringMatching(/^\/files\/events\/science\/posters\/.+\.pdf$/), preview: '/files/prev.png', video_url: 'https://video.example/1',
      space_slug: 'hall', chat: chatId,
    });
    expect(first.body.results[1]).toMatchObject({ title: 'Café chemistry', author: null, author_user: null, pdf: null, preview: null, video_url: null });
    expect((await get(attendee, '/posters/hall/list/?limit=20')).body.results).toHaveLength(13);
    expect(titles((await get(attendee, '/posters/hall/list/?limit=10&offset=10')).body)).toHaveLength(3);
    for (const q of ['limit=0', 'limit=1000', 'offset=-1']) expect((await get(attendee, `/posters/hall/list/?${q}`)).status, q).toBe(400);
  });

  it('searches titles and author names ignoring case and accents', async () => {
    expect(titles((await get(attendee, '/posters/hall/list/?search=CHLOE')).body)).toEqual(['Café chemistry']);
    expect(titles((await get(attendee, '/posters/hall/list/?search=berg%20glacier')).body)).toEqual(['Glacier optics']);
    expect((await get(attendee, '/posters/hall/list/?search=unfinished')).body.count).toBe(0);
  });

  it('answers one poster of the space, never one of another space', async () => {
    expect((await get(attendee, `/posters/hall/item/${ids.plain}/`)).body.title).toBe('Café chemistry');
    expect((await get(organiser, `/posters/hall/item/${ids.hidden}/`)).status).toBe(404);
    expect((await get(attendee, '/posters/hall/item/999999/')).status).toBe(404);
    expect((await get(attendee, '/posters/hall/item/abc/')).status).toBe(400);
  });
});

describe("PUT a poster's PDF", () => {
  it('lets the author replace it; the new file is served as a PDF', async () => {
    const doc = await PDFDocument.create();
    doc.addPage([400, 400]);
    doc.addPage([400, 400]);
    const res = await putPdf(author, ids.own, Buffer.from(await doc.save()));
    expect(res.status).toBe(200);
    expect(res.body.pdf).not.toBe((await get(attendee, `/posters/hall/item/${ids.plain}/`)).body.pdf);
    const file = await fetch(`${t.url}${res.body.pdf}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
  });

  it("refuses anyone but the author and organisers, and changes nothing", async () => {
    const before = (await get(attendee, `/posters/hall/item/${ids.own}/`)).body.pdf;
    const refused = await putPdf(attendee, ids.own, pdf);
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toBe("Only the poster's author or the event's organisers replace its file.");
    expect((await putPdf(author, ids.plain, pdf)).status).toBe(403);
    expect((await get(attendee, `/posters/hall/item/${ids.own}/`)).body.pdf).toBe(before);
    expect((await putPdf(organiser, ids.plain, pdf)).status).toBe(200);
  });

  it('judges the file by its bytes: a renamed picture or a page with a PDF name is refused', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4e50000000049454e44ae426082', 'hex');
    const html = Buffer.from('%PDF-1.4\n<html><script>alert(1)</script></html>');
    for (const data of [png, html, Buffer.from('')]) {
      const res = await putPdf(author, ids.own, data);
      expect(res.status).toBe(400);
      expect(Object.keys(res.body)).toEqual(['pdf']);
    }
  });
});

describe('the goodie bag kind poster', () => {
  it('bookmarks a poster of an open space and lists it; a closed space’s poster is refused', async () => {
    const added = await t.api('POST', '/api/events/science/goodiebag/', { token: attendee.token, body: { item_id: ids.own, item_type: 'poster' } });
    expect(added.status).toBe(201);
    const list = await get(attendee, '/goodiebag/?type=poster');
    // The author replaced the PDF above: its preview was drawn anew from the new file.
    expect(list.body.results[0].item).toEqual({
      id: ids.own, title: 'Glacier optics', author_names: 'Ada Author, Bo Berg',
      preview: expect.stringMatching(/^\/files\/events\/science\/posters\/poster-\d+-preview-[0-9a-f]{16}\.webp$/), space_slug: 'hall' });
    const hidden = await t.api('POST', '/api/events/science/goodiebag/', { token: attendee.token, body: { item_id: ids.hidden, item_type: 'poster' } });
    expect(hidden.status).toBeGreaterThanOrEqual(400);
  });
});

describe('account removal', () => {
  it('leaves the poster with its printed names but no longer its author', async () => {
    const leaving = await person(t, { firstName: 'Lea', lastName: 'Leaving' });
    await addRole(t, event, leaving, 'attendee');
    const mine = await t.server.services.posters.add(event, hall, { title: 'Leaving soon', authorId: leaving.user.id, authorNames: 'Lea Leaving', order: 99 });
    expect((await t.api('POST', '/api/remove-user-account/', { token: leaving.token })).status).toBe(200);
    expect((await get(attendee, `/posters/hall/item/${mine.id}/`)).body).toMatchObject({ author: null, author_user: null, author_names: 'Lea Leaving' });
  });
});
