import type { RealtimeBinding } from '@/shared/realtime/binding';
import { eventKeys } from '@/shared/session/event-queries';

/**
 * `updated_event`: an owner changed the event's settings in the console. Everything cached about the event
 * (its entry data, the current event with its flags, the menu, the spaces) is read again, so pages already
 * open follow without a reload.
 */
export const eventsRealtime: RealtimeBinding = ({ client, queryClient }) =>
  client.on('updated_event', (change) => {
    if (change.event_slug === client.getEventSlug()) void queryClient.invalidateQueries({ queryKey: [...eventKeys.all, change.event_slug] });
  });
