import { presentationRoutes } from '@foyer/contracts';
import { call } from '@/shared/api/http';
import { ApiRequestError } from '@/shared/api/errors';

export const presentationKeys = {
  all: (eventSlug: string) => ['presentations', eventSlug] as const,
  stage: (eventSlug: string, stageSlug: string) => ['presentations', eventSlug, stageSlug] as const,
  space: (eventSlug: string, stageSlug: string) => ['presentations', eventSlug, stageSlug, 'space'] as const,
  questions: (eventSlug: string, stageSlug: string) => ['presentations', eventSlug, stageSlug, 'questions'] as const,
};

const noRetryOnRefusal = (failures: number, error: unknown) =>
  failures < 2 && !(error instanceof ApiRequestError && error.status !== null && error.status < 500);

export function presentationSpaceQuery(eventSlug: string, stageSlug: string) {
  return {
    queryKey: presentationKeys.space(eventSlug, stageSlug),
    queryFn: ({ signal }: { signal: AbortSignal }) => call(presentationRoutes.space, { params: { eventSlug, presentationSlug: stageSlug } }, signal),
    staleTime: 60_000,
    retry: noRetryOnRefusal,
  };
}

/** The current presentation's Q&A (the server picks the current one; its id comes back with the list). */
export function questionsQuery(eventSlug: string, stageSlug: string) {
  return {
    queryKey: presentationKeys.questions(eventSlug, stageSlug),
    queryFn: ({ signal }: { signal: AbortSignal }) => call(presentationRoutes.questions, { params: { eventSlug, presentationSlug: stageSlug } }, signal),
    staleTime: 60_000,
    retry: noRetryOnRefusal,
  };
}

export const presentationApi = {
  switchCurrent: (eventSlug: string, stageSlug: string, presentationId: number | null) =>
    call(presentationRoutes.switchCurrent, { params: { eventSlug, presentationSlug: stageSlug }, body: { presentation_id: presentationId } }),
  watch: (eventSlug: string, stageSlug: string) => call(presentationRoutes.watch, { params: { eventSlug, presentationSlug: stageSlug } }),
  ask: (eventSlug: string, stageSlug: string, presentationId: number, text: string) =>
    call(presentationRoutes.ask, { params: { eventSlug, presentationSlug: stageSlug }, body: { presentation: presentationId, text } }),
  upvote: (eventSlug: string, stageSlug: string, questionId: number) =>
    call(presentationRoutes.upvote, { params: { eventSlug, presentationSlug: stageSlug, questionId } }),
  moderate: (eventSlug: string, stageSlug: string, questionId: number, change: { answered?: boolean; hidden?: boolean }) =>
    call(presentationRoutes.moderate, { params: { eventSlug, presentationSlug: stageSlug, questionId }, body: change }),
  deleteQuestion: (eventSlug: string, stageSlug: string, questionId: number) =>
    call(presentationRoutes.deleteQuestion, { params: { eventSlug, presentationSlug: stageSlug, questionId } }),
};
