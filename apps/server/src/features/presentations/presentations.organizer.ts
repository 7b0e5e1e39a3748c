import {
  fieldErrorsOf, stageEntryBody, stageErrorCodes, stageMessages,
  type OrganizerStage, type Presentation, type stageEntryPatch,
} from '@foyer/contracts';
import type { z } from 'zod';
import type { Clock } from '../../platform/clock';
import type { Db, Executor } from '../../platform/db/database';
import { ApiError, FieldError, notFound } from '../../platform/http/errors';
import type { ChangeLog, EventRow, SpaceRow } from '../identity';
import { presentSender } from '../identity';
import type { OrganizerSpacesFace, SpacesFace } from '../spaces';
import { createBackstageCall, type VideocallsFace } from '../videocalls';
import { presentPresentation } from './presentations.presenter';
import { PresentationsRepository, type PresentationRow } from './presentations.repository';
import type { PresentationsService } from './presentations.service';

type EntryBody = z.output<typeof stageEntryBody>;

interface StageInEvent {
  event: EventRow;
  space: SpaceRow;
}

/**
 * The organiser console's stage (decision 0087): a presentation space's schedule, its order, what it shows and
 * its own moderators; owners and instance administrators only. Each write is one transaction with its
 * change-log entry, the stage's row locked so that two writes of one schedule go one after the other; people
 * on the stage hear `updated_presentation_space` once it committed and read the page again.
 */
