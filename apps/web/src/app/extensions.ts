/**
 * Where later features plug into the shell: space pages by type and sidebar panels. Each feature adds
 * one line here, e.g. `registerSpacePage('map', MapPage)` or
 * `registerSidebarPanel('attendees', { component: AttendeeSidebar, expandable: true })`.
 * Until then the shell shows the lobby, space welcome cards and designed empty sidebars.
 */
export function registerExtensions(): void {
  // No feature pages yet.
}
