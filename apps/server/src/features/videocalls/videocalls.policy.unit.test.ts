import { describe, expect, it } from 'vitest';
import { adminAfter, administratorPresent, canAnswerAccess, canArrange, canOnCall, hasEnded, joinRefusal, shownOnArea, speakerAfter, statusChange, type CallFacts } from './videocalls.policy';

const now = new Date('2026-06-01T10:00:00Z');
const call = (facts: Partial<CallFacts> = {}): CallFacts => ({
  status: 'open',
  adminId: 1,
  speakerId: null,
  permanent: false,
  emptiedAt: null,
  endedAt: null,
  participants: [1, 2],
  ...facts,
});
const join = (c: CallFacts, userId: number, accepted = false, capacity = 10) => joinRefusal(c, userId, { accepted, capacity, now });

describe('canOnCall', () => {
  it('lets only the admin rename, change the status, choose the speaker and answer requests', () => {
    for (const action of ['rename', 'set_status', 'set_speaker', 'answer_access'] as const) {
      expect(canOnCall(call(), 1, action)).toBe(true);
      expect(canOnCall(call(), 2, action)).toBe(false);
      expect(canOnCall(call({ speakerId: 2 }), 2, action)).toBe(false);
      expect(canOnCall(call({ adminId: null }), 2, action)).toBe(false);
    }
  });
  it('lets the admin and the speaker remove or mute a participant, never themselves, someone absent or (the speaker) the admin', () => {
    for (const action of ['kick', 'mute'] as const) {
      expect(canOnCall(call(), 1, action, 2)).toBe(true);
      expect(canOnCall(call(), 2, action, 1)).toBe(false);
      expect(canOnCall(call({ participants: [1, 2, 3], speakerId: 2 }), 2, action, 3)).toBe(true);
      expect(canOnCall(call({ participants: [1, 2, 3], speakerId: 2 }), 2, action, 1)).toBe(false);
      expect(canOnCall(call(), 1, action, 1)).toBe(false);
      expect(canOnCall(call(), 1, action, 9)).toBe(false);
      expect(canOnCall(call(), 1, action)).toBe(false);
      // A speaker who left is no host.
      expect(canOnCall(call({ participants: [1, 3], speakerId: 2 }), 2, action, 3)).toBe(false);
    }
  });
});

describe('joinRefusal', () => {
  it('lets only the admin and people given access into a call made for certain people', () => {
    const members = call({ membersOnly: true, adminId: 1, participants: [] });
    expect(join(members, 1)).toBeNull();
    expect(join(members, 2, true)).toBeNull();
    expect(join(members, 3)).toBe('members_only');
  });

  it('lets anyone into an open call with room, and a participant back in any case (a second tab)', () => {
    expect(join(call(), 3)).toBeNull();
    expect(join(call({ status: 'closed' }), 2)).toBeNull();
    expect(join(call({ participants: [1, 2] }), 2, false, 2)).toBeNull();
  });
  it('refuses a full call', () => {
    expect(join(call({ participants: [1, 2] }), 3, false, 2)).toBe('full');
    expect(join(call({ participants: Array.from({ length: 10 }, (_, i) => i + 1) }), 11)).toBe('full');
  });
  it('refuses a closed call to all but its admin', () => {
    expect(join(call({ status: 'closed', participants: [2] }), 3)).toBe('closed');
    expect(join(call({ status: 'closed', participants: [2] }), 1)).toBeNull();
  });
  it('lets into a request call the admin and people let in, however empty it is (decision 0067)', () => {
    const request = call({ status: 'request' });
    expect(join(request, 3)).toBe('access_required');
    expect(join(request, 3, true)).toBeNull();
    expect(join(call({ status: 'request', participants: [2] }), 1)).toBeNull();
    expect(join(call({ status: 'request', participants: [], emptiedAt: now }), 3)).toBe('access_required');
    expect(join(call({ status: 'request', participants: [], emptiedAt: now, adminId: null }), 3)).toBe('access_required');
  });
  it('refuses an ended call', () => {
    expect(join(call({ endedAt: now, participants: [] }), 3)).toBe('ended');
    expect(join(call({ participants: [], emptiedAt: new Date(now.getTime() - 60_000) }), 3)).toBe('ended');
  });
});

describe('hasEnded', () => {
  it('ends an on-the-spot call 60 s after its last participant left, never a permanent one', () => {
    const empty = (ms: number, permanent = false) => call({ participants: [], permanent, emptiedAt: new Date(now.getTime() - ms) });
    expect(hasEnded(empty(59_999), now)).toBe(false);
    expect(hasEnded(empty(60_000), now)).toBe(true);
    expect(hasEnded(empty(3_600_000, true), now)).toBe(false);
    expect(hasEnded(call(), now)).toBe(false);
    expect(hasEnded(call({ permanent: true, endedAt: now }), now)).toBe(true);
  });
  it('hides closed and ended calls from the area', () => {
    expect(shownOnArea(call(), now)).toBe(true);
    expect(shownOnArea(call({ status: 'request' }), now)).toBe(true);
    expect(shownOnArea(call({ status: 'closed' }), now)).toBe(false);
    expect(shownOnArea(call({ endedAt: now }), now)).toBe(false);
  });
});

describe('a call of no admin', () => {
  it('lets nobody rename, set the status or speaker, answer, remove or mute, and never hands an admin over', () => {
    const equals = call({ adminId: null, noAdmin: true, speakerId: 1 });
    for (const action of ['rename', 'set_status', 'set_speaker', 'answer_access'] as const) {
      expect(canOnCall(equals, 1, action)).toBe(false);
      expect(canOnCall({ ...equals, adminId: 1 }, 1, action)).toBe(false);
    }
    for (const action of ['kick', 'mute'] as const) {
      expect(canOnCall(equals, 1, action, 2)).toBe(false);
      expect(canOnCall({ ...equals, adminId: 1 }, 1, action, 2)).toBe(false);
    }
    expect(adminAfter(null, [2, 1], [], true)).toBeNull();
    expect(adminAfter(1, [2], [], true, [1])).toBeNull();
  });
});

