import type http from 'node:http';
import type { Duplex } from 'node:stream';
import { Server, type Socket } from 'socket.io';
import { createAdapter } from '@socket.io/postgres-adapter';
import type pg from 'pg';
import type { z } from 'zod';
import {
  clientEventLimits,
  clientToServer,
  errorCodes,
  limits,
  realtimeErrorCodes,
  rooms,
  type ClientEventName,
  type RealtimeAck,
  type ServerEventName,
  type ServerEventPayload,
} from '@foyer/contracts';
import type { Logger } from '../logger';
import type { RealtimeMetrics } from '../metrics';
import { apiErrorCode, ApiError } from '../http/errors';
import { takeDeclared, waitText, type RateLimiter } from '../rate-limit';
import { CloseSpreader } from './close-spreader';
import { endReceiversOnce } from './receiver-end-once';
import { isDrop, type ReconnectMemory } from './reconnect-memory';
import { writeBroadcastsDirectly, type BroadcastWindow } from './single-write-frames';

/** What a logged-in socket knows about its person and event. */
export interface SocketSession {
  userId: number;
  /** The sign-in (auth session) whose access token logged the socket in. */
  sessionId?: string;
  eventSlug: string;
  eventId: number;
  role: string;
}

export type LoginResult = { ok: true; session: SocketSession } | { ok: false; detail: string; code?: string };

/** Whether a new login's session is the same person in the same event and role as the socket's current one. */
const sameHolder = (a: SocketSession, b: SocketSession): boolean =>
  a.userId === b.userId && a.eventId === b.eventId && a.eventSlug === b.eventSlug && a.role === b.role;

/** Why a logged-in socket's login no longer holds; sent as `login_failed`. */
export interface LoginRefusal {
  detail: string;
  code?: string;
}

type SessionListener = (socket: Socket, session: SocketSession) => Promise<void> | void;

export interface GatewayOptions {
  logger: Logger;
  /** Checks a `login` payload: a valid access token for a person allowed in the event. */
  authorizeLogin(token: string, eventSlug: string): Promise<LoginResult>;
  /** Runs for every socket that logs in (features may add more with `onLogin()`). */
  onLogin?: SessionListener;
  /** Runs when a logged-in socket disconnects or logs in again as someone or somewhere else. */
  onDisconnect?: SessionListener;
  /** With a pool, rooms span every server process sharing that PostgreSQL. */
  pool?: pg.Pool;
  /** A socket that has not logged in by then is closed (spec: 10 s; tests shorten it). */
  loginTimeoutMs?: number;
  /** Events a socket may have waiting for their turn; beyond that they are refused. */
  maxQueuedEvents?: number;
  /** Counts sockets and events for /metrics. */
  metrics?: RealtimeMetrics;
  /** Counts the events' declared limits (`clientEventLimits`); without it events are not limited. */
  rateLimiter?: RateLimiter;
  /** Broadcasts to large rooms wait up to this window so several share a write per socket (decision 0056); none without. */
  broadcastWindow?: BroadcastWindow;
  /**
   * Resolves once no reply cached on this process predates the writes committed so far (the shared replies'
   * `settle`, decision 0017): `emitChangeToEvent` waits for it, and a login before `authenticated`, so a page
   * the person reads after their login sees it (online in the directory). Without it neither waits.
   */
  settleWrites?: () => Promise<void>;
  /**
   * Remembers the sign-ins whose socket dropped, so that their login on a new socket (on any process) hears
   * `reconnected` (decision 0080); without it only a socket logging in again does.
   */
  reconnects?: ReconnectMemory;
}

/**
 * Every socket logged in with an access token of one sign-in (auth session, the refresh-token family the
 * token's `sid` names). Server-side only: no client event addresses it.
 */
const authSessionRoomPrefix = 'auth-session:';
const authSessionRoom = (sessionId: string) => `${authSessionRoomPrefix}${sessionId}`;

/** A refusal a handler answers with: sent to the client as `event_error {event, detail, code}`. */
export class RealtimeError extends Error {
  constructor(
    readonly detail: string,
    readonly code?: string,
    /** Fields the refusal carries beside its text (`retry_after` of slow mode), as its contract names them. */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(detail);
  }
}

