import { BoothSpacePage } from '@/features/booths';
import { JobsPage } from '@/features/jobs';
import { registerSpacePage } from '@/features/spaces/registry';
import { MapPage } from '@/features/maps';

/**
 * Where later features plug into the shell: space pages by type and sidebar panels. Each feature adds
 * one line here, e.g. `registerSpacePage('map', MapPage)` or
 * `registerSidebarPanel('attendees', { component: AttendeeSidebar, expandable: true })`.
 * Until then the shell shows the lobby, space welcome cards and designed empty sidebars.
 */
export function registerExtensions(): void {
  registerSpacePage('booth', BoothSpacePage);
  registerSpacePage('jobs', JobsPage);
  registerSpacePage('map', MapPage);
}
