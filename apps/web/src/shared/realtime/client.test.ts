import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RealtimeClient } from './client';
import { FakeSocket } from './fake-socket';

function jwt(expSeconds: number): string {
  return `x.${btoa(JSON.stringify({ exp: expSeconds, sub: '1' }))}.y`;
}
const expiry = (token: string) => (JSON.parse(atob(token.split('.')[1]!)) as { exp: number }).exp;

function setup(overrides: Partial<ConstructorParameters<typeof RealtimeClient>[0]> = {}) {
  const sockets: FakeSocket[] = [];
  const report = vi.fn();
  const refreshToken = vi.fn(async () => null as string | null);
  const client = new RealtimeClient({
    createSocket: () => {
      const s = new FakeSocket();
      sockets.push(s);
      return s;
    },
    refreshToken,
    tokenExpiry: expiry,
    report,
    ...overrides,
  });
  return { client, sockets, report, refreshToken, socket: () => sockets.at(-1)! };
}

describe('RealtimeClient', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-05-01T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  const now = () => Math.floor(Date.now() / 1000);

  it('connects only with an access token and an event, and disconnects when the token goes', () => {
    const { client, sockets, socket } = setup();
    client.setEventSlug('demo');
    expect(sockets).toHaveLength(0);
    client.setToken(jwt(now() + 900));
    expect(sockets).toHaveLength(1);
    expect(socket().connect).toHaveBeenCalled();
    socket().fire('connect');
    expect(client.getStatus()).toEqual({ connected: true, loggedIn: false });
    client.setToken(null);
    expect(socket().disconnect).toHaveBeenCalled();
    expect(client.getStatus()).toEqual({ connected: false, loggedIn: false });
  });

  it('logs in with token and event slug on connect; authenticated sets logged in', () => {
    const { client, socket } = setup();
    const token = jwt(now() + 900);
    client.setEventSlug('demo');
    client.setToken(token);
    socket().fire('connect');
    expect(socket().sent('login')).toEqual([{ token, event_slug: 'demo' }]);
    socket().fire('authenticated', { user_id: 1, event_slug: 'demo' });
    expect(client.getStatus()).toEqual({ connected: true, loggedIn: true });
  });

  it.each(['disconnect', 'connect_error', 'login_failed'])('%s resets both flags', (event) => {
    const { client, socket } = setup();
    client.setEventSlug('demo');
    client.setToken(jwt(now() + 900));
    socket().fire('connect');
    socket().fire('authenticated', { user_id: 1, event_slug: 'demo' });
    socket().fire(event, event === 'login_failed' ? { detail: 'no' } : undefined);
    expect(client.getStatus()).toEqual({ connected: false, loggedIn: false });
  });

  it('queues sends until logged in, retrying every 500 ms', () => {
    const { client, socket } = setup();
    client.setEventSlug('demo');
    client.setToken(jwt(now() + 900));
    client.send('subscribe_to_space', { event_slug: 'demo', space_id: 3 });
    expect(socket().sent('subscribe_to_space')).toHaveLength(0);
    socket().fire('connect');
    vi.advanceTimersByTime(1500);
    expect(socket().sent('subscribe_to_space')).toHaveLength(0);
    // Logged in between two retries: the next tick (or the login itself) delivers the queue once.
    socket().fire('authenticated', { user_id: 1, event_slug: 'demo' });
    vi.advanceTimersByTime(500);
    expect(socket().sent('subscribe_to_space')).toEqual([{ event_slug: 'demo', space_id: 3 }]);
    client.send('unsubscribe_from_space', { event_slug: 'demo', space_id: 3 });
    expect(socket().sent('unsubscribe_from_space')).toHaveLength(1);
  });

  it('drops a send after 100 retries and reports it', () => {
    const { client, socket, report } = setup();
    client.setEventSlug('demo');
    client.setToken(jwt(now() + 900));
    client.send('subscribe_to_space', { event_slug: 'demo' });
    vi.advanceTimersByTime(500 * 99);
    expect(report).not.toHaveBeenCalled();
    vi.advanceTimersByTime(500);
    expect(report).toHaveBeenCalledTimes(1);
    socket().fire('connect');
    socket().fire('authenticated', { user_id: 1, event_slug: 'demo' });
    expect(socket().sent('subscribe_to_space')).toHaveLength(0);
  });

  it('request: sends with an acknowledgement and resolves with the answer; fails when not logged in or unanswered', async () => {
    const { client, socket } = setup();
    client.setEventSlug('demo');
    client.setToken(jwt(now() + 900));
    await expect(client.request('exit_videocalls', {})).rejects.toThrow(/not logged in/);
    socket().fire('connect');
    socket().fire('authenticated', { user_id: 1, event_slug: 'demo' });
    const answered = client.request('exit_videocalls', {});
    socket().acks.get('exit_videocalls')![0]!({ ok: true });
    await expect(answered).resolves.toEqual({ ok: true });
    const lost = client.request('exit_videocalls', {}, 2000);
    vi.advanceTimersByTime(2000);
    await expect(lost).rejects.toThrow(/No answer/);
  });

  it('refuses a send whose payload breaks its contract', () => {
    const { client, socket, report } = setup();
    client.setEventSlug('demo');
    client.setToken(jwt(now() + 900));
    socket().fire('connect');
    socket().fire('authenticated', { user_id: 1, event_slug: 'demo' });
    client.send('subscribe_to_space', { event_slug: '' });
    expect(socket().sent('subscribe_to_space')).toHaveLength(0);
    expect(report).toHaveBeenCalled();
  });

  it('retries a failed connect every second, 50 times at most, then reports the limit once and waits', () => {
    const { client, socket, report } = setup();
    client.setEventSlug('demo');
    client.setToken(jwt(now() + 900));
    expect(socket().connect).toHaveBeenCalledTimes(1);
    for (let retry = 1; retry <= 50; retry++) {
      socket().fire('connect_error', new Error('down'));
      vi.advanceTimersByTime(999);
      expect(socket().connect).toHaveBeenCalledTimes(retry);
      vi.advanceTimersByTime(1);
      expect(socket().connect).toHaveBeenCalledTimes(retry + 1);
    }
    expect(report).not.toHaveBeenCalled();
    socket().fire('connect_error', new Error('down'));
    expect(report).toHaveBeenCalledTimes(1);
    expect(String(report.mock.calls[0]![0])).toMatch(/limit reached: 51 failed attempts/);
    vi.advanceTimersByTime(60_000);
    expect(socket().connect).toHaveBeenCalledTimes(51);
    // The browser is back online (or a new token arrives): a fresh round.
    client.reconnect();
    expect(socket().connect).toHaveBeenCalledTimes(52);
    socket().fire('connect');
    expect(client.getStatus().connected).toBe(true);
  });

  it('reconnects a dropped connection at once, then at most once a second', () => {
    const { client, socket } = setup();
    client.setEventSlug('demo');
    client.setToken(jwt(now() + 900));
    socket().fire('connect');
    vi.advanceTimersByTime(5000);
    socket().fire('disconnect', 'transport close');
    expect(socket().connect).toHaveBeenCalledTimes(2);
    socket().fire('connect');
    socket().fire('disconnect', 'ping timeout');
    vi.advanceTimersByTime(999);
    expect(socket().connect).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1);
    expect(socket().connect).toHaveBeenCalledTimes(3);
  });

  it('stays away when the server closed the socket on purpose (this sign-in logged out elsewhere)', () => {
    const { client, socket } = setup();
    client.setEventSlug('demo');
    client.setToken(jwt(now() + 900));
    socket().fire('connect');
    socket().fire('authenticated', { user_id: 1, event_slug: 'demo' });
    vi.advanceTimersByTime(5000);
    socket().fire('disconnect', 'io server disconnect');
    vi.advanceTimersByTime(60_000);
    expect(socket().connect).toHaveBeenCalledTimes(1);
    expect(client.getStatus()).toEqual({ connected: false, loggedIn: false });
  });

  it('logs in at once on connect, and collapses the logins of the next second into one with the newest token and event', () => {
    const { client, socket } = setup();
    const first = jwt(now() + 900);
    const second = jwt(now() + 901);
    client.setEventSlug('demo');
    client.setToken(first);
    socket().fire('connect');
    expect(socket().sent('login')).toEqual([{ token: first, event_slug: 'demo' }]);
    client.setToken(second);
    client.setEventSlug('other');
    vi.advanceTimersByTime(999);
    expect(socket().sent('login')).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(socket().sent('login')).toEqual([
      { token: first, event_slug: 'demo' },
      { token: second, event_slug: 'other' },
    ]);
    vi.advanceTimersByTime(5000);
    expect(socket().sent('login')).toHaveLength(2);
  });

  it('drops a pending login and reconnect when the tokens go away, and never connects again without them', () => {
    const { client, sockets, socket } = setup();
    client.setEventSlug('demo');
    client.setToken(jwt(now() + 900));
    socket().fire('connect');
    client.setEventSlug('other');
    client.setToken(null);
    expect(socket().disconnect).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_000);
    expect(socket().sent('login')).toHaveLength(1);
    expect(socket().connect).toHaveBeenCalledTimes(1);
    expect(sockets).toHaveLength(1);
  });

  it('connects once a socket that comes later (the library loading) arrives, unless the tokens went away meanwhile', async () => {
    let arrive!: (socket: FakeSocket) => void;
    const created: FakeSocket[] = [];
    const { client } = setup({
      createSocket: () =>
        new Promise<FakeSocket>((resolve) => {
          arrive = (s) => {
            created.push(s);
            resolve(s);
          };
        }),
    });
    client.setEventSlug('demo');
    client.setToken(jwt(now() + 900));
    client.setToken(jwt(now() + 901));
    arrive(new FakeSocket());
    await vi.advanceTimersByTimeAsync(0);
    expect(created[0]!.connect).toHaveBeenCalledTimes(1);

    client.setToken(null);
    client.setToken(jwt(now() + 902));
    client.setToken(null);
    arrive(new FakeSocket());
    await vi.advanceTimersByTimeAsync(0);
    expect(created[1]!.connect).not.toHaveBeenCalled();
    expect(client.getStatus()).toEqual({ connected: false, loggedIn: false });
  });

  it('refreshes the token 10 s before expiry and logs in again with the new one', async () => {
    const fresh = jwt(now() + 1800);
    const { client, socket, refreshToken } = setup();
    refreshToken.mockResolvedValue(fresh);
    client.setEventSlug('demo');
    client.setToken(jwt(now() + 60));
    socket().fire('connect');
    socket().fire('authenticated', { user_id: 1, event_slug: 'demo' });
    await vi.advanceTimersByTimeAsync(49_000);
    expect(refreshToken).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(refreshToken).toHaveBeenCalledTimes(1);
    expect(socket().sent('login').at(-1)).toEqual({ token: fresh, event_slug: 'demo' });
    expect(client.getStatus().loggedIn).toBe(false);
  });

  it('says user_is_alive every 120 s while logged in', () => {
    const { client, socket } = setup();
    client.setEventSlug('demo');
    client.setToken(jwt(now() + 3600));
    socket().fire('connect');
    socket().fire('authenticated', { user_id: 1, event_slug: 'demo' });
    vi.advanceTimersByTime(240_000);
    expect(socket().sent('user_is_alive')).toHaveLength(2);
    socket().fire('disconnect');
    vi.advanceTimersByTime(240_000);
    expect(socket().sent('user_is_alive')).toHaveLength(2);
  });

  it('validates incoming payloads before handlers see them', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { client, socket } = setup();
    const handler = vi.fn();
    client.on('updated_published_space', handler);
    client.setEventSlug('demo');
    client.setToken(jwt(now() + 900));
    socket().fire('updated_published_space', { id: 'x' });
    expect(handler).not.toHaveBeenCalled();
    socket().fire('updated_published_space', { id: 4, type: 'map', slug: 'hall', published: false });
    expect(handler).toHaveBeenCalledWith({ id: 4, type: 'map', slug: 'hall', published: false });
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});
