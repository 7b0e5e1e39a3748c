/** The demo people the server seeds on an empty database (issue 2, §7). */
export const users = {
  /** Attendee of `demo`; the only person on the list of the invite-only `demo-invite`. */
  alice: { email: 'alice@example.com' },
  /** Booth staff in `demo`. */
  bob: { email: 'bob@example.com' },
  /** Owner of the demo events: gets past the entry of the unpublished `demo-draft` (backstage). */
  organiser: { email: 'organiser@example.com' },
  /** Meeting host in `demo`. */
  hana: { email: 'hana@example.com' },
} as const;

export type UserName = keyof typeof users;

/** A demo person's e-mail, or the address itself when given one. */
export function emailOf(user: UserName | string): string {
  return user in users ? users[user as UserName].email : user;
}

/**
 * A fresh address for a new attendee. The fixtures sign the demo people in by password, as often as
 * needed; by mailed code (signInViaApi, the entry page) the server sends at most 3 codes per address
 * per 15 minutes, so a test of the code sign-in uses a fresh address.
 */
export function newAttendeeEmail(prefix = 'attendee'): string {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  return `${prefix}-${id}@example.com`;
}
