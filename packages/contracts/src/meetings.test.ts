import { describe, expect, it } from 'vitest';
import { hasMeetingEnded, isMeetingLive, meetingButton, type MeetingButtonInput } from './meetings';

const now = new Date('2026-06-01T10:00:00Z');
const before = '2026-06-01T11:00:00Z';
const started = '2026-06-01T09:30:00Z';
const me = 7;

const button = (m: Partial<MeetingButtonInput['meeting']>) =>
  meetingButton({
    userId: me,
    now,
    meeting: { host_user_ids: [1], participating_users: [], is_walk_in_meeting: false, capacity_left: 3, starts_at: before, ...m },
  });

describe('meetingButton (spec 2 §4, "Meeting button per user")', () => {
  it('shows a host enter, before and after the start, walk-in or not', () => {
    expect(button({ host_user_ids: [me] })).toEqual({ kind: 'enter', disabled: false });
    expect(button({ host_user_ids: [me], starts_at: started, capacity_left: 0 })).toEqual({ kind: 'enter', disabled: false });
    expect(button({ host_user_ids: [me], is_walk_in_meeting: true })).toEqual({ kind: 'enter', disabled: false });
  });

  it('shows a registered participant unregister before the start', () => {
    expect(button({ participating_users: [me], capacity_left: 0 })).toEqual({ kind: 'unregister', disabled: false });
  });

  it('shows a disabled join on a walk-in meeting that has not started', () => {
    expect(button({ is_walk_in_meeting: true })).toEqual({ kind: 'join', disabled: true, confirm: false });
  });

  it('shows register before the start, disabled at capacity_left 0', () => {
    expect(button({})).toEqual({ kind: 'register', disabled: false });
    expect(button({ capacity_left: 0 })).toEqual({ kind: 'register', disabled: true });
  });

  it('shows join with a confirmation once started, disabled when full and not a participant', () => {
    expect(button({ starts_at: started })).toEqual({ kind: 'join', disabled: false, confirm: true });
    expect(button({ starts_at: started, capacity_left: 0 })).toEqual({ kind: 'join', disabled: true, confirm: true });
    expect(button({ starts_at: started, capacity_left: 0, participating_users: [me] })).toEqual({ kind: 'join', disabled: false, confirm: true });
    expect(button({ starts_at: started, participating_users: [me] })).toEqual({ kind: 'join', disabled: false, confirm: true });
    expect(button({ starts_at: started, is_walk_in_meeting: true, capacity_left: 0 })).toEqual({ kind: 'join', disabled: false, confirm: true });
  });

  it('counts the start itself as started', () => {
    expect(button({ starts_at: now.toISOString() }).kind).toBe('join');
  });
});

describe('isMeetingLive / hasMeetingEnded', () => {
  it('is live from the start until (not at) the end; ended at the end', () => {
    expect(isMeetingLive({ starts_at: started, ends_at: before }, now)).toBe(true);
    expect(isMeetingLive({ starts_at: before, ends_at: '2026-06-01T12:00:00Z' }, now)).toBe(false);
    expect(isMeetingLive({ starts_at: started, ends_at: now.toISOString() }, now)).toBe(false);
    expect(hasMeetingEnded({ ends_at: now.toISOString() }, now)).toBe(true);
    expect(hasMeetingEnded({ ends_at: before }, now)).toBe(false);
  });
});
