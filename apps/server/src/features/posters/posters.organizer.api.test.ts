import { PDFDocument, rgb } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { posterFieldMessages, posterMessages } from '@foyer/contracts';
import { startTestServer, type TestServer } from '../../../test/harness';
import { makeEvent, makeSpace, person, type Person } from '../../../test/event-factories';
import { expectOwnersOnly, organizerCast, sendRaw, withFailingChangeLog, type OrganizerCast } from '../../../test/organizer-cast';
import { next, socketPool } from '../../../test/socket-client';
import type { EventRow, SpaceRow } from '../identity';

let t: TestServer;
let event: EventRow;
let cast: OrganizerCast;
let hall: SpaceRow;
let stranger: Person;
let pdf: Buffer;
const sockets = socketPool();

/** An A4 poster whose top half is red: its preview must show it. */
async function redTopPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([595, 842]);
  page.drawRectangle({ x: 0, y: 421, width: 595, height: 421, color: rgb(0.9, 0.1, 0.1) });
  return Buffer.from(await doc.save());
}

beforeAll(async () => {
  t = await startTestServer();
  event = await makeEvent(t, { slug: 'scholars' });
  cast = await organizerCast(t, event);
  hall = await makeSpace(t, event, 'posters', { slug: 'hall', name: 'Poster hall' });
  stranger = await person(t);
  pdf = await redTopPdf();
});
afterAll(async () => {
  sockets.closeAll();
  await t?.close();
});

const posters = '/api/events/scholars/organizer/posters/hall/posters/';
const as = (who: Person) => ({ token: who.token });
const add = (body: Record<string, unknown>, who: Person = cast.owner) => t.api('POST', posters, { ...as(who), body });
const attendeeList = () => t.api('GET', '/api/events/scholars/posters/hall/list/', as(cast.attendee));
const putPdf = (posterId: number, data: Buffer | string, who: Person | null = cast.owner) => {
  const form = new FormData();
  form.append('pdf', new Blob([typeof data === 'string' ? data : new Uint8Array(data)]), 'poster.pdf');
  return sendRaw(t, 'PUT', `${posters}${posterId}/pdf/`, { token: who?.token ?? null, body: form });
};

