import { buildPath, organizerArchiveRoutes, type CloneEventBody, type TemplateEventBody } from '@foyer/contracts';
import { ApiRequestError } from '@/shared/api/errors';
import { call, freshAccessToken } from '@/shared/api/http';
import { uploadFile } from '@/shared/api/upload';

/** Downloads the event as one archive (decision 0089): a zip the browser saves as `<slug>.foyer.zip`. */
export async function downloadEventArchive(eventSlug: string): Promise<void> {
  const access = await freshAccessToken();
  const res = await fetch(buildPath(organizerArchiveRoutes.export.path, { eventSlug }), { headers: access ? { authorization: `Bearer ${access}` } : {} });
  if (!res.ok) {
    const data = (await res.json().catch(() => null)) as { detail?: string } | null;
    throw new ApiRequestError(data?.detail ?? `Request failed with status ${res.status}`, res.status, data);
  }
  const link = document.createElement('a');
  link.href = URL.createObjectURL(await res.blob());
  link.download = `${eventSlug}.foyer.zip`;
  link.click();
  URL.revokeObjectURL(link.href);
}

export function importEventArchive(file: File, slug: string, name: string, onProgress: (percent: number) => void) {
  return uploadFile(organizerArchiveRoutes.import, { file, query: { slug, ...(name ? { name } : {}) }, onProgress });
}

export function cloneEvent(eventSlug: string, body: CloneEventBody) {
  return call(organizerArchiveRoutes.clone, { params: { eventSlug }, body });
}

export function createEventFromTemplate(body: TemplateEventBody) {
  return call(organizerArchiveRoutes.fromTemplate, { body });
}
