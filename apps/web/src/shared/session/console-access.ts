import { queryOptions, useQuery } from '@tanstack/react-query';
import { organizerRoutes, type OrganizerEventSummary } from '@foyer/contracts';
import { call } from '@/shared/api/http';
import type { ConsoleRole } from '@/shared/plug-ins/console-sections';

/** Every cached answer of the console's event lists starts with this key (invalidate it after a change). */
export const consoleEventsKey = ['console', 'events'] as const;

/**
 * The events a person runs, as the console's frame needs them: for its menu, and for the roles that decide
 * which sections it shows. One page as large as the contract allows; an administrator beyond it still
 * holds the administrator's role in every event.
 */
export const consoleAccessQuery = queryOptions({
  queryKey: [...consoleEventsKey, 'access'],
  queryFn: ({ signal }) => call(organizerRoutes.listEvents, { query: { limit: 999 } }, signal),
  staleTime: 30_000,
});

export interface ConsoleAccess {
  /** Whether the person is an instance administrator (who creates events and runs them all). */
  isAdministrator: boolean;
  events: OrganizerEventSummary[];
  /** The roles the person holds anywhere: what the instance-level sections are shown by. */
  instanceRoles: ConsoleRole[];
  /** The roles the person holds in one event (an administrator's included). */
  rolesIn(eventSlug: string): ConsoleRole[];
  eventNamed(eventSlug: string): OrganizerEventSummary | undefined;
}

export function consoleAccessOf(list: { can_create: boolean; results: OrganizerEventSummary[] }): ConsoleAccess {
  const administrator: ConsoleRole[] = list.can_create ? ['administrator'] : [];
  const eventNamed = (slug: string) => list.results.find((e) => e.slug === slug);
  return {
    isAdministrator: list.can_create,
    events: list.results,
    instanceRoles: [...new Set<ConsoleRole>([...administrator, ...list.results.flatMap((e) => e.roles)])],
    rolesIn: (slug) => [...administrator, ...(eventNamed(slug)?.roles ?? [])],
    eventNamed,
  };
}

/** The signed-in person's place in the console (only asked for once signed in). */
export function useConsoleAccess() {
  const query = useQuery({ ...consoleAccessQuery, select: consoleAccessOf });
  return { access: query.data, status: query.status, error: query.error, refetch: query.refetch };
}
