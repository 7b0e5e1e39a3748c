/**
 * The device compatibility check (spec 3 §4): audio, videocall and screenshare are tested in order, 3 s
 * apart; each item goes pending → processing → success or failed; the overall result is processing until
 * every item is done, then failed when any failed, else success.
 */
export const checkItems = ['audio', 'videocall', 'screenshare'] as const;
export type CheckItem = (typeof checkItems)[number];

export type ItemStatus = 'pending' | 'processing' | 'success' | 'failed';
export type OverallStatus = 'processing' | 'failed' | 'success';

/**
 * Why an item failed. The first three are the spec's device test messages ('Permission denied', 'Not found
 * device', 'Browser is not supported'); `no_connection` is the videocall item reaching no media server.
 */
export type FailureReason = 'permission_denied' | 'not_found' | 'not_supported' | 'no_connection';

/** How the videocall probe reached our media server: straight, or relayed through TURN. */
export type MediaPath = 'direct' | 'relay';

export interface ItemState {
  status: ItemStatus;
  reason?: FailureReason;
  /** Videocall only: the path the probe's media took; `untested` when nobody is signed in to probe with. */
  path?: MediaPath | 'untested';
}

export type CheckState = Record<CheckItem, ItemState>;

/** Spec 3 §9: "compatibility test step 3 s". */
export const checkStepMs = 3000;

export function initialCheck(): CheckState {
  return { audio: { status: 'pending' }, videocall: { status: 'pending' }, screenshare: { status: 'pending' } };
}

export type CheckAction =
  | { type: 'start'; item: CheckItem }
  | { type: 'succeed'; item: CheckItem; path?: ItemState['path'] }
  | { type: 'fail'; item: CheckItem; reason: FailureReason }
  | { type: 'reset' };

/**
 * One item's move. Only the forward moves exist: pending → processing, processing → success | failed; an
 * item starts only when the ones before it are done (the order of the check). Anything else leaves the
 * state as it is (a late answer of a check that was reset, for one).
 */
export function checkReducer(state: CheckState, action: CheckAction): CheckState {
  if (action.type === 'reset') return initialCheck();
  const current = state[action.item];
  if (action.type === 'start') {
    const before = checkItems.slice(0, checkItems.indexOf(action.item));
    if (current.status !== 'pending' || before.some((item) => !isDone(state[item]))) return state;
    return { ...state, [action.item]: { status: 'processing' } };
  }
  if (current.status !== 'processing') return state;
  if (action.type === 'succeed') return { ...state, [action.item]: { status: 'success', ...(action.path ? { path: action.path } : {}) } };
  return { ...state, [action.item]: { status: 'failed', reason: action.reason } };
}

const isDone = (item: ItemState) => item.status === 'success' || item.status === 'failed';

export function overallStatus(state: CheckState): OverallStatus {
  const items = checkItems.map((item) => state[item]);
  if (!items.every(isDone)) return 'processing';
  return items.some((item) => item.status === 'failed') ? 'failed' : 'success';
}

/**
 * A getUserMedia/getDisplayMedia refusal in the spec's words. Browsers name their errors differently
 * (older Chrome: PermissionDeniedError, DevicesNotFoundError); a device another program holds cannot be
 * used, which to the person is a device not found.
 */
export function failureReason(error: unknown): Exclude<FailureReason, 'no_connection'> {
  const name = error && typeof error === 'object' && 'name' in error ? String((error as { name: unknown }).name) : '';
  if (['NotAllowedError', 'PermissionDeniedError', 'SecurityError'].includes(name)) return 'permission_denied';
  if (['NotFoundError', 'DevicesNotFoundError', 'OverconstrainedError', 'ConstraintNotSatisfiedError', 'NotReadableError', 'TrackStartError', 'AbortError'].includes(name)) {
    return 'not_found';
  }
  return 'not_supported';
}
