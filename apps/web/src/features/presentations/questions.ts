import type { PresentationQuestion, PresentationQuestionForViewer, QuestionsReply } from '@foyer/contracts';

/** Most votes first, then oldest first (the server's order, kept as questions change live). */
export function byVotes(a: PresentationQuestion, b: PresentationQuestion): number {
  return b.votes - a.votes || a.created_at.localeCompare(b.created_at) || a.id - b.id;
}

/** A question asked (live or one's own reply): added once, in its place; hidden ones only for moderators. */
export function withAsked(reply: QuestionsReply, question: PresentationQuestion | PresentationQuestionForViewer): QuestionsReply {
  if (question.presentation_id !== reply.presentation_id) return reply;
  if (reply.results.some((q) => q.id === question.id)) return withUpdated(reply, question);
  if (question.hidden && !reply.can_moderate) return reply;
  const added: PresentationQuestionForViewer = { voted: false, ...question };
  return { ...reply, results: [...reply.results, added].sort(byVotes) };
}

/**
 * A question changed (votes, answered, hidden): it keeps the viewer's own `voted` unless the change says it;
 * a hidden one leaves the list of everyone but its moderators, who keep its text (a hidden one comes without).
 */
export function withUpdated(reply: QuestionsReply, question: PresentationQuestion | PresentationQuestionForViewer): QuestionsReply {
  if (question.presentation_id !== reply.presentation_id) return reply;
  const known = reply.results.find((q) => q.id === question.id);
  // A hidden question comes without its text (the server tells the whole stage): moderators keep theirs.
  if (!known) return question.hidden ? reply : withAsked(reply, question);
  if (question.hidden && !reply.can_moderate) return { ...reply, results: reply.results.filter((q) => q.id !== question.id) };
  const voted = 'voted' in question ? question.voted : known.voted;
  const text = question.hidden ? known.text : question.text;
  const heldFor = question.hidden ? known.held_for : question.held_for;
  const changed: PresentationQuestionForViewer = { ...question, text, held_for: heldFor, voted };
  return { ...reply, results: reply.results.map((q) => (q.id === question.id ? changed : q)).sort(byVotes) };
}

/** The viewer's upvote counted (their reply, or a 409 saying they had already): shown as pressed. */
export function withVoted(reply: QuestionsReply, questionId: number): QuestionsReply {
  return { ...reply, results: reply.results.map((q) => (q.id === questionId ? { ...q, voted: true } : q)) };
}

/** A question deleted (issue 29): it leaves every list. */
export function withDeleted(reply: QuestionsReply, deleted: { presentation_id: number; question_id: number }): QuestionsReply {
  if (deleted.presentation_id !== reply.presentation_id) return reply;
  return { ...reply, results: reply.results.filter((q) => q.id !== deleted.question_id) };
}
