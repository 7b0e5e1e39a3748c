import type { EventRole } from '../identity';
import { spaceOrganiserRoles } from '../spaces';

export type FeedAction = 'read' | 'add' | 'remove';

/** Everyone allowed in the event reads its feed; owners and organisers add and remove posts. */
export function canOnFeed(role: EventRole, action: FeedAction): boolean {
  switch (action) {
    case 'read':
      return true;
    case 'add':
    case 'remove':
      return spaceOrganiserRoles.includes(role);
    default: {
      const unknown: never = action;
      throw new Error(`Unknown feed action ${String(unknown)}`);
    }
  }
}