describe('…/organizer/posters/{posterSlug}/posters/', () => {
  it('adds a poster with its author from the event\'s people, names and video; attendees see it', async () => {
    const res = await add({ title: 'Glacier optics', author: cast.attendee.user.id, author_names: 'A. Attendee, B. Berg', video_url: 'https://video.example.org/glacier' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ title: 'Glacier optics', author: cast.attendee.user.id, author_names: 'A. Attendee, B. Berg', video_url: 'https://video.example.org/glacier', pdf: null, preview: null, space_slug: 'hall' });
    expect(res.body.author_user).toMatchObject({ id: cast.attendee.user.id });
    const seen = (await attendeeList()).body.results;
    expect(seen).toEqual([res.body]);
    expect((await t.api('GET', posters, as(cast.owner))).body).toMatchObject({ count: 1, results: [res.body] });
  });

  it('refuses an author who is not of the event, and bad fields, per field', async () => {
    const before = (await attendeeList()).body.count;
    expect((await add({ title: 'Smuggled', author: stranger.user.id })).body).toEqual({ author: [posterFieldMessages.authorNotInEvent] });
    expect((await add({ title: '' })).body).toEqual({ title: [posterFieldMessages.titleRequired] });
    expect((await add({ title: 'A', video_url: 'javascript:alert(1)' })).status).toBe(400);
    expect((await attendeeList()).body.count).toBe(before);
  });

  it('keeps an uploaded PDF with a preview drawn from its first page; attendees get both, served as they should be', async () => {
    const poster = (await add({ title: 'Red sky' })).body;
    const res = await putPdf(poster.id, pdf);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ pdf: expect.stringMatching(/\/poster-\d+-[0-9a-f]{16}\.pdf$/), preview: expect.stringMatching(/\/poster-\d+-preview-[0-9a-f]{16}\.webp$/) });
    const served = await fetch(`${t.url}${res.body.pdf}`);
    expect([served.headers.get('content-type'), served.headers.get('x-content-type-options')]).toEqual(['application/pdf', 'nosniff']);
    expect(served.headers.get('content-disposition')).toMatch(/^inline; filename="poster-\d+-[0-9a-f]{16}\.pdf"$/);
    const preview = Buffer.from(await (await fetch(`${t.url}${res.body.preview}`)).arrayBuffer());
    const meta = await sharp(preview).metadata();
    expect(meta).toMatchObject({ format: 'webp', height: 1200 });
    // The top of the page is red and the bottom white, as drawn.
    const { data } = await sharp(preview).resize(1, 2, { fit: 'fill' }).raw().toBuffer({ resolveWithObject: true });
    expect([data[0]! > 180 && data[1]! < 80, data[3]! > 220 && data[4]! > 220]).toEqual([true, true]);
    expect((await attendeeList()).body.results.find((p: { id: number }) => p.id === poster.id)).toMatchObject({ pdf: res.body.pdf, preview: res.body.preview });
  });

  it('refuses what is no PDF and keeps the files the poster had', async () => {
    const poster = (await add({ title: 'Kept' })).body;
    const first = (await putPdf(poster.id, pdf)).body;
    for (const data of ['not a pdf', `<html><script>alert(1)</script></html>%PDF-1.4`]) {
      const res = await putPdf(poster.id, data);
      expect([res.status, res.body]).toEqual([400, { pdf: [posterMessages.onlyPdf] }]);
    }
    expect((await attendeeList()).body.results.find((p: { id: number }) => p.id === poster.id)).toMatchObject({ pdf: first.pdf, preview: first.preview });
  });

  it('changes a poster\'s fields, and removes posters with their files', async () => {
    const poster = (await add({ title: 'Draft', author_names: 'Someone' })).body;
    const withFile = (await putPdf(poster.id, pdf)).body;
    const changed = await t.api('PATCH', `${posters}${poster.id}/`, { ...as(cast.owner), body: { title: 'Final title', author: cast.staff.user.id, video_url: null } });
    expect(changed.body).toMatchObject({ title: 'Final title', author: cast.staff.user.id, author_names: 'Someone', pdf: withFile.pdf });
    const found = await t.api('GET', '/api/events/scholars/posters/hall/list/?search=final', as(cast.attendee));
    expect(found.body.results.map((p: { id: number }) => p.id)).toEqual([poster.id]);
    expect((await t.api('DELETE', `${posters}${poster.id}/`, as(cast.owner))).status).toBe(204);
    expect((await fetch(`${t.url}${withFile.pdf}`)).status).toBe(404);
    expect((await fetch(`${t.url}${withFile.preview}`)).status).toBe(404);
    expect((await t.api('GET', `/api/events/scholars/posters/hall/item/${poster.id}/`, as(cast.attendee))).status).toBe(404);
  });

  it('writes nothing when the change log cannot record it, and tells open poster pages of each change', async () => {
    const before = (await attendeeList()).body;
    expect((await withFailingChangeLog(t, () => add({ title: 'Lost' }))).status).toBe(500);
    expect((await attendeeList()).body).toEqual(before);

    const socket = await sockets.login(t, cast.attendee.token, 'scholars');
    let told = next(socket, 'updated_posters');
    const poster = (await add({ title: 'Told' })).body;
    expect(await told).toEqual({ event_slug: 'scholars', id: hall.id, slug: 'hall' });
    told = next(socket, 'updated_posters');
    await putPdf(poster.id, pdf);
    expect(await told).toEqual({ event_slug: 'scholars', id: hall.id, slug: 'hall' });
    const log = await t.api('GET', '/api/events/scholars/organizer/changes/?area=posters', as(cast.owner));
    expect(log.body.results.slice(0, 2).map((e: { action: string; target: string }) => [e.action, e.target])).toEqual([['poster_pdf_set', 'Poster hall: Told'], ['poster_created', 'Poster hall: Told']]);
  });

  it('lets the author replace their poster\'s PDF on the attendee route, with a new preview too', async () => {
    const poster = (await add({ title: 'By its author', author: cast.attendee.user.id })).body;
    const form = new FormData();
    form.append('pdf', new Blob([new Uint8Array(pdf)]), 'mine.pdf');
    const res = await sendRaw(t, 'PUT', `/api/events/scholars/posters/hall/item/${poster.id}/pdf/`, { token: cast.attendee.token, body: form });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ pdf: expect.stringMatching(/\.pdf$/), preview: expect.stringMatching(/\.webp$/) });
  });

  it('refuses visitors, attendees, staff, moderators and owners of other events; lets administrators in', async () => {
    const poster = (await add({ title: 'Guarded' })).body;
    const url = `${posters}${poster.id}/`;
    const before = (await attendeeList()).body;
    for (const [method, p, body] of [['GET', posters], ['POST', posters, { title: 'Mine' }], ['PATCH', url, { title: 'Mine' }], ['DELETE', url]] as const) {
      await expectOwnersOnly(cast, (token) => t.api(method, p, { token: token ?? undefined, body }));
    }
    for (const who of [null, cast.moderator, cast.otherOwner]) expect((await putPdf(poster.id, pdf, who)).status).toBe(who ? 403 : 401);
    expect((await attendeeList()).body).toEqual(before);
    expect((await t.api('GET', posters, as(cast.administrator))).status).toBe(200);
    expect((await t.api('GET', '/api/events/scholars/organizer/posters/nowhere/posters/', as(cast.owner))).status).toBe(404);
  });
});
