import { describe, expect, it, vi } from 'vitest';
import { onLoggedIn, onLoggedInAgain, stayInRoom } from './binding';

function fakeClient(loggedIn: boolean) {
  const listeners = new Set<() => void>();
  let status = { connected: loggedIn, loggedIn };
  return {
    getStatus: () => status,
    subscribeStatus: (l: () => void) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    set(next: boolean) {
      status = { connected: next, loggedIn: next };
      listeners.forEach((l) => l());
    },
  };
}

describe('onLoggedInAgain', () => {
  it('calls back on each new login after the first, not on the first one', () => {
    const client = fakeClient(false);
    const callback = vi.fn();
    onLoggedInAgain(client, callback);
    client.set(true);
    expect(callback).not.toHaveBeenCalled();
    client.set(false);
    client.set(true);
    expect(callback).toHaveBeenCalledTimes(1);
    client.set(true);
    expect(callback).toHaveBeenCalledTimes(1);
    client.set(false);
    client.set(true);
    expect(callback).toHaveBeenCalledTimes(2);
  });

  it('counts a login that was already there when it started listening', () => {
    const client = fakeClient(true);
    const callback = vi.fn();
    const stop = onLoggedInAgain(client, callback);
    client.set(false);
    client.set(true);
    expect(callback).toHaveBeenCalledTimes(1);
    stop();
    client.set(false);
    client.set(true);
    expect(callback).toHaveBeenCalledTimes(1);
  });
});

describe('onLoggedIn', () => {
  it('calls back on every login it sees, the first one included', () => {
    const client = fakeClient(false);
    const callback = vi.fn();
    onLoggedIn(client, callback);
    client.set(true);
    client.set(true);
    expect(callback).toHaveBeenCalledTimes(1);
    client.set(false);
    client.set(true);
    expect(callback).toHaveBeenCalledTimes(2);
  });
});

describe('stayInRoom', () => {
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('joins now and after every login, reads again after each answered join, and leaves at the end', async () => {
    const client = fakeClient(true);
    const answers: Array<(answer: unknown) => void> = [];
    const join = vi.fn(() => new Promise((resolve) => answers.push(resolve)));
    const leave = vi.fn();
    const joined = vi.fn();
    const stop = stayInRoom(client, join, leave, joined);
    expect(join).toHaveBeenCalledTimes(1);
    // Nothing is read again before the server has the socket in the room.
    await settle();
    expect(joined).not.toHaveBeenCalled();
    answers[0]!({ ok: true });
    await settle();
    expect(joined).toHaveBeenCalledTimes(1);

    client.set(false);
    client.set(true);
    expect(join).toHaveBeenCalledTimes(2);
    // A refused join reads nothing again.
    answers[1]!({ ok: false, code: 'space_closed' });
    await settle();
    expect(joined).toHaveBeenCalledTimes(1);

    client.set(false);
    client.set(true);
    stop();
    expect(leave).toHaveBeenCalledTimes(1);
    // A join answered after the page went away changes nothing there.
    answers[2]!({ ok: true });
    await settle();
    expect(joined).toHaveBeenCalledTimes(1);
    client.set(false);
    client.set(true);
    expect(join).toHaveBeenCalledTimes(3);
  });

  it('waits for the login when the first join cannot go', async () => {
    const client = fakeClient(false);
    const join = vi.fn().mockRejectedValueOnce(new Error('Cannot send join_chat: not logged in')).mockResolvedValue({ ok: true });
    const joined = vi.fn();
    stayInRoom(client, join, vi.fn(), joined);
    await settle();
    expect(joined).not.toHaveBeenCalled();
    client.set(true);
    await settle();
    expect(join).toHaveBeenCalledTimes(2);
    expect(joined).toHaveBeenCalledTimes(1);
  });
});
