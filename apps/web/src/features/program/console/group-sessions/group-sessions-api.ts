import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { organizerGroupSessionRoutes, type GroupSession, type GroupSessionInput, type GroupSessionPatch } from '@foyer/contracts';
import { call } from '@/shared/api/http';
import { programKeys } from '../../api';

const consoleKey = (eventSlug: string) => ['console', 'group-sessions', eventSlug] as const;

/** Every group session of the event, by start, as the console lists them. */
export const consoleGroupSessionsQuery = (eventSlug: string) =>
  queryOptions({
    queryKey: consoleKey(eventSlug),
    queryFn: ({ signal }) => call(organizerGroupSessionRoutes.list, { params: { eventSlug } }, signal),
  });

/** After a change: the console's list, and the attendee list this browser keeps. */
function sessionsChanged(queryClient: QueryClient, eventSlug: string): void {
  void queryClient.invalidateQueries({ queryKey: consoleKey(eventSlug) });
  void queryClient.invalidateQueries({ queryKey: programKeys.groupSessions(eventSlug) });
}

/** Writes one session: a new one (id null) is made, a stored one changed. */
export async function saveGroupSession(queryClient: QueryClient, eventSlug: string, id: number | null, body: GroupSessionInput): Promise<GroupSession> {
  const saved =
    id === null
      ? await call(organizerGroupSessionRoutes.create, { params: { eventSlug }, body })
      : await call(organizerGroupSessionRoutes.update, { params: { eventSlug, sessionId: id }, body: body as GroupSessionPatch });
  sessionsChanged(queryClient, eventSlug);
  return saved;
}

export async function deleteGroupSession(queryClient: QueryClient, eventSlug: string, id: number): Promise<void> {
  await call(organizerGroupSessionRoutes.remove, { params: { eventSlug, sessionId: id } });
  sessionsChanged(queryClient, eventSlug);
}
