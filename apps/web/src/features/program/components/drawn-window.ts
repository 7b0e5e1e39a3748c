/** A run of indexes (rows down, or chunks across) drawn by the timetable's grid, both ends included. */
export interface IndexWindow {
  start: number;
  end: number;
}

type Visible = { startIndex: number; endIndex: number } | null;

/** The visible indexes with `overscan` more on each side, within `count`; null when nothing is visible. */
export function around(visible: Visible, overscan: number, count: number): IndexWindow | null {
  if (!visible || count === 0) return null;
  return { start: Math.max(0, visible.startIndex - overscan), end: Math.min(count - 1, visible.endIndex + overscan) };
}

/**
 * What a render draws: the window drawn before while it still covers every visible index (a scroll that
 * crosses into the overscan changes nothing in its frame); grown just enough to cover them when the scroll
 * went past it (that frame mounts only what came into view); after a jump, the visible indexes and their overscan.
 */
export function windowToDraw(drawn: IndexWindow | null, visible: Visible, overscan: number, count: number): IndexWindow | null {
  if (!drawn || !visible || drawn.end >= count || visible.endIndex < drawn.start - 1 || visible.startIndex > drawn.end + 1) return around(visible, overscan, count);
  if (drawn.start <= visible.startIndex && visible.endIndex <= drawn.end) return drawn;
  return { start: Math.min(drawn.start, visible.startIndex), end: Math.max(drawn.end, visible.endIndex) };
}

/** Which way a scroll last moved the visible indexes: -1 back, 1 on, 0 not yet. */
export interface Motion {
  visible: Visible;
  direction: -1 | 0 | 1;
}

/**
 * The window to draw next, between frames: the visible indexes with `overscan` behind and `ahead` in the
 * direction the scroll last moved them (one late idle moment does not leave the next crossing undrawn).
 * Updates `motion` with what is visible now.
 */
export function windowAhead(visible: Visible, motion: Motion, overscan: number, ahead: number, count: number): IndexWindow | null {
  if (visible && motion.visible && visible.startIndex !== motion.visible.startIndex) motion.direction = visible.startIndex > motion.visible.startIndex ? 1 : -1;
  motion.visible = visible;
  if (!visible || count === 0) return null;
  return {
    start: Math.max(0, visible.startIndex - (motion.direction < 0 ? ahead : overscan)),
    end: Math.min(count - 1, visible.endIndex + (motion.direction > 0 ? ahead : overscan)),
  };
}

export const sameWindow = (a: IndexWindow | null, b: IndexWindow | null) => a?.start === b?.start && a?.end === b?.end;

/** Runs `task` when the main thread is next idle (between frames); the timeout bounds the wait on a busy page. */
export function whenIdle(task: () => void): () => void {
  const { requestIdleCallback: request, cancelIdleCallback: cancel } = window;
  if (typeof request === 'function') {
    const id = request.call(window, task, { timeout: 50 });
    return () => cancel.call(window, id);
  }
  // Safari has no idle callbacks: a task after this one, still outside the frame that scrolled.
  const id = window.setTimeout(task, 1);
  return () => window.clearTimeout(id);
}