type ClientPayload<E extends ClientEventName> = z.output<(typeof clientToServer)[E]>;
/** Fields beside `ok: true` a handler answers in the acknowledgement (the contract of its event names them). */
export type AckReply = Record<string, unknown>;
type Handler<E extends ClientEventName> = (
  socket: Socket,
  session: SocketSession,
  payload: ClientPayload<E>,
) => Promise<void | AckReply> | void | AckReply;
type Ack = (reply: RealtimeAck) => void;

/** Per-socket state of the gateway; `socket.data.session` mirrors the session for other processes. */
interface SocketState {
  session: SocketSession | null;
  loginTimer: NodeJS.Timeout | null;
  /** Events of one socket are handled one after another, in the order they arrived. */
  queue: Promise<void>;
  queued: number;
  /** The socket logged in once already: a later login is the same connection coming back (`reconnected`). */
  loggedInBefore: boolean;
}

/**
 * The Socket.IO gateway: login, validation and rooms. Features add handlers for their own events with
 * `on()`; every handler runs only for a logged-in socket and only with a payload its contract accepts.
 * A socket's events are handled in arrival order, so `login` followed at once by another event works.
 */
export class RealtimeGateway {
  readonly io: Server;
  /** A socket that has not logged in by then is closed; applies to sockets connecting afterwards. */
  loginTimeoutMs: number;
  private readonly maxQueuedEvents: number;
  private readonly handlers = new Map<string, Handler<ClientEventName>>();
  private readonly loginListeners: SessionListener[] = [];
  private readonly logoutListeners: SessionListener[] = [];
  private readonly handledListeners: ((session: SocketSession, event: ClientEventName) => void)[] = [];
  /** Session hooks still running, awaited on close so none touches a closed database. */
  private readonly pendingHooks = new Set<Promise<void>>();
  /** The state of this process's sockets, for `recheckLocalSessions`. */
  private readonly states = new WeakMap<Socket, SocketState>();
  /** Sockets of this process that are logged in (for /metrics). */
  private loggedInSockets = 0;

  constructor(
    server: http.Server,
    private readonly opts: GatewayOptions,
  ) {
    this.loginTimeoutMs = opts.loginTimeoutMs ?? limits.socketLoginTimeoutMs;
    this.maxQueuedEvents = opts.maxQueuedEvents ?? 50;
    if (opts.onLogin) this.loginListeners.push(opts.onLogin);
    if (opts.onDisconnect) this.logoutListeners.push(opts.onDisconnect);
    // Thousands of WebSocket connections closing at once end over several turns, not in one (decision 0017).
    const closes = new CloseSpreader();
    server.prependListener('upgrade', (request: http.IncomingMessage, socket: Duplex) => {
      if ((request.url ?? '').startsWith('/socket.io')) closes.watch(socket);
    });
    this.io = new Server(server, {
      path: '/socket.io',
      // A frame over this size closes the socket (engine.io drops the connection).
      maxHttpBufferSize: limits.socketMaxFrameBytes,
      // Small JSON messages to thousands of sockets: compressing each frame per socket would cost far more
      // CPU than it saves bytes (and keeps a zlib context per socket). A broadcast is encoded once.
      perMessageDeflate: false,
      pingInterval: 25_000,
      pingTimeout: 20_000,
      serveClient: false,
      cors: { origin: false },
    });
    if (opts.pool) {
      this.io.adapter(createAdapter(opts.pool, { errorHandler: (err) => opts.logger.error({ err }, 'realtime adapter error') }));
    }
    // Each recipient of broadcasts gets their frames in one write per event-loop turn, or per window for a
    // large room (decisions 0045, 0051, 0056).
    const direct = writeBroadcastsDirectly(this.io, opts.broadcastWindow);
    // A connection ending without a close frame costs no thrown-away error (decision 0059).
    endReceiversOnce(this.io);
    this.io.on('connection', (socket) => this.onConnection(socket));
    opts.metrics?.observeRealtime({
      sockets: () => this.io.engine.clientsCount,
      loggedIn: () => this.loggedInSockets,
      directFrames: () => direct.frames,
      directWrites: () => direct.writes,
      windowedFrames: () => direct.windowed,
    });
  }

  /** Registers the handler of one client event (one owner per event name). */
  on<E extends ClientEventName>(event: E, handler: Handler<E>): void {
    if (event === 'login') throw new Error('login is handled by the gateway');
    if (this.handlers.has(event)) throw new Error(`realtime event ${event} already has a handler`);
    this.handlers.set(event, handler as unknown as Handler<ClientEventName>);
  }

