import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import { io, type Socket } from 'socket.io-client';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventArchiveManifest } from '@foyer/contracts';
import { loadConfig } from '../src/platform/config';
import { fileKey } from '../src/platform/storage';
import { createServer } from '../src/server';
import type { Db } from '../src/platform/db/database';
import { systemClock } from '../src/platform/clock';
import { TokenService } from '../src/platform/auth/tokens';
import { authSessions, users } from '../src/features/identity/accounts.schema';
import { Administrators } from '../src/features/identity';
import type { ApiResponse } from './loopback-client';
import { ask, connect, next, nextMatching } from './socket-client';
import { ServerProcess, freePort, postmasterPid, processAlive } from './server-process';

/**
 * Crash safety (issue 30): the real server as a child process on its own embedded PostgreSQL, killed with
 * SIGKILL while people write — public and private messages, meeting registrations, appointment requests,
 * profile documents, event imports — and started again on the same DATA_DIR. Whatever the server
 * acknowledged is there exactly once; nothing is half there; presence, call seats and sockets recover; the
 * embedded PostgreSQL comes back by itself, whether it outlived the server (adopted) or died with it
 * (its postmaster.pid left behind). Decision 0101.
 */

const secret = 'crash-safety-secret-crash-safety-secret-0123';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-crash-'));
fs.chmodSync(dataDir, 0o755);
const slug = 'crash';
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const template = fs.readFileSync(path.resolve(import.meta.dirname, '../src/features/event-archive/templates/online-meetup.foyer.zip'));
const templateSpaces = (JSON.parse(strFromU8(unzipSync(template)['manifest.json']!)) as EventArchiveManifest).spaces.length;
const pdf = (tag: string) => Buffer.from(`%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%${tag}\n%%EOF\n`);

interface Person {
  id: number;
  token: string;
}

let port: number;
let url: string;
let server: ServerProcess | null = null;
let db: pg.Pool;
let cast: {
  chatId: number; meetingIds: number[]; writers: Person[]; receivers: Person[]; registrants: Person[]; bookers: Person[];
  uploaders: Person[]; admin: Person; caller: Person; listener: Person;
};

const tokens = new TokenService(secret, systemClock);
const env = () => ({
  NODE_ENV: 'test', DATA_DIR: dataDir, PORT: String(port), JWT_SECRET: secret, FOYER_SEED_DEMO: '0',
  LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'warn', VIDEOCALL_SWEEP_MS: '300', MEDIA_RECONNECT_GRACE_MS: '500',
});

/** The event and its people, written by an in-process server on the same DATA_DIR before the child runs. */
async function setUp(): Promise<typeof cast> {
  const setup = await createServer({
    config: loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, JWT_SECRET: secret, FOYER_SEED_DEMO: '0', LOG_LEVEL: 'silent', PORT: '0' }),
    logger: pino({ level: 'silent' }), backgroundSweeps: false,
  });
  try {
    const { services } = setup;
    const sdb = setup.platform.db;
    const event = await services.events.createEvent({
      slug, name: 'Crash Conf', published: true, startDate: day(-1), endDate: day(4), timezone: 'UTC', enableMeetingScheduling: true,
    });
    const make = async (): Promise<Person> => {
      const [user] = await sdb.insert(users).values({ email: `c-${crypto.randomBytes(4).toString('hex')}@example.com`, firstName: 'Crash', lastName: 'Tester', termsAgreed: true, isPublic: true }).returning();
      await services.events.setMember(event.id, user!.id, 'attendee');
      return { id: user!.id, token: await tokenFor(sdb, user!.id) };
    };
    const space = (type: 'map' | 'meeting' | 'networking', s: string) =>
      services.spaces.create(event.id, { type, slug: s, name: s, published: true, image: null, locationType: 'virtual' });
    const hall = await space('map', 'hall');
    const rooms = await space('meeting', 'rooms');
    await space('networking', 'lounge');
    const chat = await services.chat.createChat(event.id, hall.id);
    const people = async (n: number) => Promise.all(Array.from({ length: n }, () => make()));
    const [writers, receivers, registrants, bookers, uploaders] = [await people(3), await people(2), await people(12), await people(4), await people(2)];
    const host = await make();
    const meetingIds: number[] = [];
    for (const n of [1, 2]) {
      const m = await services.meetings.create(event.id, rooms.id, {
        slug: `m-${n}`, title: `Meeting ${n}`, capacity: 5, startsAt: new Date(Date.now() + 2 * 86_400_000), endsAt: new Date(Date.now() + 2 * 86_400_000 + 3_600_000), hostIds: [host.id],
      });
      meetingIds.push(m.id);
    }
    const made = await new Administrators(sdb).add('crash-admin@example.com');
    const admin = { id: made.userId, token: await tokenFor(sdb, made.userId) };
    return { chatId: chat.id, meetingIds, writers, receivers, registrants, bookers, uploaders, admin, caller: await make(), listener: await make() };
  } finally {
    await setup.close();
  }
}

