import { describe, expect, it } from 'vitest';
import { canOnBooth, type BoothActor } from './booths.policy';

const open = { enableVisitorList: true, showBoothSidebar: true };
const staff: BoothActor = { role: 'staff', isStaff: true };
const otherStaff: BoothActor = { role: 'staff', isStaff: false };
const attendee: BoothActor = { role: 'attendee', isStaff: false };
const owner: BoothActor = { role: 'owner', isStaff: false };
const organiser: BoothActor = { role: 'moderator', isStaff: false };

describe('canOnBooth', () => {
  it('lets visitors, not the booth staff, leave cards', () => {
    expect(canOnBooth(attendee, 'give_card', open)).toBe(true);
    expect(canOnBooth(otherStaff, 'give_card', open)).toBe(true);
    expect(canOnBooth(staff, 'give_card', open)).toBe(false);
  });

  it('shows cards to the booth staff and the owner only', () => {
    expect(canOnBooth(staff, 'manage_cards', open)).toBe(true);
    expect(canOnBooth(owner, 'manage_cards', open)).toBe(true);
    expect(canOnBooth(organiser, 'manage_cards', open)).toBe(false);
    expect(canOnBooth(otherStaff, 'manage_cards', open)).toBe(false);
    expect(canOnBooth(attendee, 'manage_cards', open)).toBe(false);
  });

  it('shows the visitor list to staff when the booth and event allow it', () => {
    expect(canOnBooth(staff, 'watch_visitors', open)).toBe(true);
    expect(canOnBooth(staff, 'watch_visitors', { ...open, enableVisitorList: false })).toBe(false);
    expect(canOnBooth(staff, 'watch_visitors', { ...open, showBoothSidebar: false })).toBe(false);
    expect(canOnBooth(owner, 'watch_visitors', open)).toBe(false);
  });

  it('shows download counts to staff and organisers', () => {
    expect(canOnBooth(staff, 'read_stats', open)).toBe(true);
    expect(canOnBooth(organiser, 'read_stats', open)).toBe(true);
    expect(canOnBooth(attendee, 'read_stats', open)).toBe(false);
  });
});
