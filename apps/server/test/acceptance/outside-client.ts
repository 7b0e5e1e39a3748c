import type { Socket } from 'socket.io-client';
import { expect } from 'vitest';
import type { ClientEventName, RealtimeAck, ServerEventName } from '@foyer/contracts';
import { fromIp, signIn } from '../factories';
import type { ApiResponse, TestServer } from '../harness';
import { ask, loggedIn } from '../socket-client';

/**
 * An outside client for acceptance tests: HTTP under `/api` and Socket.IO only, the way the spec's web
 * app talks to the server. Every 4xx it sees is checked against the error-shape rule on the spot.
 */

/** A realtime event name, checked against the contracts at compile time. */
export const toServer = <E extends ClientEventName>(name: E): E => name;
export const fromServer = <E extends ServerEventName>(name: E): E => name;

/** 4xx under /api: JSON with a readable `{detail}` or `{field: [message, …]}`. */
export function expectReadableError(res: ApiResponse, label = ''): void {
  expect(res.headers.get('content-type') ?? '', `${label} answers JSON`).toMatch(/application\/json/);
  const body = res.body as Record<string, unknown>;
  expect(body, `${label} has a body`).toBeTypeOf('object');
  if (typeof body.detail === 'string') {
    expect(body.detail.trim().length, `${label} detail is readable`).toBeGreaterThan(0);
    return;
  }
  const fields = Object.entries(body);
  expect(fields.length, `${label} names a field or a detail: ${JSON.stringify(body)}`).toBeGreaterThan(0);
  for (const [field, messages] of fields) {
    expect(Array.isArray(messages), `${label} ${field} is a list of messages`).toBe(true);
    for (const m of messages as unknown[]) expect(typeof m === 'string' && m.trim().length > 0, `${label} ${field} message`).toBe(true);
  }
}

export interface Client {
  t: TestServer;
  token?: string;
  get(path: string): Promise<ApiResponse>;
  post(path: string, body?: unknown): Promise<ApiResponse>;
  put(path: string, body?: unknown): Promise<ApiResponse>;
  patch(path: string, body?: unknown): Promise<ApiResponse>;
}

/** A client of `/api` with (or without) a bearer token. */
export function client(t: TestServer, token?: string): Client {
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await t.api(method, `/api${path}`, { token, body });
    if (res.status >= 400 && res.status < 500) expectReadableError(res, `${method} ${path} → ${res.status}`);
    return res;
  };
  return {
    t,
    token,
    get: (p) => call('GET', p),
    post: (p, b) => call('POST', p, b),
    put: (p, b) => call('PUT', p, b),
    patch: (p, b) => call('PATCH', p, b),
  };
}

export interface Person extends Client {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
}

let nextIp = 1;
const ip = () => fromIp(`10.77.${Math.floor(nextIp / 250)}.${(nextIp++ % 250) + 1}`);

/** Signs in by mailed code (the entry page's way), activating a new account, and reads the current user. */
export async function signedIn(t: TestServer, email: string, eventSlug = 'demo'): Promise<Person> {
  const tokens = await signIn(t, email, eventSlug, ip());
  if (tokens.activation_key) {
    const res = await t.api('PUT', `/api/profiles/activate/?event_slug=${eventSlug}`, {
      body: { activation_key: tokens.activation_key, user: { terms_agreed: true } },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
  const c = client(t, tokens.access);
  const me = await c.get(`/auth/current_user/?event_slug=${eventSlug}`);
  expect(me.status, JSON.stringify(me.body)).toBe(200);
  return { ...c, id: me.body.id, email, first_name: me.body.first_name, last_name: me.body.last_name };
}

let newcomers = 0;
/** A brand-new attendee of an open event. */
export const newcomer = (t: TestServer, eventSlug = 'demo') =>
  signedIn(t, `newcomer-${process.pid}-${++newcomers}-${Date.now()}@example.com`, eventSlug);

/** A logged-in socket of the person in the event. */
export const socketOf = (p: Person, eventSlug = 'demo'): Promise<Socket> => loggedIn(p.t.url, p.token ?? '', eventSlug);

/** Sends a client event and answers its acknowledgement. */
export const send = (socket: Socket, event: ClientEventName, payload: unknown): Promise<RealtimeAck> => ask(socket, event, payload);

/** Every `event` the socket receives from now on. */
export function collect<T>(socket: Socket, event: ServerEventName): T[] {
  const seen: T[] = [];
  socket.on(event, (payload: T) => seen.push(payload));
  return seen;
}

/** Waits until `check` holds (polling the sockets' collected events), or fails after `ms`. */
export async function eventually(check: () => boolean, what: string, ms = 5000): Promise<void> {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error(`not seen within ${ms} ms: ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Numbers of an area's `coords`, whether sent as "x,y,…" or as a list. */
export const coordNumbers = (coords: unknown): number[] =>
  (Array.isArray(coords) ? coords : String(coords).split(',')).map((n) => Number(n));
