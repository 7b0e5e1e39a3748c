import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { organizerStageRoutes, type OrganizerStage, type Presentation, type StageEntryBody, type StageEntryPatch } from '@foyer/contracts';
import { call } from '@/shared/api/http';
import { presentationKeys } from '../api';

const stageKey = (eventSlug: string, stageSlug: string) => ['console', 'stage', eventSlug, stageSlug] as const;

/** A stage's schedule in order, what it shows now and its moderators, as the console edits them. */
export const consoleStageQuery = (eventSlug: string, stageSlug: string) =>
  queryOptions({
    queryKey: stageKey(eventSlug, stageSlug),
    queryFn: ({ signal }) => call(organizerStageRoutes.stage, { params: { eventSlug, presentationSlug: stageSlug } }, signal),
  });

/** After a change: the console's stage (set from the reply when it is the whole stage), and the stage page this browser keeps. */
function stageChanged(queryClient: QueryClient, eventSlug: string, stageSlug: string, stage?: OrganizerStage): void {
  if (stage) queryClient.setQueryData(stageKey(eventSlug, stageSlug), stage);
  else void queryClient.invalidateQueries({ queryKey: stageKey(eventSlug, stageSlug) });
  void queryClient.invalidateQueries({ queryKey: presentationKeys.stage(eventSlug, stageSlug) });
}

const paramsOf = (eventSlug: string, stageSlug: string) => ({ eventSlug, presentationSlug: stageSlug });

/** Writes one entry: a new one goes to the schedule's end, a stored one (by id) is changed. */
export async function saveEntry(queryClient: QueryClient, eventSlug: string, stageSlug: string, id: number | null, body: StageEntryBody | StageEntryPatch): Promise<Presentation> {
  const params = paramsOf(eventSlug, stageSlug);
  const saved =
    id === null
      ? await call(organizerStageRoutes.createEntry, { params, body: body as StageEntryBody })
      : await call(organizerStageRoutes.updateEntry, { params: { ...params, presentationId: id }, body });
  stageChanged(queryClient, eventSlug, stageSlug);
  return saved;
}

export async function deleteEntry(queryClient: QueryClient, eventSlug: string, stageSlug: string, id: number): Promise<void> {
  await call(organizerStageRoutes.deleteEntry, { params: { ...paramsOf(eventSlug, stageSlug), presentationId: id } });
  stageChanged(queryClient, eventSlug, stageSlug);
}

export async function reorderStage(queryClient: QueryClient, eventSlug: string, stageSlug: string, ids: number[]): Promise<void> {
  stageChanged(queryClient, eventSlug, stageSlug, await call(organizerStageRoutes.reorder, { params: paramsOf(eventSlug, stageSlug), body: { presentation_ids: ids } }));
}

export async function showOnStage(queryClient: QueryClient, eventSlug: string, stageSlug: string, id: number | null): Promise<void> {
  stageChanged(queryClient, eventSlug, stageSlug, await call(organizerStageRoutes.setCurrent, { params: paramsOf(eventSlug, stageSlug), body: { presentation_id: id } }));
}

export async function addModerator(queryClient: QueryClient, eventSlug: string, stageSlug: string, userId: number): Promise<void> {
  stageChanged(queryClient, eventSlug, stageSlug, await call(organizerStageRoutes.addModerator, { params: paramsOf(eventSlug, stageSlug), body: { user_id: userId } }));
}

export async function removeModerator(queryClient: QueryClient, eventSlug: string, stageSlug: string, userId: number): Promise<void> {
  await call(organizerStageRoutes.removeModerator, { params: { ...paramsOf(eventSlug, stageSlug), userId } });
  stageChanged(queryClient, eventSlug, stageSlug);
}
