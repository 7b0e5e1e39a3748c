import type { QueryClient } from '@tanstack/react-query';
import { organizerSpaceRoutes, type CreateSpaceBody, type OrganizerSpace } from '@foyer/contracts';
import { call } from '@/shared/api/http';
import { uploadFile } from '@/shared/api/upload';
import { consoleSpacesChanged, consoleSpacesKey } from '@/shared/session/console-spaces';

// Plain options: `queryOptions` cannot type the union of ten space kinds (TS2590).
export const spaceDetailQuery = (eventSlug: string, spaceId: number) => ({
  queryKey: [...consoleSpacesKey(eventSlug), 'detail', spaceId] as const,
  queryFn: ({ signal }: { signal: AbortSignal }): Promise<OrganizerSpace> => call(organizerSpaceRoutes.detail, { params: { eventSlug, spaceId } }, signal),
});

/** A space as the server keeps it now: its detail answer replaced, every list asked again. */
function stored(queryClient: QueryClient, eventSlug: string, space: OrganizerSpace): OrganizerSpace {
  queryClient.setQueryData<OrganizerSpace>(spaceDetailQuery(eventSlug, space.id).queryKey, (before) => ({ ...space, referenced_by: space.referenced_by ?? before?.referenced_by }) as OrganizerSpace);
  consoleSpacesChanged(queryClient, eventSlug);
  return space;
}

export async function createSpace(queryClient: QueryClient, eventSlug: string, body: CreateSpaceBody): Promise<OrganizerSpace> {
  return stored(queryClient, eventSlug, await call(organizerSpaceRoutes.create, { params: { eventSlug }, body }));
}

export async function updateSpace(queryClient: QueryClient, eventSlug: string, spaceId: number, body: Record<string, unknown>): Promise<OrganizerSpace> {
  return stored(queryClient, eventSlug, await call(organizerSpaceRoutes.update, { params: { eventSlug, spaceId }, body }));
}

export async function uploadSpaceImage(queryClient: QueryClient, eventSlug: string, spaceId: number, file: File, onProgress: (p: number) => void): Promise<OrganizerSpace> {
  return stored(queryClient, eventSlug, await uploadFile(organizerSpaceRoutes.putImage, { params: { eventSlug, spaceId }, file, onProgress }));
}

export async function removeSpaceImage(queryClient: QueryClient, eventSlug: string, spaceId: number): Promise<OrganizerSpace> {
  return stored(queryClient, eventSlug, await call(organizerSpaceRoutes.deleteImage, { params: { eventSlug, spaceId } }));
}

export async function deleteSpace(queryClient: QueryClient, eventSlug: string, spaceId: number): Promise<void> {
  await call(organizerSpaceRoutes.remove, { params: { eventSlug, spaceId } });
  queryClient.removeQueries({ queryKey: spaceDetailQuery(eventSlug, spaceId).queryKey });
  consoleSpacesChanged(queryClient, eventSlug);
}
