import type { RealtimeBinding } from '@/shared/realtime';

/**
 * `attendee_updated` patches the cached lists and cards; `privacy_status_updated` of someone who turned
 * private takes them out of the lists at once (their Anonymous form follows with `attendee_updated`).
 * Mounted with every binding at start, so the cache code itself is fetched only when an update comes
 * (people are on screen only once the attendee views, which load it anyway, are open).
 */
export const attendeesRealtime: RealtimeBinding = ({ client, queryClient }) => {
  const api = () => import('./api');
  const stops = [
    client.on('attendee_updated', (attendee) => {
      const slug = client.getEventSlug();
      if (slug) void api().then((m) => m.patchAttendee(queryClient, slug, attendee));
    }),
    client.on('privacy_status_updated', ({ user_id, event_slug, is_public }) => {
      void api().then((m) => {
        if (is_public) void queryClient.invalidateQueries({ queryKey: m.attendeeKeys.lists(event_slug) });
        else m.dropFromLists(queryClient, event_slug, user_id);
      });
    }),
  ];
  return () => stops.forEach((stop) => stop());
};
