import { describe, expect, it } from 'vitest';
import { checkItems, checkReducer, failureReason, initialCheck, overallStatus, type CheckAction, type CheckState } from './check-steps';
import { runDeviceCheck, type CheckTesters } from './run-check';

const play = (actions: CheckAction[], from: CheckState = initialCheck()) => actions.reduce(checkReducer, from);

describe('device check steps', () => {
  it('starts with every item pending and the whole check processing', () => {
    expect(initialCheck()).toEqual({ audio: { status: 'pending' }, videocall: { status: 'pending' }, screenshare: { status: 'pending' } });
    expect(overallStatus(initialCheck())).toBe('processing');
  });

  it('moves each item pending → processing → success or failed, in the order audio, videocall, screenshare', () => {
    const state = play([
      { type: 'start', item: 'audio' },
      { type: 'succeed', item: 'audio' },
      { type: 'start', item: 'videocall' },
      { type: 'succeed', item: 'videocall', path: 'relay' },
      { type: 'start', item: 'screenshare' },
    ]);
    expect(state).toEqual({ audio: { status: 'success' }, videocall: { status: 'success', path: 'relay' }, screenshare: { status: 'processing' } });
    expect(overallStatus(state)).toBe('processing');
    expect(overallStatus(checkReducer(state, { type: 'succeed', item: 'screenshare' }))).toBe('success');
    expect(overallStatus(checkReducer(state, { type: 'fail', item: 'screenshare', reason: 'not_supported' }))).toBe('failed');
  });

  it('is failed when any item failed, once every item is done', () => {
    const state = play([
      { type: 'start', item: 'audio' },
      { type: 'fail', item: 'audio', reason: 'permission_denied' },
      { type: 'start', item: 'videocall' },
    ]);
    expect(state.audio).toEqual({ status: 'failed', reason: 'permission_denied' });
    expect(overallStatus(state)).toBe('processing');
    const done = play([{ type: 'succeed', item: 'videocall' }, { type: 'start', item: 'screenshare' }, { type: 'succeed', item: 'screenshare' }], state);
    expect(overallStatus(done)).toBe('failed');
  });

  it('refuses moves out of order: no skipping ahead, no going back, no ending what never started', () => {
    const start = initialCheck();
    expect(checkReducer(start, { type: 'start', item: 'videocall' })).toBe(start);
    expect(checkReducer(start, { type: 'succeed', item: 'audio' })).toBe(start);
    const done = play([{ type: 'start', item: 'audio' }, { type: 'succeed', item: 'audio' }]);
    expect(checkReducer(done, { type: 'fail', item: 'audio', reason: 'not_found' })).toBe(done);
    expect(checkReducer(done, { type: 'start', item: 'audio' })).toBe(done);
    expect(checkReducer(done, { type: 'reset' })).toEqual(initialCheck());
  });

  it('reads browser errors as the spec’s messages', () => {
    const error = (name: string) => Object.assign(new Error(name), { name });
    expect(failureReason(new DOMException('denied', 'NotAllowedError'))).toBe('permission_denied');
    expect(failureReason(error('PermissionDeniedError'))).toBe('permission_denied');
    expect(failureReason(new DOMException('none', 'NotFoundError'))).toBe('not_found');
    expect(failureReason(error('DevicesNotFoundError'))).toBe('not_found');
    expect(failureReason(error('NotReadableError'))).toBe('not_found');
    expect(failureReason(new TypeError('navigator.mediaDevices is undefined'))).toBe('not_supported');
    expect(failureReason(error('NotSupportedError'))).toBe('not_supported');
    expect(failureReason(undefined)).toBe('not_supported');
  });
});

describe('running the check', () => {
  /** A clock the test moves: `wait` jumps it forward and records how long each wait was. */
  function fakeTime() {
    let t = 1000;
    const waits: number[] = [];
    return {
      now: () => t,
      wait: async (ms: number) => {
        waits.push(Math.max(0, ms));
        t += Math.max(0, ms);
      },
      spend: (ms: number) => {
        t += ms;
      },
      waits,
    };
  }

  it('tests in order, 3 s apart, and dispatches each move', async () => {
    const time = fakeTime();
    const seen: string[] = [];
    const testers: CheckTesters = {
      audio: async () => {
        seen.push(`audio@${time.now()}`);
        return { ok: true };
      },
      videocall: async () => {
        seen.push(`videocall@${time.now()}`);
        time.spend(1200); // the probe takes a while
        return { ok: true, path: 'direct' };
      },
      screenshare: async () => {
        seen.push(`screenshare@${time.now()}`);
        throw new DOMException('denied', 'NotAllowedError');
      },
    };
    let state = initialCheck();
    const actions: CheckAction[] = [];
    await runDeviceCheck(testers, (a) => {
      actions.push(a);
      state = checkReducer(state, a);
    }, { signal: new AbortController().signal, now: time.now, wait: time.wait });
    expect(seen).toEqual(['audio@1000', 'videocall@4000', 'screenshare@7000']);
    expect(actions.map((a) => `${a.type}:${'item' in a ? a.item : ''}`)).toEqual([
      'start:audio',
      'succeed:audio',
      'start:videocall',
      'succeed:videocall',
      'start:screenshare',
      'fail:screenshare',
    ]);
    expect(state).toEqual({
      audio: { status: 'success' },
      videocall: { status: 'success', path: 'direct' },
      screenshare: { status: 'failed', reason: 'permission_denied' },
    });
    expect(overallStatus(state)).toBe('failed');
  });

  it('a slow item delays the next one instead of overlapping it', async () => {
    const time = fakeTime();
    const starts: number[] = [];
    const slow = async () => {
      starts.push(time.now());
      time.spend(5000);
      return { ok: true as const };
    };
    await runDeviceCheck({ audio: slow, videocall: slow, screenshare: slow }, () => undefined, { signal: new AbortController().signal, now: time.now, wait: time.wait });
    expect(starts).toEqual([1000, 6000, 11000]);
  });

  it('dispatches nothing more once aborted (the modal closed)', async () => {
    const time = fakeTime();
    const controller = new AbortController();
    const actions: CheckAction[] = [];
    const testers: CheckTesters = {
      audio: async () => {
        controller.abort();
        return { ok: true };
      },
      videocall: async () => ({ ok: true }),
      screenshare: async () => ({ ok: true }),
    };
    await runDeviceCheck(testers, (a) => actions.push(a), { signal: controller.signal, now: time.now, wait: time.wait });
    expect(actions).toEqual([{ type: 'start', item: 'audio' }]);
    expect(checkItems).toHaveLength(3);
  });
});
