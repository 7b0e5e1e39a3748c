import type { EventRole } from '../identity';
import { spaceOrganiserRoles } from '../spaces';

/** What a person is to a booth: their event role and whether they staff this booth. */
export interface BoothActor {
  role: EventRole | null;
  isStaff: boolean;
}

export type BoothAction =
  /** Leave a business card (visitors only: staff never get the leave-card button). */
  | 'give_card'
  /** Read and change the booth's business cards (its staff and the event's owner). */
  | 'manage_cards'
  /** Watch the live visitor list (its staff, when the booth and the event show it). */
  | 'watch_visitors'
  /** Count document downloads (its staff and the event's organisers). */
  | 'read_stats';

export interface BoothSettings {
  enableVisitorList: boolean;
  /** The event's `show_booth_sidebar`. */
  showBoothSidebar: boolean;
}

/**
 * Who may do what at a booth. Business cards are the exhibitor's leads: only the booth's own staff and
 * the event's owner see them — not other organisers, not staff of other booths (docs/realtime.md).
 */
export function canOnBooth(actor: BoothActor, action: BoothAction, booth: BoothSettings): boolean {
  switch (action) {
    case 'give_card':
      return actor.role !== null && !actor.isStaff;
    case 'manage_cards':
      return actor.isStaff || actor.role === 'owner';
    case 'watch_visitors':
      return actor.isStaff && booth.enableVisitorList && booth.showBoothSidebar;
    case 'read_stats':
      return actor.isStaff || (actor.role !== null && spaceOrganiserRoles.includes(actor.role));
    default: {
      const unknown: never = action;
      throw new Error(`Unknown booth action ${String(unknown)}`);
    }
  }
}