async function tokenFor(sdb: Db, userId: number): Promise<string> {
  const now = new Date();
  const [session] = await sdb.insert(authSessions).values({
    userId, currentRefreshId: crypto.randomUUID(), createdAt: now, lastRefreshedAt: now, expiresAt: new Date(now.getTime() + 86_400_000),
  }).returning({ id: authSessions.id });
  return tokens.signAccess({ userId, sessionId: session!.id });
}

async function api(method: string, p: string, who: Person, body?: unknown): Promise<ApiResponse> {
  const res = await fetch(`${url}${p}`, {
    method, headers: { authorization: `Bearer ${who.token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : null };
}

async function upload(p: string, who: Person, field: string, data: Buffer, type: string, filename: string, method = 'PATCH'): Promise<ApiResponse> {
  const form = new FormData();
  form.set(field, new Blob([data], { type }), filename);
  const res = await fetch(`${url}${p}`, { method, headers: { authorization: `Bearer ${who.token}` }, body: form });
  return { status: res.status, headers: res.headers, body: await res.json() };
}

/** What one round of writing sent, and which of it the server acknowledged. */
interface Ledger {
  chat: { tried: Set<string>; acked: Set<string> };
  direct: { tried: Set<string>; acked: Set<string> };
  registered: Set<number>;
  appointments: Set<number>;
  accepted: Set<number>;
  /** Per person, the documents in the order sent, and the index of the last one acknowledged. */
  documents: Map<number, { tried: Buffer[]; acked: number }>;
  imports: { tried: string[]; acked: string[] };
}

/**
 * Writes of every kind, each writer one after the other as fast as the server answers, until `stop()`
 * (the kill ends them: what had no answer yet is not acknowledged). `started` resolves once each kind has
 * acknowledgements, so the kill lands in the middle of the writing.
 */
function writeUntilKilled(round: number, sockets: Socket[]) {
  const ledger: Ledger = {
    chat: { tried: new Set(), acked: new Set() }, direct: { tried: new Set(), acked: new Set() }, registered: new Set(), appointments: new Set(), accepted: new Set(),
    documents: new Map(cast.uploaders.map((u) => [u.id, { tried: [], acked: -1 }])), imports: { tried: [], acked: [] },
  };
  let stopped = false;
  const asked = new Map<number, number>();
  const accepting = new Set<number>();
  const pace = () => new Promise((r) => setTimeout(r, 120));
  const loop = async (work: (n: number) => Promise<void>) => {
    for (let n = 0; !stopped; n++) {
      try {
        await work(n);
      } catch {
        // The server went away mid-request: not acknowledged.
      }
      await pace();
    }
  };
  const loops = [
    // Public chat over the sockets, acknowledged by the ack; the send limit (10 per 10 s) refuses some, unwritten.
    ...sockets.map((socket, w) => loop(async (n) => {
      const text = `r${round}-chat-${w}-${n}`;
      ledger.chat.tried.add(text);
      const ack = await socket.timeout(3000).emitWithAck('send_public_message', { chat_id: cast.chatId, text });
      if ((ack as { ok: boolean }).ok) ledger.chat.acked.add(text);
    })),
    ...cast.receivers.map((to, w) => loop(async (n) => {
      const text = `r${round}-direct-${w}-${n}`;
      ledger.direct.tried.add(text);
      const res = await api('POST', `/api/events/${slug}/chat/messages/send/`, cast.writers[w]!, { text, receiver: to.id, should_send_email: false, event_slug: slug });
      if (res.status === 201) ledger.direct.acked.add(text);
    })),
    // Twelve people for five places, a few at a time.
    ...[0, 1, 2].map((lane) => loop(async (n) => {
      const who = cast.registrants[n * 3 + lane];
      if (!who) return;
      const res = await api('POST', `/api/events/${slug}/meetings/rooms/meetings/m-${round}/register/`, who, { register: true });
      if (res.status === 200 && (res.body.participating_users as number[]).includes(who.id)) ledger.registered.add(who.id);
    })),
    ...[0, 1].map((pair) => loop(async (n) => {
      const start = new Date(`${day(round)}T00:00:00Z`).getTime() + (n * 2 + pair) * 20 * 60_000;
      const res = await api('POST', `/api/events/${slug}/appointment_schedules/`, cast.bookers[pair * 2]!, {
        subject: `r${round}-${pair}-${n}`, start_date: new Date(start).toISOString(), end_date: new Date(start + 15 * 60_000).toISOString(), receiver: cast.bookers[pair * 2 + 1]!.id,
      });
      if (res.status === 201) {
        ledger.appointments.add(res.body.id as number);
        asked.set(res.body.id as number, pair);
      }
    })),
    // The receivers accept what was asked of them: a virtual appointment gets its call.
    ...[0, 1].map((pair) => loop(async () => {
      const id = [...ledger.appointments].find((a) => !ledger.accepted.has(a) && !accepting.has(a) && asked.get(a) === pair);
      if (id === undefined) return;
      accepting.add(id);
      const res = await api('POST', `/api/events/${slug}/appointment_schedules/${id}/accept/`, cast.bookers[pair * 2 + 1]!);
      if (res.status === 200) ledger.accepted.add(id);
    })),
    ...cast.uploaders.map((who) => loop(async (n) => {
      const data = pdf(`r${round}-${who.id}-${n}`);
      const docs = ledger.documents.get(who.id)!;
      const index = docs.tried.push(data) - 1;
      const res = await upload(`/api/profiles/${who.id}/document/?event_slug=${slug}`, who, 'document', data, 'application/pdf', `cv-${n}.pdf`);
      if (res.status === 200) docs.acked = index;
    })),
    loop(async (n) => {
      const target = `imp-${round}-${n}`;
      ledger.imports.tried.push(target);
      const res = await upload(`/api/organizer/events/import/?slug=${target}`, cast.admin, 'archive', template, 'application/zip', 'event.foyer.zip', 'POST');
      if (res.status === 201) ledger.imports.acked.push(target);
    }),
  ];
  const started = until('every kind of write is acknowledged before the kill', () => ledger.chat.acked.size > 2 && ledger.direct.acked.size > 1
    && ledger.registered.size > 1 && ledger.accepted.size > 1 && [...ledger.documents.values()].every((d) => d.acked >= 0) && ledger.imports.acked.length > 0,
  120_000).catch((err: Error) => {
    stopped = true;
    throw err;
  });
  return { ledger, started, stop: async () => { stopped = true; await Promise.allSettled(loops); } };
}

/** Everything the server acknowledged is there once; nothing is there half. */
async function checkLedger(round: number, ledger: Ledger): Promise<void> {
  const q = async <T,>(text: string, values: unknown[] = []) => (await db.query(text, values)).rows as T[];

  const chat = await q<{ text: string; n: number }>(`select text, count(*)::int as n from public_messages where text like $1 group by text`, [`r${round}-chat-%`]);
  expect(chat.filter((r) => r.n !== 1)).toEqual([]);
  const chatStored = new Set(chat.map((r) => r.text));
  expect([...ledger.chat.acked].filter((t) => !chatStored.has(t))).toEqual([]);
  expect([...chatStored].filter((t) => !ledger.chat.tried.has(t))).toEqual([]);

  const direct = await q<{ text: string; n: number }>(`select text, count(*)::int as n from private_messages where text like $1 group by text`, [`r${round}-direct-%`]);
  expect(direct.filter((r) => r.n !== 1)).toEqual([]);
  const directStored = new Set(direct.map((r) => r.text));
  expect([...ledger.direct.acked].filter((t) => !directStored.has(t))).toEqual([]);

  const meetingId = cast.meetingIds[round - 1]!;
  const registered = (await q<{ user_id: number }>(`select user_id from meeting_registrations where meeting_id = $1`, [meetingId])).map((r) => r.user_id);
  expect(registered.length).toBeLessThanOrEqual(5);
  expect(new Set(registered).size).toBe(registered.length);
  for (const id of ledger.registered) expect(registered).toContain(id);

  // Each request is there with its card in the chat of the two, once; an accepted one with its card and its call.
  const schedules = await q<{ id: number; status: string; call: number | null; asked: number; accepted: number }>(`select s.id, s.status, s.videocall_id as call,
      (select count(*)::int from private_messages m where m.appointment_schedule_id = s.id and m.text = 'PENDING') as asked,
      (select count(*)::int from private_messages m where m.appointment_schedule_id = s.id and m.text = 'ACCEPTED') as accepted
    from appointment_schedules s where s.subject like $1`, [`r${round}-%`]);
  expect(schedules.filter((s) => s.asked !== 1 || s.accepted !== (s.status === 'ACCEPTED' ? 1 : 0) || (s.status === 'ACCEPTED') !== (s.call !== null))).toEqual([]);
  for (const id of ledger.appointments) expect(schedules.map((s) => s.id)).toContain(id);
  for (const id of ledger.accepted) expect(schedules.find((s) => s.id === id)?.status).toBe('ACCEPTED');

  // A profile points at a whole file the person sent, the acknowledged one or one sent after it.
  for (const [userId, docs] of ledger.documents) {
    const [row] = await q<{ document: string }>(`select document from users where id = $1`, [userId]);
    const urls = docs.tried.map((data) => `/files/${fileKey({ data, contentType: 'application/pdf', folder: `profiles/${userId}/attachments`, name: 'document' })}`);
    const shown = urls.indexOf(row!.document);
    expect(shown).toBeGreaterThanOrEqual(docs.acked);
    expect(fs.readFileSync(path.join(dataDir, row!.document))).toEqual(docs.tried[shown]);
  }
  // No half-written file is left anywhere under the files (a write goes aside, then is renamed into place).
  const leftovers = fs.readdirSync(path.join(dataDir, 'files'), { recursive: true }).map(String).filter((f) => f.endsWith('.tmp'));
  expect(leftovers).toEqual([]);

  // An import is there whole or not at all.
  const imported = await q<{ slug: string; spaces: number }>(`select e.slug, (select count(*)::int from spaces s where s.event_id = e.id) as spaces
    from events e where e.slug like $1`, [`imp-${round}-%`]);
  expect(imported.filter((e) => e.spaces !== templateSpaces)).toEqual([]);
  for (const s of ledger.imports.acked) expect(imported.map((e) => e.slug)).toContain(s);
}

/** A socket that logs in and joins the chat again after every (re)connection, as the web app does. */
function rejoiningSocket(who: Person): { socket: Socket; logins: () => number } {
  let logins = 0;
  const socket = io(url, { path: '/socket.io', transports: ['websocket'], reconnectionDelay: 200, reconnectionDelayMax: 1000, forceNew: true });
  socket.on('connect', () => socket.emit('login', { token: who.token, event_slug: slug }));
  socket.on('authenticated', () => {
    logins += 1;
    socket.emit('join_chat', { chat_id: cast.chatId });
  });
  return { socket, logins: () => logins };
}

async function until(what: string, check: () => Promise<boolean> | boolean, ms = 60_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`gave up waiting: ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** One round: write, kill, start again, check. `killAll` kills the process group and PostgreSQL with it. */
async function crashRound(round: number, killAll: boolean): Promise<void> {
  // The server the round before started again, or a first one.
  server ??= await ServerProcess.start(env());
  const sockets = await Promise.all(cast.writers.map(async (w) => {
    const s = await connect(url);
    const authenticated = next(s, 'authenticated');
    s.emit('login', { token: w.token, event_slug: slug });
    await authenticated;
    return s;
  }));
  const listener = rejoiningSocket(cast.listener);
  await until('the listener logs in', () => listener.logins() === 1);
  // A seat in a call held by a media session of a socket that dies with the process.
  const call = await api('POST', `/api/events/${slug}/videocalls/create/`, cast.caller, { x_position: 10 * round, y_position: 10, networking_page: 'lounge' });
  expect(call.status).toBe(201);
  const joined = await api('POST', `/api/events/${slug}/videocalls/join/`, cast.caller, { room: call.body.id });
  const media = await connect(url);
  const mediaAuth = next(media, 'authenticated');
  media.emit('login', { token: cast.caller.token, event_slug: slug });
  await mediaAuth;
  expect(await ask(media, 'videocall_media_join', { videocallId: call.body.id, jwt: joined.body.jwt })).toMatchObject({ ok: true });

  const writing = writeUntilKilled(round, sockets);
  await writing.started;
  const pgBefore = postmasterPid(dataDir);
  await server.kill(killAll);
  if (killAll && pgBefore && processAlive(pgBefore)) {
    // pg_ctl starts the postmaster in a session of its own: a container stop or the OOM killer takes it
    // too, which is what this round stands for.
    process.kill(pgBefore, 'SIGKILL');
  }
  await writing.stop();
  // A file the dead process was writing when it died: too short a moment to hit by chance, so made here.
  fs.writeFileSync(path.join(dataDir, 'files', '.partial', `${server.child.pid}.0badf11e.tmp`), '%PDF-1.4\nhalf');
  for (const s of sockets) s.disconnect();
  media.disconnect();
  // A killed postmaster is gone once init has reaped it.
  if (killAll) await until('the killed PostgreSQL is gone', () => !processAlive(pgBefore!));
  else expect(processAlive(pgBefore!)).toBe(true);

  server = await ServerProcess.start(env());
  // The same PostgreSQL adopted when it outlived the server, a new one when it did not.
  if (killAll) expect(postmasterPid(dataDir)).not.toBe(pgBefore);
  else expect(postmasterPid(dataDir)).toBe(pgBefore);

  // No ghosts: the dead process's sockets are nobody's presence.
  const ghost = await api('GET', `/api/events/${slug}/virtual_attendees/${cast.writers[0]!.id}/`, cast.listener);
  expect(ghost.status).toBe(200);
  expect(ghost.body.is_online).toBe(false);

  await checkLedger(round, writing.ledger);

  // The seat its media session held goes after the reconnect grace; the person can join again.
  await until('the dead session\'s seat goes', async () => (await db.query('select 1 from video_call_participants where user_id = $1', [cast.caller.id])).rowCount === 0);
  expect((await api('POST', `/api/events/${slug}/videocalls/join/`, cast.caller, { room: call.body.id })).status).toBe(200);

  // The listener's socket came back by itself, logged in and joined again: it hears the chat.
  await until('the listener logs in again', () => listener.logins() === 2);
  const again = await connect(url);
  const auth = next(again, 'authenticated');
  again.emit('login', { token: cast.writers[0]!.token, event_slug: slug });
  await auth;
  const heard = nextMatching<{ text: string }>(listener.socket, 'received_public_message', (m) => m.text === `r${round}-after`, 10_000);
  expect(await ask(again, 'send_public_message', { chat_id: cast.chatId, text: `r${round}-after` })).toEqual({ ok: true });
  await heard;
  again.disconnect();
  listener.socket.disconnect();
}

/**
 * The API suite's pass on an external PostgreSQL (DATABASE_URL) would run this same test again on a server of
 * its own embedded PostgreSQL, as `npm start` runs it: once, in the embedded pass, is the test.
 */
const externalPass = Boolean(process.env.DATABASE_URL);

beforeAll(async () => {
  if (externalPass) return;
  port = await freePort();
  url = `http://127.0.0.1:${port}`;
  cast = await setUp();
  const info = JSON.parse(fs.readFileSync(path.join(dataDir, 'pg-cluster.json'), 'utf8')) as { port: number; user: string; password: string };
  db = new pg.Pool({ connectionString: `postgres://${info.user}:${info.password}@127.0.0.1:${info.port}/foyer`, max: 2 });
  db.on('error', () => undefined);
}, 120_000);

afterAll(async () => {
  if (externalPass) return;
  await db?.end();
  await server?.stop().catch(() => undefined);
  // A round that failed may leave its PostgreSQL running: stop it (fast shutdown) before the folder goes.
  const left = postmasterPid(dataDir);
  if (left && processAlive(left)) {
    process.kill(left, 'SIGINT');
    await until('PostgreSQL stops', () => !processAlive(left), 30_000).catch(() => undefined);
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

describe.skipIf(externalPass)('kill -9 during writes', () => {
  it('loses nothing acknowledged when the server alone dies: its PostgreSQL lives on and is adopted', async () => {
    await crashRound(1, false);
  }, 240_000);

  it('loses nothing acknowledged when the process group and PostgreSQL die together (a stale postmaster.pid)', async () => {
    await crashRound(2, true);
  }, 240_000);

  it('stops cleanly afterwards, its PostgreSQL with it', async () => {
    expect(await server!.stop()).toBe(0);
    server = null;
    expect(postmasterPid(dataDir)).toBeNull();
  }, 60_000);
});
