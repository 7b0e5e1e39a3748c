import { createElement } from 'react';
import { useCurrentEvent } from '@/shared/session/use-current-event';
import { Lobby } from './lobby';
import { spacePageFor } from '@/shared/plug-ins/space-pages';

/** /{eventSlug}: the event's home space through its page, or the lobby until that page exists. */
export function EventHome() {
  const { event } = useCurrentEvent();
  if (!event) return null;
  const home = event.home_space;
  const Page = home ? spacePageFor(home.type) : undefined;
  // The page comes from the registry, filled once at start: createElement keeps it a stable component.
  if (home && Page) return createElement(Page, { eventSlug: event.slug, spaceSlug: home.slug });
  return <Lobby event={event} />;
}
