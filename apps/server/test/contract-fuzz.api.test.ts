import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import * as contracts from '@foyer/contracts';
import { clientToServer, errorBody, errorStatuses, fieldErrors, limits, realtimeAck, routeLimits, type RouteDef } from '@foyer/contracts';
import { declaredLimitKeys } from '../src/platform/rate-limit';
import { startTestServer, type TestServer } from './harness';
import type { Person } from './event-factories';
import { ask, connect } from './socket-client';
import { hostileArbitrary, hostileStrings, jsonSchemaOf, seedFor, validArbitrary, validCase, type HostileCase, type Hints, type JsonSchema } from './fuzz/hostile-payloads';
import { WriteLog } from './fuzz/write-log';
import { makeFuzzWorld } from './fuzz/world';
import { programChangedTopic } from '../src/features/program/program.realtime';
import { operationKey } from '../src/platform/http/openapi';

/**
 * Contract fuzzing (issue 30, decision 0099): every route of every route table and every client event, with
 * hostile payloads generated from its zod schemas, sent as a signed-in attendee and as the event's owner on
 * the real server and database. Never a 5xx or a crash; every refusal in the documented shape and among the
 * statuses the route documents (`errorStatuses`); a refused request writes nothing; `/healthz` answers after
 * every batch. Seeded: `FUZZ_SEED` repeats a run (the seed is printed with every failure), `FUZZ_RUNS` is
 * the number of cases per route or event and role.
 */

const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Math.floor(Math.random() * 2 ** 31);
const runs = Number(process.env.FUZZ_RUNS ?? 4);
// FUZZ_TRACE=1 prints every request with its answer and time.
const reproduce = `FUZZ_SEED=${seed} FUZZ_RUNS=${runs}`;

/** Every route of every route table the contracts export, by `table.name`. */
function routeTables(): [string, RouteDef][] {
  const routes = new Map<string, [string, RouteDef]>();
  for (const [table, value] of Object.entries(contracts)) {
    if (!/Routes$/.test(table) || typeof value !== 'object' || value === null) continue;
    for (const [name, route] of Object.entries(value)) {
      const def = route as RouteDef;
      // A route two tables share (one re-exported under another name) is fuzzed once.
      if (def?.method && def.path && !routes.has(`${def.method} ${def.path}`)) routes.set(`${def.method} ${def.path}`, [`${table}.${name}`, def]);
    }
  }
  return [...routes.values()];
}

/**
 * Reads first, then writes, then removals, and last the route that removes the caller's own account: what a
 * hostile case happens to succeed at then takes nothing away from the routes after it.
 */
const order = (route: RouteDef) => (route.path === '/api/remove-user-account/' ? 4 : route.method === 'GET' ? 0 : route.method === 'DELETE' ? 2 : 1);
const routes = routeTables().sort(([, a], [, b]) => order(a) - order(b));
const clientEvents = Object.keys(clientToServer) as (keyof typeof clientToServer)[];

/**
 * Tables written beside a refusal on purpose: the counts of the rate limits that refused or let it through,
 * and the realtime adapter's large broadcasts in flight (an earlier case's, sent after its commit: transport,
 * not state).
 */
const writtenByRefusals = ['rate_limit_counters', 'socket_io_attachments'];

let t: TestServer;
let writes: WriteLog;
let owner: Person;
let attendee: Person;
let callers: Record<'attendee' | 'owner', Person>;
let pathValues: Record<string, string | number>;
let hints: Hints;
let filmId: number;
/** Path segments some route has literally: a parameter spelt like one addresses that other route. */
const staticSegments = new Set(routes.flatMap(([, r]) => r.path.split('/').filter((s) => s && !s.startsWith(':'))));
const stats = { requests: 0, statuses: new Map<number, number>(), started: 0 };

beforeAll(async () => {
  stats.started = performance.now();
  t = await startTestServer({ backgroundSweeps: false });
  ({ owner, attendee, pathValues, hints, filmId } = await makeFuzzWorld(t));
  callers = { attendee, owner };
  writes = await WriteLog.install(t.server.platform.db, writtenByRefusals);
}, 120_000);

