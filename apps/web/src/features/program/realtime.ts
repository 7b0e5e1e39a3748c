import type { RealtimeBinding } from '@/shared/realtime';

/**
 * `timetable_updated` / `group_session_updated`: the program changed. Open timetables, the calendar panel,
 * performer pages and the map popups ask again (only queries someone is looking at refetch at once; the
 * payload carries no items, as closed spaces' items are for organisers only).
 */
export const programRealtime: RealtimeBinding = ({ client, queryClient }) => {
  const refresh = (slug: string) => {
    void queryClient.invalidateQueries({ queryKey: ['program-views', slug] });
    void queryClient.invalidateQueries({ queryKey: ['program', 'space-preview', slug] });
    void queryClient.invalidateQueries({ queryKey: ['goodiebag', slug, 'kind'] });
  };
  const stops = [
    client.on('timetable_updated', ({ event_slug }) => refresh(event_slug)),
    client.on('group_session_updated', ({ event_slug }) => refresh(event_slug)),
  ];
  return () => stops.forEach((stop) => stop());
};
