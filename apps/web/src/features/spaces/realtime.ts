import type { QueryClient } from '@tanstack/react-query';
import type { MenuGroup, ReplyOf, UpdatedPublishedSpace, eventRoutes } from '@foyer/contracts';
import { eventKeys } from '@/shared/session/event-queries';
import { bindAll, onLoggedInAgain, type RealtimeBinding } from '@/shared/realtime/binding';

type NavigationPage = ReplyOf<typeof eventRoutes.navigation>;
type SpacesPage = ReplyOf<typeof eventRoutes.spaces>;

function patchMenus(groups: MenuGroup[], change: UpdatedPublishedSpace): MenuGroup[] {
  const patchItem = <T extends { space: MenuGroup['space'] }>(item: T): T =>
    item.space && item.space.id === change.id ? { ...item, space: { ...item.space, published: change.published } } : item;
  return groups.map((group) => ({
    ...patchItem(group),
    sub_menus: group.sub_menus.map((sub) => ({ ...sub, items: sub.items.map(patchItem) })),
  }));
}

/**
 * `updated_published_space`: a space opened or closed. Cached navigation and space lists of the event
 * follow at once, so menus and the lobby show it without a reload. The space list holds closed spaces
 * for organisers only: a space it does not hold that opens is read again (its name comes with it).
 */
export function applyPublishedSpace(queryClient: QueryClient, eventSlug: string, change: UpdatedPublishedSpace): void {
  queryClient.setQueryData<NavigationPage>(eventKeys.navigation(eventSlug), (page) =>
    page ? { ...page, results: patchMenus(page.results, change) } : page,
  );
  const spaces = queryClient.getQueryData<SpacesPage>(eventKeys.spaces(eventSlug));
  if (spaces && change.published && !spaces.results.some((s) => s.id === change.id)) {
    void queryClient.invalidateQueries({ queryKey: eventKeys.spaces(eventSlug) });
    return;
  }
  queryClient.setQueryData<SpacesPage>(eventKeys.spaces(eventSlug), (page) =>
    page
      ? { ...page, results: page.results.map((s) => (s.id === change.id ? { ...s, published: change.published } : s)) }
      : page,
  );
}

/**
 * A binding that follows `updated_published_space` with `apply` and, after a reconnect, `refresh`es what
 * it keeps (changes made while the connection was down were missed). Maps and jobs use it too.
 */
export function publishedSpaceBinding(
  apply: (queryClient: QueryClient, eventSlug: string, change: UpdatedPublishedSpace) => void,
  refresh: (queryClient: QueryClient, eventSlug: string) => void,
): RealtimeBinding {
  return ({ client, queryClient }) => {
    const inEvent = (run: (eventSlug: string) => void) => {
      const slug = client.getEventSlug();
      if (slug) run(slug);
    };
    const stops = [
      client.on('updated_published_space', (change) => inEvent((slug) => apply(queryClient, slug, change))),
      onLoggedInAgain(client, () => inEvent((slug) => refresh(queryClient, slug))),
    ];
    return () => stops.forEach((stop) => stop());
  };
}

const publishedSpaces = publishedSpaceBinding(applyPublishedSpace, (queryClient, slug) => {
  void queryClient.invalidateQueries({ queryKey: eventKeys.navigation(slug) });
  void queryClient.invalidateQueries({ queryKey: eventKeys.spaces(slug) });
});

/** `updated_navigation`: an organiser changed the event's menu; the cached menu is read again. */
const changedMenus: RealtimeBinding = ({ client, queryClient }) =>
  client.on('updated_navigation', (change) => {
    if (change.event_slug === client.getEventSlug()) void queryClient.invalidateQueries({ queryKey: eventKeys.navigation(change.event_slug) });
  });

/** The spaces feature's realtime binding: published state of spaces in menus and space lists, and the menu itself. */
export const spacesRealtime = bindAll(publishedSpaces, changedMenus);