afterAll(async () => {
  const seconds = ((performance.now() - stats.started) / 1000).toFixed(1);
  const statuses = [...stats.statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`).join(' ');
  console.info(`contract fuzz (${reproduce}): ${routes.length} routes and ${clientEvents.length} client events × 2 roles × ${runs} cases = ${stats.requests} requests and events in ${seconds} s; ${statuses}`);
  await t?.close();
});

type Caller = keyof typeof callers;
interface Request {
  url: string;
  headers: Record<string, string>;
  body?: string | Uint8Array | FormData;
  mutation: string;
}

/** A parameter's value in a path: percent-encoded, or bytes no UTF-8 decoder accepts where JavaScript cannot encode it (a lone surrogate). */
function pathSegment(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value) ?? String(value);
  try {
    return encodeURIComponent(text);
  } catch {
    return `${encodeURIComponent(text.replace(/[\ud800-\udfff]/g, ''))}%ED%A0%80`;
  }
}

/** Whether a hostile parameter still addresses this route: not empty, no dot segment, no other route's literal segment. */
const addressable = (text: string) => text.length > 0 && !['.', '..', '%2E', '%2e', '%2E%2E', '%2e%2e'].includes(text) && !staticSegments.has(text);

/** A query string of a value: arrays repeat their key, objects go as JSON. */
function queryOf(value: unknown): string {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return `?q=${pathSegment(value)}`;
  const query = new URLSearchParams();
  for (const [key, item] of Object.entries(value)) {
    for (const one of Array.isArray(item) ? item : [item]) query.append(key, one === null ? '' : typeof one === 'object' ? JSON.stringify(one) : String(one));
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** Query additions no object makes: prototype paths in bracket syntax, malformed and overlong encodings. */
const rawQueryTails = ['__proto__[polluted]=1', 'constructor[prototype][polluted]=1', '%E0%A4%A=1', 'x=%ED%A0%80', 'x=%C0%AF', 'limit=1&limit=2', '=', '&&&', `x=${'a'.repeat(8000)}`];

const schemaOf = (schema: unknown): JsonSchema | undefined => (schema ? jsonSchemaOf(schema as never) : undefined);

/** The hostile requests of a route: one part of it (path, query or body) mutated, the others valid. */
function requestArbitrary(route: RouteDef, token: string): fc.Arbitrary<Request> {
  const params = schemaOf(route.params);
  const query = schemaOf(route.query);
  const body = schemaOf(route.body);
  const names = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  const takesBody = route.method !== 'GET';
  const headers = { authorization: `Bearer ${token}` };
  // A cinema's `videoId` names a film, a booth's a booth video.
  const own: Record<string, string | number> = route.path.includes('/cinema/') ? { videoId: filmId } : {};
  const build = (path: Record<string, string>, queryText: string, bodyPart: Pick<Request, 'body' | 'headers'> | null, mutation: string): Request => ({
    url: route.path.replace(/:(\w+)/g, (_, name: string) => path[name] ?? pathSegment(own[name] ?? pathValues[name])) + queryText,
    headers: { ...headers, ...bodyPart?.headers },
    body: bodyPart?.body,
    mutation,
  });
  const validQuery = query ? validArbitrary(query, hints).map(queryOf) : fc.constant('');
  const json = (value: unknown) => ({ body: JSON.stringify(value) ?? 'null', headers: { 'content-type': 'application/json' } });
  const validBody: fc.Arbitrary<Pick<Request, 'body' | 'headers'> | null> = route.upload
    ? fc.constant({ body: new Uint8Array([0x89, 0x50, 0x4e, 0x47]), headers: { 'content-type': 'image/png' } })
    : body ? validArbitrary(body, hints).map(json) : fc.constant(null);

  const branches: fc.Arbitrary<Request>[] = [];
  if (params && names.length) {
    branches.push(
      fc.tuple(fc.constantFrom(...names), validQuery, validBody).chain(([name, q, b]) =>
        hostileArbitrary(params.properties?.[name] ?? { type: 'string' }, {}, 300)
          .map((c) => ({ text: pathSegment(c.value), mutation: `path ${name}: ${c.mutation}` }))
          .filter(({ text }) => addressable(text))
          .map(({ text, mutation }) => build({ [name]: text }, q, b, mutation)),
      ),
    );
  }
  if (query) {
    branches.push(
      fc.tuple(hostileArbitrary(query, hints, 2000), fc.option(fc.constantFrom(...rawQueryTails), { freq: 3 }), validBody).map(([c, tail, b]) => {
        const text = queryOf(c.value);
        const withTail = tail ? `${text ? `${text}&` : '?'}${tail}` : text;
        return build({}, withTail, b, `query ${c.mutation}${tail ? ` + ${tail.slice(0, 30)}` : ''}`);
      }),
    );
  }
  if (route.upload) {
    const field = route.upload.field;
    const file = (parts: Uint8Array, type: string, name = field) => {
      const form = new FormData();
      form.set(name, new Blob([parts as Uint8Array<ArrayBuffer>], { type }), `${hostileStrings[parts.length % hostileStrings.length]}.png`);
      return { body: form, headers: {} };
    };
    branches.push(
      fc.tuple(validQuery, fc.uint8Array({ maxLength: 64 }), fc.nat(5), fc.constantFrom('image/png', 'application/pdf', 'application/json', 'text/html', 'multipart/form-data; boundary=x', 'application/octet-stream')).map(([q, bytes, kind, type]) => {
        const upload = [
          () => ({ body: bytes, headers: { 'content-type': type } }),
          () => file(bytes, type),
          () => file(bytes, type, `${field}x`),
          () => ({ body: new TextEncoder().encode('--x\r\nContent-Disposition: form-data; name="file"\r\n\r\n'), headers: { 'content-type': 'multipart/form-data; boundary=x' } }),
          () => ({ body: '', headers: { 'content-type': type } }),
          () => json({ [field]: 'data:image/png;base64,AAAA' }),
        ][kind]!();
        return build({}, q, upload, `upload ${['raw bytes', 'form with garbage', 'form, wrong field', 'truncated multipart', 'empty body', 'JSON'][kind]} as ${type}`);
      }),
    );
  } else if (takesBody && (body || !params)) {
    // A bodyless write with a path gets only hostile paths: junk beside a valid path would just do it.
    const hostile = body ? hostileArbitrary(body, hints) : hostileArbitrary({ type: 'object' }, hints);
    // The body weighs most: it is where most input is.
    for (let i = 0; i < 2; i++) branches.push(fc.tuple(hostile, validQuery).map(([c, q]) => build({}, q, json(c.value), `body ${c.mutation}`)));
  }
  // A route with nothing to mutate (a GET without parameters) still gets its valid control case.
  if (branches.length === 0) branches.push(fc.tuple(validQuery, validBody).map(([q, b]) => build({}, q, b, 'none (valid request)')));
  return fc.oneof(...branches);
}

interface Reply {
  status: number;
  body: unknown;
  contentType: string | null;
}

/** Sends one request as given (FormData and bytes as they are), reading the reply's JSON when it is JSON. */
async function send(route: RouteDef, request: Request, caseNumber: number): Promise<Reply> {
  // Every case from its own network: the per-address limits of public routes count each once.
  const forwarded = `198.51.${(caseNumber >> 8) & 255}.${caseNumber & 255}`;
  const started = performance.now();
  const res = await fetch(`${t.url}${request.url}`, { method: route.method, headers: { ...request.headers, 'x-forwarded-for': forwarded }, body: request.body as RequestInit['body'] });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: judged below
  }
  t.texts.record(res.status, body);
  if (process.env.FUZZ_TRACE) console.info(`${route.method} ${request.url.slice(0, 120)} (${request.mutation}): ${res.status} in ${Math.round(performance.now() - started)} ms`, typeof request.body === 'string' ? request.body.slice(0, 2000) : '');
  stats.requests += 1;
  stats.statuses.set(res.status, (stats.statuses.get(res.status) ?? 0) + 1);
  return { status: res.status, body, contentType: res.headers.get('content-type') };
}

/** What is wrong with a reply to a route, or null. */
function judge(route: RouteDef, reply: Reply, url: string): string | null {
  if (reply.status >= 500) return `answered ${reply.status} ${JSON.stringify(reply.body).slice(0, 200)}`;
  if (reply.status < 400) return null;
  // An address longer than the server reads (a parameter over 100 characters, a request line over its header
  // limit) is refused before any route is chosen (hardening.api.test.ts): the route's list does not apply.
  const tooLong = (reply.status === 414 || reply.status === 431) && url.length > 100;
  if (!tooLong && !errorStatuses(route).includes(reply.status)) return `answered ${reply.status}, which it does not document (${errorStatuses(route).join(', ')}): ${JSON.stringify(reply.body).slice(0, 200)}`;
  if (!reply.contentType?.startsWith('application/json')) return `answered ${reply.status} as ${reply.contentType}, not JSON`;
  const shaped = errorBody.safeParse(reply.body).success || (reply.status === 400 && fieldErrors.safeParse(reply.body).success);
  return shaped ? null : `answered ${reply.status} in no documented error shape: ${JSON.stringify(reply.body).slice(0, 200)}`;
}

/** A JSON body as the server read it (a rate limit keyed by one of its fields), or undefined. */
function jsonOf(body: Request['body']): unknown {
  try {
    return typeof body === 'string' ? JSON.parse(body) : undefined;
  } catch {
    return undefined;
  }
}

/** Files a refused upload or import could have left behind. */
function fileCount(): number {
  const folder = path.join(t.server.platform.config.dataDir, 'files');
  return fs.existsSync(folder) ? fs.readdirSync(folder, { recursive: true }).length : 0;
}

/**
 * Closes a socket and waits until the server has ended its presence (the logout's writes), so that they are
 * not taken for a later case's.
 */
async function close(socket: Socket): Promise<void> {
  const id = socket.id;
  socket.disconnect();
  while (id && (await t.server.platform.db.execute(sql`select 1 from presence_connections where socket_id = ${id}`)).rows.length > 0) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function healthy(): Promise<string | null> {
  const res = await fetch(`${t.url}/healthz`);
  return res.status === 200 ? null : `/healthz answered ${res.status} after the batch`;
}

describe('contract fuzzing', () => {
  it('covers every route the server registers', () => {
    const fuzzed = new Set(routes.map(([, r]) => `${r.method} ${r.path}`));
    expect([...t.server.app.contractRoutes.values()].map((r) => `${r.method} ${r.path}`).filter((key) => !fuzzed.has(key))).toEqual([]);
  });

  describe('what it found, kept as cases of their own', () => {
    it('a film whose address is no address at all is refused on the field (was a 500: the .m3u8 check read it as a URL)', async () => {
      const res = await t.api('POST', `/api/events/fuzz/organizer/cinema/${pathValues.cinemaSlug}/videos/`, { token: owner.token, body: { title: 'Film', kind: 'hls', url: 'a' } });
      expect(res.status).toBe(400);
      expect(Object.keys(res.body)).toEqual(['url']);
    });

    it('a word list with an unpaired surrogate is stored, its change log entry too (was a 500: jsonb refuses the escape)', async () => {
      const res = await t.api('PUT', '/api/events/fuzz/organizer/moderation/word-list/', { token: owner.token, body: { words: ['fine', 'x\udfffy'] } });
      expect(res.status).toBe(200);
      const { rows } = await t.server.platform.db.execute<{ after: { words: string[] } }>(sql`select after from change_log where action = 'word_list_set' order by id desc limit 1`);
      expect(rows[0]!.after.words).toContain('x\ufffdy');
    });

    it('an event slug with a NUL in the path of a signed-in request is refused on the field (was a 500: the session check looked it up)', async () => {
      for (const slug of ['%00', 'fu%00zz', '%F3%A8%B2%A1%07%00']) {
        const res = await t.api('GET', `/api/events/${slug}/organizer/my-booths/`, { token: owner.token });
        expect(res.status, slug).toBe(400);
        expect(Object.keys(res.body)).toEqual(['eventSlug']);
      }
    });

    it('an id beyond PostgreSQL\'s integers in a list of people is refused on the field (was a 500: the members\' lookup failed)', async () => {
      const res = await t.api('POST', '/api/events/fuzz/organizer/members/tags/', { token: owner.token, body: { user_ids: [3_565_458_191_526_711], add: ['Fuzz'] } });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ 'user_ids.0': ['Not a valid id.'] });
    });

    it('a program entry over centuries is announced as a change of the whole timetable (was 74 s of the event loop, counting its days hour by hour)', async () => {
      const heard = new Promise<Record<string, unknown>>((resolve) => {
        const stop = t.server.platform.notifications.on(programChangedTopic, (notice) => {
          stop();
          resolve(notice as Record<string, unknown>);
        });
      });
      const body = { start_date: '7860-11-05T20:12:23-16:32', end_date: '9364-02-29T23:31:20Z' };
      const res = await t.api('PATCH', `/api/events/fuzz/organizer/program/entries/${pathValues.entryId}/`, { token: owner.token, body });
      expect(res.status).toBe(200);
      expect(await heard).toMatchObject({ kind: 'timetable', spaceIds: [], dates: [] });
      // Back to its day, for the fuzz cases after this one.
      await t.api('PATCH', `/api/events/fuzz/organizer/program/entries/${pathValues.entryId}/`, { token: owner.token, body: { start_date: '2026-06-01T10:00:00Z', end_date: '2026-06-01T11:00:00Z' } });
    });

    it('an empty patch of a booth video changes nothing and answers the booth (was a 500: an update of nothing)', async () => {
      const res = await t.api('PATCH', `/api/events/fuzz/organizer/booths/${pathValues.boothSlug}/videos/${pathValues.videoId}/`, { token: owner.token, body: {} });
      expect(res.status).toBe(200);
    });

    it('a space patch with a field named like an inherited property is refused on that field (was a 500)', async () => {
      const res = await t.api('PATCH', `/api/events/fuzz/organizer/spaces/${pathValues.spaceId}/`, { token: owner.token, body: { __defineGetter__: 1, hasOwnProperty: 2 } });
      expect(res.status).toBe(400);
      expect(Object.keys(res.body).sort()).toEqual(['__defineGetter__', 'hasOwnProperty']);
    });

    it('leaving a networking page named __proto__ is no server error (the socket\'s areas had a prototype)', async () => {
      const socket = await connect(t.url);
      try {
        expect((await ask(socket, 'login', { token: attendee.token, event_slug: 'fuzz' })).ok).toBe(true);
        for (const page of ['__proto__', 'constructor', 'toString']) expect(await ask(socket, 'leave_networking_area', { networking_page: page }), page).not.toMatchObject({ code: 'server_error' });
      } finally {
        await close(socket);
      }
    });

    it('a whole number beyond JavaScript\'s safe integers is refused in words the web app translates', async () => {
      const res = await t.api('PUT', '/api/events/fuzz/organizer/navigation/', { token: owner.token, body: [{ id: Number.MAX_SAFE_INTEGER + 1, text: 'Fuzz', url: 'https://example.org/' }] });
      expect(res.status).toBe(400);
      expect(Object.values(res.body).flat()).toContainEqual(expect.stringMatching(/^Too big: expected int to be <=/));
      // The harness fails the file on a text outside the vocabulary (decision 0073) when it closes.
    });
  });

  describe.each(clientEvents)('client event %s', (event) => {
    it.each(['attendee', 'owner'] as const)('as %s: acknowledged in the documented shape, never a server error, nothing written by a refusal', async (role: Caller) => {
      const schema = jsonSchemaOf(clientToServer[event]);
      const eventHints = { ...hints, token: callers[role].token };
      const binary = fc.constantFrom<unknown>(Buffer.from([0, 0xff, 0xfe]), { event_slug: Buffer.from('fuzz') }, [Buffer.alloc(0)]).map((value) => ({ value, mutation: 'binary attachment' }));
      const arbitrary = fc.oneof({ weight: 6, arbitrary: hostileArbitrary(schema, eventHints) }, { weight: 1, arbitrary: validCase(schema, eventHints) }, { weight: 1, arbitrary: binary });
      const cases: HostileCase[] = fc.sample(arbitrary, { seed: seedFor(seed, event, role), numRuns: runs });
      const open = async (): Promise<Socket> => {
        const socket = await connect(t.url);
        if (event !== 'login') expect((await ask(socket, 'login', { token: callers[role].token, event_slug: pathValues.eventSlug })).ok, 'login').toBe(true);
        return socket;
      };
      let socket = await open();
      const problems: string[] = [];
      try {
        for (const [i, c] of cases.entries()) {
          const before = await writes.mark();
          stats.requests += 1;
          // A frame over the server's limit closes the connection (docs/realtime.md): documented, not a crash.
          const frameBytes = Buffer.byteLength(JSON.stringify([event, c.value]) ?? '');
          let ack: unknown;
          try {
            ack = await ask(socket, event, c.value, 10_000);
          } catch (err) {
            if (frameBytes > limits.socketMaxFrameBytes - 100 && !socket.connected) {
              socket = await open();
              continue;
            }
            problems.push(`case ${i} (${c.mutation}, ${frameBytes} bytes): no acknowledgement (${(err as Error).message}); socket ${socket.connected ? 'connected' : 'disconnected'}`);
            break;
          }
          const parsed = realtimeAck.safeParse(ack);
          if (event === 'login' && parsed.success && parsed.data.ok) {
            // A refused login ends the socket's earlier one (gateway.ts: never the rooms of a token it no longer
            // holds), which writes: each login case starts on a socket that is not logged in.
            await close(socket);
            socket = await open();
          }
          if (!parsed.success) problems.push(`case ${i} (${c.mutation}): acknowledged in no documented shape: ${JSON.stringify(ack).slice(0, 200)}`);
          else if (!parsed.data.ok) {
            if (parsed.data.code === 'server_error') problems.push(`case ${i} (${c.mutation}): server error`);
            const written = await writes.since(before);
            if (written.length) problems.push(`case ${i} (${c.mutation}) was refused (${parsed.data.code}) but wrote ${written.join(', ')}`);
          }
        }
        if (!socket.connected) problems.push('the socket was closed');
      } finally {
        await close(socket);
      }
      const health = await healthy();
      if (health) problems.push(health);
      expect(problems, `${reproduce} (${role})`).toEqual([]);
    }, 120_000);
  });

  describe.each(routes.map(([name, route]) => [`${route.method} ${route.path} (${name})`, name, route] as const))('%s', (_, name, route) => {
    it.each(['attendee', 'owner'] as const)('as %s: no 5xx, documented refusals, nothing written by one', async (role: Caller) => {
      const caller = callers[role];
      if (!t.server.app.contractRoutes.has(operationKey(route.method, route.path))) {
        // Not registered in this configuration (the debug mode's password sign-in): an unknown path.
        expect(await t.api(route.method, route.path.replace(/:\w+/g, '1'), { token: caller.token, body: route.method === 'GET' ? undefined : {} })).toMatchObject({ status: 404, body: { detail: 'Not found.' } });
        return;
      }
      const cases = fc.sample(requestArbitrary(route, caller.token), { seed: seedFor(seed, name, role), numRuns: runs });
      const touchesFiles = !!route.upload || /import|clone|template|files/.test(route.path);
      const problems: string[] = [];
      if (route.method === 'GET') {
        // Reads change nothing: their cases go at once.
        const replies = await Promise.all(cases.map((request, i) => send(route, request, i)));
        replies.forEach((reply, i) => {
          const problem = judge(route, reply, cases[i]!.url);
          if (problem) problems.push(`case ${i} (${cases[i]!.mutation}) GET ${cases[i]!.url.slice(0, 160)}: ${problem}`);
        });
      }
      for (const [i, request] of route.method === 'GET' ? [] : cases.entries()) {
        const before = await writes.mark();
        const filesBefore = touchesFiles ? fileCount() : 0;
        let reply = await send(route, request, i);
        if (reply.status === 429 && routeLimits(route.rateLimit).length > 0) {
          // Over the route's own limit: the refusal was checked, now the validators behind it get their turn.
          problems.push(...[judge(route, reply, request.url)].filter((p) => p !== null).map((p) => `case ${i} (${request.mutation}): ${p}`));
          for (const key of declaredLimitKeys(`${route.method} ${route.path}`, `u:${caller.user.id}`, routeLimits(route.rateLimit), jsonOf(request.body))) await t.server.platform.rateLimiter.reset(key);
          reply = await send(route, request, i);
        }
        const problem = judge(route, reply, request.url);
        if (problem) problems.push(`case ${i} (${request.mutation}) ${route.method} ${request.url.slice(0, 160)}: ${problem}`);
        if (reply.status >= 400) {
          const written = await writes.since(before);
          if (written.length) problems.push(`case ${i} (${request.mutation}) was refused with ${reply.status} but wrote ${written.join(', ')}`);
          if (touchesFiles && fileCount() !== filesBefore) problems.push(`case ${i} (${request.mutation}) was refused with ${reply.status} but changed the stored files`);
        }
      }
      const health = await healthy();
      if (health) problems.push(health);
      expect(problems, `${reproduce} (${role})`).toEqual([]);
    }, 120_000);
  });
});
