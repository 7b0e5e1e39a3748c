import { asc, eq, inArray } from 'drizzle-orm';
import type { ArchiveStage } from '@foyer/contracts';
import { byId, type ArchivePart } from '../../platform/event-archive/parts';
import { spaces } from '../identity/events.schema';
import { createBackstageCall } from '../videocalls';
import { presentations, presentationSpeakers, presentationStages, stageModerators } from './presentations.schema';

/**
 * The stages' schedules (decision 0089): every presentation with its recording or stream as a file of the
 * archive, the program item it is, and what each stage shows now. A live one gets its backstage call at
 * import, as `stage schedule` gives it; its moderator and speakers, and the stages' moderators, come with the
 * people. Q&A stays behind.
 */
export const stageArchivePart: ArchivePart<'stage'> = {
  section: 'stage',
  async export({ db, eventId, keys, files }) {
    const rows = byId(await db.select().from(presentations).where(eq(presentations.eventId, eventId)));
    keys.declare('presentation', rows.map((p) => p.id));
    const ids = rows.map((p) => p.id);
    const speakers = ids.length === 0 ? [] : await db.select().from(presentationSpeakers).where(inArray(presentationSpeakers.presentationId, ids)).orderBy(asc(presentationSpeakers.userId));
    const spaceIds = [...new Set(rows.map((p) => p.spaceId))];
    const stages = spaceIds.length === 0 ? [] : await db.select().from(presentationStages).where(inArray(presentationStages.spaceId, spaceIds));
    const moderators = await db.select({ spaceId: stageModerators.spaceId, userId: stageModerators.userId }).from(stageModerators)
      .innerJoin(spaces, eq(spaces.id, stageModerators.spaceId)).where(eq(spaces.eventId, eventId))
      .orderBy(asc(stageModerators.spaceId), asc(stageModerators.userId));
    const out: ArchiveStage['presentations'] = [];
    for (const p of rows) {
      out.push({
        key: keys.key('presentation', p.id), space: keys.key('space', p.spaceId), title: p.title, description: p.description, kind: p.kind,
        url: await files.address(p.url), program_item: keys.ref('program_entry', p.programItemId),
        starts_at: p.startsAt?.toISOString() ?? null, ends_at: p.endsAt?.toISOString() ?? null,
        moderator: keys.ref('person', p.moderatorId), speakers: keys.refs('person', speakers.filter((s) => s.presentationId === p.id).map((s) => s.userId)),
        position: p.position,
      });
    }
    return {
      presentations: out,
      current: stages.sort((a, b) => a.spaceId - b.spaceId)
        .map((s) => ({ space: keys.key('space', s.spaceId), presentation: keys.ref('presentation', s.currentPresentationId) })),
      moderators: moderators.flatMap((m) => {
        const person = keys.ref('person', m.userId);
        return person === null ? [] : [{ space: keys.key('space', m.spaceId), person }];
      }),
    };
  },
  async import({ db, eventId, now, ids, files }, data) {
    for (const [i, p] of data.presentations.entries()) {
      const where = `stage.presentations[${i}]`;
      const moderatorId = ids.person(p.moderator, `${where}.moderator`);
      const speakerIds = [...new Set(ids.people(p.speakers, `${where}.speakers`))];
      const videocallId = p.kind === 'live'
        ? (await createBackstageCall(db, now, eventId, { displayName: `Backstage: ${p.title}`, adminId: moderatorId, allowed: speakerIds })).id
        : null;
      const [row] = await db.insert(presentations).values({
        eventId, spaceId: ids.get('space', p.space, `${where}.space`), title: p.title, description: p.description, kind: p.kind,
        url: files.url(p.url, `${where}.url`), videocallId, moderatorId, programItemId: ids.opt('program_entry', p.program_item, `${where}.program_item`),
        startsAt: p.starts_at ? new Date(p.starts_at) : null, endsAt: p.ends_at ? new Date(p.ends_at) : null, position: p.position, createdAt: now,
      }).returning({ id: presentations.id });
      ids.set('presentation', p.key, row!.id);
      if (speakerIds.length > 0) await db.insert(presentationSpeakers).values(speakerIds.map((userId) => ({ presentationId: row!.id, userId })));
    }
    for (const [i, s] of data.current.entries()) {
      await db.insert(presentationStages).values({
        spaceId: ids.get('space', s.space, `stage.current[${i}].space`),
        currentPresentationId: ids.opt('presentation', s.presentation, `stage.current[${i}].presentation`), updatedAt: now,
      });
    }
    for (const [i, m] of data.moderators.entries()) {
      const userId = ids.person(m.person, `stage.moderators[${i}].person`);
      if (userId !== null) await db.insert(stageModerators).values({ spaceId: ids.get('space', m.space, `stage.moderators[${i}].space`), userId }).onConflictDoNothing();
    }
  },
};
