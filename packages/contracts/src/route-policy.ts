import type { RouteDef } from './http';

/**
 * Whom a route lets through (decision 0098): a few words per route, derived from its shape where the shape
 * says it (`routePolicy`), declared as `allows` on the route where it does not; a route lets through whoever any
 * of its words lets through. The authorisation matrix test reads them and `policyAllows` to know what every
 * role must be answered.
 *
 * - `anyone`: no sign-in (`auth: 'public'`).
 * - `signed-in`: anyone signed in; the route answers only what is theirs (a route of no event).
 * - `event-member`: anyone the event lets in (its list, or anyone in an open event).
 * - `event-moderator`, `event-owner`: the event's moderators (and owners), its owners — their stored role in
 *   the live event, where an instance administrator is no one special.
 * - `booth-staff`, `meeting-host`, `call-admin`, `stage-moderator`: the staff of the booth, the hosts of the
 *   meeting, the admin of the call, the moderator of the stage's presentation the path (or body) names.
 * - `meeting-registrant`, `call-participant`, `roulette-partner`: the people registered for the meeting, let
 *   into the call (a call for certain people only), paired with the person in the chat roulette.
 * - `appointment-party`: the two people of the appointment (or the owner of the blocked time) the path names.
 * - `self`: the person the path names.
 * - `console-moderator`, `console-owner`, `administrator`: the organiser console's guards (decision 0081):
 *   there instance administrators act as owners of every event.
 * - `nobody`: a route of a debugging server only (the development clock, password sign-in): anyone else's
 *   server answers 404, or does not register it.
 */
export const policyWords = [
  'anyone',
  'signed-in',
  'event-member',
  'event-moderator',
  'event-owner',
  'booth-staff',
  'meeting-host',
  'call-admin',
  'stage-moderator',
  'meeting-registrant',
  'call-participant',
  'roulette-partner',
  'appointment-party',
  'self',
  'console-moderator',
  'console-owner',
  'administrator',
  'nobody',
] as const;
export type PolicyWord = (typeof policyWords)[number];
export type RoutePolicy = PolicyWord | readonly [PolicyWord, ...PolicyWord[]];

/**
 * The people of the authorisation matrix, each in one relation to the event, booth, meeting, call and stage
 * the paths name (the matrix test's world): none of them is the booth's staff, the meeting's host, the call's
 * admin, an appointment's party or the person a path names — those are others, so these must be refused.
 */
export const matrixRoles = [
  'visitor',
  'attendee',
  'attendeeOfAnotherEvent',
  'staffOfAnotherBooth',
  'hostOfAnotherMeeting',
  'callParticipant',
  'stageViewer',
  'moderator',
  'ownerOfAnotherEvent',
  'owner',
  'administrator',
] as const;
export type MatrixRole = (typeof matrixRoles)[number];

/** The event's people who are not organisers: each passes what any member passes, and no more. */
const members = ['attendee', 'staffOfAnotherBooth', 'hostOfAnotherMeeting', 'callParticipant', 'stageViewer'] as const;
const signedIn = matrixRoles.filter((role) => role !== 'visitor');

/**
 * Which roles of the matrix each word lets through. The booth, meeting, call, stage, appointment and person
 * the paths name belong to others (the world's `boothStaff`, `host`, `callAdmin`, `party`, `target`): their
 * words let no role of the matrix through, but the call's participant into the call.
 */
export const policyAllows: Record<PolicyWord, readonly MatrixRole[]> = {
  anyone: matrixRoles,
  'signed-in': signedIn,
  'event-member': [...members, 'moderator', 'owner'],
  'event-moderator': ['moderator', 'owner'],
  'event-owner': ['owner'],
  'booth-staff': [],
  'meeting-host': [],
  'call-admin': [],
  'stage-moderator': [],
  'meeting-registrant': [],
  'call-participant': ['callParticipant'],
  'roulette-partner': [],
  'appointment-party': [],
  self: [],
  'console-moderator': ['moderator', 'owner', 'administrator'],
  'console-owner': ['owner', 'administrator'],
  administrator: ['administrator'],
  nobody: [],
};

/**
 * The route's policy words: its `allows`, or what its shape says — public ⇒ `anyone`; an organiser guard ⇒ that
 * guard's people; a signed-in route of one event (`:eventSlug`) ⇒ `event-member`; otherwise `signed-in`.
 */
export function routePolicy(route: Pick<RouteDef, 'auth' | 'organizer' | 'allows' | 'path'>): readonly PolicyWord[] {
  if (route.allows) return typeof route.allows === 'string' ? [route.allows] : route.allows;
  if (route.auth === 'public') return ['anyone'];
  switch (route.organizer) {
    case 'administrator':
      return ['administrator'];
    case 'owner':
      return ['console-owner'];
    case 'read-people':
    case 'moderate':
      return ['console-moderator'];
    case 'booth-staff':
      return ['booth-staff', 'console-owner'];
    case 'signed-in':
      return ['signed-in'];
    case undefined:
      return [route.path.includes(':eventSlug') ? 'event-member' : 'signed-in'];
  }
}

/** The roles of the matrix a policy lets through: those of any of its words (a route's, or a client event's). */
export function rolesOfPolicy(policy: RoutePolicy): MatrixRole[] {
  const words = typeof policy === 'string' ? [policy] : policy;
  return matrixRoles.filter((role) => words.some((word) => policyAllows[word].includes(role)));
}

/** The roles of the matrix a route lets through: those of any of its words. */
export function rolesAllowed(route: Pick<RouteDef, 'auth' | 'organizer' | 'allows' | 'path'>): MatrixRole[] {
  const words = routePolicy(route);
  return matrixRoles.filter((role) => words.some((word) => policyAllows[word].includes(role)));
}
