import type { Presentation, PresentationQuestion, PresentationQuestionForViewer } from '@foyer/contracts';
import { type SenderRow, presentSender } from '../identity';
import type { PresentationWithPeople, QuestionRow } from './presentations.repository';

/** A presentation; its backstage call only for those who go backstage (`backstage`). */
export function presentPresentation(p: PresentationWithPeople, backstage: boolean): Presentation {
  const { row } = p;
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    kind: row.kind,
    url: row.kind === 'live' ? null : row.url,
    moderator: p.moderator ? presentSender(p.moderator) : null,
    speakers: p.speakers.map(presentSender),
    start_date: row.startsAt?.toISOString() ?? null,
    end_date: row.endsAt?.toISOString() ?? null,
    program_item_id: row.programItemId,
    backstage_videocall_id: backstage && row.kind === 'live' ? row.videocallId : null,
  };
}

export function presentQuestion(q: QuestionRow, author: SenderRow): PresentationQuestion {
  return {
    id: q.id,
    presentation_id: q.presentationId,
    text: q.text,
    author: presentSender(author),
    votes: q.votes,
    answered: q.answered,
    hidden: q.hidden,
    ...(q.heldFor ? { held_for: q.heldFor } : {}),
    created_at: q.createdAt.toISOString(),
  };
}

export function presentQuestionForViewer(q: QuestionRow, author: SenderRow, voted: boolean): PresentationQuestionForViewer {
  return { ...presentQuestion(q, author), voted };
}
