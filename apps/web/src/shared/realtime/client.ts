import {
  clientToServer,
  limits,
  serverToClient,
  type ClientEventName,
  type ClientEventPayload,
  type ServerEventName,
  type ServerEventPayload,
} from '@foyer/contracts';
import { LeadingDebounce } from './debounce';

/** What the client needs of a Socket.IO socket; tests hand in a fake. */
export interface SocketLike {
  readonly connected: boolean;
  connect(): unknown;
  disconnect(): unknown;
  emit(event: string, ...args: unknown[]): unknown;
  on(event: string, listener: (...args: unknown[]) => void): unknown;
  off(event: string, listener?: (...args: unknown[]) => void): unknown;
}

export interface RealtimeStatus {
  connected: boolean;
  loggedIn: boolean;
}

export interface RealtimeClientOptions {
  /**
   * A new socket, not yet connected and without reconnection of its own (the client retries itself).
   * It may arrive later: the app loads the Socket.IO library only when the first connection is wanted.
   */
  createSocket: () => SocketLike | Promise<SocketLike>;
  /** A token valid beyond the refresh margin (refreshing it when needed); null when signed out. */
  refreshToken: () => Promise<string | null>;
  /** Seconds since the epoch at which a token expires (0 when unknown). */
  tokenExpiry: (token: string) => number;
  /** Errors worth a report (limit reached, dropped sends); sent to client-errors by the app. */
  report: (error: Error) => void;
}

type Handler<E extends ServerEventName> = (payload: ServerEventPayload<E>) => void;

interface QueuedSend {
  event: ClientEventName;
  payload: unknown;
  attempts: number;
}

/** Consecutive login refusals after which the client stops asking for a new token. */
const MAX_LOGIN_RETRIES = 3;

/** Why Socket.IO says a socket disconnected when the server closed it on purpose (logout, login timeout). */
const closedByServer = 'io server disconnect';

/**
 * The realtime connection of spec 1 §4 and §9. It connects only while it has an access token and an
 * event and disconnects as soon as the token is gone; logs in with `login {token, event_slug}`; keeps
 * `connected` and `loggedIn` flags; queues sends until logged in (retried every 500 ms, at most 100
 * times); refreshes the token 10 s before it expires and logs in again; says `user_is_alive` every 120 s.
 * Connects and logins are debounced 1 s: the first goes at once, a burst (a token refresh and a
 * reconnect together) collapses into one a second later. A lost connection is retried every second, at
 * most 50 times; then the limit is reported and the client waits for a new token, another event or
 * `reconnect()` (the browser coming back online). A socket the server closed on purpose (logout
 * elsewhere) is not reconnected.
 */
export class RealtimeClient {
  private socket: SocketLike | null = null;
  /** A socket is on its way (`createSocket` answered a promise). */
  private creating = false;
  private token: string | null = null;
  private eventSlug: string | null = null;
  private status: RealtimeStatus = { connected: false, loggedIn: false };
  private readonly statusListeners = new Set<() => void>();
  private readonly handlers = new Map<ServerEventName, Set<(payload: unknown) => void>>();
  private readonly socketListeners = new Map<string, (...args: unknown[]) => void>();
  private queue: QueuedSend[] = [];
  private retryTimer: ReturnType<typeof setInterval> | null = null;
  private keepaliveTimer: ReturnType<typeof setInterval> | null = null;
  private refreshTimer: ReturnType<typeof setTimeout> | null = null;
  private connectAttempts = 0;
  private loginRetries = 0;
  private readonly connectSoon = new LeadingDebounce(() => this.connect(), limits.connectDebounceMs);
  private readonly loginSoon = new LeadingDebounce(() => this.login(), limits.loginDebounceMs);

  constructor(private readonly options: RealtimeClientOptions) {}

  getStatus = (): RealtimeStatus => this.status;

  /** The event the socket logs in to; server events concern this event. */
  getEventSlug = (): string | null => this.eventSlug;

  subscribeStatus = (listener: () => void): (() => void) => {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  };

  /** Sets the access token (null when signed out): connects, logs in again or disconnects. */
  setToken(token: string | null): void {
    if (token === this.token) return;
    this.token = token;
    this.scheduleRefresh();
    this.reconcile(true);
  }

  /** Sets the event the socket logs in to (null outside an event). */
  setEventSlug(slug: string | null): void {
    if (slug === this.eventSlug) return;
    this.eventSlug = slug;
    this.reconcile(true);
  }

  /** Listens to one server event; payloads are validated with the contract first. */
  on<E extends ServerEventName>(event: E, handler: Handler<E>): () => void {
    let set = this.handlers.get(event);
    if (!set) {
      set = new Set();
      this.handlers.set(event, set);
      if (this.socket) this.listen(this.socket, event);
    }
    set.add(handler as (payload: unknown) => void);
    return () => set.delete(handler as (payload: unknown) => void);
  }

