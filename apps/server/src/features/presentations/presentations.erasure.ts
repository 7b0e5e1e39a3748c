import { eq, inArray, sql } from 'drizzle-orm';
import type { AccountEraser } from '../../platform/account-erasure';
import { presentationQuestions, presentationQuestionVotes, presentations, presentationSpeakers, stageModerators } from './presentations.schema';

/** Speaker places, moderation (of presentations and stages) and the person's questions go; their upvotes are taken back from the counts. */
export const erasePresentationTraces: AccountEraser = async ({ tx, userId }) => {
  const voted = await tx.delete(presentationQuestionVotes).where(eq(presentationQuestionVotes.userId, userId)).returning({ id: presentationQuestionVotes.questionId });
  if (voted.length > 0) {
    await tx
      .update(presentationQuestions)
      .set({ votes: sql`greatest(${presentationQuestions.votes} - 1, 0)` })
      .where(inArray(presentationQuestions.id, voted.map((v) => v.id)));
  }
  await tx.delete(presentationQuestions).where(eq(presentationQuestions.authorId, userId));
  await tx.delete(presentationSpeakers).where(eq(presentationSpeakers.userId, userId));
  await tx.delete(stageModerators).where(eq(stageModerators.userId, userId));
  await tx.update(presentations).set({ moderatorId: null }).where(eq(presentations.moderatorId, userId));
};
