import { checkItems, checkStepMs, failureReason, type CheckAction, type CheckItem, type FailureReason, type ItemState } from './check-steps';

/** What one item's test found. A tester may also throw a getUserMedia-style error (read by `failureReason`). */
export type TestOutcome = { ok: true; path?: ItemState['path'] } | { ok: false; reason: FailureReason };

export type CheckTesters = Record<CheckItem, (signal: AbortSignal) => Promise<TestOutcome>>;

export interface RunOptions {
  signal: AbortSignal;
  /** Between the starts of two items (spec: 3 s); a slow item delays the next, the order stays. */
  stepMs?: number;
  now?: () => number;
  wait?: (ms: number, signal: AbortSignal) => Promise<void>;
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (ms <= 0 || signal.aborted) return resolve();
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/**
 * Runs the three tests in order, each starting `stepMs` after the one before it started (and not before it
 * ended), and reports every move through `dispatch`. Stops quietly when `signal` aborts (the modal closed
 * or the check started again): nothing is dispatched after that.
 */
export async function runDeviceCheck(testers: CheckTesters, dispatch: (action: CheckAction) => void, options: RunOptions): Promise<void> {
  const { signal, stepMs = checkStepMs, now = () => Date.now(), wait = sleep } = options;
  const started = now();
  for (const [index, item] of checkItems.entries()) {
    await wait(started + index * stepMs - now(), signal);
    if (signal.aborted) return;
    dispatch({ type: 'start', item });
    let outcome: TestOutcome;
    try {
      outcome = await testers[item](signal);
    } catch (error) {
      outcome = { ok: false, reason: failureReason(error) };
    }
    if (signal.aborted) return;
    dispatch(outcome.ok ? { type: 'succeed', item, ...(outcome.path ? { path: outcome.path } : {}) } : { type: 'fail', item, reason: outcome.reason });
  }
}
