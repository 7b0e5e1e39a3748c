import { describe, expect, it } from 'vitest';
import { canOnSpace } from './spaces.policy';

describe('canOnSpace', () => {
  const open = { published: true };
  const closed = { published: false };

  it('lets only owners and organisers open or close a space', () => {
    expect(canOnSpace('owner', 'open_or_close', open)).toBe(true);
    expect(canOnSpace('moderator', 'open_or_close', closed)).toBe(true);
    expect(canOnSpace('staff', 'open_or_close', open)).toBe(false);
    expect(canOnSpace('attendee', 'open_or_close', open)).toBe(false);
    expect(canOnSpace(null, 'open_or_close', open)).toBe(false);
  });

  it("lets only owners and organisers change a space's settings", () => {
    expect(canOnSpace('owner', 'configure', closed)).toBe(true);
    expect(canOnSpace('moderator', 'configure', open)).toBe(true);
    for (const role of ['staff', 'attendee', null] as const) expect(canOnSpace(role, 'configure', open)).toBe(false);
  });

  it('lets everyone in the event into an open space and only organisers into a closed one', () => {
    for (const role of ['owner', 'moderator', 'staff', 'attendee'] as const) expect(canOnSpace(role, 'enter', open)).toBe(true);
    expect(canOnSpace('owner', 'enter', closed)).toBe(true);
    expect(canOnSpace('moderator', 'enter', closed)).toBe(true);
    expect(canOnSpace('staff', 'enter', closed)).toBe(false);
    expect(canOnSpace('attendee', 'enter', closed)).toBe(false);
    expect(canOnSpace(null, 'enter', open)).toBe(false);
  });
});
