import { describe, expect, it, vi } from 'vitest';
import { onLoggedIn, onLoggedInAgain } from './binding';

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