export class OrganizerStages {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly stages: PresentationsService,
    private readonly spaces: SpacesFace,
    private readonly organizerSpaces: OrganizerSpacesFace,
    private readonly changes: ChangeLog,
    private readonly calls: Pick<VideocallsFace, 'announceTo' | 'setBackstageAdmin'>,
  ) {}

  async stage(eventSlug: string, userId: number, slug: string): Promise<OrganizerStage> {
    const { event, space } = await this.findStage(eventSlug, userId, slug);
    return this.stageOf(this.db, event, space);
  }

  async createEntry(eventSlug: string, userId: number, slug: string, body: EntryBody): Promise<Presentation> {
    const { event, space } = await this.findStage(eventSlug, userId, slug);
    const made = await this.db.transaction(async (tx) => {
      const repo = await this.locked(tx, space);
      await this.checkPeople(repo, event, body);
      const videocallId = body.kind === 'live' ? await this.backstageFor(tx, event, body) : null;
      const row = await repo.insert({ ...toRow(body), eventId: event.id, spaceId: space.id, videocallId, position: await repo.nextPosition(space.id), createdAt: this.clock.now() }, body.speaker_ids);
      const after = await this.entryOf(repo, event, space, row.id);
      await this.log(tx, event, userId, space, 'presentation_created', after.title, null, after);
      return after;
    });
    await this.stages.tellStage(event.id, space);
    return made;
  }

  async updateEntry(eventSlug: string, userId: number, slug: string, presentationId: number, patch: z.output<typeof stageEntryPatch>): Promise<Presentation> {
    const { event, space } = await this.findStage(eventSlug, userId, slug);
    const { updated, backstage } = await this.db.transaction(async (tx) => {
      const repo = await this.locked(tx, space);
      const stored = await this.storedEntry(repo, space, presentationId);
      const before = await this.entryOf(repo, event, space, presentationId);
      // The entry the change makes is checked whole: its address for its kind, its times, its people.
      const merged = stageEntryBody.safeParse({ ...fieldsOf(stored, before), ...patch });
      if (!merged.success) throw new FieldError(fieldErrorsOf(merged.error as z.ZodError));
      await this.checkPeople(repo, event, merged.data);
      const videocallId = merged.data.kind === 'live' ? (stored.videocallId ?? (await this.backstageFor(tx, event, merged.data))) : stored.videocallId;
      // The backstage call's host controls follow the entry's moderator.
      const handedOver = videocallId !== null && videocallId === stored.videocallId && merged.data.moderator_id !== stored.moderatorId;
      if (handedOver) await this.calls.setBackstageAdmin(tx, videocallId, merged.data.moderator_id);
      await repo.update(presentationId, { ...toRow(merged.data), videocallId });
      if (patch.speaker_ids) await repo.setSpeakers(presentationId, [...new Set(merged.data.speaker_ids)]);
      const after = await this.entryOf(repo, event, space, presentationId);
      await this.log(tx, event, userId, space, 'presentation_updated', after.title, before, after);
      const moderators = [stored.moderatorId, merged.data.moderator_id].filter((id): id is number => id !== null);
      return { updated: after, backstage: handedOver ? { callId: videocallId, moderators } : null };
    });
    await this.stages.tellStage(event.id, space);
    // The call's people, and the old and new moderator wherever they are, hear its new admin.
    if (backstage) await this.calls.announceTo(event, backstage.callId, backstage.moderators);
    return updated;
  }

  /** Removes the entry with its Q&A; the stage shows nothing when it was the current one. */
  async deleteEntry(eventSlug: string, userId: number, slug: string, presentationId: number): Promise<void> {
    const { event, space } = await this.findStage(eventSlug, userId, slug);
    await this.db.transaction(async (tx) => {
      const repo = await this.locked(tx, space);
      await this.storedEntry(repo, space, presentationId);
      const before = await this.entryOf(repo, event, space, presentationId);
      await repo.delete(presentationId);
      await this.log(tx, event, userId, space, 'presentation_deleted', before.title, before, null);
    });
    await this.stages.tellStage(event.id, space);
  }

  /** The schedule in a new order: every presentation of the stage, each once. */
  async reorder(eventSlug: string, userId: number, slug: string, ids: number[]): Promise<OrganizerStage> {
    const { event, space } = await this.findStage(eventSlug, userId, slug);
    const stage = await this.db.transaction(async (tx) => {
      const repo = await this.locked(tx, space);
      const before = (await repo.schedule(event.id, space.id)).map((p) => p.row.id);
      const same = ids.length === before.length && new Set(ids).size === ids.length && ids.every((id) => before.includes(id));
      if (!same) throw new FieldError({ presentation_ids: [stageMessages.notInSchedule] });
      await repo.reorder(space.id, ids);
      await this.log(tx, event, userId, space, 'schedule_ordered', space.name, before, ids);
      return this.stageOf(tx, event, space);
    });
    await this.stages.tellStage(event.id, space);
    return stage;
  }

  /** What the stage shows now (null: nothing); everyone on it switches (the same notice as the stage's own switch). */
  async setCurrent(eventSlug: string, userId: number, slug: string, presentationId: number | null): Promise<OrganizerStage> {
    const { event, space } = await this.findStage(eventSlug, userId, slug);
    await this.stages.show(event.id, space, presentationId);
    return this.stageOf(this.db, event, space);
  }

  async addModerator(eventSlug: string, userId: number, slug: string, moderatorId: number): Promise<OrganizerStage> {
    const { event, space } = await this.findStage(eventSlug, userId, slug);
    const stage = await this.db.transaction(async (tx) => {
      const repo = new PresentationsRepository(tx);
      if ((await repo.membersOf(event.id, [moderatorId])).length === 0) throw new FieldError({ user_id: [stageMessages.peopleOfEvent] });
      if (!(await repo.addStageModerator(space.id, moderatorId))) throw new ApiError(409, stageMessages.alreadyModerator, stageErrorCodes.alreadyModerator);
      const stage = await this.stageOf(tx, event, space);
      const added = stage.moderators.find((m) => m.id === moderatorId);
      await this.changes.record(tx, {
        eventId: event.id, actorId: userId, area: 'stage', action: 'moderator_added', target: space.name, subjectId: moderatorId, before: null, after: added ?? null,
      });
      return stage;
    });
    // An open stage page reads its rights again: the new moderator's switch and backstage links appear at once.
    await this.stages.tellStage(event.id, space);
    return stage;
  }

  async removeModerator(eventSlug: string, userId: number, slug: string, moderatorId: number): Promise<void> {
    const { event, space } = await this.findStage(eventSlug, userId, slug);
    await this.db.transaction(async (tx) => {
      const repo = new PresentationsRepository(tx);
      const removed = (await repo.people(event.id, [moderatorId])).get(moderatorId);
      if (!(await repo.removeStageModerator(space.id, moderatorId))) throw notFound();
      await this.changes.record(tx, {
        eventId: event.id, actorId: userId, area: 'stage', action: 'moderator_removed', target: space.name, subjectId: moderatorId,
        before: removed ? presentSender(removed) : null, after: null,
      });
    });
    await this.stages.tellStage(event.id, space);
  }

  private async findStage(eventSlug: string, userId: number, slug: string): Promise<StageInEvent> {
    const event = await this.organizerSpaces.guard(eventSlug, userId);
    const space = await this.spaces.findByTypeAndSlug(event.id, 'presentation', slug);
    if (!space) throw notFound();
    return { event, space };
  }

  private async locked(tx: Executor, space: SpaceRow): Promise<PresentationsRepository> {
    const repo = new PresentationsRepository(tx);
    await repo.lockStage(space.id, this.clock.now());
    return repo;
  }

  private async storedEntry(repo: PresentationsRepository, space: SpaceRow, presentationId: number): Promise<PresentationRow> {
    const row = await repo.find(space.id, presentationId);
    if (!row) throw notFound('No such presentation on this stage.');
    return row;
  }

  /** Speakers and the moderator must be on the event's list. */
  private async checkPeople(repo: PresentationsRepository, event: EventRow, entry: Pick<EntryBody, 'moderator_id' | 'speaker_ids'>): Promise<void> {
    const wanted = [...new Set([...(entry.moderator_id ? [entry.moderator_id] : []), ...entry.speaker_ids])];
    const members = await repo.membersOf(event.id, wanted);
    const errors: Record<string, string[]> = {};
    if (entry.moderator_id && !members.includes(entry.moderator_id)) errors.moderator_id = [stageMessages.peopleOfEvent];
    if (entry.speaker_ids.some((id) => !members.includes(id))) errors.speaker_ids = [stageMessages.peopleOfEvent];
    if (Object.keys(errors).length > 0) throw new FieldError(errors);
  }

  /** A live entry's backstage call: its moderator the admin, its speakers let in (as the schedule file does). */
  private async backstageFor(tx: Executor, event: EventRow, entry: EntryBody): Promise<number> {
    const call = await createBackstageCall(tx, this.clock.now(), event.id, { displayName: `Backstage: ${entry.title}`, adminId: entry.moderator_id, allowed: entry.speaker_ids });
    return call.id;
  }

  private async entryOf(repo: PresentationsRepository, event: EventRow, space: SpaceRow, presentationId: number): Promise<Presentation> {
    const found = (await repo.schedule(event.id, space.id)).find((p) => p.row.id === presentationId);
    if (!found) throw new Error(`presentation ${presentationId} vanished while being written`);
    return presentPresentation(found, true);
  }

  private async stageOf(ex: Executor, event: EventRow, space: SpaceRow): Promise<OrganizerStage> {
    const repo = new PresentationsRepository(ex);
    const [schedule, currentId, moderatorIds] = await Promise.all([repo.schedule(event.id, space.id), repo.currentId(space.id), repo.stageModeratorIds(space.id)]);
    const people = await repo.people(event.id, moderatorIds);
    return {
      id: space.id, slug: space.slug, name: space.name,
      presentations: schedule.map((p) => presentPresentation(p, true)),
      current_presentation_id: currentId,
      moderators: moderatorIds.flatMap((id) => {
        const person = people.get(id);
        return person ? [presentSender(person)] : [];
      }),
    };
  }

  private log(db: Executor, event: EventRow, userId: number, space: SpaceRow, action: string, title: string, before: unknown, after: unknown) {
    return this.changes.record(db, { eventId: event.id, actorId: userId, area: 'stage', action, target: `${space.name}: ${title}`, before, after });
  }
}

/** A stored entry by the API's field names. */
function fieldsOf(row: PresentationRow, shown: Presentation): EntryBody {
  return {
    title: row.title, description: row.description, kind: row.kind, url: row.url, start_date: shown.start_date, end_date: shown.end_date,
    moderator_id: row.moderatorId, speaker_ids: shown.speakers.map((s) => s.id),
  };
}

function toRow(entry: EntryBody): Pick<PresentationRow, 'title' | 'description' | 'kind' | 'url' | 'moderatorId' | 'startsAt' | 'endsAt'> {
  return {
    title: entry.title, description: entry.description, kind: entry.kind, url: entry.kind === 'live' ? null : entry.url, moderatorId: entry.moderator_id,
    startsAt: entry.start_date ? new Date(entry.start_date) : null, endsAt: entry.end_date ? new Date(entry.end_date) : null,
  };
}