  /** Runs after a socket logged in and joined its event and user rooms (before `authenticated`); not again when the same person logs in again in the same event and role. */
  onLogin(listener: SessionListener): void {
    this.loginListeners.push(listener);
  }

  /** Runs when a logged-in session of a socket ends: disconnect, or a later login of someone or somewhere else replacing it. */
  onLogout(listener: SessionListener): void {
    this.logoutListeners.push(listener);
  }

  /** Told after a client event was handled without a refusal (what changed who is where: the live figures). */
  onHandled(listener: (session: SocketSession, event: ClientEventName) => void): void {
    this.handledListeners.push(listener);
  }

  /** To every socket in `room` (or in any of several rooms: a socket in two of them hears it once). */
  emitToRoom<E extends ServerEventName>(room: string | string[], event: E, payload: ServerEventPayload<E>): void {
    this.io.to(room).emit(event, payload);
  }

  /**
   * Emits to `room` on every process and resolves once this process's sockets have it. With several processes
   * the adapter first publishes through PostgreSQL and only then writes to the local sockets: a sender acked
   * before that could send again and see its next message overtake this one (issue 31).
   */
  async emitToRoomInOrder<E extends ServerEventName>(room: string, event: E, payload: ServerEventPayload<E>): Promise<void> {
    // What `io.to(room).emit` does, but keeping what the adapter answers: the cluster adapter's is a promise.
    const sent: unknown = this.io.of('/').adapter.broadcast({ type: 2, data: [event, payload] }, { rooms: new Set([room]), except: new Set() });
    await sent;
  }

  emitToEvent<E extends ServerEventName>(eventSlug: string, event: E, payload: ServerEventPayload<E>): void {
    this.emitToRoom(rooms.event(eventSlug), event, payload);
  }

  /**
   * Emits a change that makes pages read again (a space closed or opened) once this process's cached replies
   * no longer predate it: sent at once, a page's read could beat the write's change notice and be answered
   * from the cache with the state before, and no later event would correct it.
   */
  emitChangeToEvent<E extends ServerEventName>(eventSlug: string, event: E, payload: ServerEventPayload<E>): void {
    const emit = () => this.emitToEvent(eventSlug, event, payload);
    const settled = this.opts.settleWrites?.();
    if (settled) void settled.then(emit, emit);
    else emit();
  }

  emitToUser<E extends ServerEventName>(userId: number, event: E, payload: ServerEventPayload<E>): void {
    this.emitToRoom(rooms.user(userId), event, payload);
  }

  /**
   * Emits to this process's sockets of `room` only: for a change notice every process hears (each tells
   * its own sockets, so nobody hears it twice, and a command-line tool's change reaches every process).
   */
  emitToRoomLocally<E extends ServerEventName>(room: string, event: E, payload: ServerEventPayload<E>): void {
    this.io.local.to(room).emit(event, payload);
  }

  /** Makes every socket in `room` (on every server process) leave it, except those also in `except`. */
  evictFromRoom(room: string, except?: string): void {
    const target = this.io.in(room);
    (except ? target.except(except) : target).socketsLeave(room);
  }

  /**
   * Closes every socket (on every server process) that logged in with a token of this sign-in: after a
   * logout or a revocation its sockets must not go on receiving the person's messages. Other sign-ins of
   * the same person (another browser, another device) keep theirs.
   */
  disconnectSession(sessionId: string): void {
    this.io.in(authSessionRoom(sessionId)).disconnectSockets(true);
  }

