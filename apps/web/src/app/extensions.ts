import { registerSpacePage } from '@/features/spaces/registry';
import { lazyNamed } from '@/shared/ui/lazy';
import { registerFavouriteView } from '@/features/goodiebag/registry';
import { attendeeFavouriteView } from '@/features/goodiebag/attendee-view';
import { boothFavouriteView, boothFileFavouriteView } from '@/features/booths/favourite-views';

/**
 * Where later features plug into the shell: space pages by type and sidebar panels. Each feature adds
 * one line here, e.g. `registerSpacePage('map', MapPage)` or
 * `registerSidebarPanel('attendees', { component: AttendeeSidebar, expandable: true })`.
 * Until then the shell shows the lobby, space welcome cards and designed empty sidebars.
 * Space pages load as chunks of their own when first shown (the shell's Suspense boundary waits for them).
 */
export function registerExtensions(): void {
  registerSpacePage('booth', lazyNamed(() => import('@/features/booths'), 'BoothSpacePage'));
  registerSpacePage('jobs', lazyNamed(() => import('@/features/jobs'), 'JobsPage'));
  registerSpacePage('map', lazyNamed(() => import('@/features/maps'), 'MapPage'));
  // How each kind of favourite looks in the goodie bag (decision 0022): small, data-only views.
  registerFavouriteView('booth', boothFavouriteView);
  registerFavouriteView('file', boothFileFavouriteView);
  registerFavouriteView('user', attendeeFavouriteView);
}
