import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { startTestServer, type TestServer } from '../../../test/harness';
import { addRole, makeEvent, person, type Person } from '../../../test/event-factories';
import { next, socketPool } from '../../../test/socket-client';
import { webmClip } from '../../../test/webm-clip';
import { changeLog } from '../identity/change-log.schema';
import type { EventRow } from '../identity';

let t: TestServer;
let event: EventRow;
let owner: Person;
let attendee: Person;
let video: Buffer;
const sockets = socketPool();

beforeAll(async () => {
  t = await startTestServer();
  event = await makeEvent(t);
  [owner, attendee] = await Promise.all([person(t), person(t)]);
  await addRole(t, event, owner, 'owner');
  await addRole(t, event, attendee, 'attendee');
  video = await webmClip();
});
afterAll(async () => {
  sockets.closeAll();
  await t?.close();
});

type Upload = { type: string; data: Buffer; field?: string; filename?: string };
const fileRoute = (field: string) => `/api/events/${event.slug}/organizer/files/${field}/`;

/** PUT a file as the console does: multipart, the file in `file`. Error texts are checked like `t.api`'s. */
async function put(field: string, u: Upload, token = owner.token) {
  const form = new FormData();
  form.set(u.field ?? 'file', new Blob([new Uint8Array(u.data)], { type: u.type }), u.filename ?? 'upload');
  const res = await fetch(`${t.url}${fileRoute(field)}`, { method: 'PUT', headers: { authorization: `Bearer ${token}` }, body: form });
  const text = await res.text();
  const body = text ? JSON.parse(text) : null;
  t.texts.record(res.status, body);
  return { status: res.status, body };
}

const png = (width = 3000, height = 1000) => sharp({ create: { width, height, channels: 4, background: { r: 200, g: 80, b: 40, alpha: 0.5 } } }).png().toBuffer();
const served = async (url: string) => {
  const res = await fetch(`${t.url}${url}`);
  return { status: res.status, type: res.headers.get('content-type'), bytes: Buffer.from(await res.arrayBuffer()) };
};
const entries = async () => (await t.server.platform.db.select().from(changeLog)).filter((e) => e.eventId === event.id);

describe('PUT /api/events/{eventSlug}/organizer/files/{field}/', () => {
  it('re-encodes a logo as WebP under the event\'s folder, keeps transparency, and tells open pages', async () => {
    const socket = await sockets.login(t, attendee.token, event.slug);
    const heard = next<{ fields: string[] }>(socket, 'updated_event');
    const res = await put('logo', { type: 'image/png', data: await png(), filename: 'logo.png' });
    expect(res.status).toBe(200);
    expect(res.body.logo).toMatch(new RegExp(`^/files/events/${event.id}/logo-[0-9a-f]{16}\\.webp$`));
    expect((await heard).fields).toEqual(['logo']);
    const file = await served(res.body.logo);
    expect(file.status).toBe(200);
    expect(await sharp(file.bytes).metadata()).toMatchObject({ format: 'webp', width: 1024, height: 341, hasAlpha: true });
    expect((await t.api('GET', `/api/events/${event.slug}/preview/`)).body.logo).toBe(res.body.logo);
    expect((await entries()).at(-1)).toMatchObject({ area: 'event', action: 'file_uploaded', target: 'logo', before: { logo: null }, after: { logo: res.body.logo } });
  });

  it('replacing a file deletes the old one; removing it clears the field and deletes the file', async () => {
    const first = await put('background_image', { type: 'image/png', data: await png(800, 600) });
    const second = await put('background_image', { type: 'image/png', data: await png(900, 600) });
    expect(second.body.background_image).not.toBe(first.body.background_image);
    expect((await served(first.body.background_image)).status).toBe(404);

    const removed = await t.api('DELETE', fileRoute('background_image'), { token: owner.token });
    expect(removed.status).toBe(200);
    expect(removed.body.background_image).toBeNull();
    expect((await served(second.body.background_image)).status).toBe(404);
    expect((await entries()).at(-1)).toMatchObject({ action: 'file_removed', after: { background_image: null } });
  });

  it('keeps a file the event did not upload itself (shared art) when it is replaced', async () => {
    const shared = await t.server.platform.storage.put({ data: await png(64, 64), contentType: 'image/png', folder: 'demo', name: 'shared-banner' });
    await t.server.platform.db.execute(`update events set banner_image = '${shared.url}' where id = ${event.id}`);
    const res = await put('banner_image', { type: 'image/png', data: await png(500, 100) });
    expect(res.status).toBe(200);
    expect((await served(shared.url)).status).toBe(200);
  });

  it('takes an intro video ffprobe reads a video stream from, stored as sent', async () => {
    const res = await put('intro_video', { type: 'video/webm', data: video, filename: 'intro.webm' });
    expect(res.status).toBe(200);
    expect(res.body.intro_video).toMatch(new RegExp(`^/files/events/${event.id}/intro_video-[0-9a-f]{16}\\.webm$`));
    const file = await served(res.body.intro_video);
    expect(file.type).toContain('video/webm');
    expect(file.bytes.equals(video)).toBe(true);
  });

  it('judges by the bytes: refuses what is not a picture or a video there, storing nothing', async () => {
    const before = (await t.api('GET', `/api/events/${event.slug}/organizer/`, { token: owner.token })).body;
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>');
    const html = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
    // An MP4's first box with nothing playable after it: file-type calls it a video, ffprobe finds none.
    const fakeMp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(12), Buffer.from('garbage that is no movie')]);
    const cases: [string, string, Upload, string][] = [
      ['svg named png', 'logo', { type: 'image/png', data: svg, filename: 'x.png' }, 'Only pictures (JPEG, PNG, WebP, GIF, AVIF or TIFF) can be used here.'],
      ['html as a thumbnail', 'intro_thumbnail_url', { type: 'image/jpeg', data: html }, 'Only pictures (JPEG, PNG, WebP, GIF, AVIF or TIFF) can be used here.'],
      ['a picture as the video', 'intro_video', { type: 'video/mp4', data: await png(64, 64) }, 'Only videos (MP4 or WebM) can be used here.'],
      ['an empty movie', 'intro_video', { type: 'video/mp4', data: fakeMp4 }, 'Only videos (MP4 or WebM) can be used here.'],
      ['html as the video', 'intro_video', { type: 'video/mp4', data: html }, 'Only videos (MP4 or WebM) can be used here.'],
      ['the file in another field', 'logo', { type: 'image/png', data: await png(64, 64), field: 'image' }, 'No file was sent in the field "file".'],
    ];
    for (const [name, field, u, message] of cases) {
      // Uploads are limited to 10 a minute a person: the test clock moves on between them.
      t.clock.advance(6_000);
      const res = await put(field, u);
      expect(res.status, name).toBe(400);
      expect(res.body, name).toEqual({ file: [message] });
    }
    const unknownField = await put('favicon', { type: 'image/png', data: await png(64, 64) });
    expect(unknownField.status).toBe(400);
    expect((await t.api('GET', `/api/events/${event.slug}/organizer/`, { token: owner.token })).body).toEqual(before);
  });

  it('is for owners: an attendee is refused and nothing is stored', async () => {
    const res = await put('logo', { type: 'image/png', data: await png(64, 64) }, attendee.token);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('not_event_owner');
    const removal = await t.api('DELETE', fileRoute('logo'), { token: attendee.token });
    expect([removal.status, removal.body.code]).toEqual([403, 'not_event_owner']);
  });
});
