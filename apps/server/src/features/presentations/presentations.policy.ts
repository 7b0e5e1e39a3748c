import type { EventRole } from '../identity';
import { spaceOrganiserRoles } from '../spaces';

export interface StageFacts {
  role: EventRole | null;
  /** The person moderates some presentation of this stage. */
  moderatesStage: boolean;
}

/** Organisers and the stage's moderators switch what the stage shows. */
export function canSwitch(facts: StageFacts): boolean {
  return (facts.role !== null && spaceOrganiserRoles.includes(facts.role)) || facts.moderatesStage;
}

/** A presentation's Q&A is moderated by its moderator and the event's organisers. */
export function canModerate(role: EventRole | null, userId: number, presentation: { moderatorId: number | null }): boolean {
  return (role !== null && spaceOrganiserRoles.includes(role)) || presentation.moderatorId === userId;
}

/** Backstage (the speakers' call) is for the presentation's moderator and speakers and the organisers. */
export function canGoBackstage(role: EventRole | null, userId: number, presentation: { moderatorId: number | null }, isSpeaker: boolean): boolean {
  return canModerate(role, userId, presentation) || isSpeaker;
}
