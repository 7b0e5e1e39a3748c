import { queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  organizerRoutes,
  type CreateEventBody,
  type EventFileField,
  type EventSettings,
  type EventSettingsPatch,
} from '@foyer/contracts';
import { call } from '@/shared/api/http';
import { uploadFile } from '@/shared/api/upload';
import { consoleEventsKey } from '@/shared/session/console-access';
import { eventKeys } from '@/shared/session/event-queries';

/** Events on one page of the console's list. */
export const eventsPageSize = 20;

export const eventListQuery = (search: string, page: number) =>
  queryOptions({
    queryKey: [...consoleEventsKey, 'list', { search, page }],
    queryFn: ({ signal }) =>
      call(organizerRoutes.listEvents, { query: { search: search || undefined, limit: eventsPageSize, offset: (page - 1) * eventsPageSize } }, signal),
    placeholderData: (previous) => previous,
    staleTime: 15_000,
  });

export const slugCheckQuery = (slug: string) =>
  queryOptions({
    queryKey: ['console', 'slug-check', slug],
    queryFn: ({ signal }) => call(organizerRoutes.checkSlug, { query: { slug } }, signal),
    staleTime: 5_000,
  });

export function createEvent(body: CreateEventBody): Promise<EventSettings> {
  return call(organizerRoutes.createEvent, { body });
}

export function deleteEvent(eventSlug: string, body: { confirm_slug: string; confirm_people?: boolean }): Promise<void> {
  return call(organizerRoutes.deleteEvent, { params: { eventSlug }, body });
}

export const settingsQuery = (eventSlug: string) =>
  queryOptions({
    queryKey: ['console', 'settings', eventSlug],
    queryFn: ({ signal }) => call(organizerRoutes.settings, { params: { eventSlug } }, signal),
  });

/**
 * Keeps what the console and the attendee side show of the event in step after a change: the stored
 * settings, every console list (names, dates, status) and the event as attendees load it.
 */
export function settingsChanged(queryClient: QueryClient, settings: EventSettings): void {
  queryClient.setQueryData(settingsQuery(settings.slug).queryKey, settings);
  void queryClient.invalidateQueries({ queryKey: consoleEventsKey });
  void queryClient.invalidateQueries({ queryKey: [...eventKeys.all, settings.slug] });
}

export function updateSettings(eventSlug: string, patch: EventSettingsPatch): Promise<EventSettings> {
  return call(organizerRoutes.updateSettings, { params: { eventSlug }, body: patch });
}

export function uploadEventFile(eventSlug: string, field: EventFileField, file: File, onProgress: (percent: number) => void): Promise<EventSettings> {
  return uploadFile(organizerRoutes.putFile, { params: { eventSlug, field }, file, onProgress });
}

export function removeEventFile(eventSlug: string, field: EventFileField): Promise<EventSettings> {
  return call(organizerRoutes.deleteFile, { params: { eventSlug, field } });
}
