import { describe, expect, it } from 'vitest';
import type { Meeting } from '@foyer/contracts';
import { meetingFixture } from './test-fixtures';
import { applyCallUpdate, applyCapacity, applyHostJoined, applyRegistration, countOf, dropEnded, dropMeetings, meetingsOf, withCallUpdate } from './list-state';

const at = (iso: string) => Date.parse(iso);

const pages = (...lists: Meeting[][]) => ({ pages: lists.map((results) => ({ count: 3, next: null, previous: null, results })), pageParams: lists.map((_, i) => i * 12) });

describe('meeting list live updates (spec 2 "Live updates to meeting lists")', () => {
  it('a call update replaces the participants with the reported users, keeps the primary speaker and recomputes capacity_left', () => {
    const before = meetingFixture({ participating_users: [1, 2, 3], capacity_left: 7 });
    const after = withCallUpdate(before, { users: [4, 5] });
    expect(after.participating_users).toEqual([4, 5, 50]);
    // The primary speaker hosts: no seat taken; two seats used of ten.
    expect(after.capacity_left).toBe(8);
  });

  it("takes the server's participant list and host presence when the update carries them; never below 0 seats", () => {
    const before = meetingFixture({ capacity: 2, capacity_left: 2 });
    const after = withCallUpdate(before, { users: [50], participating_users: [4, 5, 6], is_host_in_meeting: true });
    expect(after.participating_users).toEqual([4, 5, 6, 50]);
    expect(after.capacity_left).toBe(0);
    expect(after.is_host_in_meeting).toBe(true);
  });

  it('a primary speaker who is not a host takes a seat like anyone', () => {
    const after = withCallUpdate(meetingFixture({ primary_speaker_id: 8, host_user_ids: [50] }), { users: [4] });
    expect(after.participating_users).toEqual([4, 8]);
    expect(after.capacity_left).toBe(8);
  });

  it('updates the meeting on whichever page it is, and leaves the others untouched', () => {
    const a = meetingFixture({ id: 1 });
    const b = meetingFixture({ id: 2 });
    const data = pages([a], [b]);
    const next = applyCallUpdate(data, 2, { users: [4] });
    expect(next.pages[0]).toBe(data.pages[0]);
    expect(next.pages[1]!.results[0]!.participating_users).toEqual([4, 50]);
    expect(applyCallUpdate(data, 99, { users: [4] })).toBe(data);
  });

  it('a capacity update sets capacity_left (and the participants when named); a promoted viewer leaves the waitlist', () => {
    const data = pages([meetingFixture({ capacity_left: 0, participating_users: [1, 2], waitlist_position: 1 })]);
    const next = applyCapacity(data, 1, 0, [2, 7], 7);
    expect(next.pages[0]!.results[0]).toMatchObject({ capacity_left: 0, participating_users: [2, 7], waitlist_position: null });
    expect(applyCapacity(data, 1, 3).pages[0]!.results[0]).toMatchObject({ capacity_left: 3, participating_users: [1, 2], waitlist_position: 1 });
  });

  it('host_joined_meeting sets is_host_in_meeting', () => {
    const next = applyHostJoined(pages([meetingFixture()]), 1);
    expect(next.pages[0]!.results[0]!.is_host_in_meeting).toBe(true);
  });

  it('registering adds the attendee to the participants, unregistering removes them', () => {
    const data = pages([meetingFixture({ participating_users: [3] })]);
    const registered = applyRegistration(data, 1, 7, true);
    expect(registered.pages[0]!.results[0]!.participating_users).toEqual([3, 7]);
    expect(applyRegistration(registered, 1, 7, true)).toBe(registered);
    expect(applyRegistration(registered, 1, 3, false).pages[0]!.results[0]!.participating_users).toEqual([7]);
  });

  it('removing old meetings drops those whose ends_at is not after the time and lowers the count', () => {
    const ended = meetingFixture({ id: 1, ends_at: '2026-05-12T11:00:00Z' });
    const running = meetingFixture({ id: 2, ends_at: '2026-05-12T11:00:01Z' });
    const later = meetingFixture({ id: 3, ends_at: '2026-05-12T15:00:00Z' });
    const data = pages([ended, running], [later]);
    const next = dropEnded(data, at('2026-05-12T11:00:00Z'));
    expect(meetingsOf(next).map((m) => m.id)).toEqual([2, 3]);
    expect(countOf(next)).toBe(2);
    expect(dropEnded(next, at('2026-05-12T11:00:00Z'))).toBe(next);
  });

  it("keeps what `keep` spares (a host's own past meetings in My meetings)", () => {
    const hosted = meetingFixture({ id: 1, host_user_ids: [7] });
    const other = meetingFixture({ id: 2 });
    const next = dropEnded(pages([hosted, other]), at('2026-05-12T12:00:00Z'), (m) => m.host_user_ids.includes(7));
    expect(meetingsOf(next).map((m) => m.id)).toEqual([1]);
    expect(countOf(next)).toBe(2);
  });

  it('drops started meetings from a list on request (Upcoming), counting them out', () => {
    const next = dropMeetings(pages([meetingFixture({ id: 1 }), meetingFixture({ id: 2, starts_at: '2026-05-12T12:00:00Z' })]), (m) => Date.parse(m.starts_at) <= at('2026-05-12T10:30:00Z'));
    expect(meetingsOf(next).map((m) => m.id)).toEqual([2]);
    expect(countOf(next)).toBe(2);
  });

  it('lists a meeting once even when it moved between pages', () => {
    const a = meetingFixture({ id: 1 });
    expect(meetingsOf(pages([a], [a, meetingFixture({ id: 2 })])).map((m) => m.id)).toEqual([1, 2]);
  });
});
