import { describe, expect, it } from 'vitest';
import { currentUser } from '@foyer/contracts';
import { presentCurrentUser } from './accounts.presenter';
import type { UserRow } from './accounts.repository';

const row: UserRow = {
  id: 7, email: 'a@example.com', firstName: 'Ada', lastName: 'Lovelace', hasName: true, mugshot: null, about: '', linkedin: '', facebook: '',
  twitter: '', instagram: '', jobtitle: 'Engineer', company: 'Analytical', locationType: 'virtual', isPublic: true,
  doNotDisturb: false, hiddenProfileFields: ['company', 'not-a-field'], hideDocument: false, incognitoMode: false, aliasName: '',
  document: null, documentName: null, termsAgreed: true, activationKey: 'digest', passwordHash: 'scrypt$…',
  lastLogin: new Date('2026-06-01T09:00:00Z'), isActive: true, removedAt: null, reactivationCodeHash: null, reactivationEmailHash: null, createdAt: new Date('2026-05-01T00:00:00Z'),
};

describe('presentCurrentUser', () => {
  const memberships = [
    { memberId: 11, eventId: 1, eventSlug: 'alpha', role: 'owner' as const, isPublic: true },
    { memberId: 12, eventId: 2, eventSlug: 'beta', role: 'attendee' as const, isPublic: false },
  ];

  it('answers exactly the contract, without secrets', () => {
    const out = presentCurrentUser(row, { memberships, event: null });
    expect(currentUser.strict().parse(out)).toEqual(out);
    expect(JSON.stringify(out)).not.toMatch(/scrypt|digest/);
    expect(out.hidden_profile_fields).toEqual(['company']);
    expect(out.last_login).toBe('2026-06-01T09:00:00.000Z');
  });

  it('fills owned and attending events and the place in the event asked for', () => {
    const out = presentCurrentUser(row, { memberships, event: { id: 2, role: 'attendee' } });
    expect(out.owned_events).toEqual(['alpha']);
    expect(out.attending_events).toEqual(['alpha', 'beta']);
    expect(out.current_user_attendee_id).toBe(12);
    expect(out.event_role).toBe('attendee');
    // Not listed in that event, whatever the profile says.
    expect(out.is_public).toBe(false);
    expect(presentCurrentUser(row, { memberships, event: null }).is_public).toBe(true);
  });

  it('takes presence, tags and the call from the fields features contribute, and defaults without them', () => {
    const bare = presentCurrentUser(row, { memberships, event: null });
    expect(bare).toMatchObject({ is_online: false, tags: [], videocall_status: null });
    const tag = { id: 3, text: 'AI', color: '#000000', category: null };
    const call = { id: 9, status: 'open' as const, amount_of_users: 2 };
    const out = presentCurrentUser(row, { memberships, event: null, fields: { is_online: true, tags: [tag], videocall_status: call, unknown: 1 } });
    expect(out).toMatchObject({ is_online: true, tags: [tag], videocall_status: call });
    expect(currentUser.strict().parse(out)).toEqual(out);
  });
});
