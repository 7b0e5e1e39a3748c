import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { organizerCinemaRoutes, type CinemaVideoBody, type CinemaVideoPatch, type OrganizerCinemaVideo } from '@foyer/contracts';
import { call } from '@/shared/api/http';
import { uploadFile } from '@/shared/api/upload';
import { cinemaKeys } from '../api';

export const cinemaFilmsQuery = (eventSlug: string, cinemaSlug: string) =>
  queryOptions({
    queryKey: ['console', 'cinema-films', eventSlug, cinemaSlug],
    queryFn: ({ signal }) => call(organizerCinemaRoutes.videos, { params: { eventSlug, cinemaSlug } }, signal),
  });

/** After a change: the console's list, and the cinema as attendees load it. */
function filmsChanged(queryClient: QueryClient, eventSlug: string, cinemaSlug: string): void {
  void queryClient.invalidateQueries({ queryKey: cinemaFilmsQuery(eventSlug, cinemaSlug).queryKey });
  void queryClient.invalidateQueries({ queryKey: cinemaKeys.all(eventSlug) });
}

export interface FilmTarget {
  queryClient: QueryClient;
  eventSlug: string;
  cinemaSlug: string;
}

export async function uploadFilm({ queryClient, eventSlug, cinemaSlug }: FilmTarget, file: File, onProgress: (p: number) => void): Promise<OrganizerCinemaVideo> {
  const film = await uploadFile(organizerCinemaRoutes.uploadVideo, { params: { eventSlug, cinemaSlug }, file, onProgress });
  filmsChanged(queryClient, eventSlug, cinemaSlug);
  return film;
}

export async function addFilm({ queryClient, eventSlug, cinemaSlug }: FilmTarget, body: CinemaVideoBody): Promise<OrganizerCinemaVideo> {
  const film = await call(organizerCinemaRoutes.createVideo, { params: { eventSlug, cinemaSlug }, body });
  filmsChanged(queryClient, eventSlug, cinemaSlug);
  return film;
}

export async function updateFilm({ queryClient, eventSlug, cinemaSlug }: FilmTarget, videoId: number, body: CinemaVideoPatch): Promise<OrganizerCinemaVideo> {
  const film = await call(organizerCinemaRoutes.updateVideo, { params: { eventSlug, cinemaSlug, videoId }, body });
  filmsChanged(queryClient, eventSlug, cinemaSlug);
  return film;
}

export async function uploadThumbnail({ queryClient, eventSlug, cinemaSlug }: FilmTarget, videoId: number, file: File): Promise<OrganizerCinemaVideo> {
  const film = await uploadFile(organizerCinemaRoutes.putThumbnail, { params: { eventSlug, cinemaSlug, videoId }, file });
  filmsChanged(queryClient, eventSlug, cinemaSlug);
  return film;
}

export async function deleteFilm({ queryClient, eventSlug, cinemaSlug }: FilmTarget, videoId: number): Promise<void> {
  await call(organizerCinemaRoutes.deleteVideo, { params: { eventSlug, cinemaSlug, videoId } });
  filmsChanged(queryClient, eventSlug, cinemaSlug);
}
