import { registerSidebarPanel } from '@/shared/plug-ins/sidebar-panels';
import { lazyNamed } from '@/shared/ui/lazy';

/** The attendee sidebar: search, tags, people (spec 3); a chunk of its own on first open. */
export function registerAttendeePlugIns(): void {
  registerSidebarPanel('attendees', { component: lazyNamed(() => import('./components/attendee-sidebar'), 'AttendeeSidebar'), expandable: true });
}
