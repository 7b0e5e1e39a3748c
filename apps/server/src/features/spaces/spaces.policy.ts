import type { EventRole } from '../identity';

/** Roles that run an event's spaces: they open and close them and enter them while closed. */
export const spaceOrganiserRoles: readonly EventRole[] = ['owner', 'moderator'];

export type SpaceAction = 'open_or_close' | 'configure' | 'enter';

/**
 * Who may do what with a space. Unpublished spaces are seen and entered only by the event's
 * organisers; everyone allowed in the event enters a published one.
 */
export function canOnSpace(role: EventRole | null, action: SpaceAction, space: { published: boolean }): boolean {
  const organiser = role !== null && spaceOrganiserRoles.includes(role);
  switch (action) {
    case 'open_or_close':
    case 'configure':
      return organiser;
    case 'enter':
      return role !== null && (space.published || organiser);
    default: {
      const unknown: never = action;
      throw new Error(`Unknown space action ${String(unknown)}`);
    }
  }
}
