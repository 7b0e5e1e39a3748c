import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BackgroundSweeps } from './sweeps';

/** A logger whose lines the test reads. */
function capturedLogger() {
  const lines: { msg: string; err?: { message: string } }[] = [];
  const logger = pino({ level: 'error' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  return { logger, lines };
}

/** A run the test finishes when it likes. */
function heldRun() {
  let finish = () => {};
  const signals: AbortSignal[] = [];
  const work = vi.fn((signal: AbortSignal) => {
    signals.push(signal);
    return new Promise<void>((resolve) => (finish = resolve));
  });
  return { work, signals, finish: () => finish() };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('background sweeps', () => {
  it('runs each sweep on its own schedule, the first after its delay (or at once), the next after each run ends', async () => {
    const sweeps = new BackgroundSweeps(capturedLogger().logger);
    const periodic = vi.fn(() => Promise.resolve());
    const atStart = vi.fn(() => Promise.resolve());
    sweeps.every('periodic', { everyMs: 1000 }, periodic);
    sweeps.every('at start', { everyMs: 5000, firstAfterMs: 0 }, atStart);
    expect(atStart).toHaveBeenCalledTimes(1);
    expect(periodic).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    expect(periodic).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(3000);
    expect(periodic).toHaveBeenCalledTimes(4);
    await vi.advanceTimersByTimeAsync(1000);
    expect(atStart).toHaveBeenCalledTimes(2);
    await sweeps.close();
  });

  it('never runs a sweep twice at once: a run asked for meanwhile follows it, its schedule waits for it', async () => {
    const sweeps = new BackgroundSweeps(capturedLogger().logger);
    const held = heldRun();
    const sweep = sweeps.every('held', { everyMs: 1000 }, held.work);
    await vi.advanceTimersByTimeAsync(1000);
    sweep.run();
    sweep.run();
    await vi.advanceTimersByTimeAsync(5000);
    expect(held.work).toHaveBeenCalledTimes(1);
    held.finish();
    await vi.advanceTimersByTimeAsync(0);
    // The two asked for meanwhile are one run after it.
    expect(held.work).toHaveBeenCalledTimes(2);
    held.finish();
    await vi.advanceTimersByTimeAsync(1000);
    expect(held.work).toHaveBeenCalledTimes(3);
    held.finish();
    await sweeps.close();
  });

  it('logs a failed run under its name and runs again on schedule', async () => {
    const { logger, lines } = capturedLogger();
    const sweeps = new BackgroundSweeps(logger);
    const failing = vi.fn(() => Promise.reject(new Error('database away')));
    sweeps.every('sweeping the seats', { everyMs: 1000 }, failing);
    await vi.advanceTimersByTimeAsync(2000);
    expect(failing).toHaveBeenCalledTimes(2);
    expect(lines.map((l) => [l.msg, l.err?.message])).toEqual([
      ['sweeping the seats failed', 'database away'],
      ['sweeping the seats failed', 'database away'],
    ]);
    await sweeps.close();
  });

  it('paused, starts no run, neither on schedule nor asked for, until resumed; pausing waits for the run under way', async () => {
    const sweeps = new BackgroundSweeps(capturedLogger().logger);
    const held = heldRun();
    const sweep = sweeps.every('held', { everyMs: 1000 }, held.work);
    await vi.advanceTimersByTimeAsync(1000);
    let paused = false;
    const pausing = sweeps.pause().then(() => (paused = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(paused).toBe(false);
    held.finish();
    await pausing;
    sweep.run();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(held.work).toHaveBeenCalledTimes(1);
    sweeps.resume();
    await vi.advanceTimersByTimeAsync(1000);
    expect(held.work).toHaveBeenCalledTimes(2);
    held.finish();
    await sweeps.close();
  });

  it('started paused (a test counting statements), runs not even the sweeps due at start', async () => {
    const sweeps = new BackgroundSweeps(capturedLogger().logger, { paused: true });
    const atStart = vi.fn(() => Promise.resolve());
    sweeps.every('at start', { everyMs: 1000, firstAfterMs: 0 }, atStart);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(atStart).not.toHaveBeenCalled();
    sweeps.resume();
    await vi.advanceTimersByTimeAsync(1000);
    expect(atStart).toHaveBeenCalledTimes(1);
    await sweeps.close();
  });

  it('closing stops every sweep, tells the run under way by its signal and waits for it; later sweeps never run', async () => {
    const sweeps = new BackgroundSweeps(capturedLogger().logger);
    const held = heldRun();
    const other = vi.fn(() => Promise.resolve());
    sweeps.every('held', { everyMs: 1000 }, held.work);
    const sweep = sweeps.every('other', { everyMs: 700 }, other);
    await vi.advanceTimersByTimeAsync(1000);
    expect(other).toHaveBeenCalledTimes(1);
    let closed = false;
    const closing = sweeps.close().then(() => (closed = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(held.signals[0]?.aborted).toBe(true);
    expect(closed).toBe(false);
    held.finish();
    await closing;
    sweep.run();
    const late = vi.fn(() => Promise.resolve());
    sweeps.every('late', { everyMs: 100, firstAfterMs: 0 }, late);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(held.work).toHaveBeenCalledTimes(1);
    expect(other).toHaveBeenCalledTimes(1);
    expect(late).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stops one sweep alone, the others running on', async () => {
    const sweeps = new BackgroundSweeps(capturedLogger().logger);
    const stopped = vi.fn(() => Promise.resolve());
    const running = vi.fn(() => Promise.resolve());
    const sweep = sweeps.every('stopped', { everyMs: 1000 }, stopped);
    sweeps.every('running', { everyMs: 1000 }, running);
    await sweep.stop();
    await vi.advanceTimersByTimeAsync(3000);
    expect(stopped).not.toHaveBeenCalled();
    expect(running).toHaveBeenCalledTimes(3);
    await sweeps.close();
  });
});
