import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { organizerPosterRoutes, organizerRoutes, type Poster, type PosterBody, type PosterPatch } from '@foyer/contracts';
import { call } from '@/shared/api/http';
import { uploadFile } from '@/shared/api/upload';
import { posterKeys } from '../api';

export const hallPostersQuery = (eventSlug: string, posterSlug: string) =>
  queryOptions({
    queryKey: ['console', 'hall-posters', eventSlug, posterSlug],
    queryFn: ({ signal }) => call(organizerPosterRoutes.posters, { params: { eventSlug, posterSlug } }, signal),
  });

/** The event's people whose name or address has these words: the poster's author is picked among them. */
export const authorChoicesQuery = (eventSlug: string, search: string) =>
  queryOptions({
    queryKey: ['console', 'poster-authors', eventSlug, search],
    queryFn: ({ signal }) => call(organizerRoutes.members, { params: { eventSlug }, query: { limit: 20, offset: 0, ...(search ? { search } : {}) } }, signal),
    staleTime: 30_000,
  });

/** After a change: the console's list, and the hall as attendees load it. */
function postersChanged(queryClient: QueryClient, eventSlug: string, posterSlug: string): void {
  void queryClient.invalidateQueries({ queryKey: hallPostersQuery(eventSlug, posterSlug).queryKey });
  void queryClient.invalidateQueries({ queryKey: posterKeys.all(eventSlug) });
}

export interface HallTarget {
  queryClient: QueryClient;
  eventSlug: string;
  posterSlug: string;
}

export async function addPoster({ queryClient, eventSlug, posterSlug }: HallTarget, body: PosterBody): Promise<Poster> {
  const poster = await call(organizerPosterRoutes.createPoster, { params: { eventSlug, posterSlug }, body });
  postersChanged(queryClient, eventSlug, posterSlug);
  return poster;
}

export async function updatePoster({ queryClient, eventSlug, posterSlug }: HallTarget, posterId: number, body: PosterPatch): Promise<Poster> {
  const poster = await call(organizerPosterRoutes.updatePoster, { params: { eventSlug, posterSlug, posterId }, body });
  postersChanged(queryClient, eventSlug, posterSlug);
  return poster;
}

export async function uploadPosterPdf({ queryClient, eventSlug, posterSlug }: HallTarget, posterId: number, file: File, onProgress: (p: number) => void): Promise<Poster> {
  const poster = await uploadFile(organizerPosterRoutes.putPdf, { params: { eventSlug, posterSlug, posterId }, file, onProgress });
  postersChanged(queryClient, eventSlug, posterSlug);
  return poster;
}

export async function deletePoster({ queryClient, eventSlug, posterSlug }: HallTarget, posterId: number): Promise<void> {
  await call(organizerPosterRoutes.deletePoster, { params: { eventSlug, posterSlug, posterId } });
  postersChanged(queryClient, eventSlug, posterSlug);
}
