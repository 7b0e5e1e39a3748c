import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Keeps a test that moves the server's test clock (POST /api/dev/clock, tagged `@clock`) from running
 * while any other test runs in another worker: the clock is the whole server's, so everyone else's tokens
 * would expire and every person would count as offline for as long as it is moved.
 *
 * Shared with the other workers through files: every test leaves a marker while it runs, the clock test a
 * lock. A test writes its marker first and only then looks for the lock (backing off while there is one);
 * the clock test takes the lock first and only then waits for the others' markers to go. So one of the two
 * always sees the other.
 */
const pollMs = 100;

function gateDir(baseURL: string): string {
  const dir = process.env.FOYER_E2E_DATA_DIR
    ? path.join(process.env.FOYER_E2E_DATA_DIR, 'e2e-gate')
    : path.join(os.tmpdir(), `foyer-e2e-gate-${new URL(baseURL).port}`);
  fs.mkdirSync(dir, { recursive: true });
  return dir;
}

const pause = () => new Promise((resolve) => setTimeout(resolve, pollMs));

/** Whether the worker process that left a marker or the lock still runs (a crashed one leaves its files). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

const othersRunning = (dir: string) =>
  fs.readdirSync(dir).some((name) => name.startsWith('running-') && alive(Number(name.split('-')[1])));

function lockHeld(lock: string): boolean {
  try {
    const pid = fs.readFileSync(lock, 'utf8');
    return pid === '' || alive(Number(pid)); // empty: being written by its owner
  } catch {
    return false; // no lock
  }
}

/** Waits until this test may run; answers what ends its turn (call it when the test ends). */
export async function enterGate(baseURL: string, movesClock: boolean): Promise<() => void> {
  const dir = gateDir(baseURL);
  const lock = path.join(dir, 'clock.lock');
  const marker = path.join(dir, `running-${process.pid}-${crypto.randomUUID()}`);
  if (movesClock) {
    for (;;) {
      try {
        fs.writeFileSync(lock, String(process.pid), { flag: 'wx' });
        break;
      } catch {
        // Another clock test has it, or had it and crashed.
        if (!lockHeld(lock)) fs.rmSync(lock, { force: true });
        else await pause();
      }
    }
    while (othersRunning(dir)) await pause();
    return () => fs.rmSync(lock, { force: true });
  }
  for (;;) {
    fs.writeFileSync(marker, '');
    if (!lockHeld(lock)) return () => fs.rmSync(marker, { force: true });
    fs.rmSync(marker, { force: true });
    while (lockHeld(lock)) await pause();
  }
}
