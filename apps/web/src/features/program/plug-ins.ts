import { registerEventFooter } from '@/shared/plug-ins/event-footers';
import { registerFavouriteView } from '@/shared/plug-ins/favourite-views';
import { registerProfileMenuItem } from '@/shared/plug-ins/profile-menu-items';
import { registerSidebarPanel } from '@/shared/plug-ins/sidebar-panels';
import { lazyNamed } from '@/shared/ui/lazy';

/**
 * The program (issue 11): the timetable footer, the calendar and performer sidebars, how its items look in
 * the goodie bag and the personal calendar subscription in the profile menu; each part a chunk of its own.
 */
export function registerProgramPlugIns(): void {
  registerEventFooter({ component: lazyNamed(() => import('./components/timetable-footer'), 'TimetableFooter') });
  registerSidebarPanel('calendar', { component: lazyNamed(() => import('./components/calendar-panel'), 'CalendarPanel'), expandable: true });
  // The performer sidebar is 606 px wide (spec 2 §9).
  registerSidebarPanel('performers', { component: lazyNamed(() => import('./components/performer-sidebar'), 'PerformerSidebar'), width: 606 });
  registerFavouriteView('show', () => import('./favourite-views').then((m) => m.programItemFavouriteView));
  registerFavouriteView('performer', () => import('./favourite-views').then((m) => m.performerFavouriteView));
  registerFavouriteView('session', () => import('./favourite-views').then((m) => m.groupSessionFavouriteView));
  // The personal calendar subscription (show, copy, renew, revoke its secret address).
  registerProfileMenuItem({ id: 'calendar-feed', component: lazyNamed(() => import('./components/calendar-feed-modal'), 'CalendarFeedMenuItem'), visible: (event) => event.enable_calendar });
}
