import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { organizerNavigationRoutes, organizerRoutes, type NavigationGroupInput } from '@foyer/contracts';
import { call } from '@/shared/api/http';
import { eventKeys } from '@/shared/session/event-queries';

export const consoleNavigationQuery = (eventSlug: string) =>
  queryOptions({
    queryKey: ['console', 'navigation', eventSlug],
    queryFn: ({ signal }) => call(organizerNavigationRoutes.navigation, { params: { eventSlug } }, signal),
  });

/** The event's settings as the settings page caches them: the home space is one of them. */
export const homeSpaceQuery = (eventSlug: string) =>
  queryOptions({
    queryKey: ['console', 'settings', eventSlug],
    queryFn: ({ signal }) => call(organizerRoutes.settings, { params: { eventSlug } }, signal),
    select: (settings) => settings.home_space,
  });

export async function saveNavigation(queryClient: QueryClient, eventSlug: string, groups: NavigationGroupInput[]) {
  const saved = await call(organizerNavigationRoutes.putNavigation, { params: { eventSlug }, body: groups });
  queryClient.setQueryData(consoleNavigationQuery(eventSlug).queryKey, saved);
  void queryClient.invalidateQueries({ queryKey: eventKeys.navigation(eventSlug) });
  return saved;
}

export async function saveHomeSpace(queryClient: QueryClient, eventSlug: string, homeSpace: number | null) {
  const settings = await call(organizerRoutes.updateSettings, { params: { eventSlug }, body: { home_space: homeSpace } });
  queryClient.setQueryData(['console', 'settings', eventSlug], settings);
  void queryClient.invalidateQueries({ queryKey: eventKeys.current(eventSlug) });
  return settings;
}
