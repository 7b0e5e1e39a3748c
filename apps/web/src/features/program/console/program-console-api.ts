import { queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  buildPath, organizerProgramRoutes, programExportFormats, timetableRoutes,
  type OrganizerPerformer, type OrganizerProgramEntry, type OrganizerProgramTag, type PerformerBody, type PerformerPatch,
  type ProgramEntryBody, type ProgramEntryPatch, type ProgramExportFormat, type ProgramTagInput, type ProgramTagPatch, type ScheduleImportReport,
} from '@foyer/contracts';
import { ApiRequestError } from '@/shared/api/errors';
import { call, freshAccessToken } from '@/shared/api/http';
import { uploadFile } from '@/shared/api/upload';
import { consoleSpacesChanged } from '@/shared/session/console-spaces';
import { eventKeys } from '@/shared/session/event-queries';

/** Every cached answer of the console's program starts with this key. */
const programKey = (eventSlug: string) => ['console', 'program', eventSlug] as const;

export const entriesQuery = (eventSlug: string, date: string | null, search: string) =>
  queryOptions({
    queryKey: [...programKey(eventSlug), 'entries', date, search],
    queryFn: ({ signal }) =>
      call(organizerProgramRoutes.entries, { params: { eventSlug }, query: { ...(date ? { date } : {}), ...(search ? { search } : {}) } }, signal),
    select: (page) => page.results,
  });

/** Every container of the event (an item's editor offers them). */
export const containersQuery = (eventSlug: string) =>
  queryOptions({
    queryKey: [...programKey(eventSlug), 'entries', null, ''],
    queryFn: ({ signal }) => call(organizerProgramRoutes.entries, { params: { eventSlug }, query: {} }, signal),
    select: (page) => page.results.filter((e) => e.type === 'container'),
  });

/** The days that have program (the attendee's read, which organisers see whole). */
export const programDatesQuery = (eventSlug: string) =>
  queryOptions({
    queryKey: [...programKey(eventSlug), 'dates'],
    queryFn: ({ signal }) => call(timetableRoutes.dates, { params: { eventSlug } }, signal),
  });

export const tagsQuery = (eventSlug: string) =>
  queryOptions({
    queryKey: [...programKey(eventSlug), 'tags'],
    queryFn: ({ signal }) => call(organizerProgramRoutes.tags, { params: { eventSlug } }, signal),
    select: (reply) => reply.results,
  });

export const performersQuery = (eventSlug: string, search = '') =>
  queryOptions({
    queryKey: [...programKey(eventSlug), 'performers', search],
    queryFn: ({ signal }) => call(organizerProgramRoutes.performers, { params: { eventSlug }, query: search ? { search } : {} }, signal),
    select: (reply) => reply.results,
  });

/** After any program write: the console's lists (an import may add spaces), and the event's tags and program pages open in this tab. */
export function programChanged(queryClient: QueryClient, eventSlug: string): void {
  void queryClient.invalidateQueries({ queryKey: programKey(eventSlug) });
  consoleSpacesChanged(queryClient, eventSlug);
  void queryClient.invalidateQueries({ queryKey: ['program-views', eventSlug] });
  void queryClient.invalidateQueries({ queryKey: [...eventKeys.all, eventSlug] });
}

const changing =
  <A extends unknown[], T>(write: (eventSlug: string, ...args: A) => Promise<T>) =>
  async (queryClient: QueryClient, eventSlug: string, ...args: A): Promise<T> => {
    const result = await write(eventSlug, ...args);
    programChanged(queryClient, eventSlug);
    return result;
  };

export const createEntry = changing((eventSlug, body: ProgramEntryBody): Promise<OrganizerProgramEntry> =>
  call(organizerProgramRoutes.createEntry, { params: { eventSlug }, body }));
export const updateEntry = changing((eventSlug, entryId: number, body: ProgramEntryPatch): Promise<OrganizerProgramEntry> =>
  call(organizerProgramRoutes.updateEntry, { params: { eventSlug, entryId }, body }));
export const deleteEntry = changing((eventSlug, entryId: number): Promise<void> => call(organizerProgramRoutes.deleteEntry, { params: { eventSlug, entryId } }));

export const createTag = changing((eventSlug, body: ProgramTagInput): Promise<OrganizerProgramTag> => call(organizerProgramRoutes.createTag, { params: { eventSlug }, body }));
export const updateTag = changing((eventSlug, tagId: number, body: ProgramTagPatch): Promise<OrganizerProgramTag> =>
  call(organizerProgramRoutes.updateTag, { params: { eventSlug, tagId }, body }));
export const deleteTag = changing((eventSlug, tagId: number): Promise<void> => call(organizerProgramRoutes.deleteTag, { params: { eventSlug, tagId } }));
export const renameCategory = changing((eventSlug, body: { category: string; text?: string; order?: number }) =>
  call(organizerProgramRoutes.updateTagCategory, { params: { eventSlug }, body }));

export const createPerformer = changing((eventSlug, body: PerformerBody): Promise<OrganizerPerformer> =>
  call(organizerProgramRoutes.createPerformer, { params: { eventSlug }, body }));
export const updatePerformer = changing((eventSlug, performerId: number, body: PerformerPatch): Promise<OrganizerPerformer> =>
  call(organizerProgramRoutes.updatePerformer, { params: { eventSlug, performerId }, body }));
export const deletePerformer = changing((eventSlug, performerId: number): Promise<void> =>
  call(organizerProgramRoutes.deletePerformer, { params: { eventSlug, performerId } }));
export const uploadMugshot = changing((eventSlug, performerId: number, file: File): Promise<OrganizerPerformer> =>
  uploadFile(organizerProgramRoutes.putMugshot, { params: { eventSlug, performerId }, file }));
export const removeMugshot = changing((eventSlug, performerId: number): Promise<OrganizerPerformer> =>
  call(organizerProgramRoutes.deleteMugshot, { params: { eventSlug, performerId } }));

/** What importing the file would change; nothing is written. */
export function previewImport(eventSlug: string, file: File): Promise<ScheduleImportReport> {
  return uploadFile(organizerProgramRoutes.previewImport, { params: { eventSlug }, file });
}
export const applyImport = changing((eventSlug, file: File): Promise<ScheduleImportReport> =>
  uploadFile(organizerProgramRoutes.applyImport, { params: { eventSlug }, file }));

/** The program in a format, saved as a file by the browser (the export is no JSON route: read as bytes). */
export async function downloadExport(eventSlug: string, format: ProgramExportFormat): Promise<void> {
  const access = await freshAccessToken();
  const res = await fetch(buildPath(organizerProgramRoutes.export.path, { eventSlug, format }), { headers: access ? { authorization: `Bearer ${access}` } : {} });
  if (!res.ok) {
    const data = (await res.json().catch(() => null)) as { detail?: string } | null;
    throw new ApiRequestError(data?.detail ?? `Request failed with status ${res.status}`, res.status, data);
  }
  const link = document.createElement('a');
  link.href = URL.createObjectURL(await res.blob());
  link.download = `${eventSlug}-${programExportFormats[format].file}`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 1000);
}
