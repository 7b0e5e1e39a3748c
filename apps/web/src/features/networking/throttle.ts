/**
 * Calls `send` at most once per `intervalMs`: the first call goes at once, later ones within the interval
 * are held and the latest of them goes when it ends, so the last position always arrives. `flush` sends a
 * held call now (the drag ended); `cancel` drops it (the page closed).
 */
export function throttle<A extends unknown[]>(send: (...args: A) => void, intervalMs: number, now: () => number = () => Date.now()) {
  let last = -Infinity;
  let held: A | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const fire = () => {
    timer = null;
    if (!held) return;
    const args = held;
    held = null;
    last = now();
    send(...args);
  };

  return {
    call(...args: A) {
      held = args;
      const wait = last + intervalMs - now();
      if (wait <= 0 && !timer) fire();
      else timer ??= setTimeout(fire, Math.max(wait, 0));
    },
    flush() {
      if (timer) clearTimeout(timer);
      fire();
    },
    cancel() {
      if (timer) clearTimeout(timer);
      timer = null;
      held = null;
    },
  };
}
