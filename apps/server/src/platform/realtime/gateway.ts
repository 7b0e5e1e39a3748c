import type http from 'node:http';
import { Server, type Socket } from 'socket.io';
import { createAdapter } from '@socket.io/postgres-adapter';
import type pg from 'pg';
import type { z } from 'zod';
import {
  clientToServer,
  limits,
  rooms,
  type ClientEventName,
  type ServerEventName,
  type ServerEventPayload,
} from '@foyer/contracts';
import type { Logger } from '../logger';

/** What a logged-in socket knows about its person and event. */
export interface SocketSession {
  userId: number;
  eventSlug: string;
  eventId: number;
  role: string;
}

export type LoginResult = { ok: true; session: SocketSession } | { ok: false; detail: string; code?: string };

export interface GatewayOptions {
  logger: Logger;
  /** Checks a `login` payload: a valid access token for a person allowed in the event. */
  authorizeLogin(token: string, eventSlug: string): Promise<LoginResult>;
  /** Runs for every socket that logs in (presence, for instance). */
  onLogin?(socket: Socket, session: SocketSession): Promise<void> | void;
  onDisconnect?(socket: Socket, session: SocketSession): Promise<void> | void;
  /** With a pool, rooms span every server process sharing that PostgreSQL. */
  pool?: pg.Pool;
}

type ClientPayload<E extends ClientEventName> = z.output<(typeof clientToServer)[E]>;
type Handler<E extends ClientEventName> = (
  socket: Socket,
  session: SocketSession,
  payload: ClientPayload<E>,
) => Promise<void> | void;

/**
 * The Socket.IO gateway: login, validation and rooms. Features add handlers for their own events with
 * `on()`; every handler runs only for a logged-in socket and only with a payload its contract accepts.
 */
export class RealtimeGateway {
  readonly io: Server;
  private readonly handlers = new Map<string, Handler<ClientEventName>>();

  constructor(
    server: http.Server,
    private readonly opts: GatewayOptions,
  ) {
    this.io = new Server(server, {
      path: '/socket.io',
      // A frame over this size closes the socket (engine.io drops the connection).
      maxHttpBufferSize: limits.socketMaxFrameBytes,
      pingInterval: 25_000,
      pingTimeout: 20_000,
      serveClient: false,
      cors: { origin: false },
    });
    if (opts.pool) {
      this.io.adapter(createAdapter(opts.pool, { errorHandler: (err) => opts.logger.error({ err }, 'realtime adapter error') }));
    }
    this.io.on('connection', (socket) => this.onConnection(socket));
  }

  /** Registers the handler of one client event (one owner per event name). */
  on<E extends ClientEventName>(event: E, handler: Handler<E>): void {
    if (event === 'login') throw new Error('login is handled by the gateway');
    if (this.handlers.has(event)) throw new Error(`realtime event ${event} already has a handler`);
    this.handlers.set(event, handler as unknown as Handler<ClientEventName>);
  }

  emitToRoom<E extends ServerEventName>(room: string, event: E, payload: ServerEventPayload<E>): void {
    this.io.to(room).emit(event, payload);
  }

  emitToEvent<E extends ServerEventName>(eventSlug: string, event: E, payload: ServerEventPayload<E>): void {
    this.emitToRoom(rooms.event(eventSlug), event, payload);
  }

  emitToUser<E extends ServerEventName>(userId: number, event: E, payload: ServerEventPayload<E>): void {
    this.emitToRoom(rooms.user(userId), event, payload);
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) => this.io.close(() => resolve()));
  }

  private onConnection(socket: Socket): void {
    const log = this.opts.logger.child({ socket: socket.id });
    let session: SocketSession | null = null;
    const loginTimer = setTimeout(() => {
      if (!session) {
        socket.emit('login_failed', { detail: 'Login timed out.' });
        socket.disconnect(true);
      }
    }, limits.socketLoginTimeoutMs);

    socket.on('disconnect', () => {
      clearTimeout(loginTimer);
      if (session) void Promise.resolve(this.opts.onDisconnect?.(socket, session)).catch((err) => log.error({ err }, 'disconnect hook failed'));
    });

    socket.onAny((event: string, ...args: unknown[]) => {
      void this.dispatch(socket, event, args[0], () => session, (s) => {
        session = s;
        clearTimeout(loginTimer);
      }).catch((err: unknown) => {
        log.error({ err, event }, 'realtime handler failed');
        socket.emit('event_error', { event, detail: 'Server error.' });
      });
    });
  }

  private async dispatch(
    socket: Socket,
    event: string,
    raw: unknown,
    current: () => SocketSession | null,
    setSession: (s: SocketSession) => void,
  ): Promise<void> {
    const schema = (clientToServer as Record<string, z.ZodType>)[event];
    if (!schema) {
      socket.emit('event_error', { event, detail: `Unknown event "${event}".` });
      return;
    }
    const parsed = schema.safeParse(raw);
    if (!parsed.success) {
      if (event === 'login') socket.emit('login_failed', { detail: 'Invalid login payload.' });
      else socket.emit('event_error', { event, detail: parsed.error.issues.map((i) => i.message).join(' ') });
      return;
    }
    if (event === 'login') {
      const { token, event_slug } = parsed.data as ClientPayload<'login'>;
      const result = await this.opts.authorizeLogin(token, event_slug);
      if (!result.ok) {
        socket.emit('login_failed', { detail: result.detail, ...(result.code ? { code: result.code } : {}) });
        return;
      }
      const previous = current();
      if (previous && previous.eventSlug !== result.session.eventSlug) await socket.leave(rooms.event(previous.eventSlug));
      setSession(result.session);
      await socket.join([rooms.event(result.session.eventSlug), rooms.user(result.session.userId)]);
      await this.opts.onLogin?.(socket, result.session);
      socket.emit('authenticated', { user_id: result.session.userId, event_slug: result.session.eventSlug });
      return;
    }
    const session = current();
    if (!session) {
      socket.emit('event_error', { event, detail: 'Log in first.' });
      return;
    }
    const handler = this.handlers.get(event);
    if (!handler) {
      socket.emit('event_error', { event, detail: `No handler for "${event}".` });
      return;
    }
    await handler(socket, session, parsed.data as never);
  }
}
