import { describe, expect, it } from 'vitest';
import { canManageCards, cardIdentity, leaveCardLocks, managementQueryParams, shouldSendAutoCard, autoCardFlagKey, type PreviousCard } from './rules';

describe('automatic card', () => {
  it('goes only to a non-staff visitor without a card and without the local flag', () => {
    expect(shouldSendAutoCard({ isStaff: false, leftBusinessCard: false, hasLocalFlag: false })).toBe(true);
    expect(shouldSendAutoCard({ isStaff: true, leftBusinessCard: false, hasLocalFlag: false })).toBe(false);
    expect(shouldSendAutoCard({ isStaff: false, leftBusinessCard: true, hasLocalFlag: false })).toBe(false);
    expect(shouldSendAutoCard({ isStaff: false, leftBusinessCard: false, hasLocalFlag: true })).toBe(false);
  });
  it('keeps one flag per event and booth', () => {
    expect(autoCardFlagKey('demo', 'aurora')).not.toBe(autoCardFlagKey('demo', 'prism'));
    expect(autoCardFlagKey('demo', 'aurora')).not.toBe(autoCardFlagKey('other', 'aurora'));
  });
});

describe('leave-card locks', () => {
  const card = (over: Partial<PreviousCard> = {}): PreviousCard => ({
    include_email: false, staff: null, assigned_to: null, message: '', ignore_incognito_mode: false, ...over,
  });
  it('locks nothing for a first card', () => {
    expect(leaveCardLocks(null)).toEqual({
      emailLocked: false, staffLocked: false, identityLocked: false, initialIncludeEmail: false, initialStaff: null, initialMessage: '',
    });
    expect(leaveCardLocks(card())).toMatchObject({ emailLocked: false, staffLocked: false, identityLocked: false });
  });
  it('locks the e-mail on once it was included', () => {
    const locks = leaveCardLocks(card({ include_email: true }));
    expect(locks.emailLocked).toBe(true);
    expect(locks.initialIncludeEmail).toBe(true);
    expect(locks.staffLocked).toBe(false);
  });
  it('locks the staff choice once assigned (or addressed)', () => {
    expect(leaveCardLocks(card({ assigned_to: 6 }))).toMatchObject({ staffLocked: true, initialStaff: 6 });
    expect(leaveCardLocks(card({ staff: 3 }))).toMatchObject({ staffLocked: true, initialStaff: 3 });
    expect(leaveCardLocks(card({ staff: 3, assigned_to: 6 }))).toMatchObject({ staffLocked: true, initialStaff: 6 });
  });
  it('keeps a shown name and prefills the note', () => {
    expect(leaveCardLocks(card({ ignore_incognito_mode: true, message: 'Call me' }))).toMatchObject({ identityLocked: true, initialMessage: 'Call me' });
  });
});

describe('management', () => {
  it('turns each tab into its query', () => {
    expect(managementQueryParams('all')).toEqual({ limit: 999 });
    expect(managementQueryParams('assigned_to_me')).toEqual({ limit: 999, assigned_to_me: 1 });
    expect(managementQueryParams('not_assigned')).toEqual({ limit: 999, not_assigned: 1 });
  });
  it('is for the booth’s staff and the event owner', () => {
    expect(canManageCards({ userId: 3, staffIds: [3, 6], ownedEvents: [], eventSlug: 'demo' })).toBe(true);
    expect(canManageCards({ userId: 9, staffIds: [3], ownedEvents: ['demo'], eventSlug: 'demo' })).toBe(true);
    expect(canManageCards({ userId: 9, staffIds: [3], ownedEvents: ['other'], eventSlug: 'demo' })).toBe(false);
    expect(canManageCards({ userId: undefined, staffIds: [3], ownedEvents: [], eventSlug: 'demo' })).toBe(false);
  });
});

describe('card identity', () => {
  const alice = { first_name: 'Alice', last_name: 'Andersen', mugshot: '/a.png', incognito_mode: false, alias_name: '' };
  it('is the visitor’s name and picture', () => {
    expect(cardIdentity(alice, false)).toEqual({ name: 'Alice Andersen', mugshot: '/a.png' });
  });
  it('is the alias (or anonymous) without picture while incognito, unless shown to the booth', () => {
    expect(cardIdentity({ ...alice, incognito_mode: true, alias_name: 'Stargazer' }, false)).toEqual({ name: 'Stargazer', mugshot: null });
    expect(cardIdentity({ ...alice, incognito_mode: true }, false)).toEqual({ name: null, mugshot: null });
    expect(cardIdentity({ ...alice, incognito_mode: true }, true)).toEqual({ name: 'Alice Andersen', mugshot: '/a.png' });
  });
});
