import { keepPreviousData, type QueryClient } from '@tanstack/react-query';
import {
  organizerBoothRoutes as routes, organizerRoutes,
  type BoothFileField, type BoothPatch, type CreateBoothBody, type OrganizerBooth,
} from '@foyer/contracts';
import { call } from '@/shared/api/http';
import { uploadFile } from '@/shared/api/upload';

/** Every cached answer of the console's booths of an event starts with this key. */
const boothsKey = (eventSlug: string) => ['console', eventSlug, 'booths'] as const;
export const boothListPageSize = 25;

export const consoleBoothListQuery = (eventSlug: string, search: string, page: number) => ({
  queryKey: [...boothsKey(eventSlug), 'list', search, page] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    call(routes.list, { params: { eventSlug }, query: { limit: boothListPageSize, offset: (page - 1) * boothListPageSize, ...(search ? { search } : {}) } }, signal),
  placeholderData: keepPreviousData,
});

export const consoleBoothQuery = (eventSlug: string, boothSlug: string) => ({
  queryKey: [...boothsKey(eventSlug), 'detail', boothSlug] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => call(routes.detail, { params: { eventSlug, boothSlug } }, signal),
});

export const boothCategoriesQuery = (eventSlug: string) => ({
  queryKey: [...boothsKey(eventSlug), 'categories'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => call(routes.categories, { params: { eventSlug } }, signal),
});

export const sponsorableSessionsQuery = (eventSlug: string) => ({
  queryKey: [...boothsKey(eventSlug), 'sessions'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => call(routes.sessions, { params: { eventSlug } }, signal),
});

export const myBoothsQuery = (eventSlug: string) => ({
  queryKey: [...boothsKey(eventSlug), 'mine'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => call(routes.mine, { params: { eventSlug } }, signal),
});

/** People of the event matching the words, for the staff picker. */
export const peopleMatchingQuery = (eventSlug: string, search: string) => ({
  queryKey: ['console', eventSlug, 'people', 'picker', search] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => call(organizerRoutes.members, { params: { eventSlug }, query: { limit: 20, offset: 0, ...(search ? { search } : {}) } }, signal),
  placeholderData: keepPreviousData,
});

/** The booth as the server keeps it now: its detail replaced (under its slug, which may be new), the lists asked again. */
export function boothStored(queryClient: QueryClient, eventSlug: string, booth: OrganizerBooth): OrganizerBooth {
  queryClient.setQueryData(consoleBoothQuery(eventSlug, booth.slug).queryKey, booth);
  void queryClient.invalidateQueries({ queryKey: [...boothsKey(eventSlug), 'list'] });
  void queryClient.invalidateQueries({ queryKey: [...boothsKey(eventSlug), 'categories'] });
  return booth;
}

export const boothsChanged = (queryClient: QueryClient, eventSlug: string) => queryClient.invalidateQueries({ queryKey: boothsKey(eventSlug) });

type Ref = { eventSlug: string; boothSlug: string };
const stored = async (queryClient: QueryClient, { eventSlug }: Ref, answer: Promise<OrganizerBooth>) => boothStored(queryClient, eventSlug, await answer);

/** The console's booth writes; each answers the booth and keeps the cache in step. */
export function boothWrites(queryClient: QueryClient, ref: Ref) {
  const params = { eventSlug: ref.eventSlug, boothSlug: ref.boothSlug };
  const keep = (answer: Promise<OrganizerBooth>) => stored(queryClient, ref, answer);
  return {
    update: (body: BoothPatch) => keep(call(routes.update, { params, body })),
    setFile: (field: BoothFileField, file: File, onProgress?: (p: number) => void) => keep(uploadFile(routes.putFile, { params: { ...params, field }, file, onProgress })),
    removeFile: (field: BoothFileField) => keep(call(routes.deleteFile, { params: { ...params, field } })),
    setStaff: (staff: number[]) => keep(call(routes.putStaff, { params, body: { staff } })),
    setSessions: (items: number[]) => keep(call(routes.putSessions, { params, body: { items } })),
    addDocument: (file: File, name: string, onProgress?: (p: number) => void) =>
      keep(uploadFile(routes.addDocument, { params, query: name ? { name } : {}, file, onProgress })),
    renameDocument: (documentId: number, name: string) => keep(call(routes.updateDocument, { params: { ...params, documentId }, body: { name } })),
    removeDocument: (documentId: number) => keep(call(routes.deleteDocument, { params: { ...params, documentId } })),
    addEmbeddedVideo: (name: string, embeddedUrl: string) => keep(call(routes.addEmbeddedVideo, { params, body: { name, embedded_url: embeddedUrl } })),
    addVideoFile: (file: File, name: string, onProgress?: (p: number) => void) =>
      keep(uploadFile(routes.addVideoFile, { params, query: name ? { name } : {}, file, onProgress })),
    setVideoThumbnail: (videoId: number, file: File) => keep(uploadFile(routes.putVideoThumbnail, { params: { ...params, videoId }, file })),
    removeVideo: (videoId: number) => keep(call(routes.deleteVideo, { params: { ...params, videoId } })),
    addJob: (body: { title: string; description: string; email: string; assigned_staff: number | null }) => keep(call(routes.addJob, { params, body })),
    updateJob: (jobId: number, body: { title?: string; description?: string; email?: string; assigned_staff?: number | null }) =>
      keep(call(routes.updateJob, { params: { ...params, jobId }, body })),
    removeJob: (jobId: number) => keep(call(routes.deleteJob, { params: { ...params, jobId } })),
    remove: async () => {
      await call(routes.remove, { params });
      queryClient.removeQueries({ queryKey: consoleBoothQuery(ref.eventSlug, ref.boothSlug).queryKey });
      await boothsChanged(queryClient, ref.eventSlug);
    },
  };
}

export async function createBooth(queryClient: QueryClient, eventSlug: string, body: CreateBoothBody): Promise<OrganizerBooth> {
  return boothStored(queryClient, eventSlug, await call(routes.create, { params: { eventSlug }, body }));
}

export async function importBooths(eventSlug: string, file: File, dryRun: boolean) {
  return uploadFile(routes.import, { params: { eventSlug }, query: dryRun ? { dry_run: '1' } : {}, file });
}

export const categoryWrites = (queryClient: QueryClient, eventSlug: string) => {
  const done = async <T,>(answer: Promise<T>) => {
    const value = await answer;
    await boothsChanged(queryClient, eventSlug);
    return value;
  };
  return {
    create: (body: { name: string; map: number }) => done(call(routes.createCategory, { params: { eventSlug }, body })),
    update: (categoryId: number, body: { name?: string; order?: number }) => done(call(routes.updateCategory, { params: { eventSlug, categoryId }, body })),
    remove: (categoryId: number) => done(call(routes.deleteCategory, { params: { eventSlug, categoryId } })),
  };
};
