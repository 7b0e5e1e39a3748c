import type { QueryClient } from '@tanstack/react-query';
import type { CurrentUser, PresentationSpace, QuestionsReply, UpdatedPublishedSpace } from '@foyer/contracts';
import { sessionKeys } from '@/shared/session/session';
import { publishedSpaceBinding } from '@/features/spaces';
import { onLoggedInAgain, type RealtimeBinding } from '@/shared/realtime/binding';
import { presentationKeys } from './api';
import { withAsked, withDeleted, withUpdated } from './questions';
import { applyStageAttendees, type StageAttendeesChange } from './stage-attendees';

/** `updated_published_space` of a stage: its page and Q&A ask again (a closed stage is for organisers only). */
export function applyPublishedSpaceToStage(queryClient: QueryClient, eventSlug: string, change: UpdatedPublishedSpace): void {
  if (change.type !== 'presentation') return;
  void queryClient.invalidateQueries({ queryKey: presentationKeys.stage(eventSlug, change.slug) });
}

/**
 * `updated_presentation_space`: the stage switched. Everyone's player changes at once (the viewer's own copy
 * of that presentation when the schedule has it, with their backstage link), then the page and the Q&A
 * (the new presentation's) are asked again for what is per viewer.
 */
export function applyStageSwitch(queryClient: QueryClient, eventSlug: string, change: { slug: string; current_presentation: PresentationSpace['current_presentation'] }): void {
  queryClient.setQueryData<PresentationSpace>(presentationKeys.space(eventSlug, change.slug), (page) => {
    if (!page) return page;
    const next = change.current_presentation;
    const own = next ? (page.presentations.find((p) => p.id === next.id) ?? next) : null;
    return { ...page, current_presentation: own };
  });
  void queryClient.invalidateQueries({ queryKey: presentationKeys.stage(eventSlug, change.slug) });
}

const publishedBinding = publishedSpaceBinding(applyPublishedSpaceToStage, (queryClient, slug) => {
  void queryClient.invalidateQueries({ queryKey: presentationKeys.all(slug) });
});

/** Questions live: every stage's Q&A cache of the event takes the question when it is of its presentation. */
function patchQuestions(queryClient: QueryClient, eventSlug: string, patch: (reply: QuestionsReply) => QuestionsReply): void {
  queryClient.setQueriesData<QuestionsReply>(
    { queryKey: presentationKeys.all(eventSlug), predicate: (q) => q.queryKey[3] === 'questions' },
    (reply) => (reply ? patch(reply) : reply),
  );
}

/**
 * The stage's realtime binding: switching, the published flag, the Q&A, and the stage's people (the attendee
 * sidebar's list of this stage follows arrivals and departures from the announcements, decision 0055).
 */
export const presentationsRealtime: RealtimeBinding = (context) => {
  const { client, queryClient } = context;
  const inEvent = (run: (eventSlug: string) => void) => {
    const slug = client.getEventSlug();
    if (slug) run(slug);
  };
  const stageOf = (spaceId: number, eventSlug: string): string | undefined =>
    queryClient
      .getQueriesData<PresentationSpace>({ queryKey: presentationKeys.all(eventSlug) })
      .find(([, page]) => page?.meta?.id === spaceId)?.[1]?.meta.slug;
  const peopleChanged = (event: 'joined' | 'left') => (change: StageAttendeesChange) =>
    inEvent((eventSlug) => {
      const slug = stageOf(change.space_id, eventSlug);
      const ownId = queryClient.getQueryData<CurrentUser>(sessionKeys.currentUser(eventSlug))?.id ?? null;
      if (slug) applyStageAttendees(queryClient, eventSlug, slug, event, change, ownId);
    });
  const stops = [
    publishedBinding(context),
    client.on('updated_presentation_space', (change) => inEvent((eventSlug) => applyStageSwitch(queryClient, eventSlug, change))),
    client.on('presentation_question_asked', (question) => inEvent((eventSlug) => patchQuestions(queryClient, eventSlug, (r) => withAsked(r, question)))),
    client.on('presentation_question_updated', (question) => inEvent((eventSlug) => patchQuestions(queryClient, eventSlug, (r) => withUpdated(r, question)))),
    client.on('presentation_question_deleted', (deleted) => inEvent((eventSlug) => patchQuestions(queryClient, eventSlug, (r) => withDeleted(r, deleted)))),
    client.on('joined_presentation_space', peopleChanged('joined')),
    client.on('left_presentation_space', peopleChanged('left')),
    onLoggedInAgain(client, () => inEvent((eventSlug) => void queryClient.invalidateQueries({ queryKey: presentationKeys.all(eventSlug) }))),
  ];
  return () => stops.forEach((stop) => stop());
};