  /**
   * Checks again the logged-in sockets in `room` on THIS process only (every process runs it for its own
   * sockets when a change notification reaches it). A socket `decide` answers a refusal for loses its
   * login and all its rooms and gets `login_failed` with the refusal, as when a login is refused: the
   * client may log in again (and gets what it may have now) before the login timeout closes it.
   * Answers how many sockets lost their login.
   */
  async recheckLocalSessions(room: string, decide: (sessions: SocketSession[]) => Promise<(LoginRefusal | null)[]>): Promise<number> {
    const namespace = this.io.of('/');
    const targets: { socket: Socket; state: SocketState; session: SocketSession }[] = [];
    for (const id of namespace.adapter.rooms.get(room) ?? []) {
      const socket = namespace.sockets.get(id);
      const state = socket && this.states.get(socket);
      if (socket && state?.session) targets.push({ socket, state, session: state.session });
    }
    if (targets.length === 0) return 0;
    const verdicts = await decide(targets.map((t) => t.session));
    let ended = 0;
    targets.forEach(({ socket, state, session }, i) => {
      const refusal = verdicts[i];
      if (!refusal) return;
      ended += 1;
      // In the socket's own queue, so it never interleaves with a login or a handler of that socket.
      state.queue = state.queue
        .then(async () => {
          if (state.session !== session || !socket.connected) return;
          this.setSession(socket, state, null);
          // Still tied to its sign-in until it logs in again: ending that sign-in (a logout, a removed
          // account, whose notice may come first) must still close it.
          await this.leaveAll(socket, session.sessionId ? authSessionRoom(session.sessionId) : undefined);
          await this.awaitHooks(this.logoutListeners, socket, session);
          socket.emit('login_failed', { detail: refusal.detail, ...(refusal.code ? { code: refusal.code } : {}) });
          this.armLoginTimer(socket, state);
        })
        .catch((err: unknown) => this.opts.logger.error({ err, socket: socket.id }, 'ending a login after an access change failed'));
    });
    return ended;
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) => this.io.close(() => resolve()));
    await Promise.allSettled([...this.pendingHooks]);
    // Its sockets dropped with the process: their clients, back on another process or a restarted one, reconnected.
    await this.opts.reconnects?.flushed();
  }

  private onConnection(socket: Socket): void {
    // Kept in this closure, not in `socket.data`: that travels to other processes (fetchSockets).
    const state: SocketState = { session: null, loginTimer: null, queue: Promise.resolve(), queued: 0, loggedInBefore: false };
    this.states.set(socket, state);
    this.armLoginTimer(socket, state);

    socket.on('disconnect', (reason) => {
      if (state.loginTimer) clearTimeout(state.loginTimer);
      const ended = state.session;
      this.setSession(socket, state, null);
      if (ended?.sessionId && isDrop(reason)) this.opts.reconnects?.dropped(ended.sessionId);
      if (ended) this.runHooks(this.logoutListeners, socket, ended, 'logout hook failed');
    });

    socket.onAny((event: string, ...args: unknown[]) => {
      const ack = typeof args[args.length - 1] === 'function' ? (args.pop() as Ack) : undefined;
      if (state.queued >= this.maxQueuedEvents) {
        this.refuse(socket, event, ack, 'Too many events at once.', realtimeErrorCodes.tooManyEvents);
        return;
      }
      state.queued += 1;
      state.queue = state.queue
        .then(() => (socket.connected ? this.dispatch(socket, state, event, args[0], ack) : undefined))
        .catch((err: unknown) => {
          if (err instanceof RealtimeError || (err instanceof ApiError && err.status < 500)) {
            this.refuse(socket, event, ack, err.detail, err instanceof ApiError ? apiErrorCode(err) : err.code, err instanceof ApiError ? err.fields : err.extra);
            return;
          }
          this.opts.logger.error({ err, event, socket: socket.id }, 'realtime handler failed');
          this.refuse(socket, event, ack, 'Server error.', realtimeErrorCodes.serverError);
        })
        .finally(() => {
          state.queued -= 1;
        });
    });
  }

  /** Sets or clears a socket's session, keeping the count of logged-in sockets. */
  private setSession(socket: Socket, state: SocketState, session: SocketSession | null): void {
    if (state.session && !session) this.loggedInSockets -= 1;
    if (!state.session && session) this.loggedInSockets += 1;
    state.session = session;
    socket.data.session = session;
  }

  private armLoginTimer(socket: Socket, state: SocketState): void {
    if (state.loginTimer) clearTimeout(state.loginTimer);
    state.loginTimer = setTimeout(() => {
      state.loginTimer = null;
      if (state.session) return;
      socket.emit('login_failed', { detail: 'Login timed out.', code: 'login_timeout' });
      // Closing the connection (not only the namespace) still flushes the message above first.
      socket.disconnect(true);
    }, this.loginTimeoutMs);
  }

  private refuse(socket: Socket, event: string, ack: Ack | undefined, detail: string, code?: string, extra: Record<string, unknown> = {}): void {
    this.opts.metrics?.realtimeEventRefused(this.isKnownEvent(event) ? event : 'unknown', code ?? 'refused');
    socket.emit('event_error', { ...extra, event, detail, ...(code ? { code } : {}) });
    ack?.({ ...extra, ok: false, detail, ...(code ? { code } : {}) });
  }

  private async dispatch(socket: Socket, state: SocketState, event: string, raw: unknown, ack: Ack | undefined): Promise<void> {
    // Own properties only: `constructor`, `__proto__` or `toString` are no events of ours.
    const schema = this.isKnownEvent(event) ? (clientToServer as Record<string, z.ZodType>)[event] : undefined;
    if (!schema) {
      this.refuse(socket, event, ack, `Unknown event "${event}".`, realtimeErrorCodes.unknownEvent);
      return;
    }
    const parsed = schema.safeParse(raw);
    if (!parsed.success) {
      const detail = event === 'login' ? 'Invalid login payload.' : parsed.error.issues.map((i) => i.message).join(' ');
      if (event === 'login') {
        this.opts.metrics?.realtimeEventRefused(event, realtimeErrorCodes.invalidPayload);
        socket.emit('login_failed', { detail, code: realtimeErrorCodes.invalidPayload });
        ack?.({ ok: false, detail, code: realtimeErrorCodes.invalidPayload });
      } else {
        this.refuse(socket, event, ack, detail, realtimeErrorCodes.invalidPayload);
      }
      return;
    }
    if (event === 'login') {
      const refused = await this.overLimit(socket, null, event);
      if (refused) {
        this.opts.metrics?.realtimeEventRefused(event, errorCodes.rateLimited);
        socket.emit('login_failed', { detail: refused, code: errorCodes.rateLimited });
        ack?.({ ok: false, detail: refused, code: errorCodes.rateLimited });
        return;
      }
      await this.login(socket, state, parsed.data as ClientPayload<'login'>, ack);
      return;
    }
    const session = state.session;
    if (!session) {
      this.refuse(socket, event, ack, 'Log in first.', realtimeErrorCodes.notLoggedIn);
      return;
    }
    const handler = this.handlers.get(event);
    if (!handler) {
      this.refuse(socket, event, ack, `No handler for "${event}".`, realtimeErrorCodes.unknownEvent);
      return;
    }
    const refused = await this.overLimit(socket, session, event);
    if (refused) {
      this.refuse(socket, event, ack, refused, errorCodes.rateLimited);
      return;
    }
    const reply = await handler(socket, session, parsed.data as never);
    this.opts.metrics?.realtimeEventHandled(event);
    for (const listener of this.handledListeners) listener(session, event as ClientEventName);
    ack?.({ ...(reply ?? {}), ok: true });
  }

  private isKnownEvent(event: string): event is ClientEventName {
    return Object.hasOwn(clientToServer, event);
  }

  /**
   * The event's declared limit (contracts `clientEventLimits`, decision 0015), counted per person, or
   * per socket before login and for `per: 'socket'` limits (a socket lives in one process, so those
   * are counted here only). Answers the refusal's text, or null when the event may go on.
   */
  private async overLimit(socket: Socket, session: SocketSession | null, event: string): Promise<string | null> {
    if (!this.opts.rateLimiter || !Object.hasOwn(clientEventLimits, event)) return null;
    const limit = clientEventLimits[event as ClientEventName];
    const bySocket = !session || limit.per === 'socket';
    const subject = bySocket ? `s:${socket.id}` : `u:${session.userId}`;
    const refused = await takeDeclared(this.opts.rateLimiter, `event:${event}`, subject, [bySocket ? { ...limit, store: 'local' } : limit]);
    if (!refused) return null;
    return limit.detail ?? `Too many "${event}" events. Please try again ${waitText(refused.result.retryAfterSeconds)}.`;
  }

  private async login(socket: Socket, state: SocketState, payload: ClientPayload<'login'>, ack: Ack | undefined): Promise<void> {
    const result = await this.opts.authorizeLogin(payload.token, payload.event_slug);
    const previous = state.session;
    if (previous && result.ok && sameHolder(previous, result.session)) {
      await this.renewLogin(socket, state, previous, result.session, ack);
      return;
    }
    // Otherwise a new login replaces the old session whatever its outcome: a socket never keeps the rooms
    // of a person, event or role its latest token does not grant.
    if (previous) {
      this.setSession(socket, state, null);
      await this.leaveAll(socket);
      await this.awaitHooks(this.logoutListeners, socket, previous);
    }
    if (!result.ok) {
      this.opts.metrics?.realtimeEventRefused('login', result.code ?? 'login_failed');
      socket.emit('login_failed', { detail: result.detail, ...(result.code ? { code: result.code } : {}) });
      ack?.({ ok: false, detail: result.detail, ...(result.code ? { code: result.code } : {}) });
      if (previous || !state.loginTimer) this.armLoginTimer(socket, state);
      return;
    }
    if (!socket.connected) return;
    if (state.loginTimer) clearTimeout(state.loginTimer);
    state.loginTimer = null;
    this.setSession(socket, state, result.session);
    const { eventSlug, userId, sessionId } = result.session;
    // A sign-in it was tied to before (a login that access changes ended) is no longer its own.
    const ownRoom = sessionId ? authSessionRoom(sessionId) : null;
    const earlier = [...socket.rooms].filter((room) => room.startsWith(authSessionRoomPrefix) && room !== ownRoom);
    await Promise.all(earlier.map((room) => socket.leave(room)));
    // The person's own room in this event carries what is for them alone there (private messages, call invites).
    await socket.join([rooms.event(eventSlug), rooms.user(userId), rooms.eventUser(eventSlug, userId), ...(sessionId ? [authSessionRoom(sessionId)] : [])]);
    // Read beside the hooks' writes: a new socket of a sign-in whose socket just dropped is that connection back.
    const returning = state.loggedInBefore || !sessionId || !this.opts.reconnects ? state.loggedInBefore : this.opts.reconnects.recentlyDropped(sessionId);
    try {
      await this.awaitHooks(this.loginListeners, socket, result.session);
      // The hooks' writes (presence) reach this process's caches before the socket hears it is in; logins
      // arriving together share one settle.
      await this.opts.settleWrites?.();
    } catch (err) {
      this.setSession(socket, state, null);
      await this.leaveAll(socket);
      this.armLoginTimer(socket, state);
      this.opts.logger.error({ err, socket: socket.id }, 'login hook failed');
      this.opts.metrics?.realtimeEventRefused('login', realtimeErrorCodes.serverError);
      socket.emit('login_failed', { detail: 'Server error.', code: realtimeErrorCodes.serverError });
      ack?.({ ok: false, detail: 'Server error.', code: realtimeErrorCodes.serverError });
      return;
    }
    const reconnected = await returning;
    this.opts.metrics?.realtimeEventHandled('login');
    this.welcome(socket, state, result.session, reconnected);
    ack?.({ ok: true });
  }

  /**
   * `authenticated`, then `reconnected` (spec 1's name) when the connection came back: the socket logged in
   * before, or its sign-in's previous socket dropped a moment ago (decision 0080).
   */
  private welcome(socket: Socket, state: SocketState, session: SocketSession, reconnected: boolean): void {
    const payload = { user_id: session.userId, event_slug: session.eventSlug };
    socket.emit('authenticated', payload);
    if (reconnected) socket.emit('reconnected', payload);
    state.loggedInBefore = true;
  }

  /**
   * The same person logging in again to the same event in the same role (the web app re-sends its login
   * with each refreshed token): the socket keeps its rooms and its calls, so nothing sent meanwhile is
   * lost and no feature sees a logout; only the sign-in it is tied to may change.
   */
  private async renewLogin(socket: Socket, state: SocketState, previous: SocketSession, session: SocketSession, ack: Ack | undefined): Promise<void> {
    if (!socket.connected) return;
    this.setSession(socket, state, session);
    if (previous.sessionId !== session.sessionId) {
      if (previous.sessionId) await socket.leave(authSessionRoom(previous.sessionId));
      if (session.sessionId) await socket.join(authSessionRoom(session.sessionId));
    }
    this.opts.metrics?.realtimeEventHandled('login');
    this.welcome(socket, state, session, true);
    ack?.({ ok: true });
  }

  private async leaveAll(socket: Socket, except?: string): Promise<void> {
    await Promise.all([...socket.rooms].filter((room) => room !== socket.id && room !== except).map((room) => socket.leave(room)));
  }

  private async awaitHooks(listeners: SessionListener[], socket: Socket, session: SocketSession): Promise<void> {
    for (const listener of listeners) await listener(socket, session);
  }

  private runHooks(listeners: SessionListener[], socket: Socket, session: SocketSession, message: string): void {
    const done = this.awaitHooks(listeners, socket, session)
      .catch((err: unknown) => this.opts.logger.error({ err, socket: socket.id }, message))
      .finally(() => this.pendingHooks.delete(done));
    this.pendingHooks.add(done);
  }
}
