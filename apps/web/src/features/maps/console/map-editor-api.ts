import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { organizerMapRoutes, type MapArea, type MapAreaBody } from '@foyer/contracts';
import { call } from '@/shared/api/http';
import { uploadFile } from '@/shared/api/upload';
import { mapKeys } from '../api';

export const mapAreasQuery = (eventSlug: string, mapSlug: string) =>
  queryOptions({
    queryKey: ['console', 'map-areas', eventSlug, mapSlug],
    queryFn: ({ signal }) => call(organizerMapRoutes.areas, { params: { eventSlug, mapSlug } }, signal),
  });

/** After a change: the editor's list, and the map as attendees load it. */
function mapChanged(queryClient: QueryClient, eventSlug: string, mapSlug: string): void {
  void queryClient.invalidateQueries({ queryKey: mapAreasQuery(eventSlug, mapSlug).queryKey });
  void queryClient.invalidateQueries({ queryKey: mapKeys.detail(eventSlug, mapSlug) });
}

export async function uploadMapImage(queryClient: QueryClient, eventSlug: string, mapSlug: string, file: File, onProgress: (p: number) => void) {
  const map = await uploadFile(organizerMapRoutes.putImage, { params: { eventSlug, mapSlug }, file, onProgress });
  mapChanged(queryClient, eventSlug, mapSlug);
  return map;
}

/** Writes one area: a new one is created, a stored one changed. */
export async function saveArea(eventSlug: string, mapSlug: string, id: number | null, body: MapAreaBody): Promise<MapArea> {
  if (id === null) return call(organizerMapRoutes.createArea, { params: { eventSlug, mapSlug }, body });
  return call(organizerMapRoutes.updateArea, { params: { eventSlug, mapSlug, areaId: id }, body });
}

export async function deleteArea(eventSlug: string, mapSlug: string, id: number): Promise<void> {
  await call(organizerMapRoutes.deleteArea, { params: { eventSlug, mapSlug, areaId: id } });
}

export { mapChanged };
