import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { users } from '../identity/accounts.schema';
import { eventMembers } from '../identity/events.schema';
import type { Executor } from '../../platform/db/database';
import { senderColumns, type SenderRow } from '../identity';
import { presentationQuestions, presentationQuestionVotes, presentations, presentationSpeakers, presentationStages, stageModerators } from './presentations.schema';

export type PresentationRow = typeof presentations.$inferSelect;
export type QuestionRow = typeof presentationQuestions.$inferSelect;
export type NewPresentationRow = typeof presentations.$inferInsert;

/** A presentation with its people, as the presenter wants it. */
export interface PresentationWithPeople {
  row: PresentationRow;
  moderator: SenderRow | null;
  speakers: SenderRow[];
}

export interface QuestionWithAuthor {
  question: QuestionRow;
  author: SenderRow;
  voted: boolean;
}

const personColumns = senderColumns;

export class PresentationsRepository {
  constructor(readonly db: Executor) {}

  /**
   * People of the event by id, as others see them (their event visibility joined); `listedOnly`: only those
   * with a name, as lists of attendees show people (decision 0070).
   */
  async people(eventId: number, ids: number[], listedOnly = false): Promise<Map<number, SenderRow>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .select(personColumns)
      .from(users)
      .leftJoin(eventMembers, and(eq(eventMembers.userId, users.id), eq(eventMembers.eventId, eventId)))
      .where(and(inArray(users.id, ids), listedOnly ? users.hasName : undefined));
    return new Map(rows.map((r) => [r.id, r]));
  }

  /** The stage's schedule (as an organiser ordered it, then by start, then id) with moderators and speakers, in three queries. */
  async schedule(eventId: number, spaceId: number): Promise<PresentationWithPeople[]> {
    const rows = await this.db
      .select()
      .from(presentations)
      .where(eq(presentations.spaceId, spaceId))
      .orderBy(asc(presentations.position), sql`${presentations.startsAt} asc nulls last`, asc(presentations.id));
    if (rows.length === 0) return [];
    const speakerRows = await this.db
      .select()
      .from(presentationSpeakers)
      .where(inArray(presentationSpeakers.presentationId, rows.map((r) => r.id)))
      .orderBy(asc(presentationSpeakers.userId));
    const people = await this.people(eventId, [...new Set([...rows.flatMap((r) => (r.moderatorId ? [r.moderatorId] : [])), ...speakerRows.map((s) => s.userId)])]);
    return rows.map((row) => ({
      row,
      moderator: row.moderatorId ? (people.get(row.moderatorId) ?? null) : null,
      speakers: speakerRows.filter((s) => s.presentationId === row.id).flatMap((s) => people.get(s.userId) ?? []),
    }));
  }

  async currentId(spaceId: number): Promise<number | null> {
    const [row] = await this.db.select({ id: presentationStages.currentPresentationId }).from(presentationStages).where(eq(presentationStages.spaceId, spaceId));
    return row?.id ?? null;
  }

  async setCurrent(spaceId: number, presentationId: number | null, at: Date): Promise<void> {
    await this.db
      .insert(presentationStages)
      .values({ spaceId, currentPresentationId: presentationId, updatedAt: at })
      .onConflictDoUpdate({ target: presentationStages.spaceId, set: { currentPresentationId: presentationId, updatedAt: at } });
  }

  async find(spaceId: number, presentationId: number): Promise<PresentationRow | null> {
    const [row] = await this.db
      .select()
      .from(presentations)
      .where(and(eq(presentations.spaceId, spaceId), eq(presentations.id, presentationId)));
    return row ?? null;
  }

  async insert(values: NewPresentationRow, speakerIds: number[]): Promise<PresentationRow> {
    const [row] = await this.db.insert(presentations).values(values).returning();
    if (!row) throw new Error('presentation insert returned nothing');
    if (speakerIds.length > 0) await this.db.insert(presentationSpeakers).values(speakerIds.map((userId) => ({ presentationId: row.id, userId })));
    return row;
  }

  /**
   * Whether a person moderates a stage, as SQL over the stage's and the person's ids (the chat's label): one of
   * its own moderators, or the moderator of one of its presentations.
   */
  moderatesStageSql(spaceId: SQL, userId: SQL): SQL {
    return sql`(exists (select 1 from ${stageModerators} where ${stageModerators.spaceId} = ${spaceId} and ${stageModerators.userId} = ${userId})
      or exists (select 1 from ${presentations} where ${presentations.spaceId} = ${spaceId} and ${presentations.moderatorId} = ${userId}))`;
  }

  async moderatesStage(spaceId: number, userId: number): Promise<boolean> {
    const rows = await this.db.execute<{ moderates: boolean }>(sql`select ${this.moderatesStageSql(sql`${spaceId}::int`, sql`${userId}::int`)} as moderates`);
    return rows.rows[0]?.moderates === true;
  }

  /** Of these people, those on the event's list (invited or entered). */
  async membersOf(eventId: number, ids: readonly number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .select({ id: eventMembers.userId })
      .from(eventMembers)
      .where(and(eq(eventMembers.eventId, eventId), inArray(eventMembers.userId, [...ids])));
    return rows.map((r) => r.id);
  }

  /** The stage's own moderators, by id. */
  async stageModeratorIds(spaceId: number): Promise<number[]> {
    const rows = await this.db.select({ id: stageModerators.userId }).from(stageModerators).where(eq(stageModerators.spaceId, spaceId)).orderBy(asc(stageModerators.userId));
    return rows.map((r) => r.id);
  }

  /** Makes the person a moderator of the stage; false when they were one already. */
  async addStageModerator(spaceId: number, userId: number): Promise<boolean> {
    const rows = await this.db.insert(stageModerators).values({ spaceId, userId }).onConflictDoNothing().returning({ id: stageModerators.userId });
    return rows.length > 0;
  }

  /** Takes the stage's moderator rights from the person; false when they had none of their own. */
  async removeStageModerator(spaceId: number, userId: number): Promise<boolean> {
    const rows = await this.db
      .delete(stageModerators)
      .where(and(eq(stageModerators.spaceId, spaceId), eq(stageModerators.userId, userId)))
      .returning({ id: stageModerators.userId });
    return rows.length > 0;
  }

  /** Replaces a presentation's speakers. */
  async setSpeakers(presentationId: number, speakerIds: number[]): Promise<void> {
    await this.db.delete(presentationSpeakers).where(eq(presentationSpeakers.presentationId, presentationId));
    if (speakerIds.length > 0) await this.db.insert(presentationSpeakers).values(speakerIds.map((userId) => ({ presentationId, userId })));
  }

  async update(presentationId: number, values: Partial<NewPresentationRow>): Promise<PresentationRow> {
    const [row] = await this.db.update(presentations).set(values).where(eq(presentations.id, presentationId)).returning();
    if (!row) throw new Error(`presentation ${presentationId} vanished while being edited`);
    return row;
  }

  async delete(presentationId: number): Promise<void> {
    await this.db.delete(presentations).where(eq(presentations.id, presentationId));
  }

  /** The next place at the schedule's end. */
  async nextPosition(spaceId: number): Promise<number> {
    const [row] = await this.db.select({ top: sql<number>`coalesce(max(${presentations.position}), 0)::int` }).from(presentations).where(eq(presentations.spaceId, spaceId));
    return (row?.top ?? 0) + 1;
  }

  /** Gives the stage's presentations their places 1, 2, … in this order. */
  async reorder(spaceId: number, ids: readonly number[]): Promise<void> {
    for (const [i, id] of ids.entries()) {
      await this.db.update(presentations).set({ position: i + 1 }).where(and(eq(presentations.spaceId, spaceId), eq(presentations.id, id)));
    }
  }

  /** Locks the stage's row of `presentation_stages` (made if missing), so that schedule writes of one stage go one at a time. */
  async lockStage(spaceId: number, at: Date): Promise<void> {
    await this.db.insert(presentationStages).values({ spaceId, currentPresentationId: null, updatedAt: at }).onConflictDoNothing();
    await this.db.execute(sql`select 1 from ${presentationStages} where ${presentationStages.spaceId} = ${spaceId} for update`);
  }

  /**
   * Whether the call is a presentation's backstage call and, if so, whether the person belongs there: a speaker
   * of a presentation using it, or a moderator of a stage one of those is on. Null for any other call.
   */
  async backstageMember(callId: number, userId: number): Promise<boolean | null> {
    const rows = await this.db.execute<{ member: boolean }>(sql`
      select exists (
          select 1 from ${presentationSpeakers} ps join ${presentations} sp on sp.id = ps.presentation_id
          where sp.videocall_id = ${callId} and ps.user_id = ${userId})
        or exists (
          select 1 from ${presentations} mp
          where mp.moderator_id = ${userId} and mp.space_id in (select space_id from ${presentations} where videocall_id = ${callId}))
        or exists (
          select 1 from ${stageModerators} sm
          where sm.user_id = ${userId} and sm.space_id in (select space_id from ${presentations} where videocall_id = ${callId})) as member
      from ${presentations} p where p.videocall_id = ${callId} limit 1`);
    const [row] = rows.rows;
    return row ? row.member : null;
  }

  async isSpeaker(presentationId: number, userId: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: presentationSpeakers.userId })
      .from(presentationSpeakers)
      .where(and(eq(presentationSpeakers.presentationId, presentationId), eq(presentationSpeakers.userId, userId)));
    return Boolean(row);
  }

  // ---- Q&A ----

  /** Questions of a presentation, most votes first, then oldest; hidden ones only when asked for. */
  async questions(eventId: number, presentationId: number, viewerId: number, withHidden: boolean): Promise<QuestionWithAuthor[]> {
    const rows = await this.db
      .select({
        question: presentationQuestions,
        author: personColumns,
        voted: sql<boolean>`exists (select 1 from ${presentationQuestionVotes} v where v.question_id = ${presentationQuestions.id} and v.user_id = ${viewerId})`,
      })
      .from(presentationQuestions)
      .innerJoin(users, eq(users.id, presentationQuestions.authorId))
      .leftJoin(eventMembers, and(eq(eventMembers.userId, users.id), eq(eventMembers.eventId, eventId)))
      .where(and(eq(presentationQuestions.presentationId, presentationId), withHidden ? undefined : eq(presentationQuestions.hidden, false)))
      .orderBy(desc(presentationQuestions.votes), asc(presentationQuestions.id));
    return rows;
  }

  async question(presentationId: number | null, questionId: number): Promise<QuestionRow | null> {
    const [row] = await this.db
      .select()
      .from(presentationQuestions)
      .where(and(eq(presentationQuestions.id, questionId), presentationId === null ? undefined : eq(presentationQuestions.presentationId, presentationId)));
    return row ?? null;
  }

  /** `heldFor`: the listed words it contains, when any: stored hidden, held for review. */
  async ask(presentationId: number, authorId: number, text: string, at: Date, heldFor: string[] = []): Promise<QuestionRow> {
    const held = heldFor.length > 0 ? { hidden: true, heldFor } : {};
    const [row] = await this.db.insert(presentationQuestions).values({ presentationId, authorId, text, createdAt: at, ...held }).returning();
    if (!row) throw new Error('question insert returned nothing');
    return row;
  }

  /** One vote per person: answers the question with its new count, or null when the person had voted already. */
  async upvote(questionId: number, userId: number): Promise<QuestionRow | null> {
    const rows = await this.db.execute<{ id: number }>(sql`
      with vote as (
        insert into ${presentationQuestionVotes} (question_id, user_id) values (${questionId}, ${userId})
        on conflict do nothing returning question_id
      )
      update ${presentationQuestions} set votes = votes + 1 where id in (select question_id from vote) returning id`);
    if (rows.rows.length === 0) return null;
    return this.question(null, questionId);
  }

  /** Deletes a question (its votes go with it); false when it was gone already. */
  async deleteQuestion(questionId: number): Promise<boolean> {
    const rows = await this.db.delete(presentationQuestions).where(eq(presentationQuestions.id, questionId)).returning({ id: presentationQuestions.id });
    return rows.length > 0;
  }

  /** Shown again (`hidden: false`), a held question is released: no longer held. */
  async moderate(questionId: number, values: { answered?: boolean; hidden?: boolean }): Promise<QuestionRow> {
    const release = values.hidden === false ? { heldFor: null } : {};
    const [row] = await this.db.update(presentationQuestions).set({ ...values, ...release }).where(eq(presentationQuestions.id, questionId)).returning();
    if (!row) throw new Error(`question ${questionId} vanished while being moderated`);
    return row;
  }
}
