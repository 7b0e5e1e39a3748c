import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { organizerRoutes, type ConsoleRole, type EventMember } from '@foyer/contracts';
import { call } from '@/shared/api/http';
import { consoleEventsKey } from '@/shared/session/console-access';

export const peoplePageSize = 50;

export type PeopleFilter = 'all' | 'owner' | 'moderator' | 'staff' | 'attendee' | 'invited' | 'signed_in';

export interface PeopleQuery {
  search: string;
  filter: PeopleFilter;
  tag: string | null;
  page: number;
}

const peopleKey = (eventSlug: string) => ['console', 'people', eventSlug] as const;

export const peopleQuery = (eventSlug: string, q: PeopleQuery) =>
  queryOptions({
    queryKey: [...peopleKey(eventSlug), q],
    queryFn: ({ signal }) =>
      call(
        organizerRoutes.members,
        {
          params: { eventSlug },
          query: {
            search: q.search || undefined,
            filter: q.filter === 'all' ? undefined : q.filter,
            tag: q.tag ?? undefined,
            limit: peoplePageSize,
            offset: (q.page - 1) * peoplePageSize,
          },
        },
        signal,
      ),
    placeholderData: keepPreviousData,
  });

/** After a change: the list again, and the people counts of the console's event lists. */
function peopleChanged(queryClient: QueryClient, eventSlug: string): void {
  void queryClient.invalidateQueries({ queryKey: peopleKey(eventSlug) });
  void queryClient.invalidateQueries({ queryKey: consoleEventsKey });
}

export async function addPerson(queryClient: QueryClient, eventSlug: string, body: { email: string; roles: ConsoleRole[] }): Promise<EventMember> {
  const member = await call(organizerRoutes.addMember, { params: { eventSlug }, body });
  peopleChanged(queryClient, eventSlug);
  return member;
}

export async function setRoles(queryClient: QueryClient, eventSlug: string, userId: number, roles: ConsoleRole[]): Promise<EventMember> {
  const member = await call(organizerRoutes.updateMember, { params: { eventSlug, userId }, body: { roles } });
  peopleChanged(queryClient, eventSlug);
  return member;
}

export async function removePerson(queryClient: QueryClient, eventSlug: string, userId: number): Promise<void> {
  await call(organizerRoutes.removeMember, { params: { eventSlug, userId } });
  peopleChanged(queryClient, eventSlug);
}

export async function tagPeople(queryClient: QueryClient, eventSlug: string, body: { user_ids: number[]; add: string[]; remove: string[] }): Promise<number> {
  const reply = await call(organizerRoutes.tagMembers, { params: { eventSlug }, body });
  peopleChanged(queryClient, eventSlug);
  return reply.updated;
}