  /** Sends now when logged in; otherwise queues it and retries every 500 ms, at most 100 times. */
  send<E extends ClientEventName>(event: E, payload: ClientEventPayload<E>): void {
    const parsed = clientToServer[event].safeParse(payload);
    if (!parsed.success) {
      this.options.report(new Error(`Refused to send ${event}: the payload does not match its contract`, { cause: parsed.error }));
      return;
    }
    if (this.canSend()) {
      this.socket!.emit(event, payload);
      return;
    }
    this.queue.push({ event, payload, attempts: 0 });
    this.retryTimer ??= setInterval(() => this.retry(), limits.sendRetryMs);
  }

  /**
   * Sends now and waits for the server's acknowledgement (`socket.emit(name, payload, ack)`), for events
   * whose answer matters (media signalling). Not queued: it fails at once when not logged in, and after
   * `timeoutMs` without an answer (a lost connection); the caller decides whether to try again.
   */
  request<E extends ClientEventName>(event: E, payload: ClientEventPayload<E>, timeoutMs = 10_000): Promise<unknown> {
    const parsed = clientToServer[event].safeParse(payload);
    if (!parsed.success) return Promise.reject(new Error(`Refused to send ${event}: the payload does not match its contract`, { cause: parsed.error }));
    if (!this.canSend()) return Promise.reject(new Error(`Cannot send ${event}: not logged in`));
    const socket = this.socket!;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`No answer to ${event} within ${timeoutMs} ms`)), timeoutMs);
      socket.emit(event, payload, (answer: unknown) => {
        clearTimeout(timer);
        resolve(answer);
      });
    });
  }

  /**
   * Sends now, volatile (the socket may drop it when it cannot write at once), or not at all when not logged
   * in: for messages the next one replaces, such as a dragged avatar's position.
   */
  sendVolatile<E extends ClientEventName>(event: E, payload: ClientEventPayload<E>): void {
    if (!this.canSend() || !clientToServer[event].safeParse(payload).success) return;
    const socket = this.socket as SocketLike & { volatile?: Pick<SocketLike, 'emit'> };
    (socket.volatile ?? socket).emit(event, payload);
  }

  /** Connects again now if the connection is down, with a fresh count of attempts (browser back online). */
  reconnect(): void {
    if (!this.socket || this.socket.connected) return;
    this.connectAttempts = 0;
    this.connectSoon.call();
  }

  /** Ends everything (tests, hot reload). */
  dispose(): void {
    this.token = null;
    this.eventSlug = null;
    this.reconcile(false);
    if (this.refreshTimer) clearTimeout(this.refreshTimer);
    this.refreshTimer = null;
    this.stopRetry();
    this.queue = [];
  }

  private canSend(): boolean {
    return this.status.loggedIn && this.status.connected && this.socket !== null;
  }

  private setStatus(next: Partial<RealtimeStatus>): void {
    const merged = { ...this.status, ...next };
    if (merged.connected === this.status.connected && merged.loggedIn === this.status.loggedIn) return;
    this.status = merged;
    if (merged.loggedIn) this.startKeepalive();
    else this.stopKeepalive();
    for (const l of this.statusListeners) l();
  }

  private wanted(): boolean {
    return this.token !== null && this.eventSlug !== null;
  }

  private reconcile(loginAgain: boolean): void {
    if (!this.wanted()) {
      this.connectSoon.cancel();
      this.loginSoon.cancel();
      if (this.socket) {
        const socket = this.socket;
        this.socket = null;
        for (const [event, listener] of this.socketListeners) socket.off(event, listener);
        this.socketListeners.clear();
        socket.disconnect();
      }
      this.setStatus({ connected: false, loggedIn: false });
      return;
    }
    if (!this.socket) {
      this.createSocket();
      return;
    }
    if (!this.socket.connected) {
      // Down, perhaps with its retries used up: a new token or event is worth a fresh round.
      this.connectAttempts = 0;
      this.connectSoon.call();
      return;
    }
    // A new token or another event: the same socket logs in again.
    if (loginAgain) this.loginSoon.call();
  }

  private createSocket(): void {
    if (this.creating) return;
    const adopt = (socket: SocketLike) => {
      if (this.socket || !this.wanted()) return;
      this.socket = socket;
      this.connectAttempts = 0;
      this.attach(socket);
      this.connectSoon.call();
    };
    const made = this.options.createSocket();
    if (!('then' in made)) {
      adopt(made);
      return;
    }
    this.creating = true;
    made
      .then(adopt, (error: unknown) => this.options.report(new Error('Realtime client could not be loaded', { cause: error })))
      .finally(() => {
        this.creating = false;
      });
  }

  private connect(): void {
    if (this.socket && !this.socket.connected && this.wanted()) this.socket.connect();
  }

  private attach(socket: SocketLike): void {
    const on = (event: string, listener: (...args: unknown[]) => void) => {
      this.socketListeners.set(event, listener);
      socket.on(event, listener);
    };
    on('connect', () => {
      this.connectAttempts = 0;
      this.setStatus({ connected: true, loggedIn: false });
      this.loginSoon.call();
    });
    on('disconnect', (reason) => {
      this.setStatus({ connected: false, loggedIn: false });
      this.loginSoon.cancel();
      // Closed on purpose by the server (this sign-in logged out): staying away is the point.
      if (reason !== closedByServer) this.connectSoon.call();
    });
    on('connect_error', (error) => {
      this.setStatus({ connected: false, loggedIn: false });
      this.connectAttempts += 1;
      if (this.connectAttempts <= limits.connectAttemptsReported) {
        this.connectSoon.call();
      } else if (this.connectAttempts === limits.connectAttemptsReported + 1) {
        this.options.report(new Error(`Realtime connect limit reached: ${this.connectAttempts} failed attempts`, { cause: error }));
      }
    });
    on('authenticated', (payload) => {
      if (!serverToClient.authenticated.safeParse(payload).success) return;
      this.loginRetries = 0;
      this.setStatus({ connected: true, loggedIn: true });
      this.flush();
    });
    on('login_failed', () => {
      this.setStatus({ connected: false, loggedIn: false });
      // Most refusals are an access token that expired meanwhile: refresh it and try again, a few times.
      if (this.loginRetries >= MAX_LOGIN_RETRIES) return;
      this.loginRetries += 1;
      void this.options.refreshToken().then((token) => {
        if (token && token !== this.token) this.setToken(token);
        else if (token && this.socket?.connected) this.loginSoon.call();
      });
    });
    for (const event of this.handlers.keys()) this.listen(socket, event);
  }

  private listen(socket: SocketLike, event: ServerEventName): void {
    if (this.socketListeners.has(event)) return;
    const listener = (payload: unknown) => {
      const parsed = serverToClient[event].safeParse(payload);
      if (!parsed.success) {
        console.warn(`Ignored ${event}: the payload does not match its contract`, parsed.error.issues);
        return;
      }
      for (const handler of this.handlers.get(event) ?? []) handler(parsed.data);
    };
    this.socketListeners.set(event, listener);
    socket.on(event, listener);
  }

  private login(): void {
    if (!this.socket?.connected || !this.token || !this.eventSlug) return;
    this.setStatus({ connected: true, loggedIn: false });
    this.socket.emit('login', { token: this.token, event_slug: this.eventSlug });
  }

  private flush(): void {
    const pending = this.queue;
    this.queue = [];
    for (const item of pending) this.socket!.emit(item.event, item.payload);
    this.stopRetry();
  }

  private retry(): void {
    if (this.canSend()) {
      this.flush();
      return;
    }
    const kept: QueuedSend[] = [];
    for (const item of this.queue) {
      item.attempts += 1;
      if (item.attempts >= limits.sendRetryMax) {
        this.options.report(new Error(`Dropped ${item.event}: not logged in after ${item.attempts} retries`));
      } else {
        kept.push(item);
      }
    }
    this.queue = kept;
    if (kept.length === 0) this.stopRetry();
  }

  private stopRetry(): void {
    if (this.retryTimer) clearInterval(this.retryTimer);
    this.retryTimer = null;
  }

  private startKeepalive(): void {
    if (this.keepaliveTimer) return;
    this.keepaliveTimer = setInterval(() => {
      if (this.canSend()) this.socket!.emit('user_is_alive', {});
    }, limits.keepaliveMs);
  }

  private stopKeepalive(): void {
    if (this.keepaliveTimer) clearInterval(this.keepaliveTimer);
    this.keepaliveTimer = null;
  }

  /** Refreshes the token 10 s before it expires; the new token comes back through `setToken`. */
  private scheduleRefresh(): void {
    if (this.refreshTimer) clearTimeout(this.refreshTimer);
    this.refreshTimer = null;
    if (!this.token) return;
    const expiresAt = this.options.tokenExpiry(this.token) * 1000;
    if (!expiresAt) return;
    const delay = Math.max(0, expiresAt - limits.accessTokenRefreshMarginMs - Date.now());
    this.refreshTimer = setTimeout(() => {
      this.refreshTimer = null;
      void this.options
        .refreshToken()
        // Only a new token matters here; signing out reaches the client through `setToken(null)`.
        .then((token) => {
          if (token) this.setToken(token);
        })
        .catch((error: unknown) => this.options.report(new Error('Realtime token refresh failed', { cause: error })));
    }, delay);
  }
}
