import type { RealtimeBinding } from '@/shared/realtime';
import { attendeeSubscriptions } from './realtime';

/**
 * `attendee_updated` patches the cached lists and cards; `privacy_status_updated` of someone who turned
 * private takes them out of the lists at once (their Anonymous form follows with `attendee_updated`).
 * Mounted with every binding at start, so the cache code itself is fetched only when an update comes
 * (people are on screen only once the attendee views, which load it anyway, are open). After a new login
 * the people on screen are read again: their updates while the socket was out of their rooms were lost.
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
    attendeeSubscriptions.onResubscribed(() => {
      const slug = client.getEventSlug();
      if (!slug) return;
      void api().then((m) => {
        void queryClient.invalidateQueries({ queryKey: m.attendeeKeys.lists(slug) });
        void queryClient.invalidateQueries({ queryKey: m.attendeeKeys.details(slug) });
      });
    }),
  ];
  return () => stops.forEach((stop) => stop());
};