describe('adminAfter and speakerAfter', () => {
  it('hands the call over only when the admin leaves it: to the longest-present participant; empty, it stays theirs (decision 0067)', () => {
    expect(adminAfter(1, [3, 2], [], false, [1])).toBe(3);
    expect(adminAfter(1, [], [], false, [1])).toBe(1);
    // Others coming and going, or joining first into a call its admin is not in, change nothing.
    expect(adminAfter(1, [2, 1, 3])).toBe(1);
    expect(adminAfter(1, [3, 2])).toBe(1);
    expect(adminAfter(1, [3], [], false, [2])).toBe(1);
    expect(adminAfter(null, [4])).toBeNull();
    expect(adminAfter(null, [4], [], false, [5])).toBeNull();
  });
  it('drops a speaker who left', () => {
    expect(speakerAfter(2, [1, 2])).toBe(2);
    expect(speakerAfter(2, [1])).toBeNull();
  });
});

describe('canAnswerAccess and administratorPresent', () => {
  it('lets the admin and standing hosts answer requests, and the event\'s organisers for a call on an area only (decision 0067)', () => {
    const onArea = { ...call({ hosts: [5] }), onArea: true };
    expect(canAnswerAccess(onArea, 1, false)).toBe(true);
    expect(canAnswerAccess(onArea, 5, false)).toBe(true);
    expect(canAnswerAccess(onArea, 2, false)).toBe(false);
    expect(canAnswerAccess(onArea, 9, true)).toBe(true);
    expect(canAnswerAccess({ ...onArea, onArea: false }, 9, true)).toBe(false);
    expect(canAnswerAccess({ ...onArea, noAdmin: true }, 9, true)).toBe(false);
  });
  it('tells whether the admin or a standing host is in the call', () => {
    expect(administratorPresent(call())).toBe(true);
    expect(administratorPresent(call({ participants: [2] }))).toBe(false);
    expect(administratorPresent(call({ participants: [2, 5], hosts: [5] }))).toBe(true);
    expect(administratorPresent(call({ adminId: null, participants: [2] }))).toBe(false);
  });
});

describe('statusChange', () => {
  it('moves between open, request and closed in any direction', () => {
    for (const from of ['open', 'request', 'closed'] as const) {
      for (const to of ['open', 'request', 'closed'] as const) expect(statusChange({ status: from }, to)).toEqual({ from, to, changed: from !== to });
    }
  });
});

describe('canArrange', () => {
  const placed = (over: { adminId?: number | null; permanent?: boolean; onArea?: boolean } = {}) => ({ adminId: 1, permanent: false, onArea: true, ...over });
  it('lets organisers rename, set the status of and move any call on an area, in it or not', () => {
    for (const permanent of [false, true]) {
      for (const action of ['rename', 'set_status', 'move'] as const) expect(canArrange(placed({ permanent }), 9, true, action, 'closed')).toBe(true);
    }
  });
  it('gives organisers no say over a call of no area (an invite)', () => {
    for (const action of ['rename', 'set_status', 'move'] as const) expect(canArrange(placed({ onArea: false }), 9, true, action, 'closed')).toBe(false);
  });
  it("lets the admin of an on-the-spot call rename it and set its status, never move it; others nothing", () => {
    expect(canArrange(placed(), 1, false, 'rename')).toBe(true);
    expect(canArrange(placed(), 1, false, 'set_status', 'closed')).toBe(true);
    expect(canArrange(placed(), 1, false, 'move')).toBe(false);
    for (const action of ['rename', 'set_status', 'move'] as const) expect(canArrange(placed(), 2, false, action, 'open')).toBe(false);
  });
  it('leaves a table placed to stay to organisers: its admin of the moment opens it or puts it on request only', () => {
    expect(canArrange(placed({ permanent: true }), 1, false, 'set_status', 'request')).toBe(true);
    expect(canArrange(placed({ permanent: true }), 1, false, 'set_status', 'open')).toBe(true);
    expect(canArrange(placed({ permanent: true }), 1, false, 'set_status', 'closed')).toBe(false);
    expect(canArrange(placed({ permanent: true }), 1, false, 'rename')).toBe(false);
    expect(canArrange(placed({ permanent: true }), 1, false, 'move')).toBe(false);
  });
});

describe('standing hosts (a meeting call)', () => {
  const meetingCall = (facts: Partial<CallFacts> = {}) => call({ adminId: 1, hosts: [1, 5], participants: [1, 2, 5], ...facts });
  it('gives every host the admin controls, and keeps a speaker from removing a host', () => {
    expect(canOnCall(meetingCall(), 5, 'kick', 2)).toBe(true);
    expect(canOnCall(meetingCall(), 5, 'set_speaker')).toBe(true);
    expect(canOnCall(meetingCall({ speakerId: 2 }), 2, 'kick', 5)).toBe(false);
    expect(canOnCall(meetingCall(), 2, 'mute', 5)).toBe(false);
  });
  it('lets hosts into a closed call', () => {
    expect(join(meetingCall({ status: 'closed', participants: [] }), 5)).toBeNull();
  });
  it('passes the admin only to a host who is present, else keeps it', () => {
    expect(adminAfter(1, [2, 5], [1, 5], false, [1])).toBe(5);
    expect(adminAfter(1, [2, 3], [1, 5], false, [1])).toBe(1);
    expect(adminAfter(1, [2, 3], [], false, [1])).toBe(2);
  });
});
