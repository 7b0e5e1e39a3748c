import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { uploadLimits, uploadTooLarge } from '@foyer/contracts';
import { startTestServer, type TestServer } from '../../../test/harness';
import { addRole, makeEvent, person, type Person } from '../../../test/event-factories';

let t: TestServer;
let slug: string;
let otherSlug: string;
let me: Person;
let someone: Person;

type Upload = { field?: string; filename?: string; type: string; data: Buffer; raw?: boolean };

/** PATCH an upload as the web app does (multipart, file in `field`) or as raw bytes with their own type. */
async function upload(path: string, token: string, u: Upload) {
  let body: Uint8Array | FormData;
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (u.raw) {
    body = new Uint8Array(u.data);
    headers['content-type'] = u.type;
  } else {
    const form = new FormData();
    form.set(u.field ?? 'mugshot', new Blob([new Uint8Array(u.data)], { type: u.type }), u.filename ?? 'file');
    body = form;
  }
  const res = await fetch(`${t.url}${path}`, { method: 'PATCH', headers, body });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

const jpegWithExif = () =>
  sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#3366cc' } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Copyright: 'secret-camera-owner', Artist: 'Somebody' } } })
    .toBuffer();
const png = (size = 64) => sharp({ create: { width: size, height: size, channels: 3, background: '#cc6633' } }).png().toBuffer();
const pdf = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

/** A PNG that declares 60,000 × 60,000 pixels in a few bytes: decoding it would take gigabytes. */
function pixelBomb(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(Buffer.concat([Buffer.from(type), data])));
    return Buffer.concat([head, Buffer.from(type), data, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(60_000, 0);
  ihdr.writeUInt32BE(60_000, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(Buffer.alloc(60_001 * 3))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

beforeAll(async () => {
  t = await startTestServer();
  slug = (await makeEvent(t)).slug;
  otherSlug = (await makeEvent(t)).slug;
  me = await person(t, { firstName: 'Ada', lastName: 'Lovelace' });
  someone = await person(t, { firstName: 'Bob', lastName: 'Other' });
  const event = { id: (await t.api('GET', `/api/events/${slug}/preview/`)).body.id as number };
  if (event.id) await addRole(t, event, someone, 'attendee');
});

afterAll(async () => {
  await t?.close();
});

describe('PATCH /api/profiles/{id}/', () => {
  it('stores every field of one\'s own profile and answers the current user; about is sanitised', async () => {
    const res = await t.api('PATCH', `/api/profiles/${me.user.id}/?event_slug=${slug}`, {
      token: me.token,
      body: {
        first_name: ' Ada ', last_name: 'King', company: 'Analytical Engines', jobtitle: 'Mathematician',
        about: '<p onclick="x()">Hello <strong>world</strong><script>alert(1)</script><img src=x onerror=alert(1)> <a href="javascript:alert(1)">bad</a> <a href="https://example.org">good</a></p>',
        linkedin: 'https://www.linkedin.com/in/ada', facebook: '', twitter: 'https://x.com/ada', instagram: 'https://instagram.com/ada',
        hidden_profile_fields: ['company', 'twitter'], hide_document: true, incognito_mode: true, alias_name: 'Countess',
        do_not_disturb: true, location_type: 'hybrid',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: me.user.id, first_name: 'Ada', last_name: 'King', company: 'Analytical Engines', jobtitle: 'Mathematician',
      linkedin: 'https://www.linkedin.com/in/ada', twitter: 'https://x.com/ada', hidden_profile_fields: ['company', 'twitter'],
      hide_document: true, incognito_mode: true, alias_name: 'Countess', do_not_disturb: true, location_type: 'hybrid',
      current_user_attendee_id: expect.any(Number),
    });
    expect(res.body.about).toBe('<p>Hello <strong>world</strong> <a target="_blank" rel="noopener noreferrer nofollow">bad</a> <a href="https://example.org" target="_blank" rel="noopener noreferrer nofollow">good</a></p>');
    const again = await t.api('GET', '/api/auth/current_user/', { token: me.token });
    expect(again.body).toMatchObject({ last_name: 'King', do_not_disturb: true, incognito_mode: true });
  });

  it('stores do-not-disturb alone (the dropdown switch sends only that)', async () => {
    const res = await t.api('PATCH', `/api/profiles/${me.user.id}/`, { token: me.token, body: { do_not_disturb: false } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ do_not_disturb: false, first_name: 'Ada', last_name: 'King' });
  });

  it('refuses blank names and bad social links with the catalogue texts, changing nothing', async () => {
    const names = await t.api('PATCH', `/api/profiles/${me.user.id}/`, { token: me.token, body: { first_name: '  ', last_name: '', company: 'Changed' } });
    expect(names.status).toBe(400);
    expect(names.body).toMatchObject({ first_name: ['First and last name are required fields'], last_name: ['First and last name are required fields'] });
    for (const link of ['http://linkedin.com/in/ada', 'javascript:alert(1)', 'linkedin.com/in/ada', 'https://localhost']) {
      const res = await t.api('PATCH', `/api/profiles/${me.user.id}/`, { token: me.token, body: { linkedin: link, company: 'Changed' } });
      expect(res.status, link).toBe(400);
      expect(res.body.linkedin).toEqual(['Invalid social media link, check and use https://']);
    }
    expect((await t.api('GET', '/api/auth/current_user/', { token: me.token })).body.company).toBe('Analytical Engines');
  });

  it('judges a name blank after invisible characters are taken out: a zero-width space is no name', async () => {
    const res = await t.api('PATCH', `/api/profiles/${me.user.id}/`, { token: me.token, body: { first_name: '\u200B', last_name: '\u2060\u202E', company: 'Changed' } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ first_name: ['First and last name are required fields'], last_name: ['First and last name are required fields'] });
    expect((await t.api('GET', '/api/auth/current_user/', { token: me.token })).body).toMatchObject({ first_name: 'Ada', company: 'Analytical Engines' });
  });

  it('stores names, job title, company and alias in NFC without controls, bidi overrides or line breaks', async () => {
    const res = await t.api('PATCH', `/api/profiles/${me.user.id}/`, {
      token: me.token,
      body: { first_name: 'Ada\u202Enimda', last_name: 'King\r\nBEL\u0007', jobtitle: 'Jose\u0301 \u2066fan\u2069', company: 'Analytical\u200B  Engines', alias_name: 'Countess\n' },
    });
    expect(res.status).toBe(200);
    const stored = (await t.api('GET', '/api/auth/current_user/', { token: me.token })).body;
    expect(stored).toMatchObject({ first_name: 'Adanimda', last_name: 'King BEL', jobtitle: 'Jos\u00E9 fan', company: 'Analytical Engines', alias_name: 'Countess' });
    await t.api('PATCH', `/api/profiles/${me.user.id}/`, { token: me.token, body: { first_name: 'Ada', last_name: 'King', jobtitle: 'Mathematician' } });
  });

  it('refuses another person\'s profile (403) and strangers (401), changing nothing', async () => {
    const res = await t.api('PATCH', `/api/profiles/${someone.user.id}/`, { token: me.token, body: { first_name: 'Hacked' } });
    expect(res.status).toBe(403);
    expect((await t.api('PATCH', `/api/profiles/${me.user.id}/`, { body: { first_name: 'Hacked' } })).status).toBe(401);
    expect((await t.api('GET', '/api/auth/current_user/', { token: someone.token })).body.first_name).toBe('Bob');
  });

  it('refuses fields it does not know', async () => {
    const res = await t.api('PATCH', `/api/profiles/${me.user.id}/`, { token: me.token, body: { email: 'new@example.com' } });
    expect(res.status).toBe(400);
  });
});

describe('PATCH /api/profiles/{id}/mugshot/', () => {
  it('re-encodes a picture: at most 1024 px, no metadata, served with nosniff; the old file goes when replaced', async () => {
    const first = await upload(`/api/profiles/${me.user.id}/mugshot/`, me.token, { type: 'image/jpeg', data: await jpegWithExif(), filename: 'me.jpg' });
    expect(first.status).toBe(200);
    const url: string = first.body.mugshot;
    expect(url).toMatch(/^\/files\/profiles\/\d+\/mugshot-[0-9a-f]{16}\.webp$/);
    const served = await fetch(`${t.url}${url}`);
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    const bytes = Buffer.from(await served.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1024, height: 683 });
    expect(meta.exif).toBeUndefined();
    expect(bytes.includes('secret-camera-owner')).toBe(false);

    // Raw body with the picture's own type works too, and replaces the first file.
    const second = await upload(`/api/profiles/${me.user.id}/mugshot/`, me.token, { type: 'image/png', data: await png(), raw: true });
    expect(second.status).toBe(200);
    expect(second.body.mugshot).not.toBe(url);
    expect((await fetch(`${t.url}${url}`)).status).toBe(404);
  });

  it('refuses SVG, HTML, a polyglot, a pixel bomb and a stranger\'s profile, storing nothing', async () => {
    const before = (await t.api('GET', '/api/auth/current_user/', { token: me.token })).body.mugshot;
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>');
    const html = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
    const polyglot = Buffer.concat([await png(), Buffer.from('<html><script>alert(document.cookie)</script></html>')]);
    const cases: [string, Upload][] = [
      ['svg', { type: 'image/svg+xml', data: svg, filename: 'x.svg' }],
      ['svg named png', { type: 'image/png', data: svg, filename: 'x.png' }],
      ['html', { type: 'image/png', data: html, filename: 'x.png' }],
      ['polyglot', { type: 'image/png', data: polyglot, filename: 'x.png' }],
      ['pixel bomb', { type: 'image/png', data: pixelBomb(), filename: 'bomb.png' }],
      ['empty field', { field: 'picture', type: 'image/png', data: await png() }],
    ];
    for (const [name, u] of cases) {
      const res = await upload(`/api/profiles/${me.user.id}/mugshot/`, me.token, u);
      expect(res.status, name).toBe(400);
      expect(res.body.mugshot, name).toHaveLength(1);
    }
    expect((await upload(`/api/profiles/${someone.user.id}/mugshot/`, me.token, { type: 'image/png', data: await png() })).status).toBe(403);
    expect((await t.api('GET', '/api/auth/current_user/', { token: me.token })).body.mugshot).toBe(before);
    expect((await t.api('GET', '/api/auth/current_user/', { token: someone.token })).body.mugshot).toBeNull();
  });

  it('refuses an oversize upload', async () => {
    const res = await upload(`/api/profiles/${me.user.id}/mugshot/`, me.token, { type: 'image/png', data: Buffer.alloc(11 * 1024 * 1024), raw: true });
    expect(res.status).toBe(413);
  });
});

describe('PATCH /api/profiles/{id}/document/', () => {
  it('stores a PDF, served as an attachment with nosniff, named as sent', async () => {
    const res = await upload(`/api/profiles/${me.user.id}/document/?event_slug=${slug}`, me.token, { field: 'document', type: 'application/pdf', data: pdf, filename: 'My CV.pdf' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ document: expect.stringMatching(/^\/files\/profiles\/\d+\/attachments\/document-[0-9a-f]{16}\.pdf$/), document_name: 'My CV.pdf' });
    const served = await fetch(`${t.url}${res.body.document}`);
    expect(served.headers.get('content-type')).toMatch(/application\/pdf/);
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-disposition')).toMatch(/^attachment; filename="document-[0-9a-f]{16}\.pdf"$/);
  });

  it('refuses a .pdf that is a PNG, an HTML/PDF polyglot, an oversize PDF and a stranger\'s profile with "only accept pdf", storing nothing', async () => {
    const before = (await t.api('GET', '/api/auth/current_user/', { token: me.token })).body.document;
    const cases: [string, Upload][] = [
      ['png named pdf', { field: 'document', type: 'application/pdf', data: await png(), filename: 'cv.pdf' }],
      ['html before pdf', { field: 'document', type: 'application/pdf', data: Buffer.concat([Buffer.from('<html><script>alert(1)</script>'), pdf]), filename: 'cv.pdf' }],
      ['html in the first kilobyte', { field: 'document', type: 'application/pdf', data: Buffer.concat([pdf.subarray(0, 9), Buffer.from('<html><script>alert(1)</script></html>'), pdf.subarray(9)]), filename: 'cv.pdf' }],
      ['raw png', { type: 'application/pdf', data: await png(), raw: true }],
    ];
    for (const [name, u] of cases) {
      const res = await upload(`/api/profiles/${me.user.id}/document/`, me.token, u);
      expect(res.status, name).toBe(400);
      expect(res.body.document, name).toEqual(['only accept pdf']);
    }
    // One byte over the contracts' document size: the route's body limit (the kind's, with room) lets it in to be refused by name.
    const big = Buffer.concat([pdf, Buffer.alloc(uploadLimits.document.bytes + 1 - pdf.length)]);
    const oversize = await upload(`/api/profiles/${me.user.id}/document/`, me.token, { type: 'application/pdf', data: big, raw: true });
    expect(oversize.status).toBe(400);
    expect(oversize.body.document).toEqual([uploadTooLarge.document]);
    expect((await upload(`/api/profiles/${someone.user.id}/document/`, me.token, { field: 'document', type: 'application/pdf', data: pdf })).status).toBe(403);
    expect((await t.api('GET', '/api/auth/current_user/', { token: me.token })).body.document).toBe(before);
  });
});

describe('PATCH /api/events/{slug}/update_privacy_status/', () => {
  it('hides the person in that event only; current_user and the event agree', async () => {
    const off = await t.api('PATCH', `/api/events/${slug}/update_privacy_status/`, { token: me.token, body: { is_public: false } });
    expect(off.status).toBe(200);
    expect(off.body).toEqual({ is_public: false });
    expect((await t.api('GET', `/api/auth/current_user/?event_slug=${slug}`, { token: me.token })).body.is_public).toBe(false);
    expect((await t.api('GET', `/api/events/${slug}/`, { token: me.token })).body.current_user_is_public).toBe(false);
    expect((await t.api('GET', `/api/events/${otherSlug}/`, { token: me.token })).body.current_user_is_public).toBe(true);

    const on = await t.api('PATCH', `/api/events/${slug}/update_privacy_status/`, { token: me.token, body: { is_public: true } });
    expect(on.body).toEqual({ is_public: true });
    expect((await t.api('GET', `/api/events/${slug}/`, { token: me.token })).body.current_user_is_public).toBe(true);
  });

  it('making oneself public in an event lifts a profile-wide hidden there, and keeps other events hidden', async () => {
    const hidden = await person(t, { isPublic: false });
    await t.api('GET', `/api/events/${otherSlug}/`, { token: hidden.token });
    const res = await t.api('PATCH', `/api/events/${slug}/update_privacy_status/`, { token: hidden.token, body: { is_public: true } });
    expect(res.status).toBe(200);
    expect((await t.api('GET', `/api/events/${slug}/`, { token: hidden.token })).body.current_user_is_public).toBe(true);
    expect((await t.api('GET', `/api/events/${otherSlug}/`, { token: hidden.token })).body.current_user_is_public).toBe(false);
  });

  it('refuses a bad body and strangers', async () => {
    expect((await t.api('PATCH', `/api/events/${slug}/update_privacy_status/`, { token: me.token, body: { is_public: 'no' } })).status).toBe(400);
    expect((await t.api('PATCH', `/api/events/${slug}/update_privacy_status/`, { body: { is_public: false } })).status).toBe(401);
  });
});
