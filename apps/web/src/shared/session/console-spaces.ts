import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { organizerSpaceRoutes } from '@foyer/contracts';
import { call } from '@/shared/api/http';
import { eventKeys } from './event-queries';

/** Every cached answer about an event's spaces in the console starts with this key. */
export const consoleSpacesKey = (eventSlug: string) => ['console', 'spaces', eventSlug] as const;

/**
 * Every space of an event with its fields, as the console edits them: the spaces page lists them, the
 * navigation and the map editor link entries and areas to them.
 */
export const consoleSpacesQuery = (eventSlug: string) =>
  queryOptions({
    queryKey: [...consoleSpacesKey(eventSlug), 'list'],
    queryFn: ({ signal }) => call(organizerSpaceRoutes.list, { params: { eventSlug } }, signal),
    staleTime: 15_000,
  });

/** After a space changed: the console's lists and what attendees load of the event's spaces. */
export function consoleSpacesChanged(queryClient: QueryClient, eventSlug: string): void {
  void queryClient.invalidateQueries({ queryKey: consoleSpacesKey(eventSlug) });
  void queryClient.invalidateQueries({ queryKey: eventKeys.spaces(eventSlug) });
}
